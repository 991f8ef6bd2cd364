"""A week's plan is dated by the first day it plans, and written before it: "PLAN 16-21 JUNE (likha Sat 13/6)". Asked
on the day it was typed what is pending before a matter's next date, the plan's line for the matter is work pending,
though the days it plans are still ahead; a plan whose heading writes no day of its typing, dated after today, is
not yet written (agent/plan_of_matter.written_on, agent/compose._pending_for).

A small practice written for this test, invented names; asked in Nepali-Hindi and Tamil where the failing practice
asked in Punjabi."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline
from tareekh.agent.plan_of_matter import written_on

TODAY = "2025-06-13"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="Title Suit 41/2023", short_name="Pemzang Lhamu land suit",
                      title="Pemzang Lhamu vs Dawa Bhujel", side="plaintiff"))
    reg.add_case(Case(id="P2", number="Misc. Case 9/2024", short_name="Bhujel mutation case",
                      title="Karma Bhujel vs State", side="petitioner"))
    practice.ingest_text("Pemzang Lhamu land suit - DW1 Dawa chief done. ND 24.06.2025 for cross of DW1.",
                         name="p1 hearing.txt", case_id="P1", date="2025-05-27", author="Lawyer")
    practice.ingest_text("Bhujel mutation case - reply filed by State. ND 30.06.2025.",
                         name="p2 hearing.txt", case_id="P2", date="2025-05-29", author="Lawyer")
    typed = ("PLAN 16-21 JUNE 2025 (likha Sat 13/6)\n"
             "Mon 16 - Pemzang Lhamu land suit: prepare cross of Dawa (khatiyan of 1979, the boundary pillar photos).\n"
             "Wed 18 - Bhujel mutation: rejoinder draft.\n")
    practice.ingest_text(typed, name="plan 16-21 june.txt", case_id="P1", date="2025-06-16", author="Lawyer")
    later = ("PLAN 23-28 JUNE 2025\n"
             "Mon 23 - Pemzang Lhamu land suit: get the amin's report copy for the cross.\n")
    practice.ingest_text(later, name="plan 23-28 june.txt", case_id="P1", date="2025-06-23", author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "pending-plan-typed-before-its-week", build))


@pytest.mark.parametrize("asked", [
    "Pemzang Lhamu land suit ko 24 tarikh bhanda pahile ke ke tayari garnu parchha?",  # Nepali
    "Pemzang Lhamu land suit la 24th kulla enna pending?",  # Tamil
])
def test_a_plan_typed_today_for_the_days_ahead_is_work_pending(pr, asked, monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", TODAY)  # asked on the day the plan was typed, not of a day gone by
    first = first_line(pr.ask(asked, today=TODAY))
    assert "khatiyan of 1979" in first, first
    assert "amin's report" not in first, first  # the next week's plan writes no day it was typed: not yet written


def test_a_plans_typing_day_is_read_from_its_heading():
    from types import SimpleNamespace

    def plan(text, day):
        return SimpleNamespace(doc_kind="plan", date=day, text=text)

    assert written_on(plan("PLAN 16-21 JUNE (likha Sat 13/6)\nMon 16 - x", "2025-06-16")) == "2025-06-13"
    assert written_on(plan("PLAN 23-28 JUNE\nMon 23 - x", "2025-06-23")) is None
    assert written_on(SimpleNamespace(doc_kind=None, date="2025-06-16", text="16-21 June (13/6)")) is None
