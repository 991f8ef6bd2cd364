"""A note written in the Assamese or Bengali script says time was asked for with the verb of asking ("সময়
বিচাৰিলে", "সময় চাইলেন", "সময় প্রার্থনা করলেন"), not only of taking ("সময় নিল"): that is an adjournment sought,
and "বিপক্ষ" (the opposite party, "বিপক্ষৰ উকীল") is the other side. Invented notes, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="petitioner", our_names=["hiranmoyee"], other_names=["bhaskorjyoti"],
                case_words=["hiranmoyee"], judge_names=[])


def _adjournments(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["R1"], record_date="2026-04-02", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("note", [
    "বিপক্ষৰ উকীলে লিখিত আপত্তিৰ বাবে সময় বিচাৰিলে। পৰৱৰ্তী তাৰিখ 12.05.2026",   # Assamese, asked
    "বিপক্ষের উকিল জবাবের জন্য সময় চাইলেন। পরবর্তী তারিখ 12.05.2026",            # Bengali, asked
    "বিপক্ষের উকিল আবার সময় প্রার্থনা করলেন। পরবর্তী তারিখ 12.05.2026",           # Bengali, prayed for
])
def test_time_asked_in_the_script_is_the_other_side_s_adjournment(note):
    found = _adjournments(note)
    assert found, note
    assert found[0].sought_by == "other", found[0]


def test_the_reason_is_never_the_verb_s_own_ending():
    found = _adjournments("বিপক্ষৰ উকীলে সময় বিচাৰিলে। পৰৱৰ্তী তাৰিখ 12.05.2026")
    assert found and not (found[0].reason or "").startswith("ি"), found[0]


def test_time_given_by_the_court_alone_is_no_plea_of_a_side():
    found = _adjournments("মেডামে সময় দিলে। পৰৱৰ্তী তাৰিখ 12.05.2026")
    assert not found or found[0].sought_by != "other", found
