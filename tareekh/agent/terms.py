"""What a matter's record says on a topic the question half names: "X chya bail conditions kay ahet", "the terms of
the compromise?", "jamin-er shorto ki?".

A question typed in a language the reader only partly knows carries words no record writes ("kay", "ahet"): the
answer that needs every word of the question finds nothing. Here the question's words are weighed by the practice's
own statistics: a word no record of the practice writes is its language's, not its topic, and weighs nothing; a word
few records write weighs more than one most records write. The record of the case that holds the weightiest of them
answers, and since conditions and terms are lists, every sentence of that record that holds one of the topic's words
is stated (the bond, each condition, the surety), in the record's order — not the first one only.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems
from tareekh.agent.headings import _shouting
from tareekh.events.money import amounts
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

MAX_CASES = 3  # a name two or three matters share: the record of whichever holds the words
MAX_SAID = 6  # sentences of the answering record
SAID_CHARS = 520


def _address(line: str) -> bool:
    """A letterhead's or an addressee's line: capitalised names strung on commas, or a postal code."""
    return bool(re.search(r"(?<!\d)\d{3}\s?\d{3}(?!\d)", line)) or (_shouting(line) and line.count(",") >= 2)


def asks_what(text: str) -> bool:
    """The question holds a word for 'what' or 'which' in one of the languages the table knows ("kana", "enna",
    "kay", "ki"): what it asks is a content, not a yes or a no."""
    from tareekh.agent.question import tokens
    from tareekh.agent.tongues import role

    return any(role(t) in ("what", "which") for t in tokens(text))


def _weights(comp: Composing, groups: list[set[str]]) -> list[float]:
    """Each word group's weight: log of the share of the practice's records that do not write it (0 for a word no
    record writes, nor one nearly every record writes)."""
    recs = comp.records(None)
    n = max(1, len(recs))
    held = [stems(r.text) for r in recs]
    out = []
    for g in groups:
        df = sum(1 for h in held if g & h)
        out.append(0.0 if df == 0 else math.log((n + 1) / (df + 0.5)))
    return out


LINE_CHARS = 300  # a line longer than this (an order's paragraph) is quoted by its sentence


def _whole_line(text: str, start: int, end: int, sentence: str) -> str:
    """The line a sentence stands on, when it is a line of a note ("Conditions: every Sunday …; not to enter …;
    no contact …" is one list, however its parts are cut); the sentence alone in a long paragraph."""
    a = text.rfind("\n", 0, start) + 1
    b = text.find("\n", end)
    line = text[a: b if b >= 0 else len(text)].strip()
    return line if len(line) <= LINE_CHARS else sentence


def topic_said(comp: Composing, cases: list[str], groups: list[set[str]]) -> Draft | None:
    """The case's record that holds the question's weightiest words, each of its sentences that holds one of them;
    None when no record holds two of the topic's words (or one, when the question has only one the notes write)."""
    from tareekh.agent.draft import Draft

    if not groups or not cases or len(cases) > MAX_CASES:
        return None
    weights = _weights(comp, groups)
    known = [(g, w) for g, w in zip(groups, weights) if w > 0]
    if not known:
        return None
    need = 2 if len(known) >= 2 else 1
    best = None
    for rec in comp.records(cases):
        if (rec.date or "")[:10] > comp.today:
            continue
        ss = sentences(rec.text)
        hit_groups: set[int] = set()
        said = []
        after = False  # the sentence after one on the topic, when it states a figure ("… u/s 406 and 420 IPC")
        for s in ss:
            st = stems(s.text)
            here = {i for i, (g, _) in enumerate(known) if overlap([g], st, s.text)}
            piece = _whole_line(rec.text, s.start, s.end, s.text)
            if here:
                hit_groups |= here
                if piece not in [p for _, _, p in said] and not _address(piece):
                    said.append((sum(known[i][1] for i in here), len(said), piece))
            elif after and re.search(r"\d", s.text) and piece not in [p for _, _, p in said] and not _address(piece):
                said.append((min(w for _, w in known) / 2, len(said), piece))
            after = bool(here)
        if len(hit_groups) < need:
            continue
        score = sum(known[i][1] for i in hit_groups)
        # of records as near, the one whose lines on the topic state a sum (what is alleged, the rent, the bond)
        figures = sum(1 for _, _, p in said if amounts(p))
        rank = (round(score, 6), figures, rec.is_order_sheet is False, rec.date or "")
        if best is None or rank > best[0]:
            best = (rank, rec, said)
    if best is None:
        return None
    _, rec, said = best
    # the pieces that hold the weightiest words, told in the record's order
    kept = sorted(sorted(said, key=lambda p: (-p[0], p[1]))[:MAX_SAID], key=lambda p: p[1])
    text = clean(" ".join(" ".join(p.split()) for _, _, p in kept), SAID_CHARS)
    when = human_date(rec.date) if rec.date else "undated"
    where = f"In {comp.label(rec.case_ids[0])}, " if len(cases) > 1 and rec.case_ids else ""
    first = f"{where}{when}, {comp.who(rec)}: {text} [{comp.cite(rec)}]"
    return Draft(first, [comp.line(rec)])
