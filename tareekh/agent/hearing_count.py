"""How many hearings a case has had: its dated hearing days, up to today or up to the event the question names.

A lawyer asks "how many dates so far", "order aane tak kitni tareekhein lagi", "अब तक कितनी पेशियाँ", "enni sarlu
list ayyindi". The hearings of a case are the days of its hearing records (a note and the order sheet of one day are
one hearing; a day the case was listed and not reached is still a date). "Up to the order / till the judgment /
before the stay" ends the count at the first day a record states that event, that day included. The answer says the
number first, then every date with its citation.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.closest import in_period
from tareekh.agent.hearing_days import filed_on, hearing_days, own_forum_stems
from tareekh.agent.layout import human_date
from tareekh.agent.tally import anchor_stems, present, thing_of

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# the words a count of hearings is asked in: English, Hinglish (Devanagari glossed to it), Telugu-English
_HEARINGS = re.compile(r"\bhearings?\b|\bdates?\b|\bpostings?\b|\bboard\s+(?:\w+\s+)?(?:aa|aay|aal|aav|ye|lag)\w*|\bpeshi\w*|\btaree?kh\w*|\btarikh\w*|\btarkh\w*|\bsunwai\w*|\bvaa?yid\w*|"
                       r"\blist(?:ed|ings?)\b|\blist\s+(?:ayy?\w*|aay\w*|hu\w*|kiya|lag\w*)\b|"
                       r"[\u092a]\u0947\u0936[\u0940\u093f]|\u0924\u093e\u0930\u0940\u0916|\u0938\u0941\u0928\u0935\u093e\u0908",
                       re.I)
_EVENT_WORDS = r"order|judg(?:e)?ment|faisla|decree|award|verdict|disposal|stay"
# "order aane tak", "judgment varaku", "till the judgment", "up to the order", "before the stay"
# (a language that writes "until" after the event may put a verb between — "order aane se pehle", "order
# barodakke munche" glossed — or glue it to that verb or to the event: "order yeiparyant", "orderporjonto")
_UNTIL = re.compile(rf"\b({_EVENT_WORDS})\s+(?:(?:aane|aaya|aayi|hone|milne|vachche|vache|vachchina)\s+)?"
                    rf"(?:tak|takk?|varaku|daaka|dakaa?)\b|"
                    rf"\b({_EVENT_WORDS})(?:\s+[a-z]+){{0,2}}?\s+(?:se\s+)?pehle\b|"
                    rf"\b({_EVENT_WORDS})\s*(?:[a-z]+)?(?:paryanta?|porjonto|porjanto)\b|"
                    rf"\b(?:till|until|up\s*to|upto|before|prior\s+to)\s+(?:the\s+|its\s+)?(?:final\s+)?({_EVENT_WORDS})\b",
                    re.I)
# what a record says when the event happened (the final order, a judgment, a stay granted)
_STATES = {
    "order": re.compile(r"\border\s*[:\-\u2013]\s*\w|\bfinal\s+order\b|\border\s+(?:pronounced|passed|delivered)\b|"
                        r"\b(?:suit|complaint|petition|appeal|case|writ|revision|cma|application)\s+(?:is\s+)?"
                        r"(?:partly\s+|partially\s+)?(?:allowed|dismissed|disposed|decreed)\b|\bdisposed\s+of\b", re.I),
    "judgment": re.compile(r"\bjudg(?:e)?ment\s*(?:[:\-\u2013]|pronounced|delivered|passed)|\bfaisla\b|\bdecreed\b|"
                           r"\bconvicted\b|\bacquitted\b", re.I),
    "stay": re.compile(r"\bstay\s+(?:granted|ordered|given|mil\w*|ichchar\w*)\b|\binterim\s+stay\b|\bstayed\b", re.I),
}
_SAME_EVENT = {"judgement": "judgment", "faisla": "judgment", "decree": "judgment", "verdict": "judgment",
               "award": "order", "disposal": "order"}
_NAMES = {"order": "the order", "judgment": "the judgment", "stay": "the stay"}
_TENS = {11: "Eleven", 12: "Twelve"}
# a date taken or sought ("kinni vaari tareekh lai", "kitni baar date li", "enni sarlu vaayida adigaru"): time sought
# by a side, counted among its adjournments, not the matter's hearing days
DATE_TAKEN = re.compile(r"\b(?:dates?|taree?kh\w*|tarikh\w*|peshi\w*|vaa?yid\w*)\s+(?:l[ae]i|lay[ai]|liy?a|li|lee|lena|"
                         r"maang\w*|mang\w*|adig\w*|teesk\w*|teesuk\w*|tagond\w*|ghet\w*|sought|taken|took)\b", re.I)
# Gujarati's and Marathi's "mudat", the date a hearing gives and the time a side takes, as typed: with a verb of
# falling or happening ("ketli mudat thai/padi", "kiti mudat zalya") the matter's dates are counted, with one of
# taking or seeking ("mudat mangi", "mudat lidhi") the side's time (agent/counsel_times.py)
_DATES_FELL = re.compile(r"\bmu?dd?at\w*\s+(?:thai|thay\w*|pad[ie]\w*|pad[ly]\w*|z[h]?al\w*|jhal\w*|lag[iy]\w*|aal[ie])\b",
                         re.I)
_WITH_NEXT = re.compile(r"\bnext\s+dates?\b|\bagl[ie]\s+(?:date|tareekh)\b", re.I)


def hearing_count(comp: Composing, cases: list[str] | None, *, listed: bool = False) -> Draft | None:
    """'How many hearings has this case had (up to the order)?': the count of its hearing days, each date cited;
    None when the question counts something the notes state on those days ("dates lost to the judge's leave").
    `listed`: the question counts the times the matter was listed, in a verb of its language ("kitni baar lagi",
    "ketethar lagichi") with no other thing counted."""
    from tareekh.agent.draft import Draft, number_word

    q = comp.q
    text = q.text
    if DATE_TAKEN.search(text):
        return None
    # (the matter listed, or its "mudat" falling, with a counsel named is his times: "<counsel> na karne ketli mudat
    # padi", agent/counsel_times.py)
    asked = bool(_HEARINGS.search(text) or (listed or _DATES_FELL.search(q.typed or text)) and not q.counsel)
    if (not cases or len(cases) > 1) and asked and not _WITH_NEXT.search(text):
        return _across_matters(comp, cases)
    if not cases or len(cases) != 1 or not asked or _WITH_NEXT.search(text):
        return None  # "hearings that had a next date" counts those whose records give one
    until = _UNTIL.search(text)
    event = None
    rest = text
    if until:
        word = next(g for g in until.groups() if g).lower()
        event = _SAME_EVENT.get(word, word)
        rest = text[:until.start()] + " " + text[until.end():]
    held = hearing_days(comp, cases)  # the days the court sat, not every note of a day (agent/hearing_days.py)
    # every hearing record of those days (the order sheet and the note of one day: what either states is that day's)
    cited = {r.entry_id for r in held.values()}
    recs = [r for r in comp.records(cases) if (r.date or "") in held and (r.kind == "hearing" or r.entry_id in cited)]
    recs += reported_days(comp, cases, set(held))
    # (the matter's own forum named, "HC me", "DRT me", frames the count: agent/hearing_days.py)
    if present(thing_of(rest, anchor_stems(comp) | _ordinary() | own_forum_stems(comp, cases, q.typed or text)), recs):
        return None  # a thing the notes state on some days: tally counts those
    days = sorted({r.date for r in recs if r.date})
    end = ""
    if event:
        stated = [r.date for r in recs if r.date and _STATES.get(event, _STATES["order"]).search(r.text or "")]
        if not stated:
            return None
        end = min(stated)
        days = [d for d in days if d <= end]
    label = comp.label(cases[0])
    if not days:
        return Draft(f"None: your notes record no hearing in {label}.")
    firsts: dict[str, RecordRef] = {}
    for r in sorted(recs, key=lambda r: (r.date or "", not r.is_order_sheet, r.entry_id)):
        firsts.setdefault(r.date or "", r)
    n = len(days)
    what = f"hearing{'s' if n != 1 else ''}"
    when = f"up to {_NAMES[event]} on {human_date(end)}" if event else "so far"
    listing = ", ".join(f"{human_date(d)} [{comp.cite(firsts[d])}]" for d in days)
    first = f"{_TENS.get(n) or number_word(n)} {what} {when} in {label}: {listing}."
    return Draft(first, [comp.line(firsts[d]) for d in days[-3:]])


def reported_days(comp: Composing, cases: list[str], heard: set[str | None]) -> list[RecordRef]:
    """The chat days of the case that report a hearing held that day: a junior's message from court giving a next
    date ("notice issue ho gaya JD nu. ND 1.12") that no earlier record of the case gave, on a day no hearing record
    holds. A message repeating the date already fixed ("ND 1.12 hai na?") reports no hearing."""
    given: dict[int, list[str]] = {}
    for e in comp.ev.events(case_ids=cases, kinds=["next_date"]):
        if e.entry_id is not None:
            given.setdefault(e.entry_id, []).append(getattr(e, "date", "") or "")
    out: list[RecordRef] = []
    seen: set[str] = set()
    opened = filed_on(comp, cases)  # (no chat before the matter was filed reports a sitting of it)
    for r in sorted(comp.records(cases), key=lambda x: x.date or ""):
        day = r.date or ""
        new = [d for d in given.get(r.entry_id, []) if d > day and d not in seen]
        if r.kind == "chat_day" and day and opened <= day <= comp.today and day not in heard and new \
                and in_period(r, comp.q):
            out.append(r)
        seen |= set(given.get(r.entry_id, []))
    return out


def _across_matters(comp: Composing, cases: list[str] | None) -> Draft | None:
    """'How many hearings this month, across my matters?': every matter's hearing days in the period (a matter on a
    day is one hearing), counted and listed by matter; None without a period (the whole practice's history is no
    count a lawyer asks) or when the question counts a thing the notes state."""
    from tareekh.agent.draft import Draft, number_word

    q = comp.q
    if q.on is None and q.since is None and q.until is None:
        return None
    recs = [r for r in comp.records(cases) if r.kind == "hearing" and r.case_ids and r.date and r.date <= comp.today
            and in_period(r, q)]
    if present(thing_of(q.text, anchor_stems(comp) | _ordinary()), recs):
        return None  # "how many hearings were lost to strikes this month": tally counts those
    firsts: dict[tuple[str, str], RecordRef] = {}
    for r in sorted(recs, key=lambda r: (r.date or "", not r.is_order_sheet, r.entry_id)):
        firsts.setdefault((r.case_ids[0], (r.date or "")[:10]), r)
    span = _period_phrase(q)
    if not firsts:
        return Draft(f"None: your notes record no hearing in any matter {span}.")
    by_case: dict[str, list[tuple[str, RecordRef]]] = {}
    for (cid, day), r in firsts.items():
        by_case.setdefault(cid, []).append((day, r))
    parts = [f"{comp.label(cid)} ({', '.join(human_date(d) for d, _ in days)}) "
             f"[{', '.join(str(comp.cite(r)) for _, r in days)}]" for cid, days in sorted(by_case.items(),
                                                                                       key=lambda kv: kv[1][0][0])]
    n, k = len(firsts), len(by_case)
    first = (f"{_TENS.get(n) or number_word(n)} hearing{'s' if n != 1 else ''} in {number_word(k).lower()} "
             f"matter{'s' if k != 1 else ''} {span}: " + "; ".join(parts) + ".")
    return Draft(first, [comp.line(r, with_case=True) for r in list(firsts.values())[-3:]])


def _period_phrase(q) -> str:
    if q.on is not None:
        return f"on {human_date(q.on.isoformat())}"
    if q.since is not None and q.until is not None:
        return f"between {human_date(q.since.isoformat())} and {human_date(min(q.until, q.today).isoformat())}"
    return f"since {human_date(q.since.isoformat())}" if q.since is not None else f"up to {human_date(q.until.isoformat())}"


def _ordinary() -> set[str]:
    """Words of a hearing count that are no thing counted ("consumer case", "so far", "lagi")."""
    from tareekh.agent.lexicon import stems

    return stems("so far now till today listed list ayyindi ayyayi ippati varaku ab tak lagi lagin hui hue ho chuki "
                 "chuke hain hai had has have been case matter suit sab all every across matters cases "
                 # the board (cause list) it came on, the postings it had: the listing itself, as the question frames it
                 "board posting postings post posted")
