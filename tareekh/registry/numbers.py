"""Case numbers as lawyers write them, and their one normalised key.

"O.S. No. 318 of 2022", "OS 318/22", "O.S.318/2022" all become the key 'OS/318/2022'. An interlocutory
application written "in" a main case ("I.A. No. 402 of 2025 in O.S. No. 145 of 2025") becomes the key of
the main case. A CNR number (16 characters, e.g. 'TSHY010012342022') becomes 'CNR/TSHY010012342022'.
Two-digit years are read as 20xx.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# Case types of Telangana / Andhra Pradesh civil courts and the High Court, as displayed.
MAIN_TYPES = [
    "O.S.", "W.P.", "C.R.P.", "C.M.A.", "A.S.", "S.A.", "W.A.", "O.S.A.", "C.C.C.A.", "A.A.O.",
    "E.P.", "O.P.", "R.C.C.", "R.C.A.", "M.V.O.P.", "L.G.O.P.", "Crl.P.", "Crl.A.", "Crl.R.C.", "C.C.",
    "S.C.", "Tr.C.M.P.", "Arb.O.P.", "C.O.P.", "W.P.(PIL)",
]
# Applications filed inside a main case: "I.A. No. 402 of 2025 in O.S. No. 145 of 2025".
INTERLOCUTORY_TYPES = ["I.A.", "W.P.M.P.", "W.A.M.P.", "C.M.P.", "E.A.", "Crl.M.P.", "Vac.M.P."]

# Codes that are ordinary lower-case words; written without dots in lower case they are not case types.
_WORDLIKE = {"AS", "SA", "WA", "OP", "EP", "CC", "IA", "EA", "SC", "CMP", "COP"}


def type_code(display: str) -> str:
    """'C.R.P.' -> 'CRP', 'W.P.(PIL)' -> 'WPPIL'."""
    return re.sub(r"[^A-Za-z]", "", display).upper()


_DISPLAY = {type_code(t): t for t in MAIN_TYPES + INTERLOCUTORY_TYPES}
_INTERLOCUTORY = {type_code(t) for t in INTERLOCUTORY_TYPES}


def _type_pattern(display: str) -> str:
    parts = [p for p in re.split(r"[.()]", display) if p]
    return r"(?:\.?\s?\(?)".join(re.escape(p) for p in parts) + r"\.?\)?"


def _alternation(types: list[str]) -> str:
    ordered = sorted(types, key=lambda t: -len(type_code(t)))
    return "|".join(f"(?:{_type_pattern(t)})" for t in ordered)


_NUMBER_TAIL = (
    r"[\s_]*(?:No\s*s?\.?|Number)?\s*[:.#]?[\s_]*"
    r"(?P<{n}>\d{{1,6}})\s*(?:of|/|-|\\)\s*(?P<{y}>(?:19|20)\d{{2}}|\d{{2}})(?!\d)"
)
_MAIN = rf"(?P<mtype>{_alternation(MAIN_TYPES)})" + _NUMBER_TAIL.format(n="mnum", y="myear")
_ANY = rf"(?P<type>{_alternation(MAIN_TYPES + INTERLOCUTORY_TYPES)})" + _NUMBER_TAIL.format(n="num", y="year")

_NUMBER_RE = re.compile(
    rf"(?<![A-Za-z0-9]){_ANY}(?:\s*,?\s*in\s+(?<![A-Za-z0-9]){_MAIN})?", re.IGNORECASE
)
_CNR_RE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{4}\s?-?\s?\d{2}\s?-?\s?\d{6}\s?-?\s?\d{4})(?![A-Za-z0-9])")
# A registration fallback for types not listed above: "Arb. Appeal No. 3 of 2024".
_GENERIC_RE = re.compile(
    r"^\s*(?P<type>[A-Za-z][A-Za-z.()\s]{0,20}?)\s*No\s*\.?\s*(?P<num>\d{1,6})\s*(?:of|/)\s*"
    r"(?P<year>(?:19|20)\d{2}|\d{2})\s*$",
    re.IGNORECASE,
)


class NumberMatch(NamedTuple):
    """A case number found in text: its key, the text as written, and where."""

    key: str
    matched: str
    span: tuple[int, int]


def _year(text: str) -> int:
    year = int(text)
    return 2000 + year if len(text) == 2 else year


def _key(type_text: str, num: str, year: str) -> str:
    return f"{type_code(type_text)}/{int(num)}/{_year(year)}"


def _wordlike(type_text: str) -> bool:
    """True for 'as 12/2020' in running text: a lower-case word, not a case type."""
    return type_text.islower() and "." not in type_text and type_code(type_text) in _WORDLIKE


def find_numbers(text: str) -> list[tuple[str, str, tuple[int, int]]]:
    """Every case number in `text`, in order: (normalised key, matched text, (start, end)).

    An interlocutory application "in" a main case yields the main case's key, spanning both numbers.
    CNR numbers yield 'CNR/<16 characters>'.
    """
    if not isinstance(text, str) or not text:
        return []
    found: list[NumberMatch] = []
    for m in _NUMBER_RE.finditer(text):
        if _wordlike(m.group("type")):
            continue
        if m.group("mtype") and not _wordlike(m.group("mtype")):
            key = _key(m.group("mtype"), m.group("mnum"), m.group("myear"))
            found.append(NumberMatch(key, m.group(0), m.span()))
        else:
            end = m.end("year")
            key = _key(m.group("type"), m.group("num"), m.group("year"))
            found.append(NumberMatch(key, text[m.start():end], (m.start(), end)))
    for m in _CNR_RE.finditer(text):
        cnr = re.sub(r"[\s-]", "", m.group(1)).upper()
        if any(ch.isdigit() for ch in cnr[:4]):
            continue
        found.append(NumberMatch(f"CNR/{cnr}", m.group(0), m.span()))
    found.sort(key=lambda f: f.span)
    return [tuple(f) for f in found]  # type: ignore[misc]


def normalise_number(text: str) -> str | None:
    """The key of the first case number in `text` ('OS/318/2022'), or None when there is none.

    Also accepts a bare CNR and, for registering unusual case types, "<Type> No. <n> of <year>".
    """
    if not isinstance(text, str):
        return None
    found = find_numbers(text)
    if found:
        return found[0][0]
    m = _GENERIC_RE.match(text)
    if m and type_code(m.group("type")):
        return _key(m.group("type"), m.group("num"), m.group("year"))
    return None


def canonical_number(text: str) -> str:
    """How a case number is stored and shown: 'OS 318/22' -> 'O.S. No. 318 of 2022' (unknown types as given)."""
    found = find_numbers(text)
    if len(found) == 1 and found[0][0].split("/", 1)[0] in _DISPLAY:
        return display_number(found[0][0])
    return " ".join(text.split())


def is_interlocutory(key: str) -> bool:
    return key.split("/", 1)[0] in _INTERLOCUTORY


def display_number(key: str) -> str:
    """'OS/318/2022' -> 'O.S. No. 318 of 2022'; a CNR key -> the CNR itself."""
    code, _, rest = key.partition("/")
    if code == "CNR":
        return rest
    num, _, year = rest.partition("/")
    shown = _DISPLAY.get(code, code)
    return f"{shown} No. {num} of {year}"


def number_forms(key: str) -> list[str]:
    """The forms a lawyer writes for a key: 'O.S. No. 318 of 2022', 'OS 318/2022', 'OS 318/22'."""
    code, _, rest = key.partition("/")
    if code == "CNR":
        return [rest]
    num, _, year = rest.partition("/")
    forms = [display_number(key), f"{code} {num}/{year}"]
    if year.startswith("20"):
        forms.append(f"{code} {num}/{year[2:]}")
    return forms
