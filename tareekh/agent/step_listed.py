"""'<matter> order kab?', 'arguments eppo?', 'judgment yavaga?': the date of a step to come is the day the matter is
listed for it.

A question that asks "when" of a step of one matter (the order, the judgment, the arguments, the evidence), in any
language's word for "when" (read as "kab" by agent/tongues.py), asks the day to come that the matter is put to for
that step: its next date, when the next date's purpose is that step. A date written beside the step's word in some
record (a week plan's "19-24 Nov" over "Tue 27 - <matter> orders") is no answer to it: the listing is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.lexicon import overlap, stems

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing


def coming_purposes(comp: Composing, cid: str) -> list[str]:
    """What the matter's listings to come (on or after the day asked) are for, as the registry and the notes say it."""
    out: list[str] = []
    card = comp.card(cid)
    current = getattr(comp, "register_current", True)
    if card is not None and current and card.case.next_date and card.case.next_date >= comp.today and card.case.stage:
        out.append(card.case.stage)
    nexts = comp.ev.events(case_ids=[cid], kinds=["next_date"])
    latest = max((e.record_date or "" for e in nexts), default="")
    out += [e.purpose for e in nexts if (e.record_date or "") == latest and e.date and e.date >= comp.today
            and e.purpose]
    return out


def listed_for_step(comp: Composing, groups: list[set[str]]) -> bool:
    """Every word of the step asked (its groups) is a word of what the matter's next listing is for."""
    if not groups or len(comp.q.cases) != 1:
        return False
    return any(overlap(groups, stems(p), p) == len(groups) for p in coming_purposes(comp, comp.q.cases[0]))
