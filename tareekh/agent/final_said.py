"""What the court finally said in a matter: "<court> ne <matter> me final kya kaha?", "what did the bench finally
hold?", "shevti court kay mhanale?", "chivariki judge emi annaru?".

Asked for the court's last word, the answer is the order that decided the matter — its operative words (allowed,
quashed, dismissed, set aside …) and the reason it gives for them, the sentence before — not a remark the judge
made at a hearing on the way, nor the order's coram or cause-title line. "Final" beside a stage ("final hearing",
"final arguments") names that hearing, and is left to the readers of hearings.

Asked so: English "final", "finally", "ultimately", "eventually", "in the end", and the word for "finally" of every
language table (agent/tongues_closed.py FINALLY: "aakhir", "shevti", "chivariki", "sheshmesh" …).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tareekh.agent.headings import is_heading
from tareekh.agent.layout import human_date
from tareekh.agent.operative import operative_sentence
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Draft

_TOKEN = re.compile(r"[^\s\d.,;:!?\"“”‘’()\[\]{}/\\|<>=+*_-]+")
_FINAL = re.compile(r"\b(?:final|finally|ultimately|eventually|in\s+the\s+end|at\s+last)\b", re.I)
# "final" naming a stage or a day ("final hearing", "final args", "final date"): that hearing is asked, not the order
_STAGE_AFTER = re.compile(r"\s*(?:hearing|hearings|arguments?|args?|argument|stage|date|dates|sunwai|sunvai|bahas|"
                          r"behes|behas|sunavani|vaadam|vadam|vicharana|list|listing|notice)\b", re.I)
# a reason's sentence is short enough to state whole beside the operative words
_ROOM = 420


def final_asked(text: str) -> bool:
    """The question asks the court's last word: "final(ly)", "ultimately", "in the end", or a table's "finally" —
    not "final" naming a stage ("final hearing", "final args")."""
    from tareekh.agent.tongues_closed import FINALLY

    for m in _FINAL.finditer(text):
        if not (m.group(0).lower() == "final" and _STAGE_AFTER.match(text[m.end():])):
            return True
    finally_words = {w.lower() for words in FINALLY.values() for w in words.split()}
    toks = [t.lower() for t in _TOKEN.findall(text)]
    return any(t in finally_words for t in toks) or any(f"{a}_{b}" in finally_words for a, b in zip(toks, toks[1:]))


def holding(text: str, spans: list[tuple[int, int]]) -> str:
    """An order's holding: the sentence before its first operative sentence (the reason the order gives), then its
    operative sentences (where `spans`, the outcomes read from it, fall), on one line."""
    sents = [s for s in sentences(text) if s.text.strip()]
    hit = [i for i, s in enumerate(sents) if any(s.start < b and a < s.end for a, b in spans)]
    if not hit:
        return ""
    first = hit[0]
    while first > 0 and operative_sentence(sents[first - 1].text):
        first -= 1  # "The order … is quashed and set aside. The writ petition is allowed.": the relief goes with it
    chosen = [first, *hit[:2]]
    before = first - 1
    if before >= 0 and not is_heading(sents[before].text) and not re.search(r"\bcoram\b", sents[before].text, re.I):
        chosen.insert(0, before)
    out = " ".join(" ".join(sents[i].text.split()) for i in sorted(set(chosen)))
    return clean(out, _ROOM)


def final_said(comp: Any, judge: Any, cases: list[str]) -> Draft | None:
    """'What <judge> finally held in <matter>, in the order of <day> [n]: <reason>. <operative words>.' from the
    order that disposed of the matter; None when the question does not ask the last word or no order decided it."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.ended_how import disposing_orders

    if len(cases) != 1 or not final_asked(comp.q.typed or comp.q.text):
        return None
    orders = disposing_orders(comp, cases[0])
    if not orders:
        return None
    last = max(orders, key=lambda e: (e.record_date or "", e.entry_id or 0))
    rec = comp.record_of(last.entry_id)
    if rec is None:
        return None
    said = holding(rec.text, [(o.start, o.end) for o in orders if o.entry_id == last.entry_id])
    if not said:
        return None
    name = (judge.short or judge.name) if judge is not None else "The court"
    n = comp.cite(rec)
    first = f"What {name} finally held in {comp.label(cases[0])}, in the order of {human_date(rec.date)} [{n}]: {said}"
    return Draft(first, [comp.line(rec, said)])
