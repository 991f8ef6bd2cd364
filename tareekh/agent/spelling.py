"""Names spelt more than one way: a letter swapped or dropped, a vowel doubled ("Gundalingiah" for Gundalingaiah).
A word of a name one edit or one swap of neighbouring letters away from a word the records hold, or heard alike
(the same consonants, a vowel changed, dropped or doubled: "ai"/"i", "ee"/"i", "oo"/"u", "v"/"w", "sh"/"s") and as
near letter for letter as the case registry's fuzzy floor asks, is taken as that word before a name is said back
as unknown."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA

from tareekh.memory.sounds import sound_key

SHORTEST = 5  # shorter words are too close to too many others ("Rao"/"Ram") to be read as one another
HEARD_KEY = 3  # consonants two spellings heard alike must share: two ("rp") are a short name and "rupee" both
FLOOR = 82.0  # how alike letter for letter, as the registry's fuzzy floor (settings.resolve.fuzzy_floor)


@lru_cache(maxsize=100_000)
def _heard(word: str) -> str:
    """The consonants heard in a word (vowels, doubled letters, aspiration, "w"/"v", "sh"/"s" told apart by none)."""
    k = sound_key(word)
    return k[:1] + k[1:].replace("y", "") if k else k


def heard_alike(word: str, other: str) -> bool:
    """Two Roman spellings of one name: the same consonants heard, enough of them to tell a name by, and the
    letters as near as the registry's floor ("gundalingiah"/"gundalingaiah", "pendhaarkar"/"pendharkar")."""
    if word == other or not (word.isalpha() and other.isalpha()) or min(len(word), len(other)) < SHORTEST:
        return word == other
    key = _heard(word)
    return len(key) >= HEARD_KEY and key == _heard(other) and fuzz.ratio(word, other) >= FLOOR


def variants(word: str, vocabulary: Iterable[str]) -> set[str]:
    """The word itself and the words of the vocabulary one edit or one transposition from it (same first letter,
    both long enough that the near miss is a spelling, not another name), or heard alike (heard_alike)."""
    out = {word}
    if len(word) < SHORTEST:
        return out
    for other in vocabulary:
        if len(other) < SHORTEST:
            continue
        if other[:1] == word[:1] and abs(len(other) - len(word)) <= 1 \
                and OSA.distance(word, other, score_cutoff=1) <= 1:
            out.add(other)
        elif abs(len(other) - len(word)) <= 3 and heard_alike(word, other):
            out.add(other)
    return out
