"""Offline fact extraction: content → sentence/clause facts with dates and entities.

This is the path used when no LLM fact extractor is configured. A fact is a sentence (a long sentence is cut
at clause boundaries: " - ", ";"); very short fragments are joined to their neighbour. Each fact carries the
dates found in it (day-first, anchored to the item's timestamp) and the entities it names:

- people with honorifics: "Smt. Lakshmi", "Sri Rao", "Dr. Reddy", "Justice Rao", and the South Indian
  suffix forms "Gopal garu", "Murthy sir", "Savitri amma", "Chowdary madam" (also గారు, जी);
- organisations: capitalised names ending in Ltd, Bank, Corporation, Society, Trust, ...;
- case numbers: "O.S. No. 318 of 2022", "OS 318/22", "W.P. 1234/2021" → canonical "OS 318/2022".

Case numbers named anywhere in an item are linked to every fact of that item (a note is about its case),
which is the offline stand-in for the coreference an LLM extractor would resolve.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Literal

from tareekh.memory.dates import find_dates


@dataclass
class ExtractedEntity:
    name: str  # as displayed
    key: str  # canonical lower-case key; equal keys are the same entity
    kind: str  # person | organisation | case_number | other


@dataclass
class ExtractedFact:
    """One fact as an extractor returns it (offline or LLM); the bank stores it as a memory."""

    text: str
    type: Literal["world", "experience"] = "world"
    occurred_start: datetime | None = None
    occurred_end: datetime | None = None
    entities: list[ExtractedEntity] = field(default_factory=list)


_ABBREV = {
    "no", "nos", "sri", "smt", "shri", "srimati", "dr", "mr", "mrs", "ms", "vs", "v", "ex", "exs", "sr", "jr",
    "st", "hon'ble", "honble", "justice", "adv", "advs", "e.g", "i.e", "etc", "viz", "sec", "secs", "u/s",
    "r/w", "art", "cl", "para", "pg", "p", "pp", "vol", "ref", "dt", "govt", "co", "ltd", "pvt", "inc",
    "approx", "retd", "prof", "capt", "col", "gen", "sh", "kum", "km", "rs", "a.m", "p.m", "am", "pm", "ors",
    "anr", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "addl", "spl",
}
_SENT_END = re.compile(r"(?<=[.!?।॥])[\"')\]]*\s+|\n+")
_CLAUSE = re.compile(r"\s+[-–—]\s+|;\s+")
_WORDS = re.compile(r"\w+", re.UNICODE)
MAX_SENTENCE_WORDS = 30
MIN_FACT_WORDS = 3


def _is_abbreviation(before: str, after: str) -> bool:
    token = before.rsplit(None, 1)[-1] if before.strip() else ""
    token = token.strip("(\"'[").rstrip(".").lower()
    if not token:
        return False
    if token in ("no", "nos"):  # "No. 318" but not "said no."
        return after[:1].isdigit()
    if token in _ABBREV:
        return True
    if len(token) == 1 and token.isalpha():  # an initial: "K. Rao", "O.S."
        return True
    if re.fullmatch(r"(?:[a-z]\.)+[a-z]?", token):  # "o.s", "w.p", "i.a"
        return True
    return False


def split_sentences(text: str) -> list[str]:
    """Sentences of `text`, not cut after abbreviations, initials or "No."."""
    out: list[str] = []
    start = 0
    for m in _SENT_END.finditer(text):
        piece = text[start : m.start()]
        if "\n" not in m.group(0) and _is_abbreviation(piece, text[m.end() :]):
            continue
        if piece.strip():
            out.append(piece.strip())
        start = m.end()
    if text[start:].strip():
        out.append(text[start:].strip())
    return out


def _n_words(text: str) -> int:
    return len(_WORDS.findall(text))


def _join_short(parts: list[str], sep: str) -> list[str]:
    """Join fragments shorter than MIN_FACT_WORDS to the next part (or the previous, at the end)."""
    out: list[str] = []
    carry = ""
    for part in parts:
        part = (carry + sep + part) if carry else part
        if _n_words(part) < MIN_FACT_WORDS:
            carry = part
            continue
        carry = ""
        out.append(part)
    if carry:
        if out:
            out[-1] = out[-1] + sep + carry
        else:
            out.append(carry)
    return out


def split_facts(content: str) -> list[str]:
    """Sentence facts; a sentence over MAX_SENTENCE_WORDS words is cut at its clauses."""
    facts: list[str] = []
    for sentence in split_sentences(content):
        if _n_words(sentence) > MAX_SENTENCE_WORDS:
            clauses = [c.strip() for c in _CLAUSE.split(sentence) if c.strip()]
            facts.extend(_join_short(clauses, " - "))
        else:
            facts.append(sentence)
    facts = [f for f in facts if _WORDS.search(f)]
    return _join_short(facts, " ")


# --- entities -------------------------------------------------------------------------------------------

_CAP = r"[A-Z][a-zA-Z'’]+"
_NAME = rf"{_CAP}(?:\s+(?:[A-Z]\.\s*)*{_CAP}){{0,2}}"
_PREFIX = (
    r"(?:Smt|Srimathi|Srimati|Sri|Shri|Shree|Dr|Mr|Mrs|Ms|Kum|Justice|Hon'?ble\s+Justice|Adv|Advocate|Prof)"
)
_PERSON_PREFIX = re.compile(rf"\b{_PREFIX}\.?\s+((?:[A-Z]\.\s*)*{_NAME})")
_SUFFIX_WORDS = r"(?:garu|gaaru|gāru|sir|madam|amma|ji|saab|sahib|anna|akka|babu|mam)"
_PERSON_SUFFIX = re.compile(rf"\b((?:[A-Z]\.\s*)*{_CAP}(?:\s+{_CAP})?)\s+{_SUFFIX_WORDS}\b")
_INDIC_SUFFIX = re.compile(r"([\u0C00-\u0C7F\u0900-\u097F]+)\s+(?:గారు|గారి|జీ|जी|साहब)")
_INDIC_PREFIX = re.compile(r"(?:श्री|श्रीमती|శ్రీ|శ్రీమతి)\s*([\u0C00-\u0C7F\u0900-\u097F]+)")
_ORG_TAIL = (
    r"(?:Ltd|Limited|Pvt|Private Limited|Bank|Corporation|Company|Co|Trust|Society|Association|Council|"
    r"Authority|Board|Tribunal|Commission|Department|Municipality|Municipal Corporation|Hospital|University|"
    r"College|School|Samithi|Samiti|Sangham|Sangh|LLP|Inc|Industries|Enterprises|Group|Foundation|Panchayat)"
)
_ORG = re.compile(rf"\b((?:{_CAP}|[A-Z]{{2,}}|&)(?:\s+(?:{_CAP}|[A-Z]{{2,}}|&|of|and)){{0,5}}\s+{_ORG_TAIL}(?:\s+of\s+{_CAP}(?:\s+{_CAP})?)?)\.?\b")
_CASE_KIND = (
    r"O\.?\s?S|O\.?\s?P|A\.?\s?S|W\.?\s?P|W\.?\s?A|C\.?\s?C|C\.?\s?A|I\.?\s?A|E\.?\s?P|R\.?\s?C|M\.?\s?C|"
    r"C\.?\s?R\.?\s?P|C\.?\s?M\.?\s?A|Crl\.?\s?[AP]|Crl\.?\s?R\.?\s?C|S\.?\s?C|S\.?\s?T|F\.?\s?C|M\.?\s?A|"
    r"S\.?\s?A|L\.?\s?A\.?\s?O\.?\s?P|A\.?\s?T\.?\s?C|H\.?\s?M\.?\s?O\.?\s?P|D\.?\s?V\.?\s?C|C\.?\s?S"
)
_CASE = re.compile(
    rf"\b({_CASE_KIND})\.?\s*(?:No\.?|Nos\.?|Number)?\s*(\d{{1,6}})\s*(?:of|/|-)\s*(\d{{4}}|\d{{2}})(?!\d)",
    re.I,
)
_NOT_NAMES = {
    "the", "our", "their", "his", "her", "court", "counsel", "client", "judge", "learned", "this", "that",
    "today", "madam", "sir", "next", "when", "then", "also", "said", "told", "and", "but", "later", "met",
    "called", "asked", "after", "before", "yesterday", "tomorrow", "again", "only", "even", "so", "if", "as",
    "with", "for", "from", "to", "at", "on", "in", "by", "of", "meanwhile", "finally", "spoke", "saw", "phoned",
    "informed", "per", "dear", "respected", "thanked", "thank", "ask", "tell", "call", "told", "we", "i", "he",
    "she", "they", "it", "my", "your", "a", "an", "what", "why", "how", "who", "whom", "where", "mr", "mrs",
}


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    return re.sub(r"\s+", " ", re.sub(r"[.’']", "", text)).strip().lower()


def case_key(kind: str, number: str, year: str) -> str:
    y = int(year)
    if len(year) == 2:
        y += 2000 if y <= 69 else 1900
    k = re.sub(r"[^A-Za-z]", "", kind).upper()
    if k.startswith("CRL"):
        k = "Crl." + k[3:]
    return f"{k} {int(number)}/{y}"


def find_entities(text: str) -> list[ExtractedEntity]:
    """Entities named in `text` (people with honorifics, organisations, case numbers), de-duplicated."""
    found: dict[str, ExtractedEntity] = {}

    def add(name: str, kind: str, key: str | None = None) -> None:
        name = name.strip(" .,")
        if kind == "person":  # "Later Gopal sir" names Gopal
            words = name.split()
            while len(words) > 1 and words[0].lower().strip(".") in _NOT_NAMES:
                words = words[1:]
            name = " ".join(words)
        key = key or _norm(name)
        if not key or key in _NOT_NAMES or (kind == "person" and key.split()[0] in _NOT_NAMES):
            return
        found.setdefault(f"{kind}:{key}", ExtractedEntity(name=name, key=f"{kind}:{key}", kind=kind))

    for m in _CASE.finditer(text):
        key = case_key(*m.groups())
        add(key, "case_number", key.lower())
    for m in _PERSON_PREFIX.finditer(text):
        add(m.group(1), "person")
    for m in _PERSON_SUFFIX.finditer(text):
        add(m.group(1), "person")
    for m in _INDIC_SUFFIX.finditer(text):
        add(m.group(1), "person")
    for m in _INDIC_PREFIX.finditer(text):
        add(m.group(1), "person")
    for m in _ORG.finditer(text):
        add(m.group(1), "organisation")
    return list(found.values())


def _to_dt(d: date) -> datetime:
    return datetime(d.year, d.month, d.day)


def extract_facts(content: str, anchor: datetime | None) -> list[ExtractedFact]:
    """The offline extractor: sentence/clause facts with their dates and entities."""
    anchor_day = (anchor or datetime.now()).date()
    item_cases = [e for e in find_entities(content) if e.kind == "case_number"]
    if len(item_cases) > 1:  # only an item about one case links it to all its facts
        item_cases = []
    facts: list[ExtractedFact] = []
    for text in split_facts(content):
        entities = find_entities(text)
        keys = {e.key for e in entities}
        entities += [e for e in item_cases if e.key not in keys]
        spans = find_dates(text, anchor_day)
        start = end = None
        if spans:
            start = _to_dt(min(s.start for s in spans))
            end = _to_dt(max(s.end for s in spans))
        facts.append(ExtractedFact(text=text, occurred_start=start, occurred_end=end, entities=entities))
    return facts
