"""A tribunal's, a commission's or an arbitrator's hearing is a "sitting": "the next sitting" asked in any language
is the next date of the matter, with what it is for, not the weekdays on which the forum sits.

A small practice written for these tests: an arbitration whose hearings all fell on Tuesdays.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.sitting_days import sitting_asked
from tareekh.registry.models import Case, Client

NOTES = [
    ("A1", "2026-06-02", "Suryodaya arbitration - CW1 Vedavyas cross by the respondent. Next sitting 07.07.2026."),
    ("A1", "2026-07-07", "Suryodaya arbitration - CW2 surveyor cross over. Next sitting 04.08.2026 for RW1."),
    ("A1", "2026-08-04", "Suryodaya arbitration - RW1 Tirthankar affidavit; cross deferred at his request. "
                         "Next sitting 22.09.2026 for RW1 cross and marking of documents."),
]
TODAY = datetime.date(2026, 8, 20)


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("next_sitting") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CS", name="Suryodaya Logistics"))
        reg.add_case(Case(id="A1", number="Arb. Case No. 12 of 2026", short_name="Suryodaya arbitration",
                          title="Suryodaya Logistics vs Kaveripattinam Port Trust", client_id="CS",
                          side="claimant"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "suryodaya arbitration next sitting kab hai",       # Hinglish
    "suryodaya arbitration ki agli sitting kab hai",    # Hindi's "next"
    "suryodaya arbitration er porer sitting kobe",      # Bengali
    "when is the next sitting in suryodaya arbitration",
])
def test_the_next_sitting_is_the_next_date(pr, typed):
    first = pr.ask(typed, today=TODAY).answer.splitlines()[0]
    assert "22 Sep 2026" in first, first
    assert "Tuesday" not in first, first


def test_when_a_forum_sits_is_still_asked_by_its_verb():
    assert sitting_asked("which days does the tribunal sit?")
    assert sitting_asked("commission kis din baithta hai")
    assert not sitting_asked("next sitting kab hai")
    assert not sitting_asked("agli sitting kab hai")
