"""The practice's vocabulary learned from the lawyer: words of text confirmed or corrected in the review queue.

The lexicon pass knows English; a practice writes names, places, abbreviations and terms that no English
dictionary has. Each confirmed text adds its words that English does not already know (and abbreviations,
which English never knows) to the `lexicon` table of practice.db, and its pairs of English words written together
("next date") to `lexicon_pairs`, for the lexicon's context model; the next page is read with them.
"""

from __future__ import annotations

import re
import sqlite3

from tareekh.vault import operational_errors

_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9.'-]*[A-Za-z0-9]|[A-Za-z]")
MAX_LEARNED = 20_000  # the newest words are kept; a practice's own vocabulary is far smaller
MAX_PAIRS = 50_000  # the most often confirmed pairs are kept
_PHRASE_WORDS = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?|[^\sA-Za-z]+")


def words_to_learn(text: str) -> list[str]:
    """The words of `text` worth learning: not digits-only, not plain English, as the lawyer wrote them."""
    from tareekh.ingest.lexicon import Lexicon

    english = Lexicon().english.words
    out: list[str] = []
    for token in _TOKEN.findall(text):
        token = token.strip(".'-")
        if len(token) < 2 or token.isdigit():
            continue
        if token.lower() in english and not token.isupper():
            continue  # English already: the lexicon knows it
        if token not in out:
            out.append(token)
    return out


def pairs_to_learn(text: str) -> list[str]:
    """The pairs of lower-case English words written one after the other in `text` ("next date"), with nothing
    between them: a full stop, comma, number or line break parts a pair (capitalised words are names or a
    sentence's start, which the context model never weighs)."""
    from tareekh.ingest.lexicon import Lexicon

    english = Lexicon().english.words
    out: list[str] = []
    for line in text.splitlines():
        previous = ""
        for token in _PHRASE_WORDS.findall(line):
            word = token if token.islower() and token in english else ""
            if previous and word and f"{previous} {word}" not in out:
                out.append(f"{previous} {word}")
            previous = word
    return out


def learn(conn: sqlite3.Connection, text: str, *, entry_id: int | None = None) -> list[str]:
    """Add the words of a confirmed `text` to the practice's vocabulary, and its word pairs to the context
    model's. Runs inside the caller's transaction (or its own). Returns the words that were new."""
    for pair in pairs_to_learn(text):
        try:
            cur = conn.execute("UPDATE lexicon_pairs SET seen = seen + 1, updated_at = datetime('now') WHERE pair = ?",
                               (pair,))
        except operational_errors():  # a practice.db from before the pairs table
            break
        if cur.rowcount == 0:
            conn.execute("INSERT INTO lexicon_pairs (pair) VALUES (?)", (pair,))
    new: list[str] = []
    for word in words_to_learn(text):
        cur = conn.execute("UPDATE lexicon SET seen = seen + 1, updated_at = datetime('now') WHERE word = ?", (word,))
        if cur.rowcount == 0:
            conn.execute("INSERT INTO lexicon (word, first_entry) VALUES (?, ?)", (word, entry_id))
            new.append(word)
    return new


def learned_words(conn: sqlite3.Connection) -> list[str]:
    """Every learned word, most recently confirmed first (at most MAX_LEARNED)."""
    try:
        rows = conn.execute("SELECT word FROM lexicon ORDER BY updated_at DESC, seen DESC LIMIT ?",
                            (MAX_LEARNED,)).fetchall()
    except operational_errors():  # a practice.db from before the lexicon table
        return []
    return [r[0] for r in rows]


def learned_pairs(conn: sqlite3.Connection) -> list[str]:
    """Every learned word pair ("next date"), most often confirmed first (at most MAX_PAIRS)."""
    try:
        rows = conn.execute("SELECT pair FROM lexicon_pairs ORDER BY seen DESC, updated_at DESC LIMIT ?",
                            (MAX_PAIRS,)).fetchall()
    except operational_errors():  # a practice.db from before the pairs table
        return []
    return [r[0] for r in rows]
