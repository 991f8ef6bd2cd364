"""What comes next in a matter, added to a yes/no answer and to a matter's pending work.

A lawyer asking "did we file the reply?" or "is the stay continuing?" wants, after the yes or no, what the matter
waits for now: the next date and what it is listed for ("Next date: 18 Dec 2026, for final hearing"). Asking what is
pending before the next date, the date's own purpose is part of the work ("for DW1 cross" means preparing DW1's
cross), even when the notes' to-do says only "prepare cross". Both read the next date the next-date answer gives; a
matter with no next date after today gets nothing added, and an answer that says no record states the act is left
as it is (nothing is cited to a question the notes do not answer).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.factbook import parse_citations
from tareekh.agent.lexicon import stems
from tareekh.agent.listings import not_yet_unheard
from tareekh.agent.not_yet import act_not_yet, not_yet
from tareekh.agent.purpose_work import purpose_work
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Draft, Line, RecordRef

# a yes/no answer that states a verdict, or the nearest line the notes hold (never a "no record")
_VERDICT = re.compile(r"^\s*(?:Yes|No|Not yet|On record|Not clearly on record)\b(?!\s+record)|^\s*\d{1,2}\s+\w{3}\s+\d{4}\s+—")
SHORT_NOTE = 240  # characters: a note this short is one hearing's few lines, quoted whole
_DATE_IN = re.compile(r"\b(\d{1,2} \w{3} \d{4})\b")


def _next_sentence(comp, cid: str) -> tuple[str, list[Line]] | None:
    """'Next date in <case>: 18 Dec 2026, for final hearing [n].' — only a next date after today."""
    first, lines = comp._next_for(cid, name=False)
    if not first.startswith("Next date in"):
        return None
    return first, lines


def _cited(comp, n: int) -> RecordRef | None:
    fact = comp.book.get(n)
    entry = (fact.metadata or {}).get("entry_id") if fact is not None else None
    return comp.record_of(int(entry)) if entry and str(entry).isdigit() else None


def _after_act(comp, draft: Draft) -> str:
    """' The same record goes on: Now final hearing [1].' — what the verdict's record says after the act it states."""
    numbers = parse_citations(draft.first)
    rec = _cited(comp, numbers[0]) if numbers else None
    if rec is None or rec.is_order_sheet or rec.kind != "hearing":
        return ""
    parts = [sn.text.strip() for sn in sentences(rec.text) if sn.text.strip()]
    asked = stems(comp.q.text) - comp._name_stems()
    shown = re.sub(r"\W+", " ", " ".join([draft.first] + [ln.text for ln in draft.lines])).lower()
    at = [i for i, p in enumerate(parts) if len(asked & stems(p)) >= 1 and re.sub(r"\W+", " ", p).lower().strip() in shown]
    if not at:
        return ""
    after = [p for p in parts[at[-1] + 1:at[-1] + 3] if re.sub(r"\W+", " ", p).lower().strip() not in shown]
    if not after:
        return ""
    return f" The same record goes on: {clean(' '.join(after), 200)} [{numbers[0]}]."


def with_next_date(comp, draft: Draft | None) -> Draft | None:
    """A yes/no answer about one matter, followed by what its record says came after, and the next date."""
    if draft is not None and comp.q.kind == "yes_no" and draft.first.startswith("No record"):
        draft = not_yet(comp) or draft  # a stage of the suit not reached: "not yet", from the furthest one recorded
    # "PW1 ni cross chesada?" asked before a line says so: "not yet", with the last hearing, rather than no verdict
    # or a verdict read from a line that only plans it ("they want time for WS"); a line that states the step done
    # keeps the answer as it is (act_not_yet is None then)
    if comp.q.kind == "yes_no" and (draft is None or not draft.first.strip()
                                    or draft.first.startswith(("No record", "On record", "Yes"))):
        draft = act_not_yet(comp) or draft
    draft = not_yet_unheard(comp, draft)  # the days the step was listed for came to nothing (agent/listings.py)
    if draft is None or comp.q.kind != "yes_no" or not _VERDICT.match(draft.first):
        return draft
    draft.first = draft.first.rstrip() + _after_act(comp, draft)
    cases = comp.scope()
    if len(cases) != 1:
        return draft
    found = _next_sentence(comp, cases[0])
    if found is None:
        return draft
    first, lines = found
    when = _DATE_IN.search(first.split(":", 1)[-1])
    if when and when.group(1) in draft.first:
        return draft  # the answer already gives that date
    draft.first = f"{draft.first.rstrip()} {first}"
    draft.lines += lines
    return draft


def _whole_short_notes(comp, lines: list[Line]) -> list[Line]:
    """A short note quoted whole: "Need to prepare cross" is DW1's cross when the sentence before says DW1's
    affidavit was filed."""
    out = []
    for ln in lines:
        numbers = parse_citations(ln.text[-12:])
        rec = _cited(comp, numbers[-1]) if numbers else None
        if rec is not None and not rec.is_order_sheet and len(rec.text) <= SHORT_NOTE:
            ln = comp.line(rec, None, with_case=True, order=ln.order)
        out.append(ln)
    return out


def pending_with_next(comp, cid: str, first: str, lines: list[Line]) -> tuple[str, list[Line]]:
    """A matter's pending work, with the next date and what it is listed for when the work does not say it."""
    lines = _whole_short_notes(comp, lines)
    if "listed for" in first:
        return first.rstrip() + purpose_work(comp, cid, first), lines
    found = _next_sentence(comp, cid)
    if found is None:
        return first, lines
    said, more = found
    said = said.rstrip() + purpose_work(comp, cid, said)  # "for DW2 evidence": our cross of DW2 (agent/purpose_work.py)
    if "nothing is recorded as pending" in first:
        return f"{first} {said}", lines + more
    return f"{first.rstrip('.')}; {said[0].lower()}{said[1:]}", lines + more
