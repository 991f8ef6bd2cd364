"""Whether a word is an English word: the whole-word entries of the embedding model's English vocabulary (the
tokenizer shipped with the memory, tareekh/memory/minilm/tokenizer.json), read once.

A question word that no record holds may be a thing the notes lack ("liability", "survey") or a word of the
question's own language the rules do not know ("ithuvare", "neki"); only the second is a particle to read past.
"""

from __future__ import annotations

import importlib.resources
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


# the English word list the spelling pass reads OCR with (symspellpy's frequency dictionary, a dependency): it holds
# the words of offices and callings that the sentence model's WordPiece splits into pieces ("ombudsman", "valuer",
# "notary"), and so no whole entry of the vocabulary above
_DICTIONARY = "frequency_dictionary_en_82_765.txt"
DICTIONARY_LEAST = 6  # letters of a dictionary word read as English: the list holds short words of other tongues too


@lru_cache(maxsize=1)
def _dictionary() -> dict[str, int]:
    """word -> how often the corpus writes it, for every word of the list (any length)."""
    try:
        text = (importlib.resources.files("symspellpy") / _DICTIONARY).read_text(encoding="utf-8")
    except (OSError, ModuleNotFoundError, UnicodeDecodeError):
        return {}
    out: dict[str, int] = {}
    for line in text.splitlines():
        word, _, count = line.partition(" ")
        if word.isascii() and word.isalpha() and count.strip().isdigit():
            out[word] = int(count)
    return out


VERB_SHARE = 0.25  # a word whose past form the corpus writes a quarter as often as the word itself is a verb


def in_dictionary(word: str) -> bool:
    """Whether the English frequency dictionary holds `word` (lower case)."""
    return word in _dictionary()


def mostly_a_verb(word: str) -> bool:
    """An English word used mostly as a verb: its past form ("appointed", "attended", "submitted") written at
    least a quarter as often as the word — a doing, how a thing is asked. A noun that is a verb too ("protest",
    "sample", "report", "deposit") has a past form seldom written beside it."""
    counts = _dictionary()
    w = word.lower()
    n = counts.get(w, 0)
    if not n:
        return False
    pasts = (w + "ed", w + "d", w + w[-1:] + "ed")
    if w[-1:] == "y":
        pasts = (*pasts, w[:-1] + "ied")
    return max(counts.get(p, 0) for p in pasts) >= VERB_SHARE * n
