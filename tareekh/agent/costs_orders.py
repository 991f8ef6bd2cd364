"""The orders of costs a matter's records show, including those known only from their payment.

A note often records costs only when they are paid ("costs 500 paid by their clerk, received"): the day the court
put them is not written down. A payment of costs is evidence of an order of costs, so a count of the orders, their
total, or the matters in which costs were put on a side, takes such a payment for its order — unless an order of the
same case and amount is already on record on or before it (then the payment is that order's, not another one).
Costs said to be still unpaid are matched the same way, but never use an order up: one order is often reported
unpaid on several days.
"""

from __future__ import annotations

from datetime import date
from typing import Any


def _same_amount(a: float | None, b: float | None) -> bool:
    return a is None or b is None or abs(a - b) < 0.5


def _days(a: str | None, b: str | None) -> int:
    try:
        return (date.fromisoformat((a or "")[:10]) - date.fromisoformat((b or "")[:10])).days
    except ValueError:
        return 9999


def costs_ordered(events: list[Any]) -> list[Any]:
    """Of costs events, those that stand for an order of costs: every order ("imposed", not the final award's
    costs), and each payment or default of costs whose order the records do not hold. Oldest first."""
    evs = sorted((e for e in events if getattr(e, "kind", "") == "costs" and not getattr(e, "award", False)),
                 key=lambda e: ((e.record_date or "")[:10], 0 if e.status == "imposed" else 1, e.entry_id or 0))
    orders: list[Any] = []
    used: set[int] = set()
    paid: list[Any] = []
    for e in evs:
        if _recounted(e, orders):
            continue
        if e.status == "imposed":
            orders.append(e)
            continue
        day = (e.record_date or "")[:10]
        if e.status == "paid":
            # the note and the chat of one payment are one payment
            if any(p.case_id == e.case_id and _same_amount(p.amount, e.amount) and abs(_days(p.record_date, day)) <= 3
                   for p in paid):
                continue
            paid.append(e)
        match = next((i for i, o in enumerate(orders)
                      if o.case_id == e.case_id and (o.record_date or "")[:10] <= day
                      and _same_amount(o.amount, e.amount) and (e.status != "paid" or i not in used)), None)
        if match is None:
            if e.amount is None:
                continue  # "costs paid" with no figure and no order: nothing to count
            orders.append(e)  # the payment (or the default) is the only trace of its order
            match = len(orders) - 1
        if e.status == "paid":
            used.add(match)
    return sorted(orders, key=lambda e: ((e.record_date or "")[:10], e.entry_id or 0))


def _recounted(e: Any, orders: list[Any]) -> bool:
    """A note that recounts costs of earlier days ("costs so far: Rs 300 (5.12.25), Rs 500 (21.3.26)") dates them
    itself: when it dates two or more to days before its own, each an order already on record within a few days,
    and one of them is its own amount, it is those orders told again, not a new one. (One earlier day named — "Rs
    500 again, as on 21.3" — may be a new order likening itself to the old: it is counted.)"""
    from tareekh.events.text import iso_dates

    day = (e.record_date or "")[:10]
    mine = [o for o in orders if o.case_id == e.case_id]
    earlier = {iso for _s, _e, iso in iso_dates(getattr(e, "text", "") or "", day) if iso < day}
    held = [iso for iso in earlier if any(abs(_days(o.record_date, iso)) <= 3 for o in mine)]
    return len(held) >= 2 and len(held) == len(earlier) and any(
        abs(_days(o.record_date, iso)) <= 3 and _same_amount(o.amount, e.amount) for iso in held for o in mine)


def known_by_payment(e: Any) -> bool:
    """An order of costs the records hold only as its payment (or default)."""
    return getattr(e, "status", "imposed") != "imposed"


__all__ = ["costs_ordered", "known_by_payment"]
