"""What a next date is for, when the note's sentence before it says little.

A note closes a hearing with a short line before the date ("Stay extended. ND 7.10"): the stage the matter is at
was set a sentence or two above it ("Referred to mediation. Mediator to report."). A state of a few words is read
with the sentences before it in the same note, as far as a short quote goes — never the note's first line (its date
and court) and never another day's paragraph of an order sheet.
"""

from __future__ import annotations

import re

from tareekh.events.text import clean, sentences

SHORT = 40  # a state this short ("Stay extended.", "Time granted.") says where the matter stands only with more
MOST = 170


def fuller_state(text: str, start: int, state: str) -> str:
    """`state` (the sentence before the date at `start` of a lawyer's note) with the sentences before it, when it is
    short; unchanged otherwise."""
    if not state or len(state) >= SHORT:
        return state
    ss = sentences(text)
    at = text.find(state.rstrip(". "))
    i = next((k for k, s in enumerate(ss) if s.start <= at < s.end), None) if at >= 0 else None
    if i is None or at >= start:
        return state
    first_line_end = text.find("\n")
    j = i
    while j > 0 and ss[i].end - ss[j - 1].start <= MOST and (first_line_end < 0 or ss[j - 1].start > first_line_end):
        j -= 1
    if j == i:
        return state
    out = clean(" ".join(s.text.strip() for s in ss[j:i + 1]), MOST + 20)
    return out if out[-1] in ".।!?" else out + "."


# a chat message that announces a next date ("Next date 14 April", "ND 3/5", "agli tarikh 9 June", "peshi 4.2")
_ANNOUNCES = re.compile(r"\b(?:next|n\.?d\.?(?:o\.?h\.?)?|agl[aie]|tarikh|tareekh|peshi|tedi|tarik)\b[^\n]{0,30}\d", re.I)
_SENDER = re.compile(r"^\s*(?:\[?[\d/.,: ]+(?:[ap]m|AM|PM)?\]?\s*-?\s*)?([^:\n]{2,40}):")


def message_corrected(text: str, start: int) -> str:
    """In a chat day, the message just above the one at `start`, when the same sender wrote it and it announced a
    next date too: the message at `start` corrects that date ("sorry, next date is 21st, not 14th"), and the report
    above it says what the hearing did and what the day is for. "" otherwise."""
    line_start = text.rfind("\n", 0, start) + 1
    above = [ln for ln in text[:line_start].splitlines() if ln.strip()]
    if not above:
        return ""
    mine, theirs = _SENDER.match(text[line_start:]), _SENDER.match(above[-1])
    if mine is None or theirs is None or mine.group(1).strip() != theirs.group(1).strip():
        return ""
    if not _ANNOUNCES.search(above[-1]):
        return ""
    out = clean(above[-1].strip(), 320)
    return out if out[-1] in ".।!?" else out + "."


def hearing_body(text: str, start: int, most: int = 320) -> str:
    """The lines of a short note between its heading (its first line: date and court) and the line at `start`, as
    one quote: what the hearing did, when the date's purpose is a bare shorthand ("Peshi 16.7 - PE") that says
    what the day is for only beside it ("issues framed. Witness list in 15 days."). "" when the note is long or
    holds nothing above that line."""
    line_start = text.rfind("\n", 0, start) + 1
    lines = [ln.strip() for ln in text[:line_start].splitlines() if ln.strip()]
    if len(lines) < 2:
        return ""
    body = " ".join(lines[1:])
    if len(body) > most:
        return ""
    return body if body[-1] in ".।!?" else body + "."
