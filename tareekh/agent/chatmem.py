"""Chat memories: durable things the lawyer says in a chat, detected by rules (no model needed).

"remind me to file the rejoinder by Friday", "we won't settle for Srinivas's half only", "note that the client
travels in May" become memories; questions and small talk do not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MIN_CHARS = 12

_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("reminder", re.compile(r"^\s*(?:please\s+|pls\s+)?remind me\b", re.I)),
    ("reminder", re.compile(r"\bdon'?t let me forget\b|\bi (?:must|need to|have to|should) (?:remember|file|send|call|draft|prepare|collect)\b", re.I)),
    ("note", re.compile(r"^\s*(?:please\s+)?(?:note|remember|record|keep in mind)(?: that|:|,)\s", re.I)),
    ("decision", re.compile(
        r"\bwe (?:won'?t|will not|shall not|do not|don'?t|will never|are not going to|have decided to|decided to|"
        r"will|shall|are going to)\s+(?:\w+\s+){0,2}?(?:settle|accept|agree|compromise|file|press|withdraw|appeal|"
        r"concede|seek|oppose|insist|pursue|give up|go for|ask for)\b", re.I)),
    ("decision", re.compile(r"\b(?:client|he|she|they) (?:has|have) (?:agreed|decided|instructed)\b", re.I)),
]
_QUESTION = re.compile(r"\?\s*$")


@dataclass
class DetectedMemory:
    kind: str  # reminder | decision | note
    text: str


def detect(message: str) -> DetectedMemory | None:
    """A chat memory in the lawyer's message, or None. A question is never a memory unless it says "remind me"."""
    text = re.sub(r"\s+", " ", message).strip()
    if len(text) < MIN_CHARS:
        return None
    for kind, rule in _RULES:
        if rule.search(text):
            if _QUESTION.search(text) and kind != "reminder":
                return None
            return DetectedMemory(kind, text)
    return None
