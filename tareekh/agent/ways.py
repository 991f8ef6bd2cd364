"""A counsel's ways as the notes tell them: the matters whose notes name them, and what those notes say they did.

The registry knows the counsel of record; a note knows more ("Kohli handed over the counter in court today",
"Lobo for the insurer sought time" in a case where someone else is on record). A counsel's pattern is read from
both: the events of every matter that names them, and the sentences that name them, one per hearing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import stem, stems, words
from tareekh.agent.question import STOP
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

# the next sentence goes on about the same person: "he handed over …", "unhone …"
_GOES_ON = re.compile(r"\s*(?:he|she|they|his|her|unhone|usne|inhone)\b", re.I)
_TITLES = frozenset("sri smt shri mr mrs ms dr advocate counsel learned senior junior".split())


def counsel_words(comp: Composing) -> set[str]:
    """The stems of the question's counsel's distinctive name words ("Anil Kumar Kohli" -> anil, kohli)."""
    out: set[str] = set()
    for pid in comp.q.counsel:
        try:
            person = comp.registry.get_counsel(pid)
        except Exception:  # noqa: BLE001 - a person the registry no longer has names nothing
            continue
        name = re.sub(r"\([^)]*\)", " ", getattr(person, "name", "") or "")
        own = [w for w in words(name) if len(w) >= 4 and w not in STOP and w not in _TITLES and w not in _COMMON]
        typed = [w for w in own if w in words(comp.q.text)]
        out |= {stem(w) for w in (typed or own)[-1:]}  # the name as typed, the surname of it: a first name is shared
    return out


# names many people share say nothing alone ("Singh", "Kumar", "Rao")
_COMMON = frozenset("singh kumar kumari devi prasad rao reddy sharma verma gupta yadav khan ali shaikh".split())


def named_cases(comp: Composing, names: set[str]) -> list[str]:
    """The cases whose records name the counsel."""
    if not names:
        return []
    out: list[str] = []
    for r in comp.records(None):
        if r.case_ids and r.case_ids[0] not in out and names & stems(r.text):
            out.append(r.case_ids[0])
    return out


def named_lines(comp: Composing, cases: list[str], names: set[str], limit: int = 3) -> list[tuple[RecordRef, str]]:
    """The sentences of those cases' records that name the counsel, one per day, the newest `limit`, oldest first."""
    if not names:
        return []
    by_day: dict[tuple[str, str], tuple[RecordRef, str]] = {}
    for r in comp.records(cases):
        if not r.date or r.date > comp.today or r.is_order_sheet:
            continue
        parts = sentences(r.text)
        for i, s in enumerate(parts):
            if names & stems(s.text):
                text = s.text
                if i + 1 < len(parts) and _GOES_ON.match(parts[i + 1].text):
                    text = r.text[s.start:parts[i + 1].end]  # "…; he handed over the counter in court today"
                by_day.setdefault((r.case_ids[0] if r.case_ids else "", r.date), (r, text))
                break
    chosen = sorted(by_day.values(), key=lambda x: x[0].date or "")[-limit:]
    return chosen


def said_of(comp: Composing, lines: list[tuple[RecordRef, str]]) -> str:
    """'… (12 Mar 2026) [4]; …': the sentences as the first sentence quotes them."""
    return "; ".join(f"{clean(s, 160)} ({human_date(r.date)}) [{comp.cite(r)}]" for r, s in lines)
