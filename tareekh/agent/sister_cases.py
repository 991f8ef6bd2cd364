"""The same parties' other matters: a borrower's appeal and the bank's recovery application, a cross-suit, a cheque
case and the suit on the same debt are one dispute filed twice, each under its own number. A figure the lawyer asks of
the one ("<party> ki valuation kitni aayi") is often recorded in a note filed under the other; a sum asked of a matter
and written nowhere in its own records is looked for in theirs (agent/compose.py amount)."""

from __future__ import annotations

import re
from typing import Any


def _parties(case: Any) -> frozenset[str]:
    """The parties' names, each as the set of its words (longer than two letters, lower-cased)."""
    out = set()
    for p in getattr(case, "parties", None) or []:
        words = frozenset(w.lower() for w in re.findall(r"[^\W\d_]{3,}", getattr(p, "name", "") or ""))
        if words:
            out.add(words)
    return frozenset(out)  # type: ignore[arg-type]


def sister_cases(registry: Any, case_id: str) -> list[str]:
    """The other cases whose parties are the same parties as `case_id`'s (two or more of them), whatever their roles."""
    cases = list(registry.list_cases())
    own = next((c for c in cases if c.id == case_id), None)
    if own is None:
        return []
    mine = _parties(own)
    if len(mine) < 2:
        return []
    return [c.id for c in cases if c.id != case_id and _parties(c) == mine]


# a number and its year as any register writes them, a crime's or an FIR's too: "188/2027", "45 of 2024"
_NUMBER_YEAR = re.compile(r"(?<![\d/.-])(\d{1,6})\s*(?:/|-|\s+of\s+)\s*((?:19|20)\d{2})(?!\d)", re.I)


def _numbers(case: Any, own: bool) -> set[tuple[int, int]]:
    """The numbers (with their years) the case's registry entry writes: with its own number, or only the others
    (the crime, FIR or lower court's number its number or nature recites)."""
    number = getattr(case, "number", "") or ""
    text = " ".join(x for x in (number, getattr(case, "nature", None)) if x)
    out = {(int(n), int(y)) for n, y in _NUMBER_YEAR.findall(text)}
    first = _NUMBER_YEAR.search(number)
    return out if own or first is None else out - {(int(first.group(1)), int(first.group(2)))}


def same_dispute(registry: Any, case_id: str) -> list[str]:
    """The same parties' other cases that recite the same other number as this one — the crime or FIR case both
    bails are in, the suit an appeal is from: one dispute through two courts ("the bail below, rejected; the bail
    above, granted"), which a brief of the person's matter tells whole."""
    cases = list(registry.list_cases())
    own = next((c for c in cases if c.id == case_id), None)
    if own is None:
        return []
    shared = _numbers(own, own=False)
    if not shared:
        return []
    sisters = set(sister_cases(registry, case_id))
    return [c.id for c in cases if c.id in sisters and shared & _numbers(c, own=True)]


__all__ = ["same_dispute", "sister_cases"]
