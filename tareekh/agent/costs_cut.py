"""The sum of an order of costs whose line was cut at its currency sign ("… subject to costs of Rs." / "3,000/- to the
petitioner"): a reading of sentences that stops at the sign's dot leaves the costs with no amount, and the figure
is the first thing written after it in the same record. One day's costs of one matter, written once with the sum (a
note or a chat) and once without (the order, cut), are one order.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.events.money import amounts

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing
    from tareekh.events.models import EventBase

# a line cut before its figure ends with the currency sign or with the words that lead to it: "… costs of Rs." /
# "3,000/-", "… subject to payment of costs of" / "Rs. 3,000/-" (a hard-wrapped order), and the scripts' signs
_CUT_BEFORE_SUM = re.compile(r"(?:\b(?:rs|inr|rupees)\.?|₹|रु\.?|रू\.?|\bcosts?\s+of|\bcosts?|\bhu?rja(?:na)?|\bamount\s+of)\s*[.:]?\s*$",
                             re.I)
_ROOM = 8  # the figure starts within a few characters after the cut (a dot, a line break, "Rs.")


def amount_of(comp: Composing, e: EventBase) -> float | None:
    """The costs' own sum, or the figure written right after a line cut before it."""
    got = getattr(e, "amount", None)
    if got:
        return got
    rec = comp.record_of(getattr(e, "entry_id", None))
    if rec is None or getattr(e, "end", None) is None or not _CUT_BEFORE_SUM.search(e.text or ""):
        return None
    window = rec.text[e.end:e.end + 48]
    found = amounts(window)
    return found[0].value if found and found[0].start <= _ROOM else None


def one_per_order(events: list[EventBase], amount) -> list[EventBase]:
    """One matter's costs, one per day and sum: a day's costs without a sum drop when the same day has one."""
    keep: dict[tuple[str, float | None], EventBase] = {}
    for e in events:
        keep.setdefault(((e.record_date or "")[:10], amount(e)), e)
    dated = {d for d, a in keep if a}
    return [e for (d, a), e in keep.items() if a or d not in dated]
