"""A paper a side had not filed, said on a day the matter was argued or heard in part, is no adjournment of that
side: the day went on its work ("finally argued … the translation not filed yet … heard in part. ND …"); the same
want said of a day with nothing heard is that side's day (events/rules.py `_HEARD_TODAY`). Invented notes."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="appellant", our_names=["tirkeyan"], other_names=["chandrachur", "varkhede"],
                client_names=["tirkeyan"], case_words=["tirkeyan"], judge_names=["mirdha"])


def _adj(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["A1"], record_date="2026-05-05", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("note", [
    "SA 41/24 Tirkeyan - finally argued, 40 min.\nMirdha J asked Chandrachur for the translation of the 1988 letter - "
    "not filed yet.\nheard in part. ND 7.7.26",
    "SA 41/24 Tirkeyan - Chandrachur: reply nahi aaya. Arguments heard at length. ND 7.7.26",
])
def test_a_paper_wanted_on_a_day_argued_takes_no_day(note):
    assert not _adj(note), _adj(note)


def test_the_same_want_on_a_day_nothing_was_heard_is_their_day():
    got = _adj("SA 41/24 Tirkeyan - Chandrachur: reply nahi aaya. ND 7.7.26")
    assert got and got[0].sought_by == "other", got
