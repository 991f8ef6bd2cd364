"""A task given to a person named with a word of respect after the name ("<name> bhai to keep …", "<name> ji to file
…") is that person's task, as much as "<name> to keep …". Invented text, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


@pytest.mark.parametrize("text, owner, task", [
    ("Next 26.2 for cross of PW1. Zorawar bhai to keep the licence original + passbook ready.", "Zorawar",
     "keep the licence original + passbook ready"),
    ("Arguments part heard. Kinjal ji to file the written notes by 3.4.", "Kinjal", "file the written notes by 3.4"),
])
def test_the_named_person_owns_the_task(text, owner, task):
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-01-15", people=People()))
    items = [(e.owner, e.task) for e in events if e.kind == "action_item"]
    assert (owner, task) in items, items
