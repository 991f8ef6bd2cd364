"""Which cases an answer is about (the 'About …' line above it): the cases it answers from, not every case a word
of the question could name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

NO_SUCH_CASE = "No such case"


def about_cases(text: str, case_ids: Sequence[str], cited: Sequence[str | None]) -> list[str]:
    """An answer that says there is no such case is about none; an answer that cites records of some of the
    question's cases is about those."""
    if text.lstrip().startswith(NO_SUCH_CASE):
        return []
    ids = list(case_ids)
    if len(ids) > 1:
        own = [c for c in ids if c in set(cited)]
        if own:
            return own
    return ids


def settled_cases(ctx: Any, q: Any, composer: Any) -> None:
    """The cases the answer is about are the ones the composer settled on when it narrowed the question's (one of
    several named alike) or found the one a description fits where the question named none ("the tea stall
    dava"): the context's cases are set to those, so the answer's 'About …' line names them."""
    if q is None or not q.cases or q.unknown_case or q.all_cases:
        return
    known = set(ctx.case_ids)
    if known and not set(q.cases) < known:
        return
    cards = [composer.card(c) for c in q.cases]
    if all(cards):
        ctx.cards = cards
