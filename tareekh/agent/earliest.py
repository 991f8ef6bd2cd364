"""'At first', 'shuru mein', 'the first time': the earliest record that holds the question's things, quoted whole.

"What did the client's mother ask at first?", "the first time their counsel was unwell, who came from our side?":
the answer is in the earliest record a plain reading of the question's own words finds (less the words saying
"first"), and often in the sentence after the one that holds the words ("… unwell, memo through junior. First time
in this case. The client's accountant had come from the district."), so the record is quoted on from there.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from tareekh.agent.closest import closest
from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

FIRST = re.compile(r"\bshuru\s+(?:mein|me|mai|main)\b|\bshuruaat\s+(?:mein|me)\b|\bat\s+(?:the\s+)?first\b|\bfirst\s+time\b|"
                   r"\bpehli\s+(?:baar|bar|dafa|martaba)\b|\bpahli\s+(?:baar|bar|dafa)\b|\bmodati\s*sari\b|\bmodata\b|"
                   r"\binitially\b|\bin\s+the\s+beginning\b|\bvery\s+first\b|\bfirst\s+(?:ever|of\s+all)\b|"
                   # "the first day", as each language says it: "first" (English, Hindi and Nepali "pehli", "pahilo",
                   # Marathi "pahilya", Bengali and Assamese "prothom", Odia "pratham", Tamil "mudhal", Telugu "modati",
                   # Kannada "modala", Malayalam "aadya") before its word for day or date
                   r"\b(?:first|peh?l[aie]\w*|pahil\w*|prot?hom\w*|pratham\w*|mu?dh?al|modh?al\w*|modati|aadya\w*)\s+"
                   r"(?:day|date|hearing|din|dina|dinam|dine|divas\w*|divsh?i|naal\w*|roju|roja|dibas\w*|dibos\w*|"
                   r"tareekh|tarikh|tarik|peshi|sunwai|vaa?yi?dha|divasam)\b", re.I)
KINDS = ("said", "open")
QUOTE_CHARS = 320


def asks_first(text: str) -> bool:
    return bool(FIRST.search(text))


def earliest(comp: Composing) -> Draft | None:
    """The earliest record holding most of the question's things, quoted from its matching sentence on."""
    from tareekh.agent.draft import Draft

    q = comp.q
    # (the question as typed too: a word the reading glossed from another language, Tamil "naal" (day) read as the
    # Punjabi "with", no longer says "day")
    if q.kind not in KINDS or not (asks_first(q.text) or asks_first(getattr(q, "typed", None) or "")):
        return None
    plain = replace(q, text=FIRST.sub(" ", q.text))
    hits = closest(plain, comp.records(None), name_stems=comp._name_stems(), anchor_stems=comp._anchor_stems(),
                   limit=50, roles=comp._roles())
    if not hits:
        return None
    most = max(h.held for h in hits)
    dated = [h for h in hits if h.held == most and h.rec.date]
    if not dated:
        return None
    first_hit = min(dated, key=lambda h: (h.rec.date or "", h.rec.entry_id))
    rec = first_hit.rec
    quote = _from(rec.text, first_hit.sentences[0])
    first = f"At first, {human_date(rec.date)}, {comp.who(rec)}: {quote} [{comp.cite(rec)}]."
    later = sorted((h for h in dated if h.rec.entry_id != rec.entry_id), key=lambda h: h.rec.date or "")[:2]
    lines = [comp.line(h.rec, " … ".join(h.sentences), with_case=comp.multi()) for h in later]
    return Draft(first, lines)


def _from(text: str, sentence: str) -> str:
    """The record from the matching sentence on, about QUOTE_CHARS long (what was said follows the words)."""
    ss = sentences(text)
    start = next((i for i, s in enumerate(ss) if sentence in s.text or s.text in sentence), 0)
    out = []
    for s in ss[start:]:
        out.append(s.text)
        if sum(len(x) for x in out) >= QUOTE_CHARS * 0.7:
            break
    return clean(" ".join(out), QUOTE_CHARS)
