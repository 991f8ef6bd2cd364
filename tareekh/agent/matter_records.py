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


def matter_records(comp: Composing, cid: str) -> list[RecordRef]:
    """The records of case `cid`, then the records filed under no case whose text or file name names its client
    (of this matter alone)."""
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
                   and (pattern.search(r.text) or pattern.search(r.source_file or ""))]


__all__ = ["matter_records"]
