"""The hearing of a day fixed for a matter, told in a record not filed under it.

A junior's message reports two matters of one day ("<client> absent, cost Rs 1,000 … | <other> case also that
day"), and the filing puts the day's chat under one of them, or leaves it in review. Asked what happened last time in
the matter, the day is not missing: its part of that record, the lines naming the matter by a word only its own names
hold, says what happened — cited with where it is filed, or quoted as waiting in review.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.missed_day import _day_before, _words, note_quoted, own_words, unfiled_about

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

MOST = 300  # characters of the record's part quoted


def told_elsewhere(comp: Composing, cid: str, day: str) -> tuple[RecordRef, str] | None:
    """(the record, its lines on matter `cid`) of a hearing note or chat day of `day` itself (a later one is another
    day's), filed under other matters only, that names `cid` by a word of its own names; None when there is none."""
    try:
        ids = [c.id for c in comp.registry.list_cases()]
    except Exception:  # noqa: BLE001 - no registry, no names
        return None
    own = own_words(comp, cid, [c for c in ids if c != cid])
    if not own:
        return None
    # (an order sheet is the court's record of its own matter: a party it names is no report of another's hearing)
    recs = [r for r in comp.records(None) if r.kind in ("hearing", "chat_day") and r.case_ids and not r.is_order_sheet
            and cid not in r.case_ids and r.date and r.date[:10] == day <= comp.today]
    for rec in sorted(recs, key=lambda r: (r.date, r.entry_id)):
        part = [ln.strip() for ln in rec.text.splitlines() if own & _words(ln)]
        if part:
            text = " | ".join(part)
            return rec, text if len(text) <= MOST else text[:MOST].rsplit(" ", 1)[0] + " …"
    return None


def waiting_of_day(comp: Composing, cid: str, day: str) -> str:
    """' The hearing of <day> is in your note of <day>, not yet filed …: "<its part on the matter>".' for a note of
    `day` in the review queue that names matter `cid` (its part on it) — or ''. A note in review is quoted, not
    cited: the lawyer files it to make it a record."""
    from tareekh.agent.layout import human_date

    # a note of that day itself: a later one is another day's hearing, not the one fixed
    found = sorted((r for r in unfiled_about(comp, cid, _day_before(day)) if r[1][:10] == day), key=lambda r: r[0])
    if not found:
        return ""
    _, _, text, src = found[0]
    return (f" The hearing of {human_date(day)} is in your note of that day, not yet filed under the matter "
            f"(it waits in review{f', {src}' if src else ''}): \"{note_quoted(text)}\".")
