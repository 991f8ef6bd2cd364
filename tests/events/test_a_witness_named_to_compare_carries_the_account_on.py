"""A witness named only to compare another's account with theirs ("Chief: same as PW1 - …", "like PW3", "PW1 jaisa",
"PW1 pramane", "PW1 moto", "PW1 pola") opens no account of their own and ends none: the chief and the cross written
under a witness's line stay that witness's, so what they admitted in cross is theirs. Invented notes, written for
these tests, with names no data set holds."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="accused", our_names=["kherdekar"], other_names=[], case_words=["kherdekar"], judge_names=[])


def _witnesses(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["G1"], record_date="2026-03-16", people=PEOPLE))
    return [e for e in events if e.kind == "witness"]


@pytest.mark.parametrize("likeness", [
    "same as PW1",                  # English
    "like PW1",                     # English
    "PW1 jaisa hi",                 # Hindi
    "PW1 che pramane",              # Marathi
    "PW1 er moto",                  # Bengali
    "PW1 pola",                     # Tamil
    "PW1 లాగా",                      # Telugu, in its script
])
def test_the_cross_under_a_witness_s_line_stays_theirs(likeness):
    note = (f"S.C. 41/2025 Kherdekar\nPW2 Sulochana Tambekar (mother of Gargi) - chief by APP; cross by me.\n"
            f"Chief: {likeness} - dowry of 3 lakh for a tractor.\n"
            f"Cross: admitted Gargi wrote in Diwali that all was well.\nND 20/04/2026 - IO.")
    found = _witnesses(note)
    assert [e.witness for e in found if e.witness] == ["PW-2"], found
    assert "all was well" in found[0].said, found[0].said


def test_a_witness_of_another_number_still_opens_their_own_account():
    note = ("S.C. 41/2025 Kherdekar\nPW2 Sulochana Tambekar - chief by APP; cross by me: admitted no letters.\n"
            "PW3 Ishita Tambekar - chief only; cross deferred.")
    assert [e.witness for e in _witnesses(note) if e.witness] == ["PW-2", "PW-3"]
