"""'Did the panch witness turn hostile? who?': of the lines that number a witness beside what is asked, the one that
holds more of it answers — the day the witness was examined and turned, whose account runs on past the sentence
naming them ("PW1 <name> examined. He did not support …; declared hostile …"), not the earlier order that only
summoned the same witness as the panch witness.

A small practice written for these tests (a theft trial's order sheets), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="Sessions Case No. 41 of 2024", short_name="Pegu theft trial",
                                    title="State vs Harshwal Pegu", side="accused"))
    sheets = [
        ("2025-01-14", "Summons to PW1 Sowmiyan Tamuly (panch witness of the recovery) through the O/C. "
                       "Fix 11.02.2025 for P.E."),
        ("2025-02-11", "Accused present. PW1 Sowmiyan Tamuly examined. He did not support the recovery of the "
                       "ornaments in his presence; declared hostile on the prayer of the P.P. and cross-examined by "
                       "him; cross by the defence declined. Fix 12.03.2025 for P.E."),
        ("2025-03-12", "PW2 ASI Nabin Kakoti examined in chief on the recovery; cross reserved. Fix 09.04.2025."),
    ]
    for day, text in sheets:
        practice.ingest_text(text, name=f"order {day}.txt", case_id="K1", date=day, author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "who-deposed-held", build)


@pytest.mark.parametrize("question", ["Pegu theft trial: did the panch witness turn hostile? who?",
                                      "pegu theft case me panch witness hostile hua kya? kaun?"])
def test_the_line_holding_more_of_what_is_asked_names_the_witness(pr, question):
    a = pr.ask(question, today="2025-05-01")
    line = first_line(a)
    assert "hostile" in line and "Sowmiyan Tamuly" in line, a.answer
    assert "11 Feb 2025" in line, a.answer


def test_a_witness_line_runs_on_about_them_but_not_into_the_next_date_or_another_witness():
    from tareekh.agent.who_deposed import _witness_lines

    lines = _witness_lines("PW1 Sowmiyan Tamuly examined. He did not support the recovery; declared hostile. "
                           "Fix 12.03.2025 for P.E. PW2 ASI Nabin Kakoti absent.")
    assert lines == ["PW1 Sowmiyan Tamuly examined. He did not support the recovery; declared hostile.",
                     "PW2 ASI Nabin Kakoti absent."]
