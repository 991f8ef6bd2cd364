"""A matter's brief tells what it is about from the paper it arose from (the claim, the petition), even when that
paper recites history that reads like a step ("the conciliation failed"): the history a claim recites is no step the
case took, and taking it as one must not push the claim's own facts out of the brief.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

CLAIM = (
    "BEFORE THE INDUSTRIAL TRIBUNAL-CUM-LABOUR COURT AT KAKINADA, EAST GODAVARI DISTRICT\n"
    "I.D. No. 41 of 2025\n"
    "Vellanki Tarakeshwar ... Workman\nvs\nBrindavani Ossein Works ... Management\n"
    "The workman was employed as a boiler attendant at the bone-meal unit from 2016.\n"
    "On 02.02.2025 the workman refused to fire boiler No. B-7 as its safety valve was jammed and reported it in "
    "writing to the foreman.\n"
    "The conciliation before the Assistant Labour Commissioner ended in failure on 20.03.2025.\n"
    "PRAYER: to declare the termination dated 05.02.2025 illegal and to direct reinstatement with full back wages.\n"
)


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="I.D. No. 41 of 2025", short_name="Tarakeshwar boiler case",
                                    title="Vellanki Tarakeshwar vs Brindavani Ossein Works", side="petitioner",
                                    next_date="2026-12-18"))
    notes = [
        ("2025-04-01", CLAIM),
        ("2025-06-10", "Tarakeshwar boiler case - management counter filed. The safety valve of boiler B-7 denied. "
                       "Next 12.08.2025"),
        ("2025-08-12", "Tarakeshwar boiler case - WW1 chief affidavit filed, the foreman's register on boiler B-7 "
                       "summoned. Next 20.10.2025"),
        ("2025-10-20", "Tarakeshwar boiler case - workman evidence closed. Next 18.12.2026"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"W1 {day}.txt", case_id="W1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-claim-history", build))


def test_the_brief_tells_what_the_claim_says_though_it_recites_a_conciliation(pr):
    answer = first_line(pr.ask("tarakeshwar boiler case brief - our strong points", today="2026-12-01"))
    assert "What it is about" in answer and "safety valve was jammed" in answer, answer


def test_the_claims_recited_conciliation_is_not_told_as_a_step(pr):
    answer = first_line(pr.ask("tarakeshwar boiler case brief - our strong points", today="2026-12-01"))
    steps = answer.split("What it is about")[0].split("So far:", 1)
    assert len(steps) == 2 and "conciliation" not in steps[1], answer
