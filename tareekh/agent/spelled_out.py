"""An abbreviation typed in capitals ("DE", "PE", "WS") that the matched line writes short, while the same record
spells it out elsewhere ("defence evidence denge - DW1 …"): the spelled-out sentence is what says what of it, so it
is quoted beside the line. The initials of consecutive words make the spelling, in any language typed in Latin
letters; no list of abbreviations."""
from __future__ import annotations

import re

from tareekh.events.text import sentences

_CAPS = re.compile(r"(?<![\w.])([A-Z]{2,4})(?![\w.])")


def abbreviations(question: str) -> list[str]:
    """The abbreviations the question types in capitals."""
    return list(dict.fromkeys(_CAPS.findall(question)))


def _spells(sentence: str, abbr: str) -> bool:
    return bool(spelt_at(sentence, abbr.lower()))


def with_spelled_out(record_text: str, quote: str, abbrs: list[str]) -> str:
    """`quote` with the record's first sentence that spells out an abbreviation asked, when the quote lacks it."""
    add = []
    for abbr in abbrs:
        if _spells(quote, abbr):
            continue
        s = next((s.text for s in sentences(record_text) if _spells(s.text, abbr)), None)
        if s and s not in quote and s not in add:
            add.append(s)
    return " … ".join([quote, *add]) if add else quote


# a short form typed without capitals is one with no vowel ("fd", "pf", "dv", "rd"): a word of any language typed in
# Latin letters has one
_NO_VOWEL = re.compile(r"(?<![\w.])([b-df-hj-np-tv-xz]{2,4})(?![\w.])", re.I)
_LETTERS = re.compile(r"[^\W\d_]{3,}")


def shorts_asked(question: str) -> list[str]:
    """The short forms a question types (lower case): in capitals ("FD", "DV"), or without a vowel ("fd", "pf")."""
    return list(dict.fromkeys([a.lower() for a in abbreviations(question)]
                              + [m.lower() for m in _NO_VOWEL.findall(question)]))


def spelt_at(text: str, short: str) -> list[tuple[int, int]]:
    """Where `text` writes `short` out: the start of each run of consecutive words whose initials spell it ("fixed
    deposit" for "fd", "provident fund" for "pf"), as (start, end) of the run, in any language typed in Latin
    letters; no list of short forms."""
    ws = list(_LETTERS.finditer(text))
    n = len(short)
    return [(ws[i].start(), ws[i + n - 1].end()) for i in range(len(ws) - n + 1)
            if "".join(w.group()[0].lower() for w in ws[i:i + n]) == short]


def shorts_spelt(text: str, shorts: list[str]) -> set[str]:
    """The short forms asked that `text` writes out in full (a line holding "fixed deposit" holds the "FD" asked)."""
    return {s for s in shorts if spelt_at(text, s)}
