"""A number two registered cases share, told apart by the forum the note names.

Courts number their cases apart: a magistrate's C.C. 318/2030 and a consumer commission's C.C. 318/2030 are two
cases, and a note that writes the number alone ("CC 318/30", "318/30") may be either. A note of a day in court names
where it was, beside the number or on the line above it: by a word of the forum's name only one of them has
("Consumer Commission", "Munsif"), by the forum's initials ("DM" for District Munsif, "JM" for Judicial Magistrate),
or by the bench's number after its initials ("JM-II", "JM 2" for Judicial Magistrate No. II). When that names the
forum of exactly one of the cases the number fits, the note is that case's; anything less (no forum named, or the
forums of two of them) leaves it for a person.
"""

from __future__ import annotations

import re

from tareekh.ingest.forum_chain import marks_written
from tareekh.ingest.review import CaseCandidate
from tareekh.registry.aliases import words
from tareekh.registry.resolve import SHARED_NUMBER_SCORE, in_passing

# a bench's number in its forum's name: "Judicial Magistrate No. II", "Court No. 3", "Sub Judge-I", "JMFC 2nd",
# "II Additional District Judge"
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10, "xi": 11,
          "xii": 12}
_NUMERAL = r"(?:[IVX]{1,4}|\d{1,2})(?:st|nd|rd|th)?"
_BENCH_NUMBER = re.compile(rf"(?:(?<![A-Za-z])no\.?\s*|[-–]\s*|(?<=[A-Za-z])\s+)(?P<n>{_NUMERAL})(?![A-Za-z0-9])"
                           rf"|(?<![A-Za-z0-9])(?P<lead>{_NUMERAL})\s+(?=[A-Z])", re.IGNORECASE)
LINES_AROUND = 1  # the lines before the number's own line that may name its forum (a diary's date and court line)
HEAD_LINES = 3  # the note's first lines, where the number of the matter it is about stands


def numeral(text: str) -> int | None:
    """'II' -> 2, '2nd' -> 2, '3' -> 3; None for what is no bench's number."""
    low = re.sub(r"(?:st|nd|rd|th)$", "", text.lower())
    if low.isdigit():
        return int(low) or None
    return _ROMAN.get(low) if text[:1].isupper() or text.isdigit() else None


def bench_numbers(forum: str) -> set[int]:
    """The bench numbers a forum's name writes ("Judicial Magistrate No. II, Salem" -> {2})."""
    found = set()
    for m in _BENCH_NUMBER.finditer(forum or ""):
        n = numeral(m["n"] or m["lead"])
        if n is not None:
            found.add(n)
    return found


def numbers_after_marks(text: str, marks: set[str]) -> set[int]:
    """The bench numbers a note writes right after one of a forum's marks ("JM-II", "JM 2", "JM No.2", "JMFC-2")."""
    found: set[int] = set()
    for mark in marks:
        if " " in mark:
            continue  # a hall ("hall 14") is no mark a number follows
        for m in re.finditer(rf"(?<![A-Za-z]){re.escape(mark)}\s*[-–.]?\s*(?:no\.?\s*)?({_NUMERAL})(?![A-Za-z0-9/]|[.-]\d)",
                             text, re.IGNORECASE):
            n = numeral(m.group(1))
            if n is not None:
                found.add(n)
    return found


def heading_of(text: str, matched: str) -> str | None:
    """The line of `text` that writes the number `matched` among its first lines, with the line before it (where a
    diary writes the day's court); None when the note does not open with the number, or names it in passing ("the
    trial in CC 145/25 is part-heard"): then it may be about another matter."""
    lines = [ln for ln in text.splitlines() if ln.strip()][:HEAD_LINES]
    for i, line in enumerate(lines):
        at = line.lower().find(matched.lower()) if matched else -1
        if at >= 0:
            return None if in_passing(line, at) else "\n".join(lines[max(0, i - LINES_AROUND): i + 1])
    return None


def fitted(among: set[str], heading: str, forum: dict[str, set[str]], marks: dict[str, set[str]],
           benches: dict[str, set[int]]) -> set[str]:
    """The cases among `among` whose forum `heading` names by something none of the others' forums has: a word, a
    mark, or a bench's number written after a mark they share."""
    said_words = set(words(heading))
    said_marks = marks_written(heading)
    fits = set()
    for cid in among:
        others = among - {cid}
        own_words = forum.get(cid, set()) - set().union(*(forum.get(o, set()) for o in others))
        own_marks = marks.get(cid, set()) - set().union(*(marks.get(o, set()) for o in others))
        if own_words & said_words or own_marks & said_marks:
            fits.add(cid)
            continue
        shared_marks = marks.get(cid, set()) & set().union(*(marks.get(o, set()) for o in others))
        own_numbers = benches.get(cid, set()) - set().union(*(benches.get(o, set()) for o in others))
        if own_numbers & numbers_after_marks(heading, shared_marks & said_marks):
            fits.add(cid)
    return fits


def choose_by_forum_among_number(case_ids: list[str], candidates: list[CaseCandidate], text: str,
                                 forum: dict[str, set[str]], marks: dict[str, set[str]],
                                 benches: dict[str, set[int]]) -> tuple[str, str] | None:
    """(case id, why) when a number several registered cases share is told apart by the forum the note names beside
    it (see the module's doc); None when the record is already filed, no number ties cases, or the forum decides
    nothing."""
    if case_ids:
        return None
    tied: dict[str, set[str]] = {}
    for c in candidates:
        if c.tier == "number" and c.score >= SHARED_NUMBER_SCORE:
            tied.setdefault(str(c.matched), set()).add(c.case_id)
    if len(tied) != 1:
        return None  # no number, or two numbers: the note is about more than one thing
    (matched, among), = tied.items()
    if len(among) < 2:
        return None
    heading = heading_of(text, matched)
    fits = fitted(among, heading, forum, marks, benches) if heading is not None else set()
    if len(fits) != 1:
        return None
    case_id = next(iter(fits))
    return case_id, f"'{matched}' is a number several cases share; the forum the note names beside it is only one's"
