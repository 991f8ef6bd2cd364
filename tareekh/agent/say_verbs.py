"""The verbs of saying, telling and admitting in the languages Indian lawyers type, in Latin letters and in their own
scripts: a question whose verb is one of them asks what someone said ("X kitem sanglem?", "X ki bollo?",
"X enna sonnaar?"), and a note's line where a person's name is followed by one of them is that person speaking.

General vocabulary of each language's grammar only (past and present forms of say, tell, admit, state): no names,
no words of any one practice. English, Hindi/Urdu, Marathi, Konkani, Gujarati, Punjabi, Dogri, Bengali, Assamese,
Odia, Tamil, Telugu, Kannada, Malayalam, Nepali, Manipuri (Meitei in Latin letters); and the regional speech of the
Hindi belt: eastern (Bhojpuri, Magahi, Maithili, Nagpuri, Awadhi, Chhattisgarhi: "kahis", "kahlak", "bolal") and
western (Rajasthani, Haryanvi: "kahyo", "bolyo").
"""

from __future__ import annotations

import re
from functools import lru_cache

from tareekh.agent.brief_words import briefing_words
from tareekh.agent.say_words import SAY_WORDS  # (the words themselves: a leaf the language tables read too)

# a word of any script, its vowel signs included (a Bengali or Tamil word's marks are not "word" characters to re)
_WORD = re.compile(r"[^\s\d.,;:!?\"“”‘’()\[\]{}/\\|<>=+*_-]+(?:'[^\s\d.,;:!?\"“”‘’()\[\]{}/\\|<>=+*_-]+)?")
# a question asked in English with an auxiliary first ("did he say …?") is a yes or no
_ENGLISH_POLAR = re.compile(r"^\s*(?:did|does|do|is|was|were|has|have|had|can|will|would)\b", re.I)


# telling is said of the one told as much as of the teller ("told X", "X ko bataya"): not a sign that X speaks
_TELLING = frozenset("told tell bataya batayi bataye batai dasseya dasya dasiya".split())


def says(text: str, *, telling: bool = True) -> bool:
    """The text holds a verb of saying, telling or admitting of any of the languages (without `telling`, not the
    verbs of telling)."""
    return any((w := t.lower()) in SAY_WORDS and (telling or w not in _TELLING) for t in _WORD.findall(text))


@lru_cache(maxsize=None)
def table_words(role: str, shortest_stem: int) -> tuple[frozenset[str], tuple[str, ...]]:
    """The words every language table (agent/tongues*.py) gives a role, in lower case: whole words, and the stems a
    table writes with "*" ("sonn*": every form of the verb) of at least `shortest_stem` letters."""
    from tareekh.agent.tongues import LANGUAGES  # (agent/tongues.py reads this module: its tables read when asked)

    written = [w.lower() for table in LANGUAGES.values() for w in table.get(role, "").split() if "_" not in w]
    return (frozenset(w for w in written if not w.endswith("*")),
            tuple(w[:-1] for w in written if w.endswith("*") and len(w) > shortest_stem))


def a_verb_of_saying(word: str) -> bool:
    """A word (lower case) is a verb of saying of this module's lists or of any language table."""
    if word in SAY_WORDS:
        return True
    whole, stems = table_words("said", 4)
    return word in whole or word.startswith(stems)


@lru_cache(maxsize=1)
def _what_words() -> frozenset[str]:
    """The word for "what" of every language table (agent/tongues*.py), and the "ki"/"ke" of the languages whose
    table leaves it out (Bengali, Assamese, Punjabi, Odia, Nepali in Latin letters)."""
    from tareekh.agent.tongues import LANGUAGES

    return frozenset(w.lower() for table in LANGUAGES.values() for w in table.get("what", "").split()) \
        | {"what", "ki", "kee", "ke"}


def _what_asked(text: str) -> bool:
    """A word of the question asks "what" ("<witness> ne short me kya kaha?": what someone said, in short)."""
    return any(w.lower() in _what_words() for w in _WORD.findall(text))


def said_asked(text: str, kind: str) -> str | None:
    """'said' for a question the reader took for a yes/no or an open question whose verb is one of saying (in any
    language), unless it is an English yes/no ("did she say …?"); else None."""
    if kind not in ("yes_no", "open") or _ENGLISH_POLAR.match(text):
        return None
    if briefing_words(text) and not _what_asked(text):
        # "<matter> ki puri story kaha", "<matter> chi story bola": the matter's story or summary is what is asked; a
        # verb of saying that closes it is the asking ("tell"), said to the reader, not a thing someone said
        return None
    # the verb closes its clause: the last words of the question, or of one of its clauses ("what did he say,
    # and what did the judge do?")
    for clause in re.split(r"[,;?]", text):
        typed = [w.lower() for w in _WORD.findall(clause)]
        if typed and any(a_verb_of_saying(w) for w in typed[-3:]):
            return "said"
    return None


def telling_asked(text: str) -> frozenset[str]:
    """The words of a question asking a briefing that ask to be told: its verbs of saying or telling ("<matter> ki
    puri story kaha", "<matter> short re kahiba"), said to the reader, no thing a note must hold; none when the
    question asks what someone said ("… short me kya kaha?")."""
    from tareekh.agent.tongues import role

    if _what_asked(text):
        return frozenset()
    return frozenset(w.lower() for w in _WORD.findall(text) if a_verb_of_saying(w.lower()) or role(w) == "tell")
