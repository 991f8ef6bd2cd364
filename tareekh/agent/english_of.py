"""The English a registry writes for a word of an Indian language naming what a matter is about ("bagan": garden,
estate), stemmed: a leaf both the matter-namer and the description reader take (registry/translated.py's rows).
"""

from __future__ import annotations

from tareekh.agent.lexicon import stem
from tareekh.registry.translated import TRANSLATED

TRANSLATED_STEMS = tuple((en, frozenset(native) | {stem(n) for n in native}) for en, native in TRANSLATED)


def english_of(word: str) -> set[str]:
    """The stems of the English words a registry writes for a word of an Indian language that names what a matter is
    about (empty for any other word)."""
    out: set[str] = set()
    for en, native in TRANSLATED_STEMS:
        if word in native:
            out |= {stem(e) for e in en}
    return out
