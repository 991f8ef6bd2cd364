"""A word of a question typed in an Indic script, read as the notes spell it in Roman letters.

A lawyer who types in Tamil, Bengali or Kannada script writes the names of people the notes mention (a witness, the
other side's man abroad) and the English words of the case as they sound; the notes write them in Roman letters.
A script word whose consonants, as heard (memory/sounds.py), are those of exactly one word of the notes is that
word. A Devanagari word (Hindi notes are matched in their own script, agent/hindi.py) keeps its place and the notes'
Roman word is added beside it: "डॉक्टर" is a Hindi note's "डॉक्टर" and an English note's "doctor".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tareekh.agent.question import STOP
from tareekh.agent.tongues import role
from tareekh.memory.sounds import URDU_WORD, sound_key, urdu_keys

_SCRIPT_WORD = re.compile(r"[\u0900-\u0D7F]+")
_DEVANAGARI = re.compile(r"[\u0900-\u097F]")
_TAMIL = re.compile(r"[\u0B80-\u0BFF]")
_ROMAN = re.compile(r"[A-Za-z]{4,}")
_VOICELESS = str.maketrans("bdgj", "ptkc")
MIN_KEY = 3  # fewer consonants than this are heard in too many words
_cache: dict[tuple[int, int, int], dict[str, str | None]] = {}


def _heard_in(records: list[Any]) -> dict[str, str | None]:
    """voiceless sound key -> the one Roman word of the notes with it (None when several words share it)."""
    # by what the records say, not only how many there are and their last id: two homes opened in one process (the
    # GUI's "open another practice", a test run) may hold as many records up to the same id
    stamp = (len(records), max((r.entry_id for r in records), default=0),
             hash(tuple((r.entry_id, r.text or "") for r in records)))
    if stamp in _cache:
        return _cache[stamp]
    words: dict[str, str | None] = {}
    seen: set[str] = set()
    for r in records:
        for w in _ROMAN.findall(r.text or ""):
            low = w.lower()
            if low in seen or low in STOP:
                continue
            seen.add(low)
            raw = sound_key(low)
            if len(raw) < MIN_KEY:
                continue
            # by voiceless key (a Tamil letter writes "k" and "g" alike), and by the key as voiced ("=dktr"): a
            # script that writes voicing ("डॉक्टर") tells "doctor" from "daughter"
            for k in (raw.translate(_VOICELESS), "=" + raw):
                if k in words and words[k] is not None and not _same_word(words[k], low):
                    words[k] = None
                elif k not in words:
                    words[k] = low
    _cache.clear()
    _cache[stamp] = words
    return words


def _same_word(a: str, b: str) -> bool:
    """"imran" and "imran's", "order" and "orders": one word written twice."""
    return a.rstrip("s") == b.rstrip("s")


def spelt_as_notes(q: Any, records: Callable[[], list[Any]]) -> None:
    """The question's script words that sound like one word of the notes (`records()`, read only when the question
    has such words) written as the notes write it, in its text and topics."""
    found = _SCRIPT_WORD.findall(q.text)
    urdu = [w for w in URDU_WORD.findall(q.text) if role(w) is None]
    if not found and not urdu:
        return
    heard = _heard_in(records())
    text = q.text
    for w in urdu:  # "ثمینہ بانو": the one Roman word of the notes one of its readings is heard as (Samina Bano)
        roman = _one_heard(heard, urdu_keys(w))
        if roman:
            text = text.replace(w, roman, 1)
            if roman not in q.topics:
                q.topics.append(roman)
    for w in found:
        raw = sound_key(w)
        k = raw.translate(_VOICELESS)
        roman = heard.get(k) if len(k) >= MIN_KEY else None
        if roman is None and len(k) >= MIN_KEY and not _TAMIL.match(w):
            roman = heard.get("=" + raw)  # one word by its voiced sounds, where several share the voiceless ones
        if roman is None and len(k) >= MIN_KEY and _TAMIL.match(w) and "c" in raw:
            # Tamil writes "s" and "ch" with one letter ("செல்வி": Selvi)
            roman = heard.get(raw.replace("c", "s").translate(_VOICELESS))
        if roman:
            text = f"{text} {roman}" if _DEVANAGARI.match(w) else text.replace(w, roman, 1)
            if roman not in q.topics:
                q.topics.append(roman)
    q.text = text


def _one_heard(heard: dict[str, str | None], keys: set[str]) -> str | None:
    """The one Roman word of the notes the keys (an Urdu word's readings: memory/sounds.py) are heard as, by the
    voiced key where it tells one word (None for none or several)."""
    romans = {r for k in keys if len(k) >= MIN_KEY for r in (heard.get("=" + k), heard.get(k.translate(_VOICELESS)))
              if r}
    voiced = {heard.get("=" + k) for k in keys if len(k) >= MIN_KEY} - {None}
    if len(voiced) == 1:
        return voiced.pop()
    return romans.pop() if len(romans) == 1 else None


def heard_in_script(typed: str, groups: list[set[str]], text: str) -> set[str]:
    """The stems of `groups` whose words, typed in Roman letters in `typed`, are heard in a script word of `text`:
    "kuthagai" of a question is the "குத்தகை" of a Tamil deed (one voiceless key: a Tamil letter writes "k" and
    "g" alike), though the two share no letter. Empty when the text has no script word."""
    from tareekh.agent.lexicon import stem

    indic = {sound_key(w).translate(_VOICELESS) for w in _SCRIPT_WORD.findall(text)}
    if not indic:
        return set()
    out: set[str] = set()
    for w in _ROMAN.findall(typed):
        low = w.lower()
        key = sound_key(low).translate(_VOICELESS)
        if low in STOP or len(key) < MIN_KEY or key not in indic:
            continue
        out |= {s for g in groups if stem(low) in g for s in g}
    return out
