"""A bare word asked on a day a matter holding it is listed: the matter's last hearing, when it came after every
record the word is in, says where the matter stands today ("ganja?" of an NDPS trial listed today: the FSL report
was weeks ago; the last hearing says which witness is due today). The word's records alone leave that out."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line


def last_heard_after(comp: Composing, cases: list[str], groups: list[set[str]]) -> list[Line]:
    """For each matter of `cases` whose records hold the question's words (`groups`, as the topic's lines are
    found): its last hearing's record before today, when that hearing came after the latest of them (one line each)."""
    from tareekh.agent.lexicon import VERB_STEMS

    required = [g for g in groups if not (g & VERB_STEMS)] or groups
    hit_dates: dict[str, str] = {}
    for h in comp._matching(cases, required, need_all=True):
        rec = h[1]
        for cid in rec.case_ids[:1]:
            hit_dates[cid] = max(hit_dates.get(cid, ""), rec.date or "")
    out = []
    for cid in cases:
        latest = hit_dates.get(cid)
        if not latest:
            continue
        heard = [r for r in comp.records([cid]) if r.kind == "hearing" and r.date and latest < r.date < comp.today]
        if heard:
            rec = max(heard, key=lambda r: (r.date, not r.is_order_sheet, r.entry_id))  # the lawyer's own note first
            out.append(comp.line(rec, None, with_case=True))
    return out
