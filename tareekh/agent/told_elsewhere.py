"""The hearing of a day fixed for a matter, told in a record filed under another matter.

A junior's message reports two matters of one day ("<client> absent, cost Rs 1,000 … | <other> case also that
day"), and the filing puts the day's chat under one of them. Asked what happened last time in the other, the day is
not missing: its part of that record, the lines naming the matter by a word only its own names hold, says what
happened — cited, with where it is filed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.missed_day import _words, own_words

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

MOST = 300  # characters of the record's part quoted


def told_elsewhere(comp: Composing, cid: str, day: str) -> tuple[RecordRef, str] | None:
    """(the record, its lines on matter `cid`) of the earliest hearing note or chat day from `day` up to today,
    filed under other matters only, that names `cid` by a word of its own names; None when there is none."""
    try:
        ids = [c.id for c in comp.registry.list_cases()]
    except Exception:  # noqa: BLE001 - no registry, no names
        return None
    own = own_words(comp, cid, [c for c in ids if c != cid])
    if not own:
        return None
    recs = [r for r in comp.records(None) if r.kind in ("hearing", "chat_day") and r.case_ids
            and cid not in r.case_ids and r.date and day <= r.date[:10] <= comp.today]
    for rec in sorted(recs, key=lambda r: (r.date, r.entry_id)):
        part = [ln.strip() for ln in rec.text.splitlines() if own & _words(ln)]
        if part:
            text = " | ".join(part)
            return rec, text if len(text) <= MOST else text[:MOST].rsplit(" ", 1)[0] + " …"
    return None
