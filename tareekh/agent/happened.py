"""The matters in which a kind of event happened: "in which cases was an undertaking recorded?", "how many matters
had costs imposed?", "kin cases mein warrant nikla?".

The events table already holds every undertaking, order of costs, warrant and interim order the notes and order
sheets state, each filed under its cases. Such a question is answered from those events across the question's
scope (its cases, its judge's or counsel's, else the whole practice): the matters counted, each with the dates and
the records cited, then one line per matter.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.forum_asked import forum_named
from tareekh.agent.happened_kinds import KINDS, NO_WORK
from tareekh.agent.layout import human_date
from tareekh.agent.question import without_dates
from tareekh.agent.tally import asks_matters
from tareekh.agent.whose_matters import asks_matters as asks_which_matters
from tareekh.events.models import EventBase
from tareekh.events.text import around, sentences
from tareekh.events.bar_words import BAR_AWAY
from tareekh.events.bench_words import BENCH_AWAY
from tareekh.events.reached_words import NOT_REACHED

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "how many matters are disposed / khatam / decided": the matters whose order sheet or note records their end
_ENDED = re.compile(r"\bdispos\w*|\bkhatam\b|\bdecided\b|\bnipa?t\w*|\bconcluded\b|\bfinally\s+over\b", re.I)
_FINAL = frozenset({"disposed", "decreed", "acquitted", "convicted"})
# allowed or dismissed ends a matter only when what was allowed is the matter itself ("bail allowed" in a bail
# matter, "the appeal is dismissed" in an appeal), not an application in it ("143A allowed", "IA dismissed")
_DECIDED = frozenset({"allowed", "partly_allowed", "dismissed"})
_MATTER_NOUNS = re.compile(r"\b(?:bail|appeal|petition|writ|suit|complaint|revision|claim|parivad)\b|परिवाद|अपील|याचिका",
                           re.I)
_NOUN_DECIDED = re.compile(r"(\b(?:bail|appeal|petition|writ|suit|complaint|revision|claim|parivad)\b|परिवाद|अपील|"
                           r"याचिका)(?:\s+\S+){0,4}?\s+(?:allowed|dismissed|granted|partly|स्वीकार|खारिज|निरस्त|आंशिक)",
                           re.I)
_NOT = re.compile(r"\b(?:nahi|nahin|not|no|na)\b|नहीं", re.I)
_NUMBER_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine",
                 10: "Ten", 11: "Eleven", 12: "Twelve"}


def event_matters(comp: Composing) -> Draft | None:
    """The matters whose events are of the kind the question names, counted and listed; None when the question
    asks no matters or names no such kind, or the events hold none."""
    q = comp.q
    # ("kaunse case me", "kin matters me", "ethu case-il": every language's "which" before its word for matters,
    # agent/whose_matters.py, asked of no one matter)
    # (a sum asked across them, "total kitna … sab cases mila ke", is the total, not the matters)
    if not (asks_matters(q.text) or (not q.cases and q.kind not in ("amount", "count")
                                     and asks_which_matters(q.typed or q.text))):
        return None
    if _ENDED.search(q.text) and not any(p.search(q.text) for p, _, _ in KINDS):
        ended: dict[str, EventBase] = {}
        for e in _events(comp, "order"):
            if _ends(comp, e):
                ended[e.case_ids[0]] = e  # the latest: the day the matter ended
        return _listed(comp, list(ended.values()))
    named = [(kind, keep) for pattern, kind, keep in KINDS if pattern.search(q.text)]
    if len(named) != 1:
        return None  # two kinds asked at once is another question
    kind, keep = named[0]
    found = [e for e in _events(comp, kind) if keep(e)]
    court = forum_named(f"{q.typed or ''} {q.text}") if not q.cases else None
    if court is not None:
        # "HC lo mana matters edi not reached?": of the matters before the forum the question names
        courts = {c.id: c.court or "" for c in comp.registry.list_cases()}
        found = [e for e in found if court.search(courts.get(e.case_ids[0], ""))]
    return _listed(comp, _court_days(comp, found) if kind == "adjournment" else found)


def _court_days(comp: Composing, events: list[EventBase]) -> list[EventBase]:
    """Of the court's days, those whose record says the cause the question names — the list not reaching it, the bar
    away, the bench away; a question that asks of days gone with no work takes every one of them."""
    text = comp.q.typed or comp.q.text
    if NO_WORK.search(text) or NO_WORK.search(comp.q.text):
        return events
    causes = [p for p in (NOT_REACHED, BAR_AWAY, BENCH_AWAY) if p.search(text) or p.search(comp.q.text)]
    out = []
    for e in events:
        rec = comp.record_of(e.entry_id)
        said = f"{e.text or ''} {getattr(e, 'reason', None) or ''}"
        if rec is not None:
            said += " " + around(rec.text, e.start, e.end, 1)
        if any(p.search(said) for p in causes):
            out.append(e)
    return out


def _events(comp: Composing, kind: str) -> list[EventBase]:
    """The question's scope's events of a kind, filed under a case, up to today and in its period."""
    return [e for e in comp.ev.events(case_ids=comp._scope_for_actor(), kinds=[kind]) if e.case_ids
            and (e.record_date or "") <= comp.today and comp._in_period(e)]


def _ends(comp: Composing, e: EventBase) -> bool:
    """Whether an order ends its matter: a disposal, decree, acquittal or conviction, or the matter itself allowed
    or dismissed; never a line that says it did not happen ("board khatam nahi hua")."""
    outcome = getattr(e, "outcome", "")
    if _NOT.search(e.text or ""):
        return False
    if outcome in _FINAL:
        return True
    if outcome not in _DECIDED:
        return False
    own = {m.group(0).lower() for m in _MATTER_NOUNS.finditer(comp.label(e.case_ids[0]))}
    # the noun must be what the verb decides ("bail application allowed", "the appeal is dismissed"), not the case's
    # name at the head of a note about an application in it ("Godown suit - IA 44 allowed")
    decided = {m.group(1).lower() for m in _NOUN_DECIDED.finditer(e.text or "")}
    return bool(own & decided)


def _listed(comp: Composing, events: list[EventBase]) -> Draft | None:
    """The matters of the events, counted, each with its dates and cited records, then a line each."""
    from tareekh.agent.draft import Draft

    by_case: dict[str, list[EventBase]] = {}
    for e in events:
        by_case.setdefault(e.case_ids[0], []).append(e)
    if not by_case:
        return None
    parts = []
    for cid, evs in by_case.items():
        days = ", ".join(dict.fromkeys(human_date(e.record_date) for e in evs if e.record_date))
        parts.append(f"{comp.label(cid)} ({days}){comp.cites(evs)}")
    n = len(by_case)
    first = f"{_NUMBER_WORDS.get(n, str(n))} matter{'s' if n != 1 else ''}: " + "; ".join(parts) + "."
    lines = [ln for evs in by_case.values() if (ln := comp.event_line(evs[0], with_case=True))]
    return Draft(first, lines, gathered=True)  # (a list across records: no one record need hold the words asked)


# "which matters", and the Telugu and Hindi orders that put the asking word after: "matters evi", "cases kaun se"
_MATTERS_AFTER = re.compile(r"\b(?:matters|cases|kesulu|mamle)\s+(?:evi|evevi|enti|kaun\s*se|kaunse|konse|konsi)\b",
                            re.I)


def matters_on_day(comp: Composing) -> Draft | None:
    """'Which matters had PW2's evidence on 8 June?': the records of that day, across every case, whose sentences
    state the thing (and the witness asked, however the notes write "PW-2"), listed by matter."""
    from tareekh.agent.tally import _by_matter, _holds, anchor_stems, present, thing_of

    q = comp.q
    if q.on is None or not (asks_matters(q.text) or _MATTERS_AFTER.search(q.text)):
        return None
    day = q.on.isoformat()
    records = [r for r in comp.records(None) if r.case_ids and r.date == day]
    text = without_dates(q.text, q.today)
    witness = None
    m = re.match(r"([A-Za-z]+)\W*(\d+)$", q.witness or "")
    if m:
        witness = re.compile(rf"\b{m.group(1)}[\s.\-]*{m.group(2)}\b", re.I)
        text = witness.sub(" ", text)
    thing = present(thing_of(text, anchor_stems(comp)), records)
    if not thing and witness is None:
        return None
    found: dict[tuple[str, str], list] = {}
    for r in records:
        for s in sentences(r.text):
            if (witness is None or witness.search(s.text)) and (not thing or _holds(thing, s.text)):
                found.setdefault((r.case_ids[0], day), []).append((r, s.text))
                break
    return _by_matter(comp, found) if found else None
