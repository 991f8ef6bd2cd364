"""A bare question about a matter listed today ("<party> DW", "<party> reply?"): the day's listing said first.

A word or two typed in court beside a matter's name asks about that matter as it stands today: the lines of its
notes that hold the word are the answer's body, but when the matter is listed today (or tomorrow) the lawyer first
needs that listing — the day, and what the matter is listed for — which no line holding the word may say.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.lexicon import words

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

BARE_WORDS = 3  # at most this many words typed, a matter's name among them


def listed_today_first(comp: Composing, draft: Draft | None) -> Draft | None:
    """`draft` with its one matter's listing today or tomorrow said before it ("Next date in X: 21 Mar 2028 (today),
    for DE [n]."), when the question is a bare word or two beside the matter's name; else `draft` as it was."""
    q = comp.q
    if draft is None or len(q.cases) != 1 or q.on or q.since or q.until:
        return draft
    if not 1 < len(words(q.text)) <= BARE_WORDS:
        return draft
    cid = q.cases[0]
    nxt, more = comp._next_for(cid, name=False)
    if not ("(today)" in nxt or "(tomorrow)" in nxt) or nxt.split(" [")[0] in draft.first:
        return draft
    draft.first = f"{nxt.strip()} {draft.first}"
    draft.lines = [*more, *draft.lines]
    return draft
