"""Two yes/no questions typed as one message ("counter vesinda? mana reply file ayyinda?"): each answered."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import words
from tareekh.agent.when_after import asked_before_when

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft


def questions(text: str) -> list[str]:
    """The questions a message holds, each ending at its '?' (only when there are two or more of some words)."""
    if asked_before_when(text) is not None:
        return []  # "… allow aaytha? yaava date order?": one yes or no, its day asked apart (agent/when_after.py)
    parts = [p.strip() for p in re.split(r"\?+", text) if len(words(p)) >= 2]
    return parts if len(parts) >= 2 and text.count("?") >= 2 else []


def each_yes_no(comp: Composing) -> Draft | None:
    """Every yes/no of the message answered in turn, within the same anchors; None unless all are answered."""
    from tareekh.agent.draft import Draft

    parts = questions(comp.q.text)
    if comp.q.kind != "yes_no" or not parts:
        return None
    whole = comp.q
    drafts = []
    try:
        for part in parts:
            comp.q = replace(whole, text=part + "?")
            draft = comp.yes_no()
            if draft is None:
                return None
            drafts.append(draft)
    finally:
        comp.q = whole
    return Draft(" ".join(d.first for d in drafts), [ln for d in drafts for ln in d.lines])


def _yes_no_head(text: str) -> str | None:
    """The first clause of a message, when it asks yes or no and another thing of another kind follows it ("rafiq
    writ allowed hoise? state kiman cost dibo", "was the IA allowed? how much costs were imposed?"); None else."""
    from tareekh.agent.question import _kind

    head, sep, rest = text.partition("?")
    if not sep or len(words(head)) < 2 or not words(rest):
        return None
    if _kind(head + "?", False, False, False) != "yes_no" or _kind(rest, False, False, False) == "yes_no":
        return None
    return head.strip() + "?"


def yes_before_the_rest(comp: Composing, draft: Draft | None) -> Draft | None:
    """A yes or no asked first and a thing of another kind after it: the yes or no answered first, then the rest as
    composed for the whole message; None unless the yes or no finds its line."""
    from tareekh.agent.draft import Draft

    head = _yes_no_head(comp.q.text)
    if draft is None or comp.q.kind == "yes_no" or head is None:
        return None
    whole = comp.q
    try:
        comp.q = replace(whole, text=head, kind="yes_no")
        yes = comp.yes_no()
    finally:
        comp.q = whole
    if yes is None or not yes.lines or yes.first.startswith(("No record", "Not on record")):
        return None
    return Draft(yes.first + " " + draft.first, yes.lines + draft.lines, draft.closest, draft.gathered)
