"""What happened on the day a question names ("kal kya hua", "yesterday", "what happened on 5 Aug"), when no hearing
note of the matter is filed for that day.

The day's report is often no hearing note: a junior's or clerk's WhatsApp to the client ("your cross is over, next
date 30 Sept, the bank manager is summoned"), kept under no case because it names the matter only by the client's
name, or a chat or paper filed under the matter. Asked of that day, the answer is that record — never the last
hearing note months before it, which says nothing of the day asked. A note of the day that waits in the review
queue is said as such (it cannot be cited until the lawyer files it).
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.missed_day import note_quoted, unfiled_about
from tareekh.agent.since_work import lines_of_case, names_case

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line, RecordRef


def records_of_day(comp: Composing, cid: str, day: str) -> list[RecordRef]:
    """The records of day `day` (ISO) that speak of case `cid` and are not its hearing notes: its own chats and
    papers of that day, else the records of that day filed under no case that name it."""
    own = [r for r in comp.records([cid]) if r.date and r.date[:10] == day and r.kind != "hearing"]
    if own:
        return own
    return [r for r in comp.records(None) if not r.case_ids and r.date and r.date[:10] == day
            and not r.is_order_sheet and names_case(comp, cid, r.text)]


def _names_another(comp: Composing, cid: str, text: str) -> bool:
    try:
        others = [c.id for c in comp.registry.list_cases() if c.id != cid]
    except Exception:  # noqa: BLE001 - no registry: no other matter to tell apart
        return False
    return any(names_case(comp, o, text) for o in others)


def _relative(day: str, today: date) -> str:
    try:
        gap = (date.fromisoformat(day) - today).days
    except ValueError:
        return ""
    return {0: " (today)", -1: " (yesterday)", 1: " (tomorrow)"}.get(gap, "")


def day_told(comp: Composing, cid: str, day: str, label: str) -> tuple[str, list[Line]] | None:
    """The answer's first sentence and lines for what the records of `day` say of case `cid`, when no hearing note
    of that day is filed under it; None when no record of the day speaks of it."""
    when = f"{human_date(day)}{_relative(day, date.fromisoformat(comp.today[:10]))}"
    recs = records_of_day(comp, cid, day)
    if recs:
        said = []
        lines = []
        for r in recs[:2]:
            # a record of this matter alone (a chat with its client) is quoted whole: its lines that name the
            # matter may not be the ones that say what happened; a page of several matters, by this one's lines
            part = (lines_of_case(comp, cid, r) if _names_another(comp, cid, r.text) else None) or note_quoted(r.text)
            where = "" if r.case_ids else ", not filed under the matter"
            said.append(f"{comp.who(r)}{where}: \"{part}\" [{comp.cite(r)}]")
            lines.append(comp.line(r, part, order=len(lines)))
        return f"On {when} in {label}, no hearing note is filed; your records of that day say — " + \
            "; ".join(said) + ".", lines
    held = [h for h in unfiled_about(comp, cid, (date.fromisoformat(day) - timedelta(days=1)).isoformat())
            if h[1][:10] == day]
    if not held:
        return None
    _, _, text, src = held[0]
    return (f"On {when} in {label}, your note of that day is not yet filed under the matter (waiting in your review "
            f"queue{f', {src}' if src else ''}): \"{note_quoted(text)}\"."), []
