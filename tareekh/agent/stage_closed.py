"""Which matters have a stage closed ("evidence close aana matters ellam list pannu", "kin case me gawahi band ho
gayi?", "which matters have their evidence closed?", "kon case e sakkhi shesh?"): across the open matters, each
whose own records, up to today, last say of that stage that it is closed — "Evidence closed", "DE closed", "PE
closed by order", "साक्ष्य समाप्त" — named with the day and the record that says so.

Membership is read from each matter's latest word on the stage, not from a word search across the practice: a
matter whose later record has the stage reopened, or says it is not closed, is left out; a line that closes a
witness's cross ("cross over") closes no stage. The stage words are stage_now's (the languages lawyers type, in
Latin letters and scripts), with the diaries' shorthand for a side's evidence (PE, DE, RE: plaintiff's or
prosecution's, defence, respondents' evidence) read in capitals only, as written.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.stage_now import OVER as _OVER, STAGES as _STAGES, WHICH_MATTERS as _WHICH_MATTERS, open_matters_unnamed
from tareekh.agent.stage_now import stage_asked as _stage_asked
from tareekh.agent.tally import asks_matters
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# the stage's own words in a record, less those of one witness's examination ("cross over" closes a cross, not the
# evidence): the stage nouns of stage_now, and a side's evidence in the diaries' capitals ("PE", "D.E.", "RE")
_WITNESS_ONLY = re.compile(r"\b(?:witness(?:es)?|deposition|examination|cross|chief)\b", re.I)
_SIDE_EVIDENCE = re.compile(r"(?<![\w.])(?:[PDR]E|[PDR]\.E\.?)(?![\w])")
# "close" as a question says it, any form ("close aana", "close ho gayi", "closed"), beside the stage_now endings
_CLOSE_ASKED = re.compile(r"\bclos\w*", re.I)
# not closed, or closed only in the future or as a request: "not closed", "to be closed", "will close", "nahi"
_NOT_YET = re.compile(r"\b(?:not|no|nahi|nahin|nai|illa|ledu|to\s+be|will|shall|may|if|unless|sought|prayed|before)\b"
                      r"|नहीं|नही", re.I)
# the stage opened again after it was closed: reopened, recalled, further evidence allowed
_REOPENED = re.compile(r"\bre-?open\w*|\brecall\w*|\bfurther\s+evidence\b|\badditional\s+evidence\b", re.I)


def _stage_closed_asked(text: str) -> str | None:
    """The stage the question asks the matters closed in ("<stage> close aana matters ellam"), or None."""
    if not (asks_matters(text) or _WHICH_MATTERS.search(text)):
        return None
    stage = _stage_asked(text)
    if stage not in ("evidence", "arguments"):
        return None
    m = _STAGES[stage].search(text)
    tail = text[m.end():m.end() + 40] if m else ""
    return stage if (_OVER.search(tail) or _CLOSE_ASKED.search(tail)) else None


def _stage_spans(stage: str, text: str) -> list[re.Match[str]]:
    found = [m for m in _STAGES[stage].finditer(text) if not _WITNESS_ONLY.fullmatch(m.group(0))]
    if stage == "evidence":
        found += list(_SIDE_EVIDENCE.finditer(text))
    return found


def _closes(stage: str, sentence: str) -> bool:
    """The sentence says the stage is closed: a stage word with a closing word within a few words after it."""
    for m in _stage_spans(stage, sentence):
        after = sentence[m.end():m.end() + 40]
        over = _OVER.search(after)
        if over and not _NOT_YET.search(after[:over.start()]) and not _NOT_YET.search(sentence[max(0, m.start() - 12):m.start()]):
            return True
    return False


def _closed_in(comp: Composing, stage: str, cid: str) -> tuple[RecordRef, str] | None:
    """The matter's latest record, up to today, that says the stage is closed, unless a later one reopens it."""
    closing: tuple[RecordRef, str] | None = None
    recs = sorted((r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today),
                  key=lambda r: (r.date or "", r.entry_id))
    for rec in recs:
        for s in sentences(rec.text or ""):
            if _closes(stage, s.text):
                closing = (rec, s.text)
            elif closing is not None and _REOPENED.search(s.text) and _stage_spans(stage, s.text):
                closing = None
    return closing


def closed_stage_matters(comp: Composing) -> Draft | None:
    """The open matters whose latest word on the stage asked says it is closed, each with its day and record."""
    from tareekh.agent.draft import Draft

    asked = open_matters_unnamed(comp, _stage_closed_asked)
    if asked is None:
        return None
    stage, cases = asked
    found = [(hit[0].date or "", c.id, hit) for c in cases if (hit := _closed_in(comp, stage, c.id)) is not None]
    if not found:
        return None
    found.sort(key=lambda f: f[0])
    parts, lines = [], []
    for day, cid, (rec, said) in found:
        parts.append(f"{comp.label(cid)} — {clean(said, 120).rstrip('.')} ({human_date(day[:10])}) [{comp.cite(rec)}]")
        lines.append(comp.line(rec, said, with_case=True))
    n = len(found)
    head = "Evidence is closed" if stage == "evidence" else "Arguments are over"
    first = f"{head} in {n} matter{'s' if n != 1 else ''}: " + "; ".join(parts) + "."
    return Draft(first, lines, gathered=True)  # gathered across the matters, no one record's words
