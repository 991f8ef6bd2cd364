"""Costs counted for a side ("<their party> side ki costs kitni baar lagi?"): the orders of costs laid on that side,
never the costs we paid the other side (a note's "we gave the costs to their lawyer in court", read as paid by us).
agent/compose.py (the count of costs), on a small practice written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-01-14", "OS 77/2025 - Ozarkar absent, his counsel sought time. Costs Rs. 400 to the plaintiff. Next 11.02.2026."),
    ("2026-02-11", "OS 77/2025 - defendant Ozarkar sought time again, costs Rs. 900 imposed. Next 18.03.2026."),
    ("2026-03-18", "OS 77/2025 - recall of PW1 allowed. ఖర్చులు రూ. 650 ప్రతివాది లాయరు గారికి కోర్టులోనే ఇచ్చాము. "
                   "Next 22.04.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Thekkumkara"))
    reg.add_case(Case(id="B1", number="O.S. No. 77 of 2025", short_name="Bhurbhure shop suit",
                      title="Dattaprabhu Bhurbhure vs Shardul Ozarkar", counsel_id="OC1", side="plaintiff"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"B1 {day}.txt", case_id="B1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-costs", build)


def test_the_other_side_s_costs_counted_leave_out_the_costs_we_paid(pr):
    a = pr.ask("bhurbhure shop suit lo ozarkar side ki costs enni saarlu vesaru, total entha?", today="2026-05-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "650" not in line, a.answer
