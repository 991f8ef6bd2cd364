"""A paper whose title names the provision it is issued under ("NOTICE u/s 80 of the Code of Civil Procedure",
"DEMAND NOTICE under Section 13(2) of the SARFAESI Act"), an office's order titled by what it orders ("DEMOLITION
ORDER" under its number and date), and a letter headed by its reference and date above "To: Sh. …" are read as
papers dated by their own date, not as a hearing's note. Papers written for this test, in other words than the
data sets."""

from __future__ import annotations

from datetime import date

from tareekh.ingest.documents import read_as_document


def test_a_notice_titled_with_its_section_is_a_legal_notice():
    text = ("K. THEKKUMKATTIL, Advocate, Ernakulam\n"
            "Regd. Post A.D.                                     Dated: 03.01.2027\n"
            "To, The Secretary, Koodaranji Grama Panchayat\n"
            "NOTICE u/s 80 of the Code of Civil Procedure, 1908\n"
            "Under instructions of my client I give you notice that a suit will be filed after two months.\n")
    found = read_as_document(text)
    assert found is not None and found.kind == "legal notice" and found.date == date(2027, 1, 3), found


def test_a_demand_notice_in_capitals_with_its_act_is_a_paper():
    text = ("DEMAND NOTICE under Section 13(2) of the SARFAESI Act, 2002          Date: 11.02.2027\n"
            "To: Valiyaparambil Traders, Karuvannur - through its partners\n"
            "The account was classified as NPA on 30.11.2026; pay Rs. 41,20,000 within 60 days.\n")
    found = read_as_document(text)
    assert found is not None and found.date == date(2027, 2, 11), found


def test_an_offices_order_titled_by_what_it_orders_is_an_official_order():
    text = ("MUNICIPAL CORPORATION - TOWN PLANNING WING\n"
            "No. TP/Enf/2027/88                                  Date: 19.01.2027\n"
            "DEMOLITION ORDER\n"
            "The construction on the third floor was found without sanction; it shall be removed in 15 days.\n")
    found = read_as_document(text)
    assert found is not None and found.kind == "official order" and found.date == date(2027, 1, 19), found


def test_a_letter_with_its_reference_and_date_above_the_addressee_is_a_letter():
    text = ("PONNURANGAM TEXTILES   Industrial Estate, Unit 4\n"
            "Ref: PT/ADM/31/26                                   Date: 07.12.2026\n"
            "To: Sh. Karuvannur Jose, Weaving Section\n"
            "You are transferred to the Unit 2 loom shed with effect from 15.12.2026.\n")
    found = read_as_document(text)
    assert found is not None and found.date == date(2026, 12, 7), found


def test_a_hearing_note_that_names_a_notice_stays_a_note():
    text = ("7/1 - Koodaranji writ: notice u/s 80 CPC was served, counter not filed. ND 4.2.27\n"
            "Client to bring the panchayat's reply.\n")
    assert read_as_document(text) is None
