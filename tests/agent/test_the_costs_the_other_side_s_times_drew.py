"""A count of the times the other side took time says what came of them — the costs laid, a last chance — though a
day of the count is read as another side's (a note in a script the rules read as ours), and though the count is
the notes' own days (agent/tally.py) rather than the adjournments read alone.

A small practice written for these tests: a partition suit, invented names.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line

TODAY = "2026-06-01"
NOTES = [
    ("2026-01-08", "ବିବାଦୀ ପକ୍ଷ ଲିଖିତ ବୟାନ ପାଇଁ ସମୟ ମାଗିଲେ।"),  # Odia: the defendants asked time for the WS
    ("2026-02-12", "Sarbeswar partition - WS not filed. Defendants again took time, allowed on costs of Rs. 1,500 "
                   "payable to the plaintiff, last chance. ND 20.03.2026."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("costs-drawn") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Client(id="CT", name="Tapasi Sarbeswar"))
        p.registry.add_case(Case(id="S1", number="T.S. 58 of 2025", short_name="Sarbeswar partition",
                                 title="Tapasi Sarbeswar vs Mrinmoy Sarbeswar", client_id="CT", side="plaintiff"))
        for day, text in NOTES:
            p.ingest_text(text, name=f"note {day}.txt", case_id="S1", date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("question", [
    "sarbeswar partition e defendant ra koto bar time niyeche",  # Bengali
    "How many times did the defendants take time in the Sarbeswar partition?",
])
def test_the_count_of_the_other_side_s_times_names_the_costs_they_drew(pr, question):
    line = first_line(pr.ask(question, today=TODAY))
    assert line.startswith("Two times") and "Rs. 1,500" in line, line


class _Ev:
    def __init__(self, kind, day, sought_by=None, amount=None):
        self.kind, self.record_date, self.sought_by, self.amount = kind, day, sought_by, amount
        self.case_id, self.entry_id, self.text = "S1", None, ""


class _Q:
    counsel: list = []


class _Comp:
    """The least of a composer what_came reads: the question, the events, a record and citations."""

    def __init__(self, events):
        self.q, self._events = _Q(), events

    class _Read:
        def __init__(self, events):
            self.events_ = events

        def events(self, case_ids=None, kinds=None):
            return [e for e in self.events_ if e.kind in (kinds or [])]

    @property
    def ev(self):
        return self._Read(self._events)

    def record_of(self, _entry_id):
        return None

    def cites(self, events):
        return " [1]"


def test_a_day_of_the_count_read_as_ours_leaves_the_costs_of_the_other_side_s_days():
    from tareekh.agent.counsel_times import what_came

    theirs = _Ev("adjournment", "2026-02-12", "other")
    misread = _Ev("adjournment", "2026-01-08", "ours")  # a script note the rules read as ours
    costs = _Ev("costs", "2026-02-12", amount=1500.0)
    said = what_came(_Comp([theirs, misread, costs]), [[misread], [theirs]])
    assert "Rs. 1,500" in said and "12 Feb 2026" in said, said
