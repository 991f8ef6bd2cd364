"""A note that recounts the costs of earlier days ("costs till now: Rs 750 (14.1.26), Rs 1,200 (2.3.26)") is those
orders told again: a count or total of the orders of costs, asked in any language, counts each order once. A new
order that only likens itself to one earlier day is still counted.

Own small practice (a partition suit in Court Hall 2), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import build_registry, first_line

RECOUNT = [("2026-01-14", "Umashankar Hegdekatte (OS 902/24) - defendant's adv Varma not ready, time on costs Rs 750."),
           ("2026-03-02", "Umashankar Hegdekatte (OS 902/24) - again Varma sought time. Costs Rs 1,200 to plaintiff."),
           ("2026-05-18", "Umashankar Hegdekatte (OS 902/24) - for the file: costs till now Rs 750 (14.1.26) and "
                          "Rs 1,200 (2.3.26) imposed on defendant. Next 20.07.2026.")]


def _build(practice, notes) -> None:
    build_registry(practice)
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Sohoni")


@pytest.mark.parametrize("question", [
    "Umashankar Hegdekatte case la Varma ethanai murai costs koduthar?",
    "Umashankar Hegdekatte case e Varma koto bar cost diyeche?",
    "Umashankar Hegdekatte case vich Varma ne kinni vaari cost ditta?",
    "how many times were costs put on Varma in Umashankar Hegdekatte?",
])
def test_a_note_recounting_earlier_costs_is_not_another_order(practice, question):
    _build(practice, RECOUNT)
    line = first_line(practice.ask(question, today="2026-06-01"))
    assert line.startswith("Two times"), line
    assert "18 May 2026" not in line, line


def test_a_new_order_likened_to_one_earlier_day_is_counted(practice):
    _build(practice, RECOUNT[:2] + [("2026-04-06", "Umashankar Hegdekatte (OS 902/24) - Varma absent again; costs Rs 750 "
                                                   "once more, same as on 14.1.26.")])
    line = first_line(practice.ask("how many times were costs put on Varma in Umashankar Hegdekatte?", today="2026-06-01"))
    assert line.startswith("Three times"), line
