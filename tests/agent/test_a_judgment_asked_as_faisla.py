"""A judgment asked in the words of the question's language ("faisla sunane", "theerpu") is the order's "final
judgment shall not be pronounced" (agent/lexicon.py): the plain reading finds the order, not the notes that share
only the court's name. Invented notes."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.lexicon import expand, stem
from tareekh.agent.question import Question


def rec(i: int, text: str) -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=["K7"], date=f"2025-0{i}-11", kind="hearing")


RECORDS = [
    rec(1, "Kolhatkar revision - Dhanori court: written statement filed, next date in July."),
    rec(2, "Meanwhile the suit at Dhanori may proceed but the final judgment shall not be pronounced till further orders."),
    rec(3, "Kolhatkar revision - board long, not reached, Dhanori court date taken."),
]


def test_faisla_and_theerpu_are_a_judgment_and_sunana_is_pronouncing_it():
    for asked in ("faisla", "faisle", "theerpu", "फ़ैसला"):
        assert stem("judgment") in expand(asked), asked
    assert stem("pronounced") in expand("sunane")
    assert stem("pronounced") not in expand("sunwai")  # a hearing is not a judgment pronounced


def test_a_hinglish_question_on_a_judgment_held_back_finds_the_order():
    q = Question(text="Dhanori court ne faisla sunane se roka hai?", kind="yes_no", today=date(2025, 10, 1),
                 cases=["K7"])
    hits = closest(q, RECORDS, name_stems={"kolha", "revis"}, anchor_stems=set())
    assert hits and hits[0].rec.entry_id == 2, [h.rec.entry_id for h in hits]
