"""'How much was seized, and where?' asked of one case in words no record of it holds ("kitni lakdi pakdi thi,
kahan?", "evvalavu kaasu, enge?", "koto maal, kothay?"): the case's papers state the quantity and the place, so the
paper's lines that hold a measure and its place field answer, not the last hearing.

Only the asking words are known (how much, where, in the Indian languages' Latin spellings); the thing asked is
whatever the papers measure. A question whose words a record holds is left to the other readers.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.lexicon import overlap, stems
from tareekh.events.text import clean

# "how much / how many" in Hindi, Urdu, Punjabi, Bengali, Assamese, Odia, Marathi, Gujarati, Tamil, Telugu, Kannada,
# Malayalam (Latin letters as lawyers type them), and English
_HOW_MUCH = re.compile(r"\bhow\s+much\b|\bhow\s+many\b|\bkitn[aie]\b|\bketl[aoiu]\b|\bkoto\b|\bkato\b|\bkiti\b|"
                       r"\bkitk[ai]\b|\bkinn[aie]\b|\bevvalavu\b|\bethra\b|\bentha\b|\bestu\b|\beshtu\b|\bkemiti\b", re.I)
# "where" in the same languages
_WHERE = re.compile(r"\bwhere\b|\bkah[aā]n?\b|\bkithe\b|\bkothay\b|\bkot(?:ha|hae)\b|\bkuthe\b|\bkyaa?n\b|"
                    r"\benge\b|\bekkada\b|\belli\b|\bevide\b|\bkaun\s+jagah\b", re.I)
# a labelled place on a paper: "Place:", "Spot:", "स्थान:", "ਥਾਂ:", "இடம்:" …
_PLACE = re.compile(r"(?:\bplace\b|\bspot\b|\blocation\b|\bsite\b|स्थान|स्थल|জায়গা|স্থান|இடம்|ప్రదేశం|ಸ್ಥಳ|സ്ഥലം|ठिकाण|સ્થળ|ਥਾਂ)"
                    r"\s*(?:of\s+\w+\s*)?[:\-]\s*\S", re.I)
# a quantity: a figure with its unit (a volume, a weight, a length, an area, a count of pieces or bags)
_QUANTITY = re.compile(r"\d(?:[\d,]*\.?\d*)\s*(?:cft|cu\.?\s*(?:ft|m)|cubic|kg|kgs|kilo\w*|gm|grams?|quintals?|"
                       r"tons?|tonnes?|litres?|liters?|bottles?|pieces?|pcs|bags?|boxes|m|mtrs?|metres?|meters?|ft|"
                       r"feet|sq\.?\s*\w+|acres?|hectares?|kanals?|marlas?|bighas?|guntas?|cents?|decimals?)\b", re.I)


def how_much_where(comp: Any) -> Any:
    """The case's paper that states a quantity (and a place, when asked where), quoted; None when the question is
    not so asked, names no one case, or holds a word the case's records write."""
    from tareekh.agent.closest import content_groups, required
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    much, where = bool(_HOW_MUCH.search(text)), bool(_WHERE.search(text))
    if len(q.cases) != 1 or not much:
        return None
    groups = required(content_groups(q, comp._name_stems()))
    recs = comp.records(q.cases)
    if not groups or any(overlap(groups, stems(r.text), r.text) for r in recs):
        return None  # the case's records write a word of the question: the readers of words answer
    best = None
    for rec in recs:
        if rec.kind != "document":
            continue
        lines = [ln.strip() for ln in rec.text.splitlines() if ln.strip()]
        measured = [ln for ln in lines if _QUANTITY.search(ln) and not re.fullmatch(r"[\d\s./:-]+", ln)]
        placed = [ln for ln in lines if _PLACE.search(ln)] if where else []
        if not measured:
            continue
        score = len(measured) + 2 * bool(placed)
        if best is None or score > best[0]:
            best = (score, rec, measured[:2], placed[:1])
    if best is None:
        return None
    _, rec, measured, placed = best
    n = comp.cite(rec)
    said = "; ".join(clean(x, 200) for x in [*measured, *placed])
    what = rec.doc_kind or "paper"
    first = f"As the {what} of {comp.label(q.cases[0])} states it: {said} [{n}]."
    return Draft(first, [comp.line(rec, "\n".join([*measured, *placed]))])
