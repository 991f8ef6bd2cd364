"""'Did he pay the whole arrear?' answered "No — <the newest record: the balance still not paid>": a part of it paid
on an earlier day ("30,000 cash jama kiya, baaki 3 mahine me") is said beside the no, with its sum, day and citation.

The yes/no reader answers from the newest line holding the question's words; the payment of a part is often written
on another day, in a record with none of the question's own verb ("deposited", "jama kiya" asked as "de diya"). A
lawyer asked whether the whole was paid needs both: not the whole, and how much was paid, when.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import VERB_STEMS, stems, topic_groups, words
from tareekh.agent.paid_asked import _GENERAL, _asked_text, _party_stems, _records, _told_day
from tareekh.agent.paid_in_full import _FULL
from tareekh.agent.payments import _LEFT_ASKED, _PAY_ASKED, MONEY_ASKED, _read
from tareekh.events.costs_words import COSTS as COSTS_WORDS
from tareekh.events.money import amounts, rupees
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_AS_OF = re.compile(r"—\s*as\s+of\s+")
_LEAST = 100  # a sum below it is a day's costs or a fee, not a part of what was owed


def part_paid_beside_no(comp: Composing, draft: Draft | None) -> Draft | None:
    """`draft` ("No — <record>") with the newest earlier payment of the thing asked said after it, or None."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if draft is None or q.kind != "yes_no" or not draft.first.startswith("No —"):
        return None
    asked = _asked_text(q.text)
    if not _PAY_ASKED.search(asked) or not (MONEY_ASKED.search(asked) or _LEFT_ASKED.search(asked)):
        return None
    cases = comp.scope()
    day = _told_day(_AS_OF.sub("— ", draft.first, count=1))  # ("No — as of 20 Mar 2026, …": that day)
    if len(cases) != 1 or day is None:
        return None
    # the things asked of ("interim", "arrear", "rent"): neither a party, nor the act of paying, nor "whole"
    things = [g for g in topic_groups(q.text, comp._name_stems()) if not g & VERB_STEMS and not g & _party_stems()
              and not g & _GENERAL and not any(_FULL.fullmatch(w) for w in g)]
    things = [g for g in things if not any(w in _GENERAL for w in words(" ".join(g)))]
    if not things:
        return None
    costs_asked = bool(COSTS_WORDS.search(q.text))
    told = {a.value for a in amounts(draft.first)}
    recs = [r for r in _records(comp, cases[0]) if (r.date or "")[:10] <= day]
    paid = [m for r in recs for m in _read(r) if m.kind == "paid" and m.value >= _LEAST and m.value not in told
            and any(g & stems(m.sentence) for g in things)
            and (costs_asked or not COSTS_WORDS.search(m.sentence))]
    if not paid:
        return None
    m = max(paid, key=lambda m: ((m.rec.date or ""), m.rec.entry_id))
    first = draft.first.rstrip()
    first = first[:-1] if first.endswith(".") else first
    first += (f". Paid before it: {rupees(m.value)} on {human_date(m.rec.date)} — {comp.who(m.rec)}: "
              f"{clean(m.sentence, 200)} [{comp.cite(m.rec)}].")
    return Draft(first, [*draft.lines, comp.line(m.rec, m.sentence)], closest=draft.closest, gathered=True)
