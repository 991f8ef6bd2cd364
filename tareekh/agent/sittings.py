"""How many times a witness was cross-examined: the sittings of the cross, not the number of witnesses.

A sitting is a day whose record says the witness was cross-examined ("PW1 cross by …", "cross-examined in part");
a line that only puts the cross off to a date ("For cross-examination of PW1, call on …") is no sitting, but a
further cross still to come is said after the count.
"""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING

from tareekh.agent.docket import relative_day, unwrapped
from tareekh.agent.layout import human_date
from tareekh.events.text import sentences
from tareekh.memory.dates import find_dates

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

_CROSS = re.compile(r"\bcross\b|\bcross[\s-]*exam\w*|\bx[\s.-]*exam\w*|\bxxn\b", re.I)
_PUT_OFF = re.compile(r"^\s*for\b|\b(?:call(?:ed)?\s+on|list(?:ed)?\s+(?:on|for)|adj(?:d|ourned)?\.?\s+(?:to|for)|"
                      r"posted\s+(?:to|for)|next\s+date)\b", re.I)
_IN_PART = re.compile(r"\bin\s+part\b|\bpart[\s-]*heard\b|\bcontinued\b|\bincomplete\b", re.I)
_FURTHER = re.compile(r"\bfurther\s+(?:cross|x[\s.-]*exam)", re.I)


def cross_sittings(comp: Composing) -> Draft | None:
    """'How many times was PW1 cross-examined?': the days of the cross, then the further cross still listed."""
    from tareekh.agent.draft import Draft, count_phrase

    q = comp.q
    if q.kind != "count" or not q.witness or not _CROSS.search(q.text) or not q.cases:
        return None
    m = re.match(r"([A-Za-z]+)\W*(\d+)$", q.witness)
    if m is None:
        return None
    witness = re.compile(rf"\b{m.group(1)}[\s.\-]*{m.group(2)}\b", re.I)
    cid = q.cases[0]
    days: dict[str, list[tuple[RecordRef, str]]] = {}
    further: tuple[str, RecordRef, str] | None = None
    recs = [r for r in comp.records([cid]) if r.date and r.date <= comp.today]
    for rec in recs:
        for s in sentences(unwrapped(rec.text)):
            t = s.text.strip()
            if witness.search(t) and _CROSS.search(t) and not _PUT_OFF.search(t):
                days.setdefault(rec.date or "", []).append((rec, t))
    for rec in recs:
        for s in sentences(unwrapped(rec.text)):
            t = s.text.strip()
            # a day's note may be filed as several records: the further cross of a sitting's day is the witness's
            if not _FURTHER.search(t) or not (rec.date in days or witness.search(t)):
                continue
            ahead = [d.start for d in find_dates(t, date.fromisoformat(comp.today))
                     if d.start.isoformat() > (rec.date or "")]
            if ahead:
                iso = max(ahead).isoformat()
                if further is None or iso >= further[0]:
                    further = (iso, rec, t)
    if not days:
        return None
    who = f"{m.group(1).upper()}-{m.group(2)}"
    parts = []
    for day in sorted(days):
        found = days[day]
        part = " (in part)" if any(_IN_PART.search(t) for _, t in found) else ""
        nums = sorted({comp.cite(r) for r, _ in found})
        parts.append(f"{human_date(day)}{part} [{', '.join(str(n) for n in nums)}]")
    n = len(days)
    first = (f"{who} was cross-examined {count_phrase(n).lower()} in {comp.label(cid)}, on "
             + (", ".join(parts[:-1]) + " and " + parts[-1] if n > 1 else parts[0]) + ".")
    lines = [comp.line(r, t) for found in days.values() for r, t in found]
    if further is not None:
        iso, rec, t = further
        when = human_date(iso) + relative_day(iso, comp.today)
        verb = "is listed" if iso >= comp.today else "was listed"
        first += f" Further cross {verb} on {when} [{comp.cite(rec)}]."
        lines.append(comp.line(rec, t))
    return Draft(first, lines)
