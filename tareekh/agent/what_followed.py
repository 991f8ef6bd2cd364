"""After a "No" to "was it done?", what the court did about it in the same record: costs, a last chance, an officer
to appear in person, a right closed, a warrant.

"Did they file objections?" — "No — 5 Mar 2026, order sheet: … has not filed the statement of objections [1]." A
litigator asking it wants the consequence the same order sheet records next ("Time is granted subject to payment of
costs of Rs. 2,000/-", "shall appear in person on the next date"): those sentences are added, in the record's own
words. The consequences are read by the court's general words (costs in every Indian language, through
events/costs_words.py; appearing in person; a last chance; closing or forfeiting), never by one practice's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.factbook import citation_numbers
from tareekh.events.costs_words import COSTS
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_CITE = re.compile(r"\[(\d[\d,\s-]*)\]")
# what a court does when a thing is not done
_CONSEQUENCE = re.compile(
    r"\bin\s+person\b|\bpersonally\b|\bpersonal\s+appearance\b|\blast\s+(?:opportunity|chance)\b|\bfinal\s+opportunity\b|"
    r"\bno\s+further\s+(?:time|adjournment|opportunity)\b|\bclosed\b|\bforfeit\w*|\bstruck\s+off\b|\bdeemed\b|"
    r"\bwarrant\b|\bcontempt\b|\bshow\s+cause\b|\bantim\s+avsar\b|\bswayam\s+upasthit\b|अंतिम\s+अवसर|व्यक्तिगत|"
    r"स्वयं\s+उपस्थित", re.I)
MAX_ADDED = 2


def what_followed(comp: Composing, draft: Draft | None) -> Draft | None:
    """`draft` with " What followed: …" when it answers "No" from one record whose later sentences hold a
    consequence the first sentence does not already say."""
    if draft is None or not draft.first.startswith("No —"):
        return draft
    m = _CITE.search(draft.first)
    if m is None:
        return draft
    nums = citation_numbers(m.group(1))
    fact = comp.book.get(nums[0]) if nums else None
    entry = fact.metadata.get("entry_id") if fact is not None else None
    rec = comp.record_of(int(entry)) if entry else None
    if rec is None:
        return draft
    said = draft.first.lower()
    ss = sentences(rec.text)
    # where the answer's quoted sentence sits in the record: its consequences come after it
    quoted = re.sub(r"\s+", " ", draft.first.split(": ", 1)[-1])[:60].lower()
    start = next((sn.start for sn in ss if quoted[:40] and quoted[:40] in re.sub(r"\s+", " ", sn.text).lower()), 0)
    added = []
    for sn in ss:
        if sn.start < start:
            continue
        text = sn.text.strip()
        if not (COSTS.search(text) or _CONSEQUENCE.search(text)):
            continue
        if clean(text, 80).lower()[:50] in said:
            continue
        added.append(clean(text, 220))
        if len(added) >= MAX_ADDED:
            break
    if not added:
        return draft
    first = draft.first.rstrip()
    tail = f" What followed, the same day: {'; '.join(a.rstrip('. ') for a in added)} [{nums[0]}]."
    # before a next date the answer ends with, if any: the verdict, then its consequence
    m_next = re.search(r"\s+Next date in .*$", first)
    if m_next:
        first = first[:m_next.start()] + tail + first[m_next.start():]
    else:
        first += tail
    draft.first = first
    return draft
