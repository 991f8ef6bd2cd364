"""Work before a day that the last order left: what it directed (a sum to be released, a paper to be filed, by when)
and costs it imposed that are not recorded as paid. A matter listed next "for compliance" waits on exactly these,
and a lawyer preparing for that day checks each of them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.money import amounts, rupees
from tareekh.events.text import around, clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line
    from tareekh.events import EventBase

MAX_DIRECTED = 3


def last_order_day(comp: Composing, events: list[EventBase]) -> str | None:
    """The last day, up to today, that directed something or gave a next date."""
    return max((e.record_date for e in events if e.kind in ("direction", "next_date") and e.record_date
                and e.record_date <= comp.today), default=None)


def directed_at_last_hearing(comp: Composing, cid: str, events: list[EventBase]) -> tuple[list[str], list[Line]]:
    """What the last order directed, each with its time limit, and the costs it imposed or found unpaid (none recorded
    as paid since): the bits of a pending answer and their lines. The last order is the last day, up to today, that
    directed something or gave a next date (a later note of a payment is no order)."""
    last_hearing = last_order_day(comp, events)
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


def client_word_since(comp: Composing, cid: str, last_hearing: str | None) -> tuple[list[str], list[Line]]:
    """The client's word since the last order, from a note or chat of the matter (or filed under none) that names the
    client (the client's own message: "credited today, they have cut …, the costs not received"): what the order left
    undone, as the client reports it. A client of several matters names none of them alone."""
    from tareekh.agent.people import name_words

    card = comp.card(cid)
    client = getattr(card, "client", None) if card is not None else None
    if client is None or not last_hearing:
        return [], []
    try:
        shared = sum(1 for c in comp.registry.list_cases() if c.client_id == client.id)
    except Exception:  # noqa: BLE001 - no registry, no client's matters
        shared = 1
    words = [w for w in name_words(client.name) if len(w) >= 4]
    if shared != 1 or not words:
        return [], []
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\b", re.I)
    found = [r for r in comp.records(None) if (not r.case_ids or cid in r.case_ids) and not r.is_order_sheet
             and r.date and last_hearing < r.date[:10] <= comp.today and pattern.search(r.text)]
    if not found:
        return [], []
    # the message that reports sums (what came, what was cut, what did not come) before a later "ok, coming"
    rec = max(found, key=lambda r: (min(3, len(amounts(r.text))), r.date or ""))
    said = clean(rec.text, 300)
    return ([f"since the last order, {comp.who(rec)} of {human_date(rec.date)}: {said} [{comp.cite(rec)}]"],
            [comp.line(rec, rec.text, with_case=True)])
