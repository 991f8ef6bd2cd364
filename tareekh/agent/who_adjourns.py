"""Who mostly takes the dates in a matter: "<matter> mein adjournment zyada kaun leta hai?", "who keeps taking time
in <matter>?", Bengali "<matter>-e adjournment beshi ke nichhe?".

The matter's adjournments are counted by who sought each day (the side the reading gave it, and the person it
named), the side with the most days first: the answer says who, how often and on which dates (with the costs a day
was given on), then the cited lines. A day counts once, however many records tell it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.side_excuses import _TIME_ASKED
from tareekh.events.money import rupees

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft
    from tareekh.events.models import EventBase

_I = re.I
# "mostly", "the most", as the languages ask it: Hindi/Urdu zyada/zyadatar/adhiktar/sabse; Bengali/Assamese
# beshi/beshir bhag/adhikangsho; Marathi jaast/jaasti; Gujarati vadhu; Punjabi ziada; Tamil adhigam; Telugu ekkuva;
# Kannada hechchu; Malayalam kooduthal; Odia adhika; and in the scripts
_MOSTLY = re.compile(
    r"\bmostly\b|\bmost\s+(?:often|times|of\s+the)\b|\b(?:takes?|took|sought|seeks?|asks?|asked)\s+(?:\w+\s+)?the\s+most\b|"
    r"\bz[iy]?aa?da(?:tar)?\b|\bj[iy]?aa?da(?:tar)?\b|\badhik(?:tar|a|am|ang\w*)?\b|\bsabse\s+(?:z[iy]?aa?da|jyada)\b|"
    r"\bb[ea]sh?i(?:r)?\b|\bjaa?sti?\b|\bvadhu\b|\bziada\b|\badhig\w*|\bekkuva\b|\bhechch?u\b|\bkooduthal\b|"
    r"ज़्यादा|ज्यादा|ज़्यादातर|ज्यादातर|अधिकतर|বেশি|বেশী|অধিকাংশ|जास्त|વધુ|ਜ਼ਿਆਦਾ|ਜਿਆਦਾ|அதிகம்|"
    r"ఎక్కువ|ಹೆಚ್ಚು|കൂടുതൽ|ଅଧିକ", _I)
# "who", in the languages' words (never "ke" alone: in Hindi it is "of"; nor "kar", "yaar", "aru": do, friend, and)
_WHO = re.compile(r"\bwho\b|\bkaun\b|\bkoun\b|\bkon\b|\bevaru\b|\byaaru\b|\baaru\b|\bkone\b|"
                  r"\bkie\b|\bkiye\b|कौन|कोण|কে(?![\u0980-\u09FF])|ਕੌਣ|કોણ|யார்|ఎవరు|ಯಾರು|ആര്|କିଏ", _I)
# the bare word "time" is the time asked for only beside a verb of taking or seeking it ("who takes time"), never
# "last time", "next time", "this time"
_TAKE_VERB = re.compile(r"\b(?:l[eiy]\w*|maa?n?g\w*|nich\w*|nicch\w*|nil\w*|sought|seek\w*|took|tak\w*|ask\w*|pray\w*|"
                        r"ghet\w*|kett\w*|adig\w*|teesk\w*|vaang\w*)\b", _I)
_A_TIME = re.compile(r"\b(?:last|next|this|that|every|each|first|same)\s+time\b", _I)
_SIDE_WORDS = {"other": "the other side", "ours": "our side", "court": "the court", "unknown": "unsaid"}


def asks_who_adjourns(text: str) -> bool:
    """The question asks who takes the time in a matter, mostly or at all."""
    if _A_TIME.search(text) or not (_MOSTLY.search(text) or _WHO.search(text)):
        return False
    for m in _TIME_ASKED.finditer(text):
        if m.group().lower() != "time" or _TAKE_VERB.search(text[max(0, m.start() - 30): m.end() + 30]):
            return True
    return False


def _days(comp: Composing) -> dict[tuple[str, str], list[EventBase]]:
    """The matter's adjournments, by (matter, day), of days gone by."""
    days: dict[tuple[str, str], list[EventBase]] = {}
    for e in comp.ev.events(case_ids=list(comp.q.cases), kinds=["adjournment"]):
        if not e.case_id or not e.record_date or e.record_date > comp.today or not comp._in_period(e):
            continue
        days.setdefault((e.case_id, e.record_date), []).append(e)
    return days


def _best(evs: list[EventBase]) -> EventBase:
    """The day's reading that says most of who: a side and a person, else a side, else the first."""
    def rank(e: EventBase) -> tuple[bool, bool]:
        return getattr(e, "sought_by", "unknown") in ("ours", "other"), bool(getattr(e, "actor", None))
    return max(evs, key=rank)


def _costs_of(comp: Composing, cid: str, day: str) -> float | None:
    """The costs a day's time was given on, as that day's records say."""
    for c in comp.ev.events(case_ids=[cid], kinds=["costs"]):
        if c.record_date == day and getattr(c, "status", None) == "imposed" and not getattr(c, "award", False):
            return getattr(c, "amount", None)
    return None


def who_adjourns(comp: Composing) -> Draft | None:
    """Each side's days in the matter asked, the side with the most first; none when the question is not of this
    shape, names a person or counsel of its own, or the notes hold no adjournment of that matter."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    if not q.cases or q.counsel or q.judges or q.witness or q.person or q.kind in ("count", "amount", "next_date"):
        return None
    if not asks_who_adjourns(text):
        return None
    days = _days(comp)
    if len(days) < 2:
        return None  # one day is no pattern: the matter's own reading answers it
    many = len({cid for cid, _ in days}) > 1
    by_side: dict[str, list[str]] = {}
    lines = []
    for (cid, day), evs in sorted(days.items(), key=lambda kv: kv[0][1]):
        e = _best(evs)
        side = getattr(e, "sought_by", "unknown")
        actor = getattr(e, "actor", None)
        costs = _costs_of(comp, cid, day)
        bits = [human_date(day)] + ([f"on costs of {rupees(costs)}"] if costs else [])
        where = f" in {comp.label(cid)}" if many else ""
        said = f"{actor + ', ' if actor and side != 'court' else ''}{' '.join(bits)}{where}{comp.cites([e])}"
        by_side.setdefault(side, []).append(said)
        ln = comp.event_line(e, with_case=many, context=1)
        if ln is not None:
            lines.append(ln)
    order = sorted(by_side, key=lambda s: (s == "unknown", -len(by_side[s])))
    parts = []
    for side in order:
        n = len(by_side[side])
        times = "once" if n == 1 else "two times" if n == 2 else f"{n} times"
        parts.append(f"{_SIDE_WORDS[side]} {times} ({'; '.join(by_side[side])})")
    total = sum(len(v) for v in by_side.values())
    head = order[0]
    lead = f"Mostly {_SIDE_WORDS[head]}: " if head != "unknown" and len(by_side[head]) * 2 > total else ""
    where = "" if many else f" in {comp.label(next(iter(q.cases)))}"
    first = f"{lead}of {total} adjournments{where}, " + "; ".join(parts) + "."
    first = first[0].upper() + first[1:]
    first = first.replace("unsaid ", "whose, the notes do not say, ")
    return Draft(first, sorted(lines, key=lambda ln: ln.date))
