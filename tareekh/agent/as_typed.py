"""A name said back as the lawyer typed it. The question is read in a respelt form (a word written in the registry's
spelling, agent/heard.py); when that reading names a case nobody holds, the words said back are the typed ones, so
a correction never puts into the lawyer's mouth a name they did not write."""

from __future__ import annotations

import re

_WORD = re.compile(r"\S+")
_EDGE = ".,;:!?'\"()[]"


def _bare(word: str) -> str:
    return word.strip(_EDGE).lower()


def as_typed(name: str, read: str, typed: str | None) -> str:
    """`name` (words of `read`) in the words of `typed` at the same places; `name` itself when the two readings
    do not line up word for word."""
    if not name or not typed or read == typed:
        return name
    r_words = _WORD.findall(read)
    t_words = _WORD.findall(typed)
    if len(r_words) != len(t_words):
        return name
    n_words = [_bare(w) for w in _WORD.findall(name)]
    low = [_bare(w) for w in r_words]
    for i in range(len(r_words) - len(n_words) + 1):
        if n_words and n_words == low[i:i + len(n_words)]:
            return " ".join(t_words[i:i + len(n_words)]).strip(_EDGE)
    return name
