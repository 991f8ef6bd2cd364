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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.question import Question

# a thing and its past participle asked with a question mark ("appeal filed?", "costs paid?"): a yes or no
_PARTICIPLE = re.compile(r"\b(?:[a-z]{3,}ed|paid|done|given|taken|made|sent|heard)\s*\?\s*$", re.I)

# time sought, as the languages say it: English time/adjournment/date, Hindi/Urdu samay/waqt/tareekh/mudat, Bengali and
# Assamese somoy, Telugu and Malayalam samayam, vaayida (Tamil/Telugu: the adjourned date), Tamil neram, Marathi vel,
# Gujarati vakhat/mudat
# ("first time", "this time", "every time": an occasion, not time sought)
_TIME_ASKED = re.compile(r"\b(?<!first\s)(?<!1st\s)(?<!this\s)(?<!that\s)(?<!last\s)(?<!next\s)(?<!every\s)(?<!each\s)"
                         r"(?<!same\s)(?:time|adjourn\w*|adj|adjn|mudat\w*|va+[iy]+da\w*|samay\w*|somoy|waqt|neram|vel|"
                         r"vakhat|ta+r[ei]+kh?\w*)\b", re.I)


def kind_guessed(text: str, kind: str, has_judge: bool, has_counsel: bool, has_witness: bool) -> bool:
    """No word of the question says what it asks: read "open", or yes/no from its question mark alone."""
    from tareekh.agent.question import _YES_NO, _kind
    from tareekh.agent.tongues import _verb

    if kind == "open":
        return True
    if kind != "yes_no" or _YES_NO.search(text) or _PARTICIPLE.search(text) \
            or any(_verb(w) for w in re.findall(r"\w+", text.lower())):
        return False
    plain = re.sub(r"\?\s*$", "", text.rstrip())
    return _kind(plain, has_judge, has_counsel, has_witness) == "open"


def person_kind(q: Question, text: str, has_judge: bool) -> str:
    """The kind of a question that names a judge or a counsel and says nothing the rules can place."""
    if q.witness or q.on or q.since or q.until or q.unknown_case or q.all_cases:
        return q.kind
    if not kind_guessed(text, q.kind, has_judge, bool(q.counsel), False):
        return q.kind
    if has_judge and not q.counsel and not q.cases:
        return "judge_habit"
    if q.counsel and not has_judge and (not q.cases or _TIME_ASKED.search(text)):
        # (with a case named, "<case> lo <counsel> WS vesada?" asks whether he did a thing in it; "<counsel> time
        # <unknown words> <case>?" asks the time he took there, which his pattern in that case counts)
        return "pattern"
    return q.kind
