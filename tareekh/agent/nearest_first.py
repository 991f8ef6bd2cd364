"""The first sentence of an answer that no template answered and no verdict was read for.

When no template reads a question (its kind a guess, its words in a tongue the reader half knows) and the plain
reading of its words finds lines, neither a yes or no (agent/status_asked.py) nor "not on record" (agent/unheld_
together.py) may stand first. The answer then used to open with no sentence at all: the lines alone, oldest first,
and the lawyer could not tell which of them the answer rests on. Every answer opens with a sentence; here it is the
record the plain reading ranks best (the one holding most of the question's words), named as the nearest the notes
come, with its matter, its day and its citation, and its line with the others under it as before.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tareekh.agent.layout import human_date

if TYPE_CHECKING:
    from tareekh.agent.closest import Hit

def nearest_first(comp: Any, hits: list[Hit]) -> str:
    """'Nearest your notes come: <whose record> in <matter> of <day> [n], with the other lines found below.' — or ""
    when nothing was found. The line itself is quoted below, once (a quote in the first sentence would be read again
    for dates and sums by the steps after it)."""
    if not hits:
        return ""
    rec = hits[0].rec
    whose = comp.who(rec)  # "your note", "order sheet", "WhatsApp chat", "note by <name>"
    whose = whose if whose.lower().startswith("your ") else f"the {whose}"
    where = f" in {comp.label(rec.case_ids[0])}" if rec.case_ids else ""
    when = f" of {human_date(rec.date)}" if rec.date else ""
    rest = ", with the other lines found" if len(hits) > 1 else ""
    sums = _sums_asked(comp, hits[0])  # "how much": the figure the line holds, said first
    return f"Nearest your notes come: {sums}{whose}{where}{when} [{comp.cite(rec)}], quoted below{rest}."


# a sum as a record writes it: "Rs. 62,75,430/-", "₹ 4,000", "Rs 900"
_SUM = re.compile(r"(?:\bRs\.?|\bINR|₹)\s*\d[\d,]*(?:\.\d+)?", re.I)


def _sums_asked(comp: Any, hit: Hit) -> str:
    """'<sum>, in ' when the question asks how much and the best record's lines found hold one or two sums: the
    figure asked is said in the first sentence (the lawyer reads the first line), the line it stands in quoted below;
    '' otherwise."""
    q = getattr(comp, "q", None)
    if q is None or getattr(q, "kind", None) != "amount":
        return ""
    found = list(dict.fromkeys(re.sub(r"\s+", " ", m.group(0)).rstrip(",.") for m in _SUM.finditer(" … ".join(
        hit.sentences))))
    return f"{' and '.join(found)}, in " if 0 < len(found) <= 2 else ""
