"""A "how many" asked of a thing the records write only with a sum: "DEO ne kitni recovery nikali?", "company e ketli
offer aapi?" — the languages' one word for "how many" and "how much" (kitni, ketli, evvalavu, eshtu, koto) before a
word the question reader does not know as money. The records say which it is: a thing they write beside a figure of
money ("recovery 10,000", "an offer of Rs. 14,50,000") and never with a small count of it ("3 recoveries") is a sum
asked, and "Ten recovery" read off "recovery 10,000" is no answer.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable

from tareekh.events.money import amounts
from tareekh.events.text import sentences

# a figure of money without its sign: the Indian or Western grouping of thousands ("10,000", "2,14,600", "1,450,000")
_GROUPED = re.compile(r"(?<![\d,.])\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?(?![\d,])")
_AFTER, _BEFORE = 45, 30  # characters from the thing's word to its sum, after it and before it


def _sum_beside(text: str, start: int, end: int) -> bool:
    """A figure of money stands within reach of the word at text[start:end]."""
    near = text[max(0, start - _BEFORE): end + _AFTER]
    return bool(amounts(near)) or bool(_GROUPED.search(near))


def written_as_sum(noun: str, texts: Iterable[str], stated_count: Callable[[str, str], str | None]) -> bool:
    """The records (`texts`) write the thing `noun` beside a figure of money at least once and state no count of it
    (`stated_count(sentence, noun)` finds none), so a "how many" of it asks its sum."""
    if len(noun) < 4:
        return False
    word = re.compile(rf"\b{re.escape(noun.rstrip('s')[:6])}\w*", re.I)
    summed = False
    for text in texts:
        for s in sentences(text or ""):
            hits = list(word.finditer(s.text))
            if not hits:
                continue
            if stated_count(s.text, noun) is not None:
                return False  # "3 recoveries made": a count the notes state, so a count is asked
            summed = summed or any(_sum_beside(s.text, m.start(), m.end()) for m in hits)
    return summed


__all__ = ["written_as_sum"]
