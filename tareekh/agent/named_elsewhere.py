"""A case's sums written in another matter's records: "O.S. 318/2024 filed for Rs. 9,86,000 (principal … + interest
…)" in the list of dates of the revision against the suit's order, or in an appeal's note. The sentence names the
case by its number, so it is about that case wherever it was filed: an amount asked of the case reads it beside the
case's own sentences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.events.money import amounts
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef


def sentences_naming(comp: Composing, cases: list[str] | None, *, with_sums: bool = True) -> list[tuple[RecordRef, str]]:
    """(record, sentence) of records filed under another case, or none, whose sentence names one of `cases` by its
    number (and writes a sum, unless `with_sums` is False)."""
    from tareekh.registry.numbers import find_numbers, normalise_number

    if not cases or len(cases) != 1:
        return []
    card = comp.card(cases[0])
    number = getattr(getattr(card, "case", None), "number", None) if card is not None else None
    key = normalise_number(number or "")
    if not key:
        return []
    tail = key.split("/", 1)[-1]  # "318/2024": only a sentence holding the figures is read for its numbers
    out = []
    for rec in comp.records(None):
        if cases[0] in (rec.case_ids or []):
            continue
        if tail.split("/")[0] not in rec.text:
            continue
        for sn in sentences(rec.text):
            if tail.split("/")[0] in sn.text and (amounts(sn.text) or not with_sums) and any(k == key for k, _, _ in find_numbers(sn.text)):
                out.append((rec, sn.text))
    return out
