"""A case asked by a sort ("her DV case", "the maintenance petition", "<name> ki bail") that none of the cases the
question points at is, and that no note of theirs speaks of, is said back as no record, never answered with the next
dates of that person's or place's other cases. A sort one of them is, or whose notes speak of it (a bail moved inside
a trial), is answered as before.

A small practice written for these tests (a cruelty trial and a partition suit of one town), in other words than the
data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("S1", "2025-03-03", "Sessions trial, Karwar. Accused Dayanand Bandekar. PW1 Mrinalini examined. Bail application of "
                         "A2 moved, objections by APP. Next date 15.04.2025."),
    ("S2", "2025-03-05", "Partition suit, Karwar. Issues framed. Next date 22.04.2025."),
    ("S3", "2025-03-06", "Pallikonda complaint, JMFC Karwar. Cheque of Rs. 2,40,000 dishonoured. Accused present, plea recorded. Next date 29.04.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="SC1", name="Dayanand Bandekar"))
    reg.add_person(Client(id="SC2", name="Ulhas Korgaonkar"))
    reg.add_case(Case(id="S1", number="S.C. No. 19 of 2024", short_name="Karwar cruelty trial",
                      title="State vs Dayanand Bandekar", nature="sessions trial", client_id="SC1", side="accused"))
    reg.add_case(Case(id="S2", number="O.S. No. 207 of 2023", short_name="Karwar partition suit",
                      title="Ulhas Korgaonkar vs Sudha Korgaonkar", nature="partition", client_id="SC2", side="plaintiff"))
    reg.add_person(Client(id="SC3", name="Vasanti Pallikonda"))
    reg.add_case(Case(id="S3", number="C.C. No. 611 of 2024", short_name="Pallikonda complaint",
                      title="Vasanti Pallikonda vs Girish Naik", nature="complaint u/s 138 N.I. Act",
                      client_id="SC3", side="complainant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sort-not-held", build)


@pytest.mark.parametrize("question", [
    "mrinalini ka DV case karwar wala next date?",                    # Hinglish
    "mrinalini potta maintenance case karwar la next date enna?",     # Tamil words
    "mrinalini da divorce case karwar vich agli tareek?",             # Punjabi words
    "mrinalini che jeevanamsam case karwar madhe pudhchi tarikh?",    # Marathi-ish words
])
def test_a_sort_of_case_none_of_the_cases_is_is_said_back_not_answered_with_their_dates(pr, question):
    a = pr.ask(question, today="2025-03-10")
    assert "no record" in first_line(a).lower(), a.answer
    assert "15 Apr 2025" not in first_line(a) and "22 Apr 2025" not in first_line(a), a.answer


def test_a_sort_the_cases_notes_speak_of_is_answered(pr):
    a = pr.ask("bandekar ka bail case next date?", today="2025-03-10")
    assert "no record" not in first_line(a).lower(), a.answer
    assert "15 Apr 2025" in a.answer, a.answer


def test_a_sort_one_of_the_cases_is_is_answered(pr):
    a = pr.ask("karwar partition case next date?", today="2025-03-10")
    assert "22 Apr 2025" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "korgaonkar ka cheque bounce wala case kab laga hai",     # Hinglish
    "korgaonkar da 138 case agli tareek ki hai?",              # Punjabi words, the section for the sort
    "korgaonkar chq case next date?",                         # the short form
])
def test_a_cheque_case_of_a_client_whose_only_matter_is_a_suit_is_said_back(pr, question):
    a = pr.ask(question, today="2025-03-10")
    assert "no record" in first_line(a).lower(), a.answer
    assert "Karwar partition suit" in a.answer and "22 Apr 2025" not in first_line(a), a.answer


def test_a_cheque_case_numbered_as_a_complaint_is_answered(pr):
    a = pr.ask("pallikonda ka cheque bounce case kab hai?", today="2025-03-10")
    assert "no record" not in first_line(a).lower(), a.answer
    assert "29 Apr 2025" in a.answer, a.answer
