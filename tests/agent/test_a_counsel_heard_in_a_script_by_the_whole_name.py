"""A counsel's name written in an Indian script is heard by the whole name's sound, not by the sound of its
five-letter stem: "Bhandari" is not the "बंधन" (bond) of a line about a bail bond; a short surname ("Dhar") is heard
before a courtesy word or the ergative ("धर जी ने समय मांगा"), not in any word of its sound. Invented lines."""

from __future__ import annotations

from tareekh.agent.lexicon import stem
from tareekh.agent.ways import _names


def test_a_word_that_shares_only_the_stem_s_sound_is_not_the_counsel():
    assert not _names({stem("bhandari")}, "जमानत बंधन भरा गया।", {"bhandari"})


def test_the_whole_name_in_devanagari_is_the_counsel():
    assert _names({stem("bhandari")}, "भंडारी जी ने फिर समय मांगा", {"bhandari"})


def test_a_short_surname_is_heard_before_a_courtesy_word_or_the_ergative_only():
    assert _names({"dhar"}, "आज धर जी ने समय मांगा", {"dhar"})
    assert _names({"dhar"}, "आज धर ने समय मांगा", {"dhar"})
    assert not _names({"dhar"}, "फाइल धर कर रखी", {"dhar"})
