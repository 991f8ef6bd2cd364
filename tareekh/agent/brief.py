"""'Brief me on X', 'status cheppu': the case's story so far — its steps (admitted, counter filed, issues framed,
records received, evidence closed …), each once, oldest first — beside its last and next hearing."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

BRIEF = re.compile(r"\bbrief\b|\bstatus\b|\bupdate\b|\bwhere\s+(?:does|do|is)\b.*\bstand|\bstory\s+so\s+far\b|"
                   r"\bkya\s+chal\s+raha\b|\bkahan\s+tak\b|\bposition\b|\btell\s+me\s+about\b", re.I)
# A step of a case, in generic court usage; the key names the step so each is told once
STEPS: list[tuple[str, re.Pattern[str]]] = [
    ("admitted", re.compile(r"\badmitted\b|\bnotice\s+(?:ordered|issued)\b|\bदाखिल\s+किया\s+गया", re.I)),
    ("written statement", re.compile(r"\bwritten\s+statement\b|\bWS\b", re.I)),
    ("counter", re.compile(r"\bcounter(?:-affidavit)?\b.*\bfiled\b|\bfiled\b.*\bcounter\b", re.I)),
    ("reply", re.compile(r"\b(?:reply|rejoinder|replication)\b.*\bfiled\b", re.I)),
    ("issues", re.compile(r"\bissues?\b.*\b(?:framed|settled)\b", re.I)),
    ("records", re.compile(r"\brecords?\b.*\breceived\b|\bLCR\b", re.I)),
    ("evidence", re.compile(r"\bevidence\s+closed\b|\bPE\s+closed\b|\bDE\s+closed\b", re.I)),
    ("interim", re.compile(r"\binterim\s+(?:order|relief|stay|suspension|injunction)\b", re.I)),
    ("reserved", re.compile(r"\breserved\b", re.I)),
]
MAX_STEPS = 4
_PLAN = re.compile(r"\bwill\b|\bto\s+be\b|\bshall\b|\bkarenge\b|\bhoga\b|\bhogi\b|\bneed\s+to\b|\bobviously\b", re.I)


def asks_brief(text: str) -> bool:
    return bool(BRIEF.search(text))


def so_far(comp: Composing, cid: str, skip: set[int]) -> str:
    """' So far: 18 Aug 2025 — Admitted, notice ordered [n]; …' — each step's first record, oldest first ('' when
    the notes hold none beyond the records already quoted, `skip`)."""
    recs = sorted((r for r in comp.records([cid]) if r.kind == "hearing" and r.date and r.date[:10] <= comp.today),
                  key=lambda r: (r.date or "", r.is_order_sheet))
    seen: set[str] = set()
    found = []
    for rec in recs:
        ss = sentences(rec.text)
        for k, s in enumerate(ss):
            if _PLAN.search(s.text):
                continue  # "they will take time for WS": not a step taken
            for key, pattern in STEPS:
                if key in seen or not pattern.search(s.text):
                    continue
                seen.add(key)
                if rec.entry_id not in skip:
                    after = f" {ss[k + 1].text}" if k + 1 < len(ss) and len(ss[k + 1].text) <= 90 else ""
                    found.append((rec, s.text + after))  # the step with what the note says of it next
                break
    found = found[-MAX_STEPS:]
    if not found:
        return ""
    return " So far: " + "; ".join(f"{human_date(r.date)} — {clean(t, 160)} [{comp.cite(r)}]" for r, t in found) + "."
