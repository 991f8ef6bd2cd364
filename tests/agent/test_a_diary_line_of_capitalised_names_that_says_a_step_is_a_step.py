"""A diary line that opens with the matter's names and number in capitals and then says what was done ("Heronfield
Mills CMA (CMA 44/25) - Admitted, notice ordered") is the matter's first step, told under "So far"; only a cause
title or a letterhead that says no step done is left out of the steps.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="C.M.A. 44/2025", short_name="Heronfield Mills CMA",
                      title="Heronfield Mills Pvt Ltd vs Oorvasi Traders", side="appellant", next_date="2026-12-10"))
    notes = [
        ("2025-09-01", "Heronfield Mills CMA (CMA 44/25) - Admitted, notice ordered. Interim suspension of the "
                       "injunction till next date only."),
        ("2025-11-03", "Heronfield Mills CMA (CMA 44/25) - Service complete. Ready for hearing. Next 20.01.2026"),
        ("2026-01-20", "Heronfield Mills CMA (CMA 44/25) - Not reached. Next 10.12.2026"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"K1 {day}.txt", case_id="K1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "capitalised-step", build))


def test_a_capitalised_diary_line_saying_admitted_is_told_as_a_step(pr):
    answer = pr.ask("Heronfield Mills CMA brief cheyyi", today="2026-12-01")
    assert "Admitted" in first_line(answer), answer.answer
