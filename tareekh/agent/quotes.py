"""A quote that opens a quotation mark closes it: "deepak: 'jhootha fasaya, … informant se" is cut at a ';' inside
what the accused said, and the rest of his words ("… us raat dhabe pe tha'") is the answer."""

from __future__ import annotations

import re

_OPEN = re.compile(r"(?:^|(?<=[\s(:\-]))['‘\"“](?=\w)")
_CLOSE = re.compile(r"(?<=[\w.!?,)])['’\"”](?=[\s.,;:)!?\-]|$)")
MAX_MORE = 240  # the most added to close a quotation


def _unclosed(part: str) -> bool:
    return len(_OPEN.findall(part)) > len(_CLOSE.findall(part))


def closed(record_text: str, quote: str) -> str:
    """`quote` (sentences of `record_text` joined by ' … ') with each part that opens a quotation carried on to
    where the record closes it (within MAX_MORE characters)."""
    parts = quote.split(" … ")
    out: list[str] = []
    for part in parts:
        if _unclosed(part):
            i = record_text.find(part)
            if i >= 0:
                rest = record_text[i + len(part): i + len(part) + MAX_MORE]
                m = _CLOSE.search(rest)
                if m:
                    part = part + rest[: m.end()]
        if out and _words(part) and _words(part) in _words(out[-1]):
            continue  # the closed quotation already holds this sentence
        out.append(part)
    return " … ".join(out)


def _words(text: str) -> str:
    return re.sub(r"\W+", " ", text).strip().lower()
