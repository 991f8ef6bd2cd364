"""A plan's item is quoted to the end of its line.

A lawyer's week plan or to-do list gives each matter one line ("- <matter>: written arguments - file the RTO letter.
Multiplier 17, deduction 1/4.", "<day> - <matter>: costs - check if paid. If not, pursis."), and the line's later
sentences are what the day needs: the figure to argue, the step if the first fails, the deadline. A quote that stops
at the sentence holding the question's words loses them. So a quote of a plan runs on to the end of its line, when
that is short; nothing is added past the line, and a line already quoted whole is left as it is.
"""

from __future__ import annotations

import re

MORE_CHARS = 200  # the most of a line carried on after the quoted sentence
_JOINER = " … "


def _flat(text: str) -> str:
    return re.sub(r"[ \t]+", " ", text)


def to_line_end(record_text: str, quote: str, *, more: int = MORE_CHARS) -> str:
    """`quote` (parts of `record_text` joined by ' … ') with each part carried on to the end of its line in the
    record, when the rest of the line is at most `more` characters and not already quoted."""
    flat = _flat(record_text)
    parts = quote.split(_JOINER)
    out = []
    for k, part in enumerate(parts):
        core = part.rstrip(" .…")
        i = flat.find(core) if len(core) >= 12 else -1
        if i >= 0:
            end = flat.find("\n", i + len(core))
            rest = flat[i + len(core): end if end >= 0 else len(flat)].rstrip()
            later = _JOINER.join(parts[k + 1:])
            if rest.strip(" .") and len(rest) <= more and rest.strip(" .")[:30] not in later:
                part = core + rest
        out.append(part)
    return _JOINER.join(out)
