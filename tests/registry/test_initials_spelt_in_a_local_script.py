"""A case type's Latin initials spelt out in the script of a local-language note ("ಓ.ಎಸ್." for O.S. in Kannada,
"ଟି.ଏସ." for T.S. in Odia, "ஏ.எஸ்." for A.S. in Tamil) are read as the initials, in every Brahmic script; words of the
language written with dots ("प्र.क्र.", "मु.अ.सं.") are not letters and stay as written. A civil suit and a criminal
complaint of one number are then told apart by the kind the note spells."""

from __future__ import annotations

import pytest

from tareekh.registry.numbers import find_mentions, registration_key
from tareekh.registry.resolve import ResolveIndex
from tareekh.registry.spelt import letter_of, spell_latin
from tareekh.settings import ResolveThresholds


@pytest.mark.parametrize("text, key", [
    ("ಓ.ಎಸ್. 507/2031 - ಸಾಕ್ಷಿ ವಿಚಾರಣೆ", "OS/507/2031"),  # Kannada
    ("ఓ.ఎస్. 507/2031 వాయిదా", "OS/507/2031"),  # Telugu
    ("ഒ.എസ്. 507/2031 കമ്മീഷൻ", "OS/507/2031"),  # Malayalam
    ("ଟି.ଏସ. ୫୦୭/୨୦୩୧ ତାରିଖ", "TS/507/2031"),  # Odia, its digits too
    ("টি.এস. ৫০৭/৩১ শুনানি", "TS/507/2031"),  # Bengali, a short year
    ("ஏ.எஸ். 507/2031 விசாரணை", "AS/507/2031"),  # Tamil
    ("सी.सी. ५०७/२०३१ - गवाह नहीं आया", "CC/507/2031"),  # Devanagari
    ("ਸੀ.ਸੀ. 507/2031 ਪੇਸ਼ੀ", "CC/507/2031"),  # Gurmukhi
    ("ઈ.પી. 507/2031 મુદત", "EP/507/2031"),  # Gujarati
    ("डब्ल्यू.पी. 507/2031", "WP/507/2031"),
])
def test_initials_spelt_in_any_brahmic_script_are_the_types_initials(text, key):
    found = [m for m in find_mentions(text) if m.key]
    assert [m.key for m in found] == [key]
    assert text.startswith(found[0].matched)  # the mention spans the initials as written


@pytest.mark.parametrize("piece, letter", [
    ("ಎಂ", "M"), ("ವಿ", "V"), ("ಎಲ್", "L"), ("आर", "R"), ("जी", "G"), ("एफ", "F"), ("के", "K"), ("ஸி", "C"),
    ("এইচ", "H"), ("ওয়াই", "Y"), ("वाई", "Y"), ("एक्स", "X"), ("क्र", None), ("सं", None),
])
def test_the_name_of_each_letter(piece, letter):
    assert letter_of(piece) == letter


@pytest.mark.parametrize("text", ["प्र.क्र. 0087/अपील/2031", "मु.अ.सं. 211/2031", "श्री.के. 12/2031"])
def test_words_of_the_language_written_with_dots_stay(text):
    work, runs = spell_latin(text)
    assert work == text and runs == []


def test_a_run_is_read_up_to_its_first_word_that_is_no_letter():
    work, runs = spell_latin("এল.এ. রেফ. 19/2031")
    assert work.split() == ["L.A.", "রেফ.", "19/2031"] and len(work) == len("এল.এ. রেফ. 19/2031")


def test_a_suit_and_a_complaint_of_one_number_are_told_apart_by_the_spelt_kind():
    numbers = {"S1": "O.S. No. 318 of 2031", "K1": "C.C. No. 318 of 2031"}
    idx = ResolveIndex.build([(cid, n, registration_key(n), None) for cid, n in numbers.items()], [])
    for text, case in [("ಓ.ಎಸ್. 318/2031 - ವಾಯಿದೆ", "S1"), ("ಸಿ.ಸಿ. 318/2031 - ವಾಯಿದೆ", "K1")]:
        found = idx.resolve(text, ResolveThresholds())
        assert not found.needs_review and found.candidates[0].case_id == case
    assert idx.resolve("318/2031 - ವಾಯಿದೆ", ResolveThresholds()).needs_review  # nothing to choose by
