"""Times counted with costs: "how many times did they pay costs and take time", "koto bar cost diye time niyeche",
"kitni baar harja dekar date li". Costs named inside the clause that asks the count are a condition of what is
counted: only the days whose costs the records write are counted. Costs asked in a clause of their own ("… and how
much in costs, in all?") are a second question; every time counts then."""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.tally import count_clause
from tareekh.agent.tongues import RECEIVED_ASKED
from tareekh.events.costs_words import COSTS
from tareekh.events.money import rupees

# how many or how much, as the languages ask it (pivoted to Hindi's "kitna" / "kitne" / "kitni", or typed as the
# reader holds them), and "total", "in all", "kul", "mot": each opens an asking of its own; the first opens the count
_ASKING = re.compile(r"\bhow\s+(?:many|much|often)\b|\bkitn[aei]\b|\bkinn[aei]\b|\benni\b|\bentha\b|\beshtu\b|\bestu\b|"
                     r"\bethanai\b|\bevvalavu\b|\bevlo\b|\bethra\b|\bkiti\b|\bketl[aiou]\b|\bkoto\b|\bkiman\b|\bkete\b|"
                     r"\btotal\b|\bin\s+all\b|\bkul\b|\bmot\b|\baltogether\b|कितन[ीेा]|কত|કેટલ\S*|ਕਿੰਨ\S*|எத்தனை|"
                     r"ఎన్ని|ಎಷ್ಟು|എത്ര|कुल|মোট", re.I)


def costs_condition(text: str) -> bool:
    """The count's own clause names costs: the times are those with costs, not every time."""
    clause = count_clause(text)
    asks = list(_ASKING.finditer(clause))
    if not asks:
        return False
    # the clause runs to the next asking word after the count's own ("… time niyeche? total cost koto?")
    end = asks[1].start() if len(asks) > 1 else len(clause)
    return bool(COSTS.search(clause[:end]))


def with_costs(comp: Any, occasions: list[list[Any]]) -> list[list[Any]]:
    """The occasions on whose days the case's records write costs (an order of costs, or costs paid for the time)."""
    kept = []
    for group in occasions:
        cases = sorted({e.case_id for e in group if e.case_id})
        days = {(e.record_date or "")[:10] for e in group}
        costs = comp.ev.events(case_ids=cases, kinds=["costs"]) if cases else []
        if any((c.record_date or "")[:10] in days and c.status == "imposed" for c in costs):
            kept.append(group)
    return kept


# costs paid or got, as a question asks it once pivoted to Hindi's words ("diya", "mila"; "madya", "pelam" are read by
# RECEIVED_ASKED): the sum that changed hands, not the sum ordered
_PAID_ASKED = re.compile(r"\b(?:paid|pay|received|recovered|diya|diye|di|dilaya|bhara|bhare|bhari|chukaya|chukaye)\b",
                         re.I)


def paid_head(text: str, settled: float, total: float) -> str:
    """'Rs. 5,000 paid of Rs. 15,000 ordered, ' when the question asks what was paid or got and not every order was
    paid; 'Rs. 15,000 in all, all paid, ' when every one was; '' when it asks no payment."""
    if not (_PAID_ASKED.search(text) or RECEIVED_ASKED.search(text)) or not total:
        return ""
    if settled >= total:
        return f"{rupees(total)} in all, all paid, "
    return f"{rupees(settled)} paid of {rupees(total)} ordered, "
