"""The one table Urdu (and Sindhi, Kashmiri) script is read by (memory/urdu.py): a word's readings in Devanagari,
its plain one first, each the way a letter that is a consonant or a vowel by its place may be said.

Invented names; no data set holds them."""

from __future__ import annotations

import pytest

from tareekh.memory import urdu


@pytest.mark.parametrize(("word", "plain"), [
    ("مہتاب", "महताब"),  # consonants and a long "a"
    ("غزالہ", "ग़ज़ाल"),  # a closing "ہ" after a consonant is a vowel, left unwritten as Devanagari's "a"
    ("بھٹ", "भट"),  # do-chashmi he aspirates the letter before it
    ("وجاہت", "वजाहत"),  # "و" opening a word is its consonant
    ("قدیر", "क़दीर"),  # "ی" after a consonant is the long "i"
])
def test_the_plain_reading_comes_first(word, plain):
    assert urdu.readings(word)[0] == plain == urdu.as_devanagari(word)


@pytest.mark.parametrize(("word", "other"), [
    ("پرویز", "परवेज़"),  # "و" after a consonant may be the "v", "ی" the "e" (Parvez)
    ("کلثوم", "कलसूम"),  # … or "و" the "u" (Kulsum)
    ("گپتے", "गपतेय"),  # a closing "ے" may be the Roman "ey"
    ("جاہ", "जा"),  # a closing "ہ" after a long vowel is the "h", or silent
    ("اقتدار", "इक़तदार"),  # an opening alif carries whichever short vowel (Iqtidar)
    ("بڑا", "बरा"),  # "ڑ" is said "r" as well as "d"
])
def test_a_letter_of_two_sounds_is_read_both_ways(word, other):
    assert other in urdu.readings(word)


def test_vowel_marks_are_read_when_written_and_doubling_is_not_a_sound():
    assert urdu.as_devanagari("مُختار") == "मुख़तार"  # pesh: the "u" of Mukhtar
    assert urdu.as_devanagari("شِبلی") == "शिबली"  # zer: the "i" of Shibli
    assert urdu.as_devanagari("مشّاق") == urdu.as_devanagari("مشاق")  # shadda doubles; the keys collapse it


def test_sindhi_and_kashmiri_letters_are_read():
    assert urdu.as_devanagari("ڪريمو") == "करीमो"  # Sindhi kaf, Arabic ye
    assert urdu.as_devanagari("ڀاڳي") == "भागी"  # Sindhi's bh and implosive g
    assert urdu.as_devanagari("ۆسمان")[1:] == "समान"  # Kashmiri's "ۆ" a vowel letter


def test_readings_are_bounded():
    assert len(urdu.readings("یوسیویویویویویویو")) <= urdu.READINGS_MAX
