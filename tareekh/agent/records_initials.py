"""A short form a lawyer types in capitals ("TI", "AI", "PI") read as the words the asked matter's own records write
with those initials ("temporary injunction"), never from a fixed list.

A practice's short forms are its own: one diary's "TI" is a temporary injunction, another's "PI" a permanent one or
a police inspector. The court's short forms of every practice (AB, NBW, SQL) are agent/court_short_forms.py's; any
other run of two to four capitals that no table, no registry word and no case number reads, and that the records
of the matter the question names never write themselves, is looked up in those records: the run of consecutive words (each a content word of four letters or
more) whose initials spell it. The one such phrase the records write most often is written beside the letters, so
the question asks for what the records say; letters that spell no phrase, or two phrases as often, stay as typed.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable

# two to four capitals typed as a word: not glued to a letter, a digit or a slash, and no number after them ("OS 88")
_TYPED = re.compile(r"(?<![\w./])([A-Z]{2,4})(?![\w/])(?!\.?\s*(?:no\.?\s*)?\d)")
_WORD = re.compile(r"[A-Za-z]+")
_SHORTEST = 4  # a phrase's every word at least this long: no "to issue", "the item" spells a short form
# the English function words of four letters or more a run of initials must not take in
_FUNCTION = frozenset("""
that this with from have been were will would shall should could into upon also then than them they their there
these those what when where which while about after before under over such only other same your yours ours some
""".split())


def _spelling(letters: str, texts: Iterable[str]) -> str | None:
    """The one phrase the texts write most often whose words' initials are `letters`, else None."""
    n = len(letters)
    found: Counter[str] = Counter()
    for text in texts:
        words = _WORD.findall(text)
        for i in range(len(words) - n + 1):
            run = words[i:i + n]
            if all(len(w) >= _SHORTEST and w[0].upper() == c and not w.isupper() and w.lower() not in _FUNCTION
                   for w, c in zip(run, letters)):
                found[" ".join(w.lower() for w in run)] += 1
    ranked = found.most_common(2)
    if not ranked or (len(ranked) == 2 and ranked[0][1] == ranked[1][1]):
        return None
    return ranked[0][0]


def types_capitals(text: str) -> bool:
    """The question types a run of capitals that may be a short form: only then are the matter's records read."""
    return bool(_TYPED.search(text))


def spelt_by_records(text: str, texts: list[str], read: Callable[[str], bool]) -> str | None:
    """`text` with each run of capitals that `read` does not read (a court short form, a word of the registry) written
    out beside it as the phrase the records write with those initials; None when no run is."""
    changed = False
    words = _WORD.findall(text)
    if sum(w.isupper() and len(w) > 1 for w in words) * 2 > len(words):
        return None  # a question typed in capitals throughout: its capitals are its words, no short forms

    def one(m: re.Match[str]) -> str:
        nonlocal changed
        letters = m.group(1)
        if read(letters) or any(re.search(rf"(?<![\w.]){letters}(?![\w])", t) for t in texts):
            return m.group(0)  # read already, or the records write the letters themselves: found as typed
        phrase = _spelling(letters, texts)
        if phrase is None:
            return m.group(0)
        changed = True
        return f"{m.group(0)} {phrase}"

    out = _TYPED.sub(one, text)
    return out if changed else None
