"""How many times a counsel took time and what it cost them, asked in any language ("ketli vaar cost aapi ne time
lidho? total?"): each day with its costs, and — two orders of costs or more — their sum in all.

Own small practice (a lease appeal), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-02-09", "Godown lease appeal - Adv Rathva sought time, unwell. Granted on costs Rs. 400 to appellant."),
    ("2026-04-13", "Godown lease appeal - Rathva again wanted time to file reply. Costs Rs. 1,100 imposed, last chance."),
    ("2026-06-01", "Godown lease appeal - reply filed. Arguments next."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Shri Kanu Rathva"))
    reg.add_case(Case(id="L1", number="R.C.A. No. 33 of 2025", short_name="Godown lease appeal",
                      title="Bhavsar vs Ambekar", counsel_id="OC1", side="appellant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"L1 {day}.txt", case_id="L1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-time-costs-in-all", build)


@pytest.mark.parametrize("question", [
    "godown lease appeal ma Rathva e ketli vaar cost aapi ne time lidho? total cost ketlo?",  # Gujarati
    "godown lease appeal vich Rathva ne kinni vaari cost de ke time laya? kul cost kinni?",  # Punjabi
    "how many times did Rathva take time on costs in the godown lease appeal, and how much in all?",
])
def test_the_costs_of_a_counsel_s_adjournments_are_summed(pr, question):
    line = first_line(pr.ask(question, today="2026-07-01"))
    assert line.startswith("Two times"), line
    assert "Rs. 1,500" in line and "in all" in line, line
