"""What a case is about, as its nickname says it: the words of the nickname that name no person."""

from __future__ import annotations

from typing import Any

from tareekh.agent.lexicon import stems
from tareekh.agent.question import CASE_HEADS


def subject_stems(comp: Any) -> set[str]:
    """The stems of the asked case's nickname that say what it is about, not whose it is ("gratuity" of "<client>'s
    gratuity writ"): a yes/no question with nothing else in it ("poori gratuity mil gayi?") asks about that."""
    out: set[str] = set()
    for cid in comp.scope()[:1]:
        card = comp.card(cid)
        if card is None:
            continue
        names = [p.name for p in getattr(card.case, "parties", []) or []]
        if card.client is not None:
            names.append(card.client.name)
        people = set().union(*(stems(n) for n in names)) if names else set()
        out |= {x for x in stems(card.case.short_name or "") if len(x) >= 4} - people
    return out - {stem for h in CASE_HEADS for stem in stems(h)}
