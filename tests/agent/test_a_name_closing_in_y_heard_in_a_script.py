"""A registry name closing in a "y" after a consonant ("Jojy", "Setty") is heard where a note types it in an Indian
script, which writes that sound with its "i" (ജോജി, సెట్టి): the note's time sought can be told as that counsel's.

Own invented words and names, not a data set's.
"""

from __future__ import annotations

import pytest

from tareekh.agent.script_names import names_in_script


@pytest.mark.parametrize("text, vocab, heard", [
    ("ജോജി സാർ ജില്ലാ കോടതിയിൽ, മറുപടിക്ക് സമയം.", ["jojy", "thommen"], "jojy"),
    ("సెట్టి గారు సమయం అడిగారు", ["setty", "kaveriappa"], "setty"),
])
def test_a_closing_y_is_the_script_s_i(text, vocab, heard):
    assert heard in names_in_script(text, vocab), names_in_script(text, vocab)


def test_a_y_after_a_vowel_stays_a_consonant():
    # "Tanmay" is never read out of a word that closes on the vowel "i"
    assert "tanmay" not in names_in_script("തന്മി സാർ വന്നില്ല", ["tanmay", "thommen"])
