"""The date the last recorded hearing fixed, passed with no record of it: said, so "last hearing" is not taken for
the latest that happened.

Asked what happened last time, the answer names the latest hearing the notes hold. When that hearing put the matter
off to a day now past, and no record of the matter is dated on or after that day, the hearing of that day happened
(or was moved) without a record filed under the matter: its note may wait for the lawyer in review, or was never
written. Saying so is the honest answer; the notes' last hearing is still told, as the latest on record.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.chat_reported import hearings_in_chats
from tareekh.agent.held_chain import chained_hearing
from tareekh.agent.layout import human_date
from tareekh.agent.told_elsewhere import told_elsewhere, waiting_of_day

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing


def date_unrecorded(comp: Composing, cid: str, last: str) -> str:
    """' The date fixed then, 2 Nov 2026, has passed; your notes hold no record of it in this matter.' — or ''."""
    fixed = [e.date for e in comp.ev.events(case_ids=[cid], kinds=["next_date"])
             if (e.record_date or "")[:10] == last and getattr(e, "date", None) and last < e.date < comp.today]
    if not fixed:
        return ""
    day = max(fixed)
    later = [r for r in comp.records([cid]) if r.kind == "hearing" and r.date and day <= r.date[:10] <= comp.today]
    later += [r for r in hearings_in_chats(comp, cid, set()) if day <= (r.date or "")[:10]]  # told in a chat
    if later:
        return ""
    elsewhere = told_elsewhere(comp, cid, day)
    if elsewhere is not None:
        rec, part = elsewhere
        return (f" The hearing of {human_date(day)} is told in a record filed under {comp.label(rec.case_ids[0])}"
                f" — {human_date(rec.date)}, {comp.who(rec)}: \"{part}\" [{comp.cite(rec)}].")
    # the notes of that day on, not filed under the matter, each on the day the one before fixed (held_chain.py)
    waiting = chained_hearing(comp, cid, day) or waiting_of_day(comp, cid, day)
    if waiting:
        return waiting
    return (f" The date fixed then, {human_date(day)}, has passed; your notes hold no record of that hearing in this "
            "matter (a note of it may be waiting for you in review).")
