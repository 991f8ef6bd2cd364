""""Shakir ne kiraya jama karaya tha ya nahi?", "bhada bharle ka?", "bhara jama diyeche ki na?": a payment or a
deposit of a thing asked yes or no is answered by the line that writes the step done — "प्रतिवादी ने रु. 40,500/-
चालान द्वारा जमा किए" — in whatever script, with its sum; not by an older line that says it was owed ("you have not
paid rent") or ordered ("किराया जमा करे").

The line of the step often leaves the thing out: the order sheet that records the deposit names the sum, not "the
rent", because its earlier order directed the deposit of the rent. So the step is read as: a line of the one matter
asked that says the paying act asked done (the act's words in any script, agent/lexicon.py's groups), with a sum,
on or after a line of the same matter that names the thing together with that act (a demand, a direction, a
plea). Never from a line that plans, orders or negates the act (agent/done_later.py's readings).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.closest import content_groups, required
from tareekh.agent.done_later import _DONE, _NOT, _PLAN, _anchor_day
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import expand, overlap, stems
from tareekh.events.money import amounts
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the stems of paying and depositing, as the act's group holds them in every language the tables read
_PAYING = frozenset(expand("deposit") | expand("paid") | expand("jama"))
_FILED = re.compile(r"filed|submitted|lodged", re.I)
_SMALLEST = 100  # a figure below it is a count, a section or a page, not a sum paid


def _paid(text: str) -> bool:
    """The sentence says a paying act done (in any script done_later.py reads), with a sum, and neither plans nor
    negates it; a filing is no payment ("claim filed for Rs. …")."""
    m = next((m for m in _DONE.finditer(text) if not _FILED.fullmatch(m.group())), None)
    if m is None or _PLAN.search(text) or _NOT.search(text[max(0, m.start() - 25):m.end() + 12]):
        return False
    return any(a.value >= _SMALLEST for a in amounts(text))


def step_written(comp: Composing, draft: Draft | None) -> Draft | None:
    """A 'Yes' read from the line that writes the paying step done, over a draft that did not say it was done;
    None when the question asks no paying act of a thing, or no such line follows a line naming the thing."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if draft is None or q.kind != "yes_no" or len(q.cases) != 1 or (draft.first or "").startswith("Yes"):
        return None
    groups = content_groups(q, comp._name_stems())
    acts = [g for g in groups if g & _PAYING]
    things = [g for g in required(groups) if not g & _PAYING]
    if not acts or not things:
        return None
    act = set().union(*acts)
    # a "no" read from a line after the step stands (the day of the verdict's own line, before its first citation)
    anchor = _anchor_day((draft.first or "").split("[", 1)[0])
    named_on = ""  # the first day a line names the thing together with the act asked
    found = []
    for rec in sorted(comp.records(q.cases), key=lambda r: r.date or ""):
        day = (rec.date or "")[:10]
        if not day or (comp.today and day > comp.today):
            continue
        for sn in sentences(rec.text or ""):
            held = stems(sn.text)
            paid = _paid(sn.text)  # (the act in a script the group does not spell, "জমা দিয়েছে", is read by it)
            if not (held & act or paid):
                continue
            if held & act and overlap(things, held, sn.text) == len(things):
                named_on = named_on or day
            if named_on and day >= max(named_on, anchor) and paid:
                found.append((day, rec, sn.text))
    if not found:
        return None
    day, rec, text = found[0]
    said = f"Yes — {human_date(day)}, {comp.who(rec)}: {clean(text, 260).rstrip('।॥ ')} [{comp.cite(rec)}]."
    return Draft(said, [*draft.lines, comp.line(rec, text, with_case=comp.multi())], closest=draft.closest,
                 gathered=True)
