"""Rupee amounts as Indian lawyers write them: "Rs. 1,12,500/-", "₹500", "5k", "Rs 4.5 lakh", "रु. 1,000/-".

`amounts(text)` returns every amount with where it was written; `rupees(value)` says an amount back in the
Indian way ("Rs. 1,12,500").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NUM = r"\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_UNIT = r"lakhs?|lacs?|lakh|lac|crores?|cr|thousand|k|l"
_CURRENCY = r"(?:rs\.?|inr|₹|rupees|रु\.?|रू\.?|रुपये)"
# with a currency sign, the unit is optional; without one, a unit or "/-" says it is money
_WITH_SIGN = re.compile(rf"{_CURRENCY}\s*({_NUM})\s*(?:/-)?\s*(?:({_UNIT})\b)?", re.IGNORECASE)
_WITH_UNIT = re.compile(rf"(?<![\w.,])({_NUM})\s*({_UNIT})\b(?!\s*(?:bore|km|kg|mm|cm|m)\b)", re.IGNORECASE)
_WITH_DASH = re.compile(rf"(?<![\w.,])({_NUM})\s*/-")
# "10,000/month", "10,000 per month", "6,000 pm": a periodic amount; "1,12,500" in Indian grouping is money
_PER_MONTH = re.compile(rf"(?<![\w.,])({_NUM})\s*(?:/\s*(?:month|mo|m)\b|(?:per|a|every)\s+month\b|p\.?\s?m\.?(?![\w]))",
                        re.IGNORECASE)
_AGE_BEFORE = re.compile(r"\b(?:age|aged|umr|umar|vayasu)\b[\s/a-z.:]*$", re.IGNORECASE)
_INDIAN = re.compile(r"(?<![\w.,/-])(\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?)(?![\w,/-])")
_SCALE = {"lakh": 100_000, "lakhs": 100_000, "lac": 100_000, "lacs": 100_000, "l": 100_000, "crore": 10_000_000,
          "crores": 10_000_000, "cr": 10_000_000, "thousand": 1_000, "k": 1_000}


@dataclass(frozen=True)
class Amount:
    value: float
    start: int
    end: int
    text: str


def _value(number: str, unit: str | None) -> float | None:
    try:
        value = float(number.replace(",", ""))
    except ValueError:
        return None
    return value * _SCALE.get((unit or "").lower(), 1)


def amounts(text: str) -> list[Amount]:
    """Every rupee amount in `text`, in reading order (a span is read once, by the most explicit pattern)."""
    found: list[Amount] = []
    taken: list[tuple[int, int]] = []
    for pattern in (_WITH_SIGN, _WITH_UNIT, _WITH_DASH, _PER_MONTH, _INDIAN):
        for m in pattern.finditer(text):
            a, b = m.span()
            if any(a < e and s < b for s, e in taken):
                continue
            if pattern is _PER_MONTH and _AGE_BEFORE.search(text[max(0, a - 16):a]):
                continue  # "Age/Sex: 32/M": a person's age and sex, not 32 rupees a month
            unit = m.group(2) if pattern in (_WITH_SIGN, _WITH_UNIT) and m.lastindex and m.lastindex >= 2 else None
            if pattern is _WITH_UNIT and unit and unit.lower() == "l" and "." not in m.group(1):
                # "1.5 L" is a lakh and a half; "3 L" could be litres or a list item
                continue
            value = _value(m.group(1), unit)
            if value is None or value <= 0:
                continue
            taken.append((a, b))
            found.append(Amount(value, a, b, m.group(0).strip()))
    found.sort(key=lambda x: x.start)
    return found


def rupees(value: float) -> str:
    """Rs. 1,12,500 (Indian digit grouping; paise only when there are any)."""
    whole = int(round(value)) if abs(value - round(value)) < 0.005 else None
    if whole is None:
        return f"Rs. {value:,.2f}"
    digits = str(abs(whole))
    if len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        digits = ",".join(groups + [tail])
    return f"Rs. {'-' if whole < 0 else ''}{digits}"
