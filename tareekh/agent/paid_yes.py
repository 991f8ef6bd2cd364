"""'<party> ne <thing> jama kiya tha? kitna?': a yes asked with a sum, answered from the payments, opens with its Yes.

A question of two clauses, one asking whether a payment or a deposit was made (a clause the reader types yes/no,
with a verb of paying in any language the tables hold) and one asking how much, is read as a question of money; its
answer lists the payments the records state ("Paid: Rs. 78,000 on 10 Sep 2026 [1]."). The lawyer asked whether:
the answer says "Yes" first, then the sums — never when the payments leave a balance, or the whole was asked
("poora", "full": agent/paid_in_full.py weighs that).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.paid_in_full import _FULL
from tareekh.agent.question import _kind
from tareekh.agent.sum_paid import pays_asked

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_PAID = "Paid: "
_LEFT = re.compile(r"\boutstanding\b|\bstill\s+due\b|\bbalance\b|\bunpaid\b|\bnot\s+paid\b", re.I)


def whether_paid_asked(text: str) -> bool:
    """A clause of `text`, read on its own, asks yes or no whether a payment was made."""
    clauses = [c.strip() + "?" for c in re.split(r"[?؟]", text) if c.strip()]
    return any(pays_asked(c) and _kind(c, False, False, False) == "yes_no" for c in clauses)


def yes_before_paid(comp: Composing, draft: Draft | None) -> Draft | None:
    """`draft` ("Paid: …") opened "Yes — paid: …" when the question asks whether it was paid; None otherwise."""
    if draft is None or not (draft.first or "").startswith(_PAID) or _LEFT.search(draft.first):
        return None
    typed = comp.q.typed or comp.q.text
    if _FULL.search(typed) or not (comp.q.kind == "yes_no" or whether_paid_asked(typed)):
        return None
    draft.first = "Yes — paid: " + draft.first[len(_PAID):]
    return draft
