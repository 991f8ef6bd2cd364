"""A day the written statement was still not in, ended with a last chance on costs and no one named as asking
("WS inka file cheyyaledu. Last chance with costs Rs 500", "W.S. दाखिल नहीं। 500 रु. खर्चा पर अंतिम मौका।"): the
W.S. is the defendant's paper alone, so the costs are laid on the defendant and the day is time the defendant took —
counted among that side's adjournments, in whatever language the note is written. Invented notes, written for these
tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PLAINTIFF = People(our_side="plaintiff", our_names=["vemulapati"], other_names=["chakladar"])
DEFENDANT = People(our_side="defendant", our_names=["chakladar"], other_names=["vemulapati"])


def _read(text: str, people: People = PLAINTIFF):
    events = extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date="2026-04-01", people=people))
    adj = [e for e in events if e.kind == "adjournment"]
    costs = [e for e in events if e.kind == "costs"]
    return adj, costs


@pytest.mark.parametrize("text", [
    "Sir Nellore - WS inka file cheyyaledu. JCJ gaaru last chance icharu with costs Rs 700. Next 22/4",   # Telugu
    "WS not filed even today. Final chance with costs of Rs 700. Next 22/4",                          # English
    "WS abhi tak nahi aaya. Antim avsar 700 kharche par. Agli tareekh 22/4",                            # Hinglish
    "प्रतिवादी का लिखित कथन दाखिल नहीं। 700 रु. हर्जे पर अंतिम अवसर।",                                   # Hindi
])
def test_the_costs_and_the_day_are_the_defendant_s(text):
    adj, costs = _read(text)
    assert costs and costs[0].on == "other", costs
    assert adj and adj[0].sought_by == "other", adj


def test_appearing_for_the_defendant_the_time_is_ours():
    adj, costs = _read("WS not filed even today. Final chance with costs of Rs 700. Next 22/4", DEFENDANT)
    assert costs and costs[0].on == "ours" and adj and adj[0].sought_by == "ours", (adj, costs)


@pytest.mark.parametrize("text", [
    "WS filed today. Costs of Rs 700 imposed for the delay.",              # the paper came that day
    "Vemulapati - replication to the WS not filed, costs Rs 300",          # our own paper answering it
])
def test_a_paper_put_in_or_our_answer_to_it_is_not_read_so(text):
    adj, costs = _read(text)
    assert not costs or costs[0].on != "other", costs
