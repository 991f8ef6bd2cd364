"""A yes or no asked of a quality ("was the enquiry fair?", "is the sale deed valid?", "did they prove the
signature?") that the matter's newest record on it denies ("held not fair and proper", "not proved", "illegal",
"invalid", "neither legal nor proper"): "No — <the record's words> [n]".

When the question's verb is a word of its own language ("fair-nu sonnaangala", "valid aahe ka", "sahi tha kya")
no answerer reads a verdict, and the answer used to hedge "Not clearly on record" over the very order that held the
opposite. The thing asked is one of the question's own words; the newest record of the asked matter that writes it
decides: a sentence that negates it (English "not"/"never"/"nor" before it, at most one auxiliary between, or its
negative prefix "un-", "in-", "im-", "il-", "ir-", "dis-", "non-" glued on) answers No in that record's words. A
newer record that writes the word plainly is the matter's latest word on it, and nothing is said.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

# English negation before the quality, with at most one auxiliary or adverb between ("not fair", "not been
# proved", "held not properly conducted" is read at "properly"), and the "neither … nor" pair
_NEGATION = r"(?:\bnot|\bnever|\bnor|\bneither|n't)\s+(?:(?:be|been|being|so|quite|at\s+all|found|held|shown|duly|" \
            r"properly|legally|validly)\s+)?"
# the English prefixes that turn a quality into its denial ("unfair", "invalid", "illegal", "improper",
# "irregular", "disproved", "non-est")
_PREFIXES = ("un", "in", "im", "il", "ir", "dis", "non-", "non")
LINE = 320  # the most letters of the record quoted
MIN_QUALITY = 4  # a word of fewer letters is no quality a record holds or denies ("is", "did")


def _denied(word: str, text: str) -> bool:
    w = re.escape(word)
    if re.search(rf"{_NEGATION}{w}\b", text, re.I):
        return True
    return any(re.search(rf"\b{p}{w}\b", text, re.I) for p in _PREFIXES)


def _written(word: str, text: str) -> bool:
    return _denied(word, text) or re.search(rf"\b{re.escape(word)}\b", text, re.I) is not None


def quality_denied(comp: Any, words: list[str]) -> str:
    """"No — <date>, <who>: <sentence> [n]." when the newest record of the asked matter that writes one of `words`
    (the question's own words for the thing) denies it; "" otherwise."""
    q = comp.q
    if q.kind != "yes_no" or not q.cases:
        return ""
    asked = [w for w in words if w.isascii() and w.isalpha() and len(w) >= MIN_QUALITY]
    if not asked:
        return ""
    today = q.today.isoformat() if q.today else None
    recs = [r for r in comp.records(q.cases) if r.date and (today is None or r.date[:10] <= today)]
    for word in asked:
        holding = [r for r in recs if _written(word, r.text)]
        if not holding:
            continue
        newest = max(holding, key=lambda r: r.date or "")
        said = [s.text for s in sentences(newest.text)]
        at = next((i for i, s in enumerate(said) if _denied(word, s)), None)
        if at is None:
            continue  # the newest record writes the quality plainly: its latest word on it is no denial
        line = said[at]
        if at + 1 < len(said) and len(line) + len(said[at + 1]) < LINE:
            line += " " + said[at + 1]  # what the holding leads to ("… permitted to prove the charge on merits")
        return f"No — {human_date(newest.date)}, {comp.who(newest)}: {clean(line, LINE)} [{comp.cite(newest)}]."
    return ""
