"""A next date corrected in a later note: "NDOH is 15.07, NOT 08.07", "Sharma suit - date changed to 14/5 (not 12/5)".

A hearing's next date is read from its own note or order sheet. A later note may say that date was wrong: the
clerk misheard, the board showed another day. Such a line negates the very date the case's records give and
names the right one; it may sit in a note of the same case or, as a remark, in the day's note of another case
(then it names the case). The corrected date replaces the one read, cited to the line that corrects it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import stems
from tareekh.events.corrections import SHORT, WRONG_WORD, is_correction
from tareekh.events.text import iso_dates, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

# the date being corrected, negated: "NOT 10/8", "not 08.07.2026", "instead of 12.5", "nahi 12/5", "(not 12/5 …)"
_NEGATED = re.compile(r"\b(?:not|nahi|nahin|instead\s+of|in\s+place\s+of|galat|wrong(?:ly)?)\s*[:(\-–]?\s*"
                      r"(?=\d{1,2}\s*[./-]\s*\d{1,2})", re.I)
# words that name any case, never this one
_GENERIC = {"case", "suit", "writ", "matter", "petition", "appeal", "complaint", "the", "and", "v", "vs", "versus",
            "no", "of", "smt", "shri", "sri", "mr", "mrs", "ms", "ltd", "pvt", "anr", "ors", "state"}


def _case_stems(comp: Composing, cid: str) -> set[str]:
    card = comp.card(cid)
    if card is None:
        return set()
    c = card.case
    words = [c.short_name or "", *(c.aliases or []), card.client.name if card.client else ""]
    return {s for w in words for s in stems(w) if len(s) >= 4 and s not in _GENERIC}


# a date called wrong after it: "ND 05.01 likh ditti - GALAT", "12.3 written, wrong", "14/8 is incorrect", in any
# language ingest reads it in ("16/01 lakhi - khoti", "14.9 - bhul", "08.12 - tappu": events/corrections.py)
_CALLED_WRONG = re.compile(r"[^\d]{0,40}?(?:\b(?:wrong(?:ly)?|incorrect|galat|ghalat|galti|ghalti|mistake)\b|"
                           rf"(?<![a-z])(?:{WRONG_WORD}))", re.I)


def _wrong(s_text: str, dates: list[tuple[int, int, str]]) -> list[str]:
    """The days a sentence calls wrong: negated before them ("NOT 10/8") or called so after ("05.01 - GALAT")."""
    negated = {m.end() for m in _NEGATED.finditer(s_text)}
    return [iso for start, end, iso in dates if start in negated or _CALLED_WRONG.match(s_text, end)]


def called_wrong(text: str, on: str | None) -> set[str]:
    """The days (ISO) any sentence of a record calls wrong: never the day it puts its matter to ("mudat 16/01/2028
    lakhi - khoti … sachi mudat 18/01/2028": the 18th)."""
    return {iso for s in sentences(text) for iso in _wrong(s.text, iso_dates(s.text, on))}


def _right(rec: RecordRef, said: list, i: int, day: str, target: str) -> tuple[str, str] | None:
    """(the right day, its sentence): a later day the correcting sentence gives beside the wrong one, or, in a note
    that is all a correction ("CORRECTION | ND 05.01 likh ditti - GALAT. Sahi agli peshi 15.01"), the next
    sentence's."""
    dates = iso_dates(said[i].text, rec.date)
    wrong = set(_wrong(said[i].text, dates))
    right = [iso for _, _, iso in dates if iso not in wrong and iso > day and iso != target]
    if right:
        return right[0], said[i].text
    if not is_correction(rec.text) and len(rec.text) > SHORT:
        return None  # (a short note whose sentence calls the day wrong is about that mistake: "… lekha - bhul. Asol …")
    for s in said[i + 1:]:
        later = [iso for _, _, iso in iso_dates(s.text, rec.date) if iso > day and iso != target]
        if later:
            return later[0], f"{said[i].text} {s.text}"
    return None


def corrected_next(comp: Composing, cid: str, target: str, since: str) -> tuple[str, RecordRef, str] | None:
    """(the corrected date, the record, its line) when a record from `since` on (up to today) negates `target`,
    the next date read for case `cid`, and gives another date after its own day; None otherwise."""
    own = _case_stems(comp, cid)
    found: tuple[str, RecordRef, str] | None = None
    for rec in comp.records(None):
        day = (rec.date or "")[:10]
        if not day or not (since <= day <= comp.today):
            continue
        said = sentences(rec.text)
        for i, s in enumerate(said):
            if target not in _wrong(s.text, iso_dates(s.text, rec.date)):
                continue
            fix = _right(rec, said, i, day, target)
            if fix is None:
                continue
            if cid not in rec.case_ids and not (own & stems(s.text)):
                continue  # a remark in another case's note must name this case
            if found is None or day > (found[1].date or "")[:10]:
                found = (fix[0], rec, fix[1])
    return found
