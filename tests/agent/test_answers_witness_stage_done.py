"""Whether a witness's cross is over, asked yes or no in any language ("DW1 cross ho gaya?", "DW1 cross
ayipoyinda", typed without its "?"), is answered from the witness events: Yes with the days the cross was held —
never from a note that only plans it ("need to prepare cross") or lists the day for it ("for cross-examination,
call on …") — else Not yet, with the latest word on it and the days since that went by without it.
A small practice written for this test (a civil court of the plateau, invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="E1", number="O.S. No. 61 of 2024", short_name="Karikalan well suit",
                      title="Karikalan vs Ezhilarasi", side="plaintiff"))
    reg.add_case(Case(id="E2", number="O.S. No. 19 of 2023", short_name="Pallavan lease suit",
                      title="Pallavan vs Rathinavel", side="plaintiff"))
    notes = [
        ("E1", "2025-01-08", "Well suit - DW1 examined in chief. For cross-examination of DW1, call on 12.02.2025."),
        ("E1", "2025-01-20", "Well suit - need to prepare cross of DW1 on the boundary sketch."),
        ("E1", "2025-02-12", "Well suit - not reached, court busy with a part-heard matter. Next 10.03.2025."),
        ("E2", "2025-01-15", "Lease suit - DW1 cross-examined by me for an hour; admitted the rent receipts. "
                             "Next 20.02.2025."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-stage-done", build)


@pytest.mark.parametrize("asked", ["Karikalan suit DW1 cross ho gaya?", "Karikalan suit lo DW1 cross ayipoyinda"])
def test_a_cross_only_planned_or_listed_is_not_yet_with_the_days_since(pr, asked):
    a = pr.ask(asked, today="2025-03-01")
    first = first_line(a)
    assert first.startswith("Not yet"), a.answer
    assert "12 Feb 2025" in first and "not reached" in first.lower(), a.answer


def test_a_cross_held_is_yes_with_its_day(pr):
    a = pr.ask("Pallavan suit DW1 cross ho gaya?", today="2025-03-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "15 Jan 2025" in first, a.answer


def test_a_thing_asked_of_the_cross_is_not_whether_it_was_held(pr):
    a = pr.ask("Pallavan suit DW1 cross lo rent receipts gurinchi adigama?", today="2025-03-01")
    assert not first_line(a).startswith("Yes — DW-1 was cross-examined"), a.answer
