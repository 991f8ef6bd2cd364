"""A matter's records, with the chats and notes filed under no case that are plainly its client's.

A WhatsApp export with the client is often kept as a general chat: its day of "surveyor assessed the loss at Rs …"
names neither the matter nor the client in its own words; the chat's file ("WhatsApp Chat with <client>.txt") does.
A record filed under no case counts for a matter when its words or its file's name name the matter's client, and that
client has this matter alone (a client of two matters cannot say which).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef


def matter_records(comp: Composing, cid: str, *, by_file: bool = True) -> list[RecordRef]:
    """The records of case `cid`, then the records filed under no case whose text (or file name, `by_file`) names
    its client (of this matter alone)."""
    from tareekh.agent.people import name_words

    recs = list(comp.records([cid]))
    card = comp.card(cid)
    client = getattr(card, "client", None) if card is not None else None
    if client is None:
        return recs
    try:
        shared = sum(1 for c in comp.registry.list_cases() if c.client_id == client.id)
    except Exception:  # noqa: BLE001 - no registry, no client's matters
        return recs
    names = [w for w in name_words(client.name) if len(w) >= 4]
    if shared != 1 or not names:
        return recs
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b", re.I)
    held = {r.entry_id for r in recs}
    return recs + [r for r in comp.records(None) if not r.case_ids and r.entry_id not in held
                   and (pattern.search(r.text) or (by_file and pattern.search(r.source_file or "")))]


def client_records_of_thing(comp: Composing, cid: str, things: list[set[str]]) -> list[RecordRef]:
    """The records filed under no case that name the client of matter `cid` and the thing asked (stems, `things`),
    when that client has other matters too and none of their records holds the thing: "arrears" of a client's
    maintenance petition and custody petition is the maintenance petition's, so her chat of "Rs 20,000 paid, arrears
    still due" counts for it though it speaks of both."""
    from tareekh.agent.lexicon import stems
    from tareekh.agent.people import name_words

    card = comp.card(cid)
    client = getattr(card, "client", None) if card is not None else None
    if client is None or not things:
        return []
    try:
        others = [c.id for c in comp.registry.list_cases() if c.client_id == client.id and c.id != cid]
    except Exception:  # noqa: BLE001 - no registry, no client's matters
        return []
    names = [w for w in name_words(client.name) if len(w) >= 4]
    if not others or not names:
        return []  # (a client of this matter alone: matter_records counts the client's records already)
    # (a record filed under this matter too, a plan of both, says nothing of which one the thing is)
    theirs = set().union(*(stems(r.text) for r in comp.records(others) if cid not in r.case_ids))
    if any(g & theirs for g in things):
        return []
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b", re.I)
    return [r for r in comp.records(None) if not r.case_ids and pattern.search(r.text)
            and any(g & stems(r.text) for g in things)]


_SPEAKER = re.compile(r"(?m)^\s*(?:\[?[\d/.,-]+\s*,?\s*)?\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\]?\s*(?:-\s*)?[^:\n]{1,40}:")


def _words(text: str | None) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]{4,}", text or "")}


def named_general_records(comp: Composing, cid: str) -> list[RecordRef]:
    """Records filed under no case that name matter `cid` and no other: a word of its own short name no other matter's
    name or title holds ("… the eviction hearing - time on cost …"), with a second such word or a person of this
    matter alone (its judge, its opposing counsel, a party), and no word or person of another matter. A junior's
    message kept as a general chat is counted for the matter it plainly tells of; one that could be of two is not."""
    from tareekh.agent.people import name_words
    from tareekh.agent.question_words import CASE_HEADS

    try:
        cases = list(comp.registry.list_cases())
    except Exception:  # noqa: BLE001 - no registry, no matters to tell apart
        return []
    if cid not in {c.id for c in cases}:
        return []
    names: dict[str, set[str]] = {}
    people: dict[str, set[str]] = {}
    for c in cases:
        names[c.id] = _words(getattr(c, "short_name", None)) - set(CASE_HEADS)
        card = comp.card(c.id)
        who = [getattr(getattr(card, role, None), "name", None) for role in ("judge", "counsel", "client")] \
            if card is not None else []
        people[c.id] = {w for w in name_words(*who, *re.split(r"\s+v(?:s)?\.?\s+", getattr(c, "title", None) or ""))
                        if len(w) >= 4}
    every_name = {c.id: names[c.id] | _words(getattr(c, "title", None)) for c in cases}
    others = [c.id for c in cases if c.id != cid]
    own = names[cid] - set().union(*(every_name[o] for o in others)) if others else names[cid]
    own_people = people[cid] - set().union(*(people[o] for o in others)) if others else people[cid]
    foreign = set().union(*((names[o] - names[cid]) | (people[o] - people[cid]) for o in others)) if others else set()
    if not own:
        return []
    out = []
    for r in comp.records(None):
        if r.case_ids:
            continue
        # (the chat's speakers — the lawyer, the junior — are not what a message tells of)
        held = _words(_SPEAKER.sub(" ", r.text))
        said = held & own
        if not said or held & foreign:
            continue
        if len(said) >= 2 or held & own_people:
            out.append(r)
    return out


__all__ = ["client_records_of_thing", "matter_records", "named_general_records"]
