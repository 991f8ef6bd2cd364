"""An order is dated by the day its title carries ("JUDGMENT  03.11.2026", "ORDER ON I.A. 4 (12.05.2026)", "… Order
dtd. 9.9.2026" in a column), under a court's heading or the case's
number, not by the day the case was listed for, nor kept as a paper. A sentence of the order cut at the page's
edge ("… remained unpaid since" / "14.02.2026 and no reply …") is no docket row of that day: the date runs on in
lower case below a full line that stops on a word. A row below a short line, or one that opens in capitals, stays
a row. Invented names and text."""

from __future__ import annotations

import pytest

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def _split(text: str, name: str = "order.pdf"):
    doc = Document(source_name=name, media="text", doc_type="typed_note", pages=[Page(number=1, text=text, words=[])])
    return split_document(doc, file_name=name)


@pytest.mark.parametrize(("text", "day"), [
    ("BEFORE THE MOTOR ACCIDENTS CLAIMS TRIBUNAL, SOMEPUR\nM.A.C.P. No. 71 of 2025\nIlavarasi Quadros v. Zorawar "
     "Freightlines Co.\nJUDGMENT  03.11.2026\nThe claimant proved the accident through PW2. Compensation of Rs. 4,10,000 "
     "with interest at 7% is awarded.\n", "2026-11-03"),
    ("IN THE COURT OF THE CIVIL JUDGE (JR. DN.), SOMEPUR    O.S. No. 19 of 2024\nRuthvika Sohliya ... Plaintiff  v.  "
     "Vasquez ... Defendant\nORDER ON I.A. 4 (12.05.2026)\nThe application for amendment is allowed with costs of Rs. "
     "500. Next date 20.06.2026.\n", "2026-05-12"),
    ("R.C. Petition No. 7 of 2025     Zorawar Tanneries v. Ruthvika Sohliya                 Order dtd. 9.9.2026\n"
     "The tenant shall deposit the admitted rent within four weeks. Put up on 14.10.2026.\n", "2026-09-09"),
])
def test_an_order_is_dated_by_the_day_its_title_carries(text, day):
    (entry,) = _split(text)
    assert (entry.kind, entry.hearing_date) == ("hearing", day), (entry.kind, entry.hearing_date, entry.date_source)


def test_a_date_opening_the_rest_of_a_sentence_cut_at_the_pages_edge_is_no_row_of_its_own():
    text = ("IN THE COURT OF THE RENT CONTROLLER, SOMEPUR\nR.C. Petition No. 7 of 2025\n"
            "Zorawar Tanneries ... Petitioner  v.  Ruthvika Sohliya ... Respondent\n"
            "30.09.2026\nHeard both sides. The landlord says the rent for the ground floor godown has remained unpaid since\n"
            "14.02.2026 and no reply to the notice was given. The tenant shall deposit the arrears. Put up on 04.11.2026.\n")
    entries = _split(text)
    assert [e.hearing_date for e in entries] == ["2026-09-30"], [(e.hearing_date, e.text[:30]) for e in entries]
    assert "no reply to the notice" in entries[0].text


@pytest.mark.parametrize("second", [
    "Put up for evidence\n12.03.2026 complainant absent. Put up on 20.04.2026.\n",  # a short line: its writer ended it
    "Heard the complainant at length on the question of delay in filing the complaint and its\n"
    "12.03.2026 Complainant absent. Put up on 20.04.2026.\n",  # the row opens in capitals
])
def test_a_docket_row_below_a_short_line_or_opening_in_capitals_stays_a_row(second):
    text = ("IN THE COURT OF THE JUDICIAL MAGISTRATE, SOMEPUR\nC.C. No. 55 of 2025\nZorawar Tanneries v. Vasquez\n"
            "10.02.2026 Notice issued to the accused. " + second)
    days = [e.hearing_date for e in _split(text)]
    assert days == ["2026-02-10", "2026-03-12"], days


def test_a_pleading_under_a_courts_heading_is_no_order_of_a_date_its_sentences_wrap_onto():
    text = ("IN THE COURT OF THE CIVIL JUDGE (SR. DN.) AT SOMEPUR      O.S. No. ____ / 2026\n"
            "Ruthvika Sohliya, age 44 ............ Plaintiff\n   versus\nZorawar Quadros ........... Defendant\n"
            "PLAINT for recovery of money\n1. The defendant took a hand loan of Rs. 3,00,000 and did not repay it though\n"
            "called upon by a legal notice\ndated 14.07.2026. PRAYER: decree for Rs. 3,00,000 with interest.\n")
    assert all(e.date_source != "order_date" and e.hearing_date != "2026-07-14" for e in _split(text)), \
        [(e.kind, e.hearing_date, e.date_source) for e in _split(text)]
