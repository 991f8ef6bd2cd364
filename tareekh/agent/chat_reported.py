"""A hearing told in a chat: the chat of the day the matter was fixed for, which reports what happened.

A lawyer's clerk or junior often reports the day's hearing to the client, or to the lawyer, in WhatsApp ("report
filed … other side took time again … next date 21 September"), and no diary note of that day is written. The chat
is then the only record of the hearing: asked what happened last time, the answer is that day, from the chat — not
the hearing before it, with "the date fixed then has passed, your notes hold no record of it".

A chat counts as the day's report when it is dated on a day an earlier record of the matter fixed for its hearing,
and something was read out of it (a next date, time sought, costs, an order …) or it names a later day: a chat of
that morning that only asks when to come reports nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef


def hearings_in_chats(comp: Composing, cid: str, held: set[str]) -> list[RecordRef]:
    """The matter's chat days, up to today, that report the hearing of a day fixed for it before (days in `held`,
    the days its hearing records already hold, are left to those records)."""
    events = comp.ev.events(case_ids=[cid])
    fixed = {e.date for e in events if e.kind == "next_date" and getattr(e, "date", None)
             and (e.record_date or "")[:10] < e.date}
    told = {e.entry_id for e in events if e.entry_id is not None}
    chats = [r for r in comp.records([cid]) if r.kind == "chat_day" and r.date and r.date[:10] <= comp.today
             and r.date[:10] not in held]
    found = [r for r in chats if r.date[:10] in fixed and (r.entry_id in told or _puts_off(r))]
    return found + [r for r in _after_lost_days(comp, cid, chats, fixed, events) if r not in found]


def _after_lost_days(comp: Composing, cid: str, chats: list[RecordRef], fixed: set[str], events: list
                     ) -> list[RecordRef]:
    """The chat that first follows a day fixed for the matter which passed with no record of it, when the chat puts
    the matter off to a later day ("aaj … purava hota, pan X gairhajar … ND 10/04"): the hearing of the fixed day
    was moved unrecorded, and the chat reports the hearing the matter had after it — the latest on record, not the
    one before the lost day."""
    if not chats:
        return []
    days = sorted((r.date or "")[:10] for r in comp.records([cid])
                  if r.kind in ("hearing", "chat_day") and r.date)
    puts_off = {e.entry_id for e in events if e.kind == "next_date" and getattr(e, "date", None)
                and (e.record_date or "")[:10] < e.date}
    out: list[RecordRef] = []
    for day in sorted(d for d in fixed if d < comp.today):
        if day in days:
            continue  # the fixed day has its record
        after = [d for d in days if d > day]
        if not after:
            continue
        first = [r for r in chats if (r.date or "")[:10] == after[0]]
        out += [r for r in first if (r.entry_id in puts_off or _puts_off(r)) and r not in out]
    return out


def _puts_off(rec: RecordRef) -> bool:
    """The chat names a later day (the one the matter was put to: "13/05 ko phir", "marubadi 13/05"), though no
    event was read out of it: a report of the day's hearing, where a morning's "when should I come" names none."""
    from tareekh.events.text import iso_dates

    day = (rec.date or "")[:10]
    return any(iso > day for _, _, iso in iso_dates(rec.text, day))



def note_before(recs: list[RecordRef], on_day: list[RecordRef]) -> list[RecordRef]:
    """A hearing told only in chats: the hearing record before it (the lawyer's own note or the order sheet of the
    hearing the chat's day was fixed at), shown beside the chat's brief report; [] when a note holds the day."""
    if not on_day or any(r.kind != "chat_day" for r in on_day):
        return []
    day = (on_day[0].date or "")[:10]
    before = [r for r in recs if r.kind == "hearing" and r.date and r.date[:10] < day]
    if not before:
        return []
    prior = max(r.date or "" for r in before)
    return [r for r in before if r.date == prior][:1]
