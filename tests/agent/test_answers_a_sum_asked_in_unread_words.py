"""A sum asked of one matter in words no sentence with a sum writes ("<matter> er dabi koto?", "claim evvalavu?"):
the sums the matter's records write are stated, each with its line — not the matter's last hearing, which answers
nothing asked.

Own small practice (a timber supply suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="Money Suit No. 19 of 2025", short_name="Nongsiej timber suit",
                      title="Nongsiej Sawmill vs Marak", side="plaintiff"))
    practice.ingest_text("STATEMENT OF ACCOUNT\nSupplies of sal logs, March to June 2024.\n"
                         "Outstanding as per statement Rs. 3,40,000", name="nongsiej statement.txt", case_id="T1",
                         date="2025-01-20", author="Client")
    practice.ingest_text("Nongsiej timber suit - defendant Marak absent, costs Rs 700. Next 04.09.2026.",
                         name="nongsiej 1.txt", case_id="T1", date="2026-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-unread-words", build)


@pytest.mark.parametrize("question", [
    "Nongsiej timber suit er dabi koto?",
    "Nongsiej timber suit la evvalavu amount claim pannom?",
    "Nongsiej timber suit ka dawa kitne ka hai?",
])
def test_the_sums_written_are_stated_when_no_line_writes_the_words_asked(pr, question):
    line = first_line(pr.ask(question, today="2026-07-01"))
    assert "Rs. 3,40,000" in line and not line.startswith("Last hearing"), line
