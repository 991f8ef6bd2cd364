"""'Not yet' for a stage of a suit no record says was reached, read from the furthest stage the notes do record.

"Were issues framed?" where no line says issues were framed, but the notes record the written statement and nothing
after it: the answer is not yet — with the furthest stage the notes reach and what the last hearing says (the matter
was not reached, the other side is considering a Lok Adalat). A stage no earlier stage of which is recorded stays
unanswered (the composer's "no record"): nothing is inferred from silence alone.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Draft

# the stages of a suit in their order: (name, the question asks of it, a record states it was reached)
STAGES: list[tuple[str, re.Pattern[str], re.Pattern[str]]] = [
    ("the written statement",
     re.compile(r"\bW\.?S\b|\bwritten\s+statement|\bcounter(?:\s+affidavit)?\b", re.I),
     re.compile(r"\bW\.?S\.?\s+(?:was\s+|is\s+)?(?:filed|dakhil|vesaru)|\bwritten\s+statement\s+(?:was\s+|is\s+)?filed|"
                r"\bcounter(?:[\s-]+affidavit)?\s+(?:was\s+|is\s+)?(?:filed|served)", re.I)),
    ("the framing of issues",
     re.compile(r"\bissues?\b.{0,30}\bfram|\bfram\w*\b.{0,30}\bissues?\b", re.I),
     re.compile(r"\bissues?\s+(?:were\s+|are\s+|have\s+been\s+|was\s+)?framed|\bframed\s+(?:\w+\s+){0,2}issues?\b", re.I)),
    ("the plaintiff's evidence",
     re.compile(r"\bPW-?\s?\d+\b", re.I),
     re.compile(r"\bPW-?\s?\d+\b", re.I)),
    ("the defence evidence",
     re.compile(r"\bDW-?\s?\d+\b", re.I),
     re.compile(r"\bDW-?\s?\d+\b.{0,60}\b(?:filed|examined|chief|cross|done|discharged|marked)|"
                r"\b(?:chief|cross)\w*\s+(?:\w+\s+){0,3}DW-?\s?\d+\b", re.I)),
    ("the arguments",
     re.compile(r"\barguments?\b|\bbahas\b", re.I),
     re.compile(r"\barguments?\s+(?:were\s+|are\s+)?(?:heard|concluded|done|over|advanced)|\bheard\s+(?:the\s+)?arguments?", re.I)),
]


def _asked_stage(text: str) -> int | None:
    asked = [i for i, (_, ask, _) in enumerate(STAGES) if ask.search(text)]
    return max(asked) if asked else None


def not_yet(comp) -> Draft | None:
    """'Not yet — your notes record no <stage> …; the furthest they reach is …' for one matter, or None."""
    from tareekh.agent.draft import Draft

    cases = comp.scope()
    asked = _asked_stage(comp.q.text)
    if len(cases) != 1 or asked is None:
        return None
    recs = [r for r in comp.records(cases) if r.kind == "hearing" and r.date and r.date[:10] <= comp.today]
    if not recs:
        return None
    reached: list[tuple[int, str, object, str]] = []
    for r in recs:
        for sn in sentences(r.text):
            for i, (_, _, done) in enumerate(STAGES):
                if done.search(sn.text):
                    reached.append((i, r.date or "", r, sn.text))
    if not reached or max(i for i, *_ in reached) >= asked:
        return None  # the stage (or a later one) is recorded, or no stage at all: not for this rule
    furthest = max(i for i, *_ in reached)
    at = sorted((x for x in reached if x[0] == furthest), key=lambda x: (x[1], not x[2].is_order_sheet))
    _, _, rec, said = at[-1]  # the latest record of it, a note before the order sheet of the same day
    first = (f"Not yet — your notes record no {STAGES[asked][0][4:]} in {comp.label(cases[0])}; the furthest they reach "
             f"is {STAGES[furthest][0][4:]}: {human_date(rec.date)}, {comp.who(rec)}: {clean(said, 160)} [{comp.cite(rec)}].")
    lines = [comp.line(rec, said)]
    last_day = max(r.date[:10] for r in recs)
    last = sorted((r for r in recs if r.date[:10] == last_day), key=lambda r: r.is_order_sheet)[0]
    if last.entry_id != rec.entry_id:
        first += f" The last hearing, {human_date(last.date)}, {comp.who(last)}: {clean(last.text, 200)} [{comp.cite(last)}]."
        lines.append(comp.line(last))
    return Draft(first, lines)
