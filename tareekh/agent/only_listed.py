"""A step a record only lists for a day is not a step done: its yes/no is "Not yet — it is listed for <day>".

"Was the accused's statement recorded?" — a week plan's item ("<matter> - statement of the accused"), a cause list's
row ("… Statement of accused u/s 313") and a note's next date ("ND 3/6 - statement of accused") all hold the words
asked, and none says the step happened: they say it is due. Which lines are listings is read from what the reading of
the uploads already knows, in every language the notes are written in: the record is a plan or a cause list (its
kind, given at ingest), or the words asked sit inside the span the rules read as a next date with its purpose ("ND …
for …", "fixed for", "put up for", "… ke liye", "… -ku"). A line that states the step in any other way answers as
before; only when every line holding the words asked is a listing is the answer "Not yet", with the latest listing's
day.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

    Hit = tuple[int, RecordRef, str]

# a day as notes write one ("20.07.2029", "3/6/31", "15-10"): the listing's purpose is written after it
_DAY = re.compile(r"(?<!\d)\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?(?!\d)")
# a purpose that continues a step says the step has begun ("for further OP evidence", "remaining cross", "PW5 ki
# baqi jirah", "cross contd."): such a listing is no "Not yet" (English; Hindi/Urdu baaki, baqi, aage ki, shesh;
# Marathi urvarit; Bengali/Assamese baki, obosishto; Gujarati baki; Odia bala; Tamil meethi; Telugu migilina;
# Kannada ulida; Malayalam baakki; and the scripts)
_GOES_ON = re.compile(
    r"\b(?:further|remaining|rest\s+of|balance|continu\w*|contd|cont'd|part[- ]?heard|baa?qi|baa?ki|baakki|"
    r"aage\s+ki|urvarit|obosishto|meethi|migilina|ulida)\b|"
    r"बाकी|बकाया|शेष|आगे\s+की|उर्वरित|বাকি|অবশিষ্ট|બાકી|ବାକି|மீதி|మిగిలిన|ಉಳಿದ|ബാക്കി", re.I)
# the kinds of record that list matters and steps for a day, and say nothing of what happened on it
LISTING_KINDS = frozenset({"plan", "cause list"})


def listed_day(comp: Composing, rec: RecordRef, sentence: str, groups: list[set[str]]) -> str | None:
    """The day `sentence` of `rec` lists the asked step for, when the sentence only lists it ("" when no day is
    written); None when the sentence is no listing of it."""
    if rec.doc_kind in LISTING_KINDS:
        return rec.date or ""
    at = rec.text.find(sentence)
    if at < 0 or not groups:
        return None
    end = at + len(sentence)
    for e in comp.ev.events(case_ids=rec.case_ids or None, kinds=["next_date"]):
        if e.entry_id != rec.entry_id or e.end <= at or e.start >= end:
            continue
        # the purpose is what the span writes after the day it lists (a span may open with the note's own date
        # and a step done that day: "05.06 report filed - ND 20.07 for objections")
        span = rec.text[max(e.start, at):min(e.end, end)]
        listed = getattr(e, "date", None) or ""
        days = [m for m in _DAY.finditer(span) if _is_day(m.group(), listed)]
        cut = max(e.start, at) + (days[0].end() if days else 0)
        inside = rec.text[cut:min(e.end, end)]
        before = rec.text[at:cut]
        # the words asked are the listing's purpose, not words of a sentence that stated the step before it, nor a
        # purpose that goes on with a step begun
        if overlap(groups, stems(inside), inside) == len(groups) \
                and overlap(groups, stems(before), before) < len(groups) and not _GOES_ON.search(inside):
            return getattr(e, "date", None) or ""
    return None


def _is_day(written: str, iso: str) -> bool:
    """`written` ("20.07.2029", "3/6") is the day and month of `iso`."""
    parts = re.split(r"[./-]", written)
    return len(iso) >= 10 and len(parts) >= 2 and parts[0].isdigit() and parts[1].isdigit() \
        and (int(parts[0]), int(parts[1])) == (int(iso[8:10]), int(iso[5:7]))


def only_listed(comp: Composing, hits: list[Hit], groups: list[set[str]]) -> tuple[list[Hit], Draft | None]:
    """The hits that state the step, and no draft, when some do; else ([], "Not yet — listed for <day>")."""
    from tareekh.agent.draft import Draft

    listed: list[tuple[Hit, str]] = []
    stated: list[Hit] = []
    for h in hits:
        day = listed_day(comp, h[1], h[2], groups)
        if day is None:
            stated.append(h)
        else:
            listed.append((h, day))
    if not listed:
        return hits, None
    if stated:
        return stated, None
    (_, rec, sentence), day = max(listed, key=lambda x: (x[1], x[0][1].date or "", x[0][1].entry_id))
    cite = comp.cite(rec)
    today = comp.today
    when = human_date(day) if day else ""
    if day and day[:10] >= today:
        due = f"it is listed for {when}{' (today)' if day[:10] == today else ''}"
    elif day:
        due = f"it was listed for {when}, and no record says it was done then"
    else:
        due = "your notes only list it as a step to come"
    first = (f"Not yet — {due}: {human_date(rec.date)}, {comp.who(rec)}: {clean(sentence, 220)} [{cite}].")
    lines = [comp.line(r, s, with_case=comp.multi()) for (_, r, s), _ in
             sorted(listed, key=lambda x: (x[0][1].date or "", x[0][1].entry_id))[-3:]]
    # (read across the matter's listings, whose words are a purpose's, never the verb asked: no one line's verdict)
    return [], Draft(first, lines, gathered=True)
