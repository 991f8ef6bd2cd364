"""Costs whose paying side a note leaves unclear are said as the note says them, never put on a side by guess; costs
the note puts on a party keep that side.

A small practice written for these tests (a money suit for a plaintiff), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="PC1", name="Hemant Deoskar"))
    reg.add_case(Case(id="P1", number="Spl. C.S. No. 31 of 2024", short_name="Deoskar recovery",
                      title="Hemant Deoskar vs Vardhan Infra", client_id="PC1", side="plaintiff"))
    reg.add_case(Case(id="P2", number="Spl. C.S. No. 32 of 2024", short_name="Deoskar deposit",
                      title="Hemant Deoskar vs Chitnis Finance", client_id="PC1", side="plaintiff"))
    practice.ingest_text("Deoskar recovery. PW1 cross-examined by the defendant's counsel for two hours. "
                         "Rs 2000 costs. Next date 10.07.2025.", name="n1.txt", case_id="P1", date="2025-06-02",
                         author="Lawyer")
    practice.ingest_text("Deoskar deposit. Issues framed. The defendant to pay Rs 1500 costs. Next date 11.07.2025.",
                         name="n2.txt", case_id="P2", date="2025-06-03", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "costs-as-written", build)


def test_costs_a_note_puts_on_no_side_are_said_as_the_note_says(pr):
    a = pr.ask("how much costs in Deoskar recovery?", today="2025-06-20")
    line = first_line(a)
    assert "Rs. 2,000" in line and "does not say on whom" in line, a.answer
    assert "other side" not in line and "our side" not in line


def test_costs_a_note_puts_on_a_party_keep_that_side(pr):
    a = pr.ask("how much costs in Deoskar deposit?", today="2025-06-20")
    line = first_line(a)
    assert "Rs. 1,500 on the other side" in line, a.answer
