"""What the hearing that gave a bare next date was itself listed for.

A note, a junior's message or an order sheet often gives the next day alone ("reader ne date de di. ND 6.11",
"Stand over to 21st November"): the officer was on leave, the board was not reached, the matter was simply put off.
The day it gives is then for the work the hearing it was given at was listed for — that listing's purpose, set
by the hearing before ("ND 25/9 - PW2 <witness> (summons)"). Said as what it is, the purpose of the day the new
date was given at, with its own record cited: the lawyer reads what is still due, and nothing is guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from tareekh.agent.draft import Line
    from tareekh.events import EventBase


MAX_PURPOSE_WORDS = 8  # a listing's purpose is a few words ("PW2 <witness>", "orders on the stay petition")


def listed_before(comp, nexts: Sequence[EventBase], backing: EventBase, said: str) -> tuple[str, Line | None]:
    """(' 25 Sep 2029, the hearing that gave it, was listed for PW2 <witness> [n].', its line) — when the event
    `backing` gives a next date with no purpose of its own and an earlier record set the day `backing` was written
    on, with a purpose; ('', None) else, or when the answer `said` already holds that purpose."""
    from tareekh.agent.layout import human_date
    from tareekh.events.text import clean

    day = (backing.record_date or "")[:10]
    if not day or getattr(backing, "purpose", None):
        return "", None
    setting = [e for e in nexts if getattr(e, "date", None) == day and getattr(e, "purpose", None)
               and (e.record_date or "") < day and e.entry_id != backing.entry_id
               and len(str(e.purpose).split()) <= MAX_PURPOSE_WORDS]
    # (a chat's day said in passing, "cross agli tarikh 18 ko hogi, …", names no listing: a note or an order sets it)
    setting = [e for e in setting if (r := comp.record_of(e.entry_id)) is not None and r.kind != "chat_day"]
    if not setting:
        return "", None
    latest = max(e.record_date or "" for e in setting)
    e = min((e for e in setting if e.record_date == latest), key=lambda e: e.start)
    purpose = clean(str(e.purpose), 80).rstrip(" .;")
    if not purpose or purpose.lower() in said.lower():
        return "", None
    rec = comp.record_of(e.entry_id)
    if rec is None:
        return "", None
    line = comp.line(rec, rec.text[e.start:e.end], order=1)
    if f"On {human_date(day)}:" in said:  # the answer already tells that hearing ("On 25 Sep 2029: …")
        return f" That hearing was listed for {purpose} [{comp.cite(rec)}].", line
    return f" {human_date(day)}, the hearing that gave it, was listed for {purpose} [{comp.cite(rec)}].", line
