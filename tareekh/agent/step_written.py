""""<party> ne kiraya jama karaya tha ya nahi?", "bhada bharle ka?", "bhara jama diyeche ki na?": a payment or a
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
from tareekh.agent.paid_in_full import _FULL
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


def step_written(comp: Composing, since: str) -> Draft | None:
    """'Yes', read from the line that writes the paying step done on or after `since` (the day of the line a 'no'
    or a direction was read from); None when the question asks no paying act of a thing, or no such line follows
    a line naming the thing with the act."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "yes_no" or len(q.cases) != 1 or _FULL.search(q.typed or q.text):
        return None  # ("poora jama kiya?": the whole asked is weighed against what is owed, agent/paid_in_full.py)
    groups = content_groups(q, comp._name_stems())
    acts = [g for g in groups if g & _PAYING]
    things = [g for g in required(groups) if not g & _PAYING]
    if not acts or not things:
        return None
    act = set().union(*acts)
    named_on = ""  # the first day a line names the thing together with the act asked
    denied = ""  # the last day a line names the thing with the act negated ("Second instalment not paid")
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
                if _NOT.search(sn.text):
                    denied = day
            if named_on and day >= max(named_on, since[:10]) and paid:
                found.append((day, rec, sn.text))
    # a paying line of another thing ("paid the first instalment") is no step done where a line of that day or after
    # writes the thing asked not paid
    found = [f for f in found if not denied or f[0] > denied]
    if not found:
        return None
    day, rec, text = found[0]
    said = f"Yes — {human_date(day)}, {comp.who(rec)}: {clean(text, 260).rstrip('।॥ ')} [{comp.cite(rec)}]."
    # (read across the matter's records, not from the plain reading's closest lines: a script's line, "জমা দিয়েছে",
    # shares no letters with the question)
    return Draft(said, [comp.line(rec, text, with_case=comp.multi())], gathered=True)


# the answers a paying step written later overturns: a no, a "not shown paid", nothing found, or lines without a verdict
_UNSAID = ("No —", "No record", "Not shown paid", "Not clearly", "What your notes say")


def step_after(comp: Composing, draft: Draft | None) -> Draft | None:
    """The step's 'Yes' over a finished answer that did not say the payment was made (read from no line of the
    verdict: another answerer's "not shown paid", or nothing), its lines kept beneath."""
    if draft is None or not (draft.first or "").startswith(_UNSAID):
        return None
    # a "no" read from a line after the step stands (the day of the answer's own line, before its first citation)
    step = step_written(comp, _anchor_day((draft.first or "").split("[", 1)[0]))
    if step is None:
        return None
    step.lines = [*draft.lines, *step.lines]
    step.closest = draft.closest
    return step
