"""A junior's note that opens by addressing the senior ("Sir, …", "Sir - …", "Sir <the matter> - …") names no one
who acted: the day's time and costs are read from the rest (a written statement still not in is
the defendant's time); while "Sir sought time …" opening a note is the senior acting for our side
(events/sides.py `_SIR_ADDRESSED`). Invented notes and names, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="plaintiff", our_names=["pabboju"], other_names=["haldankar"])


def _read(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["Z1"], record_date="2026-05-12", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"], [e for e in events if e.kind == "costs"]


@pytest.mark.parametrize("text", [
    "Sir Kizhakkemuri dava - WS ajun dakhal nahi. Last chance dila with costs Rs 400. Next 12/6",      # Marathi
    "Sir, WS ekhono jama hoyni. Final chance dilen with costs Rs 400. Next 12/6",                         # Bengali
    "Sir - WS not filed yet. Last chance with costs of Rs 400. Next 12/6",                                 # English
])
def test_the_senior_addressed_is_not_our_side_asking(text):
    adj, costs = _read(text)
    assert adj and adj[0].sought_by == "other", adj
    assert costs and costs[0].on == "other", costs


@pytest.mark.parametrize("text", [
    "Sir sought time as the client was abroad. Next 3/6",
    "Sir ne time liya, client bahar gaye hain. Next 3/6",
])
def test_the_senior_acting_at_a_note_s_opening_is_our_side(text):
    adj, _ = _read(text)
    assert adj and adj[0].sought_by == "ours", adj
