"""A yes/no answered from the line that states the asked act, even when a later record states it of the same thing.

"Did they get the 50% release?" — the order of one day allows the release, and a note weeks later says "release
amount received on 02.04". The line holding the question's thing does not say the act asked (received, paid,
filed); a later record of the same case that does, and shares a distinctive word with that line ("release"),
answers it. Without such a line the template's own answer stands: never a "no" where a record states the act,
never a "yes" read from a line that does not.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import VERB_STEMS, overlap, stems
from tareekh.agent.question import STOP
from tareekh.events.money import amounts
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

_NOT = re.compile(r"\bnot\b|\bnahi\b|\bnahin\b|\bnever\b|\bno\b|\byet\s+to\b|\bpending\b|\bawaited\b|नहीं", re.I)
_PLAN = re.compile(r"\bwill\b|\bto\s+be\b|\bshall\b|\bkarenge\b|\bhoga\b|\bhogi\b|\bif\b|\bagar\b|\bafter\b", re.I)
# an act the line orders or makes a condition, not one it says was done: "subject to the petitioner depositing …",
# "directed to pay", "on condition of deposit"
_ORDERED = re.compile(r"\bsubject\s+to\b|\bdirected\s+to\b|\bon\s+condition\b|\bcondition\s+precedent\b|"
                      r"\bwithin\s+(?:\d+|one|two|three|four|six|eight)\s+(?:days?|weeks?|months?)\b", re.I)


def _shared(a: str, b: str, drop: set[str]) -> set[str]:
    """Distinctive words two sentences share (not function words, verbs, numbers or the case's names), and any
    sum of rupees both state ("Rs. 24,30,000/-" and "Rs 24,30,000" are the one deposit)."""
    def keep(t: str) -> set[str]:
        return {s for s in stems(t) if len(s) >= 4 and not s.isdigit() and s not in VERB_STEMS and s not in STOP} - drop \
            | {f"rs:{v:g}" for v in _sums(t)}
    return keep(a) & keep(b)


def _sums(text: str) -> set[float]:
    """The sums of rupees a line states (a thousand or more: not a count, a day or a section)."""
    return {m.value for m in amounts(text) if m.value >= 1000}


def act_stated_later(comp: Composing, rec: RecordRef, sentence: str, groups: list[set[str]],
                     predicates: frozenset[str]) -> Draft | None:
    """'Yes' (or 'No') from a later record of the same case that states the asked act of the thing `sentence` holds."""
    from tareekh.agent.draft import Draft

    doings = [g for g in groups if g & predicates]
    ordered = bool(_ORDERED.search(sentence))
    # "143A amount (1,36,000) NOT deposited": a no that a later line of the same sum may overturn ("DD of Rs
    # 1,36,000 deposited - finally"), even when that line names the act in fewer of the question's words
    refused = bool(_NOT.search(sentence)) and bool(_sums(sentence))
    if not doings or (overlap(doings, stems(sentence), sentence) == len(doings) and not ordered and not refused):
        return None  # nothing asked as an act, or the line already states it (not as an order or a condition)
    drop = comp._name_stems()
    later: list[tuple[str, RecordRef, str]] = []
    for r in comp.records(rec.case_ids or None):
        if r.entry_id == rec.entry_id or (r.date or "") < (rec.date or "") or (r.date or "")[:10] > comp.today \
                or (ordered and (r.date or "") <= (rec.date or "")):
            continue  # what was ordered is done after the day of the order
        for s in sentences(r.text):
            said = overlap(doings, stems(s.text), s.text)
            if refused and said and not _NOT.search(s.text) and _sums(sentence) & _sums(s.text) \
                    and not _PLAN.search(s.text) and not _ORDERED.search(s.text):
                later.append((r.date or "", r, s.text))
                break
            if said == len(doings) and _shared(sentence, s.text, drop) \
                    and not _PLAN.search(s.text) and not (ordered and _ORDERED.search(s.text)):
                later.append((r.date or "", r, s.text))
                break
    if not later:
        return None
    later.sort(key=lambda x: x[0])
    at = len(later) - 1
    verdict = "No" if _NOT.search(later[at][2]) else "Yes"
    while verdict == "Yes" and at > 0 and not _NOT.search(later[at - 1][2]):
        at -= 1  # a yes since then: the first line that states the act dates it ("deposit made on …")
    _, r, text = later[at]
    # the line the thing was found in is cited too: the later line answers of it
    first = (f"{verdict} — {human_date(r.date)}, {comp.who(r)}: {clean(text, 300)} [{comp.cite(r)}] "
             f"(of what your notes record on {human_date(rec.date)} [{comp.cite(rec)}]).")
    lines = [comp.line(rec, sentence, with_case=comp.multi()), comp.line(r, text, with_case=comp.multi())]
    return Draft(first, lines)


# "maana tha ya inkaar kiya?": two answers offered; "ya nahi", "or not" offer none
_EITHER = re.compile(r"\s+(?:ya|or|leda|athava)\s+(?!(?:nahi|nahin|not|no|kaadu|ledu)\W*$)", re.I)


def either_side(text: str) -> list[str]:
    """The two answers a question offers ("A ya B?"), each as its own clause; none when it offers no choice."""
    parts = _EITHER.split(text.rstrip(" ?"), maxsplit=1)
    if len(parts) != 2 or not all(len(re.findall(r"\w+", p)) >= 2 for p in parts):
        return []
    return parts
