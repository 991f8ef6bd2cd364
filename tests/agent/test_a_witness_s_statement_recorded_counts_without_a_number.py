"""'How many witnesses so far?': a note that writes a witness's statement recorded by their name alone — no number, no
witness word: "<Name> yanchi saksha zali" (Marathi), "<Name>-oda saatchi visaranai mudinjathu" (Tamil), "<Name>'s
evidence recorded" — is a witness examined, counted beside the numbered ones; the accused's own statement is no
witness's, and a statement only fixed for a later day is not one recorded (agent/unnumbered.py).

A small practice written for these tests (a sessions trial), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

_NOTES = (
    ("2026-01-12", "12.01.2026 S.C. 41/2025 - PW1 Uthirakumar examined in chief and cross. ND 16.02.2026."),
    ("2026-02-16", "16.02.2026 S.C. 41/2025 - Sessions Court. Smt Kolanchi Paramasivam yanchi saksha zali; cross "
                   "by defence half an hour. ND 20.03.2026."),
    ("2026-03-20", "20.03.2026 S.C. 41/2025. Thamarai Selvi-oda saatchi visaranai mudinjathu. Next 24.04.2026 - "
                   "Barkatullah Khan's evidence on the next date."),
    ("2026-04-24", "24.04.2026 S.C. 41/2025. Accused ka bayan hua u/s 313. Defence evidence next date."),
)


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="S.C. No. 41 of 2025", short_name="Uthirakumar assault trial",
                                    title="State vs Velappan", side="prosecution"))
    for day, text in _NOTES:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "statement-recorded", build)


@pytest.mark.parametrize("question", ["Uthirakumar assault trial me ab tak kitne gawah ho gaye",
                                      "how many witnesses have been examined in the Uthirakumar assault trial?"])
def test_a_statement_recorded_by_name_alone_is_a_witness_examined(pr, question):
    a = pr.ask(question, today="2026-06-01")
    first = a.answer.splitlines()[0]
    assert first.startswith("Three witnesses"), a.answer
    assert "Kolanchi" in first and "Thamarai Selvi" in first, a.answer
    assert "Barkatullah" not in first and "Accused" not in first, a.answer
