"""A judge or a counsel named in a question the rules cannot otherwise place: that person's ways are asked.

A lawyer who names a judge ("<name> J", "the Special Judge", "<name> madam") or the other side's counsel and then
asks in words the reader does not know ("… eng nge a duh thin?", "… ki chaan?", "… enna solluvaar?") asks what that
person does, wants or says: their habits and their pattern, each with an example from the notes. Reading such a
question as a bare "did it happen?" (from its question mark alone) or as an open search answers "Not yet" or "No
record" about a thing nobody asked.

So when the kind was only guessed (no word of the question says what it asks: an "open" reading, or a yes/no read
from the question mark alone, without a yes/no particle, a past participle or a verb of the tables) and a judge is
the one person named, with no case and no day named, the question is the judge's habits; with a counsel the one
person named, it is the counsel's pattern (a case named with them scopes it).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# time sought, as the languages say it: English time/adjournment/date, Hindi/Urdu samay/waqt/tareekh/mudat, Bengali and
# Assamese somoy, Telugu and Malayalam samayam, vaayida (Tamil/Telugu: the adjourned date), Tamil neram, Marathi vel,
# Gujarati vakhat/mudat
# ("first time", "this time", "every time": an occasion, not time sought)
_TIME_ASKED = re.compile(r"\b(?<!first\s)(?<!1st\s)(?<!this\s)(?<!that\s)(?<!last\s)(?<!next\s)(?<!every\s)(?<!each\s)"
                         r"(?<!same\s)(?:time|adjourn\w*|adj|adjn|mudat\w*|va+[iy]+da\w*|samay\w*|somoy|waqt|neram|vel|"
                         r"vakhat|ta+r[ei]+kh?\w*)\b", re.I)


def person_kind(q: Any, text: str, has_judge: bool, guessed: Callable[[], bool]) -> str:
    """The kind of the question `q` (agent/question.py's Question) that names a judge or a counsel and says nothing
    the rules can place; `guessed()`: no word of it says what it asks (the question reader's kind_guessed), asked
    only when nothing else has settled the kind."""
    if q.witness or q.on or q.since or q.until or q.unknown_case or q.all_cases:
        return q.kind
    if not guessed():
        return q.kind
    if has_judge and not q.counsel and not q.cases:
        return "judge_habit"
    if q.counsel and not has_judge and (not q.cases or _TIME_ASKED.search(text)):
        # (with a case named, "<case> lo <counsel> WS vesada?" asks whether he did a thing in it; "<counsel> time
        # <unknown words> <case>?" asks the time he took there, which his pattern in that case counts)
        return "pattern"
    return q.kind
