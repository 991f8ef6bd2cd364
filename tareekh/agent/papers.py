"""How many of a paper were filed in a matter, and why each: "kitne supplementary affidavit lagane pade aur kis
liye?", "how many additional affidavits did we file, and why?".

The papers are counted from the filings the events hold — one per day, however many records (a note, the order
sheet) tell of it; a line that only wishes or directs a filing ("he wants it on record by a supplementary affidavit")
is no filing. The question types the paper as it likes ("supplimentary affidavit"); the notes abbreviate it ("supp.
affdvt"): a typed word and a written one are the same word when one is the other's abbreviation or they share a
long beginning. Why each was filed is the line, since the one before, that asked for it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.draft import Draft, number_word
from tareekh.agent.layout import human_date
from tareekh.agent.question import STOP
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef
    from tareekh.events import EventBase

_LEAD = re.compile(r"\b(?:how\s+many|number\s+of|kitn[eia]|enni)\s+((?:[a-z.]+\s+){0,3}[a-z.]+)", re.I)
# words after the paper's name that say what was done with it, not what it is
_NOT_PAPER = frozenset("file filed filing lagane lagaye lagaya lagana dakhil were was did have has had we our you "
                       "pade padi pada kiye kiya hue huye karne karna vesam vesaru vesina and aur".split())
_WHY = re.compile(r"\bkis\s+liye\b|\bkyon\b|\bkyun\b|\bwhy\b|\bfor\s+what\b|\benduku\b|\bwhat\s+for\b|\breason", re.I)
_DONE = re.compile(r"\bfiled\b|\bon\s+record\b|\bdakhil\b|\blagay[ai]\b|\bsubmitted\b|दाखिल|प्रस्तुत", re.I)
_WISH = re.compile(r"\bwants?\b|\bwanted\b|\bchahte\b|\bchahiye\b|\bshould\b|\bshall\b|\bwill\b|\bto\s+be\b|\bkaro\b|"
                   r"\bkarna\b|\bto\s+file\b|\bby\s+\d", re.I)
_WORD = re.compile(r"[a-z]+", re.I)


def paper_words(text: str) -> list[str]:
    """The paper a count question names: 'kitne supplimentary affidavit lagane pade' -> supplimentary, affidavit."""
    m = _LEAD.search(text)
    if not m:
        return []
    out = []
    for w in m.group(1).lower().replace(".", " ").split():
        if w in _NOT_PAPER or w in STOP:
            break
        out.append(w)
    return out if 1 <= len(out) <= 3 and any(len(w) >= 5 for w in out) else []


def same_word(typed: str, written: str) -> bool:
    """'supplimentary' ~ 'supplementary' (a long shared beginning), 'affidavit' ~ 'affdvt' and 'supplementary' ~
    'supp' (one is the other's abbreviation: its letters in order, from the same first letter)."""
    a, b = typed.lower(), written.lower()
    if a == b or (len(a) >= 5 and len(b) >= 5 and a[:5] == b[:5]):
        return True
    # a doubled letter typed once ('aditional') is still the word its abbreviation ('addl') shortens
    a, b = re.sub(r"(.)\1+", r"\1", a), re.sub(r"(.)\1+", r"\1", b)
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    if len(short) < 3 or short[0] != long_[0]:
        return False
    it = iter(long_)
    return all(ch in it for ch in short)


def _names(text: str, paper: list[str]) -> bool:
    written = _WORD.findall(text)
    return all(any(same_word(p, w) for w in written) for p in paper)


def counted_papers(comp: Composing, cases: list[str] | None) -> Draft | None:
    """The filings of the paper the question names, one per day, each with the line that asked for it when the
    question asks why; None when the question names no paper or no filing of it is on record."""
    paper = paper_words(comp.q.text)
    if not paper:
        return None
    filed: dict[tuple[str, str], list[EventBase]] = {}
    for e in comp.ev.events(case_ids=cases, kinds=["filing"]):
        if not getattr(e, "filed", True) or not e.record_date or e.record_date > comp.today:
            continue
        if not _names(e.text, paper) or not _DONE.search(e.text) or _WISH.search(e.text):
            continue
        filed.setdefault((e.case_id or "", e.record_date), []).append(e)
    if not filed:
        return None
    name = _as_written(filed, paper)
    why = bool(_WHY.search(comp.q.text))
    parts, lines = [], []
    prev: dict[str, str] = {}
    for (cid, day), evs in sorted(filed.items(), key=lambda kv: kv[0][1]):
        part = f"{human_date(day)}{comp.cites(evs)}"
        if why:
            asked = _asked_for(comp, cid, paper, prev.get(cid, ""), day)
            if asked is not None:
                rec, sentence = asked
                part += f" — asked for on {human_date(rec.date)}: '{clean(sentence, 200)}' [{comp.cite(rec)}]"
        prev[cid] = day
        parts.append(part)
        ln = comp.event_line(evs[0], with_case=len({c for c, _ in filed}) > 1)
        if ln is not None:
            lines.append(ln)
    n = len(filed)
    where = " and ".join(dict.fromkeys(comp.label(c) for c, _ in filed))
    head = f"{number_word(n)} {name}{'s' if n != 1 and not name.endswith('s') else ''} filed in {where}: "
    return Draft(head + "; ".join(parts) + ".", lines)


def _as_written(filed: dict[tuple[str, str], list[EventBase]], paper: list[str]) -> str:
    """The paper's name in the notes' own spelling, each word in its longest written form."""
    written = [w for evs in filed.values() for e in evs for w in _WORD.findall(e.text)]
    out = []
    for p in paper:
        forms = [w for w in written if same_word(p, w)]
        out.append(max(forms, key=len).lower() if forms else p)
    return " ".join(out)


def _asked_for(comp: Composing, cid: str, paper: list[str], since: str, day: str) -> tuple[RecordRef, str] | None:
    """The line after `since` and before `day` that names the paper without recording it filed: the direction or
    the client's wish that it be filed — of the latest day's, a note's line before the order sheet's formula, and
    the one that says most (the reason, not the errand: 'crim history ka para nahi, supp. affidavit file karo'
    rather than 'Naina - supp affdvt 20/2 tak')."""
    found: list[tuple[str, int, int, RecordRef, str]] = []
    for rec in comp.records([cid]):
        if not rec.date or not (since < rec.date < day):
            continue
        for s in sentences(rec.text):
            if _names(s.text, paper) and not (_DONE.search(s.text) and not _WISH.search(s.text)):
                found.append((rec.date, 0 if rec.is_order_sheet else 1, len(s.text), rec, s.text))
    if not found:
        return None
    found.sort(key=lambda f: (f[0], f[1], f[2]))
    *_, rec, sentence = found[-1]
    return rec, sentence
