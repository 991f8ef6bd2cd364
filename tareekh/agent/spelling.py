"""Names spelt more than one way: "Parmod" for Pramod, "Shrinivas" for Srinivas. A word of a name one edit or one
swap of neighbouring letters away from a word the records hold is taken as that word before a name is said back
as unknown."""

from __future__ import annotations

from collections.abc import Iterable

from rapidfuzz.distance import OSA

SHORTEST = 5  # shorter words are too close to too many others ("Rao"/"Ram") to be read as one another


def variants(word: str, vocabulary: Iterable[str]) -> set[str]:
    """The word itself and the words of the vocabulary one edit or one transposition from it (same first letter,
    both long enough that the near miss is a spelling, not another name)."""
    out = {word}
    if len(word) < SHORTEST:
        return out
    for other in vocabulary:
        if other[:1] == word[:1] and len(other) >= SHORTEST and abs(len(other) - len(word)) <= 1 \
                and OSA.distance(word, other, score_cutoff=1) <= 1:
            out.add(other)
    return out
