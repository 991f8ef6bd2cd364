""""<party> ne bakaya court me jama kiya? kitna, kab?", "adhek taka joma diyechilo? koto, kobe": a sum an order of the
matter directed paid or deposited, and a later record that writes that very sum paid — a treasury challan, a bank's
deposit slip, a receipt, a note "deposit done, challan shown" — answer the yes, with the later record's day.

The order and the payment are two records: the order names the thing ("half the lease money", "arrears of rent")
and the sum, in the court's language; the challan names the sum, the court and the depositor, rarely the thing, and
is often filed undated (its day is the one written on it). So the two are joined by the sum itself, never by the
question's words: the direction whose line shares most with the question's things, then the first record on or
after it that writes the same sum with a paying word or as a payment paper, and writes it neither as a plan nor as
a thing not done.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.closest import content_groups, required
from tareekh.agent.done_later import _DONE, _NOT, _PLAN
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import expand, overlap, stems
from tareekh.events.money import amounts
from tareekh.events.text import clean, iso_dates, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# the stems of paying and depositing, as the act's group holds them in every language the tables read
_PAYING = frozenset(expand("deposit") | expand("paid") | expand("jama"))
# a direction to pay, beyond done_later's plans ("within three weeks", "directed"): the court's subjunctive in Hindi
# ("जमा करे", "अदा करें", "जमा किया जावे"), Bengali and Odia ("joma dite hobe", "jama kariba"), and English's "to
# deposit / to pay"
_DIRECTS = re.compile(r"\bto\s+(?:deposit|pay)\b|\bshall\s+(?:deposit|pay)\b|(?:जमा|अदा)\s+(?:करे|करें|करेंगे|करना|"
                      r"कराए|किया\s+जावे|की\s+जावे|करने)|\bdite\s+hobe\b|\bkariba\b|\bkarave\b|\bkaravi\b",
                      re.I)
# a paper whose whole business is a payment made: a challan (in each script), a receipt, a deposit slip
_PAYMENT_PAPER = re.compile(r"\bchall?an\b|\bdepositor\b|\bdeposited\s+by\b|\breceipt\b|\bGRN\b|\bUTR\b|चालान|रसीद|"
                            r"চালান|ଚାଲାଣ|ચલણ|ਚਲਾਨ|சலான்|చలానా|ಚಲನ್|ചെലാൻ", re.I)
_PAPER_SIZE = 900  # a paper this short is one payment's paper; a longer record is read sentence by sentence
_SMALLEST = 100  # a figure below it is a count, a section or a page, not a sum paid


def _sums(text: str) -> set[float]:
    return {a.value for a in amounts(text) if a.value >= _SMALLEST}


def _direction(comp: Composing, things: list[set[str]], act: set[str]) -> tuple[RecordRef, str, set[float]] | None:
    """The matter's line that directs a sum paid or deposited, sharing most with the question's things (the newest
    of equals); None when no such line shares any of them."""
    best: tuple[int, str, RecordRef, str, set[float]] | None = None
    for rec in comp.records(comp.q.cases):
        day = (rec.date or "")[:10]
        if not day or (comp.today and day > comp.today):
            continue
        for sn in sentences(rec.text or ""):
            held = stems(sn.text)
            sums = _sums(sn.text)
            if not sums or not (held & act or _DIRECTS.search(sn.text)):
                continue
            if not (_PLAN.search(sn.text) or _DIRECTS.search(sn.text)):
                continue
            shared = overlap(things, held, sn.text) if things else 0
            if shared and (best is None or (shared, day) > best[:2]):
                best = (shared, day, rec, sn.text, sums)
    return None if best is None else (best[2], best[3], best[4])


def _paid_day(rec: RecordRef, since: str) -> str:
    """The record's day, or (an undated paper) the first day written on it on or after `since`; '' when none."""
    if rec.date:
        return rec.date[:10]
    days = [iso for _, _, iso in iso_dates(rec.text or "", since) if iso >= since]
    return days[0] if days else ""


def _paying_text(rec: RecordRef, sums: set[float]) -> str | None:
    """The record's words that write one of `sums` paid: the whole of a short payment paper, else the sentence that
    writes the sum with a paying act done, neither planned nor negated."""
    text = rec.text or ""
    if len(text) <= _PAPER_SIZE and _PAYMENT_PAPER.search(text) and _sums(text) & sums and not _PLAN.search(text):
        return text
    for sn in sentences(text):
        if not _sums(sn.text) & sums or _PLAN.search(sn.text) or _DIRECTS.search(sn.text):
            continue
        m = _DONE.search(sn.text) or _PAYMENT_PAPER.search(sn.text)
        if m is not None and not _NOT.search(sn.text[max(0, m.start() - 25):m.end() + 12]):
            return sn.text
    return None


def ordered_sum_paid(comp: Composing) -> Draft | None:
    """'Yes', with the day of the first record that writes paid the sum an order of the one matter asked directed
    paid; None unless the question asks a paying act of a thing and both records are found."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "yes_no" or len(q.cases) != 1:
        return None
    groups = content_groups(q, comp._name_stems())
    acts = [g for g in groups if g & _PAYING]
    things = [g for g in required(groups) if not g & _PAYING]
    if not acts or not things:
        return None
    found = _direction(comp, things, set().union(*acts))
    if found is None:
        return None
    ordered, order_text, sums = found
    since = (ordered.date or "")[:10]
    paid = []
    for rec in comp.records(q.cases):
        if rec.entry_id == ordered.entry_id:
            continue
        day = _paid_day(rec, since)
        if not day or day < since or (comp.today and day > comp.today):
            continue
        text = _paying_text(rec, sums)
        if text is not None:
            paid.append((day, rec.entry_id, rec, text))
    if not paid:
        return None
    day, _, rec, text = min(paid, key=lambda p: (p[0], p[1]))
    # (the order is cited in the same sentence: it is the record that names the thing the payment is of)
    first = (f"Yes — {human_date(day)}, {comp.who(rec)}: {clean(text, 260).rstrip('।॥ ')} [{comp.cite(rec)}], the sum "
             f"the order of {human_date(ordered.date)} directed [{comp.cite(ordered)}].")
    lines = [comp.line(ordered, order_text, with_case=comp.multi()), comp.line(rec, text, with_case=comp.multi())]
    return Draft(first, lines, gathered=True)
