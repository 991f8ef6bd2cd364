"""Money asked for as received ("… gratuity panam vandhucha?", "paise mil gaye?"), where the line that states it
says "not paid yet" and a later record of the same matter states the sum paid ("DD given - Rs. 2,70,700").

The yes/no answer quoted the newest line holding the question's own word ("panam": "innum panam kudukkala", not
paid yet) and said "No", though three days later the client wrote that the demand draft had come. A later line
that states a sum handed over — by draft, cheque, transfer, or the word paid, deposited, credited — and neither
plans nor orders it, answers it: yes, and when.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.payments import MONEY_ASKED, _read
from tareekh.events.money import amounts
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# a sum that reached someone, however a note says it: a draft, a transfer, or the word itself (a cheque only with its
# verb: a cheque case's every note names the cheque sued on)
_HANDED = re.compile(r"\bdd\b|\bdemand\s+draft\b|\brtgs\b|\bneft\b|\bimps\b|\bupi\b|\bpaid\b|"
                     r"\bdeposited\b|\bcredited\b|\breceived\b|\brecd\b|\bhanded\s+over\b|\bremitted\b|"
                     r"\btransferred\b|\bencashed\b|\bcleared\b|\brealised\b|\brealized\b|जमा\s+(?:कर|हो)|अदा\s+(?:कर|हो)|"
                     r"\bjama\s+(?:kar|ho)\w*|\bmil\s+ga\w*|\baa\s+ga\w*", re.I)
# a line that is not a payment made: it says no, plans one, orders one, or asks for one
_NOT_MADE = re.compile(r"\bnot\b|\bnahi\b|\bnahin\b|\bnever\b|\byet\s+to\b|\bpending\b|\bawaited\b|\bwill\b|\bshall\b|"
                       r"\bto\s+be\b|\bdirected\b|\bwithin\s+\d+|\bif\b|\bunless\b|\bbalance\b|\bdue\b|\bdemand(?:ed|s)?\b(?!\s+draft)|"
                       r"\bbounced?\b|\bdishono\w*|\b138\b|\breturned\b|\bkab\b|\bwhen\b|\?|नहीं|बकाया", re.I)
_COSTS = re.compile(r"\bcosts?\b|\bhurja\b|\bharja\b|\bkharcha\b|हर्जा", re.I)
_LEAST = 1000  # a sum of rupees, not a count, a day or a section


def paid_since(comp: Composing, rec: RecordRef, said: str) -> Draft | None:
    """'Yes — <the first later line stating a sum handed over> [n] (on <date> it was not yet paid [m])', when the
    question asks of money and the "no" it was answered from says so of money; None otherwise."""
    from tareekh.agent.draft import Draft

    asked = comp.q.typed or comp.q.text
    if not MONEY_ASKED.search(asked) or not (MONEY_ASKED.search(said) or _sums(said)):
        return None
    costs_asked = bool(_COSTS.search(asked))
    later: list[tuple[str, RecordRef, str]] = []
    for r in comp.records(rec.case_ids or None):
        if r.entry_id == rec.entry_id or (r.date or "")[:10] <= (rec.date or "")[:10] or (r.date or "")[:10] > comp.today:
            continue
        # (or one the payment reader reads as a sum paid: "Harish 25,000 dile, court madhe jama", a past verb of
        # giving of any language the tongue tables hold beside a bare figure — agent/payments.py)
        read = {m.sentence for m in _read(r) if m.kind == "paid" and m.value >= _LEAST}
        for s in sentences(r.text):
            if (s.text in read or (_sums(s.text) and _HANDED.search(s.text) and not _NOT_MADE.search(s.text))) \
                    and (costs_asked or not _COSTS.search(s.text)):
                later.append((r.date or "", r, s.text))
                break
    if not later:
        return None
    later.sort(key=lambda x: x[0])
    _, r, text = later[0]  # the first since the "no": it dates the payment
    first = (f"Yes — paid since: {human_date(r.date)}, {comp.who(r)}: {clean(text, 300)} [{comp.cite(r)}] "
             f"(on {human_date(rec.date)} it was not yet [{comp.cite(rec)}]).")
    return Draft(first, [comp.line(rec, said, with_case=comp.multi()), comp.line(r, text, with_case=comp.multi())])


def _sums(text: str) -> set[float]:
    return {m.value for m in amounts(text) if m.value >= _LEAST}
