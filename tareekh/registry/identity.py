"""When two registered numbers that share a key are two cases: the court, or the series each is written in."""

from __future__ import annotations

from tareekh.registry.aliases import fold
from tareekh.registry.numbers import compact_type, find_mentions, number_variant


def different_cases(number_a: str, court_a: str | None, number_b: str, court_b: str | None) -> bool:
    """Two numbers with one key are two cases when their courts differ, or when they name different series
    written alike ("Consumer Complaint No. 145 of 2025" and "Complaint Case No. 145 of 2025")."""
    if court_a and court_b and fold(court_a) != fold(court_b):
        return True
    va, vb = number_variant(number_a), number_variant(number_b)
    return bool(va and vb and va != vb and not (_bare(number_a) or _bare(number_b)))


def _bare(number: str) -> bool:
    """'CC 145/25': the abbreviation alone, which either series may be written as."""
    for m in find_mentions(number):
        if m.key:
            written = compact_type(number[m.span[0]:m.span[1]].split(str(m.num))[0])
            return written == m.code.lower() or len(written) <= 3
    return True
