"""Latin letters without their accents: "Agnès", "Conceição", "Muñoz", a name written in IAST ("Śrīnivāsa") are
typed by a lawyer in plain letters, and the registry's accented spelling, read as its letters' pieces ("agn", "s"),
named no one. The marks an Indic script writes its vowels and nukta with are its letters, and stay. A leaf: the
question's words (agent/question_words.py) and the notes' (agent/lexicon.py) are folded alike."""

from __future__ import annotations

import re
import unicodedata

# a Latin letter with an accent, precomposed (Latin-1, Latin Extended, Latin Extended Additional) or a combining mark
_ACCENTED = re.compile(r"[\u00c0-\u024f\u1e00-\u1eff\u0300-\u036f]")


def plain_latin(text: str) -> str:
    """The text with each Latin letter's accents dropped; every other letter as it was."""
    if text.isascii() or not _ACCENTED.search(text):
        return text
    out: list[str] = []
    latin = False
    for ch in unicodedata.normalize("NFD", text):
        if unicodedata.combining(ch):
            if latin:
                continue  # an accent on a Latin letter
        else:
            latin = ch.isascii() and ch.isalpha()
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))
