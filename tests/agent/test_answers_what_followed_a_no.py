"""A "No" to "was it filed?" read from an order sheet says what the court did about it in the same order: the costs
imposed, the officer told to appear in person — the consequence a litigator asks the question for.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

ORDER = ("IN THE HIGH COURT\nW.P. No. 611 of 2025\n09.02.2026\nCORAM: HON'BLE MR. JUSTICE A. B. SANGMA\n"
         "Heard. The respondent Municipal Board has not filed its reply to the writ petition "
         "despite two opportunities. Further time of three weeks is granted subject to costs of Rs. 3,500/- payable to "
         "the petitioner. The Executive Officer of the Board shall appear in person on the next date. List on "
         "02.03.2026.")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="W.P. No. 611 of 2025", short_name="Nongbri licence writ",
                                    title="Nongbri vs Municipal Board", side="petitioner"))
    practice.ingest_text("Nongbri licence writ - notice issued to Municipal Board, reply in 4 weeks.",
                         name="w 1.txt", case_id="W1", date="2025-12-15", author="Lawyer")
    practice.ingest_text(ORDER, name="order sheet 09.02.2026.txt", case_id="W1", date="2026-02-09", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "what-followed", build)


@pytest.mark.parametrize("question", ["did the Municipal Board file its reply in the Nongbri writ?",
                                      "Nongbri writ la Municipal Board reply file pannangala?"])
def test_a_no_says_the_costs_and_the_appearance_the_same_order_made(pr, question):
    a = pr.ask(question, today="2026-02-20")
    line = first_line(a)
    assert line.startswith("No") and "3,500" in line and "in person" in line, a.answer
