"""How Tareekh writes dates and cases for the lawyer to read: 01.12.2026, "1 Dec 2026", "O.S. 412/2023 — Seabreeze".

Stored values stay ISO dates and case ids; these turn them into the words a litigator uses, so no screen and no
line of CLI text shows an internal id. A leaf module: every room may use it.
"""

from __future__ import annotations

import re
from datetime import date, datetime

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# "O.S. No. 412 of 2023" → "O.S. 412/2023": the form written on cause lists and in diaries.
_NO_OF = re.compile(r"\bNo\.?\s*(\d+)\s+of\s+(\d{2,4})\b", re.IGNORECASE)


def _as_date(value: str | date | None) -> date | None:
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value).strip()[:10])
    except ValueError:
        return None


def day(value: str | date | None, empty: str = "") -> str:
    """An ISO date as DD.MM.YYYY ("2026-12-01" → "01.12.2026"); text that is not a date is returned as it is."""
    d = _as_date(value)
    if d is None:
        return empty if value in (None, "") else str(value)
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def prose_day(value: str | date | None, empty: str = "") -> str:
    """An ISO date in a sentence: "2026-11-19" → "19 Nov 2026"."""
    d = _as_date(value)
    if d is None:
        return empty if value in (None, "") else str(value)
    return f"{d.day} {_MONTHS[d.month - 1]} {d.year}"


def short_number(number: str | None) -> str:
    """A registered case number in its short written form: "W.P. No. 20561 of 2025" → "W.P. 20561/2025"."""
    return _NO_OF.sub(r"\1/\2", " ".join(str(number or "").split()))


def case_label(number: str | None, short_name: str | None = None) -> str:
    """A case as the lawyer names it: "O.S. 412/2023 — Seabreeze flat" (number alone without a short name)."""
    shown = short_number(number)
    name = " ".join(str(short_name or "").split())
    if shown and name:
        return f"{shown} — {name}"
    return shown or name


def of_case(case: object) -> str:
    """`case_label` of a registry Case (or anything with `number` and `short_name`)."""
    return case_label(getattr(case, "number", None), getattr(case, "short_name", None) or getattr(case, "title", None))


def count(n: int, one: str, many: str | None = None) -> str:
    """"1 case", "2 cases"; small numbers in words, as in a sentence ("two cases")."""
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    noun = one if n == 1 else (many or one + "s")
    return f"{words[n] if 0 <= n < len(words) else n} {noun}"
