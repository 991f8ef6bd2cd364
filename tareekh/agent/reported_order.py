"""A yes or no read from a report of a court's decision — a chat ("HC ne order tumchya baju ne dila"), a diary's
line — said with the court's own order of that day, when the matter's records hold it.

The lawyer asked whether a thing came of the matter ("dukan parat milala ka HC madhe?"); the line holding the
question's words was the junior's or the client's message of the day of the judgment, and the judgment itself — what
it quashed, what it remitted, by when — was left out, though the event reader read it as the order's outcome. The
order of the same day, of the same matter, that decides it (a disposal, an application allowed or refused) is quoted
after the yes or no: its first sentence of the outcome and the sentences that follow it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.outcomes import DISPOSING
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

_DECIDING = DISPOSING | {"rejected"}
_FOLLOWING = 2  # the order's sentences after its outcome: what it sends back, to whom, by when
MAX_CHARS = 360


def order_that_day(comp: Composing, rec: RecordRef, first: str) -> str:
    """" The court's order that day, <day>: <its outcome and what follows> [n]." for a `rec` that is no court record,
    when another record of its matter and day holds a deciding order; '' otherwise (or when `first` quotes it)."""
    if rec.is_order_sheet or not rec.date:
        return ""
    orders = [e for e in comp.ev.events(case_ids=rec.case_ids or None, kinds=["order"])
              if e.record_date == rec.date and e.entry_id != rec.entry_id and e.outcome in _DECIDING]
    if not orders:
        return ""
    e = min(orders, key=lambda o: (o.entry_id, o.start))
    src = comp.record_of(e.entry_id)
    if src is None or not src.text:
        return ""
    told = sentences(src.text)
    at = next((i for i, s in enumerate(told) if s.start <= e.start < s.end), None)
    if at is None:
        return ""
    said = clean(" ".join(s.text for s in told[at:at + 1 + _FOLLOWING]), MAX_CHARS)
    if said[:60] in first:
        return ""
    return f" The court's order that day, {human_date(rec.date)}: {said} [{comp.cite(src)}]."
