"""The day a matter was last heard, and the notes written between it and the next date it set.

A note filed as a hearing on a day the matter was not listed — a correction of the last hearing's note the day
after, a thought written while preparing ("don't argue 'no reply' on the next date") — sets no next date of its own.
It is work for the coming date, not the last hearing: the last hearing is the latest hearing record that set a next
date, and the hearing records after it that set none and fall before that next date are notes since.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Sequence

from tareekh.memory.dates import find_dates

if TYPE_CHECKING:
    from tareekh.agent.draft import RecordRef
    from tareekh.events import EventBase


# a date typed with its year: "15.12.2026", "15/12/26", "15 dec 2026", "dec 15, 26"
_WITH_YEAR = re.compile(r"\d{4}|\d{1,2}\s*[./-]\s*\d{1,2}\s*[./-]\s*\d{2}\b|[a-z]\.?,?\s*'?\d{2}\s*$|\d\s*,\s*'?\d{2}\s*$",
                        re.I)


def heard_last(recs: Sequence[RecordRef], events: Sequence[EventBase], last: str | None,
               today: str) -> tuple[str | None, list[RecordRef]]:
    """(the day the matter was last heard, the hearing records after it that are notes written since)."""
    if not last:
        return last, []
    set_next: dict[str, str] = {}
    for e in events:
        if e.kind == "next_date" and e.record_date and getattr(e, "date", None):
            set_next[e.record_date] = max(set_next.get(e.record_date, ""), e.date)
    if last in set_next:
        return last, []
    earlier = [d for d in set_next if d < last]
    if not earlier:
        return last, []
    held = max(earlier)
    coming = set_next[held]
    if last >= coming:
        return last, []  # heard on (or after) the day that hearing set: a hearing, though its note sets no date
    between = [r for r in recs if r.kind == "hearing" and r.date and held < r.date <= today and r.date < coming]
    if any(r.date in set_next for r in between):
        return last, []
    return held, sorted(between, key=lambda r: r.date or "")


def coming_day_asked(comp) -> bool:
    """A question that names a matter and a day typed without its year, in words the rules do not read as any
    kind ("<matter> 15 dec <words of a language the rules do not know>"), asks what is due for that day when the
    day, taken as the coming one, falls on or before the matter's next date: what the matter needs before its next
    hearing, not what happened a year ago. Sets the question to work pending until that day; True when it did."""
    q = comp.q
    # (a question whose words read as a pattern across matters, though it names one matter and a day it must be
    # ready before: "<matter> ১৭ তারিখের আগে কী করতে হবে")
    if not (q.kind == "open" or q.kind == "pattern" and q.until is not None) or len(q.cases) != 1 \
            or q.since is not None or (q.on is None) == (q.until is None):
        return False
    typed = [s.text for s in find_dates(q.text, q.today) if not re.fullmatch(r"\s*\d{1,4}\s*", s.text)]
    if any(_WITH_YEAR.search(t) for t in typed):
        return False  # a day written with its year is the day asked, whichever side of today
    asked = q.on or q.until
    day = asked
    if day < q.today:
        try:
            day = day.replace(year=day.year + 1)
        except ValueError:
            return False
    if day < q.today:
        return False
    cid = q.cases[0]
    card = comp.card(cid)
    listed = getattr(getattr(card, "case", None), "next_date", None) if card is not None else None
    nexts = [str(listed)[:10]] if listed else []
    nexts += [e.date for e in comp.ev.events(case_ids=[cid], kinds=["next_date"]) if getattr(e, "date", None)]
    coming = [n for n in nexts if n >= q.today.isoformat()]
    if not coming or day.isoformat() > max(coming):
        return False
    if asked < q.today and any(r.date == asked.isoformat() for r in comp.records([cid])):
        return False  # the matter was heard on that day a year back: what happened then may be asked
    q.kind, q.until, q.on = "pending", day, None
    return True


def hearing_before_move(comp, nexts: Sequence[EventBase], moved_by: RecordRef, lines: list) -> str:
    """' On 12 May 2026: <what that hearing's note says before its date> [n]' when a record gives the next date
    before the day the hearing before it had set (a correction, a note from the board: "ND is 27.06, not 20.06"):
    that hearing says what the day is for. Empty when there is none or it says nothing."""
    from tareekh.agent.draft import state_before as _state_before
    from tareekh.agent.layout import human_date

    day = moved_by.date or ""
    earlier = [e for e in nexts if e.entry_id != moved_by.entry_id and (e.record_date or "") < day
               and getattr(e, "date", None) and e.date > day]
    if not earlier:
        return ""
    last = max(e.record_date or "" for e in earlier)
    if any(last < (e.record_date or "") < day for e in nexts):
        return ""
    for e in sorted((e for e in earlier if e.record_date == last), key=lambda e: e.start):
        rec = comp.record_of(e.entry_id)
        if rec is None:
            continue
        state = (not rec.is_order_sheet and (_line_above(rec.text, e.start) or _last_line(rec.text, e.start))) \
            or _state_before(rec.text, e.start)
        if not state:
            continue
        lines.append(comp.line(rec, f"{state} {rec.text[e.start:e.end]}"))
        return f" On {human_date(rec.date)}: {state.rstrip(' .;')} [{comp.cite(rec)}]."
    return ""


def _last_line(text: str, start: int) -> str:
    """The line just above the line at `start` ("… surveyor absent.\nND 20/6/26"), when short enough to be the
    hearing's close; "" when the date is on the note's first line."""
    from tareekh.events.text import clean

    head = text[:start].rsplit("\n", 1)
    above = [ln.strip() for ln in head[0].splitlines() if ln.strip()] if len(head) == 2 else []
    return clean(above[-1], 220) if above and len(above[-1]) <= 260 else ""


def _line_above(text: str, start: int) -> str:
    """The non-empty line just above the line at `start` of a note, when short enough to be one hearing's close."""
    above = [ln.strip() for ln in text[:start].rsplit("\n", 1)[0].splitlines() if ln.strip()] if "\n" in text[:start] else []
    if not above or len(above[-1]) > 220 or len(above) < 2:
        return ""  # nothing above, or only the note's heading (its date and court)
    line = above[-1]
    return line if line[-1] in ".।!?" else line + "."
