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


# A piece of land by its number in the revenue record: "Khasra No. 217", "Survey Nos. 41, 42 and 43",
# "Sy. No. 118/2", "गाटा सं. 311", "खसरा संख्या 217". Plot and flat numbers repeat from one colony to the next
# and are no such key.
_LAND = re.compile(
    r"(?<![\w])(?:khasra|survey|sy|gata|khata|khatauni|khewat|dag|cts|gat|खसरा|गाटा|खाता|खतौनी)"
    r"\s*\.?\s*(?:nos?|numbers?|सं|संख्या)\s*\.?\s*[:\-]?\s*"
    r"(?P<list>\d{1,5}(?:/\d{1,3})?(?:\s*(?:,|and|&|व|एवं|तथा)\s*\d{1,5}(?:/\d{1,3})?)*)",
    re.IGNORECASE,
)


def land_numbers(text: str) -> set[str]:
    """'Khasra Nos. 214, 215 and 217 (part)' → {'land:214', 'land:215', 'land:217'}."""
    flat = D.ascii_digits(text)
    return {f"land:{n}" for m in _LAND.finditer(flat) for n in re.findall(r"\d{1,5}(?:/\d{1,3})?", m["list"])}


def identifiers(text: str) -> set[str]:
    """The distinctive identifiers written in a text, normalised ('UP32 KT 4471' → 'UP32KT4471',
    'Crime No. 0412/2022' → '412/2022', 'LIG-2/118', cheque '004521', 'Khasra No. 217' → 'land:217')."""
    flat = D.ascii_digits(text)
    for found in D.find_dates(flat):  # a date is never an identifier
        flat = flat[: found.start] + " " * (found.end - found.start) + flat[found.end:]
    out = land_numbers(flat)
    out |= {"".join(m.groups()).upper() for m in _VEHICLE.finditer(flat)}
    out |= {f"{int(m[1])}/{m[2]}" for m in _NUMBER_YEAR.finditer(flat)}
    out |= {m[1].upper() for m in _CODE.finditer(flat)}
    out |= {m[1] for m in _LONG_NUMBER.finditer(flat) if not re.fullmatch(r"(?:19|20)\d{2}", m[1])}
    return out


# A date a case's description gives a paper by ("the sale deed dated 09.07.2018", "order dt. 12.02.2025",
# "award of 21.11.2023"): a document bearing that date as its own is that paper.
_CITES_PAPER = re.compile(r"(?:\bdated|\bdtd?\.?|\bof|दिनांकित|दिनांक)\s*$", re.IGNORECASE)
DATE_KEY, PAPER_KEY = "date:", "paper:"


def description_keys(description: str) -> set[str]:
    """What a case's description records that a document can share: its identifiers, every date it gives
    (`date:` + ISO) and the dates it cites a paper by (`paper:` + ISO)."""
    keys = identifiers(description)
    flat = D.ascii_digits(description)
    for found in D.find_dates(flat):
        keys.add(DATE_KEY + found.value.isoformat())
        if _CITES_PAPER.search(flat[max(0, found.start - 12): found.start]):
            keys.add(PAPER_KEY + found.value.isoformat())
    return keys


def described_cases(text: str, index: dict[str, set[str]], own_date: str | None = None,
                    named: Iterable[str] = ()) -> dict[str, list[str]]:
    """Case id → what this text shares with that case's description, for what only one case's description
    records: an identifier; the document's own date when the description cites a paper by it; or, among the
    cases the text already names (a word they share narrowed it to them), any date the text gives."""
    out: dict[str, list[str]] = {}

    def take(key: str, shown: str, among: set[str] | None = None) -> None:
        owners = index.get(key, set())
        if len(owners) == 1 and (among is None or owners <= among):
            cues = out.setdefault(next(iter(owners)), [])
            if shown not in cues:
                cues.append(shown)

    for ident in sorted(identifiers(text)):
        take(ident, ident)
    if own_date:
        take(PAPER_KEY + own_date, f"the paper of {own_date}")
    among = set(named)
    if among:
        for found in D.find_dates(D.ascii_digits(text)):
            take(DATE_KEY + found.value.isoformat(), found.text, among)
    return out


# Names written in Devanagari ("सुरेश तिवारी") are the registry's Roman names ("Suresh Tiwari") spelt in another
# script. Both are reduced to their consonants, as the ear hears them (aspiration, vowels and doubled letters
# dropped; "ph"/"f" one sound, "w"/"v" one, "z"/"j" one), so that the spellings a clerk or a transliterator
# picks meet.
_DEVA_SOUNDS = {
    **dict.fromkeys("कक़", "k"), **dict.fromkeys("खख़", "k"), **dict.fromkeys("गग़", "g"), "घ": "g", "ङ": "n",
    "च": "c", "छ": "c", **dict.fromkeys("जज़", "j"), "झ": "j", "ञ": "n", "ट": "t", "ठ": "t",
    **dict.fromkeys("डड़", "d"), **dict.fromkeys("ढढ़", "d"), "ण": "n", "त": "t", "थ": "t", "द": "d", "ध": "d",
    "न": "n", "प": "p", **dict.fromkeys("फफ़", "p"), "ब": "b", "भ": "b", "म": "m", **dict.fromkeys("यय़", "y"),
    "र": "r", "ल": "l", "ळ": "l", "व": "v", "श": "s", "ष": "s", "स": "s", "ं": "n", "ँ": "n",
}
_DEVA_WORD = re.compile(r"[\u0900-\u0963\u0971-\u097F]+")
_TOKEN = re.compile(r"[\u0900-\u0963\u0971-\u097F]+|[A-Za-z0-9]+")
_LATIN_PAIRS = [("ph", "p"), ("sh", "s"), ("ch", "C"), ("kh", "k"), ("gh", "g"), ("th", "t"), ("dh", "d"),
                ("bh", "b"), ("jh", "j"), ("ck", "k"), ("q", "k"), ("x", "ks"), ("z", "j"), ("f", "p"), ("w", "v"),
                ("c", "k"), ("C", "c")]
SOUND_KEY_MIN = 5  # consonants a name needs before its sound alone may stand for it


def _collapse(s: str) -> str:
    return re.sub(r"(.)\1+", r"\1", s)


def sound_key(word: str) -> str:
    """A word's consonants as heard, the same for 'Naveen' and 'नवीन' ('nvn')."""
    if _DEVA_WORD.fullmatch(word):
        return _collapse("".join(_DEVA_SOUNDS.get(ch, "") for ch in word))
    w = re.sub(r"[^a-z]", "", word.lower())
    for a, b in _LATIN_PAIRS:
        w = w.replace(a, b)
    w = re.sub(r"ng(?![aeiou])", "n", w)  # "Singh" ends in the nasal that "सिंह" writes with a dot
    return _collapse(re.sub(r"[aeiouh]", "", w))


def names_in_devanagari(text: str, names: Iterable[str]) -> list[str]:
    """The Roman names (of two words or more) that a run of Devanagari words in the text sounds like."""
    if not _DEVA_WORD.search(text):
        return []
    wanted: dict[tuple[str, ...], str] = {}
    for name in names:
        parts = _TOKEN.findall(name)
        if len(parts) < 2 or any(p.isdigit() or not p.isascii() for p in parts):
            continue
        key = tuple(sound_key(p) for p in parts)
        if all(key) and sum(map(len, key)) >= SOUND_KEY_MIN:
            wanted.setdefault(key, name)
    if not wanted:
        return []
    sizes = sorted({len(k) for k in wanted})
    tokens = _TOKEN.findall(text)
    keys = [sound_key(t) if _DEVA_WORD.fullmatch(t) else None for t in tokens]
    found: list[str] = []
    for i in range(len(tokens)):
        for n in sizes:
            window = keys[i:i + n]
            if len(window) == n and None not in window and (name := wanted.get(tuple(window))) and name not in found:
                found.append(name)
    return found


def with_roman_names(text: str, names: Iterable[str]) -> str:
    """The text, with the Roman names its Devanagari spells added on a line of their own, for resolving."""
    found = names_in_devanagari(text, names)
    return f"{text}\n{'; '.join(found)}" if found else text


SECOND_NAME_WINDOW = 6  # words between a shared name and the name that chooses among its cases


def name_words_index(cases: Iterable[tuple[str, str]]) -> dict[str, set[str]]:
    """Word → the cases whose names (title, short name) contain it; generic and kind words left out."""
    from tareekh.registry.aliases import GENERIC, is_kind_word, words

    index: dict[str, set[str]] = {}
    for case_id, names in cases:
        for w in words(names):
            if len(w) >= 4 and w.isalpha() and w not in GENERIC and not is_kind_word(w):
                index.setdefault(w, set()).add(case_id)
    return index


def choose_by_second_name(filing: Filing, text: str, index: dict[str, set[str]], auto_file_min: float) -> Filing:
    """A text whose only cue is a name several cases share ("Silver Oak" for the builder's suit and the
    buyer's complaint) and that writes, close to it, a word of only one of those cases' names (a surname of
    its party, "Sharma v Silver Oak") is about that case: the shared name narrowed, the second name chose.
    A word that names any other registered case is no cue."""
    from tareekh.registry.aliases import words

    cands = filing.candidates
    shared = [c for c in cands if c["tier"] == "alias"]
    among = {c["case_id"] for c in shared}
    if (filing.case_ids or len(among) < 2 or any(c["tier"] == "number" for c in cands)
            or any(c["score"] >= auto_file_min for c in cands)):
        return filing
    tokens = words(text)
    shared_words = {w for c in shared for w in words(c["matched"])}
    near = {i for i, t in enumerate(tokens) if t in shared_words}
    chosen: dict[str, str] = {}
    for i, t in enumerate(tokens):
        owners = index.get(t, set())
        if (t not in shared_words and len(owners) == 1 and owners <= among
                and any(abs(i - j) <= SECOND_NAME_WINDOW for j in near)):
            chosen.setdefault(next(iter(owners)), t)
    if len(chosen) != 1:
        return filing
    (case_id, word), = chosen.items()
    ranked = sorted(cands, key=lambda c: c["case_id"] != case_id)
    matched = next(c["matched"] for c in shared if c["case_id"] == case_id)
    return Filing([case_id], ranked, auto_file_min / 100.0,
                  f"'{matched}' is a name several cases share; '{word}' beside it names only one of them")


def choose_by_name_and_kind(filing: Filing, text: str, index: dict[str, set[str]],
                            kinds: dict[str, set[str]], auto_file_min: float) -> Filing:
    """A text that names no case by number or alias, but writes a word of only one case's names (a party's
    first name, "Shabnam writ") right beside a word saying that case's kind (writ, bail, suit, appeal), is
    about that case. A very common name is no cue: a witness, a judge or a clerk may bear it."""
    from tareekh.registry.aliases import COMMON_NAMES, words

    if filing.case_ids or filing.candidates:
        return filing
    tokens = words(text)
    chosen: dict[str, str] = {}
    for i, t in enumerate(tokens):
        owners = index.get(t, set())
        if len(owners) != 1 or t in COMMON_NAMES:
            continue
        case_id = next(iter(owners))
        beside = set(tokens[max(0, i - 2): i]) | set(tokens[i + 1: i + 3])
        if beside & kinds.get(case_id, set()):
            chosen.setdefault(case_id, t)
    if len(chosen) != 1:
        return filing
    (case_id, word), = chosen.items()
    return Filing([case_id], [{"case_id": case_id, "score": auto_file_min, "tier": "alias", "matched": word}],
                  auto_file_min / 100.0, f"'{word}' is in the names of one case only, and the text says its kind")


def kind_words(short_name: str | None, number: str | None) -> set[str]:
    """The words of a case's short name and number that say what kind of case it is ('writ', 'bail', 'suit')."""
    from tareekh.registry.aliases import is_kind_word, words

    return {w for w in words(f"{short_name or ''} {number or ''}") if len(w) >= 3 and is_kind_word(w)}
