"""What the next date is for, in the words of the note that set it.

A next date is set at a hearing, and the note of that hearing says what the day is for in more words than the
listing line: the witness the other side "will examine", the papers to bring, the application the orders are on
("madam: orders on <the application> and the main case on <day>"). The answer to "next date?" shows that line beside
the listing, and when the day the case register holds was read from no listing at all, the sentence of the case's
latest record that writes the day is what it is for — whatever words, language or layout the note uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.events.text import iso_dates, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

MAX_SENTENCE = 300  # a sentence longer than this is a paragraph, not the line that sets a day


def sentence_setting(comp: Composing, cid: str, iso: str) -> tuple[RecordRef, str] | None:
    """(record, sentence) of the newest record of case `cid`, dated up to today and before `iso`, with a sentence
    that writes the day `iso`; an order sheet's before a note's of the same day. None when none writes it."""
    recs = [r for r in comp.records([cid]) if r.date and r.date[:10] < iso and r.date[:10] <= comp.today
            and cid in (r.case_ids or [])[:1]]
    recs.sort(key=lambda r: (r.date or "", bool(getattr(r, "is_order_sheet", False))), reverse=True)
    for rec in recs:
        for s in sentences(rec.text):
            if len(s.text) > MAX_SENTENCE:
                continue
            if any(day == iso for _, _, day in iso_dates(s.text, rec.date)):
                return rec, s.text.strip()
    return None
