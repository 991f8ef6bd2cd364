"""Honest "no record" answers where a word of the notes only looks like the thing asked: a state's name that begins
like a language's word for mediation ("Madhya Pradesh", "madhyasthata"), the Tamil title "Thiru" a name begins with
("Thirukumaran"), and the preliminary decree of a partition suit for its final decree — and, the other way, the thing
answered when the notes do write it.

A small practice written for these tests (a partition suit, a consumer appeal, an insurance appeal sent to mediation,
a cheque case), in words other than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import home_built_by

NOTES = {
    "T1": [
        ("2025-01-20", "Kasturba partition - preliminary decree passed for her 1/4 share in the Sivagami house. "
                       "Next 10.03.2025 for the commissioner's report."),
        ("2025-03-10", "Kasturba partition - commissioner's report not ready; adjourned to 21.04.2025."),
    ],
    "T2": [
        ("2025-02-03", "Sivagami partition - preliminary decree passed on 12.11.2024. Final decree petition filed "
                       "today for division by metes and bounds."),
    ],
    "T3": [
        ("2025-02-14", "MADHYA PRADESH STATE CONSUMER COMMISSION, NARMADAPURAM BENCH. Appeal of the insurer heard; "
                       "the repudiation held bad. The appeal is dismissed with costs of Rs. 5,000."),
    ],
    "T4": [
        ("2025-02-18", "Hoshangabad insurance appeal - both sides agreed; referred to madhyasthata kendra, "
                       "mediator to report by 30.03.2025."),
    ],
    "T5": [
        ("2025-02-25", "Thiruvenkatam cheque case - accused examined u/s 313. Thiruvenkatam, counsel for the accused, "
                       "sought time for defence evidence."),
    ],
}


def build(practice, _folder) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Thiru. V. Pazhanivel", short="Sub Judge II"))
    reg.add_person(Counsel(id="OC1", name="Thiru. V. Anbarasan"))
    for cid, name in (("TC1", "Kasturba Ammal"), ("TC2", "Sivagami Natarajan"), ("TC3", "Balamurali Verma"),
                      ("TC4", "Hoshangabad Traders")):
        reg.add_person(Client(id=cid, name=name))
    reg.add_case(Case(id="T1", number="O.S. No. 41 of 2023", short_name="Kasturba partition",
                      title="Kasturba Ammal vs Rengasamy", client_id="TC1", judge_id="J1", counsel_id="OC1",
                      side="plaintiff"))
    reg.add_case(Case(id="T2", number="O.S. No. 19 of 2021", short_name="Sivagami partition",
                      title="Sivagami Natarajan vs Pichai", client_id="TC2", judge_id="J1", side="plaintiff"))
    reg.add_case(Case(id="T3", number="F.A. No. 230 of 2024", short_name="Balamurali appeal",
                      title="Ganga Assurance Ltd. vs Balamurali Verma", client_id="TC3", side="respondent"))
    reg.add_case(Case(id="T4", number="F.A. No. 231 of 2024", short_name="Hoshangabad insurance appeal",
                      title="Ganga Assurance Ltd. vs Hoshangabad Traders", client_id="TC4", side="respondent"))
    reg.add_case(Case(id="T5", number="S.T.C. No. 88 of 2024", short_name="Tanjore cheque case",
                      title="Murugappan vs Ilango", side="complainant"))
    for cid, rows in NOTES.items():
        for day, text in rows:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = home_built_by(tmp_path_factory, "titles-and-halves", build)
    with Practice.open(path) as p:
        yield p


TODAY = "2025-04-01"


def test_a_state_s_name_is_no_mediation_its_language_s_word_begins_like(pr):
    a = pr.ask("balamurali ki appeal mediation me bheji thi kya", today=TODAY)
    assert a.answer.startswith("Nothing in your notes"), a.answer
    assert not a.citations, a.answer


def test_a_mediation_the_notes_write_in_the_language_s_word_is_answered(pr):
    a = pr.ask("hoshangabad insurance appeal mediation me bheji thi kya", today=TODAY)
    assert not a.answer.startswith(("Nothing in your notes", "Not on record")), a.answer
    assert {c.case_id for c in a.citations} == {"T4"}, a.answer


def test_a_counsel_whose_name_begins_with_a_tamil_title_nobody_holds_is_said_back(pr):
    a = pr.ask("advocate thirukumaran kooda ennoda case enna iruku", today=TODAY)
    assert a.answer.startswith("Nothing in your notes on Thirukumaran"), a.answer
    assert not a.citations, a.answer


def test_the_title_before_an_initial_names_nobody_in_a_person_s_name():
    from tareekh.agent.question import titled_initial

    assert titled_initial("Thiru. V. Pazhanivel") == {"thiru"}
    assert titled_initial("Selvi v. State") == set()  # versus, in a case's title
    assert titled_initial("Kasturba Ammal") == set()


def test_a_counsel_the_notes_name_is_not_said_back(pr):
    a = pr.ask("advocate thiruvenkatam kooda ennoda case enna iruku", today=TODAY)
    assert not a.answer.startswith("Nothing in your notes"), a.answer


def test_a_final_decree_of_a_suit_whose_notes_write_only_the_preliminary_one_is_not_on_record(pr):
    a = pr.ask("kasturba partition la final decree petition pottacha?", today=TODAY)
    assert a.answer.startswith("Not on record"), a.answer
    assert "final decree" in a.answer.splitlines()[0], a.answer


def test_a_final_decree_petition_the_notes_write_is_answered(pr):
    a = pr.ask("sivagami partition la final decree petition pottacha?", today=TODAY)
    assert not a.answer.startswith(("Not on record", "Nothing in your notes")), a.answer
    assert {c.case_id for c in a.citations} == {"T2"}, a.answer
