"""A sentence that says only that a paper came and who brought it ("Counter filed by Borkatoky.") tells nothing of
what the paper says: the sentence after it does (agent/closest.py _thin), so the plain reading quotes both. A name
is no word of what was said. Invented notes, with names no data set holds."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import _thin, closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.question import Question

NOTE = ("11.03.27 Motor Accidents Tribunal - Dhondiba claim\n"
        "Counter finally filed by Borkatoky. Stand: the lorry had no permit for the district that day, so the "
        "policy does not cover it. Next for issues 2.5.27.")


def rec(i: int, text: str) -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=["T2"], date="2027-03-11", kind="hearing")


def test_the_counter_is_quoted_with_its_stand():
    q = Question(text="dhondiba claim me insurer ka counter aaya kya", kind="yes_no", today=date(2027, 4, 1), cases=["T2"])
    hits = closest(q, [rec(1, NOTE)], name_stems={"dhond"}, anchor_stems=set())
    shown = " … ".join(hits[0].sentences)
    assert "no permit" in shown, shown


def test_a_name_is_no_word_of_what_was_said():
    assert _thin("Counter finally filed by Borkatoky.")
    assert _thin("Rejoinder filed today by Yellappagol Dhondiba.")
    assert not _thin("Counter says the lorry had no permit.")  # six words of what it says
    assert not _thin("Borkatoky argued the permit point at length.")
