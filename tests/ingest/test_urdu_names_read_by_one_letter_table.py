"""A register or note in Urdu's script (or Sindhi's, Kashmiri's) names a case's people as the registry spells them in
Roman letters: its words are read by the one letter table the answerer reads a name typed in Urdu by
(memory/urdu.py), each by every reading its "و" and "ی" allow, and a one-word name is heard though Urdu leaves the
name's short vowels unwritten.

Invented names; no data set holds them."""

from __future__ import annotations

from tareekh.memory import urdu
from tareekh.memory.sounds import sound_key as memory_sound_key
from tareekh.memory.sounds import urdu_keys
from tareekh.registry.sounds import as_devanagari, name_key, names_in_devanagari


def test_the_registry_reads_urdu_by_the_memorys_table():
    for word in ("غزالہ", "مہتاب", "شہزاد", "پرویز", "ڪلاڻي"):
        assert as_devanagari(word) == urdu.as_devanagari(word)
        # … and the answerer hears every reading the registry may take ("Parvez": "و" a "v" after a consonant)
        assert {memory_sound_key(r) for r in urdu.readings(word)} == urdu_keys(word)


def test_a_waw_inside_a_name_after_a_consonant_may_be_its_v():
    text = "۰۳-۰۲  شہزاد پرویز کا بیان ہوا، جرح ادھوری"
    assert names_in_devanagari(text, ["Shehzad Parvez", "Ghazala Mehtab"]) == ["Shehzad Parvez"]
    assert name_key("Sarwar") in {name_key(r) for r in urdu.readings("سرور")}


def test_a_one_word_name_is_heard_though_its_short_vowels_are_unwritten():
    # "واجد" writes no "i" of Wajid, "طاہرہ" none of Tahira's: the long vowels it writes are the Roman's
    text = "۱۱-۰۱  کرایہ کیس (واجد) — طاہرہ آپا کا بیان، آئندہ ۱۵-۰۲"
    assert names_in_devanagari(text, ["Wajid", "Tahira", "Ghazala"]) == ["Wajid", "Tahira"]
    # an alif or ain opening the word carries the name's opening short vowel ("اشتیاق" Ishtiaq)
    assert names_in_devanagari("اشتیاق صاحب حاضر", ["Ishtiaq", "Kaleem"]) == ["Ishtiaq"]


def test_a_word_that_writes_no_vowel_or_another_is_not_taken_for_a_name():
    assert names_in_devanagari("شکر مل کا حساب", ["Shakeer", "Kaleem"]) == []  # no vowel letter: any word
    assert names_in_devanagari("سلام صاحب", ["Aslaam"]) == []  # the name's opening vowel is unwritten here
    assert names_in_devanagari("طاہرہ", ["Tahira", "Tahiraa"]) == []  # two names fit: neither is named
    assert names_in_devanagari("طاہرہ", ["Tohra"]) == []  # the "a" it writes is not the Roman's "o"


def test_a_sindhi_register_names_a_case_by_its_own_letters():
    # Sindhi's "ڪ" (k) and "ڻ" (retroflex n), and Arabic's "ي" and "ه" for Urdu's "ی" and "ہ"
    text = "۱۲-۰۴  حميده ڪلاڻي جي شاهدي پوري ٿي"
    assert names_in_devanagari(text, ["Hameeda Kalani", "Ghazala Mehtab"]) == ["Hameeda Kalani"]
