""""<matter> ka agla date?", "agle date kya hai": the Hindi "next" in its masculine and oblique forms asks the next
date, never yes or no (the "ka" of "suit ka" is "of"). Invented questions."""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind


@pytest.mark.parametrize("text", [
    "harkirat wala partition suit ka agla date?",
    "baljeet ke appeal ka agle date kya hai",
    "harkirat suit ki agli tareekh?",
])
def test_agla_date_asks_the_next_date(text):
    assert _kind(text, False, False, False) == "next_date"
