"""What a judge asks, first or as a rule ("<judge> bail la enna ketpaar?", "<officer> modalu enu kelthare?",
"<officer> nehmi pahile kay magte?"): the papers and reports the court bids a side or an officer bring are what it
asks for, as much as the questions it puts — a note's "Order: PP to produce the case diary and the previous cases of
the accused", an order sheet's "the Revenue Inspector is directed to send his report" (agent/compose.py judge_habit,
_bids; the court's own order in a note's words, COURT_DIRECTS).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

BAIL_NOTES = [
    ("2029-03-04", "Ct 7, Tharakan J - Bail Appl. 812/2029 Pynsuk (online fraud)\n"
                   "PP Kothandam: the case diary has not come yet. Judge annoyed - \"case diary, always late\". "
                   "Order: PP to produce the case diary and the previous cases of the accused by next date. "
                   "ND 25.03.2029."),
    ("2029-03-25", "Tharakan J asked how much of the money was traced - Rs. 40,000 lying in a wallet account. "
                   "ND 08.04.2029."),
]
TENANCY_ORDER = ("12.06.2029  Reply of the landholder filed. The tenant pleads payment in kind without receipts. "
                 "The Revenue Inspector, Semmanur is directed to send his report on the possession and the crop "
                 "register extracts for the last two years. Call on 20.08.2029.\nSub-Collector, Semmanur")
TENANCY_NOTES = [
    ("2029-05-02", "Sub-Collector Semmanur - E.P. 14/2029 Sawmliana tenancy. Appeared for the tenant. Sub-Collector "
                   "madam - \"where is the pattadar passbook?\" - her first question. Reply by 12.6.29."),
    ("2029-09-10", "E.P. 14/2029 Sawmliana tenancy - witness of the landholder examined in chief. Cross next date. "
                   "ND 15.10.2029."),
    # days the officer is named doing nothing she asks: ranked with an order sheet's direction before
    ("2029-05-09", "E.P. 14/2029 Sawmliana tenancy. Sub-Collector madam reached the hall only at 4 pm. ND 16.5.29."),
    ("2029-05-16", "E.P. 14/2029 Sawmliana tenancy. Sub-Collector madam was on a flood relief tour. ND 23.5.29."),
    ("2029-05-23", "E.P. 14/2029 Sawmliana tenancy. Sub-Collector madam heard the other side for an hour. "
                   "ND 30.5.29."),
    ("2029-05-30", "E.P. 14/2029 Sawmliana tenancy. Sub-Collector madam sat late, took the matter last. ND 6.6.29."),
    ("2029-06-06", "E.P. 14/2029 Sawmliana tenancy. Sub-Collector madam was busy with the election duty. "
                   "ND 12.6.29."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Iype Tharakan", short="Tharakan J",
                         court="High Court", court_hall="Court 7"))
    reg.add_person(Judge(id="J2", name="Smt. R. Vellaisamy, Sub-Collector", short="Sub-Collector madam (Semmanur)",
                         court="Revenue Court, Semmanur"))
    reg.add_case(Case(id="B1", number="Bail Appl. No. 812 of 2029", short_name="Pynsuk bail",
                      title="Pynsuk vs State", nature="bail in an online fraud case", judge_id="J1", side="petitioner"))
    reg.add_case(Case(id="R1", number="E.P. No. 14 of 2029", short_name="Sawmliana tenancy",
                      title="Landholder vs Sawmliana", judge_id="J2", side="respondent"))
    for day, text in BAIL_NOTES:
        practice.ingest_text(text, name=f"bail note {day}.txt", case_id="B1", date=day, author="Lawyer")
    for day, text in TENANCY_NOTES:
        practice.ingest_text(text, name=f"tenancy note {day}.txt", case_id="R1", date=day, author="Lawyer")
    practice.ingest_text(TENANCY_ORDER, name="EP 14 proceedings 12.06.2029.txt", case_id="R1", date="2029-06-12",
                         author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-asks-bids", build)


@pytest.mark.parametrize("question", [
    "tharakan J bail la enna ketpaar",  # Tamil: what does he ask
    "tharakan J bail lo emi adugutaru",  # Telugu
])
def test_what_a_judge_asks_holds_the_paper_the_court_bids_produced(pr, question):
    a = pr.ask(question, today="2029-05-01")
    assert "previous cases" in first_line(a), a.answer  # "Order: PP to produce … the previous cases of the accused"
    assert "traced" in first_line(a), a.answer  # the question the judge put stays


@pytest.mark.parametrize("question", [
    "sub-collector madam yaavaglu enu kelthare",  # Kannada: what does she always ask
    "sub-collector madam nehmi kay vichartat",  # Marathi
])
def test_what_an_officer_always_asks_holds_the_report_the_order_sheet_directs(pr, question):
    a = pr.ask(question, today="2029-11-20")
    assert "passbook" in first_line(a), a.answer  # the question she put first
    assert "Revenue Inspector" in first_line(a), a.answer  # the report her order sheet directs sent


def test_a_note_s_order_written_with_its_word_is_the_court_s_direction():
    from tareekh.agent.compose import COURT_DIRECTS

    assert COURT_DIRECTS.search("Order: PP to produce the case diary by next date.")
    assert COURT_DIRECTS.search("aadesh - vadi pratilipi pesh kare")
    assert not COURT_DIRECTS.search("Clerk to bring the file from the chamber.")  # a task of the chamber
