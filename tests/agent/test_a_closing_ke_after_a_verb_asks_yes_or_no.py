"""The yes-or-no particle "ke" closing a short question after a verb of getting or happening ("bail mili ke?",
"stay malyo ke?"), as Gujarati, Rajasthani and Haryanvi close one, asks yes or no like Hindi's "kya" and Marathi's
"ka" (agent/question.py); a "ke" joining two words is the Hindi genitive, no particle."""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.question import understand

TODAY = datetime.date(2026, 6, 1)


@pytest.mark.parametrize("text", ["bail mili ke?", "stay malyo ke?", "decree hui ke"])
def test_a_closing_ke_after_a_verb_asks_yes_or_no(text):
    assert understand(text, registry=None, today=TODAY).kind == "yes_no"


def test_a_ke_between_two_words_is_no_particle():
    assert understand("hearing ke baad kya hua?", registry=None, today=TODAY).kind != "yes_no"
