"""What a party seeks inside a case, said before the case's name ("Kothiwal exemption cheque case", "… adjournment
cheque case"), asks of that case; it does not describe another matter ("No such case"). A word that does describe
a matter ("dowry harassment") still does.

A small practice written for these tests: one cheque case, in a clerk's English, names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2025-12-01"

NOTES = [
    ("P1", "2025-06-04", "CC 312/25 Pudussery v. Kothiwal. Accused absent, his counsel moved for exemption from "
                         "personal appearance on medical grounds; allowed. Next date 16.07.2025."),
    ("P1", "2025-07-16", "CC 312/25 Pudussery v. Kothiwal. Accused's counsel sought time to cross CW1; granted "
                         "with costs Rs. 400. Next date 20.08.2025."),
    ("P1", "2025-08-20", "CC 312/25 Pudussery v. Kothiwal. CW1 cross-examined in part. Accused's counsel sought "
                         "time for the rest. Next date 24.09.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="PC1", name="Anand Pudussery"))
    reg.add_case(Case(id="P1", number="C.C. No. 312 of 2025", short_name="Kothiwal cheque case",
                      title="Anand Pudussery vs Harish Kothiwal", client_id="PC1", side="complainant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"register {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "plea-beside-name", build)


@pytest.mark.parametrize("text", [
    "Kothiwal adjournment cheque case lo enni sarlu?",
    "Kothiwal kitni baar condonation cheque case mein?",
])
def test_a_plea_sought_said_before_the_case_kind_is_no_other_matter(pr, text):
    a = pr.ask(text, today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer


def test_a_word_that_describes_a_matter_is_still_another_matter(pr):
    a = pr.ask("Kothiwal dowry harassment case lo next date?", today=TODAY)
    assert first_line(a).startswith("No such case"), a.answer



@pytest.mark.parametrize("text", [
    "Kothiwal wala pura case kya h batao",
    "kothiwal cheque case sagla kay ahe sanga",
])
def test_the_whole_matter_asked_with_what_it_is_gets_its_story_not_no_such_case(pr, text):
    # "pura" / "sagla" is the whole of the matter, not a word of another matter's name; "kya hai" between the whole
    # and the telling still asks for the story: the time sought and the next date of the case are told
    a = pr.ask(text, today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer
    assert "24 Sep 2025" in a.answer and "16 Jul 2025" in a.answer, a.answer
