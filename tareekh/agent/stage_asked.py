"""The stage of a witness's examination a question asks about (chief or cross). A leaf: agent/witness.py and
agent/witness_role.py both read it."""

from __future__ import annotations

import re

# the stage of an examination a question asks about, as typed in English, Hinglish or Hindi
_CHIEF_ASKED = re.compile(r"\bchief\b|\bmukhya\b|चीफ़?|मुख्य\s*परीक्षा", re.I)
_CROSS_ASKED = re.compile(r"\bcross\b|\bjirah\b|\bjirha\b|जिरह|क्रॉस", re.I)


def asked_stage(text: str) -> str | None:
    """'cross' or 'chief' when the question asks about that stage of a witness's examination ("चीफ़ में")."""
    if _CROSS_ASKED.search(text):
        return "cross"
    return "chief" if _CHIEF_ASKED.search(text) else None
