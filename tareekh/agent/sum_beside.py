"""The sum a pending item speaks of without stating it: "undertook that the arrears will be paid before the next date"
said where the same note put the arrears at "Rs 24,000" a line before. The item is told with that sum, from the
record it was read from, so the lawyer sees what is to be paid, not only that something is.

The money words are the general vocabulary of sums owed in a court's work (arrears, balance, dues, maintenance,
costs, compensation, deposit, fee, interest, rent, instalment, and the Hindi/Urdu "baqaya", "kharcha", "harjana").
"""

from __future__ import annotations

import re

from tareekh.events.money import amounts, rupees
from tareekh.events.text import sentences

_OWED = re.compile(r"\b(arrears?|balance|dues|maintenance|costs?|compensation|deposit|fees?|interest|rent|"
                   r"instal(?:l)?ments?|baqaa?ya|bakaya|kharch[ae]|harjan[ae])\b", re.I)


def with_its_sum(item: str, record_text: str) -> str:
    """`item` with the sum of the money it names and does not state, as a sentence of the record states it beside
    the same word ("… arrears will be paid … (arrears: Rs. 24,000)"); `item` as it was otherwise."""
    if amounts(item):
        return item
    words = {m.group(1).lower() for m in _OWED.finditer(item)}
    for word in sorted(words):
        said = re.compile(rf"\b{re.escape(word)}\b", re.I)
        for s in sentences(record_text or ""):
            if not said.search(s.text) or s.text.strip() == item.strip():
                continue
            found = [a for a in amounts(s.text) if abs(a.start - said.search(s.text).start()) <= 40]
            if len(found) == 1:
                return f"{item} ({word}: {rupees(found[0].value)})"
    return item
