"""Times the other side's counsel sought, written in records filed under no case.

A junior's chat line ("<case loosely named> - <counsel> cross ge time keLidru", "3rd time <counsel> time tagondidu")
often names the matter so loosely that it is filed under no case, yet the request for time it records is the case's.
Counting a case's adjournments, such a stray record's adjournment counts for the case when its own sentence names the
registry counsel of that case — a counsel the registry gives to no other case, so the name says which case it is —
and no first-person word of our side, nor his objecting or consenting to another's request. Our side's own count never
takes them: the line names the other side's counsel.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.counsel_sought import _FIRST_PERSON, _OBJECTING
from tareekh.agent.plain_words import SHORT


def _counsel_words(comp: Any) -> dict[str, set[str]]:
    """Each counsel's own name words (longer than a short word), from the registry's name index."""
    from tareekh.agent.question import NameIndex

    index = getattr(comp, "_name_index", None)
    if index is None:
        index = NameIndex(comp.registry)
        comp._name_index = index
    out: dict[str, set[str]] = {}
    for item in index.items:
        if item.kind == "counsel":
            out.setdefault(item.id, set()).update(w for w in item.words if len(w) > SHORT)
    return out


def stray_times(comp: Any, cases: list[str] | None, want: str | None) -> list[Any]:
    """The adjournments of records filed under no case whose sentence names the one counsel of a case counted, each
    given that case; none when our own side's times are asked."""
    if want == "ours" or not cases:
        return []
    owner: dict[str, list[str]] = {}
    for c in comp.registry.list_cases():
        if getattr(c, "counsel_id", None):
            owner.setdefault(c.counsel_id, []).append(c.id)
    words = _counsel_words(comp)
    # the counsel of exactly one case, that case counted: his name says the case
    # (by the words of his name no other counsel's holds: "Bothra" of two Bothras names neither)
    theirs: dict[str, set[str]] = {}
    for oc, ids in owner.items():
        if len(ids) == 1 and ids[0] in cases:
            others = set().union(*(w for k, w in words.items() if k != oc))
            if own := words.get(oc, set()) - others:
                theirs[ids[0]] = own
    if not theirs:
        return []
    out: list[Any] = []
    for e in comp.ev.events(case_ids=None, kinds=["adjournment"]):
        if e.case_ids or getattr(e, "sought_by", None) == "court":
            continue
        text = e.text or ""
        said = set(re.findall(r"[a-z]+", text.lower()))
        hits = [cid for cid, w in theirs.items() if w & said]
        if len(hits) != 1 or _FIRST_PERSON.search(text) or _OBJECTING.search(text):
            continue
        out.append(e.model_copy(update={"case_ids": [hits[0]], "sought_by": "other"}))
    return out


__all__ = ["stray_times"]
