"""Which witnesses were examined, as against only summoned or absent: "how many prosecution witnesses came?".

A witness's label (PW-5) is on every line that summons or warrants them, but the note of the day they were examined
often names them only by name or role ("IO Harpal Bhati aaya … Cross: …"). A witness counts as examined from the
first line that records a chief or cross of them by label, or from the first record of the case that names them (by a
name another line gives them) beside an examination's words; a witness only ever summoned, absent or listed does
not count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import mostly_latin, words

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef
    from tareekh.events import EventBase

# (and what only a witness in the box does: admits a fact, has a paper marked an exhibit through them)
_EXAMINED = re.compile(r"\badmit(?:s|ted)\b|\bmarked\s+(?:as\s+)?ex(?:t|h|hibit)?\b|\bcross\w*|\bx{2,3}[- ]?(?:n|nd|d|ed)\b|\bchief\b|\bexamin\w*|\bdeposed\b|\bdeposition\b|\bjirah\b|\bbayan\b|\bstatement\b|"
                       r"जिरह|मुख्य\s*परीक्षा|बयान|परीक्षित|उन्मोचित", re.I)
# a line about a witness that is no examination of them: summoned, warranted, absent, listed
_NOT_EXAMINED = re.compile(r"\bsumm?ons\w*|\bsammon\w*|\bwarr?[ae]nts?\b|\bnbw\b|\bbw\b|\babsent\b|\bnahi\s+aa?y[ae]\b|"
                           r"\bnot\s+(?:present|come|turn)\w*|\blist\b|सम्मन|वारंट|अनुपस्थित", re.I)
_TITLES = frozenset("dr sri shri smt mr mrs ms ji sahab io si asi constable doctor".split())


@dataclass
class Examined:
    """A witness examined: their events, and the record that shows the examination when no line of theirs does."""

    events: list[EventBase]
    record: RecordRef | None = None

    @property
    def day(self) -> str:
        if self.record is not None and self.record.date:
            return self.record.date  # the day the record shows them examined, not the day they were summoned
        return (self.events[0].record_date or "") if self.events else ""


def examined_only(comp: Composing, by: dict[tuple[str, str], list[EventBase]]) -> dict[tuple[str, str], Examined]:
    """The witnesses of `by` (case and label -> their events, oldest first) that were examined, each from the day of
    their first examination; every witness when none of them can be told examined (the notes keep no stages)."""
    out: dict[tuple[str, str], Examined] = {}
    for key, evs in by.items():
        staged = [i for i, e in enumerate(evs) if _was_examined(e)]
        if staged:
            out[key] = Examined(evs[staged[0]:])
            continue
        rec = _record_naming(comp, key[0], evs)
        if rec is not None:
            out[key] = Examined(evs, rec)
    if not out:
        return {k: Examined(v) for k, v in by.items()}
    return out


def _was_examined(e: EventBase) -> bool:
    stage = getattr(e, "stage", None)
    if stage in ("chief", "cross", "both"):
        return True
    text = getattr(e, "said", None) or e.text
    return (bool(_EXAMINED.search(text)) and not _NOT_EXAMINED.search(text)) or _done_after_name(e, text)


# "done", said of a witness in the languages' Latin letters: Hindi/Urdu/Punjabi "ho gaya", "hua", "ho chuka", Bengali
# "holo", "hoye geche", Marathi "jhala", Gujarati "thai gayu", Tamil "mudinjidhu", "aachu", Telugu "aipoyindi",
# "ayyindi", Kannada "aaytu", Malayalam "kazhinju", and English "done", "over", "completed"
_DONE_WORD = (r"(?:ho\s+(?:gaya|gayi|gaye|gya|gyi|chuka|chuki|chuke)|hua|hui|hue|holo|hoye\s+gech\w*|hoyeche|"
              r"[jz]hala|[jz]hali|thai\s+gay\w*|mudi\w*|aachu|aipoyindi|ayyindi|aa?yi?tu|kazhinju|done|over|completed)\b")


def _done_after_name(e: EventBase, text: str) -> bool:
    """"PW3 <Name> ho gaya", "PW2 <Name> gawahi holo": the witness's own number, their name (capitalised words) and a
    word of the evidence at most, then a word saying it was done — the witness examined, in a junior's message."""
    label = re.match(r"([A-Z]+)W-?(\d+)$", getattr(e, "witness", None) or "", re.I)
    if label is None:
        return False
    # the name's capital letters are read as written (a lower-case word, "PW3 bimar ho gaya", is no name)
    done = re.compile(rf"(?<![A-Za-z])(?i:{label.group(1)}\.?\s?W\.?\s?-?\s?{label.group(2)})(?!\d)[\s.:,()-]*"
                      rf"(?:(?:Dr|Sri|Shri|Smt|Mr|Mrs|Ms)\.?\s+)?(?:[A-Z][\w.']*\s+){{1,4}}"
                      rf"(?i:(?:(?:ki|ka|ke|er|da|di|chi|cha)\s+)?(?:(?:gawahi|gavahi|evidence|sakshya|saakshya|"
                      rf"saakshi|deposition|jirah|cross|chief)\s+)?{_DONE_WORD})")
    return bool(done.search(text))


def _record_naming(comp: Composing, cid: str, evs: list[EventBase]) -> RecordRef | None:
    """The first record of the case, on or after the witness is first named, that names them by a name a line gives
    them (two of its words, or a long surname) beside an examination's words, and does not only summon them."""
    names = {getattr(e, "name", None) for e in evs} - {None, ""}
    keys: list[set[str]] = []
    for name in names:
        ws = [w for w in words(name) if len(w) >= 3 and w not in _TITLES]
        if len(ws) >= 2:
            keys.append(set(ws))
    if not keys or not cid:
        return None
    first = evs[0].record_date or ""
    for rec in sorted(comp.records([cid]), key=lambda r: r.date or ""):
        if not rec.date or rec.date < first or rec.kind != "hearing":
            continue
        for sentence in re.split(r"(?<=[.!?])\s+|\n", rec.text):
            said = set(words(sentence))
            if any(k <= said for k in keys) and not _NOT_EXAMINED.search(sentence):
                window = rec.text[rec.text.find(sentence):][:400]
                if _EXAMINED.search(window):
                    return rec
    return None


# a witness a side chose not to examine, or the court closed the evidence without: said beside the count, not in it
_GIVEN_UP = re.compile(r"\bdropped\b|\bgiven\s+up\b|\bgave\s+up\b|\bnot\s+examined\b|\bwithdrawn\b|\bdispensed\s+with\b|"
                       r"\bnot\s+to\s+be\s+examined\b|\bchhod\s+di(?:ya|ye)\b|छोड़\s*दिया|परित्यक्त|"
                       # a witness not examined on a day the side's evidence was closed: closed without them
                       r"\bevidence\s+(?:is\s+|was\s+|stands\s+|has\s+been\s+)?closed\b|\bclos\w*\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+)?evidence\b|"
                       r"\b(?:sakshya|saakshya|sakshi|gawahi|gavahi|saboot|sabut|shakshyo|saakshi)\s+(?:band|bandh|bondho|samapt|khatam|mudin\w*|mugi\w*)\b|"
                       r"(?:साक्ष्य|गवाही|सबूत)\s*(?:बंद|समाप्त|खत्म)", re.I)
_TITLE_ONLY = frozenset(t.capitalize() for t in _TITLES) | frozenset({"Sh", "Shri", "Smt", "Km", "Mr", "Mrs", "Ms"})


def given_up(by: dict[tuple[str, str], list[EventBase]],
             seen: dict[tuple[str, str], Examined]) -> dict[tuple[str, str], EventBase]:
    """The witnesses of `by` not examined whose own line says they were dropped or given up: the line that says so."""
    out = {}
    for key, evs in by.items():
        if key in seen:
            continue
        e = next((e for e in reversed(evs) if _GIVEN_UP.search(getattr(e, "said", None) or e.text)), None)
        if e is not None:
            out[key] = e
    return out


def fullest_name(events: list[EventBase], label: str) -> str | None:
    """The fullest name the witness's lines give them ("Gurpreet Singh Bedi" over "Gurpreet"), never a bare title."""
    names = [n for e in events if (n := (getattr(e, "name", None) or "").strip()) and n != label
             and not all(w.strip(".") in _TITLE_ONLY for w in n.split())]
    return max(names, key=lambda n: (len(n.split()), len(n)), default=None)


def name_as_asked(heard: list[EventBase], every: list[EventBase], label: str, latin: bool) -> str | None:
    """The fullest name of the day the witness was heard or, when that is written in other letters than the
    question's (an order sheet's Devanagari, asked in Latin letters), the fullest another record of the same witness
    writes in the question's letters (the diary's "PW2 <name> (patwari)"): the lawyer reads back the name he typed."""
    name = fullest_name(heard, label) or fullest_name(every, label)
    if name is None or mostly_latin(name) == latin:
        return name
    return fullest_name([e for e in every if mostly_latin(getattr(e, "name", None) or "") == latin], label) or name
