"""Whether a word is an English word: the whole-word entries of the embedding model's English vocabulary (the
tokenizer shipped with the memory, tareekh/memory/minilm/tokenizer.json), read once.

A question word that no record holds may be a thing the notes lack ("liability", "survey") or a word of the
question's own language the rules do not know ("ithuvare", "neki"); only the second is a particle to read past.
"""

from __future__ import annotations

import json
from functools import lru_cache

from tareekh.agent.plain_words import agent_noun
from tareekh.memory.embeddings import TOKENIZER_PATH


@lru_cache(maxsize=1)
def _vocab() -> frozenset[str]:
    try:
        data = json.loads(TOKENIZER_PATH.read_text(encoding="utf-8"))
        return frozenset(w for w in data["model"]["vocab"] if w.isalpha() and w.isascii() and len(w) >= 3)
    except (OSError, ValueError, KeyError):
        return frozenset()


def is_english(word: str) -> bool:
    """True for a word of the English vocabulary (True for every word when the vocabulary cannot be read: nothing
    is then taken for a word of another language)."""
    vocab = _vocab()
    w = word.lower()
    return not vocab or w in vocab or (w.endswith("s") and w[:-1] in vocab) or (w.endswith("es") and w[:-2] in vocab) \
        or agent_noun(w, vocab)  # "approver", "informer": the one who does what the verb the vocabulary holds says
