"""A registry name typed in an Indian script other than Devanagari ("ৰাভা", "ମହାନ୍ତି", "ரமேஷ்"): written in the Latin
letters the registry holds it in, so the question is anchored to that person's or party's case.

Devanagari names are read by the Hindi gloss (agent/hindi.py). For the other scripts (Bengali-Assamese, Odia,
Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam) a word the tongue tables do not hold is read in its usual Latin
spellings (agent/tongues.py `latin_readings`); it is a registry name word when exactly one name word of four letters
or more sounds the same (the same consonants) and is spelt like one of the readings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rapidfuzz import fuzz

from tareekh.memory.sounds import is_indic, sound_key

SPELT_LIKE = 80  # a reading this close to the name word (rapidfuzz ratio) spells it
_SCRIPT_WORD = re.compile(r"[\u0980-\u0D7F]+")  # the scripts after Devanagari's block


def names_in_script(text: str, vocab: Iterable[str]) -> str:
    """`text` with each non-Devanagari script word that spells one registry name word written as that word."""
    from tareekh.agent.tongues import latin_readings, role

    words = [v for v in vocab if len(v) >= 4 and v.isascii() and v.isalpha()]
    by_sound: dict[str, list[str]] = {}
    for v in words:
        by_sound.setdefault(sound_key(v), []).append(v)

    def one(m: re.Match[str]) -> str:
        w = m.group()
        if not is_indic(w) or role(w) is not None:
            return w
        readings = list(latin_readings(w))
        if not readings:
            return w
        near = [v for v in by_sound.get(sound_key(w), []) if max(fuzz.ratio(r, v) for r in readings) >= SPELT_LIKE]
        return near[0] if len(near) == 1 else w

    return _SCRIPT_WORD.sub(one, text)
