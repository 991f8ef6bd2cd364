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

from tareekh.agent.closest import _HEADS, content_groups, required
from tareekh.agent.kin_words import kin_of
from tareekh.agent.done_later import _DONE, _NOT, _PLAN, _anchor_day
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import expand, overlap, stem, stems, words
from tareekh.agent.paid_in_full import _FULL
from tareekh.agent.per_period import rate_follows
from tareekh.agent.sum_paid import pays_asked
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
    return any(a.value >= _SMALLEST for a in amounts(text)) or bool(_GROUPED.search(text))


def _sums(text: str) -> set[float]:
    """The sums a sentence writes, with a figure grouped in thousands written bare."""
    return {a.value for a in amounts(text) if a.value >= _SMALLEST} | \
        {float(m.group().replace(",", "")) for m in _GROUPED.finditer(text)}


def _rates(text: str) -> set[float]:
    """The sums a sentence writes at a rate per month or year, or for each of several ("Rs. 6,500/- per month",
    "(6,500 p.m.)", "8,000 प्रतिमाह", "Rs. 6,500 each")."""
    spans = [(a.value, a.end) for a in amounts(text)] + \
        [(float(m.group().replace(",", "")), m.end()) for m in _GROUPED.finditer(text)]
    return {v for v, end in spans if rate_follows(text[end:]) or _EACH.match(text[end:])}


_EACH = re.compile(r"[\s/\-]*(?:each|apiece|per\s+(?:head|person|piece|receipt|instalment))\b", re.I)


# a figure grouped in thousands, written bare beside the paying act ("46,800 bharle", "2,25,000 jama"): a sum
_GROUPED = re.compile(r"(?<![\d.,/-])\d{1,3}(?:,\d{2})*,\d{3}(?![\d,]|[./-]\d)")


def step_written(comp: Composing, since: str, asked_too: tuple[str, ...] = ()) -> Draft | None:
    """'Yes', read from the line that writes the paying step done on or after `since` (the day of the line a 'no'
    or a direction was read from); None when the question asks no paying act of a thing, or no such line follows
    a line naming the thing with the act. `asked_too`: the other kinds of question read with a yes ("bharle ka?
    kiti?": whether, and the sum, which the line of the step writes)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind not in ("yes_no", *asked_too) or len(q.cases) != 1 or _FULL.search(q.typed or q.text):
        return None  # ("poora jama kiya?": the whole asked is weighed against what is owed, agent/paid_in_full.py)
    groups = content_groups(q, comp._name_stems())
    acts = [g for g in groups if g & _PAYING]
    # (a relation of the party, "<name> de pyo ne", "<name>'s father", is who paid, not the thing paid)
    kin = {stem(w) for w in words(q.typed or q.text) if kin_of(w)}
    things = [g for g in required(groups) if not g & _PAYING and not g & kin]
    if not acts and (pays_asked(q.typed or q.text) or pays_asked(q.text)):
        # the act asked in a verb the tables hold as a word of asking ("bharle ka?", "kattinom?", "bhorlo ki?"):
        # no topic of the question, still the paying asked
        acts = [set(_PAYING)]
    if acts and things and all(g & _HEADS for g in things):
        # "<matter> writ mein paisa diya?": only the matter's kind is left of the thing, so the matter is the thing
        # and any line of it may write the paying done
        things = []
        named_on = "0"
    elif not acts or not things:
        return None
    else:
        named_on = ""  # the first day a line names the thing together with the act asked
    act = set().union(*acts)
    # of two things or more, one may be written in a word no table glosses ("thakit" of the order's "arrears"), or
    # be only where the money went ("court madhe"): the line names the rest with the act
    enough = max(1, len(things) - 1)
    denied = ""  # the last day a line names the thing with the act negated ("Second instalment not paid")
    found = []
    directed: list[tuple[str, set[float]]] = []  # the day of each line directing or demanding a sum, and its sums
    for rec in sorted(comp.records(q.cases), key=lambda r: r.date or ""):
        day = (rec.date or "")[:10]
        if not day or (comp.today and day > comp.today):
            continue
        for sn in sentences(rec.text or ""):
            held = stems(sn.text)
            paid = _paid(sn.text)  # (the act in a script the group does not spell, "জমা দিয়েছে", is read by it)
            if not (held & act or paid):
                continue
            # (a line that writes the step done names the act itself: "brought DD Rs. 1,00,000 - handed over")
            if things and (held & act or paid) and overlap(things, held, sn.text) >= enough:
                named_on = named_on or day
                if not paid:
                    # the sum a direction or a demand names for the thing — not a rate ("Rs. 6,500 per month"): the
                    # arrears deposited are its multiple, not another sum
                    directed.append((day, _sums(sn.text) - _rates(sn.text)))
                if _NOT.search(sn.text):
                    denied = day
            if named_on and day >= max(named_on, since[:10]) and paid:
                found.append((day, rec, sn.text))
    # a paying line of another thing ("paid the first instalment") is no step done where a line of that day or after
    # writes the thing asked not paid
    found = [f for f in found if not denied or f[0] > denied]
    # a payment of another kind of money than the one asked ("rent court madhe deposit kela?" — "Rs 1,000 costs paid
    # before cross") is no payment of it: the line must write the kind asked, or no other kind
    found = [f for f in found if not _another_kind(q.typed or q.text, f[2])]
    if asked_too and directed:
        # asked how much too: a payment of another sum than the one directed is no payment of it (a challan of
        # Rs. 71,200 where Rs. 64,800 was ordered is for the other answerers to weigh) — directed on or before it
        # (a later line's sum, "receipts of Rs. 6,500 each" in a cross, directed nothing the payment answered)
        found = [f for f in found if not (before := _directed_by(directed, f[0])) or _sums(f[2]) & before]
    if not found:
        return None
    day, rec, text = found[0]
    said = f"Yes — {human_date(day)}, {comp.who(rec)}: {clean(text, 260).rstrip('।॥ ')} [{comp.cite(rec)}]."
    # (read across the matter's records, not from the plain reading's closest lines: a script's line, "জমা দিয়েছে",
    # shares no letters with the question)
    return Draft(said, [comp.line(rec, text, with_case=comp.multi())], gathered=True)


def _directed_by(directed: list[tuple[str, set[float]]], day: str) -> set[float]:
    """The sums the lines of `directed` dated on or before `day` direct or demand."""
    return {x for on, sums in directed if on <= day for x in sums}


def _another_kind(question: str, line: str) -> bool:
    """`line` writes a kind of money (costs, a fee, a fine, rent …) and none of the kinds `question` names, which
    names one (a deposit, the act of paying, names none)."""
    from tareekh.agent.sum_asked import kinds_asked, kinds_held
    from tareekh.events.costs_words import COSTS

    asked = {f"@{name}" for name, _ in kinds_asked(question)} - _ANY_KIND
    if not asked or COSTS.search(question):
        return False
    held = kinds_held(line) - _ANY_KIND
    return not held & asked and bool(held or COSTS.search(line))


_ANY_KIND = frozenset({"@deposit", "@settlement"})  # how a sum is paid or agreed, of any kind of money


def whether_and_how_much(text: str) -> bool:
    """The question asks whether a thing was paid in a clause of its own, and how much in another ("bharle ka?
    kiti?", "did he deposit the arrears? how much?", "paisa diya? kitna?"): the line of the step, with its sum,
    answers both, whatever kind the reader took the whole for."""
    from tareekh.agent.value import asked_value

    clauses = [c for c in re.split(r"[?؟]", text) if c.strip()]
    whether = [c for c in clauses if pays_asked(c) and asked_value(c) is None]
    return len(clauses) >= 2 and bool(whether) and any(asked_value(c) == "amount" for c in clauses)


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
