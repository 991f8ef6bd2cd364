"""Costs retold: "Madam ne 1000 cost lagaya … Dec 25 me bhi yahi kiya tha 500 cost pe" — a later chat or note that
recalls an earlier order of costs by its day or month is no new order. Read as costs imposed on the chat's day, the
earlier Rs. 500 was counted twice in a matter's total.

An order of costs is retold when its sentence names a day or a month other than its record's own, and an earlier
order of the same sum falls in that month: the earlier order is the one, the retelling is left out of the count.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tareekh.events.text import iso_dates


def _months_named(text: str, anchor: str | None) -> set[str]:
    """The months (YYYY-MM and --MM) the text names by a date ("11.12.25", "Dec 25", "12 दिसंबर")."""
    out: set[str] = set()
    for _, _, iso in iso_dates(text, anchor):
        out.add(iso[:7])
        out.add("--" + iso[5:7])  # "Dec 25" is read as the 25th of the nearest December: the month is what it names
    return out


def without_retold(events: Sequence[Any]) -> list[Any]:
    """The orders of costs less those that retell an earlier order of the same sum by its month or day."""
    out = []
    for e in events:
        own = (e.record_date or "")[:7]
        named = _months_named(e.text or "", e.record_date) - {own, "--" + own[5:7]}
        retold = named and any(
            o is not e and o.amount == e.amount and (o.record_date or "") < (e.record_date or "")
            and ((o.record_date or "")[:7] in named or "--" + (o.record_date or "")[5:7] in named)
            and set(o.case_ids or []) & set(e.case_ids or [])
            for o in events)
        if not retold:
            out.append(e)
    return out


__all__ = ["without_retold"]
