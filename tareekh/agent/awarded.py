"""What an order awarded: "order mein kitna mila?" is answered with the sums the order's own operative lines give (the
amount to be paid or refunded, the interest, compensation, costs), from the latest record of the matter that states
them, rather than with the lines that merely mention the order."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a question about what an order, award or decree gave
_ORDER_ASKED = re.compile(r"\b(?:order|orders|award|decree|faisla|faisle|judgment|judgement|nirnay)\b", re.I)
# a sum as orders write it: digit groups, "Rs. 5000", or a rate
_SUM = re.compile(r"\d{1,3}(?:,\d{2,3})+|\bRs\.?\s*\d+|\b\d+(?:\.\d+)?\s*%")
# what an order grants with a sum
_GRANT = re.compile(r"\b(?:refund\w*|compensation|costs?|interest|damages|award\w*|pay|paid|payable|maintenance|"
                    r"decree\w*|recover\w*|hurja|harja)\b", re.I)
# a record that states a decision (a payment note beside no order is no award)
_DECIDED = re.compile(r"\b(?:order|ordered|allowed|decreed|awarded|directed)\b", re.I)
# a sentence ends at a full stop before a capital or a figure; "Rs." and "No." are not ends
_SENTENCE = re.compile(r"(?<!\bRs)(?<!\bNo)(?<!\bSec)\.\s+(?=[A-Z0-9(])")


def _awards(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        for part in _SENTENCE.split(line):
            if _SUM.search(part) and _GRANT.search(part):
                out.append(clean(part.strip(), 240))
    return out


def awarded(comp: Composing) -> Draft | None:
    """The sums the matter's latest order awards, quoted from the record that states them; None unless the question
    asks how much an order gave in one matter and a record states such sums."""
    from tareekh.agent.draft import Draft

    q = comp.q
    scope = comp.scope()
    if len(scope) != 1 or not _ORDER_ASKED.search(q.text):
        return None
    found = [(rec, said) for rec in comp.records(scope) if _DECIDED.search(rec.text) and (said := _awards(rec.text))]
    if not found:
        return None
    latest = max(rec.date or "" for rec, _ in found)
    same_day = [(rec, said) for rec, said in found if (rec.date or "") == latest]
    parts = [f"{human_date(rec.date)}, {comp.who(rec)}: {' … '.join(said)} [{comp.cite(rec)}]" for rec, said in same_day]
    return Draft("What the order gave — " + "; ".join(parts))
