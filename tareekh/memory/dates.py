"""Dates in free text, read day-first and anchored to a reference day.

`find_dates(text, anchor)` returns every date expression it recognises as a `DateSpan` (start and end day,
inclusive, plus where it was found). Numeric dates are day-first ("5/10" is 5 October; "02.09.2026" is
2 September). Relative expressions ("yesterday", "next Tuesday", "last week", "3 days ago", "in March")
are resolved against `anchor`, which for retained content is the item's timestamp and for a query is the
query timestamp.
"""

from __future__ import annotations

import re
from typing import Any
from dataclasses import dataclass
from datetime import date, timedelta
from calendar import monthrange

MONTHS = {
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
    "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
    "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}
_NUKTA = "\u093c?"
# Month names in the Indian scripts, as lawyers and court copies write the English calendar's months: Hindi (with
# the spellings in use: सितंबर/सितम्बर, अक्टूबर/अक्तूबर, फरवरी/फ़रवरी with a precomposed or a combining nukta),
# Marathi, Gujarati, Bengali, Tamil, Telugu, Kannada and Malayalam.
HINDI_MONTHS = {
    "जनवरी|जानेवारी|જાન્યુઆરી|জানুয়ারি|জানুয়ারী|ஜனவரி|జనవరి|ಜನವರಿ|ജനുവരി": 1,
    f"(?:फ{_NUKTA}|\u095e)रवरी|फेब्रुवारी|ફેબ્રુઆરી|ফেব্রুয়ারি|ফেব্রুয়ারী|பிப்ரவரி|பெப்ரவரி|ఫిబ్రవరి|ಫೆಬ್ರವರಿ|ഫെബ്രുവരി": 2,
    "मार्च|માર્ચ|মার্চ|மார்ச்சு|மார்ச்|మార్చి|ಮಾರ್ಚ್|മാർച്ച്": 3,
    "अप्रैल|अप्रेल|अप्रिल|एप्रिल|એપ્રિલ|এপ্রিল|ஏப்ரல்|ఏప్రిల్|ಏಪ್ರಿಲ್|ഏപ്രിൽ": 4,
    "मई|मे|મે|মে|மே|మే|ಮೇ|മേയ്|മെയ്": 5,
    "जून|જૂન|জুন|ஜூன்|జూన్|ಜೂನ್|ജൂൺ": 6,
    "जुलाई|जुलै|જુલાઈ|জুলাই|ஜூலை|జూలై|ಜುಲೈ|ജൂലൈ": 7,
    "अगस्त|ऑगस्ट|ઑગસ્ટ|ઓગસ્ટ|আগস্ট|ஆகஸ்டு|ஆகஸ்ட்|ఆగస్టు|ఆగస్ట్|ಆಗಸ್ಟ್|ഓഗസ്റ്റ്|ആഗസ്റ്റ്": 8,
    "सितंबर|सितम्बर|सप्टेंबर|સપ્ટેમ્બર|সেপ্টেম্বর|செப்டம்பர்|செப்டெம்பர்|సెప్టెంబర్|సెప్టెంబరు|ಸೆಪ್ಟೆಂಬರ್|സെപ്റ്റംബർ": 9,
    "अक्टूबर|अक्तूबर|अक्तूबर|ऑक्टोबर|ઑક્ટોબર|ઓક્ટોબર|অক্টোবর|அக்டோபர்|అక్టోబర్|అక్టోబరు|ಅಕ್ಟೋಬರ್|ഒക്ടോബർ": 10,
    "नवंबर|नवम्बर|नोव्हेंबर|નવેમ્બર|নভেম্বর|நவம்பர்|నవంబర్|నవంబరు|ನವೆಂಬರ್|നവംബർ": 11,
    "दिसंबर|दिसम्बर|डिसेंबर|ડિસેમ્બર|ডিসেম্বর|டிசம்பர்|డిసెంబర్|డిసెంబరు|ಡಿಸೆಂಬರ್|ഡിസംബർ": 12,
}
# Urdu (and Kashmiri) in the Perso-Arabic script, Punjabi in Gurmukhi, Odia, and Assamese (its own spellings of
# the Bengali script), as they write the English calendar's months.
for _names, _n in {
    "جنوری|ਜਨਵਰੀ|ଜାନୁଆରୀ|ଜାନୁୟାରୀ|জানুৱাৰী": 1, "فروری|ਫ਼ਰਵਰੀ|ਫਰਵਰੀ|ଫେବୃଆରୀ|ଫେବ୍ରୁଆରୀ|ফেব্ৰুৱাৰী": 2,
    "مارچ|ਮਾਰਚ|ମାର୍ଚ୍ଚ|ମାର୍ଚ|মাৰ্চ": 3, "اپریل|ਅਪ੍ਰੈਲ|ਅਪਰੈਲ|ଅପ୍ରେଲ|ଏପ୍ରିଲ|এপ্ৰিল": 4, "مئی|ਮਈ|ମଇ|ମେ": 5,
    "جون|ਜੂਨ|ଜୁନ": 6, "جولائی|ਜੁਲਾਈ|ଜୁଲାଇ": 7, "اگست|ਅਗਸਤ|ଅଗଷ୍ଟ|আগষ্ট": 8,
    "ستمبر|ਸਤੰਬਰ|ਸਤੰਬਰ|ସେପ୍ଟେମ୍ବର|ছেপ্তেম্বৰ|ছেপ্টেম্বৰ": 9, "اکتوبر|ਅਕਤੂਬਰ|ଅକ୍ଟୋବର|অক্টোবৰ": 10,
    "نومبر|ਨਵੰਬਰ|ନଭେମ୍ବର|নৱেম্বৰ|নভেম্বৰ": 11, "دسمبر|ਦਸੰਬਰ|ଡିସେମ୍ବର|ডিচেম্বৰ|ডিসেম্বৰ": 12,
}.items():
    _key = next(k for k, v in HINDI_MONTHS.items() if v == _n)
    HINDI_MONTHS[_key + "|" + _names] = HINDI_MONTHS.pop(_key)
_HINDI_MONTH_RES = [(re.compile(f"^(?:{k})$"), v) for k, v in HINDI_MONTHS.items()]


def month_number(name: str) -> int:
    """1–12 for an English month name or abbreviation or a Hindi month name; 0 when it is none."""
    key = name.lower().rstrip(".")
    found = MONTHS.get(key) or MONTHS.get(key[:3], 0)
    if found:
        return found
    return next((n for rx, n in _HINDI_MONTH_RES if rx.match(name.strip())), 0)


WEEKDAYS = {
    "monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2, "thursday": 3,
    "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4, "saturday": 5, "sat": 5, "sunday": 6, "sun": 6,
}
_MONTH_RE = "|".join(sorted(MONTHS, key=len, reverse=True))
_WEEKDAY_RE = "|".join(sorted(WEEKDAYS, key=len, reverse=True))
_UNITS = {"day": 1, "days": 1, "week": 7, "weeks": 7, "month": 30, "months": 30, "year": 365, "years": 365}
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "couple of": 2, "few": 3}


@dataclass(frozen=True)
class DateSpan:
    start: date
    end: date
    pos: int
    text: str


def _year(y: str) -> int:
    n = int(y)
    if len(y) <= 2:
        n += 2000 if n <= 69 else 1900
    return n


def _safe(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def _nearest_year(m: int, d: int, anchor: date) -> date | None:
    """A day-month without a year: the one of last, this or next year closest to the anchor."""
    best = None
    for y in (anchor.year - 1, anchor.year, anchor.year + 1):
        cand = _safe(y, m, d)
        if cand and (best is None or abs((cand - anchor).days) < abs((best - anchor).days)):
            best = cand
    return best


def _month_span(y: int, m: int) -> tuple[date, date]:
    return date(y, m, 1), date(y, m, monthrange(y, m)[1])


_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("iso", re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")),
    ("dmy", re.compile(r"(?<![\d/.-])(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?![\d/.-]*\d)")),
    ("d_month_y", re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH_RE})\.?,?(?:\s+(\d{{4}}))?\b", re.I)),
    ("month_d_y", re.compile(rf"\b({_MONTH_RE})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(\d{{4}}))?\b", re.I)),
    ("month_y", re.compile(rf"\b({_MONTH_RE})\.?,?\s+(\d{{4}})\b", re.I)),
    ("dm", re.compile(r"(?<![\d/.-])(\d{1,2})/(\d{1,2})(?![\d/.]*\d)")),
    ("rel_day", re.compile(r"\b(day before yesterday|day after tomorrow|yesterday|today|tonight|tomorrow)\b", re.I)),
    ("rel_weekday", re.compile(rf"\b(next|last|this|coming|previous)\s+({_WEEKDAY_RE})\b", re.I)),
    ("rel_period", re.compile(r"\b(next|last|this|previous|coming)\s+(week|month|year)\b", re.I)),
    ("ago", re.compile(r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple of|few)\s+(days?|weeks?|months?|years?)\s+(ago|back|later|hence)\b", re.I)),
    ("in_n", re.compile(r"\b(?:in|within|after)\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple of|few)\s+(days?|weeks?|months?|years?)\b", re.I)),
    ("in_month", re.compile(rf"\b(?:in|during|since|by|until|till)\s+({_MONTH_RE})\b(?!\s+\d)", re.I)),
]


def _resolve(kind: str, g: tuple[Any, ...], anchor: date) -> tuple[date, date] | None:
    if kind == "iso":
        d = _safe(int(g[0]), int(g[1]), int(g[2]))
        return (d, d) if d else None
    if kind == "dmy":
        d = _safe(_year(g[2]), int(g[1]), int(g[0]))
        return (d, d) if d else None
    if kind == "d_month_y":
        m = MONTHS[g[1].lower()]
        d = _safe(int(g[2]), m, int(g[0])) if g[2] else _nearest_year(m, int(g[0]), anchor)
        return (d, d) if d else None
    if kind == "month_d_y":
        m = MONTHS[g[0].lower()]
        d = _safe(int(g[2]), m, int(g[1])) if g[2] else _nearest_year(m, int(g[1]), anchor)
        return (d, d) if d else None
    if kind == "month_y":
        return _month_span(int(g[1]), MONTHS[g[0].lower()])
    if kind == "dm":
        d = _nearest_year(int(g[1]), int(g[0]), anchor) if 1 <= int(g[1]) <= 12 else None
        return (d, d) if d else None
    if kind == "rel_day":
        offset = {"day before yesterday": -2, "yesterday": -1, "today": 0, "tonight": 0, "tomorrow": 1,
                  "day after tomorrow": 2}[g[0].lower()]
        d = anchor + timedelta(days=offset)
        return d, d
    if kind == "rel_weekday":
        which, wd = g[0].lower(), WEEKDAYS[g[1].lower()]
        if which in ("next", "coming"):
            delta = (wd - anchor.weekday()) % 7 or 7
        elif which in ("last", "previous"):
            delta = -((anchor.weekday() - wd) % 7 or 7)
        else:  # this: the one in the current Monday-to-Sunday week
            delta = wd - anchor.weekday()
        d = anchor + timedelta(days=delta)
        return d, d
    if kind == "rel_period":
        which, unit = g[0].lower(), g[1].lower()
        step = {"next": 1, "coming": 1, "last": -1, "previous": -1, "this": 0}[which]
        if unit == "week":
            monday = anchor - timedelta(days=anchor.weekday()) + timedelta(weeks=step)
            return monday, monday + timedelta(days=6)
        if unit == "month":
            y, m = divmod(anchor.year * 12 + anchor.month - 1 + step, 12)
            return _month_span(y, m + 1)
        return date(anchor.year + step, 1, 1), date(anchor.year + step, 12, 31)
    if kind in ("ago", "in_n"):
        n_text, unit = g[0].lower(), g[1].lower()
        n = int(n_text) if n_text.isdigit() else _NUMBER_WORDS[n_text]
        days = n * _UNITS[unit]
        sign = -1 if kind == "ago" and g[2].lower() in ("ago", "back") else 1
        d = anchor + timedelta(days=sign * days)
        slack = 0 if _UNITS[unit] == 1 else _UNITS[unit] // 2
        return d - timedelta(days=slack), d + timedelta(days=slack)
    if kind == "in_month":
        m = MONTHS[g[0].lower()]
        if g[0].lower() == "may":  # "in may" is too often the verb
            return None
        y = anchor.year if m <= anchor.month + 2 else anchor.year - 1
        return _month_span(y, m)
    return None


def find_dates(text: str, anchor: date) -> list[DateSpan]:
    """Every date expression in `text`, in reading order; overlapping matches keep the first pattern's."""
    taken: list[tuple[int, int]] = []
    found: list[DateSpan] = []
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            a, b = m.span()
            if any(a < e and s < b for s, e in taken):
                continue
            span = _resolve(kind, m.groups(), anchor)
            if span is None:
                continue
            taken.append((a, b))
            found.append(DateSpan(span[0], span[1], a, m.group(0)))
    found.sort(key=lambda s: s.pos)
    return found


# "adjourned to 5.10", "call on 5.10", "next date 5.10": the text names the date a matter was put off TO,
# so the event it describes is the one that happened before that date, not on it.
_DEFERRAL = re.compile(
    r"\b(?:adjourn(?:ed|s)?|post(?:ed|s)?|list(?:ed|s)?|call(?:ed|s)?|put\s+up|stood\s+over|defer(?:red|s)?|"
    r"postpone(?:d|s)?|reschedule(?:d|s)?|next\s+date|next\s+hearing|fixed|moved|push(?:ed)?)"
    r"(?:\s+(?:it|the\s+matter|the\s+case|again))?\s*(?:to|on|for|till|until|is|:)?\s*$",
    re.I,
)


@dataclass(frozen=True)
class QueryWindow:
    start: date
    end: date
    deferral: bool  # the dates are put-off-to dates: the event asked about lies just before them


def query_window(text: str, anchor: date) -> QueryWindow | None:
    """The window a query asks about: the hull of the dates it names (None when it names none)."""
    spans = find_dates(text, anchor)
    if not spans:
        return None
    deferred = [s for s in spans if _DEFERRAL.search(text[max(0, s.pos - 40) : s.pos])]
    if deferred:  # the event asked about set these dates; other dates in the text are background
        spans = deferred
    return QueryWindow(min(s.start for s in spans), max(s.end for s in spans), bool(deferred))
