"""A thing asked done ("was it referred to the expert committee?", "<thing> ku refer pannaangala?", "commission
nikla kya?") whose best line is only the application moved for it ("OPs filed I.A. to refer to an expert committee"):
an application filed is not the thing granted. A later record of the same matter that gives the application's
fate answers — dismissed, rejected, refused: No; allowed, granted: Yes — in an order ("The I.A. is dismissed") or in
a chat ("Dismiss pannitaanga").

The later line is the matter's: it names the application (I.A., petition, application) or its record holds a word
of the thing asked; never a line that only plans or asks.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import stems
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# the line moves for the thing: an application, a prayer or a request of a side, not the thing done
_MOVED = re.compile(r"\b(?:filed|moved|moves|sought|seeks?|seeking|prays?|prayed|praying|applied|applies|urged|"
                    r"requested|requests)\b|\b(?:I\.?\s?A|application|petition|prayer|plea|motion)s?\b\.?\s+"
                    r"(?:to|for|seeking|praying|u/s)\b", re.I)
# the question asks of the filing itself ("did they file an IA to refer?"): the filing answers it
_FILING_ASKED = re.compile(r"\b(?:file\w*|dakhil\w*|moved?|I\.?\s?As?|applications?|petitions?|prayer|sought|seek\w*|"
                           r"apply|applied|request\w*)\b", re.I)
# the application's fate, in English and as Indian languages say it in a chat ("dismiss pannitaanga", "khaarij")
_REFUSED = re.compile(r"\b(?:dismiss(?:ed|al)?|rejected?|rejection|refused|disallowed|declined|khaa?rij|"
                      r"thallupadi\w*|thallu\s+pann\w*|nirakar\w*|namanjoor|namanzoor|na-?manzoor)\b", re.I)
_GRANTED = re.compile(r"\b(?:allowed|granted|ordered\s+as\s+prayed|manzoor|manjoor|sweekar\w*|swikar\w*)\b", re.I)
_APPLICATION = re.compile(r"\b(?:I\.?\s?A\.?|application|petition|prayer|plea|motion)s?\b", re.I)
# a line that only plans or asks is no fate: "will be dismissed", "if allowed", "… dismiss aagumaa?"
_NOT_FATE = re.compile(r"\bwill\b|\bshall\b|\bif\b|\bmay\s+be\b|\bto\s+be\b|\bnot\b|\?", re.I)


def moved_only(clause: str, question: str) -> bool:
    """The clause moves for the thing asked and the question asks of the thing, not of the filing."""
    return bool(_MOVED.search(clause)) and not _FILING_ASKED.search(question)


def _fate(sentence: str) -> str | None:
    if _NOT_FATE.search(sentence):
        return None
    if _REFUSED.search(sentence):
        return "No"
    if _GRANTED.search(sentence) and _APPLICATION.search(sentence):
        return "Yes"
    return None


def moved_outcome(comp: Composing, rec: RecordRef, clause: str, thing: set[str]) -> Draft | None:
    """The application's fate in a later record of the matter, as the verdict; None when no record gives it.
    `thing`: the stems of the question's own words for the thing asked."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if len(q.cases) != 1 or not thing or not moved_only(clause, q.typed or q.text):
        return None
    day0 = rec.date or ""
    found = []
    for r in comp.records(q.cases):
        day = r.date or ""
        if r.entry_id == rec.entry_id or day < day0 or (comp.today and day[:10] > str(comp.today)):
            continue
        holds_thing = bool(thing & stems(r.text or ""))
        for s in sentences(r.text or ""):
            verdict = _fate(s.text)
            if verdict is None or not holds_thing:
                continue  # (an application of the matter's other business: its fate is not the thing's)
            named = bool(_APPLICATION.search(s.text))
            found.append((day, not named, r, s.text, verdict))
            break
    if not found:
        return None
    found.sort(key=lambda f: (f[0], f[1]))
    day, _, r, text, verdict = found[0]
    what = "dismissed" if verdict == "No" else "allowed"
    first = (f"{verdict} — the application for it was {what}: {human_date(day)}, {comp.who(r)}: {clean(text, 240)} "
             f"[{comp.cite(r)}]; it had been moved on {human_date(rec.date)} [{comp.cite(rec)}].")
    lines = [comp.line(rec, clause, with_case=comp.multi()), comp.line(r, text, with_case=comp.multi())]
    return Draft(first, lines, gathered=True)
