"""A registry name a question types in an Indian script with a case ending glued to it ("<name>e" paid, "<name>er"
bail, "<name>ku" notice, "<name>ige" summons), or without the honorific the registry glues to it ("<name>bhai",
"<name>ben"), is read as the registry's name, so the question is anchored to that person's case.

Own invented words and names, not a data set's.
"""

from __future__ import annotations

import pytest

from tareekh.agent.script_names import names_in_script

VOCAB = ["nirmeshbhai", "tapobrata", "pritimay", "selvakani", "rangwala", "mohapatra", "kuldeepak"]


@pytest.mark.parametrize("text, heard", [
    ("નિર્મેશે હપ્તો ભર્યો કે નહીં?", "nirmeshbhai"),          # Gujarati ergative "-e", the bare name of "<name>bhai"
    ("નિર્મેશનો જવાબ આવ્યો?", "nirmeshbhai"),                   # Gujarati genitive "-no"
    ("তপোব্রতর জামিন হয়েছিল?", "tapobrata"),                 # Bengali genitive "-r"
    ("ପ୍ରୀତିମୟଙ୍କ ସାକ୍ଷ୍ୟ ହେଲା କି?", "pritimay"),                    # Odia honorific genitive "-nka"
    ("ನಿರ್ಮೇಶನಿಗೆ ಸಮನ್ಸ್ ಹೋಯಿತಾ?", "nirmeshbhai"),               # Kannada dative "-ige"
])
def test_a_glued_ending_is_taken_off_the_name(text, heard):
    assert heard in names_in_script(text, VOCAB, glued=True), names_in_script(text, VOCAB, glued=True)


def test_notes_keep_the_strict_reading():
    # a note's script word is read only as the name it spells whole (the ending is taken off for a question)
    assert "tapobrata" not in names_in_script("তপোব্রতর জামিন হয়েছিল", VOCAB)


def test_two_names_the_bare_word_could_be_name_neither():
    # a bare reading two registry names sound like is no one's
    out = names_in_script("নিৰ্মেশৰ জামিন", ["nirmeshbhai", "nirmeshben"], glued=True)
    assert "nirmesh" not in out, out


def test_an_everyday_word_is_no_name():
    out = names_in_script("હપ્તો ભર્યો કે નહીં?", VOCAB, glued=True)
    assert out == "હપ્તો ભર્યો કે નહીં?", out
