"""The paper a hearing took on record, told with the hearing: asked what happened last time, where the court "took
the report on record" or "the counter was filed", what the lawyer needs is what that paper says, not only that it
came.

The hearing's sentence names the paper by its kind (report, counter, affidavit, reply, objections, …; in the
languages' words as agent/contents.py reads them) beside a verb of bringing it in (filed, taken on record, produced,
daakhil, pesh). The paper is the case's document whose heading names the same kind and which shares another word of
that sentence (who made it, the place, the survey: "the report of the Tehsildar" and "… sd/- Tehsildar"); its own
words from where its body begins are quoted and cited. No such document: nothing is added. The paper's date on its
face is not relied on (a report is often dated by the order it complies with).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.contents import _PAPER_RES, _body
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line, RecordRef

# a paper brought in at the hearing: filed, taken on record, placed on record, produced, submitted, received, in
# Hindi/Urdu daakhil/pesh/prastut, Marathi/Gujarati/Bengali daakhal/jama, Tamil/Telugu/Kannada "file panninaanga",
# "file chesaru", "file maadidru" (the English verb in the sentence), in their scripts too
_TAKEN = re.compile(r"\b(?:filed|taken\s+on\s+(?:the\s+)?record|placed\s+on\s+(?:the\s+)?record|taken\s+in|produced|"
                    r"submitted|received|tendered|d[ae]a?khil\w*|daakhal\w*|dakhal\w*|pesh|prastut\w*|jama)\b|"
                    r"दाखिल|पेश|प्रस्तुत|जमा|দাখিল|জমা|தாக்கல்|దాఖలు|ದಾಖಲ\w*|ഫയൽ", re.I)
_HEAD_LINES = 3  # a document's heading: its first lines
_WORD = re.compile(r"[^\W\d_]{5,}")
_COMMON = frozenset("filed taken record placed produced submitted received order court learned counsel standing "
                    "dated copy served petitioner petitioners respondent respondents state report reply affidavit "
                    "counter objection objections there their which about under after before being hearing".split())


def paper_taken(comp: Composing, cid: str, on_day: list[RecordRef]) -> tuple[str, list[Line]]:
    """' The report taken on record that day reads: "…" [n].' for the papers the day's records say were filed or
    taken on record, of which the case holds the document; ('', []) otherwise."""
    docs = [r for r in comp.records([cid]) if r.kind == "document" and r.text.strip()]
    if not docs:
        return "", []
    day = on_day[0].date if on_day else None
    told: list[str] = []
    lines: list[Line] = []
    used: set[int] = set()
    for rec in on_day:
        for s in sentences(rec.text):
            if not _TAKEN.search(s.text):
                continue
            for name, rx in _PAPER_RES:
                if not rx.search(s.text):
                    continue
                words = {w.lower() for w in _WORD.findall(s.text)} - _COMMON
                if not words:
                    continue
                match = None
                for doc in docs:
                    if doc.entry_id in used or (day and doc.date and doc.date[:10] > day):
                        continue
                    head = "\n".join(doc.text.strip().splitlines()[:_HEAD_LINES])
                    if not rx.search(head):
                        continue
                    own = {w.lower() for w in _WORD.findall(doc.text)}
                    if words & own and (match is None or (doc.date or "") > (match.date or "")):
                        match = doc
                if match is None:
                    continue
                said = _body(match.text)
                if not said:
                    continue
                used.add(match.entry_id)
                n = comp.cite(match)
                told.append(f"The {name} taken on record that day reads: {said} [{n}].")
                lines.append(comp.line(match, said, order=2))
                break
    return (" " + " ".join(told[:2]), lines) if told else ("", [])
