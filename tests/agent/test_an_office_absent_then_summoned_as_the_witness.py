"""An order sheet that says an officer was absent by their office alone ("Revenue Inspector absent.", "पटवारी
अनुपस्थित।") and, a sentence or two after, sends the court's process to the witness ("APP sought time. Fresh summons
to the witness.", "साक्षी को समन जारी।") records a witness who did not come: asked which witnesses stay away, that day
is said with the office, beside the days a note calls the witness so. A small practice written for this test, with
names no data set holds (notes in English and in Hindi's script)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="R1", number="S.T. 66/2024", short_name="Rajbhar poisoning trial",
                                    title="State vs Rajbhar", side="accused"))
    notes = [
        ("2025-02-03", "S.T. 66/2024 Rajbhar - Revenue Inspector (inquest panch) absent. APP sought time. Fresh "
                       "summons to the witness. Next 10.03.2025."),
        ("2025-03-10", "S.T. 66/2024 राजभर - पटवारी अनुपस्थित। साक्षी को समन जारी। अगली तारीख 21.04.2025"),
        ("2025-04-21", "S.T. 66/2024 Rajbhar - IO absent again, BW issued. Next 02.06.2025."),
        ("2025-06-02", "S.T. 66/2024 Rajbhar - accused absent, exemption allowed. Next 14.07.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"r1 {day}.txt", case_id="R1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "office-absent-summoned", build)


@pytest.mark.parametrize("asked", [
    "rajbhar case me kaun kaun se gawah gairhazir rahe?",   # Hindi
    "which witnesses did not turn up in the rajbhar trial?",  # English
])
def test_the_office_absent_before_a_summons_to_the_witness_is_a_witness_away(pr, asked):
    a = pr.ask(asked, today="2025-08-01")
    first = first_line(a)
    assert "3 Feb 2025" in first and "Revenue Inspector" in first, a.answer
    assert "10 Mar 2025" in first and "पटवारी" in first, a.answer
    assert "21 Apr 2025" in first, a.answer
    assert "2 Jun 2025" not in first, a.answer  # the accused's absence, no summons to a witness
