"""The titles a note writes before a person's name in Latin letters, in every Indian language: "Thiru. <name>",
"Tmt. <name>", "Smti <name>", "Kum. <name>", "Janab <name>". A title is never the name: a witness written
"PW2 Thiru. <name>" is <name>.

A closed class, from general knowledge of the languages: English (Mr, Mrs, Ms, Miss, Dr, Prof, Er — an engineer —,
Adv, Late, and the ranks Capt, Col, Maj, Lt); Hindi, Marathi, Gujarati, Punjabi, Bengali, Assamese, Odia, Telugu,
Kannada and Malayalam (Sri, Shri, Shree, Sh, Smt, Smti, Srimati, Shrimati, Sreemathi, Srimathi, Kumari, Kum, Km,
Sau, Sou, Sow — Marathi's "saubhagyavati" —, Sardar, Sardarni, Kunwar); Tamil (Thiru, Thirumathi, Tmt, Selvi); Urdu
(Janab, Mohtarma, Musammat, Mst).
"""

from __future__ import annotations

PERSON_TITLES: tuple[str, ...] = tuple(sorted(set("""
Mr Mrs Ms Miss Dr Prof Er Adv Late Capt Col Maj Lt
Sri Shri Shree Sh Smt Smti Srimati Shrimati Sreemathi Srimathi Kumari Kum Km Sau Sou Sow Sardar Sardarni Kunwar
Thiru Thirumathi Tmt Selvi
Janab Mohtarma Musammat Mst
""".split()), key=len, reverse=True))

_LOWER = frozenset(t.lower() for t in PERSON_TITLES)


def is_person_title(word: str) -> bool:
    """True for a title written before a name ("Thiru", "tmt.", "Smti"), with or without its stop."""
    return word.rstrip(".").lower() in _LOWER


__all__ = ["PERSON_TITLES", "is_person_title"]
