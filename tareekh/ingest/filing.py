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

import logging
import re
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta

from tareekh import clock
from tareekh.errors import TareekhError
from tareekh.ingest import dates as D
from tareekh.ingest import review as entries_table
from tareekh.ingest.dates import DayMonth
from tareekh.ingest.learned import learn
from tareekh.ingest.counsel_names import counsel_only, given_keys
from tareekh.ingest.documents import own_day
from tareekh.ingest.forum_chain import (forum_marks, forum_named, forum_words, judge_named, listed_for, marks_written,
                                        shown_day)
from tareekh.registry.aliases import words as words_of
from tareekh.ingest.papers import corrected_next_date, denied_days, non_hearing_kind, reads_as_court_day
from tareekh.ingest.plans import PLAN_KIND, days_named, item_body, remark_label
from tareekh.ingest.review import CaseCandidate, Entry
from tareekh.ingest.shared_number import bench_numbers, choose_by_forum_among_number
from tareekh.registry import Registry
from tareekh.registry.models import Resolution
from tareekh.registry.resolve import PASSING_SCORE, SHARED_PENALTY, SOMEONE_ELSES_SCORE
from tareekh.registry.translated import kinds_across_languages
from tareekh.registry.sounds import names_in_devanagari, sound_key, words_heard  # noqa: F401 - sound_key: ingest tests read it here

log = logging.getLogger("tareekh.ingest")

STAMP_TO_LISTED_DAYS = 3  # a photo of the day's page is taken or forwarded within a day or two
RESOLVE_CHARS = 90_000  # the resolver refuses whole books (100,000 characters); a document's case is on its first pages
# The reason an entry waits when the lawyer chose one case and the note names another (the GUI and the CLI
# show it; `Entry.reason`).
NAMES_ANOTHER_CASE = "the note names another case than the one you chose"
# An aside in brackets on a line of its own, under a note: a remark on another matter ("(also see the <name> appeal)"),
# no cue to the note's own case
_ASIDE_LINE = re.compile(r"^[ \t]*\([^()\n]{3,}\)[ \t.]*$", re.MULTILINE)

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
CHAT_DAY_NO_CASE = "a day of a chat that names no case"
# An exported chat is named for whom it is with: "WhatsApp Chat with X.txt", "WhatsApp Chat - X.zip".
# a chat day's message line: "17:40 Name: text", as exported "06/07/2026, 17:40 - Name: text" (12-hour clocks too)
_SENDER = re.compile(r"(?m)^\[?(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[apAP]\.?[mM]\.?(?![A-Za-z]))?\]?"
                     r"\s*-?\s*(?P<who>[^:\n]{2,60}?):\s")
_CHAT_NAME = re.compile(r"^\s*whats\s?app\s+chat\s*(?:with\b|[-–—:])\s*(?P<who>.+?)\s*(?:\(\d+\))?(?:\.\w{2,4})*\s*$",
                        re.IGNORECASE)
# How else an export is named for its contact: "Chat with X", "X chat", "X WhatsApp", "WA - X"
_CHAT_NAME_OTHER = re.compile(
    r"^\s*(?:(?:chat|wa)\s*(?:with\b|[-–—:])\s*(?P<a>.+?)|(?P<b>.+?)\s*[-–—_]?\s*(?:whats\s?app|wa)?\s*chat(?:\s+export)?"
    r"|(?P<c>.+?)\s*[-–—_]?\s*whats\s?app)\s*(?:\(\d+\))?(?:\.\w{2,4})*\s*$", re.IGNORECASE)


OTHER_DAYS = "the chat's other days name only this case"


def chat_contact(file_name: str) -> str | None:
    """The contact a chat export's file name is for, however the phone or the lawyer named it."""
    m = _CHAT_NAME.match(file_name)
    if m:
        return m["who"]
    m = _CHAT_NAME_OTHER.match(file_name)
    who = (m["a"] or m["b"] or m["c"]) if m else None
    return who.strip(" -_") or None if who else None


_NOT_A_NAME = re.compile(r"(?i)^(?:export(?:ed)?|chat|whats\s?app|wa|with|copy|backup|new|text|document|"
                         rf"{D._MONTH}|\d[\d\-_.]*)$")


def contact_named_alone(file_name: str) -> str | None:
    """A contact an export is named for with no word around it but an export's own ("Ketaki Wadkar.txt", "Omkar
    Pendharkar export 12-03.txt"): the capitalised words left of its name, a person as a phone saves them."""
    stem = re.sub(r"(?:\.\w{2,4})+$", "", file_name.strip())
    kept = [w for w in re.split(r"[\s_\-]+", stem) if w and not _NOT_A_NAME.match(w)]
    if not 1 <= len(kept) <= 4 or not all(w[:1].isupper() and w.isalpha() for w in kept):
        return None
    return " ".join(kept)


@dataclass
class Filing:
    """Where a record goes: `case_ids` to file under (none for review or a general note)."""

    case_ids: list[str] = field(default_factory=list)
    candidates: list[CaseCandidate] = field(default_factory=list)
    confidence: float = 0.0
    reason: str = ""
    general: bool = False  # about no registered case, on positive evidence


@dataclass(frozen=True)
class NextDateMove:
    """A filed hearing's next date, for the registry to take once the entries are saved."""

    entry_id: int
    case_id: str
    hearing: str
    next_date: str
    stage: str | None
    denied: frozenset[tuple[int, int]] = frozenset()  # a correction's: (day, month) of the dates it calls wrong



def candidates_of(res: Resolution) -> list[CaseCandidate]:
    return [CaseCandidate(case_id=c.case_id, score=float(c.score), tier=str(c.tier), matched=str(c.matched))
            for c in res.candidates]


def confidence_of(cands: list[CaseCandidate]) -> float:
    return min(1.0, cands[0].score / 100.0) if cands else 0.0


def filing_of(res: Resolution) -> Filing:
    """A resolution as a filing: its case when it may be filed without a person, its ranked candidates."""
    cands = candidates_of(res)
    return Filing([res.case_id] if res.case_id else [], cands, confidence_of(cands),
                  res.reason or ("filed automatically" if res.case_id else ""))


def names_no_case(cands: list[CaseCandidate]) -> bool:
    """Whether a text's candidates name no case at all: there are none, or every one is a guess the resolver itself
    would never file on — a word that only resembles a name's spelling (a common word of the note's language,
    "suni" for "Sunil", "bola" for "Bolla"), or one case's surname that the resolver read as another person's
    ("Naib Tehsildar <given> <surname>"). Such a guess must not outweigh a name, a kind or a court of one case that
    the note writes plainly; it stays a candidate behind the case they choose."""
    if all(c.tier == "fuzzy" for c in cands):
        return True
    return (len({c.case_id for c in cands}) == 1
            and all(c.tier == "alias" and c.score <= SOMEONE_ELSES_SCORE for c in cands))


def named_cases(res: Resolution, auto_file_min: float) -> list[str]:
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
    # a short title naming the list anywhere in it: "this week - personal / office", "Sunday: to do"
    if head and len(head[0].split()) <= 8 and any(_TODO.match(part) for part in re.split(r"[-–—:/,|()]+", head[0])):
        return "a to-do list"
    if doc_kind == "circular":
        return "a circular"
    if _OTHERS.search(text):
        return "another lawyer's matter"
    return None


# a sum of money, which may look like a day and month ("1.05 cr", "Rs. 2.10 lakh"): no day
_AMOUNT = re.compile(r"(?i)(?:rs\.?|₹|inr)\s*[\d.,]+|[\d.,]+\s*(?:cr|crores?|lakhs?|lacs?|lac|thousand|%)(?![a-z])")


def names_day(text: str, day: date) -> bool:
    """Whether `text` names `day`: as a full date, or as its day and month ("12/5", "10 Aug")."""
    if any(f.value == day for f in D.find_dates(text)):
        return True
    return (day.day, day.month) in D.day_months(text)


def year_from_listed_dates(dm: DayMonth, listed: Iterable[str]) -> date | None:
    """The date a case was listed for (a next date it had) that falls on this day and month; the latest one."""
    found = sorted({d for d in listed if d and len(d) >= 10 and d[5:10] == f"{dm.month:02d}-{dm.day:02d}"})
    return date.fromisoformat(found[-1][:10]) if found else None


def choose_by_file_name(text_filing: Filing, resolve: Callable[[str], Resolution], name_hint: str | None) -> Filing:
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
    text_cases = {c.case_id for c in cands}
    by_number = {c.case_id for c in cands if c.tier == "number" and c.score >= 100}
    if not cands:
        return Filing([chosen], candidates_of(res), confidence_of(candidates_of(res)) * 0.95,
                      f"from the file name: {res.reason}")
    if chosen in text_cases and by_number <= {chosen}:
        ranked = sorted(cands, key=lambda c: c.case_id != chosen)
        return Filing([chosen], ranked, confidence_of(ranked),
                      f"the file name chooses {chosen} among the cases the text names ({text_filing.reason})")
    named = candidates_of(res)
    if all(c.tier == "fuzzy" for c in cands) and named and named[0].tier == "number":
        # the text only has a word resembling another case's name ("<name>" one letter off a party's), the file name
        # gives the case's number ("OS41 PW1 cross.txt"): the number the lawyer wrote decides
        return Filing([chosen], named + cands, confidence_of(named) * 0.95,
                      f"from the file name's case number: {res.reason}; the text only resembles another case's name")
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


_COUNSEL_TAG = re.compile(r"(?i)^(?P<name>.*?[A-Za-z].*?)[\s,(]+(?:adv|advocate|vakil|vakeel|wakil|lawyer|counsel)\.?\)?\s*$")


def without_counsel_senders(day: str, messages: str) -> str:
    """A chat day's messages with the name of a sender who signs as an advocate ("Trivedi Adv", "Rao (advocate)")
    blanked wherever it is written: the lawyer or a counsel writes, and the others call them by that name ("ji
    Sharma sa"), whose surname a party of another case may bear. `day`: the day's lines, with their senders."""
    text = messages
    names: set[str] = set()
    for m in _SENDER.finditer(day):
        tag = _COUNSEL_TAG.match(m["who"].strip())
        if tag:
            names.update(w for w in re.findall(r"[A-Za-z]{3,}", tag["name"]))
    if not names:
        return text
    pattern = re.compile(r"(?<![A-Za-z])(?:" + "|".join(map(re.escape, sorted(names, key=len, reverse=True)))
                         + r")(?![A-Za-z])", re.IGNORECASE)
    return pattern.sub("—", text)


def with_roman_names(text: str, names: Iterable[str], counsel_given: dict[str, set[str]] | None = None,
                     party_given: dict[str, set[str]] | None = None, forum_words: Iterable[str] = ()) -> str:
    """The text, with the Roman names its Devanagari spells added on a line of their own, for resolving. A
    one-word name written only as a counsel's or judge's surname there (see counsel_names) is left out. A line that
    writes such a name and, in its script, a word of a court's name (`forum_words`: "કોમર્શિયલ કોર્ટ - <name>") adds
    them together too, "Commercial <name>", as a Roman note writes the forum beside the name."""
    found = names_in_devanagari(text, names)
    if counsel_given:
        found = [n for n in found if " " in n.strip() or not counsel_only(text, n, counsel_given, party_given)]
    if not found:
        return text
    added = ["; ".join(found)]
    forum_words = list(forum_words)
    for line in text.splitlines() if forum_words else ():
        if (heard := words_heard(line, forum_words)) and (named := names_in_devanagari(line, found)):
            added += [f"{' '.join(heard)} {name}" for name in named]
    return "\n".join([text, *added])


_INDIC_WORD = re.compile(r"[\u0900-\u0dff]+")


def shared_names_with_their_kind(text: str, shared: dict[str, set[str]], kinds: dict[str, set[str]]) -> list[str]:
    """A name several cases share (a party of a suit and of its appeal), written in an Indian script on a line that
    also writes, in that script, the kind of only one of them ("फूलमती / शिवनन्दन (अपील)"): the Roman name with that
    kind's Roman word beside it ("<name> appeal"), as a Roman note would write them, so that the kind chooses
    among the cases as it does there. `shared`: name word -> its cases; `kinds`: case -> its kind words."""
    from tareekh.registry.aliases import is_kind_word

    names = [w.capitalize() for w in shared]
    if not names or not _INDIC_WORD.search(text) or not names_in_devanagari(text, names):
        return []
    out: list[str] = []
    for line in text.splitlines():
        heard = {sound_key(w) for w in _INDIC_WORD.findall(line)}
        for name in names_in_devanagari(line, names) if heard else []:
            owners = shared.get(name.lower(), set())
            said = {cid: {kw for kw in kinds.get(cid, set()) - set().union(*(kinds.get(o, set()) for o in owners - {cid}))
                          if len(sound_key(kw)) >= 2 and sound_key(kw) in heard} for cid in owners}
            fits = [(cid, kws) for cid, kws in said.items() if kws]
            if len(fits) != 1:
                continue
            cid, kws = fits[0]
            # a kind heard in its own language ("बंटवारा") is written as its Roman word ("partition")
            roman = sorted((w for w in kws | (kinds_across_languages(kws) & kinds.get(cid, set())) if w.isascii()),
                           key=lambda w: (not is_kind_word(w), w))
            if roman and (pair := f"{name} {roman[0]}") not in out:
                out.append(pair)
    return out


SECOND_NAME_WINDOW = 6  # words between a shared name and the name that chooses among its cases


def name_words_index(cases: Iterable[tuple[str, str]]) -> dict[str, set[str]]:
    """Word → the cases whose names (title, short name) contain it; generic and kind words, and the forms of address a
    short name may write after its person ("<name> madam writ"), left out."""
    from tareekh.registry.aliases import FORMS_OF_ADDRESS, GENERIC, is_kind_word, words

    index: dict[str, set[str]] = {}
    for case_id, names in cases:
        for w in words(names):
            if (len(w) >= 4 and w.isalpha() and w not in GENERIC and w not in FORMS_OF_ADDRESS
                    and not is_kind_word(w)):
                index.setdefault(w, set()).add(case_id)
    return index


# a registry stage that says the matter is over, with the day ("disposed - dismissed on 20.07.2026",
# "decided 22.08.2025", "closed on 15.10.2026 (amount paid)")
_STAGE_OVER = re.compile(r"\s*(?:disposed|closed|dismissed|decreed|withdrawn|decided|compromised|settled|abated|"
                         r"quashed|acquitted|convicted)\b", re.IGNORECASE)


def ended_on(stage: str | None) -> date | None:
    """The day the registry's stage says the matter ended: the first date of a stage that opens by saying it is
    over. None for a matter not said to be over, or over on no day given."""
    if not stage or not _STAGE_OVER.match(stage):
        return None
    found = D.find_dates(D.ascii_digits(stage))
    return found[0].value if found else None


COMING_DAYS_MAX = 120  # a day and month written in a message, up to this many days after its own day, is a coming one


def _a_coming_day(text: str, day: date) -> str | None:
    """The first day the text writes, with or without its year, that is after `day` and not long after it ("<witness>
    ke 7 Oct pain ready rakhantu" in a message of 16 September): a day still to come, ISO; None when it writes none."""
    full = [f.value for f in D.find_dates(text)]
    for d, m in D.day_months(text):
        for year in (day.year, day.year + 1):
            if (when := D._make(year, m, d)) is not None:
                full.append(when)
    later = sorted(w for w in full if day < w <= day + timedelta(days=COMING_DAYS_MAX))
    return later[0].isoformat() if later else None


def filed_day(filed_on: str | None) -> date | None:
    """The registry's filing day of a case ('2026-10-15'), or None when it gives none."""
    try:
        return date.fromisoformat((filed_on or "")[:10])
    except ValueError:
        return None


_VERSUS = re.compile(r"\s+(?:vs?\.?|versus)\s+", re.IGNORECASE)
_SIDE_FILLERS = frozenset("anr ors others another and".split())


def title_sides(title: str | None) -> tuple[set[str], set[str]]:
    """The name words of a registry title's two sides ("Smt. <A> <S> & Anr. vs <B> <S>" -> {a, s}, {b, s}); empty
    sets for a title with no "vs"."""
    from tareekh.registry.aliases import GENERIC, HONORIFICS

    parts = _VERSUS.split(title or "", maxsplit=1)
    if len(parts) != 2:
        return set(), set()
    left, right = ({w for w in words_of(p) if len(w) >= DISTINCT_NAME_MIN and w.isalpha() and w not in HONORIFICS
                    and w not in GENERIC and w not in _SIDE_FILLERS} for p in parts)
    return left, right


def parties_heading_the_note(text: str, sides: dict[str, tuple[set[str], set[str]]],
                             index: dict[str, set[str]]) -> tuple[str, str, str] | None:
    """(case, first name, second name) when a note's first line writes a name of each side of one case's title
    ("<A> / <B>", "<A> v <B>", a register's "<A> / <B>" in any script), names that several cases' names hold
    (the party of a suit and of the demarcation beside it) but whose two sides only that case's title sets against
    each other; a word of another case's names anywhere in the note leaves it. A surname both sides bear is no
    side's."""
    from tareekh.registry.aliases import COMMON_NAMES

    first = next((ln for ln in text.splitlines() if ln.strip()), "")
    own = {cid: (left - right, right - left) for cid, (left, right) in sides.items()}
    spoken = sorted({w.capitalize() for left, right in own.values() for w in left | right})
    written = set(words_of(first)) | {w.lower() for w in names_in_devanagari(first, spoken)}
    written -= COMMON_NAMES
    fits = [(cid, sorted(written & left)[0], sorted(written & right)[0])
            for cid, (left, right) in sorted(own.items()) if written & left and written & right]
    if len(fits) != 1:
        return None
    case_id = fits[0][0]
    if any(index.get(t, set()) - {case_id} and case_id not in index.get(t, set()) for t in words_of(text)):
        return None
    return fits[0]

def choose_by_second_name(filing: Filing, text: str, index: dict[str, set[str]], auto_file_min: float) -> Filing:
    """A text whose only cue is a name several cases share ("Amber Grove" for the builder's suit and the
    buyer's complaint) and that writes, close to it, a word of only one of those cases' names (a surname of
    its party, "Sharma v Amber Grove") is about that case: the shared name narrowed, the second name chose.
    A word that names any other registered case is no cue."""
    from tareekh.registry.aliases import words

    cands = filing.candidates
    shared = [c for c in cands if c.tier == "alias"]
    among = {c.case_id for c in shared}
    if (filing.case_ids or len(among) < 2 or any(c.tier == "number" for c in cands)
            or any(c.score >= auto_file_min for c in cands)):
        return filing
    tokens = words(text)
    shared_words = {w for c in shared for w in words(c.matched)}
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
    ranked = sorted(cands, key=lambda c: c.case_id != case_id)
    matched = next(c.matched for c in shared if c.case_id == case_id)
    return Filing([case_id], ranked, auto_file_min / 100.0,
                  f"'{matched}' is a name several cases share; '{word}' beside it names only one of them")


# How a lawyer names a matter by its person: "<name> case", "<name> ka matter", "<name> aunty", "<name> ma'am",
# "<name> ji", "<name> sir": words of reference, kinship and respect in the languages of Indian practice.
CASE_WORDS = frozenset(
    """
    case cases matter matters file ka ki ke wala wali wale waala waali waale vala vali vale valo valu vaala vaali
    vaale valla ji jee sir madam maam mam ma am sahab
    saheb sahib sb babu garu gaaru avargal aunty auntie uncle bhai bhaiya bhaisaab didi behen bhabhi chacha
    chachi mama mami bua dada dadi nana nani amma appa akka anna thambi thangachi paati thatha maa bapu kaka
    kaki mausi tai
    """.split()
)
HEAD_WORDS = 3  # a line's head ("Marigold - …", "Rathod aunty - …") names its case in a few words


def choose_by_name_and_kind(filing: Filing, text: str, index: dict[str, set[str]],
                            kinds: dict[str, set[str]], auto_file_min: float,
                            given: set[str] | frozenset[str] = frozenset()) -> Filing:
    """A text that names no case by number or alias, but writes a word of only one case's names (a party's
    first name, "Gulnaz writ") right beside a word saying that case's kind (writ, bail, suit, appeal) or
    calling it a case or a person ("Rathod case", "Sumathi aunty", "Patil sir"), or alone at the head of one of
    its first lines ("Marigold - sought time"), is about that case. A very common name is no cue: a witness, a
    judge or a clerk may bear it."""
    from tareekh.registry.aliases import COMMON_NAMES, ORG_WORDS, words

    if filing.case_ids or not names_no_case(filing.candidates):
        return filing
    # a word the resolver read as another person's ("Dy AG <surname> sb") is that person's here too
    guessed = {w for c in filing.candidates for w in words(str(c.matched))}
    text = with_joined_initials(text)
    tokens = words(text)
    heads = [set(words(head)) for line in [ln for ln in text.splitlines() if ln.strip()][:4]
             for head in [re.split(r"\s[-–—:]\s|:\s|\s\(", line.strip(), maxsplit=1)[0]]
             if re.search(r"\s[-–—:]\s|:\s", line) and 0 < len(words(head)) <= HEAD_WORDS]
    chosen: dict[str, str] = {}
    opening: dict[str, str] = {}  # chosen by a name heading one of the note's first lines
    for i, t in enumerate(tokens):
        owners = index.get(t, set())
        if owners and t in COMMON_NAMES and t not in guessed and i + 1 < len(tokens):
            # a common given name with one case's kind right after it ("Lakshmi M.C.") names that case
            fits = {cid for cid in owners if tokens[i + 1] in kinds.get(cid, set()) - ORG_WORDS}
            if len(fits) == 1:
                chosen.setdefault(next(iter(fits)), t)
        if not owners or t in COMMON_NAMES or t in guessed or _given_name_of_another(t, owners, text, index, given):
            continue
        after = set(tokens[i + 1: i + 3])
        beside = set(tokens[max(0, i - 2): i]) | after
        # a name several cases share, with the kind of only one of them beside it ("Tanmayi WP"), chooses it; a
        # word of a firm's name ("… Insurance Co.") says no kind
        fits = {cid for cid in owners if (beside - ORG_WORDS) & kinds.get(cid, set())}
        if len(fits) == 1:
            chosen.setdefault(next(iter(fits)), t)
        if len(owners) != 1:
            continue
        case_id = next(iter(owners))
        heading = any(t in head and head <= {t} | CASE_WORDS | kinds.get(case_id, set()) for head in heads)
        if heading:
            opening.setdefault(case_id, t)
        # a word of reference or respect follows the name it calls ("Sumathi aunty", "Rathod case"); one before it
        # belongs to the name before ("Kamla amma aur Rekha …") or calls the reader ("sir, mill …") — but a
        # person's given name right after the reader is called ("Sir, Farhaan aaje pan gerhajar") is still named
        called = i >= 1 and tokens[i - 1] in CASE_WORDS and t in given and not (i >= 2 and index.get(tokens[i - 2]))
        if after & CASE_WORDS or heading or called:
            chosen.setdefault(case_id, t)
    if len(chosen) > 1 and len(opening) == 1:
        chosen = opening  # the case the note opens with; another named further down is a remark about it
    if len(chosen) != 1:
        return filing
    (case_id, word), = chosen.items()
    guesses = [c for c in filing.candidates if c.case_id != case_id]
    return Filing([case_id], [CaseCandidate(case_id=case_id, score=auto_file_min, tier="alias", matched=word), *guesses],
                  auto_file_min / 100.0, f"'{word}' is in the names of one case only, and the text says its kind")


_INITIALS = re.compile(r"(?<![A-Za-z.])((?:[A-Za-z]\.\s?){1,3}[A-Za-z])\.(?![A-Za-z])")


def with_joined_initials(text: str) -> str:
    """The text with a kind written in dotted initials joined into one word ("M.C. 42" → "MC 42", "W. P." →
    "WP"), as a case's kind words hold it."""
    return _INITIALS.sub(lambda m: re.sub(r"[.\s]", "", m.group(1)), text)


_NAME_AFTER = r"[ \t]+([A-Z][a-z]{2,})(?:[ \t]+([A-Z][a-z]{2,}))?(?![A-Za-z])"


def _given_name_of_another(word: str, owners: set[str], text: str, index: dict[str, set[str]],
                           given: set[str] | frozenset[str]) -> bool:
    """Is every time `text` writes a word of some case's names followed by one or two capitalised names that are
    no names of that case ("Farooq Lone", "Dinkar Prasad Bhat" when the case's party is "Dinkar Rao")? Then it is
    the given name of another person (a surety, a witness), no cue to the case. A form of address or a kind
    word after it ("Suresh sir", "Suresh Bail") says nothing."""
    from tareekh.registry.aliases import GENERIC, HONORIFICS, is_kind_word

    if word not in given:
        return False
    seen = False
    for m in re.finditer(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", text, re.IGNORECASE):
        after = re.match(_NAME_AFTER, text[m.end():m.end() + 40])
        if after is None:
            return False
        for n in (g.lower() for g in after.groups() if g):
            # (the index holds words of four letters or more: a shorter one may be the case's own, "Lal", "Sen")
            if (len(n) < 4 or index.get(n, set()) & owners or n in CASE_WORDS or n in HONORIFICS or n in GENERIC
                    or is_kind_word(n) or n in _NOT_NAMES):
                return False
        seen = True
    return seen


_NOT_NAMES = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august "
    "september october november december court judge today "
    "mon tue tues wed thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec somvar mangalvar "
    "budhvar guruvar brihaspativar shukravar shanivar ravivar itvar".split())

# An office written with its seat ("Tahasildar, <town>", "<town> Tehsil", "SDM <town>", "P.S. <town>"): the town is
# where a paper was issued or a matter heard, which any case of that district may be; no party's name.
_OFFICE = (r"(?:tah?a?sildar|tehsildar|tah?a?sil|tehsil|taluka?|mandal|collector(?:ate)?|sdm|sdo|rdo|mro|"
           r"p\.?\s?s\.?|thana|police\s+station|sub[\s-]?registrar|registrar|municipality|court)")


# A court's title, then a dash, then a name ("Labour Court - <name>", "JM Court – <name>"): a diary's "court, then
# its matter", where a seat is written beside the title ("Court, <town>", "<town> Court", "Court <town>")
_COURT_THEN_MATTER = re.compile(r"(?<![A-Za-z])court[ \t]*[-–—][ \t]*$", re.IGNORECASE)


def _seat_of_an_office(word: str, text: str) -> bool:
    """Is every place the text writes `word` right beside an office's title, as that office's seat? A name after a
    court's title and a dash is the matter heard there, no seat."""
    seen = False
    for m in re.finditer(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", text, re.IGNORECASE):
        before = text[max(0, m.start() - 24):m.start()]
        after = text[m.end():m.end() + 24]
        if _COURT_THEN_MATTER.search(before):
            return False
        if not (re.search(rf"(?<![A-Za-z]){_OFFICE}[\s,:.-]*$", before, re.IGNORECASE)
                or re.match(rf"[\s,]*{_OFFICE}(?![A-Za-z])", after, re.IGNORECASE)):
            return False
        seen = True
    return seen


DISTINCT_NAME_MIN = 5  # letters of a name word that may stand alone for its case ("Ravi", "Amit" are anyone's)


def choose_by_one_name(filing: Filing, text: str, index: dict[str, set[str]], kinds: dict[str, set[str]],
                       auto_file_min: float, given: set[str] | frozenset[str] = frozenset()) -> Filing:
    """A note that names no case by number or alias, but writes a name that only one case's names hold (a
    party's given name, often with an honorific glued on or beside it: "Sarla-ben", "Hari babu") and no word
    of any other case's names, is about that case. A very common name, or a short one, is no cue: a witness, a
    judge or a clerk may bear it. An everyday word that only resembles a name of the same case (a verb read as its
    party's surname) does not hold the name back."""
    from tareekh.registry.aliases import COMMON_NAMES, words

    if filing.case_ids or any(c.tier != "fuzzy" for c in filing.candidates):
        return filing
    owners: set[str] = set()
    said: list[str] = []
    for t in dict.fromkeys(words(text)):
        cases = index.get(t, set())
        if not cases:
            continue
        owners |= cases
        if (len(cases) == 1 and len(t) >= DISTINCT_NAME_MIN and t not in COMMON_NAMES
                and not _given_name_of_another(t, cases, text, index, given) and not _seat_of_an_office(t, text)):
            said.append(t)
    if len(owners) != 1 or not said:
        return filing
    case_id = next(iter(owners))
    if any(c.case_id != case_id for c in filing.candidates):
        return filing  # a word resembling another case's name stands against it; one resembling its own, beside it, does not
    tokens = set(words(text)) - CASE_WORDS  # ("<name> case", "<name> matter" call any case so, whatever its kind)
    if any(tokens & (kw - kinds.get(case_id, set())) for cid, kw in kinds.items() if cid != case_id):
        return filing  # the kind of another case is written ("X bail" when X's case is a writ): no cue
    return Filing([case_id], [CaseCandidate(case_id=case_id, score=auto_file_min, tier="alias", matched=said[0])],
                  auto_file_min / 100.0, f"'{said[0]}' is in the names of one case only, and no other case is named")


def choose_by_name_in_file_name(filing: Filing, name_hint: str | None, text: str, index: dict[str, set[str]],
                                auto_file_min: float) -> Filing:
    """A note whose text names no case (no number or alias, and no word of another case's names), uploaded alone in
    a file whose name writes a name that only one case's names hold ("<client> cross.txt") and no word of another
    case's names, is that case's: the lawyer named the file after the matter."""
    from tareekh.registry.aliases import COMMON_NAMES, words

    if filing.case_ids or filing.candidates or not name_hint:
        return filing
    in_text = set().union(*(index.get(t, set()) for t in words(text)))
    owners: set[str] = set()
    said: list[str] = []
    for t in dict.fromkeys(words(name_hint)):
        cases = index.get(t, set())
        owners |= cases
        if len(cases) == 1 and len(t) >= DISTINCT_NAME_MIN and t not in COMMON_NAMES:
            said.append(t)
    if len(owners) != 1 or not said or not in_text <= owners:
        return filing  # (a text that writes a word of another case's names speaks for itself)
    case_id = next(iter(owners))
    return Filing([case_id], [CaseCandidate(case_id=case_id, score=auto_file_min, tier="alias", matched=said[0])],
                  auto_file_min / 100.0, f"the file name writes '{said[0]}', in the names of one case only, and the "
                  "text names no case")


def kind_words(short_name: str | None, number: str | None) -> set[str]:
    """The words of a case's short name and number that say what kind of case it is ('writ', 'bail', 'suit'),
    with the number's type as a lawyer writes it in one word ('W.P. 18/2025' -> 'wp')."""
    from tareekh.registry.aliases import is_kind_word, words

    found = {w for w in words(f"{short_name or ''} {number or ''}") if len(w) >= 3 and is_kind_word(w)}
    prefix = re.match(r"\s*([A-Za-z][A-Za-z.()\s]{0,14}?)\s*(?:no\.?\s*)?\d", number or "", re.IGNORECASE)
    typed = re.sub(r"[^a-z]", "", prefix[1].lower()) if prefix else ""
    if len(typed) >= 2 and is_kind_word(typed):
        found.add(typed)
    # the type without its bracketed class, as a lawyer writes it: 'O.A.(T) 7/2025' -> 'oa'
    plain = re.sub(r"[^a-z]", "", prefix[1].split("(")[0].lower()) if prefix and "(" in prefix[1] else ""
    if len(plain) >= 2 and is_kind_word(plain):
        found.add(plain)
    # … and a type of several words by its initials, as a diary writes it ('First Appeal No. 96' -> 'fa', 'Civil
    # Revision' -> 'cr')
    spelt = re.findall(r"[A-Za-z]{2,}", prefix[1].split("(")[0]) if prefix else []
    initials = "".join(w[0] for w in spelt if w.lower() not in ("no", "of")).lower()
    if len(spelt) >= 2 and len(initials) >= 2 and is_kind_word(initials):
        found.add(initials)
    # … and the type's letters written before a word calling it a case, alone, as a note writes them ('G.R. Case No.
    # 1123' -> 'gr', "GR case re PW2 …"; 'S.T. case' -> 'st')
    before = re.split(r"(?i)\b(?:case|matter)\b", prefix[1].split("(")[0])[0] if prefix else ""
    letters = re.sub(r"[^a-z]", "", before.lower())
    if letters != typed and len(letters) >= 2 and is_kind_word(letters):
        found.add(letters)
    # … and a kind word cut short as lawyers cut it, when that too is a kind word ('reference' -> 'ref', 'revision'
    # -> 'rev', 'execution' -> 'exec')
    found |= {w[:n] for w in list(found) if w.isalpha() for n in range(3, len(w)) if is_kind_word(w[:n])}
    return found


def choose_by_kind_among_shared(filing: Filing, text: str, kinds: dict[str, set[str]], auto_file_min: float) -> Filing:
    """A name several cases share ("Tanmayi" for her writ and her suit) with a word beside it saying the kind
    of only one of them ("Tanmayi WP") is about that one."""
    from tareekh.registry.aliases import ORG_WORDS, words

    shared = [c for c in filing.candidates if c.tier == "alias"]
    among = {c.case_id for c in shared}
    if (filing.case_ids or len(among) < 2 or any(c.tier == "number" for c in filing.candidates)
            or any(c.score >= auto_file_min for c in filing.candidates if c.tier != "alias")):
        return filing
    tokens = words(text)
    shared_words = {w for c in shared for w in words(c.matched)}
    chosen: set[str] = set()
    for i, t in enumerate(tokens):
        if t not in shared_words:
            continue
        beside = (set(tokens[max(0, i - 2): i]) | set(tokens[i + 1: i + 3])) - shared_words - ORG_WORDS
        fits = {cid for cid in among if beside & kinds.get(cid, set())}
        if len(fits) == 1:
            chosen |= fits
    if len(chosen) != 1:
        return filing
    case_id = next(iter(chosen))
    ranked = sorted(filing.candidates, key=lambda c: c.case_id != case_id)
    matched = next(c.matched for c in shared if c.case_id == case_id)
    return Filing([case_id], ranked, auto_file_min / 100.0,
                  f"'{matched}' is a name several cases share; the kind of case written beside it is only one's")


def choose_by_forum_among_shared(filing: Filing, text: str, marks: dict[str, set[str]], auto_file_min: float) -> Filing:
    """Cases a name ties (a rent petition and the revision against its order, a complaint and its execution)
    are told apart by the forum the note writes shortly, when it is only one's: 'RC Ct 14 - Tandukar' for the
    case before the Rent Controller, Court No. 14, not its revision in the High Court. A mark two of them
    share, or marks of two of them, decide nothing."""
    shared = [c for c in filing.candidates if c.tier == "alias"]
    among = {c.case_id for c in shared}
    if (filing.case_ids or len(among) < 2 or any(c.tier == "number" for c in filing.candidates)
            or any(c.score >= auto_file_min for c in filing.candidates if c.tier != "alias")):
        return filing
    written = marks_written(text)
    own = {cid: marks.get(cid, set()) - set().union(*(marks.get(o, set()) for o in among - {cid})) for cid in among}
    fits = sorted(cid for cid in among if own[cid] & written)
    if len(fits) != 1:
        return filing
    case_id = fits[0]
    said = ", ".join(sorted(own[case_id] & written))
    ranked = sorted(filing.candidates, key=lambda c: c.case_id != case_id)
    matched = next(c.matched for c in shared if c.case_id == case_id)
    return Filing([case_id], ranked, auto_file_min / 100.0,
                  f"'{matched}' is a name several cases share; the forum the note writes ({said}) is only one's")


def name_and_forum_of_one(head: str, index: dict[str, set[str]], marks: dict[str, set[str]]) -> str | None:
    """A note's first line that writes a name a few cases bear and the short forum of one of them only ("12.3 RC
    Tandon": the case before the Rent Controller among those with a Tandon) names that case."""
    from tareekh.registry.aliases import words

    among: set[str] = set()
    for t in dict.fromkeys(words(head)):
        if len(t) >= DISTINCT_NAME_MIN:
            among |= index.get(t, set())
    if not 2 <= len(among) <= 3:
        return None
    written = marks_written(head)
    own = {cid: marks.get(cid, set()) - set().union(*(marks.get(o, set()) for o in among - {cid})) for cid in among}
    fits = [cid for cid in sorted(among) if own[cid] & written]
    return fits[0] if len(fits) == 1 else None


FORUM_BESIDE = 3  # words on either side of a shared name within which a forum's word tells its case


def choose_by_forum_beside_shared(filing: Filing, text: str, forum: dict[str, set[str]], auto_file_min: float) -> Filing:
    """Cases a name ties (her bail in the High Court and her trial in the Sessions Court) are told apart by a word
    of the forum written beside the name ("Sessions Ct - <name>", "<name> (Magistrate)"), when the word is in only one
    of their forums. A forum word far from the name (a police station's town on a seizure memo) is no pointer, and
    words of two of them's forums beside the name decide nothing."""
    shared = [c for c in filing.candidates if c.tier == "alias"]
    among = {c.case_id for c in shared}
    if (filing.case_ids or len(among) < 2 or any(c.tier == "number" for c in filing.candidates)
            or any(c.score >= auto_file_min for c in filing.candidates if c.tier != "alias")):
        return filing
    own = {cid: forum.get(cid, set()) - set().union(*(forum.get(o, set()) for o in among - {cid})) for cid in among}
    tokens = words_of(text)
    shared_words = {w for c in shared for w in words_of(c.matched)}
    said: dict[str, set[str]] = {}
    for i, t in enumerate(tokens):
        if t in shared_words:
            beside = set(tokens[max(0, i - FORUM_BESIDE): i]) | set(tokens[i + 1: i + 1 + FORUM_BESIDE])
            for cid in among:
                if own[cid] & beside:
                    said.setdefault(cid, set()).update(own[cid] & beside)
    if len(said) != 1:
        return filing
    (case_id, written), = said.items()
    ranked = sorted(filing.candidates, key=lambda c: c.case_id != case_id)
    matched = next(c.matched for c in shared if c.case_id == case_id)
    return Filing([case_id], ranked, auto_file_min / 100.0,
                  f"'{matched}' is a name several cases share; the forum written beside it "
                  f"({', '.join(sorted(written))}) is only one's")


# kinds that are also the papers moved inside any case ("application rejected", "petition filed", "IA allowed"), or
# the things any case may be about or mention ("flat handed over", "rent paid", "cheque given", "stay extended"):
# only a word for the proceeding itself ("eviction", "partition", "suit", "bail") heads a matter
_PAPER_KINDS = frozenset(
    """
    application applications appl app petition petitions ia ias misc flat house plot land shop property wall outhouse
    money loan rent arrears sale deed gift will lease title accounts cheque insurance pension permit permits allotment
    allotments reference ref stay interim regular possession damages compensation contract pronote tenancy sp
    specific performance matter case refund
    """.split())


def kinds_at_heads(text: str, kinds: dict[str, set[str]], families: dict[str, str] | None = None) -> dict[str, set[str]]:
    """The kind words a day's messages (or a note's lines) open with, each with the cases of that kind: a message's
    first word after its sender, a form of address or a word calling it a case."""
    from tareekh.registry.aliases import HONORIFICS, words

    found: dict[str, set[str]] = {}
    for line in text.splitlines():
        m = _SENDER.match(line)
        body = line[m.end():] if m else line
        head = [w for w in words(re.split(r"\s[-–—:]\s|:\s", body, maxsplit=1)[0])
                if w not in CASE_WORDS and w not in HONORIFICS][:1]
        for w in head:
            if w in _PAPER_KINDS:
                continue  # an application or petition is moved in any case: it says no matter
            owners = {cid for cid, kw in kinds.items() if w in kw or w == (families or {}).get(cid)}
            if owners:
                found.setdefault(w, set()).update(owners)
    return found


_MONTH_NAMES = "|".join(sorted(D.MONTHS, key=len, reverse=True))
_OPENING_DAY = re.compile(
    rf"^\s*(?:{D.WEEKDAYS}{D.WEEKDAY_END}[,.]?\s*)?(?:\d{{1,2}}\s?[./-]\s?\d{{1,2}}(?:\s?[./-]\s?\d{{2,4}})?(?!\d)|"
    rf"\d{{1,2}}(?:st|nd|rd|th)?\s*(?:{_MONTH_NAMES})\b\.?(?:,?\s*\d{{4}})?)?[ \t]*[-–—:,)]*[ \t]*", re.IGNORECASE)


def kind_opening_the_note(text: str, kinds: dict[str, set[str]], index: dict[str, set[str]],
                          families: dict[str, str] | None = None) -> tuple[str, str] | None:
    """(case, word) when a hearing's note opens, after its day, with the kind of only one case ("13/11 MACT -
    witness examined", "Wed 4 Mar: eviction - tenant absent"), as a lawyer heads a day's note with what the matter
    is, and writes no word of another case's names anywhere; a kind further into the note is a remark, not its
    matter."""
    from tareekh.registry.aliases import HONORIFICS

    first = next((ln for ln in text.splitlines() if ln.strip()), "")
    first = _OPENING_DAY.sub("", first, count=1)  # the day it opens with: "13/11", "Fri 13 Nov:", "Wed -"
    segment = re.split(r"\s[-–—:]\s|:\s", first.strip(), maxsplit=1)[0]
    segment = re.sub(r"\b((?:[A-Za-z]\.){2,})", lambda m: m[1].replace(".", ""), segment)  # "R.C." is "RC"
    heads = [w for w in words_of(segment) if w not in CASE_WORDS and w not in HONORIFICS]
    if not heads or heads[0] in _PAPER_KINDS:
        return None
    word = heads[0]
    owners = {cid for cid, kw in kinds.items() if word in kw or word == (families or {}).get(cid)}
    if len(owners) != 1:
        return None
    (case_id,) = owners
    if any(index.get(t, set()) - {case_id} for t in words_of(text)):
        return None
    return case_id, word

FORUM_HEAD_WORDS = 4  # the first words of a note's (or a message's) head that may name the forum it is about


def forum_heading_the_note(text: str, courts: dict[str, set[str]], index: dict[str, set[str]],
                           passing: Iterable[str] = (), chat: bool = False) -> tuple[str, list[str]] | None:
    """(case, words) when a note opens, after its day, with words of the forum of only one case ("JMFC-3 - <client>
    138", "<client> cheque case JMFC <town>: accused absent", a junior's "Didi MACT-e PW2 examined"), as a lawyer
    heads a matter by the court it is in, and writes no word of another case's names anywhere. Each forum word
    written there narrows the cases to those whose court holds it (a town several courts share, with the court's
    short form or a word of one of their cases' names, names one); only words of a court count, and only among the head's first words: a place or court
    written further down is a remark. With `chat`, the opening of each message that tells a day is a head, and
    all must agree.
    `courts`: word of a case's court -> its cases; `index`: word of a case's names -> its cases; `passing`: words
    the resolver took for someone else's name (a witness bearing a party's surname), no cue against."""
    from tareekh.registry.aliases import GENERIC, HONORIFICS
    from tareekh.registry.resolve import COMMON_WORDS

    lines = [ln for ln in text.splitlines() if ln.strip()]
    heads = lines if chat else lines[:1]
    chosen: dict[str, list[str]] = {}
    for line in heads:
        m = _SENDER.match(line) if chat else None
        if chat and not D.day_months(D.ascii_digits(line[m.end():] if m else line)):
            continue  # a message that tells no day in court (a client's "they will appeal") heads none
        body = _OPENING_DAY.sub("", line[m.end():] if m else line, count=1)
        segment = re.split(r"\s[-–—:]\s|:\s|[.,;!?](?:\s|$)", body.strip(), maxsplit=1)[0]
        segment = re.sub(r"\b((?:[A-Za-z]\.){2,})", lambda x: x[1].replace(".", ""), segment)  # "J.M.F.C." is "JMFC"
        head = [w for w in words_of(segment) if w.isalpha() and len(w) > 1 and w not in CASE_WORDS
                and w not in HONORIFICS][:FORUM_HEAD_WORDS]
        said = [w for w in head if w in courts and w not in GENERIC and w not in COMMON_WORDS and len(w) >= 3]
        if not said:
            continue
        owners = set.intersection(*(courts[w] for w in said))
        if len(owners) > 1:
            # a town several of the cases' courts sit in, and a word of the names of one of them only ("Sir <town> -
            # <accused's given name> and the others: charge framed"): that one
            named = {cid for t in words_of(text) if len(index.get(t, ())) == 1 for cid in index[t]}
            owners = owners & named if len(owners & named) == 1 else owners
        if len(owners) != 1:
            return None  # a forum several cases are in, or words of two forums: no one matter
        chosen.setdefault(next(iter(owners)), said)
    if len(chosen) != 1:
        return None
    (case_id, said), = chosen.items()
    others = {t for t in words_of(text) if index.get(t, set()) - {case_id}} - set(passing)
    return None if others else (case_id, said)


def forums_at_heads(text: str, courts: dict[str, set[str]]) -> set[str]:
    """The cases whose court a message (a note's line) of `text` writes among its head's first words ("Sir <town> -
    …", "JMFC-2: …"): where the writer says the day was spent. Empty when no head writes a court's word."""
    from tareekh.registry.aliases import GENERIC, HONORIFICS
    from tareekh.registry.resolve import COMMON_WORDS

    out: set[str] = set()
    for line in text.splitlines():
        m = _SENDER.match(line)
        body = _OPENING_DAY.sub("", line[m.end():] if m else line, count=1)
        segment = re.split(r"\s[-–—:]\s|:\s|[.,;!?](?:\s|$)", body.strip(), maxsplit=1)[0]
        head = [w for w in words_of(segment) if w.isalpha() and len(w) > 1 and w not in CASE_WORDS
                and w not in HONORIFICS][:FORUM_HEAD_WORDS]
        for w in head:
            if w in courts and w not in GENERIC and w not in COMMON_WORDS and len(w) >= 3:
                out |= courts[w]
    return out


def choose_by_kind_at_head(filing: Filing, text: str, kinds: dict[str, set[str]], index: dict[str, set[str]],
                           auto_file_min: float, families: dict[str, str] | None = None) -> Filing:
    """A chat day whose messages open with the kind of only one case ("Eviction - cross over", "Sir, bail
    petition heard", "Ma'am partition suit: issues framed") names that case, as a junior reporting on several
    matters names each by what it is. Only a message's first words count (after the sender, a form of address or a
    word calling it a case), only a kind no other case has, and only when no message names another case (a word of
    its names) and the day names no case otherwise: a kind written further down is a remark, not the matter.
    `families`: each case's family by its number's type ('suit' for an R.C.S., 'appeal' for an F.A.), which its
    short name may not say: a "suit" heads any suit's day."""
    from tareekh.registry.aliases import words

    if filing.case_ids or any(c.tier in ("number", "alias") for c in filing.candidates):
        return filing
    chosen: dict[str, str] = {}
    for w, owners in kinds_at_heads(text, kinds, families).items():
        if len(owners) == 1:
            chosen.setdefault(next(iter(owners)), w)
    if len(chosen) != 1:
        return filing
    (case_id, word), = chosen.items()
    if any(index.get(t, set()) - {case_id} for t in words(text)):
        return filing  # a word of another case's names: the day may be about that one
    if any(c.case_id != case_id for c in filing.candidates):
        return filing  # a resemblance to another case's name
    return Filing([case_id], [CaseCandidate(case_id=case_id, score=auto_file_min, tier="alias", matched=word)],
                  auto_file_min / 100.0, f"a message opens with '{word}', the kind of this case only")


def choose_by_kind_in_file_name(filing: Filing, name_hint: str, kinds: dict[str, set[str]],
                                auto_file_min: float) -> Filing:
    """A text whose only cue is a name several cases share, in a file the lawyer named for the kind of only one
    of them ("bail hearing 3.6.txt" over a note naming the client of her bail and her suit), is about that one.
    Words that call anything a case ("case", "matter", "file") say no kind."""
    from tareekh.registry.aliases import words

    shared = [c for c in filing.candidates if c.tier == "alias"]
    among = {c.case_id for c in shared}
    if (filing.case_ids or len(among) < 2 or any(c.tier == "number" for c in filing.candidates)
            or any(c.score >= auto_file_min for c in filing.candidates)):
        return filing
    said = set(words(name_hint)) - CASE_WORDS
    fits = {cid: sorted(said & kinds.get(cid, set())) for cid in among}
    fits = {cid: found for cid, found in fits.items() if found}
    if len(fits) != 1:
        return filing
    (case_id, found), = fits.items()
    ranked = sorted(filing.candidates, key=lambda c: c.case_id != case_id)
    matched = next(c.matched for c in shared if c.case_id == case_id)
    return Filing([case_id], ranked, auto_file_min / 100.0,
                  f"'{matched}' is a name several cases share; the file name says '{found[0]}', the kind of only one")


# a case written in a file name by its type and serial alone, without the year ("SA 412 arguments", "wp-4518 notes")
_KIND_SERIAL = re.compile(r"(?<![A-Za-z0-9])([A-Za-z][A-Za-z.]{0,9}(?:\s?\([A-Za-z]{1,4}\))?)[\s._-]*(?:no\.?\s*)?(\d{1,6})"
                          r"(?![\d/]|[.-]\d)", re.IGNORECASE)
_SERIAL = re.compile(r"(\d{1,6})\s*(?:/|\bof\b)\s*(?:19|20)?\d{2}(?!\d)", re.IGNORECASE)


def choose_by_kind_and_serial(filing: Filing, name_hint: str, cases: Iterable[tuple[str, str | None]],
                              kinds: dict[str, set[str]], auto_file_min: float) -> Filing:
    """A file the lawyer named by a case's type and serial without its year ("SA 412 arguments points") is about
    the one registered case of that type and serial, when the text names no other case. Two cases of one
    serial and type (of different years) leave it for review."""
    if filing.case_ids or any(c.tier == "number" for c in filing.candidates):
        return filing
    serial = {}
    for cid, number in cases:
        m = _SERIAL.search(number or "")
        if m:
            serial[cid] = int(m[1])
    found: set[str] = set()
    written = ""
    for m in _KIND_SERIAL.finditer(name_hint):
        kind = re.sub(r"[^a-z]", "", m[1].split("(")[0].lower())
        fits = {cid for cid, n in serial.items() if n == int(m[2]) and kind in kinds.get(cid, set())}
        if fits:
            found |= fits
            written = m[0]
    named = {c.case_id for c in filing.candidates}
    if len(found) != 1 or (named and not found <= named):
        return filing
    case_id = next(iter(found))
    ranked = sorted(filing.candidates, key=lambda c: c.case_id != case_id)
    return Filing([case_id], ranked, auto_file_min / 100.0,
                  f"the file name writes '{written.strip()}', the type and serial of this case only")


# A person named as someone's employer or master ("he works for <X>", "employed under <X>", "<X>'s driver"): a
# witness's or a party's tie to that person, which another case's party may be; not what the note is about.
_RELATION_BEFORE = re.compile(
    r"(?:\bworks?|\bworking|\bworked|\blabou?r(?:s|ed|ing)?|\bemployed|\bemployee|\bservant|\bdriver|\bmunim|"
    r"\bcook|\bwatchman|\bcaretaker)\s+(?:for|of|with|under|by|at)\s+(?:one\s+|sri\s+|shri\s+|mr\.?\s+)?$",
    re.IGNORECASE)


_FIRM = re.compile(r"^\s*m\s?/\s?s\b|\b(?:works|firm|traders|sons|store|stores|shop)\b", re.IGNORECASE)


def _a_firm(name: str) -> bool:
    """Is a party's name a firm's or a body's ('M/s <X> Works', '<X> Traders', '… Bank')?"""
    from tareekh.registry.aliases import ORG_WORDS, words

    return bool(_FIRM.search(name)) or bool(set(words(name)) & ORG_WORDS)


def not_by_someones_relation(filing: Filing, text: str, parties: Iterable[str] = ()) -> Filing:
    """A note filed only by a party's name that it writes solely as someone's employer or master ("PW1 admitted
    he works for <X>") is not thereby that party's case: the name is set aside, and the note waits for review
    unless its day and forum name the matter (the one case before that forum listed for that day)."""
    if len(filing.case_ids) != 1 or any(c.tier == "number" for c in filing.candidates):
        return filing
    deciding = next((c for c in filing.candidates if c.case_id == filing.case_ids[0]), None)
    if deciding is None or deciding.tier != "alias" or not deciding.matched:
        return filing
    from tareekh.registry.aliases import words

    said = set(words(str(deciding.matched)))
    if _a_firm(str(deciding.matched)) or any(_a_firm(p) and said <= set(words(p)) for p in parties):
        return filing  # a firm's own witness (a workman's co-worker) works for it in its own case
    found = list(re.finditer(rf"(?<![\w]){re.escape(str(deciding.matched))}(?![\w])", text, re.IGNORECASE))
    if not found or not all(_RELATION_BEFORE.search(text[max(0, m.start() - 40):m.start()]) for m in found):
        return filing
    return Filing([], [], 0.0,
                  f"'{deciding.matched}' is written only as someone's employer; the note may be about another matter")


# The side a case's lawyer is on, as the registry says it, and the party of the title it is: the first party
# (plaintiff, petitioner, appellant, complainant, applicant, claimant) or the second.
_FIRST_SIDE = re.compile(r"^\s*(?:plaintiff|petitioner|appellant|complainant|applicant|claimant|decree\s+holder)",
                         re.IGNORECASE)
_SECOND_SIDE = re.compile(r"^\s*(?:defendant|respondent|opposite|accused|judgment\s+debtor|non[\s-]?applicant)",
                          re.IGNORECASE)


def _words(text: str) -> list[str]:
    from tareekh.registry.aliases import words

    return words(text)


def _our_side_words(case) -> set[str]:
    """The words of the name of the party our client is in a case (by the side the registry records)."""
    side = case.side or ""
    index = 0 if _FIRST_SIDE.match(side) else 1 if _SECOND_SIDE.match(side) else None
    if index is None or len(case.parties) <= index:
        return set()
    return set(_words(case.parties[index].name))


# the clauses of a plan's item: "call X; draft Y's reply, Z Tue / W Thu"
# where a plan's item turns to another matter: a list mark, a dash, "and", a new line, a sentence's end ("… appl
# (draft). Thu 17 X - …", "… किया। Y …")
_CLAUSE = re.compile(r"\s*[;,/|+]\s*|\s+[-–—]\s+|\s+(?:and|&)\s+|\s*\n\s*|(?:(?<=[^\W\d_])|(?<=[)\]]))[.।]\s+")


# a date written as the wrong one: "NOT 08.07.2026", "(not 12/5)", "instead of 3.4"
_DENIED = re.compile(r"\b(?:not|instead\s+of|in\s+place\s+of)\s*[:(\-–]?\s*(?=\d{1,2}\s*[./-]\s*\d{1,2})", re.I)


def status_of(kind: str, filing: Filing, hearing: str | None) -> tuple[str, str]:
    """(status, reason): a hearing needs its case and its date; a document or a chat's day its case or cases;
    a general note is kept under no case."""
    if kind == "general":
        return "retained", filing.reason
    if not filing.case_ids:
        return "review", filing.reason or "no case found in the text"
    if kind == "hearing" and not hearing:
        return "review", "no hearing date found; give one"
    return "retained", filing.reason


PAST_DAYS_TOLD = 60  # days before a note's own that it may tell of as past ("visited on 7.12")


def _shortly_before(dm: tuple[int, int], own: date) -> bool:
    """Is the day and month `dm` (no year) a day within PAST_DAYS_TOLD before `own`?"""
    for year in (own.year, own.year - 1):
        try:
            then = date(year, dm[1], dm[0])
        except ValueError:
            continue
        if 0 < (own - then).days <= PAST_DAYS_TOLD:
            return True
    return False


def client_of_contact(who: str, clients: Iterable[tuple[str, str]]) -> str | None:
    """The client whose record names the person a chat is with: a lawyer saves a client's people by their own name
    and a tag (the body or the trade they are of: "<given> <tag>"), and the registry writes them inside the
    client's name ("… (through secretary <given> <surname>)", "… (prop. <given> <surname>)"). The one client whose
    name holds every word of the contact's that any client's name holds, the contact's own first name among them;
    None when two clients hold them alike (a surname two families bear). `clients`: (id, name) pairs."""
    from tareekh.registry.aliases import distinctive

    said = [w for w in words_of(who) if distinctive(w)]
    held = {cid: {w for w in words_of(name) if distinctive(w)} for cid, name in clients}
    found = {w for w in said if any(w in ws for ws in held.values())}
    if not said or said[0] not in found:
        return None  # the person's own name is no client's: a tag (a village, a trade) alone says no one
    fits = [cid for cid, ws in held.items() if found <= ws]
    return fits[0] if len(fits) == 1 else None


class Filer:
    """Files records under their cases, in practice.db: the upload pipeline files each new entry with it, and
    `Practice.confirm` an entry a person has checked. The registry's next dates move only after the entries
    are saved (`apply_moves`), since the registry commits its own writes."""

    def __init__(self, conn: sqlite3.Connection, registry: Registry, *, today: date | None = None) -> None:
        self.conn = conn
        self.registry = registry
        self.today = today or clock.today()  # the day notes are added: the year of a "1/12" written in one
        self._identifiers: dict[str, set[str]] | None = None
        self._aliases: list[str] | None = None
        self._names: dict[str, set[str]] | None = None
        self._spoken: list[str] | None = None
        self._given_keys: tuple[dict[str, set[str]], dict[str, set[str]]] | None = None
        self._forums: dict[str, set[str]] | None = None
        self._marks: dict[str, set[str]] | None = None
        self._benches: dict[str, set[int]] = {}  # case id -> its bench's numbers ("JM No. II": 2), with the marks
        self._kinds: dict[str, set[str]] = {}
        self._kinds_across: dict[str, set[str]] = {}  # … with their words in the other languages (translated.py)
        self._court_words: dict[str, set[str]] = {}  # word of a case's court name -> the cases
        self._given: set[str] = set()  # words the cases' parties bear as given names (filled with the names)
        self._sides: dict[str, tuple[set[str], set[str]]] = {}  # a case's title's two sides' name words (ditto)

    # -- a new entry, as the pipeline split it

    def file_new(self, entry_id: int, text: str, hint: str | None, hearing: str | None, kind: str,
                 doc_kind: str | None, date_hint: str | None, record_date: str | None = None, *,
                 chosen_case: str | None, name_hint: str | None, not_after: date | None,
                 among_several: bool = False, file_name: str | None = None) -> NextDateMove | None:
        """Decide where a new entry goes (the lawyer's chosen case, else its text, its file name, a case's
        description), give an undated hearing the day its case was listed for, and store it. Runs inside the
        caller's transaction; returns the next-date move for `apply_moves`, if any."""
        if kind == "chat_day":
            # a chat day is resolved on its messages, never on who sent them
            text = hint = without_counsel_senders(text, hint or "")
        if chosen_case:
            filing = self.chosen_case(chosen_case, hint, text)
        else:
            filing = self.choose_cases(kind, hint, text, name_hint, doc_kind, record_date)
            filing = self._by_forum(filing, text, kind, hearing, record_date)
            filing = self._remark_across_matters(filing, text) if kind == "hearing" and among_several else filing
            filing = self._by_listing_among_shared(filing, kind, hearing if kind == "hearing" else record_date, entry_id)
        if filing.general:
            kind = "general"
        date_source = None
        correction = (corrected_next_date(text) or self._fixed_day_corrected(filing.case_ids[0], text)
                      if kind == "hearing" and not hearing and filing.case_ids and not chosen_case else None)
        if correction is not None:
            # a note that corrects the case's next date is no hearing (least of all on the day it denies)
            return self._file_correction(entry_id, filing, text, correction, file_name)
        if kind == "hearing" and not hearing and filing.case_ids:
            when = self._listed_on(filing.case_ids[0], date_hint, text, not_after)
            if when is not None and not chosen_case and (when.day, when.month) in denied_days(text, with_year=True):
                # the day the case was listed for is the one the note calls wrong, written with its year ("ND
                # 21.01.2027 likh di thi - galat"): a correction, no hearing on the day it denies
                correction = corrected_next_date(text, with_year=True)
                if correction is not None:
                    return self._file_correction(entry_id, filing, text, correction, file_name)
            if when is not None:
                hearing, date_source = when.isoformat(), "case_listed"
            elif date_hint and (written := D.written_hearing_date(text, added=self.today,
                                                                  opening=reads_as_court_day(text))) is not None:
                # no listing of the case on that day: the latest such day up to the day it was added
                when, hearing, date_source = written.value, written.iso, "note_text"
            if when is not None:
                found = D.find_next_date(text, hearing=when)
                entries_table.set_entry_next_date(self.conn, entry_id, found.iso if found else None,
                                            found.stage if found else None)
        elif kind != "hearing" and hearing:
            hearing = None  # only a hearing has a hearing date; the record keeps its own date
        if kind == "hearing" and not hearing and filing.case_ids and not reads_as_court_day(text):
            # a paper or a note of the case that tells of no day in court: kept under its case, as what it is
            kind = non_hearing_kind(file_name, text)
            when, source = own_day(text, kind, file_name, self.today)
            entries_table.set_entry_record_date(self.conn, entry_id, when.isoformat() if when else None)
            date_source = source
        status, reason = status_of(kind, filing, hearing)
        if status == "retained" and kind == "hearing" and not chosen_case and hearing:
            listed = self._listed_for_another_day(filing.case_ids[0], hearing, text)
            last = entries_table.last_hearing_before(self.conn, filing.case_ids[0], hearing) if listed else None
            correction = self._corrects_listing(text, hearing, last[1] if last else None, among_several)
            if correction is None and not listed and not among_several:
                correction = self._dated_by_its_right_day(filing.case_ids[0], text, hearing)
            if correction is not None:
                # the matter, or a dated note of one case ("17/3 - correction: ND galat likha 12.5 - sahi tithi
                # 12.04"), calls the day its case was listed for wrong ("19.10 - WRONG", "not 12/5"): a note
                # correcting the listing, kept under the case, never a hearing of this day nor one for review
                # (a note dated only by the right day it gives is no note of that day: dated as a correction is)
                own = None if correction[1].isoformat() == hearing else date.fromisoformat(hearing)
                return self._file_correction(entry_id, filing, text, correction, file_name, day=own)
            if not among_several:
                listed = None  # a one-matter note is the hearing its day heads
            elif (note := self._a_note_among_matters(filing, text, hearing, listed, last)) is not None:
                entries_table.set_entry_record_date(self.conn, entry_id, hearing)
                kind, hearing, listed, reason = "general", None, None, note
            if listed is not None:
                status, reason = "review", listed
        case_ids = filing.case_ids if status == "retained" else []
        entries_table.save_filing(self.conn, entry_id, case_ids=case_ids, candidates=filing.candidates,
                            confidence=filing.confidence, reason=reason, status=status, kind=kind, hearing=hearing,
                            date_source=date_source)
        if status == "retained" and kind == "hearing":
            return self.file_entry(entry_id)
        return None

    def _dated_by_its_right_day(self, case_id: str, text: str,
                                hearing: str) -> tuple[set[tuple[int, int]], date] | None:
        """A one-matter note whose only day is the one it gives as right for the day its case was listed for at its
        last hearing ("<A> v <B> er date 14.9 noy, 13.09.2027"), read as a hearing of that right day (the
        registry may list the case for it already): the correction, else None."""
        last = entries_table.last_hearing_before(self.conn, case_id, hearing)
        found = self._corrects_listing(text, hearing, last[1] if last else None, False)
        return found if found is not None and found[1].isoformat() == hearing else None

    @staticmethod
    def _corrects_listing(text: str, hearing: str, listed: str | None,
                          among_several: bool) -> tuple[set[tuple[int, int]], date] | None:
        """(the days denied, the right day) when the text calls `listed` — the day its case was listed for at its
        last hearing before `hearing` — wrong and gives another day instead; else None."""
        if not listed:
            return None
        denied = denied_days(text, with_year=not among_several)
        if (int(listed[8:10]), int(listed[5:7])) not in denied:
            return None
        if among_several:
            right = D.find_next_date(text, hearing=date.fromisoformat(hearing))
            return (denied, right.value) if right is not None else None
        found = corrected_next_date(text, with_year=True)
        # the right day after the note's own, or the very day the note was dated by: a correction that writes no day
        # of its own ("… date 14.9 noy, 13.09.2027") reads as a hearing of the right day
        return found if found is not None and found[1].isoformat() >= hearing else None

    def _fixed_day_corrected(self, case_id: str, text: str) -> tuple[set[tuple[int, int]], date] | None:
        """A note that calls wrong, with its year, a day the case was fixed for ("next date is NOT 30.07.2027 as I
        wrote … it is 06.08.2027"): a correction of that next date, no hearing; None otherwise."""
        found = corrected_next_date(text, with_year=True)
        if found is None:
            return None
        fixed = {(d.day, d.month) for iso in entries_table.listed_next_dates(self.conn, case_id)
                 if (d := date.fromisoformat(iso[:10]))}
        return found if found[0] & fixed else None

    def _file_correction(self, entry_id: int, filing: Filing, text: str,
                         correction: tuple[set[tuple[int, int]], date], file_name: str | None, *,
                         day: date | None = None) -> NextDateMove:
        """Keep a note correcting a next date as a general note of its case, with the corrected date as its
        next date, dated by its first line or file name, else the day after the hearing whose next date it
        denies; the case's next date moves to it when it was the denied day."""
        denied, right = correction
        case_id = filing.case_ids[0]
        when, source = (day, "note_text") if day else own_day(text, "general", file_name, self.today, body=False)
        if when is not None and not day and (when == right or (when.day, when.month) in denied):
            # "… date 14.9 noy, 13.09.2027 (Monday)" opening the note: the days it corrects, not the day it was written
            when, source = None, None
        corrected = next((h for h, n in entries_table.hearings_and_next_dates(self.conn, case_id)
                          if n and (int(n[8:10]), int(n[5:7])) in denied), None)
        if when is None and corrected is not None:
            when, source = min(date.fromisoformat(corrected[:10]) + timedelta(days=1), self.today), "corrected"
        entries_table.save_filing(self.conn, entry_id, case_ids=filing.case_ids, candidates=filing.candidates,
                                  confidence=filing.confidence,
                                  reason=f"{filing.reason}; it corrects the next date to {right.strftime('%d.%m.%Y')}",
                                  status="retained", kind="general", hearing=None, date_source=source)
        entries_table.set_entry_record_date(self.conn, entry_id, when.isoformat() if when else None)
        entries_table.set_entry_next_date(self.conn, entry_id, right.isoformat(), None)
        return NextDateMove(entry_id, case_id, (when or self.today).isoformat(), right.isoformat(), None,
                            denied=frozenset(denied))

    def _by_forum_and_day(self, filing: Filing, text: str, hearing: str) -> Filing:
        """A hearing's note that names no case, only the forum: the one matter before that forum its last hearing
        listed for the note's day (see forum_chain). A note with any case candidate, or two such matters, waits."""
        if self._real_candidates(filing.candidates):
            return filing
        try:
            forum = self._forum_words()
            named = forum_named(text, forum) | self._judge_named(text)
            listed = listed_for(hearing, sorted(named),
                                lambda cid, day: entries_table.last_hearing_before(self.conn, cid, day))
        except Exception:  # noqa: BLE001 - without it the note waits for review
            log.exception("reading the cases' forums failed")
            return filing
        if len(listed) != 1:
            return filing
        (case_id, last), = listed
        said = sorted(forum[case_id] & set(words_of(text))) or ["the judge's name"]
        try:
            label = self.registry.get_case(case_id).short_name or case_id
        except TareekhError:
            label = case_id
        floor = self.registry.thresholds.auto_file_min
        mark = CaseCandidate(case_id=case_id, score=floor, tier="alias", matched=", ".join(said))
        return Filing([case_id], [mark, *filing.candidates], floor / 100.0,
                      f"the note names only the forum ('{', '.join(said)}'); {label} is the one case before it whose "
                      f"hearing of {shown_day(last)} fixed this day, {shown_day(hearing)}")

    def _by_listing_among_shared(self, filing: Filing, kind: str, day: str | None, entry_id: int) -> Filing:
        """A hearing's note or a chat's day that names only a name several cases share ("<given name> madam cha cross
        …" when she is a party of two cases) goes under the one of them its earlier records listed for the record's
        day (a next date they gave): the day in court it tells of is that case's. Else, when it gives a next date,
        under the one of them another record shows in court on that day (heard then, or listed for it by a later
        record), unless its records before listed it for a day after the record's own (it was not in court then).
        None of them, or two, and it waits."""
        floor = self.registry.thresholds.auto_file_min
        shared = [c for c in filing.candidates if c.tier == "alias" and floor - SHARED_PENALTY <= c.score < floor]
        among = list(dict.fromkeys(c.case_id for c in shared))
        if (filing.case_ids or filing.general or kind not in ("hearing", "chat_day") or not day or len(among) < 2
                or len({c.matched.lower() for c in shared}) != 1):
            return filing
        listed = [cid for cid in among if entries_table.listed_for_by_an_earlier_record(self.conn, cid, day)]
        why = f"its earlier records listed for {shown_day(day)}"
        if not listed:
            then = entries_table.get_entry(self.conn, entry_id).next_date
            listed = [cid for cid in among if then and then[:10] > day[:10]
                      and not self._listed_past(cid, day)
                      and entries_table.in_court_on_by_another_record(self.conn, cid, then, entry_id, day)]
            why = f"in court on {shown_day(then)}, the next date it gives" if then else why
        if len(listed) != 1:
            return filing
        try:
            label = self.registry.get_case(listed[0]).short_name or listed[0]
        except TareekhError:
            label = listed[0]
        return Filing(listed, filing.candidates, floor / 100.0,
                      f"'{shared[0].matched}' is a name several cases share; {label} is the one of them {why}")

    def _listed_past(self, case_id: str, day: str) -> bool:
        """Was the case, by its latest record before `day` (ISO), listed for a later day: not in court on `day`?"""
        listed = entries_table.listed_day_before(self.conn, case_id, day)
        return listed is not None and listed[:10] > day[:10]

    def second_look(self, upload_ids: list[int]) -> list[int]:
        """Look again, once a whole batch is filed, at its hearings and chat days left waiting on a name several cases
        share: a record of the batch filed after one of them may list one of those cases for its day, or show it in
        court on the next date it gives (see _by_listing_among_shared; papers dropped together come in any order).
        Files those it can, moves their next dates, and returns their ids for the memory."""
        filed: list[int] = []
        moves: list[NextDateMove | None] = []
        with self.conn:
            for entry_id in entries_table.waiting_hearings_and_chat_days(self.conn, upload_ids):
                entry = entries_table.get_entry(self.conn, entry_id)
                day = entry.hearing_date if entry.kind == "hearing" else entry.record_date
                waiting = Filing([], entry.candidates, entry.confidence, entry.reason or "")
                filing = self._by_listing_among_shared(waiting, entry.kind, day, entry_id)
                if not filing.case_ids:
                    filing = self._by_forum_once_listed(waiting, entry)
                if not filing.case_ids:
                    continue
                entries_table.save_filing(self.conn, entry_id, case_ids=filing.case_ids, candidates=filing.candidates,
                                          confidence=filing.confidence, reason=filing.reason, status="retained",
                                          kind=entry.kind, hearing=entry.hearing_date, date_source=None)
                if entry.kind == "hearing":
                    moves.append(self.file_entry(entry_id))
                filed.append(entry_id)
        self.apply_moves(moves)
        return filed

    def _by_forum_once_listed(self, waiting: Filing, entry: Entry) -> Filing:
        """A note or a chat's day that names only its forum (see _by_forum), which waited because, when it was read,
        its case's records listed the case for another day: a record dropped with it and filed after it (a junior's
        message giving this day as the next date) may list the case for its day now. Only a note that waited for
        that reason (no case named, no name of another case) is looked at again."""
        if waiting.general or self._real_candidates(waiting.candidates):
            return waiting
        text = entry.text
        if entry.kind == "chat_day":
            text = without_counsel_senders(text, entry.case_hint or "")
        return self._by_forum(waiting, text, entry.kind, entry.hearing_date, entry.record_date)

    def _judge_named(self, text: str) -> set[str]:
        """The cases whose judge the note names by name, as an order sheet is signed (see judge_named), in any script
        the sounds table reads; empty when the registry fails."""
        try:
            judges = {j.id: j.name for j in self.registry.judges()}
            names = {c.id: judges.get(c.judge_id or "", "") for c in self.registry.list_cases()}
        except Exception:  # noqa: BLE001 - without the judges the note waits for review
            log.exception("reading the judges failed")
            return set()
        spoken = sorted({" ".join(w.capitalize() for w in words_of(n)) for n in names.values() if n})
        return judge_named(with_roman_names(text, spoken), names)

    def _forum_words(self) -> dict[str, set[str]]:
        if self._forums is None:
            judges = {j.id: j for j in self.registry.judges()}
            texts: dict[str, list[str]] = {}
            for c in self.registry.list_cases():
                j = judges.get(c.judge_id or "")
                texts[c.id] = [c.court or "", c.court_hall or "", *((j.short or "", j.court or "", j.court_hall or "")
                                                                   if j else ())]
            self._forums = forum_words(texts)
        return self._forums

    def _by_forum_among_number(self, filing: Filing, text: str) -> Filing:
        """A number two cases share (two courts' C.C. 318/2030), told apart by the forum the note names beside it."""
        auto_file_min = self.registry.thresholds.auto_file_min
        marks = self._forum_marks()
        chosen = choose_by_forum_among_number(filing.case_ids, filing.candidates, text, self._forum_words(), marks,
                                              self._benches)
        if chosen is None:
            return filing
        case_id, why = chosen
        ranked = sorted(filing.candidates, key=lambda c: c.case_id != case_id)
        return Filing([case_id], ranked, auto_file_min / 100.0, why)

    def _forum_marks(self) -> dict[str, set[str]]:
        """Case id -> how a note writes its forum shortly (see forum_marks); empty when the registry fails."""
        if self._marks is None:
            try:
                judges = {j.id: j for j in self.registry.judges()}
                self._marks, self._benches = {}, {}
                for c in self.registry.list_cases():
                    j = judges.get(c.judge_id or "")
                    forums = [c.court or "", c.court_hall or "", *((j.court or "", j.court_hall or "") if j else ())]
                    self._marks[c.id] = forum_marks(forums)
                    self._benches[c.id] = set().union(*map(bench_numbers, forums))
            except Exception:  # noqa: BLE001 - without it a name cases share waits for review
                log.exception("reading the cases' forums failed")
                self._marks, self._benches = {}, {}
        return self._marks

    @staticmethod
    def _names_only_its_listed_day(text: str, listed: str, own: str | None = None) -> bool:
        """Is the day its case is listed for (ISO) the only day and month the text writes, besides days shortly
        before the note's own day `own` (ISO), when given: what happened on them is told, no day in court set
        ("the officer came to the land on 7.12 … wants the copy before 16.1")?"""
        day = date.fromisoformat(listed[:10])
        plain = _AMOUNT.sub(" ", text)
        full = [f.value for f in D.find_dates(plain)]
        if any(f != day and (own is None or not _shortly_before((f.day, f.month), date.fromisoformat(own[:10])))
               for f in full):
            return False  # a day of another year, or another day with its year
        written = set(D.day_months(plain)) | {(f.day, f.month) for f in full}
        if own is not None:
            written = {dm for dm in written if not _shortly_before(dm, date.fromisoformat(own[:10]))}
        return written == {(day.day, day.month)}

    @staticmethod
    def _restates_its_listed_day(text: str, listed: str, own: str) -> bool:
        """Is the next date the text gives ("next date in that case is 13 Jan", "agli tareekh 5 Aug") the day its case
        was already listed for (ISO `listed`): told again, not set by a hearing of the note's day `own`?"""
        found = D.find_next_date(text, hearing=date.fromisoformat(own[:10]))
        return found is not None and found.iso[:10] == listed[:10]

    def _a_note_among_matters(self, filing: Filing, text: str, hearing: str, listed: str | None,
                              last: tuple[str, str | None] | None) -> str | None:
        """Why a matter of a page about several cases is a note of its case written that day, never a hearing of it
        (None when it is one, or waits for review):
        - it tells of no step in court and names no day but the one its case is listed for ("(2) <client> phoned -
          the bank says no; the tribunal is on 28/10"): a note before that day, the day still to come;
        - it tells of no step in court, and its case's own records list it for a later day ("(2) <client> phoned -
          the insurer's man came home; no date today"): a call, a visit or a remark among the day's hearings."""
        if listed is not None and last and last[1] and (
                not reads_as_court_day(text) or self._restates_its_listed_day(text, last[1], hearing)) \
                and self._names_only_its_listed_day(text, last[1], hearing):
            return f"{filing.reason}; a note of the case before the day it is listed for, no hearing"
        if listed is None and self._no_day_in_court(filing.case_ids[0], hearing, text):
            return f"{filing.reason}; a note of the case on a day it was not listed for, no hearing"
        return None

    def _no_day_in_court(self, case_id: str, hearing: str, text: str) -> bool:
        """Is a matter of a page about several cases no hearing of the page's day? It tells no next date, and the
        case's own records before that day list it for a later one: the matter is a call, a visit or a remark
        written among the day's hearings, not a day in court."""
        if reads_as_court_day(text):
            return False
        listed = entries_table.listed_day_before(self.conn, case_id, hearing)
        return listed is not None and listed[:10] > hearing[:10]

    def _listed_for_another_day(self, case_id: str, hearing: str, text: str) -> str | None:
        """Why a matter of a page about several cases may be no hearing of that day: its notes say the case
        was listed for a later day at its last hearing before, never for this one, and the matter itself names
        that later day (a remark about the case's listing written beside the day's hearings: "its date is now
        14/5, not 12/5"). None when nothing says so: a matter that reports what happened without naming the
        day it was listed for is a hearing of that day (a case taken up early, a date the notes missed)."""
        last = entries_table.last_hearing_before(self.conn, case_id, hearing)
        if last is None or not last[1] or last[1] <= hearing:
            return None
        if not names_day(text, date.fromisoformat(last[1][:10])):
            return None
        if hearing in set(entries_table.listed_next_dates(self.conn, case_id)):
            return None
        try:
            history = self.registry.next_date_history(case_id)
        except TareekhError:
            return None
        if any(c.next_date == hearing or c.previous == hearing for c in history):
            return None
        shown = date.fromisoformat(last[1][:10]).strftime("%d.%m.%Y")
        at = date.fromisoformat(last[0][:10]).strftime("%d.%m.%Y")
        return f"the case was listed for {shown} at its hearing of {at}, not for this day: is this a hearing of it?"

    # -- an entry a person checked

    def confirm(self, entry: Entry, case_ids: list[str], *, kind: str, hearing: str | None,
                record_date: str | None, date_given: bool, text: str) -> None:
        """File an entry as a person filed it (the chosen case first in `case_ids`), learn its words, and work
        out its links and disagreements afresh; its next date moves in the registry."""
        with self.conn:
            entries_table.save_confirmation(self.conn, entry.id, case_ids=case_ids, kind=kind, hearing=hearing,
                                      record_date=record_date, date_given=date_given, text=text)
            if kind == "hearing" and hearing and (text != entry.text or date_given):
                found = D.find_next_date(text, hearing=date.fromisoformat(hearing))
                entries_table.set_entry_next_date(self.conn, entry.id, found.iso if found else None,
                                            found.stage if found else None)
            learn(self.conn, text, entry_id=entry.id)  # the next page is read with the lawyer's own words
            # Filed afresh: links and disagreements are worked out again for its (maybe new) case and date.
            entries_table.unlink_entry(self.conn, entry.id)
            move = self.file_entry(entry.id)
        self.apply_moves([move])

    # -- where a record goes

    def choose_cases(self, kind: str, hint: str | None, text: str, name_hint: str | None = None,
                     doc_kind: str | None = None, own_date: str | None = None) -> Filing:
        """Where a record goes: the text's case (or, for documents and chat days, every case it names
        unambiguously); the file name when the text names none or leaves a choice; a general note on positive
        evidence that it is about no registered case; otherwise review. An item of a plan goes under every case
        it names, or under none. A hearing's note that names another case only in an aside on a line of its own
        ("(also see the <name> appeal)", "(<name> वाले केस में …)") is read without it."""
        filing = self._choose_cases(kind, hint, text, name_hint, doc_kind, own_date)
        if kind != "hearing" or filing.case_ids or filing.general:
            return filing
        body = _ASIDE_LINE.sub("", text).strip()
        if not body or body == text.strip():
            return filing
        bare = self._choose_cases(kind, hint, body, name_hint, doc_kind, own_date)
        if not bare.case_ids or bare.general:
            return filing
        return Filing(bare.case_ids, bare.candidates, bare.confidence,
                      f"{bare.reason} (a case named in an aside on a line of its own is mentioned in passing)")

    def _choose_cases(self, kind: str, hint: str | None, text: str, name_hint: str | None = None,
                      doc_kind: str | None = None, own_date: str | None = None) -> Filing:
        """See choose_cases."""
        if kind == "general" and doc_kind == PLAN_KIND:
            return self._plan_cases(text)
        # a long document is resolved on its first pages; names it writes in Devanagari are read as the
        # registry's Roman names they sound like
        counsel, parties = self._people_given()
        text = with_roman_names(text[:RESOLVE_CHARS], self._spoken_names(), counsel, parties,
                                {w for ws in self._forum_words().values() for w in ws})
        # … and a name several cases share, with the kind of one of them written beside it in the script, as the
        # Roman name and kind
        if paired := shared_names_with_their_kind(text, self._shared_name_words(), self._kinds_across):
            text = f"{text}\n{'; '.join(paired)}"
        if hint:  # a heading the splitter set apart (an order sheet's parties) is read the same way
            hint = with_roman_names(hint, self._spoken_names(), counsel, parties)
        filing = self.resolve_case(hint, text)
        if kind in ("document", "chat_day"):
            res = self.registry.resolve(text, limit=10)
            named = self._not_only_the_clients_name(
                named_cases(res, self.registry.thresholds.auto_file_min), filing.case_ids, res)
            every = list(dict.fromkeys(filing.case_ids + named))
            if len(every) > 1 or (every and not filing.case_ids):
                filing = Filing(every, filing.candidates, filing.confidence,
                                f"names {', '.join(every)} unambiguously")
        if kind == "hearing":
            filing = self._by_first_line(filing, text)
        if kind in ("hearing", "chat_day"):
            filing = self._not_another_cases_counsel(filing, text, name_hint)
        if kind == "hearing":
            filing = not_by_someones_relation(filing, text, self._parties_of(filing.case_ids))
        if not filing.case_ids:
            names = self._name_words()  # (and the cases' kind words)
            auto_file_min = self.registry.thresholds.auto_file_min
            filing = self._by_forum_among_number(filing, text)
            filing = choose_by_second_name(filing, text, names, auto_file_min)
            filing = choose_by_kind_among_shared(filing, text, self._kinds_across, auto_file_min)
            filing = choose_by_forum_among_shared(filing, text, self._forum_marks(), auto_file_min)
            filing = choose_by_forum_beside_shared(filing, text, self._forum_words(), auto_file_min)
            filing = choose_by_name_and_kind(filing, text, names, self._kinds_across, auto_file_min, self._given)
            if kind == "hearing":
                # (not a chat's day: a client's chat holds several of the client's cases, and a name one case's
                # parties bear there is no sign the day is that case's — tests/ingest/test_chat_with_a_client_of_several_cases.py)
                filing = choose_by_one_name(filing, text, names, self._kinds, auto_file_min, self._given)
            if kind == "hearing" and not filing.case_ids and not self._real_candidates(filing.candidates):
                filing = self._by_kind_opening(filing, text, names)
        if not filing.case_ids:
            filing = choose_by_file_name(filing, self.registry.resolve, name_hint)
        if not filing.case_ids:
            filing = choose_by_name_in_file_name(filing, name_hint, text, self._name_words(),
                                                 self.registry.thresholds.auto_file_min)
        if not filing.case_ids and kind in ("hearing", "chat_day") and own_date:
            filing = self._not_a_case_already_over(filing, text, own_date)
        if not filing.case_ids and kind == "chat_day":
            names = self._name_words()  # (fills the cases' kind words)
            filing = choose_by_kind_at_head(filing, text, self._kinds, names, self.registry.thresholds.auto_file_min,
                                            self._families())
        if not filing.case_ids and kind == "hearing":
            filing = self._by_parties_heading(filing, text)
        if not filing.case_ids and name_hint:
            filing = choose_by_kind_in_file_name(filing, name_hint, self._kinds, self.registry.thresholds.auto_file_min)
        if not filing.case_ids and name_hint:
            self._name_words()  # (fills the cases' kind words)
            filing = choose_by_kind_and_serial(filing, name_hint, self._numbers(), self._kinds,
                                               self.registry.thresholds.auto_file_min)
        if not filing.case_ids and kind == "document":
            filing = self._by_description(filing, text, own_date)
        if not filing.case_ids and not self._real_candidates(filing.candidates):
            why = about_no_case(text, doc_kind)
            if why is None and kind == "chat_day":
                why = CHAT_DAY_NO_CASE
            if why is not None:
                filing = Filing([], [], 0.0, f"kept as a general note: {why}", general=True)
        return filing

    def _file_chat_days_by_listing(self, entry_ids: list[int]) -> None:
        """A chat's day still under no case — it names none, or only a name several cases share — that tells of a
        day in court (it gives the next date) reports the hearing of the one case that was listed for, or heard
        on, that day ("aaj case diary aa gai … order ke liye ND 9.8" from counsel on the day a bail application was
        listed): it goes under that case, when exactly one of the cases it may be about was. (Run after the
        chat's own cues, so that a day filed so never makes the chat's other days that case's.)"""
        floor = self.registry.thresholds.auto_file_min
        for entry_id, case, status, reason, on, _then in entries_table.chat_days_dated(self.conn, entry_ids):
            loose = (status == "retained" and not case and (reason or "").endswith(CHAT_DAY_NO_CASE))
            if not on or not (loose or status == "review"):
                continue
            entry = entries_table.get_entry(self.conn, entry_id)
            if entry.kind not in ("chat_day", "general"):
                continue
            listed = self._one_case_listed(entry.text, on, entry.candidates)
            if listed is None:
                continue
            entries_table.save_filing(
                self.conn, entry_id, case_ids=[listed],
                candidates=entry.candidates or [CaseCandidate(case_id=listed, score=floor, tier="alias",
                                                              matched="the day it was listed for")],
                confidence=floor / 100.0,
                reason=f"a day of a chat that tells of a day in court: {listed} was listed for, or heard on, "
                       f"{shown_day(on)}",
                status="retained", kind="chat_day", hearing=None, date_source=None)

    def _one_case_listed(self, text: str, on: str, candidates: list[CaseCandidate]) -> str | None:
        """The one case, among those `candidates` name (all cases when they name none), that was listed for or heard
        on the day `on` (ISO), when `text` gives one next date after it (two report two matters); else None."""
        try:
            day = date.fromisoformat(on[:10])
        except ValueError:
            return None
        given = {found.value for line in text.splitlines() if (found := D.find_next_date(line, hearing=day))}
        if len(given) != 1:
            return None  # no day in court, or two matters' ("… Pudhil tarikh 20/09 …", "Custody madhe pan … Next 4/10")
        real = {c.case_id for c in self._real_candidates(candidates)}
        self._name_words()  # (fills the cases' court words)
        # a day whose messages are headed by a forum ("Sir <town> - …") is about a case in that forum: never one
        # listed that day in another court
        forums = forums_at_heads(text, self._court_words)
        try:
            among = sorted(real) or [c.id for c in self.registry.list_cases()]
            among = [cid for cid in among if not forums or cid in forums]
            listed = [cid for cid in among if day.isoformat() in self._days_in_court(cid)]
        except Exception:  # noqa: BLE001 - without it the day stays as it was
            log.exception("reading the cases' listings failed")
            return None
        return listed[0] if len(listed) == 1 else None

    def _days_in_court(self, case_id: str) -> set[str]:
        """The days (ISO) a case was heard on or listed for, by its filed hearings and the registry (a chat's day
        filed by the day it was listed for lists none: it may have been about another matter)."""
        days = {d for pair in entries_table.hearings_and_next_dates(self.conn, case_id) for d in pair if d}
        days.add(self.registry.get_case(case_id).next_date or "")
        days.update(d for c in self.registry.next_date_history(case_id) for d in (c.next_date, c.previous) if d)
        return {d[:10] for d in days if d}

    def _not_a_case_already_over(self, filing: Filing, text: str, own_date: str) -> Filing:
        """A note or chat day whose only cue is a family name several cases share, which announces a coming day in
        court, is about none of them that the registry says was over before the note's day (a petition disposed
        of months ago has no next date): when that leaves one case, it is that one."""
        real = self._real_candidates(filing.candidates)
        among = {c.case_id for c in real}
        if filing.general or len(among) < 2 or any(c.tier not in ("alias", "number") for c in real):
            return filing
        self._name_words()  # (fills the parties' given names)
        if any(w in self._given for c in real for w in words_of(str(c.matched))):
            return filing  # a given name two cases share may be anyone's (a clerk, a witness): no cue
        try:
            day = date.fromisoformat(own_date[:10])
        except ValueError:
            return filing
        found = D.find_next_date(text, hearing=day)
        coming = found.iso if found else _a_coming_day(text, day)
        if coming is None:
            return filing
        try:
            cases = [c for c in self.registry.list_cases() if c.id in among]
            over = {c.id: ended_on(c.stage) for c in cases}
            begun = {c.id: filed_day(c.filed_on) for c in cases}
        except Exception:  # noqa: BLE001 - without it the note waits for review
            log.exception("reading the cases' stages failed")
            return filing
        # a matter is heard between the day it was filed (an execution of the order in the complaint, a revision
        # against it) and the day the registry says it ended
        alive = sorted(cid for cid in among if (over.get(cid) is None or over[cid] >= day)
                       and (begun.get(cid) is None or begun[cid] <= day))
        if len(alive) != 1:
            return filing
        gone = ", ".join(f"{cid} ({shown_day(over[cid].isoformat())})" for cid in sorted(among - set(alive))
                         if over.get(cid) is not None and over[cid] < day)
        later = ", ".join(f"{cid} ({shown_day(begun[cid].isoformat())})" for cid in sorted(among - set(alive))
                          if begun.get(cid) is not None and begun[cid] > day)
        said = "; ".join(x for x in (gone and f"{gone} was over before its day",
                                     later and f"{later} was filed only after it") if x)
        return Filing(alive, filing.candidates, max(filing.confidence, self.registry.thresholds.auto_file_min / 100.0),
                      f"{filing.reason}; it announces {shown_day(coming)}, and the registry says {said}")

    def _by_kind_opening(self, filing: Filing, text: str, names: dict[str, set[str]]) -> Filing:
        """A note that opens with the kind of only one case (see kind_opening_the_note) is about that case."""
        from tareekh.registry.numbers import find_mentions

        if find_mentions(text):
            return filing  # a case number the registry does not hold: the note may be about that case
        found = kind_opening_the_note(text, self._kinds, names, self._families())
        if found is None:
            return filing
        case_id, word = found
        floor = self.registry.thresholds.auto_file_min
        mark = CaseCandidate(case_id=case_id, score=floor, tier="alias", matched=word)
        return Filing([case_id], [mark, *filing.candidates], floor / 100.0,
                      f"the note opens with '{word}', the kind of this case only")

    def _by_forum(self, filing: Filing, text: str, kind: str, hearing: str | None, record_date: str | None) -> Filing:
        """A note its text leaves unfiled, filed by its forum: the one matter listed there on its day, else the one
        case in the forum it opens with (a chat day kept as general for naming no case, too)."""
        if kind == "hearing" and hearing and not filing.case_ids and not filing.general:
            filing = self._by_forum_and_day(filing, text, hearing)
        if kind in ("hearing", "chat_day") and not filing.case_ids and (
                not filing.general or (kind == "chat_day" and filing.reason.endswith(CHAT_DAY_NO_CASE))):
            filing = self._by_forum_heading(filing, text, hearing or record_date, chat=kind == "chat_day")
        if kind == "chat_day" and filing.case_ids and not filing.general:
            filing = self._more_by_forum_heading(filing, text)
        return filing

    def _more_by_forum_heading(self, filing: Filing, text: str) -> Filing:
        """A chat day filed under the cases it names, one of whose messages tells a day in court, opens with the
        forum of one other case only, and names no case by number or name ("Sir <forum> court - report not placed,
        ND 5 March", answered "ok, <another party>'s matter is on that day too"): that message is that case's day
        in court, and the day is filed under it too."""
        from tareekh.registry.numbers import find_mentions

        names = self._name_words()  # (fills the cases' court words)
        added: list[str] = []
        for line in text.splitlines():
            if find_mentions(line):
                continue  # a number the registry may not hold: the message may be about that matter
            found = forum_heading_the_note(line, self._court_words, names, chat=True)
            if found is not None and found[0] not in filing.case_ids and found[0] not in added:
                added.append(found[0])
        if not added:
            return filing
        return Filing(filing.case_ids + added, filing.candidates, filing.confidence,
                      f"{filing.reason}; a message opens with the forum of {', '.join(added)} only")

    def _by_forum_heading(self, filing: Filing, text: str, day: str | None, chat: bool) -> Filing:
        """A note (a chat day's message) that opens with the forum of only one case (see forum_heading_the_note) is
        about that case, when it names no case otherwise (no number, and no name but a surname the resolver took
        for someone else's, a witness's) and its day `day` (ISO) is no day the case is known not to have been
        listed for (its last hearing before gave another day, and no record gave this one) — unless it also writes
        a word of that case's names only, which a matter not registered would not."""
        from tareekh.registry.numbers import find_mentions

        if (filing.case_ids or any(c.tier == "number" or c.score > SOMEONE_ELSES_SCORE for c in filing.candidates)
                or find_mentions(text)):
            return filing
        names = self._name_words()  # (fills the cases' court words)
        passing = {w for c in filing.candidates for w in words_of(str(c.matched))}
        found = forum_heading_the_note(text, self._court_words, names, passing, chat=chat)
        if found is None:
            return filing
        case_id, said = found
        if len({c.case_id for c in filing.candidates} - {case_id}) > 1:
            return filing  # a name several other cases share: the note may be about one of them
        # a word of that case's own names written too (a party's given name, "<town> - <accused> absent again")
        # is a second cue the forum agrees with: a matter not registered would not bear it
        own = any(names.get(w) == {case_id} for w in words_of(text))
        last = entries_table.last_hearing_before(self.conn, case_id, day) if day and not own else None
        if (day and last and last[1] and last[1][:10] != day[:10]
                and not entries_table.listed_for_by_an_earlier_record(self.conn, case_id, day)):
            return filing  # the case was listed for another day: the note may be about a matter not registered
        floor = self.registry.thresholds.auto_file_min
        mark = CaseCandidate(case_id=case_id, score=floor, tier="alias", matched=" ".join(said))
        return Filing([case_id], [mark, *filing.candidates], floor / 100.0,
                      f"the note opens with '{' '.join(said)}', the forum of this case only")

    def _by_parties_heading(self, filing: Filing, text: str) -> Filing:
        """A note whose first line sets a party of one case against that case's other party (see
        parties_heading_the_note) is about that case, when it names no case by number and its candidates are only
        cases those names are shared with."""
        if filing.case_ids or any(c.tier == "number" or c.score > SOMEONE_ELSES_SCORE for c in filing.candidates):
            return filing
        names = self._name_words()  # (fills the cases' title sides; none when the registry could not be read)
        found = parties_heading_the_note(text, self._sides, names)
        if found is None:
            return filing
        case_id, one, other = found
        shared = {cid for w in (one, other) for cid in names.get(w, set())}
        if any(c.case_id not in shared for c in filing.candidates):
            return filing  # a resemblance to another case's name
        floor = self.registry.thresholds.auto_file_min
        mark = CaseCandidate(case_id=case_id, score=floor, tier="alias", matched=f"{one} / {other}")
        return Filing([case_id], [mark, *[c for c in filing.candidates if c.case_id != case_id]], floor / 100.0,
                      f"the note opens with '{one}' against '{other}', the two sides of this case only")

    def _not_another_cases_counsel(self, filing: Filing, text: str, name_hint: str | None) -> Filing:
        """A note filed by one word of a case's names that is also the surname of another case's counsel
        ("Verma - not ready again", when Verma is a party here and the counsel there), while the note or its file
        name says that other case (its kind, "in this appeal", or a name of it only) and not this one's: the
        counsel may be who it is about, so it waits for review with both cases, never filed under the party's."""
        from tareekh.registry.aliases import HONORIFICS, words

        if len(filing.case_ids) != 1 or any(c.tier == "number" for c in filing.candidates):
            return filing
        case_id = filing.case_ids[0]
        deciding = next((c for c in filing.candidates if c.case_id == case_id), None)
        if deciding is None or deciding.tier != "alias" or len(words(str(deciding.matched))) != 1:
            return filing
        word = words(str(deciding.matched))[0]
        try:
            cases = self.registry.list_cases()
            counsel = {c.id: c.name for c in self.registry.counsel()}
        except Exception:  # noqa: BLE001 - without the counsel the filing stands
            log.exception("reading the counsel failed")
            return filing
        names = self._name_words()  # (fills the cases' kind words)
        said = set(words(text)) | set(words(name_hint or ""))
        for other in cases:
            if other.id == case_id or not other.counsel_id or other.counsel_id not in counsel:
                continue
            theirs = [w for w in words(counsel[other.counsel_id]) if w not in HONORIFICS]
            if not theirs or word not in theirs[1:]:
                continue  # (a surname: a word after the counsel's given name)
            cues = (said & (self._kinds.get(other.id, set()) - self._kinds.get(case_id, set()))) | {
                w for w in said if names.get(w) == {other.id}}
            if cues and not said & (self._kinds.get(case_id, set()) - self._kinds.get(other.id, set())):
                mark = CaseCandidate(case_id=other.id, score=SOMEONE_ELSES_SCORE, tier="alias",
                                     matched=", ".join(sorted(cues)))
                return Filing([], [*filing.candidates, mark], 0.0,
                              f"'{deciding.matched}' is a name of {case_id} and the surname of the counsel in "
                              f"{other.id}, which the note names ({', '.join(sorted(cues))})")
        return filing

    def _by_first_line(self, filing: Filing, text: str) -> Filing:
        """A note is about the case its first line names (by number, alias, or a name of one case only beside
        its kind): a name further down that another case bears too (a witness's, a counsel's surname) never
        moves it, nor leaves it for review. A case number written in the body for another case still does."""
        lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
        if len(lines) < 2:
            return filing
        head = lines[0]
        floor = self.registry.thresholds.auto_file_min
        res = self.registry.resolve(head)
        chosen = res.case_id if res.case_id and not res.needs_review else None
        guessed = candidates_of(res)
        if chosen is None and names_no_case(guessed):
            # (a spelling guess or another person's surname on the line names no case: see names_no_case)
            chosen = next(iter(choose_by_name_and_kind(Filing([], guessed, 0.0, ""), head, self._name_words(),
                                                       self._kinds, floor, self._given).case_ids), None)
        if chosen is None and not res.candidates:
            # a first line that names one case only, by a name no other case bears ("… (Marigold 16 nov):")
            chosen = next(iter(choose_by_one_name(Filing([], [], 0.0, ""), head, self._name_words(),
                                                  self._kinds, floor, self._given).case_ids), None)
        if chosen is None and not res.candidates:
            chosen = name_and_forum_of_one(head, self._name_words(), self._forum_marks())
        if chosen is None or filing.case_ids == [chosen]:
            return filing
        if any(c.tier == "number" and c.case_id != chosen and c.score >= floor for c in filing.candidates):
            return filing
        ranked = [CaseCandidate(case_id=chosen, score=floor, tier="alias", matched=head[:60])]
        ranked += [c for c in filing.candidates if c.case_id != chosen]
        try:
            label = self.registry.get_case(chosen).short_name or chosen
        except TareekhError:
            label = chosen
        return Filing([chosen], ranked, floor / 100.0, f"the note's first line names {label}")

    def _plan_cases(self, text: str) -> Filing:
        """The cases an item of a plan names: the case its text names as a note's would, every case it names
        unambiguously, and the case each of its clauses names ("call X; draft Y's reply, Z Tue"). An item that
        names none is kept as a general note of no case; it never waits for review, since it reports no
        hearing."""
        lines = text.split("\n", 1)
        item = lines[1] if len(lines) > 1 else text  # the plan's heading names no case
        item = item_body(item)  # "Tue 9/3 - X - await the order": the day it is for names no case
        cases, whole = self._item_cases(item)
        if not cases:
            return Filing([], whole.candidates, 0.0, "kept as a general note: a plan's item that names no case",
                          general=True)
        if len(cases) > 1 and self._desk_work(item, cases):
            return Filing([], whole.candidates, 0.0, "kept as a general note: a plan's item of work at the desk "
                          f"across several matters ({', '.join(cases)}), before no court", general=True)
        return Filing(cases, whole.candidates, max(whole.confidence, 0.95),
                      f"an item of a plan of pending work; it names {', '.join(cases)}")

    def _item_cases(self, item: str) -> tuple[list[str], Filing]:
        """(the cases an item names, the filing of its whole text): see _plan_cases."""
        from tareekh.registry.aliases import COMMON_NAMES, words

        whole = self.choose_cases("hearing", None, item)
        found = list(whole.case_ids) if not whole.general else []
        res = self.registry.resolve(with_roman_names(item, self._alias_list()), limit=10)
        floor = self.registry.thresholds.auto_file_min
        # every case the item names outright; a number cited in passing ("add the order in X 12/2025") is not
        # the item's case, as a document's citation would be
        found += [c for c in named_cases(res, floor)
                  if any(h.case_id == c and float(h.score) >= floor for h in res.candidates)]
        clauses = [c for c in _CLAUSE.split(item) if c and len(c.split()) >= 1]
        if len(clauses) > 1:
            for clause in clauses:
                part = self.choose_cases("hearing", None, clause)
                if not part.general:
                    found += part.case_ids
        # a clause opens with whom it is about ("Y written submissions"): a word of one case's names only
        index = self._name_words()
        for clause in clauses:
            first = words(clause)[:1]
            owners = index.get(first[0], set()) if first else set()
            if len(owners) == 1 and first[0] not in COMMON_NAMES:
                found.append(next(iter(owners)))
        return list(dict.fromkeys(found)), whole

    def _desk_work(self, item: str, cases: list[str]) -> bool:
        """Whether an item of a plan naming several matters names no court (the forum of none of the practice's
        cases, by a word of its name or its short mark): the day's work at the desk across matters ("office -
        draft X's arguments; Y's sheet"), not a day before the courts of each. Without the courts of the matters
        it names in the registry, nothing is known, and the item stays with them."""
        forums, marks = self._forum_words(), self._forum_marks()
        if not any(forums.get(c) or marks.get(c) for c in cases):
            return False
        if days_named(item) > 1:  # a day for each matter ("Fri 3/12 X PW1; Mon 6/12 Y", "X Tue, Y Thu"): days in court
            return False
        if forum_named(item, forums):
            return False
        written = marks_written(item)
        return not any(written & own for own in marks.values())

    def _remark_across_matters(self, filing: Filing, text: str) -> Filing:
        """A page's closing remark beside its matters ("Pending: X - sheet; Y - check"): no hearing of the case it
        names first, nor a note of that case alone, but a general note; any other record keeps its filing."""
        if not filing.case_ids or reads_as_court_day(text) or not self._a_remark_across_matters(text):
            return filing
        return Filing([], filing.candidates, 0.0, "kept as a general note: a remark for no day beside the page's "
                      "matters, listing the leftovers of several", general=True)

    def _a_remark_across_matters(self, text: str) -> bool:
        """A page's remark for no day that lists several matters' leftovers ("Pending: X - sheet; Y - check"),
        unless its label is a name of a case ("X: file reply") or it writes a case's number: read as a plan's item
        would be, it names two matters or more, or is desk work across them."""
        from tareekh.registry.aliases import words

        label = remark_label(text)
        if label is None or any(w in self._name_words() for w in words(label)):
            return False
        res = self.registry.resolve(text, limit=10)
        if any(c.tier == "number" and c.score >= self.registry.thresholds.auto_file_min for c in res.candidates):
            return False
        return len(self._item_cases(text)[0]) > 1

    def _not_only_the_clients_name(self, named: list[str], found: list[str], res: Resolution) -> list[str]:
        """The cases a long text names, less those it names only by our client's side (the client's own name,
        or the firm the client is in that case): a client's name is on every paper of every case of theirs,
        so it tells none of them apart from a case of the same client the text names otherwise."""
        try:
            cases = {c.id: c for c in self.registry.list_cases()}
        except Exception:  # noqa: BLE001 - without the registry's cases every named case stays
            log.exception("reading the cases failed")
            return named
        keep = []
        for cid in named:
            case = cases.get(cid)
            others = [o for o in dict.fromkeys(found + named) if o != cid and o in cases]
            same_client = case is not None and case.client_id and any(cases[o].client_id == case.client_id
                                                                        for o in others)
            matched = [str(c.matched) for c in res.candidates if c.case_id == cid]
            ours = _our_side_words(case) if same_client else set()
            if same_client and matched and all(c.tier != "number" for c in res.candidates if c.case_id == cid) \
                    and all(set(_words(m)) <= ours for m in matched):
                continue
            keep.append(cid)
        return keep

    def file_chat_days(self, entry_ids: list[int], file_name: str) -> None:
        """The days of one exported chat that name no case go under the one case the chat is about (its contact,
        else its other days), and then under the case of the day that set them as its next date."""
        if not entry_ids:
            return
        self._file_chat_days_by_chat(entry_ids, file_name)
        self._file_chat_days_by_next_dates(entry_ids)
        self._file_chat_days_by_listing(entry_ids)

    def _file_chat_days_by_next_dates(self, entry_ids: list[int]) -> None:
        """A chat day that names no case, kept general or put under the case the chat's other days name only for
        want of a better cue, goes under the case of the chat's day that set its date as the next one ("… ND 5
        June" on a day of case X: the report of 5 June is X's), or of the day its own next date is ("Next 1/4",
        and the day of 1/4 names X) — when those days name one case only, no other day of the chat was set
        for the same date in another case, and the day reads as a hearing's report itself: it sets a next date of
        its own ("cross half done, he took time. Next 14/5"). A day that sets none ("Arguments heard. Thank you
        sir.", "I am on leave tomorrow") may be talk of any matter, or of none, on that date: it stays as it was."""
        days = entries_table.chat_days_dated(self.conn, entry_ids)
        guessed = {f"a day of a chat about one case: {OTHER_DAYS}"}
        loose = {r[0] for r in days if r[2] == "retained" and (not r[1] and (r[3] or "").endswith(CHAT_DAY_NO_CASE)
                                                                or r[3] in guessed)}
        known = {r[0]: r[1] for r in days if r[0] not in loose and r[1] and r[2] == "retained"}
        floor = self.registry.thresholds.auto_file_min
        moved = True
        while moved and loose:
            moved = False
            for entry_id, _case, _status, _reason, on, then in days:
                if entry_id not in loose or not on or not then:
                    continue
                cases = {known[i] for i, *_rest, d, n in days if i in known and (n == on or (then and d == then))}
                if len(cases) != 1:
                    continue
                case = next(iter(cases))
                entries_table.save_filing(
                    self.conn, entry_id, case_ids=[case],
                    candidates=[CaseCandidate(case_id=case, score=floor, tier="alias", matched="the chat's next date")],
                    confidence=floor / 100.0, reason="a day of a chat whose date a day of one case set as the next",
                    status="retained", kind="chat_day", hearing=None, date_source=None)
                loose.discard(entry_id)
                known[entry_id] = case
                moved = True

    def _file_chat_days_by_chat(self, entry_ids: list[int], file_name: str) -> None:
        """The days of one exported chat that name no case go under the one case the chat is about: the case
        its contact's name (the export's name) names, else the one case its other days name. A chat whose days
        name several cases, or whose contact names none or several, leaves such days general."""
        rows = entries_table.entries_state(self.conn, entry_ids)
        named = entries_table.cases_filed(self.conn, entry_ids)
        waiting = [r[0] for r in rows if r[1] == "general" and (r[3] or "").endswith(CHAT_DAY_NO_CASE)]
        if not waiting and not any(r[1] == "chat_day" and r[2] == "review" for r in rows):
            return
        chosen, why = None, ""
        who = chat_contact(file_name) or contact_named_alone(file_name)
        m = {"who": who} if who else None
        res = None
        if m:
            try:
                res = self.registry.resolve(m["who"])
            except Exception:  # noqa: BLE001 - a name the resolver refuses is no cue
                res = None
            if res is not None and res.case_id and named <= {res.case_id}:
                chosen, why = res.case_id, f"the chat is with '{m['who']}' ({res.reason})"
        if chosen is None and m:  # an export named for a contact the registry does not know by that name
            chosen, why = self._chat_with_a_party(entry_ids, named)
        if chosen is None and m and (res is None or not res.candidates):
            chosen, why = self._contact_by_name_words(m["who"], named)
        theirs: set[str] = set()
        if chosen is None and m:  # a person of a client's record: its proprietor, secretary, the son who sees to it
            chosen, why, theirs = self._contact_of_a_client(m["who"], named, res)
        if chosen is not None and m:
            waiting += self._days_naming_only_the_contact(rows, chosen, m["who"])
        # (a day left for review may name another of the chat's matters: the other days then tell nothing)
        if (chosen is None and len(named) == 1 and len(self._chat_senders(entry_ids)) <= 2
                and not any(r[2] == "review" for r in rows)):
            # (in a group, a day that names no case may be about any of the members' matters)
            chosen = next(iter(named))
            why = OTHER_DAYS
        if chosen is None:
            if m and res is not None and not res.case_id:
                mine = theirs or {c.case_id for c in res.candidates if c.tier in ("alias", "number")}
                self._file_days_among_the_contacts_cases(rows, named, m["who"], mine)
            return
        floor = self.registry.thresholds.auto_file_min
        mine = [CaseCandidate(case_id=chosen, score=floor, tier="alias", matched=m["who"] if m else "the chat")]
        self._name_words()  # (fills the cases' kind words)
        families = self._families()
        for entry_id in waiting:
            heads = kinds_at_heads(entries_table.entry_texts(self.conn, [entry_id])[0], self._kinds, families)
            if heads and not any(chosen in owners for owners in heads.values()):
                continue  # the day opens with the kind of other cases only ("Suit - …" in a chat about an appeal)
            others = self._other_forums_or_kinds(entry_id, chosen) if why == OTHER_DAYS else set()
            if len(others) == 1:  # a junior's report from the court of another matter, the only one there
                other = next(iter(others))
                entries_table.save_filing(
                    self.conn, entry_id, case_ids=[other],
                    candidates=[CaseCandidate(case_id=other, score=floor, tier="alias", matched="its court")],
                    confidence=floor / 100.0, reason="a day of a chat that writes the court or kind of one case only",
                    status="retained", kind="chat_day", hearing=None, date_source=None)
            if others:
                continue  # (of several other matters: kept general)
            entries_table.save_filing(self.conn, entry_id, case_ids=[chosen], candidates=mine,
                                      confidence=floor / 100.0, reason=f"a day of a chat about one case: {why}",
                                      status="retained", kind="chat_day", hearing=None, date_source=None)

    def _other_forums_or_kinds(self, entry_id: int, chosen: str) -> set[str]:
        """The other cases whose court's place, or whose kind only, a chat day writes ("Sir Palayam MACT - …") when
        the chosen case's court and kind are neither: the day is about another matter."""
        from tareekh.registry.aliases import GENERIC, words

        said = set(words(entries_table.entry_texts(self.conn, [entry_id])[0]))
        courts = self._court_words
        out: set[str] = set()
        for w in said:
            if len(w) >= 4 and w.isalpha() and w not in GENERIC and courts.get(w) and chosen not in courts[w]:
                out |= courts[w]
        # the chosen case's own kinds, and the kinds its nature says it arises from ("second appeal in a suit for
        # …", "revision against an order in a cheque complaint"): an appeal's chat calls the case below "the suit"
        own = self._kinds.get(chosen, set()) | self._kinds_it_arises_from(chosen)
        out |= {cid for cid, kw in self._kinds.items() if cid != chosen and (said & kw) - own - _PAPER_KINDS}
        return out

    def _kinds_it_arises_from(self, case_id: str) -> set[str]:
        """The kind words a case's nature in the registry writes ('a second appeal in a suit for declaration' →
        'suit'): what its chats may call the proceeding it comes from."""
        from tareekh.registry.aliases import is_kind_word, words

        try:
            case = self.registry.get_case(case_id)
        except Exception:  # noqa: BLE001 - a case the registry cannot give says no more kinds
            return set()
        return {w for w in words(getattr(case, "nature", None) or "") if len(w) >= 3 and is_kind_word(w)}

    def _days_naming_only_the_contact(self, rows: list[tuple[int, str, str, str | None]], chosen: str,
                                      who: str) -> list[int]:
        """The days of a chat with a contact whose name names one case that wait for review only because they write
        a word of the contact's own name which another case's names share ("Namaste Farida" in a chat with "Farida
        Shop Lease", when a party of another case is a Farida too): written to the contact, they are of the
        contact's case. So do the days whose only cue is a word that merely resembles a name of some case ("ready
        pannunga anna" near a party "Kanaga Annam"), or whose only cue is another person bearing a case's surname (a
        commissioner "<given> ben <surname>"): a likeness below the alias floor is weaker than the contact.
        A day that names anything else, or a case by its number, still waits."""
        mine = set(words_of(who))
        found = []
        for entry_id, kind, status, _reason in rows:
            if kind != "chat_day" or status != "review":
                continue
            cands = entries_table.get_entry(self.conn, entry_id).candidates
            if (cands and all(c.tier == "alias" for c in cands) and chosen in {c.case_id for c in cands}
                    and all(set(words_of(str(c.matched))) <= mine for c in cands)):
                found.append(entry_id)
            elif cands and all(c.tier == "fuzzy" for c in cands):
                found.append(entry_id)
            elif (cands and len({c.case_id for c in cands}) == 1 and chosen not in {c.case_id for c in cands}
                  and all(c.tier == "alias" and c.score <= SOMEONE_ELSES_SCORE for c in cands)):
                found.append(entry_id)  # only another person bearing one other case's surname ("<given> ben <surname>")
        return found

    def _contact_of_a_client(self, who: str, named: set[str],
                             res: Resolution | None) -> tuple[str | None, str, set[str]]:
        """(case, why, the client's cases) for a chat with a person the registry knows only inside a client's record
        (see client_of_contact): the client's one case, which the chat's other days and the contact's own
        resolution do not contradict. With a client of several cases, (None, "", those cases): each day then goes
        under the one of them it names (_file_days_among_the_contacts_cases)."""
        try:
            clients = [(c.id, c.name) for c in self.registry.clients()]
            cases = self.registry.list_cases()
        except Exception:  # noqa: BLE001 - without the clients the days stay as they were
            log.exception("reading the clients failed")
            return None, "", set()
        client = client_of_contact(who, clients)
        theirs = {c.id for c in cases if client is not None and c.client_id == client}
        real = {c.case_id for c in res.candidates if c.tier in ("alias", "number")} if res is not None else set()
        index = self._name_words()
        if (not theirs or not named <= theirs or (real and not theirs & real)
                or any(index.get(w, set()) - theirs for w in words_of(who))):
            return None, "", set()  # (a word of the contact's that is another case's name: the chat may be that case's)
        if len(theirs) > 1:
            return None, "", theirs
        name = next(n for cid, n in clients if cid == client)
        return next(iter(theirs)), f"the chat is with '{who}', a person of the client '{name}'", theirs

    def _contact_by_name_words(self, who: str, named: set[str]) -> tuple[str | None, str]:
        """A contact saved by a party's given name and a tag of their own ("Malini Muscat", "Bunty Tata"): every word
        of it that is in any case's names is in the names of one case only, the same case, which the chat's
        other days do not contradict."""
        from tareekh.registry.aliases import words

        index = self._name_words()
        owners = [index.get(w, set()) for w in words(who) if len(w) >= 3]
        owners = [o for o in owners if o]
        union = set().union(*owners) if owners else set()
        if len(union) != 1 or not named <= union:
            return None, ""
        case_id = next(iter(union))
        return case_id, f"the chat is with '{who}', a name of this case only"

    def _chat_senders(self, entry_ids: list[int]) -> set[str]:
        """The names that write in a chat's days."""
        senders: set[str] = set()
        for text in entries_table.entry_texts(self.conn, entry_ids):
            senders.update(m["who"].strip() for m in _SENDER.finditer(text))
        return senders

    def _chat_with_a_party(self, entry_ids: list[int], named: set[str]) -> tuple[str | None, str]:
        """The case of the one person writing in a chat whose name is a case's own name ("Tomin Varkey" in a
        chat the export calls "Thomas chettan"): an export names its contact as the phone saved them, but every
        message carries the sender's name as well. None when no sender, or several, name a case, or in a group."""
        senders = self._chat_senders(entry_ids)
        if len(senders) > 2:
            return None, ""  # a group: whoever writes, the chat is not one client's
        found: dict[str, str] = {}
        for who in sorted(senders):
            try:
                res = self.registry.resolve(who)
            except Exception:  # noqa: BLE001 - a name the resolver refuses is no cue
                continue
            if res.case_id and not res.needs_review and all(c.tier != "fuzzy" for c in res.candidates[:1]):
                found.setdefault(res.case_id, who)
        if len(found) != 1:
            return None, ""
        (case_id, who), = found.items()
        if not named <= {case_id}:
            return None, ""
        return case_id, f"'{who}' writes in the chat, a party of this case"

    def _file_days_among_the_contacts_cases(self, rows: list[tuple[int, str, str, str | None]], named: set[str],
                                            who: str, mine: set[str]) -> None:
        """A chat with a person of several cases (a client with two matters: the contact's name is in both): a
        day that names no case, or only a name those cases share, goes under the one of them it calls by its
        kind ("the flat case", "cheque matter") or by a name only that case holds (the other side's given
        name). A day that calls two of them so, or none, stays as it was."""
        from tareekh.registry.aliases import COMMON_NAMES, words

        if len(mine) < 2 or not named <= mine:
            return
        index = self._name_words()
        kinds = self._kinds
        hints = entries_table.case_hints(self.conn, [r[0] for r in rows])
        full_names = self.registry.index().name_cases
        floor = self.registry.thresholds.auto_file_min
        for entry_id, kind, status, reason in rows:
            if kind == "general" and (reason or "").endswith(CHAT_DAY_NO_CASE):
                pass
            elif kind == "chat_day" and status == "review":
                day = self.registry.resolve(hints.get(entry_id) or " ", limit=10)
                if not day.candidates or not {c.case_id for c in self._real_candidates(day.candidates)} <= mine:
                    continue
            else:
                continue
            tokens = words(hints.get(entry_id) or "")
            calls: dict[str, str] = {}
            for i, t in enumerate(tokens):
                after = tokens[i + 1] if i + 1 < len(tokens) else ""
                by_kind = {cid for cid in mine if t in kinds.get(cid, set())} if (
                    after in CASE_WORDS and t not in CASE_WORDS) else set()
                if len(by_kind) == 1:
                    calls.setdefault(next(iter(by_kind)), f"{t} {after}")
                owners = index.get(t, set())
                # … a name in no other of the contact's cases, parties and descriptions read too (the other
                # side of one case may be a respondent of the other)
                if (len(owners) == 1 and owners <= mine and t not in COMMON_NAMES
                        and full_names.get(t, set()) & mine <= owners):
                    calls.setdefault(next(iter(owners)), t)
            if len(calls) != 1:
                continue
            (case_id, said), = calls.items()
            try:
                case = self.registry.get_case(case_id)
                label = f"{case.number} — {case.short_name}" if case.short_name else case.number
            except TareekhError:
                label = case_id
            mark = CaseCandidate(case_id=case_id, score=floor, tier="alias", matched=said)
            entries_table.save_filing(
                self.conn, entry_id, case_ids=[case_id], candidates=[mark], confidence=floor / 100.0,
                reason=f"a day of the chat with '{who}', who is in {len(mine)} of your cases: '{said}' names {label}",
                status="retained", kind="chat_day", hearing=None, date_source=None)

    def resolve_case(self, hint: str | None, text: str) -> Filing:
        """The case a note names (its case hint first, then its text), or its candidates for review."""
        first = self.registry.resolve(hint) if hint and hint.strip() else None
        if first is not None and first.case_id:
            return filing_of(first)
        whole = self.registry.resolve(text)
        # a heading that names only someone else bearing a case's name (a letterhead's "NAME, Advocate", a judge)
        # leaves the choice to the text
        someone_elses = (first is not None and len({c.case_id for c in first.candidates}) == 1
                         and all(c.tier == "alias" and c.score <= SOMEONE_ELSES_SCORE for c in first.candidates))
        if whole.case_id and (first is None or not first.candidates or someone_elses
                              or whole.case_id in {c.case_id for c in first.candidates}):
            return self._unless_headed_by_another(whole, text)
        # a heading whose only cue is someone else bearing a case's name leaves the candidates to the text as well
        chosen = filing_of(first if first is not None and first.candidates and not someone_elses else whole)
        reason = chosen.reason if chosen.candidates else chosen.reason or "no case found in the text"
        return Filing([], chosen.candidates, chosen.confidence, reason)

    def _unless_headed_by_another(self, whole: Resolution, text: str) -> Filing:
        """A note whose first line names one case ("21-5 NDPS Ct (<judge>) - <name>") while its text as a whole
        resolves to another, named further down ("… his HC bail is filed (CRM-M 214)"), is about two matters:
        it waits for the lawyer with both, never filed under the one mentioned in passing."""
        head = text.strip().split("\n", 1)[0]
        if head == text.strip() or not whole.case_id:
            return filing_of(whole)
        headed = self.registry.resolve(head)
        if not headed.case_id or headed.case_id == whole.case_id or self._names_its_judge(headed, whole.case_id):
            return filing_of(whole)
        both = [c for c in candidates_of(headed)[:1] + candidates_of(whole)[:1]]
        return Filing([], both, confidence_of(both),
                      f"its first line names {headed.reason}, but further down it names {whole.reason}")

    def _names_its_judge(self, headed: Resolution, case_id: str) -> bool:
        """Does a first line name its case only by a word that is the surname of the judge of `case_id`, the case the
        text names ("<court> - <surname> saheb" over a note of the suit before Judge <surname>, where a party of
        another case bears the surname)? The judge the lawyer appeared before, not that other case."""
        own = self.registry.index().case_judges.get(case_id, set())
        cues = [c for c in headed.candidates if c.case_id == headed.case_id]
        return bool(own and cues) and all(c.tier == "alias" and " ".join(words_of(c.matched)) in own for c in cues)

    def chosen_case(self, chosen: str, hint: str | None, text: str) -> Filing:
        """The case the lawyer chose for a note, unless the note itself names another case: then neither is
        taken and the entry waits with both as candidates (a note typed under the wrong case is never filed
        silently). A note that names the chosen case, or no case, is filed under it."""
        mine = CaseCandidate(case_id=chosen, score=100.0, tier="user", matched="chosen by you")
        named = self.named_cases(hint, text)
        if not named or chosen in {c.case_id for c in named}:
            return Filing([chosen], [mine], 1.0, "case given by the user")
        others = [c for c in named if c.case_id != chosen]
        return Filing([], [*others, mine], 0.0, NAMES_ANOTHER_CASE)

    def named_cases(self, hint: str | None, text: str) -> list[CaseCandidate]:
        """Cases the note names outright: a registered number, or a case's own alias, at the filing score."""
        floor = self.registry.thresholds.auto_file_min
        named: dict[str, CaseCandidate] = {}
        for piece in (hint, text):
            if not piece or not piece.strip():
                continue
            for c in candidates_of(self.registry.resolve(piece)):
                if c.score >= floor and c.case_id not in named:
                    named[c.case_id] = c
        return sorted(named.values(), key=lambda c: -c.score)

    def _by_description(self, filing: Filing, text: str, own_date: str | None = None) -> Filing:
        """A document that cites an identifier only one case's description records (a vehicle's registration,
        a crime number, a flat's code, a cheque number), or is the paper that description cites by its date,
        concerns that case, unless the text's own candidates point elsewhere; among the candidates a shared
        word left, a date of one case's description chooses."""
        named = {c.case_id for c in self._real_candidates(filing.candidates)}
        described = described_cases(text, self._identifier_index(), own_date, named)
        if not described or (named and not set(described) <= named):
            return filing
        cases = sorted(described)
        why = "; ".join(f"{', '.join(ids)} is in the description of {cid}" for cid, ids in sorted(described.items()))
        return Filing(cases, filing.candidates, max(filing.confidence, 0.95), f"cites {why}")

    def _identifier_index(self) -> dict[str, set[str]]:
        if self._identifiers is None:
            self._identifiers = {}
            try:
                for case in self.registry.list_cases():
                    for ident in description_keys(f"{case.nature or ''}\n{case.title or ''}"):
                        self._identifiers.setdefault(ident, set()).add(case.id)
            except Exception:  # noqa: BLE001 - without it documents fall back to review
                log.exception("reading the cases' descriptions failed")
        return self._identifiers

    def _alias_list(self) -> list[str]:
        """Every alias of every case (the Roman names a Devanagari name may sound like)."""
        if self._aliases is None:
            self._aliases = []
            try:
                self._aliases = sorted({a for c in self.registry.list_cases() for a in self.registry.aliases(c.id)})
            except Exception:  # noqa: BLE001 - without it Devanagari names are not read as Roman ones
                log.exception("reading the cases' aliases failed")
        return self._aliases

    def _people_given(self) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
        """Surname -> sound keys of the given names, of the practice's counsel and judges, and of the cases' parties."""
        if self._given_keys is None:
            counsel: dict[str, set[str]] = {}
            parties: dict[str, set[str]] = {}
            try:
                counsel = given_keys([p.name for p in (*self.registry.counsel(), *self.registry.judges()) if p.name])
                parties = given_keys([t for c in self.registry.list_cases()
                                      for t in (*(p.name for p in c.parties),) if t])
            except Exception:  # noqa: BLE001 - without it a counsel's surname may name a case
                log.exception("reading the practice's people failed")
            self._given_keys = (counsel, parties)
        return self._given_keys

    def _spoken_names(self) -> list[str]:
        """The aliases, and every word of a case's names that no other case's names hold (a party's given name):
        the Roman names a name written in an Indian script may spell."""
        if self._spoken is None:
            from tareekh.registry.aliases import COMMON_NAMES

            own = [w for w, owners in self._name_words().items()
                   if len(owners) == 1 and len(w) >= DISTINCT_NAME_MIN and w not in COMMON_NAMES]
            self._spoken = sorted(set(self._alias_list()) | {w.capitalize() for w in own})
        return self._spoken

    def _shared_name_words(self) -> dict[str, set[str]]:
        """Word of several cases' names (a party of two of them) -> those cases; a common or short name left out."""
        from tareekh.registry.aliases import COMMON_NAMES

        return {w: owners for w, owners in self._name_words().items()
                if len(owners) > 1 and len(w) >= DISTINCT_NAME_MIN and w not in COMMON_NAMES}

    def _name_words(self) -> dict[str, set[str]]:
        """Word → the cases whose names hold it; also fills each case's kind words."""
        if self._names is None:
            self._names = {}
            try:
                cases = self.registry.list_cases()
                # a case's names as the registry knows them: its parties' and client's names, never an
                # official party's place or office ("State of X", "Directorate of Y")
                self._names = name_words_index(
                    (c.id, " ".join([c.short_name or "", *(a for a in self.registry.aliases(c.id)
                                                           if not re.search(r"\d", a))])) for c in cases)
                # a word of the courts' names of several cases (the seat "… Bench at X", "District Court X") is
                # the place every order's heading writes, whichever case it is about: no party's name to file by,
                # even when a party (a town's corporation) bears it. (A court only one case is in, "Labour Court",
                # still says which case.)
                from tareekh.registry.aliases import words
                courts: dict[str, set[str]] = {}
                for c in cases:
                    for w in words(c.court or ""):
                        courts.setdefault(w, set()).add(c.id)
                self._names = {w: ids for w, ids in self._names.items() if len(courts.get(w, ())) < 2}
                self._court_words = courts
                self._kinds = {c.id: kind_words(c.short_name, c.number) for c in cases}
                # … and, to choose among the cases a name ties, each kind of proceeding in every language the
                # translation rows hold ("<name> बंटवारा", "<name> jeevanamsham" for a registry's "partition suit",
                # "maintenance case"; a registry's own "batwara" for a note's "partition")
                self._kinds_across = {c.id: self._kinds[c.id] | kinds_across_languages(
                    self._kinds[c.id] | set(words(c.short_name or ""))) for c in cases}
                from tareekh.registry.aliases import given_name_words
                self._given = {w for c in cases for t in (c.title, *(p.name for p in c.parties))
                               for w in given_name_words(t or "")}
                self._sides = {c.id: title_sides(c.title) for c in cases}
            except Exception:  # noqa: BLE001 - without it a shared name waits for review
                log.exception("reading the cases' names failed")
        return self._names

    def _parties_of(self, case_ids: list[str]) -> list[str]:
        """The names of the parties of these cases, as the registry writes them."""
        out: list[str] = []
        for case_id in case_ids:
            try:
                case = self.registry.get_case(case_id)
            except Exception:  # noqa: BLE001 - a case the registry cannot give has no parties to read
                continue
            out += [p.name for p in case.parties] + [case.title or ""]
        return out

    def _numbers(self) -> list[tuple[str, str | None]]:
        """Each case's number as the registry writes it."""
        try:
            return [(c.id, c.number) for c in self.registry.list_cases()]
        except Exception:  # noqa: BLE001 - without them a file name's serial says nothing
            return []

    def _families(self) -> dict[str, str]:
        """Each case's family by its number's type ('suit', 'appeal', 'petition', 'complaint', 'trial')."""
        from tareekh.registry.numbers import registration_key, roles_of

        try:
            return {c.id: roles_of(registration_key(c.number)) for c in self.registry.list_cases()}
        except Exception:  # noqa: BLE001 - without the families a kind is read from the names only
            log.exception("reading the cases' numbers failed")
            return {}

    def _real_candidates(self, cands: list[CaseCandidate]) -> list[CaseCandidate]:
        """Candidates that name a case at all: a number, an alias, or a resemblance above the fuzzy floor
        (a word that merely looks a little like a name, 'appear' for 'Apparao', names nothing)."""
        floor = self.registry.thresholds.fuzzy_floor
        return [c for c in cands if c.tier != "fuzzy" or c.score >= floor]

    def _listed_on(self, case_id: str, date_hint: str | None, text: str, not_after: date | None) -> date | None:
        """The hearing an undated note of a case reports, from the day the case was listed for.

        A day and month without a year ("25/3") takes the year of a date the case was listed for on that day.
        A note with no date at all that moves the case on from the date it is listed for (its next date comes
        after it) reports that listed hearing, once the day has come and not after the file was made."""
        dm = DayMonth.parse(date_hint)
        listed: list[str | None] = list(entries_table.listed_next_dates(self.conn, case_id))
        try:
            listed.append(self.registry.get_case(case_id).next_date)
            listed.extend(h for c in self.registry.next_date_history(case_id) for h in (c.next_date, c.previous))
        except TareekhError:
            return None
        days_listed = [d for d in listed if d]
        if dm is not None:
            return year_from_listed_dates(dm, days_listed)
        found = D.find_next_date(text)
        # a day the note itself says was wrong ("NDOH is 15.07, NOT 08.07") is not the hearing it reports
        denied = {f.value for m in _DENIED.finditer(text) for f in D.find_dates(text[m.end():m.end() + 12])[:1]}
        days = {date.fromisoformat(x[:10]) for x in days_listed} - denied
        if date_hint is None and found is not None:
            # the latest day the case was listed for before the next date this note gives
            limit = min(clock.today(), not_after or date.max, found.value - timedelta(days=1))
            before = sorted(d for d in days if d <= limit)
            return before[-1] if before else None
        if date_hint is None and not_after is not None:
            # a page photographed or received within days of the day its case was listed for
            before = sorted(d for d in days if d <= min(clock.today(), not_after))
            if before and (not_after - before[-1]).days <= STAMP_TO_LISTED_DAYS:
                return before[-1]
        return None

    # -- what filing a hearing changes

    def file_entry(self, entry_id: int) -> NextDateMove | None:
        """An entry just got its case and date: link other sources of the hearing and flag conflicts.
        Runs inside the caller's transaction; returns the next-date move for `apply_moves`, if any."""
        case_id, hearing, next_date, stage, doc_type, upload_id = entries_table.hearing_of(self.conn, entry_id)
        if not case_id or not hearing:
            return None
        court_says_otherwise = False
        for other_id, other_next, other_type in entries_table.other_sources(self.conn, case_id, hearing, entry_id,
                                                                     upload_id):
            entries_table.link_entries(self.conn, entry_id, other_id)
            if next_date and other_next and next_date != other_next:
                mine, theirs = (entry_id, next_date), (other_id, other_next)
                a, b = (mine, theirs) if entry_id < other_id else (theirs, mine)
                entries_table.record_conflict(self.conn, case_id, hearing, "next_date", a, b)
                if other_type == "order_sheet" and doc_type != "order_sheet":
                    court_says_otherwise = True
        if next_date and not court_says_otherwise:
            return NextDateMove(entry_id, case_id, hearing, next_date, stage)
        return None

    def apply_moves(self, moves: Iterable[NextDateMove | None]) -> None:
        for move in moves:
            if move is not None:
                self._move_next_date(move)

    def _move_next_date(self, move: NextDateMove) -> None:
        if move.denied:  # a correction: the case's next date moves only off the day it calls wrong
            try:
                current = self.registry.get_case(move.case_id).next_date
            except TareekhError:
                return
            if current and (int(current[8:10]), int(current[5:7])) in move.denied:
                self.registry.set_next_date(move.case_id, move.next_date, source=f"entry:{move.entry_id}")
            return
        if entries_table.has_later_hearing(self.conn, move.case_id, move.hearing):
            return  # a later hearing of this case is already known: this next date is history
        try:
            current = self.registry.get_case(move.case_id).next_date
        except TareekhError:
            return
        if current == move.next_date:
            return
        if current and current > move.hearing:
            return  # the registry already knows a date after this hearing, from a newer source
        self.registry.set_next_date(move.case_id, move.next_date, stage=move.stage, source=f"entry:{move.entry_id}")

