"""A paper is known by its head however the head is set out, and dated by the date it bears, not the upload's:
- a typed or scanned head in cells ("<HOSPITAL>      WOUND CERTIFICATE      Reg. No. 77/31"): its title is one cell;
- a firm's or an office's name in capitals over a dated line: a paper it issued;
- a copy signed "Sd/- <officer>, <date>" at its foot: dated where it is signed, not by a date its body tells;
- a court's letter to someone ("To … Sir, I am directed to forward …") is a letter, though it tells a next date;
- a short title in capitals closes with what the paper is ("HIBA / ORAL GIFT DECLARATION DEED").
A note's line with a dash ("admission - notice issued") stays a note. Names written for this test."""

from __future__ import annotations

from datetime import date

from tareekh.ingest.documents import read_as_document


def test_a_title_in_a_cell_of_a_hospitals_head_names_the_paper():
    reading = read_as_document("KELVARI CIVIL HOSPITAL      WOUND CERTIFICATE      Reg. No. 77/31\n"
                               "Date: 04.02.2031\n"
                               "Examined Oskavli Durmeth, 34/M, brought by constable 412 on 02.02.2031 at 9 pm.\n"
                               "Injury No. 1: lacerated wound 3 x 1 cm over the left brow. Simple.\n")
    assert reading is not None
    assert (reading.kind, reading.date) == ("medical report", date(2031, 2, 4))


def test_a_title_cell_in_another_script_names_the_paper():
    reading = read_as_document("পশ্চিমবঙ্গ সরকার   -   রসিদ   নং 12/2031\n"
                               "তারিখ: 05.03.2031\n"
                               "হিরাখোল গ্রামের প্রবন্ত মণ্ডলের কাছ থেকে ৫০০ টাকা পাওয়া গেল।\n")
    assert reading is not None
    assert (reading.kind, reading.date) == ("receipt", date(2031, 3, 5))


def test_a_banks_head_with_its_memo_at_the_far_side_is_that_memo():
    reading = read_as_document("NAVRANGI CO-OPERATIVE BANK  Hirakhol Branch          RETURN MEMO\n"
                               "Cheque No. 118204 dated 11.01.2031 for Rs. 75,000/- drawn by Pravanta Das\n"
                               "returned unpaid: FUNDS INSUFFICIENT.   Date: 16.01.2031\n")
    assert reading is not None
    assert (reading.kind, reading.date) == ("cheque return memo", date(2031, 1, 16))


def test_a_firms_head_in_capitals_over_a_dated_line_is_its_paper():
    reading = read_as_document("NAVRANGI TEXTILE MILLS, HIRAKHOL\n"
                               "Ref: NTM/HR/44                                Date: 12.05.2031\n"
                               "Shri Oskavli Durmeth, weaver, is informed that his absence since 02.04.2031 is\n"
                               "unauthorised and he shall report for duty within seven days.\n")
    assert reading is not None
    assert reading.date == date(2031, 5, 12)


def test_an_offices_list_is_dated_where_it_is_signed_not_by_the_dates_in_its_rows():
    reading = read_as_document("GOVERNMENT OF KELVARI\n"
                               "OFFICE OF THE SUPERINTENDING ENGINEER, HIRAKHOL CIRCLE\n"
                               "Provisional list of work-charged staff engaged before 31.12.2009\n"
                               "1   Oskavli Durmeth     01.03.2006\n"
                               "2   Pravanta Das        12.07.2007\n"
                               "                         Sd/- Superintending Engineer, 14.07.2031\n")
    assert reading is not None
    assert reading.date == date(2031, 7, 14)


def test_a_courts_letter_forwarding_an_order_is_a_letter_of_its_own_date():
    reading = read_as_document("HIGH COURT OF KELVARI AT HIRAKHOL\n"
                               "(Judicial Section)\n"
                               "No. HC/J/2031/118                                  Dated: 05.11.2031\n"
                               "To\n"
                               "The Secretary, Irrigation Department, Hirakhol\n"
                               "Sub: W.P. No. 11/2031 - Pravanta Das vs State of Kelvari\n"
                               "Sir,\n"
                               "I am directed to forward a copy of the order dated 02.11.2031, whereby the compliance\n"
                               "affidavit is to be filed before the next date, i.e. 09.12.2031.\n"
                               "Yours faithfully,\n"
                               "Sd/- Deputy Registrar\n")
    assert reading is not None
    assert (reading.kind, reading.date) == ("letter", date(2031, 11, 5))


def test_a_short_title_in_capitals_closes_with_what_the_paper_is():
    reading = read_as_document("HIBA / ORAL GIFT DECLARATION DEED\n"
                               "This declaration is made at Hirakhol on 23.09.2031 by Oskavli Durmeth in favour of\n"
                               "his daughter of the house at plot 14.\n")
    assert reading is not None and reading.kind == "deed"


def test_a_notes_line_with_a_dash_is_no_title_cell():
    assert read_as_document("HC Ct 2 - Kelvari J\nW.P. 612/31 Pravanta v State\n"
                            "admission - notice issued, returnable in 4 weeks\n") is None
    assert read_as_document("Wed 12/5  11.30 RERA - Navrangi Greens - FINAL ARGUMENTS\n"
                            "Thu 13/5  10.30 HC - Durmeth bail\n") is None
