"""A long sentence cut to its room where its facts are: a reference that recites the parties for two lines before
"terminating the services of 23 workmen with effect from 15.01.2026" keeps the figures, not the recital.

A sentence longer than its room is cut at its head (events/text.clean) when the head holds half or more of the
figures (sums, counts, dates, numbers) any other stretch of it would; else it is told from the clause boundary (a colon,
a semicolon, a comma, an opening quote) whose stretch of the room's length holds the most figures,
marked "…" where the head was left out. Figures are digits, in any script's sentence, so the rule holds for a
paper in any language.
"""

from __future__ import annotations

import re

from tareekh.events.text import clean

# a figure: a run of digits with the marks written inside it ("2,40,000", "15.01.2026", "2024-25", "112/3")
_FIGURE = re.compile(r"\d(?:[\d,./-]*\d)?")
# where a clause may begin: after a colon, a semicolon, a comma or a danda; at an opening quote (a bracket's
# inside, "BU) permission …", would read broken)
_CLAUSE = re.compile(r"[:;,।]\s*|(?<=\s)(?=[\"“‘])")


def _figures_in(text: str, a: int, b: int) -> int:
    return sum(1 for m in _FIGURE.finditer(text) if a <= m.start() and m.end() <= b)


def facts_kept(text: str, limit: int) -> str:
    """`text` on one line in at most `limit` characters, cut where the most of its figures stay (see the module)."""
    t = re.sub(r"\s+", " ", text).strip()
    if len(t) <= limit:
        return clean(t, limit)
    head = clean(t, limit)
    best, best_at = _figures_in(t, 0, len(head.rstrip("…"))), 0
    room = limit - 2  # the "… " the cut writes before
    for m in _CLAUSE.finditer(t):
        at = m.end()
        if at >= len(t) - 10:
            break
        window = clean(t[at:], room).rstrip("…")
        n = _figures_in(t, at, at + len(window))
        if n > best:
            best, best_at = n, at
    if not best_at or 2 * _figures_in(t, 0, len(head.rstrip("…"))) >= best:
        return head  # the head, which names what the sentence is of, holds a fair share of its figures
    return "… " + clean(t[best_at:], room)
