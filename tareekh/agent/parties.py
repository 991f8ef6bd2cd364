"""A person an order names only by their place in its cause title: "2. Sri X, Director ..... Opposite Parties" at
the top, "OP-2 is absolved" at the end. Asked whether X was held liable, the order's sentence that names X by
that label (OP-2, opposite party No. 2, R-2, respondent No. 2, D-2, A-2 …) with an outcome word answers it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the side a numbered list of parties closes with, and the short letters an order calls its members by
_SIDES = {
    "op": r"opposite\s+part(?:y|ies)", "r": r"respondents?", "d": r"defendants?", "a": r"accused",
    "": r"complainants?|petitioners?|plaintiffs?|appellants?|applicants?",  # the side that is not called so
}
_LONG = {"op": "opposite party", "r": "respondent", "d": "defendant", "a": "accused"}
_FREED = re.compile(r"\babsolved\b|\bnot\s+(?:personally\s+)?liable\b|\bexonerated\b|\bdischarged\b|\bacquitted\b|"
                    r"\bno\s+liability\b|\bdeleted\s+from\b|\bdismissed\s+(?:as\s+)?against\b", re.I)
_HELD = re.compile(r"\bjointly\s+and\s+severally\b|\bliable\b|\bshall\s+(?:pay|refund|deposit)\b|\bconvicted\b|"
                   r"\bdirected\s+to\s+(?:pay|refund)\b", re.I)

# what the question asks of the person: whether the order held them to anything
# (or whether they too must pay or give the money back: "X ko bhi paisa lautana hai?", "does X also have to pay?")
_ASKS = re.compile(r"\bliab\w*|\babsolv\w*|\bresponsib\w*|\b[zj]immedar\w*|\bheld\b|\bexonerat\w*|\bconvict\w*|"
                   r"\bacquit\w*|\bbari\b|\bdischarg\w*|\brefund\b|\bpay\b|\bpaisa\b|\bpaise\b|\bl[ao]u?ta\w*|"
                   r"\bw[ao]pas\b|\bv[ao]pas\b|\breturn\w*|\bbharna\b|\bbharn[ae]\b|लौटा\w*|वापस", re.I)


def _labels(text: str, name: str) -> tuple[str, list[str]] | None:
    """The person's line in a numbered party list, and the labels the order may call them by."""
    for m in re.finditer(r"(?m)^\s*(\d{1,2})[.)]\s*(.+)$", text):
        if name.lower() not in m.group(2).lower():
            continue
        near = m.group(2) + " " + text[m.end(): m.end() + 300]
        sides = [(f.start(), key) for key, side in _SIDES.items() if (f := re.search(rf"\b(?:{side})\b", near, re.I))]
        if not sides or not min(sides)[1]:
            return None  # the list the name is in closes with no side, or with the side that has no short letters
        key, n = min(sides)[1], m.group(1)
        long_ = _LONG[key].replace(" ", r"\s+")
        entry = re.sub(r"\s*\.{3,}.*$", "", m.group(2))  # "Sri X, Director ........ Opposite Parties"
        return clean(entry, 80), [rf"\b{key}[\s.-]*(?:no\.?\s*)?{n}\b", rf"\b{long_}\s+no\.?\s*{n}\b"]
    return None


def by_party_label(comp: Composing, names: list[str]) -> Draft | None:
    """'Was X held liable too?': the order's outcome sentence for the label its cause title gives X; None when no
    record lists X among numbered parties or no sentence gives that label an outcome."""
    from tareekh.agent.draft import Draft

    if not names or not _ASKS.search(comp.q.text):
        return None
    for rec in sorted(comp.records(comp.scope() or None), key=lambda r: r.date or "", reverse=True):
        for name in names:
            found = _labels(rec.text, name)
            if found is None:
                continue
            entry, patterns = found
            for sn in sentences(rec.text):
                if not any(re.search(p, sn.text, re.I) for p in patterns):
                    continue
                freed, held = _FREED.search(sn.text), _HELD.search(sn.text)
                if not (freed or held):
                    continue
                verdict = "No" if freed else "Yes"
                first = (f"{verdict} — {human_date(rec.date)}, {comp.who(rec)}: {clean(sn.text, 240)} "
                         f"({entry} in its cause title) [{comp.cite(rec)}].")
                # who the order did hold, when it freed the person asked: "OP-1 shall refund …"
                other = next((o.text for o in sentences(rec.text) if freed and o.text != sn.text and _HELD.search(o.text)
                              and re.search(r"\b(?:op|r|d|a)[\s.-]*(?:no\.?\s*)?\d\b", o.text, re.I)), None)
                if other:
                    first += f" The order holds: {clean(other, 200)} [{comp.cite(rec)}]."
                # (read through the label the order gives the person, the verdict is the order's word for them —
                # "absolved" — not the act the question names: it is not held to a line stating "pay" or "return")
                return Draft(first, gathered=True)
    return None
