"""A number the notes state of a thing ("Issues framed: 4", "वाद प्रश्न: ५", "issues (6)") is its count, in the
scripts' digits too; the day of a date written after the thing's word ("Issues on 9 May", "issues 9th June") fixes a
day and counts nothing. Written for this test (the failing set was a Punjabi suit's issues, answered 'Nine issues'
from 'Issues on 9 May')."""

from __future__ import annotations

import pytest

from tareekh.agent.compose import _stated_count


@pytest.mark.parametrize("sentence, said", [
    ("Issues framed: 4. Plaintiff's evidence next.", "Four issues"),
    ("Issues framed: ५", "Five issues"),  # Devanagari digit
    ("Issues settled (6) after hearing both sides", "Six issues"),
    ("three issues framed, one additional issue refused", "Three issues"),
])
def test_the_number_stated_of_a_thing_is_its_count(sentence, said):
    assert _stated_count(sentence, "issues") == said


@pytest.mark.parametrize("sentence", [
    "Issues on 9 May 2031, Ozvir to bring the written statement copy",
    "issues 12th June - Kirpreet sir said WS reply ready",
])
def test_the_day_of_a_date_after_the_thing_is_no_count(sentence):
    assert _stated_count(sentence, "issues") is None
