"""A yes/no asked "according to" someone: the verdict read from that source's newest record that decides it.

"RTO ke hisab se licence valid tha ki nahi?", "as per the doctor, is the injury permanent?", "bank nusar cheque
bounce jhala ka?": the question names whose word it wants (an office, a doctor, a bank, an order). The words of the
source are the record's (a letter signed "sd/- RTO", a certificate headed by the hospital), never what one line must
hold beside the thing asked; the thing asked ("licence valid") is a line's. Where several of the source's records
speak of it — the other side's pleading calling the licence fake, the office's letter months later calling it valid
— the newest decides, and the older ones are shown beneath it. Read as an ordinary yes/no, the source's words and
the postposition ("hisab") had to sit in one line with the thing, and the answer hedged over a nearer line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import VERB_STEMS, overlap, stems, topic_groups
from tareekh.agent.or_not import OR_NOT
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import RecordRef

# the source named before its postposition, in the languages lawyers type in (Latin letters and scripts):
# Hindi/Urdu "ke hisab se", "ke mutabik", "ke anusar", "ke kehne par"; Marathi "pramane", "nusar"; Gujarati "mujab";
# Bengali "er mote", "onujayi"; Telugu/Malayalam "prakaram"; Kannada "prakara"
_BEFORE = re.compile(
    r"(?P<src>(?:[^\s,.;:?!]+\s+){0,3}?[^\s,.;:?!]+)\s+(?:(?:ke|ki|ka|kay|chya|cha|chi|er|r|na|ni|no)\s+)?"
    r"(?:his[a]{1,2}b\s*se|mut[a]{1,2}bi[kq]|anus[a]{1,2}r|kehne\s+(?:pe|par|se)|pram[a]{1,2}ne|nusar|mujab|"
    r"mote|onujayi|anujayi|prak[a]{1,2}ram|prak[a]{1,2}ra|"
    r"के\s+(?:हिसाब\s+से|मुताबिक|अनुसार)|प्रमाणे|नुसार|मुजब|অনুযায়ী|মতে|ప్రకారం|ಪ್ರಕಾರ|പ്രകാരം)(?!\w)", re.I)
# English: "according to the RTO", "as per the doctor's report"
_AFTER = re.compile(
    r"\b(?:according\s+to|as\s+per)\s+(?:the\s+)?(?P<src>(?:[^\s,.;:?!]+\s+){0,3}?[^\s,.;:?!]+?)"
    r"(?=\s*[,?.!]|\s+(?:was|were|is|are|did|does|do|has|have|had|can|will|would)\b|$)", re.I)
# a source that is no one's record: "according to you", "as per law", "as per the order of 3 May" (a date)
_NO_SOURCE = re.compile(r"^(?:you|u|me|us|law|rules?|aap|tum|mere|hamare|hum)$", re.I)


@dataclass
class Sourced:
    """The lines of a named source's records that state the thing asked, and the thing's word groups."""

    hits: list[tuple[int, RecordRef, str]]
    groups: list[set[str]]


def source_named(text: str) -> tuple[str, str] | None:
    """(the source, the question without it) when the question asks by someone's word; None otherwise."""
    for pat in (_BEFORE, _AFTER):
        m = pat.search(text)
        if m is None:
            continue
        src = m.group("src").strip()
        if _NO_SOURCE.match(src) or not re.search(r"[^\W\d_]{2,}", src):
            continue
        rest = (text[:m.start()] + " " + text[m.end():]).strip()
        return src, rest
    return None


def source_hits(comp, cases: list[str] | None, drop: set[str]) -> Sourced | None:
    """The sentences stating the thing asked, of the records that hold the named source's words (None when the
    question names no source, or no such record states the thing)."""
    q = comp.q
    named = source_named(q.text)
    if named is None:
        return None
    src, rest = named
    source = topic_groups(src, drop)
    thing = [g for g in topic_groups(OR_NOT.sub(" ", rest), drop) if not g & VERB_STEMS]
    if not source or not thing:
        return None
    need = len(source) if len(source) <= 2 else len(source) - 1
    hits = []
    for rec in comp._on_day(comp.records(cases)):
        whole = f"{rec.text} {getattr(rec, 'author', '') or ''}"
        if (rec.date or "") > comp.today or overlap(source, stems(whole), whole) < need:
            continue
        for s in sentences(rec.text):
            if overlap(thing, stems(s.text), s.text) == len(thing):
                hits.append((len(thing), rec, s.text))
    return Sourced(hits, thing) if hits else None
