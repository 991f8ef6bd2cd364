"""A sum written in thousands ("30k", "Rs 2.5K") said in full beside it in the answer: "30k (Rs. 30,000)".

Lawyers and clerks write a thousand as "k" in a hurry; the lawyer reading the answer, or a client it is read to,
reads the whole sum. The note's own words stay as written; the full figure follows in brackets, once.
"""

from __future__ import annotations

import re

from tareekh.events.money import amounts, rupees

# a figure of at most three digits (and a decimal) with "k" written onto it: "30k", "2.5K" — never "2025 K.S." (a
# year, then a person's initials), "1456/2025 K", nor the top of a range ("20-28k": which sum is not said)
_IN_THOUSANDS = re.compile(r"(?<![\d,./-])\d{1,3}(?:\.\d{1,2})?[kK]$")
_INITIAL_AFTER = re.compile(r"\.[A-Za-z]")


def sums_in_full(text: str) -> str:
    """`text` with each sum written in thousands followed by the sum in full, unless it already is."""
    out, start = [], 0
    for a in amounts(text):
        if not _IN_THOUSANDS.search(text, 0, a.end) or text[a.end:a.end + 2] == " (" or _INITIAL_AFTER.match(text, a.end):
            continue
        out.append(text[start:a.end] + f" ({rupees(a.value)})")
        start = a.end
    return "".join(out) + text[start:]


__all__ = ["sums_in_full"]
