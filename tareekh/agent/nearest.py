"""The nearest the notes come, before an answer says "no record": the record of the matter that holds the question's
weightiest word (the one the fewest records of the practice write) and another of its words, quoted as such.

A question half understood (its kind misread, its verb another language's) finds no line holding every word, and a
bare "no record" then denies what a note does say. But a record that holds only the question's common words (the
court, an order) is no nearer than none: the rarest word the notes write is what the question is about. And a word of
the question's English that no record of the practice writes ("inspection") is a thing the notes do not hold at all:
plainly no record.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import overlap, stem, stems
from tareekh.agent.plain_words import is_english
from tareekh.agent.terms import _weights, topic_said

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft


def nearest_bearing(comp: Composing, cases: list[str] | None, groups: list[set[str]]) -> Draft | None:
    """topic_said's record for one matter, when what it quotes holds the question's weightiest word; else None."""
    if not cases or len(cases) != 1 or len(groups) < 2:
        return None
    weights = _weights(comp, groups)
    if not any(w > 0 for w in weights):
        return None
    typed = [w for w in re.findall(r"[a-z]+", (comp.q.text or "").lower()) if len(w) >= 3]
    for g, w in zip(groups, weights):
        if w == 0 and any(stem(t) in g and is_english(t) for t in typed):
            return None  # a word of the question's English no record writes: the thing asked is not there at all
    top = groups[max(range(len(groups)), key=lambda i: weights[i])]
    near = topic_said(comp, cases, groups)
    if near is None or not overlap([top], stems(near.first), near.first):
        return None
    return near


def nearest_said(comp: Composing, draft: Draft, held: tuple[list[str], list[set[str]]] | None) -> Draft | None:
    """The yes / no's plain "No record … nothing in them says so" with the nearest record quoted after it, when no
    plain reading of the question found a line to show instead (`held`: the cases and word groups it looked for)."""
    from tareekh.agent.draft import Draft

    if held is None or comp.q.kind != "yes_no" or not draft.first.endswith("nothing in them says so."):
        return None
    cases, groups = held
    near = nearest_bearing(comp, cases, groups)
    if near is None:
        return None
    head = draft.first[: -len(" in your notes: nothing in them says so.")] if " in your notes: " in draft.first else \
        draft.first.split(":")[0]
    return Draft(f"{head} says so in those words; the nearest your notes come, {near.first}.", near.lines)
