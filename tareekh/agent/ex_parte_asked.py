"""'Did the owner appear?', "<party> hajar hua?", "respondent vandhara?": a yes/no of a party's appearance in one
matter is answered by the records that set a party ex parte — a party that never appeared is proceeded against ex
parte, and the order sheet or note says so ("R1 - exparte", "D2 absent, set ex parte", "एकपक्षीय"), often in a
line that names the party only by its number in the cause title, not by the word the question uses for them.

Such lines were missed: the question's words ("owner", "appear") are not in them, so the answer fell to lines of the
question's other words. The answer states the ex parte lines (the earliest and the newest, each once), the party
as they write it; whether that party is the one asked is the lawyer's to see, so it is never a bare "No".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Draft

# a person appearing, as the Indian languages ask it (Latin letters and scripts): appear, hajar/haazir, turn up,
# upasthit; a person's coming in the forms that take a person (Tamil "vandhara/vandhaanga", Telugu "vachhara/vachhadu",
# Kannada "bandidra/bandra"), never a thing's ("panam vandhucha", "order vachindi", "aaya")
_APPEAR = re.compile(
    r"\b(?:appear\w*|app?earance|hajar\w*|haazir\w*|hazir\w*|haajar\w*|turn(?:ed|s)?\s+up|upasthit\w*|uposthit\w*|"
    r"vandhaa?r\w*|vandhaa?ng\w*|vandhaa?n[ae]?|vach+h?aa?r\w*|vach+h?aa?d[ua]|bandidd?r\w*|bandr[ua]|bandidd?n\w*)\b|"
    r"हाजिर|हाज़िर|उपस्थित|উপস্থিত|হাজির|ಹಾಜರ|ஆஜர|హాజర|ഹാജര", re.I)
# "paanch hajar", "10 hazar": a thousand, not present
_THOUSAND = re.compile(r"(?:\d[\d,.]*|\b(?:ek|do|teen|tin|char|chaar|paanch|panch|das|bees|vees|pachas|sau))\s*$", re.I)
# a party set ex parte, in the words of orders and notes in any Indian language
EX_PARTE = re.compile(r"\bex[\s.-]*parte\b|\bek[\s-]*tarfa\b|\bekpakshiy\w*|एक\s*तरफा|एकपक्षीय|একতরফা|"
                       r"একপক্ষীয়|ಏಕಪಕ್ಷೀಯ|ஒருதலைப்பட்ச|ఏకపక్ష|ഏകപക്ഷീയ|എക്സ്\s*പാർട്ടി|એકતરફી|ਇਕਤਰਫਾ|ଏକପକ୍ଷୀୟ", re.I)
# a question about a witness's appearance is the witness answers' (agent/absences.py), not a party's
_WITNESS = re.compile(r"\b(?:[PDC]\.?\s?W\.?\s?-?\s?\d+|witness\w*|gawah\w*|sakshi\w*)\b", re.I)


def ex_parte_asked(comp) -> Draft | None:
    from tareekh.agent.draft import Draft

    q = comp.q
    text = getattr(q, "typed", None) or q.text
    if q.kind not in ("yes_no", "open") or not _asks_appearance(text) or _WITNESS.search(text):
        return None
    cases = comp.scope()
    if len(cases) != 1:
        return None
    found = _ex_parte_lines(comp, cases)
    if not found:
        return None
    shown = found[:1] + found[-1:] if len(found) > 1 else found
    parts = [f"{human_date(rec.date)}, {comp.who(rec)}: {said} [{comp.cite(rec)}]" for rec, said in shown]
    first = (f"Your notes record a party set ex parte in {comp.label(cases[0])} (did not appear): "
             + "; ".join(parts) + ".")
    more = [comp.line(rec, said) for rec, said in found if all(rec is not r for r, _ in shown)][:2]
    # gathered by what the lines say (a party set ex parte), not by the question's words ("owner", "appear")
    return Draft(first, more, gathered=True)


def _asks_appearance(text: str) -> bool:
    return any(not (m.group().lower().startswith(("ha", "hā")) and _THOUSAND.search(text[:m.start()]))
               for m in _APPEAR.finditer(text))


def _ex_parte_lines(comp, cases: list[str]) -> list[tuple[object, str]]:
    """The case's sentences (up to today) that set a party ex parte, in date order, each wording once."""
    found: list[tuple[object, str]] = []
    seen: set[str] = set()
    for rec in sorted(comp.records(cases), key=lambda r: r.date or ""):
        if (rec.date or "")[:10] > comp.today:
            continue
        for sn in sentences(rec.text or ""):
            m = EX_PARTE.search(sn.text)
            if m is None:
                continue
            said = _clause(sn.text, m.start(), m.end())
            key = re.sub(r"\W+", " ", said.lower()).strip()
            if key not in seen:
                seen.add(key)
                found.append((rec, said))
    return found


def _clause(text: str, start: int, end: int) -> str:
    """The part of a long line that holds the words found: from the gap or stop before them to the one after."""
    lo = max((m.end() for m in re.finditer(r"\s{3,}|[.;|]\s", text[:start])), default=0)
    hi = next((end + m.start() for m in re.finditer(r"\s{3,}|[.;|](?:\s|$)", text[end:])), len(text))
    return text[lo:hi].strip(" .;|")
