"""What a judge does at the start of a matter: "PJ madam maintenance case shuru hote hi kya karwati hain?", "what
does he do on the first date?". The notes of the first hearings of the judge's matters answer it, in order."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "at the start", "shuru hote hi", "on the first date", "pehli tareekh pe", "modati vaayida" (Telugu: first date)
_START = re.compile(r"\bshuru\b|\bat\s+the\s+(?:start|beginning|outset)\b|\bfirst\s+(?:date|hearing|day)\b|"
                    r"\bpehl[ie]\s+(?:date|tareekh|tarikh|peshi|sunwai)\b|\bmodati\b|\bmodalu\b|\bbeginning\b", re.I)
FIRST_DATES = 4  # the first hearings of a matter: notice, appearance, the first directions
MAX_QUOTED = 6


def asks_start(text: str) -> bool:
    return bool(_START.search(text))


def at_the_start(comp: Composing, cases: list[str], name: str) -> Draft | None:
    """The notes of the first hearings of each of the judge's matters, oldest first, each cited."""
    from tareekh.agent.draft import Draft

    if not asks_start(comp.q.text):
        return None
    chosen = []
    for cid in cases:
        recs = [r for r in comp.records([cid]) if r.kind == "hearing" and r.date and r.date <= comp.today
                and not r.is_order_sheet and r.case_ids and r.case_ids[0] == cid]
        days = sorted({r.date for r in recs if r.date})[:FIRST_DATES]
        for day in days:
            chosen.append(next(r for r in recs if r.date == day))
    if not chosen:
        return None
    chosen = sorted(chosen, key=lambda r: r.date or "")[:MAX_QUOTED]
    parts = [f"{human_date(r.date)}: {clean(r.text, 220)} [{comp.cite(r)}]" for r in chosen]
    first = f"At the start of your matters before {name}, your notes record: " + "; ".join(parts) + "."
    return Draft(first, [])
