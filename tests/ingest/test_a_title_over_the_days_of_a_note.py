"""A note's first line that only titles the days below it ("week recap - 3 nov to 7 nov 2026", "21/8 Fri + 22/8 Sat")
opens no entry of its own: it heads the first day's. A later matter of such a page that names one of the listed days
in its head ("* <name> (<forum>) 22.8 - …") was heard that day, not on the page's first day.

Invented names and text."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def doc(text: str) -> Document:
    return Document(source_name="n.txt", media="text", doc_type="typed_note", pages=[Page(number=1, text=text, words=[])])


def test_a_title_listing_the_week_s_days_opens_no_entry_of_its_own():
    text = ("recap of the week - 2 nov to 6 nov 2026\n\n"
            "mon 2/11 - quelbrook 138, JMIC karnal\nCW2 examined, return memo proved. Accused present.\n"
            "CE closed. nd 8.12.26 - statement of accused.\n\n"
            "fri 6/11 - ostrava rent, RC karnal\nRW1 examined, cross by us. RE closed.\nnd 5-12-2026 for args.\n")
    entries = split_document(doc(text), file_name="recap.txt")
    assert [e.hearing_date for e in entries] == ["2026-11-02", "2026-11-06"], [(e.hearing_date, e.text) for e in entries]
    assert entries[0].text.startswith("recap of the week")


def test_a_hindi_title_over_two_days_heads_the_first_day():
    text = ("हफ़्ते का हाल 16/2 से 18/2/2026\n"
            "16/2 - झुनझुनवाला मामला, सिविल जज - गवाह नहीं आया। अगली तारीख 10.3.26\n"
            "18/2 - पारिजात बिल्डर्स केस - बहस सुनी। अगली तारीख 25.3.26\n")
    entries = split_document(doc(text), file_name="haal.txt", vocabulary=["झुनझुनवाला", "पारिजात बिल्डर्स"])
    assert [e.hearing_date for e in entries] == ["2026-02-16", "2026-02-18"], [(e.hearing_date, e.text) for e in entries]


def test_a_first_line_naming_a_case_is_no_title():
    text = ("Quelbrook cheque case 9/3 and 13/3\n"
            "9/3 - CW1 examined in part. nd 13.3.26\n")
    entries = split_document(doc(text), file_name="q.txt", vocabulary=["Quelbrook"])
    assert entries[0].text.startswith("Quelbrook")


def test_a_matter_naming_a_listed_day_in_its_head_is_of_that_day():
    text = ("6/5 Wed + 7/5 Thu\n"
            "* Quelbrook divorce (FC) 6.5 - PW1 cross done. ND 18.6.26\n"
            "* Ostrava rent petition (RC) 7.5 - RW evidence, adjourned. ND 2.7.26\n")
    entries = split_document(doc(text), file_name="IMG_20260507_201500.jpg",
                             vocabulary=["Quelbrook divorce", "Ostrava rent"],
                             paragraph_heads=["Quelbrook divorce", "Ostrava rent"])
    assert [e.hearing_date for e in entries] == ["2026-05-06", "2026-05-07"], [(e.hearing_date, e.text) for e in entries]


def test_a_day_told_after_the_head_does_not_move_the_matter():
    # the next date told in the body is no day of the head
    text = ("6/5 Wed + 7/5 Thu\n"
            "* Quelbrook divorce (FC) 6.5 - PW1 cross done. ND 18.6.26\n"
            "* Ostrava rent petition (RC) - RW evidence on 7.5 likely; adjourned. ND 2.7.26\n")
    entries = split_document(doc(text), file_name="IMG_20260507_201500.jpg",
                             vocabulary=["Quelbrook divorce", "Ostrava rent"],
                             paragraph_heads=["Quelbrook divorce", "Ostrava rent"])
    assert entries[-1].hearing_date != "2026-05-07" or len(entries) == 1
