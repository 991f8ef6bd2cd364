"""A bare question typed in court ("surveyor?") answered from the matters listed that day, before any paper.

A word or two typed with no case named is asked about the matters in front of the lawyer that day. A field a
paper of some other matter writes (an officer an investigation was entrusted to, in an unlisted matter's FIR)
answers the word, but not the question: when the notes of a listed matter hold the word, those notes answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.across import _bare_hits, bare_words

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft


def listed_bare(comp: Composing, fielded: Draft | None) -> Draft | None:
    """A paper's field answer (`fielded`) to a bare question, unless a matter listed today has the words in its
    notes: then the bare question's own reading (listed matters first) answers; None when nothing answers."""
    if fielded is None or not bare_words(comp):
        return fielded
    listed = comp._listed_on(comp.today)
    if not listed or not _bare_hits(comp, listed, bare_words(comp)):
        return fielded
    return comp.open() or fielded
