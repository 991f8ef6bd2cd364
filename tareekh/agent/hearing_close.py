"""What a next date is for, when the note's sentence before it says little.

A note closes a hearing with a short line before the date ("Stay extended. ND 7.10"): the stage the matter is at
was set a sentence or two above it ("Referred to mediation. Mediator to report."). A state of a few words is read
with the sentences before it in the same note, as far as a short quote goes — never the note's first line (its date
and court) and never another day's paragraph of an order sheet.
"""

from __future__ import annotations

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
