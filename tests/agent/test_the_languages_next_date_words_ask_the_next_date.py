""""<matter> mundina dinanka?", "agli tithi?", "next vaayida eppudu": "next" (or the pivot's "next" of mundina, adutha,
pudhchi …) before the languages' own word for a listing day — tithi, dinank, dinanka, vaayida, vaaydha, thethi,
theeyathi — asks the matter's next date, never yes or no. Invented questions."""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot


@pytest.mark.parametrize("text", [
    "yeshoda MACT mundina dinanka?",
    "thirumalesh suit ki agli tithi?",
    "kuppuswami appeal next vaayida eppudu",
    "marakkar OS next theeyathi?",
])
def test_a_next_word_before_a_day_word_asks_the_next_date(text):
    assert _kind(pivot(text, frozenset()), False, False, False) == "next_date"


def test_the_last_time_is_still_the_last_time():
    assert _kind(pivot("yeshoda MACT hinde enaytu last time?", frozenset()), False, False, False) == "last_time"
