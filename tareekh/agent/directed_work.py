"""Work before a day that the last order left: what it directed (a sum to be released, a paper to be filed, by when)
and costs it imposed that are not recorded as paid. A matter listed next "for compliance" waits on exactly these,
and a lawyer preparing for that day checks each of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.money import rupees
from tareekh.events.text import around, clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line
    from tareekh.events import EventBase

MAX_DIRECTED = 3


def directed_at_last_hearing(comp: Composing, cid: str, events: list[EventBase]) -> tuple[list[str], list[Line]]:
    """What the last order directed, each with its time limit, and the costs it imposed or found unpaid (none recorded
    as paid since): the bits of a pending answer and their lines. The last order is the last day, up to today, that
    directed something or gave a next date (a later note of a payment is no order)."""
    last_hearing = max((e.record_date for e in events if e.kind in ("direction", "next_date") and e.record_date
                        and e.record_date <= comp.today), default=None)
    if not last_hearing:
        return [], []
    paid_later = any(e.kind == "costs" and getattr(e, "status", "") == "paid" and (e.record_date or "") > last_hearing
                     for e in events)
    bits: list[str] = []
    lines: list[Line] = []
    seen: set[str] = set()
    day = [(e, rec) for e in events if (e.record_date or "") == last_hearing and (rec := comp.record_of(e.entry_id)) is not None]
    # the order sheet's words first: a note of the same day restates its directions in short
    day.sort(key=lambda x: 0 if x[1].is_order_sheet else 1)
    for e, rec in day:
        if e.kind == "direction":
            act = clean(getattr(e, "act", "") or e.text, 160)
            who = getattr(e, "who", None)
            by = getattr(e, "by", None)
            due = getattr(e, "due", None)
            when = f" (by {human_date(due)})" if due else (f" ({clean(by, 40)})" if by else "")
            bit = f"directed{f' ({clean(who, 40)})' if who else ''}: {act}{when}"
        elif e.kind == "costs" and getattr(e, "status", "") in ("imposed", "unpaid") and getattr(e, "amount", None) \
                and not getattr(e, "award", False) and not paid_later:
            bit = f"costs of {rupees(e.amount)} to be paid"
        else:
            continue
        key = f"direction {e.due}" if e.kind == "direction" and getattr(e, "due", None) else bit.lower()
        if key in seen:
            continue
        seen.add(key)
        bits.append(f"{bit} [{comp.cite(rec)}]")
        lines.append(comp.line(rec, around(rec.text, e.start, e.end, 0), with_case=True))
        if len(bits) >= MAX_DIRECTED:
            break
    return bits, lines
