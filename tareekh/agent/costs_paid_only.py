"""Costs a side bore that the notes write only as paid ("costs of the last date, Rs. 500, paid by D1"): the day the
court laid them may be in no filed record (a diary page still in review, a date the lawyer did not attend), but the
payment says they were laid on that side all the same. A side's ways count them with the costs imposed, told by the
day they were paid, never as a second order of costs beside the one the notes do hold."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from tareekh.events.models import EventBase


def paid_only(events: Sequence[EventBase], imposed: Sequence[EventBase]) -> list[EventBase]:
    """The other side's costs paid (not an award of the suit's costs) whose order of the same sum in the same matter,
    on or before the payment, is not among `imposed`."""
    out = []
    for e in events:
        if getattr(e, "status", None) != "paid" or getattr(e, "award", False) or getattr(e, "on", None) != "other":
            continue
        amount = getattr(e, "amount", None)
        if any(i.case_id == e.case_id and getattr(i, "amount", None) == amount
               and (i.record_date or "") <= (e.record_date or "") for i in imposed):
            continue  # the order of these costs is told already; its payment is no second order
        out.append(e)
    return out
