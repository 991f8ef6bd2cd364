"""The parties as notes shorten them in capitals — "D's plea", "D2", "DW1" (the defendant's side), "R-1", "RW2" (the
respondent's), "A3" (an accused) — are those parties to a question that names them in full ("what is the
defendants' case?"). Invented notes."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.lexicon import party_stems
from tareekh.agent.question import Question


def rec(i: int, text: str) -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=["P7"], date=f"2025-0{i}-10", kind="hearing")


RECORDS = [
    rec(1, "Title suit - issues framed. Our PW list by next date."),
    rec(2, "Title suit - D's stand: the courtyard was gifted to Bhola by a family settlement of 2001, no deed."),
    rec(3, "Title suit - adjourned, court on leave."),
]


def test_a_short_capital_party_is_the_party_named_in_full():
    hits = closest(Question(text="title suit - the defendants?", kind="open", today=date(2025, 9, 1), cases=["P7"]),
                   RECORDS, name_stems={"title"}, anchor_stems=set())
    assert hits and hits[0].rec.entry_id == 2, hits


def test_party_letters_are_read_only_as_party_short_forms():
    assert party_stems("D2 absent") == {"defen"} and party_stems("RW1 examined") == {"respo"}
    assert party_stems("A3 Mohan on bail") == {"accus"}
    assert party_stems("A. K. Sinha for D Block") == set() and party_stems("PW2 cross") == set()
