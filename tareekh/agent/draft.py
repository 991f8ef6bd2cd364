"""The parts of an answer every piece of the answerer builds: the records it cites, its lines and its draft (the
first sentence, then the supporting lines), and what a piece reads of the composer that calls it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from tareekh.agent.quotes import through
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.question import Question
    from tareekh.events import EventBase

MAX_LINES = 6
# a day written at the head of an order sheet's paragraph ("12.11.2025: …")
_DAY_HEAD = re.compile(r"^\s*\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\s*[:\-–]\s*")
RESERVED = 3  # supporting lines kept for the closest lines of a plain reading, whatever the template quotes
# (two is said "Two times", never "Twice": the number's own word, which a lawyer scanning for "two" or "2" finds)
_COUNT_WORDS = {1: "Once", 2: "Two times", 3: "Three times", 4: "Four times", 5: "Five times", 6: "Six times",
                7: "Seven times", 8: "Eight times", 9: "Nine times", 10: "Ten times"}
_NUMBER_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine",
                 10: "Ten"}


@dataclass
class RecordRef:
    """A filed record as the answer cites it."""

    entry_id: int
    text: str
    case_ids: list[str]
    date: str | None
    doc_type: str | None = None
    kind: str = "hearing"
    source_file: str | None = None
    upload_id: int | None = None
    author: str | None = None
    doc_kind: str | None = None

    @property
    def is_order_sheet(self) -> bool:
        return (self.doc_type or "") == "order_sheet"


@dataclass
class Line:
    date: str
    text: str
    order: int = 0
    source: str = ""  # the text of the record the line quotes, when it quotes one
    # how surely the composer wants the line kept when the room is short (a judge's way that holds the thing asked
    # before a newer one that only names the judge); 0 for most: the newest are kept
    keep: float = 0.0


@dataclass
class Draft:
    first: str
    lines: list[Line] = field(default_factory=list)
    # the closest lines a plain reading finds for the question's own words (agent/closest.py), best first
    closest: list[Line] = field(default_factory=list)
    # gathered across a matter's records (its listings, a count): not held to one record's words
    gathered: bool = False

    def render(self) -> str:
        """The first sentence, then the supporting lines oldest first; a line another line already holds is left out.

        The closest lines of a plain reading always get room (up to RESERVED of them) beside the template's own."""
        def key(line: Line) -> str:
            """The line's words and its citation: a line is left out only for another of the same record."""
            body = line.text.split(": ", 1)[-1]
            cite = re.findall(r"\[([\d,\s]+)\]\s*$", body)
            words = re.sub(r"\W+", " ", re.sub(r"\[\d[\d,\s]*\]", "", body)).strip().lower()
            return f"{cite[-1].strip() if cite else ''}|{words}"

        own = sorted(self.lines, key=lambda x: (x.date or "", x.order))
        cited = {_cite_of(ln) for ln in own}
        extra = [ln for ln in self.closest if _cite_of(ln) not in cited or _cite_of(ln) is None]
        room = max(MAX_LINES - len({_cite_of(ln) for ln in own}), min(len(extra), RESERVED))
        extra = extra[:room]
        records = list(dict.fromkeys(_cite_of(ln) or f"line{i}" for i, ln in enumerate(own)))  # lines of one record merge
        if len(records) + len(extra) > MAX_LINES:
            # the rest of the room: the records the first sentence cites (its support), then the template's newest
            first_cites = set(re.findall(r"\d+", " ".join(re.findall(r"\[([\d,\s]+)\]", self.first))))
            kept_by = {r: max((ln.keep for j, ln in enumerate(own) if (_cite_of(ln) or f"line{j}") == r), default=0.0)
                       for r in records}
            ranked = sorted(range(len(records)), key=lambda i: (records[i] in first_cites, kept_by[records[i]], i),
                            reverse=True)
            chosen = {records[i] for i in ranked[:MAX_LINES - len(extra)]}
            own = [ln for i, ln in enumerate(own) if (_cite_of(ln) or f"line{i}") in chosen]
        own = [_with_closest(ln, self.closest) for ln in own]
        lines = _merge_same_record(sorted([*own, *extra], key=lambda x: (x.date or "", x.order)))
        keys = [key(ln) for ln in lines]
        out = [self.first.strip()] if self.first.strip() else []
        kept: set[str] = set()
        said = re.sub(r"\W+", " ", re.sub(r"\[\d[\d,\s]*\]", "", self.first)).strip().lower()
        for line, k in zip(lines, keys):
            c, w = k.split("|", 1)
            if not w or k in kept or any(k != o and o.split("|", 1)[0] == c and w in o.split("|", 1)[1] for o in keys):
                continue
            if len(w) > 40 and w in said:
                continue  # the first sentence already quotes it: no sentence twice
            kept.add(k)
            out.append(line.text)
        lead = 1 if self.first.strip() else 0
        if len(out) > MAX_LINES + lead:  # the newest lines, still oldest first
            out = [*out[:lead], *out[-MAX_LINES:]]
        return "\n".join(out)


def _with_closest(line: Line, closest: list[Line]) -> Line:
    """A template's line with the closest sentences of the same record it does not already quote."""
    cite = _cite_of(line)
    if cite is None:
        return line
    text = line.text
    for other in closest:
        if _cite_of(other) != cite:
            continue
        body = re.sub(r"\s*\[\d+\]\s*$", "", other.text.split(": ", 1)[-1])
        missing = [p for p in body.split(" … ") if p.strip() and _norm(p) not in _norm(text)]
        if missing:
            head, tail = re.match(r"^(.*?)\s*(\[\d+\])\s*$", text).groups()
            lead, _, quote = head.partition(": ")
            parts = quote.split(" … ")
            for p in missing:
                # a sentence of the line that the closest reading quotes with what goes on after it, or within the
                # stretch it reads through (agent/quotes.py): the longer once
                inside = [i for i, q in enumerate(parts) if _norm(q) and f" {_norm(q)} " in f" {_norm(p)} "]
                have = _norm(" ".join(parts))
                pieces = [x.text for x in sentences(p) if _norm(x.text)]
                if not inside and any(_norm(x) in have for x in pieces):
                    # a stretch some of whose sentences the line quotes already: only the others, never one twice
                    parts += [x for x in pieces if _norm(x) not in have]
                elif not inside:
                    parts.append(p)
                else:
                    parts[inside[0]] = p
                    parts = [q for i, q in enumerate(parts) if i not in inside[1:]]
            if line.source:  # two parts that stand close in the record: one stretch (agent/quotes.py)
                parts = [re.sub(r"\s+", " ", p).strip() for p in through(line.source, parts)]
            text = f"{lead}: {' … '.join(parts)} {tail}"
    return Line(line.date, text, line.order, line.source)


def _norm(text: str) -> str:
    """Words only, lower case: 'done.' and 'done' are the same words."""
    return re.sub(r"\W+", " ", text).strip().lower()


def _cite_of(line: Line) -> str | None:
    """The citation number a supporting line ends with."""
    m = re.search(r"\[(\d+)\]\s*$", line.text)
    return m.group(1) if m else None


def _merge_same_record(lines: list[Line]) -> list[Line]:
    """Lines quoting the same record become one line (each record cited once): 'a … b [2]'."""
    out: list[Line] = []
    index: dict[str, int] = {}
    for line in lines:
        m = re.match(r"^(- [^:]*?): (.*) \[(\d+)\]$", line.text)
        if not m:
            out.append(line)
            continue
        head, body, n = m.groups()
        if n in index:
            prev = out[index[n]]
            pm = re.match(r"^(- [^:]*?): (.*) \[(\d+)\]$", prev.text)
            if pm and _norm(body) not in _norm(pm.group(2)):
                if _norm(pm.group(2)) in _norm(body):
                    merged = body
                else:  # only the sentences the line does not hold yet
                    have = _norm(pm.group(2))
                    add = [p for p in re.split(r" … |(?<=[.!?])\s+", body) if _norm(p) and _norm(p) not in have]
                    merged = " … ".join([pm.group(2), *add])
                if prev.source:  # parts that stand close in the record: one stretch (agent/quotes.py)
                    merged = " … ".join(re.sub(r"\s+", " ", p).strip() for p in through(prev.source, merged.split(" … ")))
                out[index[n]] = Line(prev.date, f"{pm.group(1)}: {merged} [{n}]", prev.order, prev.source)
            continue
        index[n] = len(out)
        out.append(line)
    return out


def count_phrase(n: int) -> str:
    return _COUNT_WORDS.get(n, f"{n} times")


def number_word(n: int) -> str:
    return _NUMBER_WORDS.get(n, str(n))


# a paragraph's number standing alone where a sentence splitter cut it off: "4.", "(iv)", "iii)", "b."
_ENUMERATOR = re.compile(r"\(?(?:\d{1,3}|[ivxlc]{1,6}|[a-h])[.)]", re.I)


def state_before(text: str, start: int) -> str:
    """The one sentence an order sheet writes before its listing, in the same day's paragraph ("Service complete. List on
    22.06.2026", "Evidence closed. For arguments on …"): the stage the case is listed at; "" when there is none."""
    ss = sentences(text)
    i = next((k for k, s in enumerate(ss) if s.start <= start < s.end), None)
    if not i:
        return ""
    if "\n" in text[ss[i - 1].end: ss[i].start]:
        return ""  # another day's paragraph
    if _ENUMERATOR.fullmatch(ss[i - 1].text.strip()):
        return ""  # "… 4. List the petition on …": the listing is a numbered paragraph of its own
    j = i - 1
    # the whole of that sentence ("Notice served; affidavit of service on record."), not the sentences before it
    while j > 0 and ss[j - 1].text.rstrip().endswith(";") and "\n" not in text[ss[j - 1].end: ss[j].start] \
            and ss[i].start - ss[j - 1].start <= 200:
        j -= 1
    state = clean(_DAY_HEAD.sub("", text[ss[j].start: ss[i - 1].end]), 200).strip()
    return state if not state or state[-1] in ".।!?" else state + "."


class Composing(Protocol):
    """What a piece of the answerer (tally, value, witness …) reads of the composer that calls it
    (tareekh/agent/compose.py's Composer): the question, the records and their citations, the lines it writes."""

    q: Question
    registry: Any
    ev: Any
    today: str
    one_side: bool

    def card(self, cid: str) -> Any: ...
    def label(self, cid: str | None) -> str: ...
    def record_of(self, entry_id: int | None) -> RecordRef | None: ...
    def records(self, case_ids: Sequence[str] | None) -> list[RecordRef]: ...
    def cite(self, rec: RecordRef) -> int: ...
    def who(self, rec: RecordRef) -> str: ...
    def line(self, rec: RecordRef, text: str | None = None, *, with_case: bool = False, order: int = 0) -> Line: ...
    def event_line(self, e: EventBase, *, with_case: bool = False, context: int = 0) -> Line | None: ...
    def cites(self, events: Sequence[EventBase]) -> str: ...
    def gist(self, events: Sequence[EventBase]) -> str: ...
    def scope(self) -> list[str]: ...
    def multi(self) -> bool: ...
    def count(self) -> Draft | None: ...
    def next_date(self) -> Draft | None: ...
    def yes_no(self) -> Draft | None: ...
    def _roles(self) -> dict[str, set[str]]: ...
    def _anchor_stems(self) -> set[str]: ...
    def _name_stems(self) -> set[str]: ...
    def _scope_for_actor(self) -> list[str] | None: ...
    def _in_period(self, e: EventBase) -> bool: ...
    def _matching(self, cases: list[str] | None, groups: list[set[str]], *,
                  need_all: bool) -> list[tuple[int, RecordRef, str]]: ...
