"""A person the notes name but the registry does not ("harmeet ji ne cross mein kya kaha?"): their matters.

A witness, a client's relative or a clerk is called by name with a courtesy word ("ji", "sir", "madam", "garu",
"aunty") and is in no registry entry. When the question names no case, the matters whose records name that person
are the ones asked about (one or two of them; a name the notes scatter over more matters names none).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.question import STOP, TOPIC_WORDS, tokens

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# courtesy words said after a person's name, across Indian languages
_COURTESY = frozenset("ji jee sahab saab saheb sahib sir madam maam mam garu gaaru amma aunty auntie uncle bhai bhaiya "
                      "anna akka didi babu sa".split())
MAX_MATTERS = 2


def _called(text: str) -> list[str]:
    """The words the question says a courtesy word after ("harmeet ji", "Kumaresan sir")."""
    toks = tokens(text)
    return [toks[i - 1] for i, t in enumerate(toks) if t in _COURTESY and i > 0
            and len(toks[i - 1]) >= 4 and toks[i - 1] not in STOP and toks[i - 1] not in TOPIC_WORDS
            and not toks[i - 1].isdigit()]


def person_matters(comp: Composing) -> None:
    """Narrow an unanchored question to the matters whose records name the person it calls by name."""
    q = comp.q
    if q.cases or q.judges or q.counsel or q.all_cases or q.unknown_case:
        return
    for name in _called(q.text):
        pattern = re.compile(rf"\b{re.escape(name)}\b", re.I)
        cases = sorted({c for r in comp.records(None) if pattern.search(r.text) for c in r.case_ids})
        if 1 <= len(cases) <= MAX_MATTERS:
            q.cases = cases
            q.case_words = {c: [name] for c in cases}
            return
