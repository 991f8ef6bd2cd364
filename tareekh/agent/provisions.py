"""The proceedings the Code of Civil Procedure's orders and rules name: an order sheet writes "application under O.6
R.17 CPC", "आदेश 6 नियम 17 सी.पी.सी. का आवेदन", "petition u/O 26 r 9" where a lawyer asks of "the amendment", "the
commission". A closed table of facts, the same for every court in India (the First Schedule of the Code), leaf
module: it imports nothing of Tareekh.

Only the Code's order-and-rule pairs are read: a bare section number names different things in different codes
(s. 482 is the High Court's inherent power in the old Criminal Procedure Code and anticipatory bail in the BNSS).
"""

from __future__ import annotations

import re

# (order, rule) -> the words a lawyer names that proceeding by (a rule of None: any rule of the order)
PROVISIONS: dict[tuple[int, str | None], tuple[str, ...]] = {
    (1, "10"): ("impleadment", "impleading", "implead"),
    (6, "17"): ("amendment", "amend", "संशोधन"),
    (7, "11"): ("rejection",),
    (8, "6a"): ("counterclaim", "counter-claim"),
    (9, "9"): ("restoration",),
    (9, "13"): ("restoration",),
    (18, "17"): ("recall",),
    (21, None): ("execution", "निष्पादन"),
    (22, "3"): ("substitution",),
    (22, "4"): ("substitution",),
    (23, "1"): ("withdrawal",),
    (23, "3"): ("compromise", "settlement", "राजीनामा", "समझौता"),
    (26, "9"): ("commission", "कमीशन"),
    (38, "5"): ("attachment", "कुर्की"),
    (39, "1"): ("injunction", "निषेधाज्ञा"),
    (39, "2"): ("injunction", "निषेधाज्ञा"),
    (40, "1"): ("receiver",),
    (41, "27"): ("additional evidence",),
    (47, "1"): ("review", "पुनर्विलोकन"),
}

_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50}
_DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")
# "O.6 R.17", "O. 6 r. 17", "Order VI Rule 17", "u/O 26 r 9", "Or. 39 Rr. 1 & 2", "आदेश 6 नियम 17", "ऑर्डर 6 रूल 17"
_CITED = re.compile(r"(?<![a-z])(?:order|ord|or|o)\s*\.?\s*([ivxl]+|\d{1,2})\s*,?\s*(?:rules?|rr?)\s*\.?\s*(\d{1,2}[a-z]?)"
                    r"(?:\s*(?:&|and|,)\s*(\d{1,2}[a-z]?))?(?![\da-z])|"
                    r"(?:आदेश|ऑर्डर|आर्डर)\s*([०-९\d]{1,2})\s*,?\s*(?:नियम|रूल)\s*([०-९\d]{1,2})", re.I)


def _order_number(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    values = [_ROMAN[c] for c in text.lower()]
    total = sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))
    return total or None


def proceedings_cited(text: str) -> set[str]:
    """The names of the proceedings the text cites by the Code's order and rule ("O.6 R.17" -> amendment)."""
    out: set[str] = set()
    for m in _CITED.finditer(text):
        order_text = (m.group(1) or m.group(4) or "").translate(_DIGITS)
        rules = [(r or "").translate(_DIGITS).lower() for r in (m.group(2), m.group(3), m.group(5)) if r]
        order = _order_number(order_text)
        if order is None:
            continue
        for rule in rules:
            out.update(PROVISIONS.get((order, rule), ()))
        out.update(PROVISIONS.get((order, None), ()))
    return out
