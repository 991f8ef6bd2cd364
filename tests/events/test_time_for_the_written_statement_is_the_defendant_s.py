"""Time given because the written statement is not filed, with no one named as asking: the written statement is the
defendant's paper in a suit, so the time (and the costs put on it) is the defendant's side's — the other side's when
we are the plaintiff, ours when we defend (events/rules.py `_WS`).

Invented notes and names, written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _events(text: str, side: str):
    people = People(our_side=side, our_names=["pernenkil"], other_names=["kondvilkar"])
    return extract(Record(entry_id=1, text=text, case_ids=["S1"], record_date="2026-02-11", people=people))


@pytest.mark.parametrize("text", [
    "11.02.26 OS 41/25 Civil Judge - W.S. दाखिल नहीं, 300 रु० हर्जाना पर समय - अगली 19.03.26",
    "OS 41/25 - written statement still not filed, time granted on costs of Rs. 300. Next 19.03.2026.",
])
@pytest.mark.parametrize("side, whose", [("plaintiff", "other"), ("defendant no. 2", "ours")])
def test_time_for_a_written_statement_not_filed_is_the_defendant_s(text, side, whose):
    found = _events(text, side)
    adj = [e for e in found if e.kind == "adjournment"]
    costs = [e for e in found if e.kind == "costs"]
    assert adj and adj[0].sought_by == whose, found
    assert costs and costs[0].on == whose, found


def test_a_party_named_as_asking_keeps_its_own_side():
    adj = [e for e in _events("WS not filed, plaintiff sought time. Next 19.03.2026.", "plaintiff")
           if e.kind == "adjournment"]
    assert adj and adj[0].sought_by == "ours", adj
