"""The thing a "how much" asks the sum of: the word it governs, told apart from the other words of the question.

"<party> accident claim me insurance wale ne kitne ka offer diya?" names a claim (the matter) and an insurer (who
offered) beside the offer asked; a sentence of the claimed sum holds as many of the question's words as the offer's,
and was read first. In every language the tables hold, the quantity word stands beside the noun it measures: before
it in the Indo-Aryan languages ("kitne ka offer", "kiman taka gratuity", "koto takar", "how much rent"), after it in the
Dravidian ones and in a Hindi "offer kitne ka tha" ("interim maintenance entha icharu", "compensation evvalavu",
"deposit ethra"). So the head is the nearest word of the question's word groups after the quantity word, unless a
verb comes first ("entha icharu", "kitna diya"), then the nearest before it. A sentence holding the head is ranked
above one holding as many other words of the question (compose.py's amount ranking).

The quantity words are the tongues table's closed class ("how_much", "how_many", "how_many_f" in every language it
holds, with a case ending glued on: tongues.how_much_of) and English "how much" / "how many"; the verbs that end the
search are the table's verb roles.
"""

from __future__ import annotations

import re

from tareekh.agent.sum_asked import word_holds
from tareekh.agent.tongues import _ANY_ROLE, how_much_of, money_of, role

_QUANTITY_ROLES = frozenset({"how_much", "how_many", "how_many_f"})
# the roles of a question's verb: a quantity word followed by one ("entha icharu", "kitna diya") measures what stands
# before it
_VERB_ROLES = frozenset("happened happened_f said told asked sought gave paid did filed came came_not will_come took "
                        "admitted got reached does seeks gives comes must must_give do do_please tell".split())
_WORD = re.compile(r"[^\W\d_]+(?:\.[^\W\d_]+)*\.?")
_REACH = 3  # words looked at on each side: "kitne ka offer", "how much was the offer"


def _role(word: str) -> str | None:
    """A word's role in any language of the tables (the Hindi and Telugu ones too, which role() reads as typed)."""
    low = word.lower()
    read = role(low)
    return _ANY_ROLE.get(low) if read in (None, "typed") else read


def _quantity_at(words: list[str]) -> list[int]:
    out = []
    for i, w in enumerate(words):
        low = w.lower()
        if low in ("much", "many") and i and words[i - 1].lower() == "how":
            out.append(i)
        elif _role(low) in _QUANTITY_ROLES or how_much_of(low):
            out.append(i)
    return out


def _group_of(word: str, groups: list[set[str]]) -> set[str] | None:
    if _role(word) == "rupees" or money_of(word.lower()):
        return None  # "kiman taka", "koto takar", "kitne rupaye": the money itself, not what it is of
    return next((g for g in groups if word_holds(word, g)), None)


def sum_heads(text: str, groups: list[set[str]]) -> list[set[str]]:
    """The word groups (of `groups`, the question's) that the question's quantity words measure: the thing whose sum
    is asked. Empty when the question has no quantity word or none stands beside a word of the groups."""
    words = _WORD.findall(text)
    heads: list[set[str]] = []
    for i in _quantity_at(words):
        head = None
        for w in words[i + 1:i + 1 + _REACH]:
            if _role(w) in _VERB_ROLES:
                break
            head = _group_of(w, groups)
            if head is not None:
                break
        if head is None:
            for w in reversed(words[max(0, i - _REACH):i]):
                if _role(w) in _VERB_ROLES:
                    break
                head = _group_of(w, groups)
                if head is not None:
                    break
        if head is not None and head not in heads:
            heads.append(head)
    return heads
