"""'<accused> pe pehle bhi koi case hai?', 'any other case against him?', 'criminal antecedents?': the person's
antecedents, asked of the matter they are in (a bail, a trial). The answer is what the matter's records say of
another case against them ("PP reply: <name> ek aur case me involved - FIR <no.> PS <station>", "the other case FIR
No. … is pending trial"), newest first; with no such line the question is left to the other readers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_CASE = r"(?:case|cases|fir|f\.i\.r\.?|matter|matters|mukadma|mukadme|mukadmaa|mamla|mamle|kes|crime)"
# an earlier or another case asked: English; Hindi, Urdu, Punjabi, Haryanvi "pehle bhi koi case", "koi aur case",
# "dusra case"; Bengali "aage", Marathi "aadhi", Gujarati "pehla"; "antecedents", "criminal record / history"
ASKED = re.compile(
    rf"\b(?:pehle|pahle|pehla|pehli|pahele|purana|purane|aage|aadhi|earlier|previous|previously|prior|past|before)\b"
    rf"(?:\s+\w+){{0,3}}?\s+{_CASE}\b|"
    rf"\b(?:koi|any|kono|konta|ekhada)\s+(?:aur|other|another|dusra|dusre|doosra|anya)\s+{_CASE}\b|"
    rf"\b(?:other|another|dusra|doosra|anya)\s+{_CASE}\s+(?:against|on|pe|par|upar|viruddh)\b|"
    r"\bantecedents?\b|\bcriminal\s+(?:record|history|past)\b|\bhistory\s*-?\s*sheet\w*\b", re.I)
# a line of the matter's records saying there is another case against the person
_WRITTEN = re.compile(
    rf"\b(?:ek\s+aur|aur\s+ek|another|other|dusr[aei]|doosr[aei]|previous|earlier|prior|pending|old|purana)\s+"
    rf"{_CASE}\b|\bantecedents?\b|\bcriminal\s+(?:record|history|past)\b|\bhistory\s*-?\s*sheeter\b|"
    r"\binvolved\s+in\s+(?:\w+\s+){0,3}(?:case|fir|matter|crime|offence)s?\b|\bin\s+\w+\s+(?:other\s+)?cases\b|"
    r"\bnil\s+antecedents?\b|\bno\s+(?:other\s+)?(?:criminal\s+)?(?:case|antecedent)s?\b", re.I)

_NUMBERED = re.compile(r"\b\d{1,5}\s*/\s*(?:19|20)?\d{2}\b|\bno\.?\s*\d{1,5}\s+of\s+(?:19|20)\d{2}\b", re.I)
_NONE = re.compile(r"\bno\s+(?:other\s+)?(?:criminal\s+)?(?:case|antecedent)s?\b|\bnil\b|\bkoi\s+(?:aur\s+)?case\s+nahi", re.I)


def antecedents(comp: Composing) -> Draft | None:
    from tareekh.agent.draft import Draft

    q = comp.q
    if not ASKED.search(q.text):
        return None
    cases = comp.scope()
    if len(cases) != 1:
        return None
    recs = [r for r in comp.records(cases) if (r.date or "")[:10] <= str(comp.today)]
    found = []
    for rec in recs:
        for s in sentences(rec.text):
            if _WRITTEN.search(s.text):
                found.append((rec, s.text))
                break
    if not found:
        return None
    found.sort(key=lambda h: (h[0].date or "", h[0].entry_id), reverse=True)
    # the line that names the other case by its number ("FIR 118/2022", "Crime No. 40 of 2021") says it best; else
    # the first record that says so, the later ones following it
    rec, said = next((h for h in found if _NUMBERED.search(h[1])), found[-1])
    yes = "Yes — " if _NUMBERED.search(said) and not _NONE.search(said) else ""
    first = (f"{yes}{human_date(rec.date) if rec.date else 'undated'}, {comp.who(rec)}: {clean(said, 240)} "
             f"[{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, s) for r, s in found[:4]])
