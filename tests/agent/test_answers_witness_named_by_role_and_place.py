"""A question that asks the name of a witness by their role ("<matter> me <hospital> doctor ka naam kya tha?") is a
witness's question: the answer names the witness of that role with their account. When two witnesses share the role
(a doctor for each side), a word of the question that only one of them is written with (the hospital, the office)
says which; a heading's "… - PW2" does not hide the line that writes it ("Dr. <name>, <hospital>, examined as PW2").

A small practice written for these tests (a compensation claim with two doctors), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="W.C. No. 41 of 2025", short_name="Pallavkar compensation claim",
                                    title="Gyatso Pallavkar vs Meenakshipuram Spinners", side="applicant"))
    notes = [
        ("2025-05-06", "Pallavkar claim - applicant examined as AW1, hand injury shown. Next 17.06.2025 - AW2 "
                       "Dr. Oindrila Bhuvanagiri (summons issued)."),
        ("2025-06-17", "17.06.2025 Commissioner - Pallavkar - AW2\nDr. O. Bhuvanagiri, Sahyagiri Nursing Home, "
                       "examined as AW2. Assessed 35% loss of earning capacity. Cross by Ravilochan: she treated him "
                       "only twice - admitted. Next 29.07.2025 - RW1."),
        ("2025-07-29", "Pallavkar - RW1\nRW1 Dr. Sudharani Kinjal, insurance panel doctor, examined. In cross she "
                       "admitted she had not seen the Sahyagiri x-rays. Arguments 02.09.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-named-by-role-and-place", build)


@pytest.mark.parametrize("question", ["pallavkar claim me Sahyagiri doctor ka naam kya tha?",
                                      "Pallavkar claim - the Sahyagiri doctor's name?"])
def test_the_doctor_of_the_place_asked_is_named_with_her_account(pr, question):
    a = pr.ask(question, today="2025-08-10")
    line = first_line(a)
    assert "AW-2" in line and "Bhuvanagiri" in line, a.answer
    assert "35%" in a.answer, a.answer


def test_the_other_sides_doctor_is_told_apart_by_her_own_line(pr):
    a = pr.ask("pallavkar claim me insurance doctor ka naam kya hai?", today="2025-08-10")
    assert "RW-1" in first_line(a) and "Kinjal" in first_line(a), a.answer


def test_who_the_role_was_and_how_the_cross_went_is_that_witness(pr):
    a = pr.ask("insurance da doctor kaun si, jirah ch ki nikleya", today="2025-08-10")
    assert "RW-1" in first_line(a) and "Sahyagiri x-rays" in a.answer, a.answer
