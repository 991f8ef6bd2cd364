"""The rate of interest a paper asks on the sum an answer gives: "claim kitne ka hai?" answered from a plaint's
heading ("RECOVERY OF RS. 8,64,500") leaves out what its prayer adds ("decree for Rs. 8,64,500 with interest at
12% p.a."), and a claim told without its interest is half the claim.

The rate is read only from a sentence of the same record that writes the same sum beside a word of interest (in the
languages' words and scripts) or "per annum"; a percentage of anything else (a disability, a share) is no rate.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.events.money import amounts
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import RecordRef

_PERCENT = re.compile(r"\d+(?:\.\d+)?\s*(?:%|per\s*cent\b|percent\b|pc\b|टका|टक्के|শতাংশ)", re.I)
# interest, in English and the languages' words (byaj, sood, vyaj, vaddi, vatti, baddi, palisha) and scripts, or a
# yearly or monthly rate ("p.a.", "per annum", "per month")
_INTEREST = re.compile(r"\binterest\b|\bbyaa?j\b|\bsood\b|\bvyaa?j\b|\bvaddi\b|\bvatti\b|\bbaddi\b|\bpalish?a\b|"
                       r"\bp\.?\s*a\.?(?!\w)|\bper\s+(?:annum|month|year)\b|ब्याज|सूद|व्याज|সুদ|வட்டி|వడ్డీ|ಬಡ್ಡಿ|"
                       r"പലിശ|વ્યાજ|ਵਿਆਜ|ସୁଧ|سود", re.I)


def rated(text: str) -> bool:
    """The text writes a rate of interest."""
    return bool(_PERCENT.search(text)) and bool(_INTEREST.search(text))


def rate_beside(rec: RecordRef, value: float | None, said: str) -> str | None:
    """The record's sentence that asks the same sum with a rate of interest; none when the answer's own words
    (`said`, often a clip of a sentence) already write a percentage, the sum is unknown, or no sentence of the
    record pairs the sum with a rate."""
    if not value or _PERCENT.search(said):
        return None
    for s in sentences(rec.text or ""):
        if rated(s.text) and any(abs(a.value - value) < 0.5 for a in amounts(s.text)):
            return s.text
    return None
