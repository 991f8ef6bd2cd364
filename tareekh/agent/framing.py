"""Words of a question's language or framing ("dao", "adugutunnaru", "chestaru"): words no record of the whole
practice holds and no word of the law is, so they are not things the notes must hold. A question left with no
thing asked once they are dropped asks where its case stands."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import ABBREVIATIONS, IMPOSED, SYNONYMS, VERB_STEMS, stem, stems

if TYPE_CHECKING:
    from tareekh.agent.compose import Composer

# "brief karo", "full brief dao", "status?": with one case, a briefing whatever else the words say
_BRIEF_ASKED = re.compile(r"\bbrief\b|\bstatus\b(?!\s+quo)", re.I)  # "status quo" is an order, not a briefing


@lru_cache(maxsize=1)
def law_stems() -> frozenset[str]:
    """The stems of the answerer's law vocabulary: proceedings, case kinds, abbreviations, synonyms."""
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.registry.aliases import KIND_WORDS

    out: set[str] = set(VERB_STEMS)
    for key, values in [*SYNONYMS.items(), *IMPOSED.items()]:
        out |= {stem(w) for w in {key, *values}}
    for phrase, short in ABBREVIATIONS.items():
        out |= {stem(w) for w in (*phrase.split(), short)}
    out |= {stem(w) for w in (*PROCEEDINGS, *KIND_WORDS)}
    return frozenset(out)


def _practice_stems(comp: Composer) -> set[str]:
    """Every stem any record of the practice writes (its text and its document kind), read once per question."""
    held = getattr(comp, "_practice_stems_cache", None)
    if held is None:
        held = set()
        for rec in comp.records(None):
            held |= stems(f"{rec.text} {rec.doc_kind or ''}")
        comp._practice_stems_cache = held  # type: ignore[attr-defined]
    return held


def framing_dropped(comp: Composer, groups: list[set[str]]) -> list[set[str]]:
    """The question's word groups less those of its language or framing: a word with no synonym, no digit, no
    stem of the law, and no record of the whole practice that writes it."""
    law = law_stems()
    kept = []
    for g in groups:
        own = {s for s in g if not s.startswith("~")}
        if len(g) > 1 or any(ch.isdigit() for s in own for ch in s) or own & law:
            kept.append(g)
            continue
        if own & _practice_stems(comp):
            kept.append(g)
    return kept


def brief_asked(comp: Composer) -> bool:
    """'brief' or 'status' written in a question about one case: the lawyer asks where it stands."""
    return len(comp.q.cases) == 1 and bool(_BRIEF_ASKED.search(comp.q.text))
