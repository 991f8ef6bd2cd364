"""Whether the word written before a surname in a record says it is the person asked: an office, a title, nothing of
a name, or the initial of the given name asked — another given name says another person. A leaf: the person-naming
checks (agent/person_unnamed.py) and a counsel's ways (agent/ways.py) both read it."""

from __future__ import annotations

import re

from tareekh.agent.callings import is_calling
from tareekh.agent.name_plain import _COURTESY
from tareekh.agent.question_words import STOP
from tareekh.registry.aliases import HONORIFICS


def _initial_ok(before: str, given: str) -> bool:
    """The word before a surname in a record says it is the person asked: an office, a title, nothing of a name, or
    the initial of the given name asked; another given name says another person."""
    b = before.strip(".").lower()
    if re.fullmatch(r"[A-Z]{1,2}", before.strip(".")) and not is_calling(b):
        return b[0] == given[:1]  # "T. <surname>", "T <surname>", "TK <surname>"
    if not b or b in STOP or b in HONORIFICS or is_calling(b) or b in _COURTESY:
        return True  # "IO <surname>", "Sri <surname>", "… ne <surname> ko …"
    if not before[:1].isupper():
        return True
    return b == given or b[:4] == given[:4]
