"""What a witness said, written in the sentence after the one that names them with its subject left out: "<name>
aa gaya. Chief + cross dono ho gaye. Said the truck came on the wrong side …": the account is theirs though the
sentence that holds it names no one.
"""

from __future__ import annotations

import re

from tareekh.agent.say_verbs import says
from tareekh.events.text import sentences

AFTER = 2  # the sentences after the naming one that may still hold the account
_FIRST_WORD = re.compile(r"[^\W\d_]+")


def said_after(text: str, sentence: str) -> str | None:
    """The record's text from `sentence` (which names the witness) through the first of the next AFTER sentences
    that opens with a verb of saying ("Said …", "Stated …", "Bola …"); None when none does."""
    ss = sentences(text)
    i = text.find(sentence)
    if i < 0:
        return None
    at = [k for k, s in enumerate(ss) if s.start <= i < s.end]
    if not at:
        return None
    for s in ss[at[0] + 1: at[0] + 1 + AFTER]:
        first = _FIRST_WORD.search(s.text)
        if first is not None and first.start() <= 2 and says(first.group(0), telling=False):
            return text[ss[at[0]].start: s.end]
    return None
