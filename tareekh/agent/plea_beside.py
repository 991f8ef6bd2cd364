"""The excuse a day's record gives beside its request for time, for a count of the times time was taken.

A count of adjournments lists each day with the reason the rules read out of the request ("to file objections").
Often the note gives the excuse in the sentence before or after the request, not in it ("DW1 absent - 'hospitalised',
says their counsel. Time allowed on costs."): the rules read no reason, and the count listed the day bare although
the record says why. The excuse is the sentence at the request, or the nearest of the two before it or the one
after it in the same passage ("… 'hospitalised'. No medical certificate. Time allowed on costs."), that names a plea
for time (illness, another court, instructions awaited …: agent/counsel_ways.py's vocabulary, every
language it holds); a heading in capitals is no excuse, and nothing further away is taken.
"""

from __future__ import annotations

import re

from tareekh.agent.counsel_ways import excuse_named
from tareekh.events.text import Sentence, clean, iso_dates, sentences

PLEA_CHARS = 80  # the most of an excuse shown beside its day
BEFORE = 2  # sentences looked at before the request: the excuse, then what the court noted of it


def _shouted(text: str) -> bool:
    """A heading or a cause title: mostly capitals ("IN THE HIGH COURT OF …")."""
    letters = [c for c in text if c.isalpha() and c.isascii()]
    return len(letters) >= 12 and sum(c.isupper() for c in letters) > 0.6 * len(letters)


def _same_passage(text: str, a: Sentence, b: Sentence) -> bool:
    first, second = (a, b) if a.start <= b.start else (b, a)
    return "\n\n" not in re.sub(r"[ \t]+", "", text[first.end:second.start])


def _another_day(sentence: str, day: str | None) -> bool:
    """The sentence names a day other than the record's own: it tells of that day, not of this one's request."""
    return bool(day) and any(iso != day[:10] for _, _, iso in iso_dates(sentence, day))


def plea_beside(text: str, start: int | None, end: int | None, day: str | None = None) -> str | None:
    """The excuse for time the record `text` (of `day`) gives at the request read at start..end, or in the sentences
    just before it or the one after it in the same passage (none telling another day), the nearest first — or None."""
    if not text or not isinstance(start, int) or not isinstance(end, int):
        return None
    ss = sentences(text)
    at = [i for i, s in enumerate(ss) if s.start < max(end, start + 1) and start < s.end]
    if not at:
        return None
    here = [ss[i] for i in at]
    order = [at[0] - 1, at[-1] + 1] + [at[0] - k for k in range(2, BEFORE + 1)]
    near = [ss[i] for i in order if 0 <= i < len(ss) and _same_passage(text, ss[i], ss[at[0]])
            and not _another_day(ss[i].text, day)]
    for s in here + near:
        if excuse_named(s.text) and not _shouted(s.text):
            said = clean(_from_the_excuse(s.text), PLEA_CHARS)
            return said if len(said) >= 6 else None
    return None


def _from_the_excuse(sentence: str) -> str:
    """The sentence from the piece before its excuse on ("<who> absent - 'unwell', says counsel"), without the
    day's heading a diary line leads with ("19/2 Munsiff - <matter> - …")."""
    pieces = re.split(r"\s+[-–—]\s+", sentence)
    k = next((i for i, p in enumerate(pieces) if excuse_named(p)), 0)
    return " - ".join(pieces[max(0, k - 1):])
