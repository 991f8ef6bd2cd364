"""A bare question typed in court ("investigator?") answered from the matters listed that day, before any paper.

A word or two typed with no case named is asked about the matters in front of the lawyer that day. A field a
paper of some other matter writes (an officer an investigation was entrusted to, in an unlisted matter's FIR)
answers the word, but not the question: when the notes of a listed matter hold the word, those notes answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.across import _bare_hits, _listed_sentence, bare_words

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft


def listed_bare(comp: Composing) -> Draft | None:
    """The listed matters whose notes hold every word of a bare question, with their latest lines; None when the
    question is not bare, nothing is listed today, or no listed matter's notes hold the words."""
    from tareekh.agent.draft import Draft

    want = bare_words(comp)
    if not want:
        return None
    listed = comp._listed_on(comp.today)
    if not listed:
        return None
    hits = _bare_hits(comp, listed, want)
    if not hits:
        return None
    lines = [comp.line(r, text, with_case=True) for found in hits.values() for r, text in found[-2:]]
    return Draft(_listed_sentence(comp, want, hits), lines)
