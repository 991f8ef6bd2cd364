"""A question that asks land in acres in its own language's word — Punjab's and Haryana's "killa/kille" (one acre
each), "ekad/ekar", Telugu "ekaram", Kannada "ekare", or the word in a script — meets a note that writes "acres",
and a note that writes the script's word meets a question in English (agent/lexicon.py)."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import expand, stem


@pytest.mark.parametrize("word", ["kille", "killa", "ekad", "ekaram", "ekare", "एकड़", "ಎಕರೆ", "ఎకరాలు"])
def test_an_acre_in_the_languages_meets_acres(word):
    assert stem("acres") in expand(word), expand(word)


def test_acres_in_english_meet_a_script_word():
    assert stem("ஏக்கர்") in expand("acres")
