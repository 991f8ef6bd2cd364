"""Two sums asked of one thing, each told apart by the word the other half sets beside it.

"<suit> mein hamara claim kitna, unka counter claim kitna", "mool rakam kiti ani vyaj rakam kiti", "our claim and
their counter-claim": both halves ask a sum of the same thing (a claim, a sum), and one half sets a word beside it
that makes it another sum ("counter", "vyaj"). A sentence that writes that word ("filed WS with COUNTER-CLAIM for
Rs. …") states the other half's sum: read for the half that does not ask it, it gave the counter-claim twice and
never the claim the plaint prays for. The half that does not add the word is answered from a sentence that does not
write it, when the matter's records hold one with the thing asked.

Only a word set right beside the thing both halves share tells the halves apart: the words of the matter's name,
typed once in the first half ("<suit> mein hamara claim"), are the question's context, not a sum of their own.
"""

from __future__ import annotations

import re

from tareekh.agent.lexicon import stem

# how far a sentence stating the other half's sum falls behind (a group matched is worth ten: agent/compose.py)
APART = 15

_WORD = re.compile(r"[^\W_]+")


def _beside_shared(text: str, groups: list[set[str]], shared: list[set[str]]) -> list[set[str]]:
    """The groups of `groups` whose word stands right before or after a word of a `shared` group in `text`."""
    words = [stem(w.lower()) for w in _WORD.findall(text)]
    at = [i for i, w in enumerate(words) if any(w in g for g in shared)]
    near = {words[j] for i in at for j in (i - 1, i + 1) if 0 <= j < len(words)}
    return [g for g in groups if g & near and g not in shared]


def apart_words(halves: list[tuple[str, list[set[str]]]], at: int, named: set[str]) -> list[set[str]]:
    """The word groups another half sets beside a thing both halves ask, which the half `at` does not ask: a
    sentence holding one of them states that half's sum. `halves`: each half's text and word groups; `named`: the
    stems of the matter's name (context, never a sum of its own). [] for a question of one sum, or halves that share
    no thing (each asks a thing of its own: "rent kitna, arrears kitna" are told apart by their own words)."""
    if len(halves) < 2 or at >= len(halves):
        return []
    own = halves[at][1]
    out: list[set[str]] = []
    for i, (text, other) in enumerate(halves):
        if i == at:
            continue
        shared = [g for g in other if any(g & o for o in own) and not g <= named]
        extra = [g for g in other if not any(g & o for o in own) and not g & named]
        if shared and extra:
            out += _beside_shared(text, extra, shared)
    return out


__all__ = ["APART", "apart_words"]
