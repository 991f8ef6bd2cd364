"""What a reply is to answer: a matter listed "for reply" after the other side argued is work of answering what they
argued. The note of the last hearing that writes their argument ("<counsel> argued ~1 hr: the 1994 list was acted
upon - mutation of 1995 …") says what the reply must meet; asked what is pending, the answer says it beside the
listing, not only "listed for reply".

The words of a reply (reply, rejoinder, rebuttal, "jawab", "uttar") and of an argument put (argued, contended,
submitted, urged, pressed) are the general vocabulary of a court's notes; the lawyer's own argument ("I argued",
"we submitted", "humari bahas") is no argument to answer.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line

_FOR_REPLY = re.compile(r"\b(?:reply|rejoinder|rebuttal|jawab\w*|uttar|pratyuttar)\b", re.I)
_ARGUED = re.compile(r"\b(?:argued|contended|submitted|urged|pressed|canvassed)\b", re.I)
_OURS = re.compile(r"^\W*(?:i|we|our|my|us)\b|\b(?:i|we)\s+(?:\w+\s+)?(?:argued|contended|submitted|urged|pressed)\b|"
                   r"\bby\s+(?:me|us)\b|\bhum(?:a|aa)ri\b|\bham(?:a|aa)ri\b", re.I)
CHARS = 200


def argued_to_answer(comp: Composing, cid: str, purpose: str | None, day: str | None) -> tuple[list[str], list[Line]]:
    """'to answer in the reply: <the other side's argument of the last hearing> [n]' when the matter is listed for a
    reply; nothing otherwise."""
    if not purpose or not day or not _FOR_REPLY.search(purpose):
        return [], []
    for r in comp.records([cid]):
        if (r.date or "")[:10] != day[:10] or r.is_order_sheet or r.kind != "hearing":
            continue
        for s in sentences(r.text):
            if _ARGUED.search(s.text) and not _OURS.search(s.text):
                return ([f"to answer in the reply: {clean(s.text, CHARS)} [{comp.cite(r)}]"],
                        [comp.line(r, s.text, with_case=True)])
    return [], []
