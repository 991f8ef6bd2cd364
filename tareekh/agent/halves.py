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
