"""A line that is itself a court's grant of the step asked: the order event the rules read at ingest with an outcome
that grants ("allowed", "partly allowed") covers it.

A court writes the grant as a direction: "The appellant be released on bail on furnishing a personal bond …", "the
respondents are restrained …", "Petition allowed; the applicant be enlarged on bail". The yes/no reader took such a
line for a direction still to be carried out — no polarity — and answered from an older line of the matter that
says the relief was refused below ("bail rejected by the trial court", quoted in the appeal's cause title). The
order event says what the line is: the court granted it, on that record's day.
"""

from __future__ import annotations

import re
from typing import Any

# the outcomes of an order that grant what was asked (events/models.py OrderOutcome)
GRANTING = frozenset({"allowed", "partly_allowed"})


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def granted_by_order(comp: Any, rec: Any, line: str) -> bool:
    """Whether `line` of `rec` is (or holds, or lies within) the text of an order event of that record that grants."""
    said = _plain(line)
    if len(said) < 12:
        return False
    for e in comp.ev.events(case_ids=rec.case_ids or None, kinds=["order"]):
        if e.entry_id != rec.entry_id or e.outcome not in GRANTING:
            continue
        ordered = _plain(e.text)
        if len(ordered) >= 12 and (ordered in said or said in ordered or said[:60] in ordered):
            return True
    return False


def grant_quoted(comp: Any, entry_ids: set[int], first: str) -> bool:
    """The answer's first sentence says yes and quotes an order of one of `entry_ids` that grants: it stands on that
    order, though the order writes the grant in the court's words, not the question's verb ("bail mili?" — "be
    released on bail")."""
    if not entry_ids or not first.lstrip().startswith("Yes"):
        return False
    said = _plain(first)
    return any(e.entry_id in entry_ids and e.outcome in GRANTING and len(t := _plain(e.text)) >= 12 and t[:60] in said
               for e in comp.ev.events(case_ids=comp.q.cases or None, kinds=["order"]))
