"""A sum written in thousands ("30k", "Rs 2.5K") said in full beside it in the answer: "30k (Rs. 30,000)".

Lawyers and clerks write a thousand as "k" in a hurry; the lawyer reading the answer, or a client it is read to,
reads the whole sum. The note's own words stay as written; the full figure follows in brackets, once.
"""

from __future__ import annotations

import re

from tareekh.events.money import amounts, rupees

_IN_THOUSANDS = re.compile(r"\d\s?[kK]$")


def sums_in_full(text: str) -> str:
    """`text` with each sum written in thousands followed by the sum in full, unless it already is."""
    out, start = [], 0
    for a in amounts(text):
        if not _IN_THOUSANDS.search(a.text) or text[a.end:a.end + 2] == " (":
            continue
        out.append(text[start:a.end] + f" ({rupees(a.value)})")
        start = a.end
    return "".join(out) + text[start:]


__all__ = ["sums_in_full"]
