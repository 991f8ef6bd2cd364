"""Words as the ear hears them, across scripts: a Roman word and its Indic spelling reduced to one key.

The keyword arm matches words letter for letter, so a Hinglish note ("sakshi ki jirah") and a Hindi order
sheet ("साक्षी की जिरह") about the same hearing share no term. Both are reduced here to their consonants as
heard (vowels, aspiration and doubled letters dropped; "sh"/"s", "ph"/"f", "w"/"v", "z"/"j" one sound each),
the same reduction the case registry uses to match a Devanagari name to its Roman spelling
(registry/sounds.py; memory/ may not import it, so the map is kept here and a test holds the two equal).
Every Indic script of Unicode lays its letters out as Devanagari does (ISCII's shared order), so a letter
of Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada or Malayalam is read as the Devanagari letter
at the same place in its block.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from tareekh.memory import urdu

INDIC_FIRST, INDIC_LAST = 0x0900, 0x0D7F  # Devanagari … Malayalam, 128 code points each
_DEVA_SOUNDS = {
    "क": "k", "ख": "k", "ग": "g", "घ": "g", "ङ": "n", "च": "c", "छ": "c", "ज": "j", "झ": "j", "ञ": "n",
    "ट": "t", "ठ": "t", "ड": "d", "ढ": "d", "ण": "n", "त": "t", "थ": "t", "द": "d", "ध": "d", "न": "n",
    "ऩ": "n", "प": "p", "फ": "p", "ब": "b", "भ": "b", "म": "m", "य": "y", "र": "r", "ऱ": "r", "ल": "l",
    "ळ": "l", "ऴ": "l", "व": "v", "श": "s", "ष": "s", "स": "s", "ं": "n", "ँ": "n",
}
_LATIN_PAIRS = [("ph", "p"), ("sh", "s"), ("ch", "C"), ("kh", "k"), ("gh", "g"), ("th", "t"), ("dh", "d"),
                ("bh", "b"), ("jh", "j"), ("ck", "k"), ("q", "k"), ("x", "ks"), ("z", "j"), ("f", "p"), ("w", "v"),
                ("c", "k"), ("C", "c")]
# a word of any Indic script: its letters, vowel signs and viramas together (a bare \w stops at a vowel
# sign, cutting "पत्रावली" into "पत" and "वल"); the dandas (U+0964, U+0965) end it
WORD = re.compile(r"(?:\w|[\u0900-\u0963\u0966-\u0D7F])+", re.UNICODE)
_INDIC = re.compile(r"[\u0900-\u0D7F]")


def is_indic(word: str) -> bool:
    """Whether the word is written in an Indic script (it has at least one Indic letter)."""
    return bool(_INDIC.search(word))


def _collapse(s: str) -> str:
    return re.sub(r"(.)\1+", r"\1", s)


def as_devanagari(ch: str) -> str:
    """The Devanagari letter at the same place of its script's block (the letter itself when it is Devanagari)."""
    cp = ord(ch)
    if cp == 0x0A70:  # Gurmukhi's tippi, a nasal outside the shared order
        return "ं"
    if cp in (0x09F0, 0x09F1):  # Assamese "ra" and "wa", outside the shared order
        return "र" if cp == 0x09F0 else "व"
    if INDIC_FIRST + 0x80 <= cp <= INDIC_LAST:
        return chr(0x0900 + (cp - INDIC_FIRST) % 0x80)
    return ch


@lru_cache(maxsize=100_000)  # (of the word alone: a name's key is read for every question that hears names)
def sound_key(word: str) -> str:
    """A word's consonants as heard: 'sakshi' and 'साक्षी' both 'sks', 'Naveen' and 'नवीन' both 'nvn'."""
    if is_indic(word):
        # NFD parts a letter from its nukta ("ज़" → "ज" + "़"): the nukta, like a vowel sign, is not heard here
        letters = "".join(as_devanagari(c) for c in unicodedata.normalize("NFD", word))
        return _collapse("".join(_DEVA_SOUNDS.get(ch, "") for ch in letters))
    w = re.sub(r"[^a-z]", "", unicodedata.normalize("NFKD", word).lower())
    for a, b in _LATIN_PAIRS:
        w = w.replace(a, b)
    w = re.sub(r"ng(?![aeiou])", "n", w)  # "Singh" ends in the nasal that "सिंह" writes with a dot
    return _collapse(re.sub(r"[aeiouh]", "", w))


MIN_KEY = 2  # a key of one consonant ("ki", "ko", "की", "को") would join half the words of a page


def sound_tokens(text: str) -> str:
    """The text's words as keyword-index tokens of their sound keys, marked by script: 'r…' for a Roman
    word, 'i…' for an Indic one (so a Roman query word is looked up among Indic spellings and back)."""
    out = []
    for w in WORD.findall(text):
        if w.isdigit():
            continue
        key = sound_key(w)
        if len(key) >= MIN_KEY:
            out.append(("i" if is_indic(w) else "r") + key)
    return " ".join(out)


def cross_script_terms(words: list[str]) -> list[str]:
    """The sound-key terms that find each query word's spellings in the other script."""
    terms = []
    for w in words:
        if w.isdigit():
            continue
        key = sound_key(w)
        if len(key) >= MIN_KEY:
            terms.append(("r" if is_indic(w) else "i") + key)
    return list(dict.fromkeys(terms))


# Urdu (Perso-Arabic) words are read by the one letter table the registry reads them by (memory/urdu.py): each of a
# word's readings in Devanagari ("و" and "ی" a consonant or a long vowel, "ڑ" an "r" or a "d") heard as above.
URDU_WORD = re.compile(r"[\u0600-\u06FF\u0750-\u077F]+")


def urdu_keys(word: str) -> set[str]:
    """The Roman sound keys (`sound_key`) an Urdu word may be heard as: 'غزالہ' 'gjl' (Ghazala), 'یوسف' 'ysp' (Yusuf),
    'نوید' 'nvd' (Naveed). A waw or ye that opens the word is its consonant; inside it, either."""
    return {k for r in urdu.readings(word) if (k := sound_key(r))}
