"""The case search's match by words: what a lawyer types in a search box ('o s 146', 'hma no 87', 'cri case 22')
against a case's number, names, parties, court and aliases, whatever the dots and slashes of either side."""

from __future__ import annotations

import re
from functools import lru_cache

from tareekh.registry.sounds import in_indian_script, spelt_keys, unvoiced

# Separators of words in numbers and names; a script's own letters and vowel signs are kept whole (not `\W`, which
# splits a Devanagari or Gujarati word at its vowel signs).
_SPLIT = re.compile(r"[\s.,;:/\\()\[\]{}<>\-–—_'\"`&+#|!?*@]+")


def _words(text: str) -> list[str]:
    return [w for w in _SPLIT.split((text or "").casefold()) if w]


def _glued(words: list[str]) -> list[str]:
    """Runs of single letters written apart joined into the short form they spell: 'o s' and 'o.s.' -> 'os',
    'h m a' -> 'hma' (a number's type written with dots or spaces)."""
    out: list[str] = []
    run = ""
    for w in [*words, ""]:
        if len(w) == 1 and w.isalpha():
            run += w
            continue
        if run:
            out.append(run)
        run = ""
        if w:
            out.append(w)
    return out


def searched_words(text: str) -> list[str]:
    """The words of what was typed in the search box, single letters written apart joined."""
    return _glued(_words(text))


def _spelt(text: str) -> set[str]:
    """The short forms typed letter by letter ('h a', 'c.m.a.'): whole, never the start of a longer word."""
    words = _words(text)
    return {w for w in _glued(words) if len(w) > 1 and w not in words}


def case_words(texts: list[str]) -> set[str]:
    """Every word a case's texts are searched by: as written, single letters joined, a year's short form."""
    out: set[str] = set()
    for text in texts:
        words = _words(text)
        out.update(words)
        out.update(_glued(words))
        out.update(w[2:] for w in words if len(w) == 4 and w.isdigit() and w[:2] in ("19", "20"))
    return out


@lru_cache(maxsize=64)
def _read(query: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """The query's words and its short forms typed letter by letter, read once for the whole registry's cases."""
    return tuple(searched_words(query)), frozenset(_spelt(query))


HEARD_PREFIX_MIN = 3  # letters of a typed word's spelt key before it may be the start of a longer name


@lru_cache(maxsize=4096)
def _heard_keys(word: str) -> frozenset[str]:
    """A word's spelt keys (registry/sounds.py), as written and blind to voicing (Tamil writes one letter for both)."""
    if not (in_indian_script(word) or word.isalpha()):
        return frozenset()
    keys = set(spelt_keys(word))
    if not in_indian_script(word):
        # Roman "ai" and "au" are a script's one vowel (ऐ, औ) or its two (आई, आउ): the spelt key reads the one,
        # the word written in a script may be the other
        two = word.lower().replace("ai", "i").replace("au", "u")  # (the "a" is no letter of a spelt key)
        keys |= set(spelt_keys(two)) if two != word.lower() else set()
    return frozenset(k for k in keys | {unvoiced(k) for k in keys} if len(k) >= 2)


def _heard(typed: str, word: str) -> bool:
    """A word typed in one script is a case word written in another as the ear hears it ("निरुपम", "নিরুপম" and
    "Nirupam"; "nirupam" and "निरुपम"): their spelt keys meet, or the typed one begins the other's (still being typed)."""
    if in_indian_script(typed) == in_indian_script(word):
        return False
    mine, theirs = _heard_keys(typed), _heard_keys(word)
    return bool(mine & theirs) or any(len(k) >= HEARD_PREFIX_MIN and t.startswith(k) for k in mine for t in theirs)


def _found(typed: str, spelt: frozenset[str], words: set[str]) -> bool:
    if typed in spelt:
        return typed in words
    return any(w.startswith(typed) or _heard(typed, w) for w in words)


def matches_words(query: str, words: set[str]) -> bool:
    """Every word typed begins a word of the case (so 'cri' finds 'Criminal' and '118' finds '1180'), or is that
    word written in another script; a short form typed letter by letter is one of its words ('h a no' is no
    'Harbour road'). A query of one word is left to the plain search, unless the case's word may be in another
    script than the one typed (the plain search reads letters, not sounds)."""
    typed, spelt = _read(query)
    if not typed:
        return False
    if len(typed) == 1:
        return any(_heard(typed[0], w) for w in words)
    return all(_found(t, spelt, words) for t in typed)


__all__ = ["case_words", "matches_words", "searched_words"]
