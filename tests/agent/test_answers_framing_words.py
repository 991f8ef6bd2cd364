"""Words of a question's language or framing ("pathao", "adugutunnaru") are not things the notes must hold: a
question left with no thing asked once they are dropped is answered with where its case stands, and a question
that says "brief" or "status" of one case is a briefing. Things the notes never mention stay "no record".

A small Nashik practice written for these tests (a godown tenancy suit and a cheque case), in words other than
the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

NOTES = {
    "N1": [
        ("2025-06-03", "Khandekar godown suit - plaint filed for eviction of the tenant Satpute from the godown; "
                       "arrears of Rs. 1,20,000 claimed. Next 08.07.2025."),
        ("2025-07-08", "Khandekar godown suit - WS filed by Satpute; he pleads the lease was renewed orally. "
                       "Issues to be framed. Next 19.08.2025."),
        ("2025-08-19", "Khandekar godown suit - issues framed. Status quo on the godown continued. Plaintiff's "
                       "evidence affidavit to be filed. Next 23.09.2025."),
    ],
    "N2": [
        ("2025-05-12", "Wagh cheque case - complaint taken on file, summons to the accused Ingole."),
        ("2025-07-21", "Wagh cheque case - accused appeared, bail bond furnished. Plea recorded."),
    ],
}


def build(practice, _folder) -> None:
    reg = practice.registry
    for cid, name in (("NC1", "Mukund Khandekar"), ("NC2", "Sudha Wagh")):
        reg.add_person(Client(id=cid, name=name))
    reg.add_case(Case(id="N1", number="R.C.S. No. 214 of 2025", short_name="Khandekar godown suit",
                      title="Mukund Khandekar vs Haribhau Satpute", client_id="NC1", side="plaintiff",
                      nature="suit for eviction of a tenant from a godown", next_date="2025-09-23"))
    reg.add_case(Case(id="N2", number="S.C.C. No. 905 of 2025", short_name="Wagh cheque case",
                      title="Sudha Wagh vs Sharad Ingole", client_id="NC2", side="complainant", next_date="2025-10-06"))
    for cid, rows in NOTES.items():
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = home_built_by(tmp_path_factory, "framing", build)
    with Practice.open(path) as p:
        yield p


TODAY = "2025-09-01"


def _is_briefing(a) -> None:
    assert not a.answer.startswith("Nothing in your notes"), a.answer
    assert "19 Aug 2025" in a.answer and "23 Sep 2025" in a.answer, a.answer  # the last hearing and the next date
    assert a.citations, a.answer


def test_a_briefing_asked_in_words_no_record_holds_tells_where_the_case_stands(pr):
    _is_briefing(pr.ask("kal Khandekar godown suit - full brief pathao", today=TODAY))


def test_brief_anywhere_in_a_question_about_one_case_is_a_briefing(pr):
    _is_briefing(pr.ask("Khandekar godown wala matter brief kar do, kal order hai", today=TODAY))


def test_status_anywhere_in_a_question_about_one_case_is_a_briefing(pr):
    _is_briefing(pr.ask("Khandekar godown suit status chahiye, client phone karenge", today=TODAY))


def test_a_question_framed_in_words_no_record_holds_is_answered_from_the_case(pr):
    # "the client is asking about it - what happened on the August date": the framing words are in no record
    a = pr.ask("Mukund garu Khandekar godown suit gurinchi adugutunnaru - august date em ayyindi", today=TODAY)
    assert not a.answer.startswith("Nothing in your notes"), a.answer
    assert "19 Aug 2025" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "Khandekar godown eviction suit ippo evide ethi",  # Malayalam: "where has it got to now"
    "Khandekar godown eviction suit ab kahan pahuncha?",
    "where has the Khandekar godown eviction suit reached?",
])
def test_where_a_case_has_reached_is_a_briefing_though_a_thing_is_named_beside_it(pr, question):
    # "eviction" is written in the plaint: a word of the matter's name here, not the one thing asked
    _is_briefing(pr.ask(question, today=TODAY))


def test_status_quo_is_an_order_asked_about_not_a_briefing(pr):
    a = pr.ask("is status quo continuing in the Khandekar godown suit?", today=TODAY)
    assert "Last hearing" not in a.answer and "Status quo on the godown continued" in first_line(a), a.answer


@pytest.mark.parametrize("question, thing", [
    ("Did they file an SLP in the Khandekar godown suit?", "SLP"),
    ("Khandekar godown suit - any commissioner appointed for the godown?", "commissioner"),
])
def test_a_thing_the_notes_never_mention_stays_no_record(pr, question, thing):
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith(("Nothing in your notes", "Not on record: nothing in your notes")), a.answer
    assert thing in first_line(a), a.answer
    assert not a.citations, a.answer


def test_a_thing_asked_that_no_record_of_the_practice_holds_stays_no_record(pr):
    # "electricity meter" is in no record at all, yet it is what is asked: not a word of the question's framing
    a = pr.ask("Khandekar godown suit mein electricity meter ka bill jama hua?", today=TODAY)
    assert first_line(a).startswith(("Nothing in your notes", "No record", "Not on record")), a.answer
    assert not a.citations, a.answer
