"""A matter named by the place of its court and its kind, the place spelt as it is heard: "<town> appeal", typed in
court as a bare word, of the appeal before "SDO (Revenue), <Town>" whose registry writes the town another way
("-ttia" for "-tiya", "-pur" for "-poor").

Before a name the registry does not know is said back, the words of the description are heard (their consonants,
registry/sounds.py) against the place words of each matter's court. When every word that describes is such a place
and the kind named is one matter's there (or, of several, the one listed that day), the question is of that matter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.lexicon import stem, stems, words
from tareekh.registry.sounds import name_key

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

PLACE_LETTERS = 5  # a word shorter than this is too common a sound to name a court's seat
# the words of a court's name that are no place: its kind, its rank, its officer
_COURT_WORDS = frozenset("""court judge judicial magistrate district sessions civil senior junior division additional
chief metropolitan family revenue tehsildar collector commissioner tribunal commission bench high supreme forum
principal first second third fourth fifth special railway consumer labour industrial""".split())


def _places(court: str | None) -> set[str]:
    """The heard keys of the place words of a court's name ("SDO (Revenue), <Town>" -> {key of <town>})."""
    out = set()
    for w in words(court or ""):
        if len(w) >= PLACE_LETTERS and w.isalpha() and w not in _COURT_WORDS:
            key = name_key(w)
            if len(key) >= 2:
                out.add(key)
    return out


def court_place_named(comp: Composing, wanted: list[str], kinds: set[str], registry_text) -> str | None:
    """The one matter whose court's place every word in `wanted` is (heard alike) and whose registry entry holds a
    kind in `kinds`; of several, the one listed on the day asked. None otherwise (said back as before)."""
    if not wanted or not kinds or any(len(w) < PLACE_LETTERS for w in wanted):
        return None
    keys = {name_key(w) for w in wanted}
    owners = []
    for case in comp.registry.list_cases():
        card = comp.card(case.id)
        if card is None or case.status != "open" or not keys <= _places(case.court):
            continue
        if any(stem(k) in stems(registry_text(card)) for k in kinds):
            owners.append(case)
    if len(owners) > 1:
        owners = [c for c in owners if (c.next_date or "")[:10] == comp.today]
    return owners[0].id if len(owners) == 1 else None
