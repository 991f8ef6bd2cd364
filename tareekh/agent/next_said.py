"""What the next date is for, in the words of the note that set it.

A next date is set at a hearing, and the note of that hearing says what the day is for in more words than the
listing line: the witness the other side "will examine", the papers to bring, the application the orders are on
("madam: orders on <the application> and the main case on <day>"). The answer to "next date?" shows that line beside
the listing, and when the day the case register holds was read from no listing at all, the sentence of the case's
latest record that writes the day is what it is for — whatever words, language or layout the note uses.
"""

from __future__ import annotations

import re
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


LINE_CHARS = 300  # a line of a note or a chat message up to this long is shown whole beside its listing
WRAPPED_LINE = 50  # a line at least this long with no stop at its end may be one a page's width broke
_DAY_HEADING = re.compile(r"^\s*(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})\b")


def whole_line(text: str, start: int, end: int) -> str | None:
    """The whole line (a chat message, a note's line) that holds [start, end), when short enough to show: the words
    before the listing on it say what the day is for ("<matter> - NOT REACHED. … ND <day>"). None when longer."""
    a = text.rfind("\n", 0, start) + 1
    while a > 1 and _wrapped_into(text, a):
        a = text.rfind("\n", 0, a - 1) + 1  # the sentence began on the line above
    b = text.find("\n", end)
    line = re.sub(r"\s*\n\s*", " ", text[a: b if b >= 0 else len(text)].strip())
    return line if line and len(line) <= LINE_CHARS else None


def _wrapped_into(text: str, a: int) -> bool:
    """Whether the line starting at `a` goes on with a sentence of the line above: a paragraph printed to a page's
    width ("… for assessment of permanent\ndisability. The Dean shall …") breaks its lines inside sentences, so
    a line that starts in small letters after a long line with no stop at its end is that sentence's tail."""
    above = text[text.rfind("\n", 0, a - 1) + 1: a - 1].strip()
    return (len(above) >= WRAPPED_LINE and above[-1] not in ".!?:;।|" and text[a:a + 1].isalpha()
            and text[a:a + 1].islower())


def sentence_before(text: str, start: int) -> str:
    """The sentence just before the listing at `start` in an order of one day, across a line break (a court's
    direction set as its own paragraph before "List on …"); "" when it is the day's heading or too long."""
    ss = sentences(text)
    i = next((k for k, s in enumerate(ss) if s.start <= start < s.end), None)
    if not i:
        return ""
    prev = ss[i - 1].text.strip()
    if not prev or _DAY_HEADING.match(prev) or len(prev) > MAX_SENTENCE:
        return ""
    return prev
