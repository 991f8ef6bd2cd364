"""What a case is about, as its nickname says it: the words of the nickname that name no person."""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.lexicon import stems
from tareekh.agent.question import CASE_HEADS


# the kinds of case named by the relief they seek, which a court grants or refuses as a step of the matter ("<name>
# bail appeal": "bail mili?"; "<name> stay writ": "stay mila?"): said apart from the case's name, the step asked. (Not
# the kinds that name the proceeding itself, "appeal", "revision", "partition", "probate": said apart they are still
# the case.)
RELIEF_KINDS = ("bail", "stay", "injunction", "interim", "maintenance", "compromise", "settlement", "eviction", "refund",
                "compensation", "divorce", "custody", "gratuity", "arrears")


def subject_stems(comp: Any, *, reliefs: bool = False) -> set[str]:
    """The stems of the asked case's nickname that say what it is about, not whose it is ("gratuity" of "<client>'s
    gratuity writ"), when the question says that word apart from the case's name: "poori gratuity mil gayi?" asks
    about the gratuity, "<client> gratuity writ mein …" only names the case. `reliefs`: a relief the case is named by
    ("bail", "stay") is such a word too, though it heads cases."""
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
        subject -= {s for h in CASE_HEADS for s in stems(h)} - (
            {s for k in RELIEF_KINDS for s in stems(k)} if reliefs else set())
        naming = stems(card.case.short_name or "") | people
        said = re.findall(r"[a-z0-9]+", comp.q.text.lower())
        for i, w in enumerate(said):
            if stems(w) & subject and not any(stems(n) & naming for n in said[max(0, i - 1): i] + said[i + 1: i + 2]):
                out |= stems(w) & subject
    return out
