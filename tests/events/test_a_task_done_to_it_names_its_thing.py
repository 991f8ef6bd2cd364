"""A note's task whose object is only a pronoun ("… the original sale deed - bring it") names its thing before the
verb: the action item keeps that part, so a brief's pending work says what to bring, not "bring it". Invented text."""

from __future__ import annotations

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="plaintiff", our_names=["hormusji"], other_names=["rustamji"])


def _tasks(text: str) -> list[str]:
    record = Record(entry_id=1, text=text, case_ids=["S1"], record_date="2027-02-10", people=PEOPLE)
    return [e.task for e in extract(record) if e.kind == "action_item"]


def test_bring_it_keeps_the_thing_named_before_it():
    tasks = _tasks("PW1 cross by Rustamji, about an hour. Rustamji wants the original sale deed - bring it. "
                   "Call on 04.03.2027 for further cross")
    assert tasks, tasks
    assert any("original sale deed" in t and "bring it" in t for t in tasks), tasks


def test_a_task_that_names_its_thing_is_kept_as_written():
    tasks = _tasks("Arguments heard in part - bring the mutation extract and the tax receipts. Call on 04.03.2027")
    assert any(t.startswith("bring the mutation extract") for t in tasks), tasks
    assert not any("Arguments heard" in t for t in tasks), tasks
