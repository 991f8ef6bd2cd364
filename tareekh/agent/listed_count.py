"""How many of a thing a sentence lists by name rather than states as a number: "The claimants are the widow, two
sons and a daughter of the deceased" (four), "the issues framed are limitation, title and possession" (three).

The list follows the thing's word and "are", "were", a colon or a dash, and runs to the sentence's end or to a word
that begins what is said of them ("of", "who", "aged", "with", a bracket). Each item counts one — or the number it
begins with ("two sons"). An item that is a plural with no number ("children", "legal heirs") leaves the count
unknown, and so does an item longer than a few words (a clause, not a name): nothing is counted then.
"""

from __future__ import annotations

import re

_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "a": 1, "an": 1}
_ARTICLE = re.compile(r"^(?:the|his|her|their|its|our|said|deceased's|late)\s+", re.I)
_STOP = re.compile(r"\s(?:of|who|whose|aged|with|being|residing|r/o|s/o|d/o|w/o|for|in|at|from|against)\s|[.;:(\[]|"
                   r",\s*(?:aged|all|both|who|residing)\b", re.I)
# plurals that say no number: English -s plurals, "children", "people", "heirs"
_PLURAL = re.compile(r"(?:[^s]s|children|people|persons|heirs|men|women|others|etc)$", re.I)


def listed_count(sentence: str, noun: str) -> int | None:
    """The number of `noun` the sentence lists after "<noun> are/were/:", or None."""
    base = re.escape(noun.rstrip("s")[:6])
    m = re.search(rf"\b{base}\w*\s+(?:\w+\s+)?(?:are|were|being|:|-|–)\s*", sentence, re.I)
    if m is None:
        return None
    rest = sentence[m.end():]
    stop = _STOP.search(" " + rest)
    listed = rest[:stop.start() - 1] if stop else rest
    items = [i.strip() for i in re.split(r",|\s+and\s+|\s*&\s*", listed) if i.strip()]
    if len(items) < 2:
        return None
    total = 0
    for item in items:
        item = _ARTICLE.sub("", item.strip())
        ws = item.split()
        if not ws or len(ws) > 3:
            return None
        first = ws[0].lower()
        if first.isdigit() and 0 < int(first) < 50:
            total += int(first)
        elif first in _SMALL and len(ws) > 1:
            total += _SMALL[first]
        elif _PLURAL.search(ws[-1]):
            return None
        else:
            total += 1
    return total
