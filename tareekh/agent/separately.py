"""Whether a sum comes "separately" ("143A wala 95,000 alag se milega?", "will the costs be paid over and above?"):
a later record that says the sum is adjusted in, included in or set off against another answers it — no, and in what.

Read as an ordinary yes/no, "alag" and "milega" had to sit in one line with the sum, and the answer hedged over the
line that first granted it; the settlement that took it in ("the 143A amount is adjusted in it") was never read.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import VERB_STEMS, overlap, stem, stems
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "separately", "in addition", in the languages lawyers type in: Hindi/Urdu/Gujarati alag, Marathi vegla,
# Bengali alada, Telugu veruga, Tamil thaniya, Kannada bereyagi, Malayalam prathyekam
SEPARATELY = re.compile(
    r"\balag\b|\bseparately\b|\bin\s+addition\b|\bover\s+and\s+above\b|\bvegl[aei]\w*|"
    r"\balada\b|\baalaadaa\b|\bveruga\b|\bthaniy[a]{1,2}\w*|\bbere\s*y[a]{1,2}gi\b|\bprathyek\w*|अलग|আলাদা|અલગ|वेगळ\w*",
    re.I)
# a sum taken into another: "adjusted in it", "included in the settlement", "set off against the decree"
_ADJUSTED = re.compile(r"\badjust\w*|\bincluded\b|\binclusive\b|\bset\s*-?\s*off\b|\bmerged\b|\bpart\s+of\s+(?:it|this|the)\b|"
                       r"\bshamil\b|\bsamayojit\b|\bcounted\s+(?:in|towards)\b|समायोजित|शामिल", re.I)


def separately_asked(comp: Composing, cases: list[str] | None, groups: list[set[str]]) -> Draft | None:
    """'No — <the newest line saying the asked sum is adjusted in another>' with the line before it (the sum it went
    into); None when the question does not ask "separately" or no record says so."""
    from tareekh.agent.draft import Draft

    q = comp.q
    m = SEPARATELY.search(q.text)
    if m is None:
        return None
    asked = {stem(w) for w in re.findall(r"[^\W_]+", m.group(0))}
    thing = [g for g in groups if not g & VERB_STEMS and not g & asked]
    if not thing:
        return None
    best = None
    for rec in comp.records(cases):
        if not rec.date or rec.date[:10] > comp.today:
            continue
        ss = sentences(rec.text)
        for i, s in enumerate(ss):
            if _ADJUSTED.search(s.text) and overlap(thing, stems(s.text), s.text) and (best is None or rec.date >= best[0].date):
                best = (rec, (ss[i - 1].text + " " if i else "") + s.text)
    if best is None:
        return None
    rec, said = best
    return Draft(f"No — {human_date(rec.date)}, {comp.who(rec)}: {clean(said, 320)} [{comp.cite(rec)}].",
                 [comp.line(rec, said)])
