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


def corrected_next(comp: Composing, cid: str, target: str, since: str) -> tuple[str, RecordRef, str] | None:
    """(the corrected date, the record, its line) when a record from `since` on (up to today) negates `target`,
    the next date read for case `cid`, and gives another date after its own day; None otherwise."""
    own = _case_stems(comp, cid)
    found: tuple[str, RecordRef, str] | None = None
    for rec in comp.records(None):
        day = (rec.date or "")[:10]
        if not day or not (since <= day <= comp.today):
            continue
        for s in sentences(rec.text):
            negated = [m.end() for m in _NEGATED.finditer(s.text)]
            if not negated:
                continue
            dates = iso_dates(s.text, rec.date)
            wrong = [iso for start, _, iso in dates if start in negated]
            if target not in wrong:
                continue
            right = [iso for start, _, iso in dates if start not in negated and iso > day and iso != target]
            if not right:
                continue
            if cid not in rec.case_ids and not (own & stems(s.text)):
                continue  # a remark in another case's note must name this case
            if found is None or day > (found[1].date or "")[:10]:
                found = (right[0], rec, s.text)
    return found
