"""The half of a question that asks the total of the thing the half before it named.

"<matter> mein kisht kitne ki thi aur total kitna?", "hapta kiti ani ekun kiti?", "EMI evlo, mottam evlo?": the
second half names no thing of its own; it asks the whole of which the first half's sum is a part. Read as "another
sum of the thing", it gave a sum of two instalments paid together (the next part, not the whole). The whole is the
largest sum written in a record of the matter that writes the thing (the compromise that fixes "Rs. 4,80,000 … in
four instalments of Rs. 1,20,000 each"), larger than the part found.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.lexicon import overlap, stems
from tareekh.events.money import amounts
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import RecordRef


def whole_of(pool: list[RecordRef], thing: list[set[str]], part: float) -> tuple[RecordRef, str, float] | None:
    """(record, sentence, sum) of the largest sum above `part` written in a record of `pool` that writes the thing
    (its word groups); the older record first among equal sums. None when no such record writes a larger sum."""
    best: tuple[RecordRef, str, float] | None = None
    for rec in sorted(pool, key=lambda r: r.date or ""):
        if not thing or not overlap(thing, stems(rec.text), rec.text):
            continue
        for s in sentences(rec.text):
            for a in amounts(s.text):
                if a.value > part and (best is None or a.value > best[2]):
                    best = (rec, s.text, a.value)
    return best


__all__ = ["whole_of"]
