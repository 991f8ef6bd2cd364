"""A matter named by a phrase, and nothing asked of it: where the matter stands.

Typed in court or in a hurry, "<place> wali dukan" or "<road> accident case" names a matter by what the lawyer
remembers of it — the place of the shop, the road the accident was on, a word of its story — with no question word
and no question mark. Such a phrase asks what a bare party name asks (agent/brief.py): the matter's last hearing,
its next date, its steps so far. Quoting the records that hold the phrase's words instead leaves out the one thing
the lawyer needs that day, the date.

The phrase names a matter when every word that describes (not "wali", "case", "the") is the matter's own: its
registry entry or its records hold it (a word of an Indian language for a shop, a house, land … may be held in
English, agent/described.py), and no other matter holds them all. A question mark, or a kind of question read from
its words, leaves it to the readers of a thing asked ("surety?", "<place> shop rent?").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.described import _TRANSLATED, _registry_text, _wanted
from tareekh.agent.lexicon import stem, stems, words

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_MOST_WORDS = 5  # a phrase that names; longer is a sentence that asks something


def _forms(word: str) -> set[str]:
    """The stems a matter's own words may hold the word by: its own, and the English a registry writes for an Indian
    language's word for a shop, a house, land …"""
    out = {stem(word)}
    for english, native in _TRANSLATED:
        if word in native:
            out |= {stem(e) for e in english}
    return out


def _matter_stems(comp: Composing, cid: str) -> set[str]:
    card = comp.card(cid)
    out = stems(_registry_text(card)) if card is not None else set()
    for rec in comp.records([cid]):
        out |= stems(rec.text)
    return out


def _owner(comp: Composing, wanted: list[str], cases: list[str]) -> str | None:
    """The one matter among `cases` whose own words hold every word wanted, or None."""
    owners = []
    for cid in cases:
        held = _matter_stems(comp, cid)
        if all(_forms(w) & held for w in wanted):
            owners.append(cid)
    return owners[0] if len(owners) == 1 else None


def named_phrase(comp: Composing) -> str | None:
    """The matter a bare phrase names by its own words, or None (a question, or no one matter holds them)."""
    q = comp.q
    text = q.typed or q.text
    if q.kind != "open" or "?" in text or len(words(text)) > _MOST_WORDS or len(q.cases) > 1:
        return None
    wanted = _wanted(text)
    named = {w.lower() for ws in q.case_words.values() for w in ws}
    describing = [w for w in wanted if w.lower() not in named]
    if not describing or len(wanted) < 2:
        return None  # a case's name alone is agent/brief.py's; one word typed ("surety") is a thing asked
    every = [c.id for c in comp.registry.list_cases()]
    owner = _owner(comp, wanted, every)
    if owner is None or (q.cases and owner != q.cases[0]):
        return None
    return owner


def phrase_brief(comp: Composing) -> Draft | None:
    """'<place> wali dukan': the matter's last hearing, its next date and its steps so far — or None."""
    from tareekh.agent.brief import so_far
    from tareekh.agent.draft import Draft

    cid = named_phrase(comp)
    if cid is None:
        return None
    comp.q.cases = [cid]
    last, lines = comp._last_for(cid)
    parts = [last]
    if "Next date" not in last:
        nxt, more = comp._next_for(cid, name=False)
        parts.append(nxt)
        lines += more
    parts.append(so_far(comp, cid, set()).strip())
    draft = Draft(" ".join(p for p in parts if p), lines)
    draft.gathered = True  # told across the matter's records, held to no one record's words
    return draft
