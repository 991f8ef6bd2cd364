"""A matter's listings — each hearing day, what it was listed for, and whether anything happened — in answers.

A step of a case ("were issues framed?", "has their written statement come?", "PW1 ki jirah hui?") is often not done
because the days it was listed for came to nothing: the matter was not reached, the judge was on leave, the bar
abstained. A lawyer asked such a question wants "Not yet — listed for framing of issues; on 3 Mar the bar abstained, on
7 Apr the presiding officer was on leave", and asked what happened on the day listed for a step, that day's record.
A day came to nothing when the events read from its records hold the court's own adjournment (events/rules.py reads
not reached, leave, boycott, did not sit … in English, Hinglish, Telugu-English and Hindi) and nothing a party or the
court did (a witness examined, a paper filed, an order, costs, an undertaking, time sought by a side). What a day was
listed for is the purpose an earlier record gave for that date; a day that came to nothing leaves the matter listed
for the same step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Draft, RecordRef

# the steps a suit, petition or trial is listed for, in the words of the law and of the lawyers who type them
_STEP = re.compile(
    r"\bcross[\s-]*objections?\b|\bW\.?S\b|\bwritten\s+statement|\bcounter\b|\breply\b|\brejoinder\b|\bobjections?\b|\bissues?\b|\bcharges?\b|"
    r"\b[PDCARWM]\.?W\.?\s?-?\s?\d+\b|\bwitness\w*|\bgawa?ah\w*|\bevidence\b|\bsakshya\b|\bchief\b|\bcross\w*|\bjirah\b|"
    r"\barguments?\b|\bbahas\b|\bhearing\b|\bsunwai\b|\bjudg(?:e)?ment\b|\bfaisla\b|\b313\b|\baffidavit\b|"
    r"जिरह|गवाह|साक्ष्य|बहस|सुनवाई|निर्णय|आरोप|बयान", re.I)
# a "purpose" read from a line that only records time sought or a witness let go is not a step
_NOT_A_PURPOSE = re.compile(r"\bseeks?\s+time\b|\bsought\b|\bgranted\b|\bdischarged\b", re.I)
# the step words, one spelling each: "cross-examination", "Cross" → "cross"; "PW-1", "P.W. 1" → "pw1"
_CANON = [
    (re.compile(r"^([pdc])\.?w\.?\s?-?\s?(\d+)$", re.I), None),
    (re.compile(r"^cross[\s-]*objections?$", re.I), "cross-objections"),
    (re.compile(r"^cross\w*$|^jirah$|^जिरह$", re.I), "cross"),
    (re.compile(r"^w\.?s$|^written\s+statement$", re.I), "ws"),
    (re.compile(r"^arguments?$|^bahas$|^बहस$", re.I), "arguments"),
    (re.compile(r"^issues?$", re.I), "issues"),
    (re.compile(r"^charges?$|^आरोप$", re.I), "charge"),
    (re.compile(r"^witness\w*$|^gawa?ah\w*$|^गवाह$", re.I), "witness"),
    (re.compile(r"^evidence$|^sakshya$|^साक्ष्य$", re.I), "evidence"),
    (re.compile(r"^hearing$|^sunwai$|^सुनवाई$", re.I), "hearing"),
    (re.compile(r"^judg(?:e)?ment$|^faisla$|^निर्णय$", re.I), "judgment"),
    (re.compile(r"^objections?$", re.I), "objections"),
]
# a question that asks about the last hearing, not about the day listed for a step
# steps some matters never take (objections, cross-objections): unmentioned, they are "no record", not "not yet"
_OPTIONAL = {"objections", "cross-objections"}
_LAST = re.compile(r"\blast\b|\bpichh?l\w*|\bprevious\b|\bgata\b|\baa?khri\b|\bpichhi\w*|पिछली|आखिरी", re.I)
# "what happened", asked in English, Telugu-English, Hinglish or Hindi
_HAPPENED = re.compile(r"\bwhat\s+(?:happened|was\s+done)\b|\bem(?:i|iti)?\s+(?:ayyindi|jarigindi|aindi)\b|"
                       r"\b(?:kya|kiya)\s+(?:hua|huaa|raha)\b|क्या\s+हुआ", re.I)
# a line that lists, plans, asks for or denies a step does not say it was done ("For cross of PW1, call on …")
_PUT_OFF = re.compile(r"^\s*for\b|\bcall(?:ed)?\s+on\b|\blist(?:ed)?\s+(?:on|for)\b|\bposted\s+(?:to|for)\b|"
                      r"\bfixed\s+for\b|\bnext\s+date\b|\bwill\b|\bto\s+be\b|\b(?:sought|seeks?|asked\s+for)\s+time\b|"
                      r"\btime\s+(?:for|to)\b|\bnot\b|\bno\b|\bnever\b|\bledu\b|\bnahi\b|\bnahin\b|\byet\s+to\b|"
                      r"\bprepare\b|\bdraft\b|\bawaited\b|\bke\s+liye\b|\bkosam\b|\blag(?:i|egi|a)\b|नहीं|हेतु|के\s+लिए", re.I)
_PRODUCTIVE = ("witness", "filing", "order", "costs", "undertaking")


def step_terms(text: str) -> set[str]:
    """The steps a text names, one spelling each."""
    out: set[str] = set()
    for m in _STEP.finditer(text or ""):
        w = re.sub(r"\s+", " ", m.group(0).strip()).lower()
        for pat, canon in _CANON:
            mm = pat.match(w)
            if mm:
                out.add(canon or f"{mm.group(1).lower()}w{mm.group(2)}")
                break
        else:
            out.add(w)
    return out


@dataclass
class Listing:
    """One day a matter was listed: what for, its records, and the court's reason when nothing happened."""

    day: str
    purpose: str | None = None
    records: list[RecordRef] = field(default_factory=list)
    came_to_nothing: bool = False
    why: list[tuple[RecordRef, str]] = field(default_factory=list)  # (record, the sentence that says why)


def listings(comp, cid: str) -> list[Listing]:
    """The matter's hearing days up to today, oldest first, each with what it was listed for."""
    recs = [r for r in comp.records([cid]) if r.kind == "hearing" and r.date and r.date[:10] <= comp.today]
    days = sorted({r.date[:10] for r in recs})
    events = comp.ev.events(case_ids=[cid])
    purposes: dict[str, tuple[str, bool, str]] = {}  # day → (the record's date, an order sheet, the purpose)
    for e in events:
        if e.kind != "next_date" or not e.purpose or _NOT_A_PURPOSE.search(e.purpose) or not step_terms(e.purpose):
            continue
        rec = comp.record_of(e.entry_id)
        if (e.record_date or "") >= e.date:
            continue
        key = (e.record_date or "", bool(rec and rec.is_order_sheet), e.purpose)
        if e.date not in purposes or key > purposes[e.date]:
            purposes[e.date] = key
    out: list[Listing] = []
    for day in days:
        on_day = sorted((r for r in recs if r.date[:10] == day), key=lambda r: (r.is_order_sheet, r.entry_id))
        todays = [e for e in events if (e.record_date or "")[:10] == day]
        court = [e for e in todays if e.kind == "adjournment" and e.sought_by == "court"]
        acted = [e for e in todays if e.kind in _PRODUCTIVE and getattr(e, "filed", True)
                 or (e.kind == "adjournment" and e.sought_by in ("ours", "other"))]
        purpose = purposes[day][2] if day in purposes else None
        if purpose is None and out and out[-1].came_to_nothing:
            purpose = out[-1].purpose  # nothing happened: the matter stays listed for the same step
        lst = Listing(day, purpose, on_day)
        for e in court:
            rec = comp.record_of(e.entry_id)
            if rec is not None:
                lst.why.append((rec, e.text))
        lst.came_to_nothing = bool(lst.why) and not acted
        lst.why.sort(key=lambda x: (x[0].is_order_sheet, x[0].entry_id))  # the lawyer's own words first
        out.append(lst)
    return out


def _trailing(ls: list[Listing]) -> list[Listing]:
    run: list[Listing] = []
    for lst in reversed(ls):
        if not lst.came_to_nothing:
            break
        run.insert(0, lst)
    return run


def _said(comp, lst: Listing) -> str:
    """'3 Mar 2025, listed for framing of issues — your note: … advocates abstained from work [1]'"""
    rec, sentence = lst.why[0]
    shown = rec.text if len(rec.text) <= 200 else sentence
    nums = sorted({comp.cite(r) for r, _ in lst.why})
    listed = f", listed for {lst.purpose}" if lst.purpose else ""
    return f"{human_date(lst.day)}{listed} — {comp.who(rec)}: {clean(shown, 200)} [{', '.join(map(str, nums))}]"


def _cites_lines(comp, run: list[Listing]):
    lines = []
    for lst in run:
        for rec, _ in lst.why:
            lines.append(comp.line(rec))
    return lines


def _stated_done(comp, cid: str, asked: set[str]) -> bool:
    """A record up to today has a line naming every step asked that does not list, plan or deny it."""
    for r in comp.records([cid]):
        if not r.date or r.date[:10] > comp.today:
            continue
        for sn in sentences(r.text):
            if asked <= step_terms(sn.text) and not _PUT_OFF.search(sn.text):
                return True
    return False


def _mentioned(comp, cid: str, asked: set[str]) -> bool:
    return any(asked & step_terms(r.text) for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today)


def not_yet_unheard(comp, draft: Draft | None) -> Draft | None:
    """A yes/no on a step of one matter that no record says was done, while the matter's last listings came to
    nothing: 'Not yet — …; the last listings came to nothing: <day, listed for …, why>'. Anything else as it was."""
    from tareekh.agent.draft import Draft

    q = comp.q
    cases = comp.scope()
    if q.kind != "yes_no" or len(cases) != 1 or not step_terms(q.text):
        return draft
    first = (draft.first if draft is not None else "").strip()
    if first and not first.startswith(("No record", "Not clearly", "Not yet", "On record")):
        return draft  # a yes, a no, a date: a record answers it
    ls = listings(comp, cases[0])
    run = _trailing(ls)
    asked = step_terms(q.text)
    if not run or _stated_done(comp, cases[0], asked):
        return draft
    listed_for = any(asked & step_terms(lst.purpose or "") for lst in run)
    if len(run) == len(ls) and not listed_for:
        return draft  # nothing but days that came to nothing, listed for nobody knows what: silence, not a "not yet"
    if not (asked - _OPTIONAL) and not listed_for and not _mentioned(comp, cases[0], asked):
        return draft  # a step the matter need never take, nowhere in its notes: "no record", not "not yet"
    said = "; ".join(_said(comp, lst) for lst in run)
    many = "listings" if len(run) > 1 else "listing"
    tail = f"the last {many} came to nothing: {said}."
    if first.startswith("Not yet"):
        head = re.sub(r"\s+The last hearing, .*$", "", first).rstrip(".")
        new = f"{head}. Since then {tail}"
    else:
        new = (f"Not yet, as far as your notes go — nothing in your notes says it was done in "
               f"{comp.label(cases[0])} up to {human_date(comp.today)}; {tail}")
    lines = (draft.lines if draft is not None else []) + _cites_lines(comp, run)
    return Draft(new, lines, gathered=True)


def _the_coming_day_is_for(comp, cid: str, asked: set[str]) -> bool:
    """The matter's next date, today or later, is fixed for the step the question names."""
    nexts = [e for e in comp.ev.events(case_ids=[cid], kinds=["next_date"])
             if e.date and e.date >= comp.today and (e.record_date or "") <= comp.today]
    latest = max(nexts, key=lambda e: (e.record_date or "", e.entry_id), default=None)
    return latest is not None and bool(asked & step_terms(latest.purpose or ""))


def listed_day(comp) -> Draft | None:
    """'What happened on the day listed for final hearing?' — the latest day listed for the step asked, and what its
    records say; 'last date em ayyindi? cross continue ayyinda?' after a day that came to nothing — that day, what it
    was listed for and why nothing happened."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.habit_asked import every_time

    q = comp.q
    cases = comp.scope()
    if len(cases) != 1 or not (q.kind == "last_time" or _HAPPENED.search(q.text)):
        return None
    if every_time(q.typed or q.text):
        return None  # "har date pe kya hua", "every time": each day in turn is asked, not the latest one
    asked = step_terms(q.text)
    if not asked:
        return None
    cid = cases[0]
    ls = listings(comp, cid)
    if not ls or (not _LAST.search(q.text) and _the_coming_day_is_for(comp, cid, asked)):
        return None  # "… naale final hearing": the step named is the coming day's, not a day gone by
    if _LAST.search(q.text):
        lst = ls[-1]
        if not lst.came_to_nothing:
            return None
    else:
        fits = [x for x in ls if x.purpose and asked & step_terms(x.purpose)]
        if not fits:
            return None
        best = max(len(asked & step_terms(x.purpose or "")) for x in fits)
        lst = [x for x in fits if len(asked & step_terms(x.purpose or "")) == best][-1]
    label = comp.label(cid)
    if lst.came_to_nothing:
        which = "Last hearing" if lst is ls[-1] else "The day"
        first = f"{which} in {label}: {_said(comp, lst)} — nothing was done that day."
        lines = _cites_lines(comp, [lst])
    else:
        nums = ", ".join(str(comp.cite(r)) for r in lst.records)
        listed = f", listed for {lst.purpose}" if lst.purpose else ""
        first = f"{human_date(lst.day)} in {label}{listed} [{nums}]:"
        lines = [comp.line(r, order=i) for i, r in enumerate(lst.records)]
        first += " " + "; ".join(clean(r.text, 200) for r in lst.records[:1]) + f" [{comp.cite(lst.records[0])}]."
    nxt, more = comp._next_for(cid, name=False)
    if not nxt.startswith("No next date"):
        first += " " + nxt
        lines += more
    return Draft(first, lines, gathered=True)
