"""'Harja laga tha kya?', 'were costs imposed on them?', 'cost pottaangala?' — costs asked yes or no with no word of
paying: the orders of costs the matter's events hold answer it, each by the day the court put them, and a later
payment of them after it.

The yes/no reader looks for a line holding the question's own words; the order of costs is often written in another
script or words ("500 रुपये हर्जाना लगाकर अंतिम अवसर") while the payment, later, is in the words asked ("cost 500
jama"), so the payment's day was given for the order's. The costs events are read at ingest in every script
(events/costs_words.py): the order's own record and day come first, the payment follows as the later step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.pay_asked import PAY_ASKED
from tareekh.events.money import rupees

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

def costs_imposed(comp: Composing, cases: list[str] | None) -> Draft | None:
    """Yes — the costs the matter's events hold as ordered, each with its day, and their payment after it."""
    from tareekh.agent.draft import Draft

    q = comp.q
    # (a word of paying, depositing or getting: the payment is asked, answered elsewhere, compose.py)
    if "costs" not in q.hints or not cases or PAY_ASKED.search(q.text):
        return None
    events = comp.ev.events(case_ids=cases, kinds=["costs"])
    imposed = [e for e in events if e.status == "imposed" and not getattr(e, "award", False)]
    if not imposed:
        return None
    told = []
    for e in imposed[:3]:
        amount = f"costs of {rupees(e.amount)}" if e.amount else "costs"
        told.append(f"{amount} imposed on {human_date(e.record_date)}{comp.cites([e])}")
    first = "Yes — " + "; ".join(told) + ("" if len(imposed) <= 3 else f" (and {len(imposed) - 3} more)")
    last = imposed[-1]
    paid = [e for e in events if e.status == "paid" and (e.record_date or "") >= (imposed[0].record_date or "")
            and (e.amount is None or last.amount is None or any(e.amount == i.amount for i in imposed))]
    unpaid = [e for e in events if e.status == "unpaid" and (e.record_date or "") >= (last.record_date or "")]
    if paid:
        first += f"; paid on {human_date(paid[0].record_date)}{comp.cites(paid[:1])}"
    elif unpaid:
        first += f"; still unpaid on {human_date(unpaid[-1].record_date)}{comp.cites(unpaid[-1:])}"
    lines = [ln for e in imposed[:3] + paid[:1] + unpaid[-1:] if (ln := comp.event_line(e))]
    return Draft(first + ".", lines)
