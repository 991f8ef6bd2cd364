"""The paper a matter arose from: of the case's records dated before its first hearing, the one whose words the later
records repeat most (the brief's "what it is about", a paper's facts asked by name: agent/matter.py,
agent/paper_facts.py)."""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import stems
from tareekh.agent.question import STOP

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

# what only a hearing yields: a date fixed, time sought, a witness, the bench's remark or direction, costs
_HEARING_KINDS = ("next_date", "adjournment", "witness", "remark", "direction", "costs")


def _first_hearing(comp: Composing, cid: str) -> str | None:
    """The day the matter was first before a court: the earliest record that fixed a next date."""
    days = [e.record_date[:10] for e in comp.ev.events(case_ids=[cid], kinds=list(_HEARING_KINDS)) if e.record_date]
    return min(days) if days else None


# the pleadings that open a matter, as ingest names a document's kind (ingest/documents.py)
OPENING_PAPERS = frozenset({"plaint", "complaint", "petition", "memorandum of appeal"})
_DATE_CITED = 10  # a later record naming the paper by its date counts as ten of its words repeated


def _date_written(day: str | None, text: str) -> bool:
    """`text` writes the ISO day `day` as notes and orders write a date: "12.09.2025", "12/9/2025", "12-09-25"."""
    if not day or len(day) < 10:
        return False
    y, m, d = day[:4], day[5:7], day[8:10]
    days, months, years = {d, d.lstrip("0")}, {m, m.lstrip("0")}, (y, y[2:])
    return bool(re.search(r"(?<![\d./-])(?:%s)[./-](?:%s)[./-](?:%s)(?![\d])" % (
        "|".join(days), "|".join(months), "|".join(years)), text))


def _distinct(text: str, names: set[str]) -> set[str]:
    return {s for s in stems(text) if len(s) >= 5 and s not in STOP and s not in names and not s.isdigit()}


def origin(comp: Composing, cid: str, names: set[str]) -> RecordRef | None:
    """The paper the matter arose from: of the case's records dated before its first hearing (not chats), the one
    whose words the later records repeat in most of them."""
    first = _first_hearing(comp, cid)
    if first is None:
        return None
    every = comp.records([cid])
    recs = [r for r in every if r.date and r.date[:10] <= comp.today]
    before = [r for r in recs if r.date[:10] < first and r.kind != "chat_day" and len(r.text) > 80]
    # the pleading that opened the matter is often the copy as filed, its number and date left blank ("O.S. No. ____
    # of 2030"): undated, it is still the paper the matter arose from, and its claim what the matter is about
    before += [r for r in every if not r.date and r.kind == "document" and (r.doc_kind or "") in OPENING_PAPERS
               and len(r.text) > 80]
    later = [r for r in recs if r.date[:10] >= first]
    if not before or not later:
        return None
    seen: Counter[str] = Counter()
    for r in later:
        seen.update(_distinct(r.text, names))
    best: tuple[tuple[int, str], RecordRef] | None = None
    for r in before:
        score = sum(seen[s] for s in _distinct(r.text, names))
        # the later records that write the paper's own date ("under suspension since 12.09.2025", "the order dated
        # 12/09/2025"): they name it in any language, where a paper in another script than the notes shares no word
        score += _DATE_CITED * sum(1 for x in later if _date_written(r.date, x.text))
        rank = (score, r.date or "")
        if best is None or rank > best[0]:
            best = (rank, r)
    return best[1] if best is not None and best[0][0] > 0 else None
