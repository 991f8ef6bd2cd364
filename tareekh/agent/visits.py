"""'How many times did the commissioner go to the spot?': the visits are the days the records write beside a word
of a visit or an inspection ("spot inspection fixed for <date>", "inspection completed on <date>", "<date> spot ge
hodaaga"), each day once, not the days of the records that tell of them."""

from __future__ import annotations

import re
from typing import Any

# a visit, an inspection, the spot or the site, in English and the words of Indian notes typed in Latin letters
# (Hindi "mauka", "sthal nirikshan", "muayana"; "spot" and "site" as every language's notes write them)
_VISIT = re.compile(r"\b(?:spot|site|inspect\w*|visit\w*|local\s+investigation|mau[kq]a|mouka|sthal|nirikshan|"
                    r"mua[iy]ana)\b|स्थल|मौका|निरीक्षण", re.I)
# a question about time sought, an adjournment or a sitting: not the visits themselves
_NOT_VISITS = re.compile(r"\b(?:adjourn\w*|time|date|dates|tareekh|tarikh|hearing|report)\b", re.I)
# "how many times" in the languages' words as typed in Latin letters (Hindi/Urdu "baar", "dafa", Kannada "sala", Telugu
# "sarlu", Tamil "thadavai", "murai", Malayalam "pravashyam", Marathi "vela", Bengali "bar"): times asked, not things
_TIMES = re.compile(r"\b(?:times?|twice|once|baar|bar|dafa+|sala|saari|sarlu|sarle|thadavai|murai|pravash?yam|vela|veli|"
                    r"vaati|bera|khepa)\b|बार|दफा|दफ़ा", re.I)
# the most characters between a visit's word and its day in one sentence
_NEAR = 40


def asks_visits(text: str) -> bool:
    """A count asked of visits to the spot or inspections, not of adjournments or sittings."""
    return bool(_VISIT.search(text)) and bool(_TIMES.search(text)) and not _NOT_VISITS.search(text)


def visit_days(comp: Any, cases: list[str] | None) -> list[tuple[str, Any]]:
    """(day, record) of each distinct day a record writes beside a visit's word, on or before the record's date."""
    from tareekh.events.text import iso_dates, sentences

    days: dict[str, Any] = {}
    for rec in comp.records(cases):
        for s in sentences(rec.text or ""):
            marks = [m.span() for m in _VISIT.finditer(s.text)]
            if not marks:
                continue
            for a, b, iso in iso_dates(s.text, rec.date):
                near = any(abs(a - me) <= _NEAR or abs(ms - b) <= _NEAR for ms, me in marks)
                if near and (not rec.date or iso <= rec.date) and iso not in days:
                    days[iso] = rec
    return sorted(days.items())


def visits(comp: Any, cases: list[str] | None) -> Any:
    """The count of visits, each day with the record that writes it; None when no record dates one."""
    if not asks_visits(comp.q.text):
        return None
    found = visit_days(comp, cases)
    if not found:
        return None
    from tareekh.agent.draft import Draft, count_phrase
    from tareekh.agent.layout import human_date

    said = [f"{human_date(day)} [{comp.cite(rec)}]" for day, rec in found]
    listing = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
    first = f"{count_phrase(len(found))}: {listing}."
    seen: set[int] = set()
    lines = [comp.line(rec, _visit_sentence(rec)) for _, rec in found
             if rec.entry_id not in seen and not seen.add(rec.entry_id)]
    return Draft(first, lines, gathered=True)


def _visit_sentence(rec: Any) -> str:
    from tareekh.events.text import clean, sentences

    said = [s.text for s in sentences(rec.text or "") if _VISIT.search(s.text)]
    return clean(" ".join(said) or rec.text or "", 260)


__all__ = ["asks_visits", "visit_days", "visits"]
