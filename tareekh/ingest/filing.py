"""Filing decisions for a record: under which case or cases, or under none, and why.

A hearing is filed under the one case its text names; a document or a chat's day under every case it names
unambiguously (a document also under the one case whose description records an identifier it cites). The
file name is a weaker cue than the text: it files a record whose text names no case, and chooses among
candidates the text leaves open, but never overrides a case the text names. A record about no registered
case becomes a general note only on positive evidence (a to-do list, a circular, another lawyer's matter);
anything else that finds no case waits for review, so a note whose case the resolver missed is never
silently kept under no case. A case number the registry does not have is not such evidence on its own: it
is as likely a case of the lawyer's not yet registered (or a number misread), and review names it so the
case can be added.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from tareekh.ingest import dates as D
from tareekh.ingest.dates import DayMonth
from tareekh.registry.resolve import PASSING_SCORE

# "To do", "To-do list", "Things to do", "Reminders", "Personal": a list of one's own errands.
_TODO = re.compile(r"^\s*(?:my\s+)?(?:to[\s-]?do(?:\s+list)?|todo|things\s+to\s+do|reminders?|personal|errands)\b",
                   re.IGNORECASE)
# Another lawyer's matter, attended as a favour: "proxy for Adv. X", "held brief for", "not our matter".
_OTHERS = re.compile(
    r"\bproxy\s+(?:for|on\s+behalf\s+of)\b|\bheld\s+(?:the\s+)?brief\s+(?:for|of)\b|\bbrief\s+held\s+for\b|"
    r"\bnot\s+(?:our|my)\s+(?:matter|case|brief|file)\b|\b(?:humara|hamara|apna)\s+(?:matter\s+)?nahi\b|"
    r"\b(?:other|another)\s+(?:lawyer|advocate|counsel)'?s\s+(?:matter|case)\b",
    re.IGNORECASE,
)
@dataclass
class Filing:
    """Where a record goes: `case_ids` to file under (none for review or a general note)."""

    case_ids: list[str] = field(default_factory=list)
    candidates: list[dict] = field(default_factory=list)
    confidence: float = 0.0
    reason: str = ""
    general: bool = False  # about no registered case, on positive evidence


def candidates_of(res: Any) -> list[dict]:
    return [{"case_id": c.case_id, "score": float(c.score), "tier": str(c.tier), "matched": str(c.matched)}
            for c in res.candidates]


def confidence_of(cands: list[dict]) -> float:
    return min(1.0, cands[0]["score"] / 100.0) if cands else 0.0


def named_cases(res: Any, auto_file_min: float) -> list[str]:
    """Every case a long text (a document, a chat's day) names unambiguously: by its number, or by a name of
    two words or more that no other case shares. A single word (a surname, a place) in a page full of names
    is too easily someone else's, so it files only a text that names no other case. A document cites a
    registered number only because it concerns that case ("notice in O.S. No. 318 of 2022"), so a number
    counts even where a note would be mentioning it in passing — unless the same number fits two cases."""
    owners: dict[str, set[str]] = {}
    for c in res.candidates:
        if c.tier == "number":
            owners.setdefault(str(c.matched), set()).add(c.case_id)
    strong = [c.case_id for c in res.candidates
              if (c.tier == "number" and len(owners[str(c.matched)]) == 1 and float(c.score) >= PASSING_SCORE)
              or (c.tier != "number" and float(c.score) >= auto_file_min and len(str(c.matched).split()) >= 2)]
    return list(dict.fromkeys(strong))


def about_no_case(text: str, doc_kind: str | None = None) -> str | None:
    """Why a record that names no registered case is about none (a general note), or None when nothing says so."""
    head = [ln for ln in text.splitlines() if ln.strip()][:3]
    if any(_TODO.match(ln) for ln in head):
        return "a to-do list"
    if doc_kind == "circular":
        return "a circular"
    if _OTHERS.search(text):
        return "another lawyer's matter"
    return None


def year_from_listed_dates(dm: DayMonth, listed: Iterable[str]) -> date | None:
    """The date a case was listed for (a next date it had) that falls on this day and month; the latest one."""
    found = sorted({d for d in listed if d and len(d) >= 10 and d[5:10] == f"{dm.month:02d}-{dm.day:02d}"})
    return date.fromisoformat(found[-1][:10]) if found else None


def choose_by_file_name(text_filing: Filing, resolve: Callable[[str], Any], name_hint: str | None) -> Filing:
    """Let the file name decide when the text names no case, or names several and the file name picks one of
    them; never against a case the text names by number."""
    if text_filing.case_ids or not name_hint:
        return text_filing
    try:
        res = resolve(name_hint)
    except Exception:  # noqa: BLE001 - a name the resolver refuses is no cue
        return text_filing
    if not res.case_id:
        return text_filing
    chosen = res.case_id
    cands = text_filing.candidates
    text_cases = {c["case_id"] for c in cands}
    by_number = {c["case_id"] for c in cands if c["tier"] == "number" and c["score"] >= 100}
    if not cands:
        return Filing([chosen], candidates_of(res), confidence_of(candidates_of(res)) * 0.95,
                      f"from the file name: {res.reason}")
    if chosen in text_cases and by_number <= {chosen}:
        ranked = sorted(cands, key=lambda c: c["case_id"] != chosen)
        return Filing([chosen], ranked, confidence_of(ranked),
                      f"the file name chooses {chosen} among the cases the text names ({text_filing.reason})")
    text_filing.reason = f"{text_filing.reason}; the file name points to another case ({res.reason})"
    return text_filing


# Identifiers a document shares with a case's description (its nature): a vehicle's registration, a crime or
# FIR number with its year, a flat or plot code, a cheque or policy number. Dates, amounts, years and bare
# short numbers (sections, paragraph numbers) are never identifiers.
_VEHICLE = re.compile(r"(?<![A-Za-z0-9])([A-Z]{2})[\s-]?(\d{1,2})[\s-]?([A-Z]{1,3})[\s-]?(\d{3,4})(?![A-Za-z0-9])")
_NUMBER_YEAR = re.compile(r"(?<![\w/.,-])(\d{1,6})\s*(?:/|of)\s*((?:19|20)\d{2})(?![\w/-]|[.,]\d)", re.IGNORECASE)
_CODE = re.compile(r"(?<![\w/-])([A-Za-z]{1,5}-?\d{1,3}/\d{2,5}|[A-Za-z]{1,3}-\d{3,5})(?![\w/-])")
_LONG_NUMBER = re.compile(r"(?<![\w,./-])(\d{5,12})(?![\w/-]|[.,]\d)")


def identifiers(text: str) -> set[str]:
    """The distinctive identifiers written in a text, normalised ('UP32 KT 4471' → 'UP32KT4471',
    'Crime No. 0412/2022' → '412/2022', 'LIG-2/118', cheque '004521')."""
    flat = D.ascii_digits(text)
    for found in D.find_dates(flat):  # a date is never an identifier
        flat = flat[: found.start] + " " * (found.end - found.start) + flat[found.end:]
    out = {"".join(m.groups()).upper() for m in _VEHICLE.finditer(flat)}
    out |= {f"{int(m[1])}/{m[2]}" for m in _NUMBER_YEAR.finditer(flat)}
    out |= {m[1].upper() for m in _CODE.finditer(flat)}
    out |= {m[1] for m in _LONG_NUMBER.finditer(flat) if not re.fullmatch(r"(?:19|20)\d{2}", m[1])}
    return out


def described_cases(text: str, index: dict[str, set[str]]) -> dict[str, list[str]]:
    """Case id → the identifiers this text shares with that case's description, for identifiers that only
    one case's description records."""
    out: dict[str, list[str]] = {}
    for ident in sorted(identifiers(text)):
        owners = index.get(ident, set())
        if len(owners) == 1:
            out.setdefault(next(iter(owners)), []).append(ident)
    return out
