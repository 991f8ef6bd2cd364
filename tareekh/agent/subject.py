"""What a case is about, as its nickname says it: the words of the nickname that name no person."""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.lexicon import stems
from tareekh.agent.question import CASE_HEADS


def subject_stems(comp: Any) -> set[str]:
    """The stems of the asked case's nickname that say what it is about, not whose it is ("gratuity" of "<client>'s
    gratuity writ"), when the question says that word apart from the case's name: "poori gratuity mil gayi?" asks
    about the gratuity, "<client> gratuity writ mein …" only names the case."""
    out: set[str] = set()
    for cid in comp.scope()[:1]:
        card = comp.card(cid)
        if card is None:
            continue
        names = [p.name for p in getattr(card.case, "parties", []) or []]
        if card.client is not None:
            names.append(card.client.name)
        people = set().union(*(stems(n) for n in names)) if names else set()
        subject = {x for x in stems(card.case.short_name or "") if len(x) >= 4} - people
        subject -= {s for h in CASE_HEADS for s in stems(h)}
        naming = stems(card.case.short_name or "") | people
        said = re.findall(r"[a-z0-9]+", comp.q.text.lower())
        for i, w in enumerate(said):
            if stems(w) & subject and not any(stems(n) & naming for n in said[max(0, i - 1): i] + said[i + 1: i + 2]):
                out |= stems(w) & subject
    return out
