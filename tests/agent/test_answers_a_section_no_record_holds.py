"""A yes/no asking of a section of law that no record of the case holds ("did they move the 311 application?") says
first that there is no record of it, then what the notes do say; a section the notes hold by what it is for (a
statement of the accused for 313, a cheque for 138) is held, and a number that is a sum, a count of days or the
case's own number is no section.

A small practice written for these tests (a sessions trial and a cheque complaint), in other words and names than
the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="Sessions Trial No. 64 of 2024", short_name="Khandagiri robbery trial",
                      title="State vs Ramakanta Behera", side="accused"))
    reg.add_case(Case(id="Q1", number="I.C.C. No. 905 of 2025", short_name="Sahu Agencies complaint",
                      title="Sahu Agencies vs Manoj Dash", side="complainant"))
    notes = [
        ("T1", "2026-01-09", "ST 64/24 - PW4 (shopkeeper) cross by me, admits he saw the man only from behind. "
                             "Next 20.02.2026 for PW5."),
        ("T1", "2026-02-20", "ST 64/24 - PW5 IO examined. Statement of the accused to be recorded next date. "
                             "Next 27.03.2026."),
        ("T1", "2026-03-27", "ST 64/24 - statement of accused recorded, all denied. Defence evidence on 24.04.2026."),
        ("Q1", "2026-01-15", "Sahu Agencies - the cheque of Rs 2,40,000 returned 'funds insufficient'. "
                             "Summons issued to Manoj Dash. Next 12.03.2026."),
        ("Q1", "2026-03-12", "Sahu Agencies - accused appeared, bail on personal bond. Reply in 15 days. "
                             "Next 30.04.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-section-no-record-holds", build)


@pytest.mark.parametrize("question", [
    "ST 64 mein prosecution ne 311 ki arzi lagayi thi kya?",
    "did the prosecution move a section 311 application in the Khandagiri robbery trial?",
])
def test_a_section_no_record_of_the_case_holds_is_said_first(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert line.startswith("No record of") and "311" in line, a.answer


def test_a_section_held_by_what_it_is_for_is_not_said_missing(pr):
    a = pr.ask("ST 64 mein 313 ka bayan hua tha kya?", today="2026-04-01")
    assert "No record of" not in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "Sahu Agencies 138 complaint mein summons jaari hua tha kya?",
    "Sahu Agencies mein 15 din mein reply dena tha kya?",
])
def test_a_section_the_case_is_under_or_a_count_of_days_is_no_premise(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "No record of" not in first_line(a), a.answer
