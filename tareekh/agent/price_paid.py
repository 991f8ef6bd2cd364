"""What a thing of the matter was bought or sold for — "gaddi kinne di si?", "flat kitne mein liya tha?", "how much
was the tractor?" — read where a record writes the deal with its sum ("The complainant purchased a <model> from OP1
on 18.03.2025 for Rs. 7,40,000/-"), though the paper names the thing by its make or model and calls it "the vehicle"
only later: the question's thing (or its synonyms) need only stand in the deal's record near the deal.

A sum prayed for, refunded or claimed is no price; several prices of the thing in the records are left to the
readers that list sums.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import SYNONYMS, expand, stems, words
from tareekh.agent.matter_records import matter_records
from tareekh.events.money import amounts, rupees
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the deal: bought, purchased, sold, booked (and the Hindi belt's kharida) …
_DEAL = re.compile(r"\b(?:purchased|bought|sold|booked|purchase\s+of|sale\s+of|kharid\w*|khareed\w*)\b", re.I)
# … for its sum: "for Rs. …", "for a (total) price / consideration / sum of Rs. …", "at Rs. …"
_FOR = re.compile(r"\b(?:for|at)\s+(?:a\s+|the\s+)?(?:(?:total|sale|agreed)\s+)?(?:(?:price|consideration|sum|cost)\s+"
                  r"of\s+)?(?=(?:Rs\.?|INR|₹|rupees)\s*\d)", re.I)
# between the deal and the sum, another thing with its own sum: "purchased goods on credit and towards the balance
# issued cheque no. … for Rs. …" writes the cheque's sum, not the price
_OTHER_SUM = re.compile(r"\b(?:cheques?|drafts?|dd|issued|paid|gave|given|deposit\w*|towards|balance|advance|"
                        r"instal+ments?|emi)\b", re.I)
_SENTENCE_END = re.compile(r"\.\s+(?=[A-Z])|\n\s*\n|[;]")
_NEAR = 240  # characters after the deal's sentence where the paper may first call the thing by its common name


def _thing_stems(comp: Composing) -> list[set[str]]:
    """The stems of each thing the question names: its words with a synonym set (a vehicle's, a plot's), not names."""
    case_words = {w.lower() for ws in comp.q.case_words.values() for w in ws}
    keys = {k.lower() for k in SYNONYMS}
    return [expand(w) for w in words(comp.q.text) if w not in case_words and w in keys | {a for s in SYNONYMS.values() for a in s}
            and len(w) >= 3]


def _prices(text: str) -> list[tuple[float, str, int]]:
    """(sum, the deal's words, where they end) wherever the text writes a deal with the sum it was for."""
    out = []
    for m in _DEAL.finditer(text):
        end = _SENTENCE_END.search(text, m.end())
        clause = text[m.start(): end.start() if end else len(text)]
        f = _FOR.search(clause)
        if f is None or f.start() > 160 or _OTHER_SUM.search(clause[: f.start()]):
            continue
        found = amounts(clause[f.end():])
        if not found:
            continue
        start = text.rfind("\n", 0, m.start()) + 1
        sentence_start = max(start, max((s.end() for s in _SENTENCE_END.finditer(text, 0, m.start())), default=0))
        stop = m.start() + f.end() + found[0].end
        stop += len(re.match(r"/-|/|", text[stop:]).group())  # "Rs. 7,40,000/-" whole
        out.append((found[0].value, clean(text[sentence_start: stop], 200),
                    m.start() + len(clause)))
    return out


def price_paid(comp: Composing) -> Draft | None:
    """'Gaddi kinne di si?': the one sum the matter's records write as the thing's price; None otherwise."""
    from tareekh.agent.draft import Draft

    q = comp.q
    scope = comp.scope()
    if q.kind != "amount" or len(scope) != 1:
        return None
    things = _thing_stems(comp)
    if not things:
        return None
    found = []
    for rec in matter_records(comp, scope[0]):
        if (rec.date or "")[:10] > comp.today:
            continue
        for value, said, end in _prices(rec.text):
            near = stems(rec.text[max(0, end - len(said) - 40): end + _NEAR])
            if any(alts & near for alts in things):
                found.append((value, said, rec))
    if len({value for value, _, _ in found}) != 1:
        return None
    value, said, rec = sorted(found, key=lambda x: x[2].date or "")[0]
    first = f"{rupees(value)} — {human_date(rec.date)}, {comp.who(rec)}: {said} [{comp.cite(rec)}]."
    return Draft(first, [comp.line(rec, said)], gathered=True)
