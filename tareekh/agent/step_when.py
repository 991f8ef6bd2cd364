"""'Was status quo granted? on what date?', 'bail mili thi? kab?': a yes with a when asked is dated by the order that
granted the step, not by a later line that mentions it.

The yes/no reader answers from the line holding most of the question's words, the newest first; once a step is
granted, every later note repeats it ("status quo continues", "order copy shown to the talati", "bail ho gayi" in a
client's chat), so the yes came dated by a call months after the grant. When the question asks its day — the "when"
of any language the tongue tables hold, or a word for the date beside "which" ("kai tarikh e", "kis tarikh ko",
"on what date") — the oldest order the rules read at ingest as granting (allowed, partly allowed, an interim
order) whose line writes every word of the thing asked, older than the yes's record, answers first; the line the
yes was read from stays below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import stems
from tareekh.agent.when_asked import when_asked
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# an order that grants what was asked, or grants it for now (events/models.py OrderOutcome)
_GRANTS = frozenset({"allowed", "partly_allowed", "interim"})


def step_granted_when(comp: Composing, draft: Draft | None) -> Draft | None:
    """`draft` ("Yes — <day>, <a line that mentions the step>") dated by the older order that granted it, or None."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.paid_asked import _told_day
    from tareekh.agent.rests_on import thing_groups

    q = comp.q
    if draft is None or q.kind != "yes_no" or not draft.first.startswith("Yes —") \
            or not when_asked(q.part_of or q.text):
        return None
    cases = comp.scope()
    day = _told_day(draft.first)
    if len(cases) != 1 or day is None:
        return None
    things = [g for _, g in thing_groups(comp)]
    if not things:
        return None
    grants = [e for e in comp.ev.events(case_ids=cases, kinds=["order"])
              if getattr(e, "outcome", None) in _GRANTS and (e.record_date or "")[:10] < day
              and (e.record_date or "")[:10] <= str(comp.today)
              and all(g & stems(e.text) for g in things)]
    if not grants:
        return None
    first_grant = min(grants, key=lambda e: ((e.record_date or ""), e.entry_id))
    rec = next((r for r in comp.records(cases) if r.entry_id == first_grant.entry_id), None)
    if rec is None:
        return None
    first = (f"Yes — {human_date(rec.date)}, {comp.who(rec)}: {clean(first_grant.text, 260)} [{comp.cite(rec)}]. "
             f"Later: {draft.first[len('Yes — '):]}")
    return Draft(first, [comp.line(rec, first_grant.text), *draft.lines], closest=draft.closest, gathered=True)
