"""An office asked by its initials ("AC ne kya kaha", "what did the SDM hold", "DRO enna sonnar"): the paper of the
case whose title lines write that office in full ("Court of the Assistant Collector …", "Sub-Divisional Magistrate")
is what the office said. The notes' bare "AC" only refers to it; the paper is its own words.

No list of offices: the letters asked are matched to the initials of consecutive words of a paper's title lines, so
an office of any state, in any language written in Latin letters, is found the same way.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.paper_body import TITLE_LINES, body_passage
from tareekh.events.text import clean

# letters typed as an office's initials: two to five capitals, alone ("AC", "SDM", "D.R.O.")
_ASKED = re.compile(r"(?<![\w.])((?:[A-Z]\.?){2,5})(?![\w])")
# small words an office's full name holds that its initials leave out
_SKIPPED = {"of", "the", "and", "for", "cum", "&", "-"}


def initials_asked(typed: str) -> list[str]:
    """The initials a question types ("AC", "S.D.M."), without dots."""
    return [m.group(1).replace(".", "") for m in _ASKED.finditer(typed or "")]


def _spelt_out(letters: str, head: str) -> str | None:
    """The words of `head` whose initials are `letters`, in a row ("Assistant Collector" for AC), else None."""
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", head) if w.lower() not in _SKIPPED]
    n = len(letters)
    for i in range(len(words) - n + 1):
        run = words[i:i + n]
        if all(w[0].upper() == c for w, c in zip(run, letters)) and all(len(w) >= 3 for w in run):
            return " ".join(run)
    return None


def paper_of_office(comp: Any, case_ids: list[str]) -> tuple[Any, str] | None:
    """The one paper of the one case asked whose title lines spell out the initials the question types, with the
    office as the paper writes it; None when no paper, or more than one, does."""
    if len(case_ids) != 1:
        return None
    letters = [a for a in initials_asked(comp.q.typed or comp.q.text) if not re.fullmatch(r"[A-Z]\d*", a)]
    if not letters:
        return None
    found = []
    for rec in comp.records(case_ids):
        if rec.kind != "document":
            continue
        head = "\n".join(rec.text.splitlines()[:TITLE_LINES])
        for a in letters:
            office = _spelt_out(a, head)
            if office:
                found.append((rec, office))
                break
    if len(found) != 1:
        return None
    return found[0]


def office_said(comp: Any, case_ids: list[str]) -> tuple[str, Any] | None:
    """'<Office>'s paper [n]: its title, then what it says', and the line quoting it; None when no paper is the
    office's."""
    got = paper_of_office(comp, case_ids)
    if got is None:
        return None
    rec, office = got
    office = office.title() if office.isupper() else office
    title = " ".join(ln.strip() for ln in rec.text.splitlines()[:TITLE_LINES] if ln.strip())
    body = body_passage(rec.text) or ""
    n = comp.cite(rec)
    first = f"The {office}'s paper: {clean(title, 260)} [{n}]."
    if body:
        first += f" It says: {clean(body, 260)} [{n}]."
    return first, comp.line(rec, body or rec.text)
