"""A matter the registry does not hold may still be in the general notes: a proxy appearance for another lawyer,
a bar circular. Before saying "no such case", the general notes that hold every word of the name asked are read."""

from __future__ import annotations

import re
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

    from tareekh.agent.rests_on import _COURT_DAY

    wanted = [w for w in words(name) if len(w) >= 4 and w not in STOP and w not in CASE_HEADS and not w.isdigit()
              and w not in _COURT_DAY]
    # a short code typed in capitals or with a figure ("<LETTERS> court e <12B> er case": a court's letters, a
    # section) says which matter as much as a name does, and a note that lacks it is of another ("Family Court" is no
    # "<LETTERS> court")
    codes = [m.lower() for m in re.findall(r"(?<![\w])(?=\w*[A-Z0-9])(?=\w*[A-Za-z])\w{2,3}(?![\w])", name)
             if not m.isdigit()]
    if not wanted and not codes or not any(c.isupper() for c in name):
        return None  # a name has a capital somewhere ("Sethi sir wala proxy matter")
    found = [r for r in comp.records(None) if r.kind == "general" and all(stem(w) in stems(r.text) for w in wanted)
             and all(re.search(rf"(?<![\w]){re.escape(c)}(?![\w])", r.text, re.I) for c in codes)]
    if not found:
        return None
    found.sort(key=lambda r: r.date or "")
    rec = found[-1]
    unwritten = _thing_unwritten(comp, name, found)
    if unwritten:
        # "<party> dahej case ko court ne mediation ke liye bheja tha kya?": the note names the matter, not the step
        first = (f"Not on record: '{name}' is not a case in your registry, and no general note that has it writes "
                 f"'{unwritten}'; the latest, {human_date(rec.date)}: {clean(rec.text, QUOTE)} [{comp.cite(rec)}].")
    else:
        first = (f"'{name}' is not a case in your registry; a general note of {human_date(rec.date)} has it: "
                 f"{clean(rec.text, QUOTE)} [{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, None) for r in found[-3:-1]])


def _thing_unwritten(comp: Composing, name: str, found: list) -> str | None:
    """The word of a thing of the law the question asks beside the matter's name ("mediation", "appeal") that no
    note found writes, in any form or synonym the lexicon holds, as typed; None when they write each."""
    from tareekh.agent.closest import content_groups
    from tareekh.agent.lexicon import VERB_STEMS
    from tareekh.agent.rests_on import _known_thing

    q = comp.q
    held = set().union(*(stems(r.text) for r in found))
    for g in content_groups(q, stems(name)):
        if g & VERB_STEMS or g & held:
            continue
        typed = next((w for w in words(q.text) if stem(w) in g or w in g), None)
        if typed is not None and _known_thing(typed):
            return typed
    return None


def general_next(comp: Composing) -> Draft | None:
    """'<another lawyer> sir ke liye jo proxy kiya tha, us matter mein agli date?': no case of the registry is asked,
    and a general note that names the people asked by name (as typed, with a capital) puts a matter to a day — that
    day, from the newest such note, said as that note's (it is no case of the registry); None otherwise."""
    from tareekh.agent.draft import Draft

    q = comp.q
    names = [w for w in re.findall(r"\b[A-Z][a-z]{3,}\b", q.typed or q.text) if w.lower() not in STOP]
    if q.cases or not names:
        return None
    held = []
    for e in comp.ev.events(kinds=["next_date"]):
        rec = comp.record_of(e.entry_id)
        if rec is not None and rec.kind == "general" and rec.date and rec.date[:10] <= comp.today \
                and all(stem(n) in stems(rec.text) for n in names):
            held.append((rec.date, e.entry_id, e, rec))
    if not held:
        return None
    _, _, e, rec = max(held, key=lambda h: (h[0], h[1]))
    said = clean(rec.text, QUOTE)
    return Draft(f"Next date in the matter of your general note of {human_date(rec.date)} (no case of your registry): "
                 f"{human_date(e.date)} — {said} [{comp.cite(rec)}].", [])
