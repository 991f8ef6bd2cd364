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


__all__ = ["sister_cases"]
