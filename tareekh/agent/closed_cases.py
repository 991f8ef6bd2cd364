"""A closed case's status, said first: the registry knows the matter is over before any note is read.

"<case> status?", "next date?", "what happened last?" about a case the registry marks closed get that first
("O.S. 12/2021 — X is closed in your registry (decreed)"), then what the notes hold; a "nothing in your notes"
answer then says only that the notes hold no hearing of it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

_ASKS_STANDING = re.compile(r"\b(?:status|stage|position|update|next|last|latest|pending|where|standing|kya\s+hua|"
                            r"what\s+happened|happen)\b", re.I)
KINDS = ("next_date", "last_time", "open", "pending")
_NOTHING = re.compile(r"^Nothing in your notes on (?:a hearing in|this)[^\n]*", re.I)


def closed_first(comp: Composing, text: str | None) -> str | None:
    """`text` with the closed case's status put before it (or in place of a bare 'nothing in your notes')."""
    q = comp.q
    if not q.cases or len(q.cases) > 2 or q.kind not in KINDS:
        return text
    if q.kind == "open" and not _ASKS_STANDING.search(q.text) and len(q.text.split()) > 6:
        return text
    said = []
    for cid in q.cases:
        card = comp.card(cid)
        case = getattr(card, "case", None)
        if case is None or getattr(case, "status", None) != "closed":
            continue
        stage = f" ({case.stage})" if getattr(case, "stage", None) else ""
        nxt = ", so it has no next date" if q.kind == "next_date" else ""
        said.append(f"{comp.label(cid)} is closed in your registry{stage}{nxt}.")
    if not said:
        return text
    head = " ".join(said)
    if not text:
        return head + " Your notes hold no record of its hearings."
    if _NOTHING.match(text):
        rest = _NOTHING.sub("", text, count=1).lstrip()
        return head + " Your notes hold no record of its hearings." + (("\n" + rest) if rest else "")
    return head + " " + text
