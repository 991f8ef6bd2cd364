"""A court named by the short form several courts share and the town it sits in ("JM <town> la enna case",
"JMFC <town> madhe", "CJM <town> ke yahan"): the judge whose court sits in that town, not every judge the short form
fits.

A district has many courts of one rank, each called by the same short form ("JM", "JMFC", "Sub Judge") and told
apart by the town that follows it. When the judges a question names were all matched by one shared word and a word
of the question is heard (its consonants, registry/sounds.py) as the place in one of those judges' courts, the
question is of that judge.
"""

from __future__ import annotations

from typing import Any

from tareekh.registry.sounds import name_key


def judges_at_seat(text: str, judges: list[Any], registry: Any) -> list[Any]:
    """`judges` (NameIndex matches: (item, words, weak)) narrowed to those whose court sits in a town the question
    names, when every one of them was matched by the same words; `judges` unchanged otherwise."""
    if len(judges) < 2:
        return judges
    # (imported here: agent/question.py, which calls this, is imported by the lexicon these modules read)
    from tareekh.agent.court_place import PLACE_LETTERS, court_places
    from tareekh.agent.lexicon import words

    shared = set.intersection(*(set(m[1]) for m in judges))
    if not shared or any(set(m[1]) - shared for m in judges):
        return judges  # a judge named by a word of their own is named outright
    try:
        by_id = {j.id: j for j in registry.judges()}
    except Exception:  # noqa: BLE001 - no registry of judges: nothing to tell apart
        return judges
    heard = {name_key(w) for w in words(text) if len(w) >= PLACE_LETTERS and w.isalpha() and w not in shared}
    kept = [m for m in judges if m[0].id in by_id and court_places(by_id[m[0].id].court) & heard]
    return kept if 0 < len(kept) < len(judges) else judges
