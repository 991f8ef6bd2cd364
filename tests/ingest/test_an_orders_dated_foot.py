"""A High Court's order dated above its text and again under the judge's signature, with the stenographer's
initials below ("(X, J.)" / "11.05.2026" / "Lobhuke/"), is one order: the foot is no second record, which would
carry only a name and be filed by it under whichever case has a party of that name. An order sheet's next order
on another day, or a second order the same day with words of its own, stays a record. Written for this test."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document

HEAD = ("HIGH COURT AT SOMEWHERE\nWrit Petition (C) No. 77 of 2026\nYeshe Sundriyal ...Petitioner\nVersus\n"
        "State and others ...Respondents\nHon'ble A. B. Ghatwal, J.\nMr. K. Rizata, Advocate for the petitioner.\n")


def _records(text: str) -> list[str]:
    doc = Document(source_name="WPC 77-2026 order.pdf", media="pdf", doc_type="order_sheet",
                   pages=[Page(number=1, text=text)])
    return [e.text for e in split_document(doc, file_name="WPC 77-2026 order.pdf")]


def test_the_date_and_the_stenographers_initials_under_the_signature_are_no_record_of_their_own():
    text = HEAD + ("11.05.2026\nIssue notice. Reply in two weeks. List on 01.06.2026.\n"
                   "                              (A. B. Ghatwal, J.)\n11.05.2026\nThapliyal/\n")
    (only,) = _records(text)
    assert "Issue notice" in only, only


def test_a_second_order_of_the_same_day_with_words_of_its_own_stays_a_record():
    text = HEAD + ("11.05.2026\nIssue notice. List on 01.06.2026.\n"
                   "11.05.2026\nMentioned again at 3 pm: interim stay granted till the next date.\n")
    assert len(_records(text)) == 2


def test_the_next_days_order_under_the_initials_stays_a_record():
    text = HEAD + ("11.05.2026\nIssue notice. List on 01.06.2026.\n(A. B. Ghatwal, J.)\n11.05.2026\nThapliyal/\n"
                   "01.06.2026\nReply filed. List after four weeks.\n")
    first, second = _records(text)
    assert "Issue notice" in first and second.startswith("01.06.2026"), (first, second)
