"""A matter the registry does not hold may still be in the general notes: a proxy appearance for another lawyer,
a bar circular. Before saying "no such case", the general notes that hold every word of the name asked are read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import stem, stems, words
from tareekh.agent.question import CASE_HEADS, STOP
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

QUOTE = 320


def from_general_notes(comp: Composing, name: str) -> Draft | None:
    """The general notes (under no case) that hold every word of `name` as the lawyer typed it; None when none does."""
    from tareekh.agent.draft import Draft

    wanted = [w for w in words(name) if len(w) >= 4 and w not in STOP and w not in CASE_HEADS and not w.isdigit()]
    if not wanted or not any(c.isupper() for c in name):
        return None  # a name has a capital somewhere ("Sethi sir wala proxy matter")
    found = [r for r in comp.records(None) if r.kind == "general" and all(stem(w) in stems(r.text) for w in wanted)]
    if not found:
        return None
    found.sort(key=lambda r: r.date or "")
    rec = found[-1]
    first = (f"'{name}' is not a case in your registry; a general note of {human_date(rec.date)} has it: "
             f"{clean(rec.text, QUOTE)} [{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, None) for r in found[-3:-1]])
