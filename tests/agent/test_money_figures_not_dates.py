"""A figure written as money, a measure or a clause's number is never said back as a day and month.

Notes write sums in lakh with a dot and a letter ("2.7 L", "balance 5.6", "9.3 + interest") and areas with a dot
("0.6 ha"); the answer that quotes them must not add "(2 Jul 2026)" beside them as if they were short dates. A short
date beside a word of when ("ND 5.6", "by 7.11", "baaki 5.6 tak") is still said in full."""

from __future__ import annotations

import pytest

from tareekh.agent.full_dates import in_full

NOTE_DAY = "2026-03-10"


@pytest.mark.parametrize("text", [
    "party ready to settle if they pay 2.7 L before the Lok Adalat",
    "Balance 5.6L to be arranged by the son",
    "client insists on 9.3 + interest, nothing less",
    "maangte hain 2.7 lakh, hum 1.9 lac tak jayenge",
    "baaki 2.7 টাকা দেবে",
    "মোট 2.7 লক্ষ",
    "ಒಟ್ಟು 2.7 ಲಕ್ಷ ಕೊಡಬೇಕು",
    "மொத்தம் 2.7 லட்சம் கட்டணும்",
    "surveyor found 0.6 ha and 1.2 hectare encroached",
    "total 3.4 to be paid in two kisht",
    "claim 8.5 plus interest from filing",
    "escalation under clause 11.4 + labour index",
])
def test_a_sum_or_an_area_with_a_dot_gets_no_date_beside_it(text):
    assert in_full(text, NOTE_DAY) == text


@pytest.mark.parametrize("text, day", [
    ("ND 5.6 for evidence", "5 Jun 2026"),
    ("affidavit by 7.11", "7 Nov 2026"),
    ("baaki 5.6 tak jama karna hai", "5 Jun 2026"),
])
def test_a_short_date_beside_a_word_of_when_is_still_said_in_full(text, day):
    assert f"({day})" in in_full(text, NOTE_DAY)
