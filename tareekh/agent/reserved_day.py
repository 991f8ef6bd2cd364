"""The last day the court sat, told by a later note: "told him judgment reserved on 12.10, no date fixed".

After arguments close, the court reserves its judgment and does not sit on the matter again until it pronounces
it. A lawyer who writes nothing on the day it was reserved writes later, of a client's visit or call, that the
judgment "was reserved on 12.10". Filed under the matter, that note is its latest record; but no court sat that day.
Asked what happened last time, the last hearing is the day the judgment was reserved — the day the note names —
told from the note that names it.

A note counts as telling of an earlier day only when it names that day as the day the judgment (or orders) was
reserved, the day is before the note's own, and nothing read from the note puts the matter to a next date or
adjourns it (a court that sat on the note's day would have done one or the other).
"""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING

from tareekh.events.text import iso_dates

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

_RESERVED_ON = re.compile(
    r"\b(?:judgm?ents?|orders?|verdict|faisla|fai?sala)\s+(?:was\s+|were\s+|is\s+|has\s+been\s+|had\s+been\s+)?"
    r"reserved\s+(?:on|dated|dt\.?|since)\s+", re.IGNORECASE)
_SAT = ("next_date", "adjournment")


def reserved_day(comp: Composing, cid: str, on_day: list[RecordRef], last: str) -> str | None:
    """The earlier day the last day's note says the judgment was reserved on, when no court sat on the note's own
    day; None otherwise."""
    day_events = [e for e in comp.ev.events(case_ids=[cid]) if (e.record_date or "")[:10] == last[:10]]
    if any(e.kind in _SAT for e in day_events):
        return None
    for rec in on_day:
        text = rec.text or ""
        for m in _RESERVED_ON.finditer(text):
            day = _day_named(text[m.end():m.end() + 24], last[:10])
            if day and day < last[:10]:
                return day
    return None


_DAY_MONTH = re.compile(r"(\d{1,2})[./-](\d{1,2})(?:[./-](\d{4}|\d{2}))?(?![\d./-]*\d)")


def _day_named(text: str, before: str) -> str | None:
    """The day a text opens with ('12.10', '12/10/26', '12 Oct 2026'); a day without its year is the last such day
    up to `before`."""
    dates = [d for s, _, d in iso_dates(text, before) if s == 0]
    if dates:
        return dates[0]
    m = _DAY_MONTH.match(text)
    if m is None:
        return None
    dd, mm, yy = int(m.group(1)), int(m.group(2)), m.group(3)
    year = int(yy) + (2000 if yy and len(yy) == 2 else 0) if yy else int(before[:4])
    try:
        day = date(year, mm, dd).isoformat()
        if not yy and day > before:
            day = date(year - 1, mm, dd).isoformat()
    except ValueError:
        return None
    return day


def reserved_sentence(comp: Composing, cid: str, label: str, on_day: list[RecordRef], last: str,
                      nums: str) -> str | None:
    """'Last hearing in …: 12 Oct 2026 — judgment reserved (told in your note of 2 Nov 2026) [1].', or None."""
    from tareekh.agent.layout import human_date

    day = reserved_day(comp, cid, on_day, last)
    if day is None:
        return None
    return (f"Last hearing in {label}: {human_date(day)} — judgment reserved "
            f"(told in your note of {human_date(last)}) [{nums}].")
