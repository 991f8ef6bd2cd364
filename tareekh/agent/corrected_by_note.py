"""A next date given by a note that corrects the diary ("CORRECTION - <matter>: ND is 19.08.2026", "galti se likha
tha - agli tareekh 21.08.2026 hai"), filed under the case after the hearing that set the date: the day it gives is
the next date, even when it does not write the wrong day it replaces (agent/corrected.py reads those that do).
What makes a note a correction is read below the agent and ingest alike (events/corrections.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.events.corrections import is_correction
from tareekh.events.text import iso_dates, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef


def corrected_by_note(comp: Composing, cid: str, target: str, since: str) -> tuple[str, RecordRef, str] | None:
    """(the date, the correction note, its sentence) when a correction note of case `cid` written from `since` on
    (up to today; on its day too, when its own date was read as the next) gives one later day after its own, other
    than `target`; None otherwise."""
    found: tuple[str, RecordRef, str] | None = None
    for rec in comp.records([cid]):
        day = (rec.date or "")[:10]
        if not day or not (since <= day <= comp.today) or cid not in rec.case_ids or not is_correction(rec.text):
            continue
        later = [(iso, s.text) for s in sentences(rec.text) for _, _, iso in iso_dates(s.text, rec.date) if iso > day]
        days = {iso for iso, _ in later}
        if len(days) != 1 or target in days:
            continue  # two days named, or the one already read: nothing to say which is right
        iso, text = later[-1]
        if found is None or day > (found[1].date or "")[:10]:
            found = (iso, rec, text)
    return found
