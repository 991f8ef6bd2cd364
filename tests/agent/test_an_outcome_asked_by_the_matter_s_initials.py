"""A matter's outcome asked by the initials of its own kind ("RB mila?" of a "… Regular Bail Application"): the
capitals typed are spelt out from the matter's number and title, so the question asks of bail, and the court's
order answers yes or no with its day and its terms. A small invented practice (a sessions bail matter)."""

from __future__ import annotations

import pytest

from tareekh.agent.outcome_asked import _initials_spelt, outcome_asked
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


class _Card:
    def __init__(self, case):
        self.case = case


_CASE = Case(id="N1", number="Criminal Misc. Regular Bail Application No. 512 of 2025", short_name="Nandanwar RB",
             title="Ghatge Nandanwar vs State", side="applicant")


def build(practice, tmp) -> None:
    practice.registry.add_case(_CASE)
    practice.ingest_text("Nandanwar RB - PP sought time for the case diary. Next 14.03.2025.",
                         name="n1 note.txt", case_id="N1", date="2025-02-20", author="Lawyer")
    practice.ingest_text("14.03.2025. Heard. The application is allowed. The applicant shall be released on "
                         "furnishing a personal bond of Rs. 40,000/- with two sureties.",
                         name="n1 order.txt", case_id="N1", date="2025-03-14", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "initials-outcome", build)


def test_capitals_are_spelt_from_the_matter_s_own_number():
    spelt = _initials_spelt("Nandanwar ko RB mila?", _Card(_CASE))
    assert spelt == "Regular Bail"
    assert outcome_asked(spelt)[0] == "bail"


def test_a_word_typed_in_small_letters_is_no_short_form():
    assert _initials_spelt("Nandanwar ab kahan hai, rb?", _Card(_CASE)) == ""


def test_the_bail_asked_by_its_initials_is_answered_from_the_order(pr):
    a = pr.ask("Nandanwar ko RB mila kya?", today="2025-04-02")
    line = first_line(a)
    assert line.startswith("Yes"), a.answer
    assert "14 Mar 2025" in line and "40,000" in line, a.answer
