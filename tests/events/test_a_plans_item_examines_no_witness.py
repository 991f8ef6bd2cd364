"""An item of a planning note names a witness for work still to be done ("DW2 ke liye cross points taiyar", "PW3 <name>
cross, prepare the questions"): no witness was examined, so no witness event is read from
it; the same words in a note of a hearing are still an examination. Invented text and names, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import Record
from tareekh.events.rules import extract

PLAN_HEAD = "Week plan 14-19 Dec\n"


def _witnesses(text: str, doc_kind: str | None, kind: str) -> list[str | None]:
    events = extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date="2026-12-14", kind=kind,
                            doc_kind=doc_kind))
    return [e.witness for e in events if e.kind == "witness"]


@pytest.mark.parametrize("item", [
    "Mon 14.12 - Velkari suit: DW2 ke liye cross points taiyar (ND 08.01.2027)",
    "Tue 15.12 - Pellinor trial - PW3 Zorvath cross, prepare the questions",
])
def test_a_plans_item_examines_no_witness(item):
    assert _witnesses(PLAN_HEAD + item, "plan", "general") == []


def test_the_same_words_in_a_hearings_note_are_an_examination():
    assert _witnesses("14.12.2026 - Pellinor trial - PW3 Zorvath cross done. ND 08.01.2027", None, "hearing") == ["PW-3"]
