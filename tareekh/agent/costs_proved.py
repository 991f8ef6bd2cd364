"""Costs the notes record only as paid: a payment of costs proves an order of costs, so counting the orders of costs
counts it too.

A lawyer's diary often writes the order of costs in the hearing's own language or shorthand (which the rules may not
read) and, a date later, "costs 500 paid - recd". Counting only the orders the rules read answers "none: your notes
record no order of costs" beside the very lines that say costs were paid. A payment whose amount no order of costs
read in the same matter, on or before it, carries is such an order, dated by the payment (said so: "paid on").
"""

from __future__ import annotations

from typing import Any


def orders_of_costs(events: list[Any]) -> list[Any]:
    """The orders of costs among `events` (costs events), and each payment of costs no order read accounts for."""
    imposed = [e for e in events if e.status == "imposed" and not e.award]
    out = list(imposed)
    for e in events:
        if e.status != "paid" or e.award:
            continue
        ordered = [o for o in imposed if o.case_id == e.case_id and (o.record_date or "") <= (e.record_date or "")
                   and (not e.amount or not o.amount or o.amount == e.amount)]
        if ordered:
            continue  # the order it pays is counted already
        out.append(e)
    return sorted(out, key=lambda x: (x.record_date or "", x.entry_id or 0))


def paid_only(e: Any) -> bool:
    """A costs event counted from its payment alone."""
    return getattr(e, "status", None) == "paid"
