"""The days a matter sat before its court: what a count of its hearings counts.

A note typed on a day the case was not listed is no hearing, whatever kind the filing gave it: a bank's letter or a
lab's report typed out as a note, a to-do written between two dates, a client's call after the judgment. The court's
dates make a chain: each sitting fixes the next date. A hearing record's day counts unless the chain says the court
did not sit on it: the day lies between a sitting and the next date that sitting fixed (the case was not listed in
between), or after the order that disposed of the matter with no date fixed for it. A day the chain fixed counts
whatever record of the matter reports it: a junior's chat from court ("notice issue ho gaya"), the bail order filed
as a paper (a paper dated today reports no sitting yet: a cause list of today's board). Nothing dated before the
registry's filing day is a sitting of the matter (the decision appealed from, the notice before the suit). A chat day
that tells what the court did that day (a side's time sought, an order), on a day no chain of dates passes over, is a
sitting. A chat day whose message
gives a next date no earlier record gave is a hearing too (agent/hearing_count.py `reported_days`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.closest import in_period

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef


def hearing_days(comp: Composing, cases: list[str]) -> dict[str, RecordRef]:
    """The matter's hearing days up to today (and in the question's period), each with the record to cite: an order
    sheet first, else the first record of the day."""
    from tareekh.agent.ended_how import disposing_orders

    today = str(comp.today)
    opened = filed_on(comp, cases)
    recs = [r for r in comp.records(cases) if r.date and opened <= r.date <= today and in_period(r, comp.q)]
    fixed: set[str] = set()  # the days an earlier record fixed as a next date
    gave: dict[int, set[str]] = {}  # entry -> the next dates it gives
    # a record that tells what the court did that day (a side's time sought, an order, a witness heard, costs) says
    # the court sat, whatever date an earlier note had fixed (a listing advanced, a next date written wrong)
    acted: set[int] = set()
    for e in comp.ev.events(case_ids=cases, kinds=["next_date", "adjournment", "order", "witness", "costs"]):
        if getattr(e, "kind", "") != "next_date":
            if e.entry_id is not None:
                acted.add(e.entry_id)
            continue
        day, on = getattr(e, "date", None) or "", e.record_date or ""
        if day and on and day > on:
            fixed.add(day)
            if e.entry_id is not None:
                gave.setdefault(e.entry_id, set()).add(day)
    spans = [(r.date or "", nxt) for r in recs if r.kind in ("hearing", "chat_day")
             for nxt in gave.get(r.entry_id, ())]
    ended = min((o.record_date or "" for cid in cases for o in disposing_orders(comp, cid)), default="")

    def sat(r: RecordRef) -> bool:
        """The chain leaves the court sitting on a day it did not fix: no interval spans it, or the record fixes a
        date of its own there (the court sat and fixed it: an earlier date misread, or the matter advanced) or tells what
        the court did, and the matter is not over."""
        day = r.date or ""
        own = gave.get(r.entry_id, set())
        inside = any(start < day < end and not (own - {end}) for start, end in spans)
        return (not inside or r.entry_id in acted) and not (ended and day > ended)

    # today's day is a sitting only once a record of it tells what the court did or the date it fixed: the morning's
    # cause list or a to-do for the day's board reports a listing, not a hearing held
    today_held = any(r.entry_id in acted or gave.get(r.entry_id) for r in recs if r.date == today)
    days: dict[str, RecordRef] = {}
    for r in sorted(recs, key=lambda r: (r.date or "", not r.is_order_sheet, r.entry_id)):
        day = r.date or ""
        if day in days or day == today and not today_held:
            continue
        if day in fixed and (r.kind in ("hearing", "chat_day") or r.kind == "document" and day < today):
            days[day] = r  # a day the court had fixed, as any record of the matter reports it
        elif day not in fixed and r.kind == "hearing" and sat(r):
            days[day] = r
        elif day not in fixed and r.kind == "chat_day" and r.entry_id in acted and sat(r) \
                and not any(start < day < end for start, end in spans):
            days[day] = r  # a junior's chat from court telling what the court did that day: time sought, an order
    return days


def filed_on(comp: Composing, cases: list[str]) -> str:
    """The earliest day the registry says one of the matters was filed ("" when it does not say): no court sits on a
    matter before it is filed, so a record dated earlier (the lower court's decision under appeal, the legal notice,
    a receipt, a letter) is no hearing of it, whatever kind the filing gave it."""
    days = [str(getattr(getattr(comp.card(cid), "case", None), "filed_on", None) or "") for cid in cases]
    return min((d for d in days if re.fullmatch(r"\d{4}-\d{2}-\d{2}", d)), default="")


def own_forum_stems(comp: Composing, cases: list[str], text: str) -> set[str]:
    """Stems of the question's words that name the forum the matter is before ("HC me", "DRT me", "SDM ke yahan",
    "AC ke saamne", "madurai la" of a bench sitting there): every hearing of the matter is before it, so they frame
    the count and are no thing a hearing's record must state."""
    from tareekh.agent.forum_asked import _seat, court_initials, forum_words
    from tareekh.agent.lexicon import stems

    typed = re.findall(r"[^\W\d_]+", text)
    named = set(forum_words(comp, cases, typed))
    for cid in cases:
        court = getattr(getattr(comp.card(cid), "case", None), "court", None) or ""
        head = court.split(",")[0].split("(")[0]
        # its name's words, its initials ("Debts Recovery Tribunal" -> drt; two letters only as typed in capitals:
        # "Assistant Commissioner" -> AC), the place it sits at
        letters = "".join(w[0] for w in re.findall(r"[A-Za-z]+", head) if w.lower() not in ("of", "the", "and"))
        own = court_initials(court) | _seat(court) | {w.lower() for w in re.findall(r"[A-Za-z]{3,}", court)}
        named |= {w for w in typed if w.lower() in own or (w.isupper() and w.lower() == letters.lower())}
    return {s for w in named for s in stems(w)}
