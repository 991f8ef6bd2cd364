"""Pieces of one hearing that the splitter cut apart, joined again by what the registry knows of them.

The splitter cuts a note where a line looks like the head of another matter: a capitalised word and a dash
("Presiding officer - on leave.", "Noronha ONCE MORE - his clerk: …", "Reserved - orders on 4th."). In a language or a style the
rules have not met, a judge's title, a counsel's name or a stage word heads such lines as often as a case's
name does. What decides is the registry, not the word: a piece of a page, of the same day as the piece above
it (or of no day of its own), that names no case of the registry (nor a case number, nor a cause title) or names
only the case the piece above names, is more of that hearing; a lone heading above the day's first matter ("09-03-2026 (Mon) Court hall 5,
serial 22") is that matter's first line. A piece that tells a next date of its own, when the piece above already
tells one, is another hearing and stays apart.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any
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


def _rows_of_a_table(above: DraftEntry, below: DraftEntry) -> bool:
    """Is `below` the next row of a register's table (its serial one more) whose row `above` ends with?"""
    from tareekh.ingest.split import table_row_serial

    serial = table_row_serial(below.text)
    rows = [table_row_serial(ln) for ln in above.text.splitlines()]
    return serial is not None and serial - 1 in rows


def _heads_its_day(heading: DraftEntry, piece: DraftEntry) -> bool:
    """Is a piece dated by the file name alone ("… order 21.04.2026.pdf") of the day its heading is dated ("DAILY
    REPORT - Wednesday, 10th June 2026", "IN THE HIGH COURT AT …" of that file), the heading writing no other day?
    Then the heading, joined above it, hides no day of its own first lines."""
    if piece.date_source != "file_name" or not piece.hearing_date or heading.hearing_date != piece.hearing_date:
        return False
    return all(f.value.isoformat() == piece.hearing_date for f in D.find_dates(D.ascii_digits(heading.text)))


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
        # (a piece with no day of its own, "<party> absent - set ex parte. Next …" below the day's heading, is of the
        # day of the piece above it)
        undated = d.hearing_date is None and d.date_source is None
        same_day = (prev is not None and mine is not None and prev.kind == "hearing" and prev.doc_type == d.doc_type
                    and prev.page == d.page and prev.hearing_date is not None
                    and (prev.hearing_date == d.hearing_date or undated))
        if same_day and prev is not None:
            above = cases[-1]
            more = (not mine and above and not _names_a_number(d.text)) or (mine and mine == above)
            # (a piece dated only by the file name is dated at filing by the date its own first lines write: a
            # heading above them would hide it)
            heading = (not above and mine and (d.date_source not in (None, "file_name") or _heads_its_day(prev, d))
                       and len(prev.text.strip().splitlines()) <= HEADING_LINES
                       and prev.next_date is None and not _names_a_number(prev.text) and len(out) == 1)
            two_next_dates = prev.next_date is not None and d.next_date is not None and prev.next_date != d.next_date
            if _rows_of_a_table(prev, d):
                more = heading = False  # a register's rows are its matters, each ruled apart by its serial
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


# What a court's paper is, by the word its heading uses: an award (a tribunal's), a decree, a judgment, else an order.
_PAPER_WORDS = (("award", re.compile(r"\baward\b", re.IGNORECASE)),
                ("judgment", re.compile(r"\bjudg(?:e)?ment\b", re.IGNORECASE)),
                ("decree", re.compile(r"\bdecree\b", re.IGNORECASE)))
# A case's serial number and year, in any type's words ("M.A.C.T. No. 218/2023", "E.P. No. 41 of 2024"), not a date's
# parts ("17/03/2025")
# ("Civil Suit No. 214-A/2021": a register's letter after the serial is the serial's)
_SERIAL_YEAR = re.compile(r"(?<![\d/.\-])(\d{1,6})(?:\s?-\s?[A-Z]{1,2})?\s*(?:/|\bof\b)\s*((?:19|20)\d{2}|\d{2})(?![\d/.\-])",
                          re.IGNORECASE)


def _numbers_with_years(text: str) -> list[tuple[int, int]]:
    """(serial, year) of every case number the text writes, in order."""
    out = []
    for m in _SERIAL_YEAR.finditer(D.ascii_digits(text)):
        year = int(m[2])
        out.append((int(m[1]), year + 2000 if year < 100 else year))
    return out


HEAD_LINES = 15  # a judgment's heading (court, number, parties, date) is within its first lines


def papers_of_another_court(drafts: Sequence[DraftEntry], choose: Callable[[str, DraftEntry], Any],
                            number_of: Callable[[str], str | None]) -> list[DraftEntry]:
    """A court's judgment, award or order that is the whole upload and gives its own case number, which is not the
    number of the case it goes under (the trial court's judgment under the appeal, the award under its
    execution, an authority's order under the writ against it): a paper of that case, dated with its own date,
    never a hearing of it. `choose(kind, draft)` is the filer's choice for the draft read as that kind;
    `number_of(case_id)` the case's registered number (its own number comes first in it: "Ex.P. 96/2025 (in M.V.C.
    734/2024)" is the execution's number, the award's after it)."""
    if len(drafts) != 1:
        return list(drafts)
    d = drafts[0]
    if d.kind != "hearing" or d.doc_type != "order_sheet" or d.date_source != "order_date" or not d.hearing_date:
        return [d]
    head = "\n".join([ln for ln in d.text.splitlines() if ln.strip()][:HEAD_LINES])
    written = _numbers_with_years(head)
    if not written:
        return [d]
    cases = choose("hearing", d).case_ids or choose("document", d).case_ids
    if not cases:
        return [d]
    for cid in cases:
        own = _numbers_with_years(number_of(cid) or "")
        if not own or own[0] in written:
            return [d]  # its own number is the case's (or the case's number cannot be read): its own hearing
    kind = next((k for k, rx in _PAPER_WORDS if rx.search(head)), "order")
    return [d.model_copy(update={"kind": "document", "doc_kind": kind, "record_date": d.hearing_date,
                                 "hearing_date": None, "next_date": None, "date_source": "document"})]
