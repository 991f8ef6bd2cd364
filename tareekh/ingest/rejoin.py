"""Pieces of one hearing that the splitter cut apart, joined again by what the registry knows of them.

The splitter cuts a note where a line looks like the head of another matter: a capitalised word and a dash
("Hakim - for order.", "Desai AGAIN - junior: …", "CAV - judgment reserved."). In a language or a style the
rules have not met, a judge's title, a counsel's name or a stage word heads such lines as often as a case's
name does. What decides is the registry, not the word: a piece of a page, of the same day as the piece above
it, that names no case of the registry (nor a case number, nor a cause title) or names only the case the piece
above names, is more of that hearing; a lone heading above the day's first matter ("21-01-2026 (Wed) HC Ct. 3,
item 17") is that matter's first line. A piece that tells a next date of its own, when the piece above already
tells one, is another hearing and stays apart.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date

from tareekh.ingest import dates as D
from tareekh.ingest.models import DraftEntry
from tareekh.registry.numbers import find_mentions

_NOTES = ("handwritten_note", "typed_note")
_CAUSE_TITLE = re.compile(r"\S\s+(?:vs?\.?|versus|v/s)\s+\S", re.IGNORECASE)
HEADING_LINES = 3  # a page's heading above its first matter runs to a line or three (court, bench, item)


def _names_a_number(text: str) -> bool:
    """Does the text name a case by its number and year, or by a cause title ("A v. B")?"""
    return any(m.year is not None for m in find_mentions(text)) or bool(_CAUSE_TITLE.search(text))


def _opens_with_a_day(text: str) -> bool:
    first = next((ln for ln in text.splitlines() if ln.strip()), "")
    return D.opening_date(first) is not None or D.header_day_month(first) is not None


def _joined(a: DraftEntry, b: DraftEntry) -> DraftEntry:
    text = a.text.rstrip() + "\n" + b.text.lstrip()
    hearing = date.fromisoformat(a.hearing_date) if a.hearing_date else None
    found = D.find_next_date(text, hearing=hearing)
    return a.model_copy(update={
        "text": text, "region": a.region if a.region == b.region or b.region is None else None,
        "next_date": found.iso if found else (a.next_date or b.next_date),
        "author": a.author or b.author,
    })


def rejoin_pieces(drafts: Sequence[DraftEntry], cases_of: Callable[[DraftEntry], Sequence[str]]) -> list[DraftEntry]:
    """The drafts, with each piece of a note that is more of the hearing above it joined to it (see the module
    docstring). `cases_of` gives the cases the registry files a draft under (none when it names none)."""
    out: list[DraftEntry] = []
    cases: list[tuple[str, ...]] = []
    for d in drafts:
        mine = tuple(sorted(cases_of(d))) if d.kind == "hearing" and d.doc_type in _NOTES else None
        prev = out[-1] if out else None
        same_day = (prev is not None and mine is not None and prev.kind == "hearing" and prev.doc_type == d.doc_type
                    and prev.page == d.page and prev.hearing_date is not None and prev.hearing_date == d.hearing_date)
        if same_day and prev is not None:
            above = cases[-1]
            more = (not mine and above and not _names_a_number(d.text)) or (mine and mine == above)
            heading = (not above and mine and len(prev.text.strip().splitlines()) <= HEADING_LINES
                       and prev.next_date is None and not _names_a_number(prev.text) and len(out) == 1)
            two_next_dates = prev.next_date is not None and d.next_date is not None and prev.next_date != d.next_date
            if (more or heading) and not two_next_dates and not (more and _opens_with_a_day(d.text)
                                                                  and not _opens_with_a_day(prev.text)):
                joined = _joined(prev, d)
                # the joined text must still go where its case piece went (a heading above may change which line
                # reads first, and a line below may name another case)
                if tuple(sorted(cases_of(joined))) == (above or mine):
                    out[-1] = joined
                    cases[-1] = above or mine
                    continue
        out.append(d)
        cases.append(mine or ())
    return out
