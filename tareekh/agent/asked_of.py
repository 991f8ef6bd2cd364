"""A sentence that asks about a person is no statement by him.

"<counsel> sahib ne kya bola", "<counsel> garu emi annaru", "<counsel> enna sonnar", "what did <counsel> say?": the
client asking in a chat what the other side's counsel said names the counsel, but tells nothing he did. Taken for his
line, it stood in an answer of his ways as if it were one. A sentence is read as a question when it ends with a
question mark (in any script), or, as chats are typed without one, when one of its last words is a question word
(what, when, who, where, why, how, which, how many / much) of a language the tables of agent/tongues*.py hold —
every such word of every language there (a closed class), less those another language reads otherwise ("ki", a
Hindi link and Bengali "what"); one that is also an English word ("emi") asks only in a line mostly of another
language (half its words or more).
"""

from __future__ import annotations

import re
from functools import lru_cache

from tareekh.agent.not_yet_asked import is_question

# the roles of the tables' question words
_ASKING_ROLES = frozenset({"what", "when", "who", "by_whom", "where", "why", "how", "which", "which_f", "which_pl",
                           "how_many", "how_many_f", "how_much", "whose"})
_LAST = 3  # a question word this near a sentence's end asks (the verb, and an auxiliary, may follow it)
_WORD = re.compile(r"[^\W\d_]+", re.U)


@lru_cache(maxsize=1)
def asking_words() -> frozenset[str]:
    """Every language's question words, less any word another role of any language also holds."""
    from tareekh.agent.tongues import LANGUAGES

    asking: set[str] = set()
    other: set[str] = set()
    for roles in LANGUAGES.values():
        for role, entries in roles.items():
            words = {w.lower() for w in entries.split() if "_" not in w and not w.endswith("*")}
            (asking if role in _ASKING_ROLES else other).update(words)
    # ("function" lists a language's closed words whatever their role: a question word there is still one)
    for roles in LANGUAGES.values():
        other -= {w.lower() for w in roles.get("function", "").split()} & asking
    return frozenset(asking - other)


def asks_of(sentence: str) -> bool:
    """The sentence asks (ends with "?" or "؟", or one of its last words is a question word of an Indian language)."""
    if is_question(sentence):
        return True
    from tareekh.agent.english_words import is_english

    words = [w.lower() for w in _WORD.findall(sentence)]
    # a question word English also holds ("emi", "kay") asks only among words of another language ("… emi annaru"),
    # not at the end of an English line ("… paying the EMI")
    foreign = sum(1 for w in words if not is_english(w)) * 2 >= len(words)
    return any(w in asking_words() and (foreign or not is_english(w)) for w in words[-_LAST:])
