"""'<party> ko kitna paisa diya tha aur kaise?': the money the matter is about, by the line that says how it went
(NEFT, cheque, cash) — never the costs paid at one of its hearings, which only a question of costs asks.

Own small practice (a loan suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="L1", number="C.S. No. 612 of 2025", short_name="Thangmawia loan suit",
                      title="Zodinpuia vs Thangmawia", side="plaintiff"))
    practice.ingest_text("ACKNOWLEDGEMENT\nI, Thangmawia of Aizawl, have received as a hand loan Rs. "
                         "4,00,000/- (Rs. 3,60,000/- by NEFT and Rs. 40,000/- in cash) with interest.",
                         name="thangmawia acknowledgement.txt", case_id="L1", date="2024-02-05", author="Client")
    practice.ingest_text("Thangmawia suit - Rs 2000 costs paid by Thangmawia's counsel in court (cash, received "
                         "by Zodinpuia). Next 11.09.2026.", name="thangmawia 3.txt", case_id="L1", date="2026-05-21", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "money-given-not-costs", build)


def test_money_given_and_how_is_the_loan_not_the_costs(pr):
    line = first_line(pr.ask("thangmawia ko kitna paisa diya tha aur kaise?", today="2026-07-01"))
    assert "3,60,000" in line and "NEFT" in line and not line.startswith("Rs. 2,000"), line


def test_costs_asked_are_still_the_costs(pr):
    line = first_line(pr.ask("thangmawia suit mein kitna costs diya?", today="2026-07-01"))
    assert "2,000" in line, line
