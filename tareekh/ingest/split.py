"""Splitting a read document into one draft entry per hearing, by rules (offline).

A WhatsApp export is split per day (`chat.split_chat`). Four layouts of notes are known:
- certified order sheets: a heading naming the case, then docket rows each starting with dd.mm.yyyy;
  one entry per row, dated by the row, the case taken from the heading (or the file name). Hindi order sheets
  ("आदेश पत्रक") are the same, their row dates often alone on their line;
- diary pages (photos): a printed date header, then up to a few matters, each starting with a case name
  or number;
- typed day notes: a "03 Mar 2025, Mon - court notes" header, one matter per paragraph;
- one-case notes (docx): the whole note is one entry, its continuation paragraphs included.

Texts are kept faithfully: a matter's lines are joined as they were read, never summarised. An LLM split
(when configured) must pass `validate_split` against the same rules, else the rule split is used.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Literal

from tareekh import clock
from tareekh.ingest import dates as D
from tareekh.ingest.chat import looks_like_chat, split_chat
from tareekh.ingest.dates import DayMonth, Weekday
from tareekh.ingest.documents import read_as_document, signed_at_a_place
from tareekh.ingest.filenames import FileNameCues, parse_file_name
from tareekh.ingest.lists import VERSUS, split_cause_list
from tareekh.ingest.models import Box, DocType, Document, DraftEntry, Page
from tareekh.registry.aliases import COMMON_NAMES, FORMS_OF_ADDRESS, GENERIC, KIND_WORDS, is_kind_word
from tareekh.registry.numbers import compatible, find_mentions
from tareekh.registry.sounds import names_in_devanagari

# A docket row: its date, then the order. A stray mark between them ("06.08.2026 © पत्रावली …") is OCR's
# reading of a stamp or a rule. The order may be written in any of India's scripts (Devanagari to Malayalam):
# a diary's row "02.06.2026  <court in Malayalam>  OP 611/2025 …" is a dated row as its Latin neighbours are.
_ROW = re.compile(
    r"^\s*[\[(]?(\d{1,2})\s?[./-]\s?(\d{1,2})\s?[./-]\s?(\d{4}|\d{2})[\])]?\s*(?:[:\-–—|]\s*(?=\S)|"
    r"\s(?:[^\w\s]\s+)?(?=[A-Za-z(\u0900-\u0D7F]))"
)
# A row date alone on its line, the order below it (Hindi order sheets are typed so); trusted only under an
# order sheet's heading, since a typed note may start with its date on a line of its own.
# A "Date:" label may stand before it ("Date: 02.12.2026", "Dt. 02.12.2026").
_BARE_ROW = re.compile(r"^\s*(?:(?i:date|dated|dt|दिनांक)\s*[:.\-–—]?\s*)?[\[(]?(\d{1,2})\s?[./-]\s?(\d{1,2})\s?[./-]\s?(\d{4}|\d{2})[\])]?\s*[:\-–—|]?\s*$")
# A date that continues the sentence before it ("… साक्षी को दिनांक" / "13.02.2025 को जिरह हेतु …"), not a row; the
# postposition typed in Latin letters too ("4.3.26 ko", "4.3.26 na", "4.3.26 la": on that day).
# … and a line that ends on a comma or a semicolon goes on into the next one ("… cured the crop;" / "3.2.26 na …")
_CONTINUES = re.compile(r"(?:\b(?:on|to|dated|dtd?\.?|till|until|from|by)|दिनांक|दि[0०॰.]|तिथि|तारीख़?|[,;])\s*$",
                        re.IGNORECASE)
# A line ruled into columns (cells between "|" bars, or set apart by wide gaps) is a table's heading or row, no
# sentence: its last cell ("… | Next Dt", "… | अगली तिथि") is a column's title, not a phrase going on into the
# date of the row below it.
_CELL_BREAK = re.compile(r"\s*[|¦]\s*|\S\s{3,}(?=\S)")
CELLS_OF_A_RULED_LINE = 3


def _continues(line: str, following: str = "") -> bool:
    """Does the line's sentence go on into the next line (see _CONTINUES, _wrapped_into)? A line ruled into columns
    never does."""
    if len(_CELL_BREAK.findall(line.strip())) + 1 >= CELLS_OF_A_RULED_LINE:
        return False
    return bool(_CONTINUES.search(line)) or _wrapped_into(line, following)


# A sentence wrapped at the page's edge: a full line that stops on a word, no stop after it, and below it a date that
# runs on in lower case, as prose does ("… in custody since" / "02.03.2028 and the challan is yet to be filed",
# "… for the period" / "21.09.2025 to 24.09.2025."). A docket row's order opens in capitals or after a mark.
_STOPS_ON_A_WORD = re.compile(r"[^\W\d_]\s*$")
_DATE_RUNS_ON = re.compile(r"^\s*\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?(?:\d{4}|\d{2})\s+[a-z]")
WRAPPED_LINE_MIN = 75  # characters of a line the page's edge cut: a short line ended where its writer ended it


def _wrapped_into(line: str, following: str) -> bool:
    """Is `following` the rest of the sentence `line` was cut off in at the page's edge (see _DATE_RUNS_ON)?"""
    return (len(line.strip()) >= WRAPPED_LINE_MIN and bool(_STOPS_ON_A_WORD.search(line))
            and bool(_DATE_RUNS_ON.match(D.ascii_digits(following))))


# A date after a dash or a colon, then the sentence going on in lower case ("10.06.2029 - no breach; (ii) …")
_DATE_THEN_LOWER = re.compile(r"^\s*\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?(?:\d{4}|\d{2})\s*[-–—:]?\s*[a-z]")


def _quoted_back(line: str, following: str, day: date, above: date) -> bool:
    """Is the date opening `following` one the order above quotes, wrapped onto a line's start: a day before the row
    above (a sheet's rows run forward), under a line that stops on a word, the sentence going on in lower case?"""
    return (day < above and bool(_STOPS_ON_A_WORD.search(line))
            and bool(_DATE_THEN_LOWER.match(D.ascii_digits(following))))


_POSTPOSITION = re.compile(r"^\s*[\[(]?\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?(?:\d{4}|\d{2})[\])]?\s*(?:(?:को|तक|से|के|की|का)(?![\u0900-\u097F])|(?i:ko|tak|se|na|ni|ku|la|roji|rozi)\b)")
# A court, in the words of India's scripts: Hindi/Marathi/Nepali न्यायालय, अदालत; Bengali/Assamese আদালত, ন্যায়ালয়;
# Gujarati ન્યાયાલય, અદાલત; Punjabi ਅਦਾਲਤ; Odia ନ୍ୟାୟାଳୟ, ଅଦାଲତ; Tamil நீதிமன்றம்; Telugu న్యాయస్థానం, కోర్టు;
# Kannada ನ್ಯಾಯಾಲಯ; Malayalam കോടതി; Urdu/Kashmiri عدالت.
COURT_IN_SCRIPTS = (r"न्यायालय|अदालत|আদালত|ন্যায়ালয়|ন্যায়ালয়|ન્યાયાલય|અદાલત|ਅਦਾਲਤ|ନ୍ୟାୟାଳୟ|ଅଦାଲତ|நீதிமன்ற|"
                    r"న్యాయస్థాన|కోర్టు|ನ್ಯಾಯಾಲಯ|കോടതി|عدالت")
# … and its judge, as an order sheet is headed with the court's presiding officer: न्यायाधीश, বিচারক, ન્યાયાધીશ,
# ਜੱਜ, ବିଚାରପତି, நீதிபதி, న్యాయమూర్తి, ನ್ಯಾಯಾಧೀಶ, ന്യായാധിപ
JUDGE_IN_SCRIPTS = r"न्यायाधीश|বিচারক|ન્યાયાધીશ|ਜੱਜ|ବିଚାରପତି|நீதிபதி|న్యాయమూర్తి|ನ್ಯಾಯಾಧೀಶ|ന്യായാധിപ"
_ORDER_SHEET_HEAD = re.compile(
    r"order\s*sheet|proceedings|docket|in the court|high court|certified|ro[zj]\s?nam(?:a|cha)|daily\s+orders?|"
    r"रो(?:ज|ज़|\u095b)नामा|"
    rf"आदेश[\s-]*(?:पत्रक|पत्र|फलक)|ऑर्डर\s*शीट|{COURT_IN_SCRIPTS}|{JUDGE_IN_SCRIPTS}|सत्य\s*प्रतिलिपि|आयोग|अधिकरण",
    re.IGNORECASE,
)
# Headings of a sheet of proceedings itself (not of a letter or a pleading that names a court)
_PROCEEDINGS_HEAD = re.compile(r"order\s*sheet|proceedings|docket|ro[zj]\s?nam(?:a|cha)|daily\s+orders?|रो(?:ज|ज़|\u095b)नामा",
                               re.IGNORECASE)
_DATE_LABEL = re.compile(r"^\s*(?:date|dated|dt|दिनांक)\b", re.IGNORECASE)
# A case number at a matter's head as courts write it: "OS 318/22", "CS(OS) 221/2024", "C.C. No. 1201/DL/2025",
# "Complaint No. F-77 of 2025": a letter series or a register may sit on either side of the serial number.
_CASE_NO = (r"(?:[A-Z][A-Za-z]{0,10}\.?(?:\s?\([A-Z]{1,4}\))?\s?){1,3}(?:No\.?\s*)?(?:[A-Z]{1,3}\s?[-/]\s?)?\d{1,6}"
            r"(?:\s*[/-]\s*[A-Z][A-Za-z]{0,5})?\s*(?:/|of)\s*\d{2,4}")
# "1.", "2)", "(3)", "iv)", "-", "•": a list's marker before the matter it numbers
# "(a)", "b)": a day's matters lettered, not numbered
_ENUMERATOR = re.compile(r"^\s*(?:\(?\d{1,2}[.)](?!\d)|\(?[ivx]{1,4}\)|\(\d{1,2}\)|\(?[a-h]\)|[•*\-–])\s*")
_HEAD_BRACKET = re.compile(rf"^[^\n()]{{0,70}}?\(\s*{_CASE_NO}\s*\)")
_HEAD_NUMBER = re.compile(rf"^\s*{_CASE_NO}\b")
_HEAD_DASH = re.compile(r"^[A-Z][\w.'&]*(?:[ \t]+[\w.'&/()]+){0,5}[ \t]+[-–—][ \t]")
_TRAILER = re.compile(
    r"^\s*(?://\s*)?(?:c?\s*ertified|true\s+copy|copy\s+applied|sd/?-|copyist|examiner|"
    r"superintendent|section\s+officer|applied\s+on|ready\s+on|delivered\s+on|date\s+of\s+(?:application|issue)|"
    r"\(?seal\)?|"
    # Hindi: a signature ("ह0 अपठनीय", signature illegible), true copy, copyist, the copy application
    r"ह\s?[0०॰.]\s|हस्ताक्षर|सत्य\s*प्रतिलिपि|प्रतिलिपिकार|नकल\s*(?:प्रार्थना|विभाग)|मुहर)",
    re.IGNORECASE,
)
_SIGNATURE = re.compile(r"(?:^|[\s.])[-–—]\s?([A-Z][a-z]{1,15}|[A-Z]{2,3})\s*$")
_HEADER_AUTHOR = re.compile(r"\(([A-Z][a-z]{1,15}(?: [A-Z][a-z]{1,15})?)\)\s*$")
_FILE_AUTHOR = re.compile(r"^([a-z]{2,15})_(?:court_?notes|notes|misc|diary)", re.IGNORECASE)
_DATE_OF_HEARING = re.compile(r"\b(?:date\s+of\s+hearing|hearing\s+date|heard\s+on)\b\s*[:\-]?", re.IGNORECASE)
_NOTE_BY = re.compile(r"\b(?:note\s+by|noted\s+by|by)\s*[:\-]\s*([A-Z][\w.]*(?:\s[A-Z][\w.]*)?)")
_NOT_NAMES = {"court", "notes", "note", "misc", "img", "scan", "cc", "my", "the", "diary"}


@dataclass
class _Line:
    page: int
    index: int  # line index within the page text
    text: str


@dataclass
class _Matter:
    lines: list[_Line] = field(default_factory=list)
    blank_before: list[bool] = field(default_factory=list)
    day_above: bool = False  # a matter of the page above it opened with its day (a diary of several days)
    heading: int = 0  # lines at its top that only head the paper (see _join_the_heading), dated by what is below
    ruled_off: bool = False  # it opens below a line drawn across the note, naming another case (_turns_to_another_case)
    title: str | None = None  # the line titling a one-case note by its case, above this later day of that case
    noted: bool = False  # it opens with a note's label, on another case than the matter above (_a_note_on_another_case)

    @property
    def body(self) -> str:
        """The text below its heading (all of it, when it has none)."""
        return "\n".join(ln.text.strip() for ln in self.lines[self.heading:]).strip() if self.heading else self.text

    def add(self, line: _Line, blank_before: bool) -> None:
        self.lines.append(line)
        self.blank_before.append(blank_before)

    @property
    def text(self) -> str:
        out = []
        for i, line in enumerate(self.lines):
            if i:
                out.append("\n\n" if self.blank_before[i] else "\n")
            out.append(line.text.strip())
        return "".join(out).strip()


def _lines(page: Page) -> list[tuple[int, str]]:
    return list(enumerate(page.text.splitlines()))


def is_docket_row(line: str, *, bare: bool = False) -> date | None:
    """The date of a docket row starting this line; with `bare`, also of a date alone on its line."""
    line = D.ascii_digits(line)
    m = _ROW.match(line) or (_BARE_ROW.match(line) if bare else None)
    if not m or _POSTPOSITION.match(line):
        return None
    d = D._make(D._year(m[3]), int(m[2]), int(m[1]))
    return d


def looks_like_order_sheet(doc: Document, file_name: str = "") -> bool:
    """Docket rows after a heading, or the reader already recognised an order sheet."""
    if doc.doc_type == "order_sheet":
        return True
    rows = 0
    heading: list[str] = []
    court_head = False  # kept as lines come, not searched again per line: a long note is not quadratic
    sheet_head = False
    prev = ""
    for page in doc.pages:
        for _, line in _lines(page):
            if not line.strip():
                continue
            # "… as per the order dt." / "06.05.2025 in W.P. …": a date wrapped onto the next line is no row
            # a "Date:" line is a row only under a proceedings heading: a letter's "Date:" is its own date
            labelled = bool(_DATE_LABEL.match(line)) and not sheet_head
            if is_docket_row(line, bare=court_head) and not _continues(prev, line) and not labelled:
                rows += 1
            elif rows == 0:
                heading.append(line)
                court_head = court_head or bool(_ORDER_SHEET_HEAD.search(line))
                sheet_head = sheet_head or bool(_PROCEEDINGS_HEAD.search(line))
            prev = line
    if rows == 0:
        return False
    head = " ".join(heading)
    if _ORDER_SHEET_HEAD.search(head):
        return True
    if re.match(r"(?i)(cc|certified)[_ -]", file_name):
        return True
    # No heading at all and the text is only docket rows: a bare order sheet. One dated line alone is a
    # note that opens with its date ("15.05.2025 - MACT Ct. 2 - …"), not a sheet.
    return not heading and rows >= 2


def is_matter_head(text: str, vocabulary: Sequence[str] = (), *, lenient: bool = True) -> bool:
    """Does this paragraph (or line) start a new matter: a case name or number at its start?"""
    t = text.strip()
    if not t:
        return False
    if _HEAD_BRACKET.match(t) or _opens_with_a_number(t):
        return True
    low = t.lower()
    for alias in vocabulary:
        a = alias.lower()
        if len(a) >= 4 and low.startswith(a) and (len(low) == len(a) or not low[len(a)].isalnum()):
            return True
    return lenient and bool(_HEAD_DASH.match(t))


def case_hint_of(text: str) -> str:
    """The part of a matter that names its case: up to the first " - ", or its first sentence."""
    first = text.strip().split("\n", 1)[0]
    m = re.search(r"\s[-–—]\s", first)
    if m and m.start() <= 90:
        return first[: m.start()].strip()
    m = re.search(r"[.:;](?:\s|$)", first)
    return first[: m.start()].strip() if m and m.start() <= 90 else first[:90].strip()


def detect_author(header: str | None, text: str, file_name: str) -> str | None:
    """A junior's name when the note is signed ("(Asha)" in the header, "-Asha" at the end, asha_notes_…)."""
    if header:
        m = _HEADER_AUTHOR.search(header.strip())
        if m:
            return m[1]
    m = _SIGNATURE.search(text.strip())
    if m and m[1].lower() not in _NOT_NAMES:
        return m[1]
    m = _FILE_AUTHOR.match(file_name.rsplit("/", 1)[-1])
    if m and m[1].lower() not in _NOT_NAMES:
        return m[1].capitalize()
    return None


def _region(doc: Document, lines: list[_Line]) -> Box | None:
    """The union of the word boxes of these lines, when the page has boxes and its lines map to words."""
    if not lines:
        return None
    page = next((p for p in doc.pages if p.number == lines[0].page), None)
    if page is None or not page.words or not any(w.box for w in page.words):
        return None
    text_lines = [i for i, t in _lines(page) if t.strip()]
    word_lines = sorted({w.line for w in page.words})
    if len(text_lines) != len(word_lines):
        return None
    to_word_line = dict(zip(text_lines, word_lines))
    wanted = {to_word_line.get(line.index) for line in lines if line.page == page.number}
    boxes = [w.box for w in page.words if w.box is not None and w.line in wanted]
    if not boxes:
        return None
    x0 = min(b.x for b in boxes)
    y0 = min(b.y for b in boxes)
    x1 = max(b.x + b.w for b in boxes)
    y1 = max(b.y + b.h for b in boxes)
    return Box(x=x0, y=y0, w=x1 - x0, h=y1 - y0)


def _split_order_sheet(doc: Document, file_name: str) -> list[DraftEntry]:
    heading: list[str] = []
    rows: list[tuple[date, _Matter]] = []
    trailer = False
    court_head = False
    for page in doc.pages:
        for i, line in _lines(page):
            if not line.strip():
                continue
            d = is_docket_row(line, bare=court_head or bool(rows))
            if d and rows and not trailer and _continues(rows[-1][1].lines[-1].text, line):
                d = None  # "call on" wrapped onto the next line: the date continues the row
            if d and rows and not trailer and _quoted_back(rows[-1][1].lines[-1].text, line, d, rows[-1][0]):
                d = None  # a day before the row above, wrapped onto the line's start: a date its order quotes
            if d and not rows and heading and _continues(heading[-1], line):
                d = None  # the heading's own sentence goes on ("… order dt." / "06.05.2025 in …")
            if d:
                trailer = False
                m = _Matter()
                m.add(_Line(page.number, i, line), False)
                rows.append((d, m))
            elif not rows:
                heading.append(line.strip())
                court_head = court_head or bool(_ORDER_SHEET_HEAD.search(line))
            elif trailer or _TRAILER.match(line):
                trailer = True
            else:
                rows[-1][1].add(_Line(page.number, i, line), False)
    head = " ".join(heading)
    hint = head if head.strip() else None
    # Docket rows name no case: a heading without a number takes the file name's ("CC_OS_377-22_….jpg").
    from_name = parse_file_name(file_name).number_hint
    if from_name and (not hint or not re.search(r"\d+\s*(?:/|of|सन्?)\s*\d{2,4}", D.ascii_digits(hint))):
        hint = f"{hint} {from_name}".strip() if hint else from_name
    out = []
    for k, (d, m) in enumerate(rows):
        if k and _a_dated_foot(d, m, rows[k - 1][0]):
            continue
        text = m.text
        nxt = D.find_next_date(text, hearing=d)
        out.append(
            DraftEntry(
                text=text,
                page=m.lines[0].page,
                region=_region(doc, m.lines),
                hearing_date=d.isoformat(),
                date_source="docket",
                next_date=nxt.iso if nxt else None,
                doc_type="order_sheet",
                author="court",
                case_hint=hint,
                record_date=d.isoformat(),
            )
        )
    return out


# A stenographer's or reader's initials under a signed order: "Negi/", "R.K./-", "Ajay S/"
_STENO = re.compile(r"^\s*[A-Za-z][A-Za-z.]{0,20}(?:\s[A-Za-z][A-Za-z.]{0,20})?\s*/-?\s*$")


def _a_dated_foot(day: date, row: _Matter, above: date) -> bool:
    """Is a row the foot of the order above it: the same day written again under the judge's signature, with nothing
    but the stenographer's initials below it ("(X, J.)" / "02.03.2026" / "Negi/")? It is no order of its own."""
    rest = [ln.text for ln in row.lines[1:] if ln.text.strip()]
    first = D.ascii_digits(row.lines[0].text) if row.lines else ""
    return day == above and bool(_BARE_ROW.match(first)) and all(_STENO.match(t) for t in rest)


def _note_doc_type(doc: Document) -> DocType:
    if doc.doc_type in ("handwritten_note", "typed_note"):
        return doc.doc_type
    if doc.media == "image" or any(p.kind == "handwritten" for p in doc.pages):
        return "handwritten_note"
    if doc.media in ("text", "docx", "pdf"):
        return "typed_note"
    return "other"


# A matter of a note, with its page's header date and the header line that may name its writer.
_Found = tuple[_Matter, date | DayMonth | Weekday | None, str | None]
_Layout = Literal["whole", "paragraphs", "lines"]


@dataclass(frozen=True)
class _Names:
    """The names that start a matter: `vocabulary` anywhere, `paragraph_heads` after a blank line (aliases);
    `alias_cases` says which cases each alias names."""

    vocabulary: Sequence[str]
    paragraph_heads: Sequence[str]
    alias_cases: Mapping[str, Iterable[str]] | None

    @functools.cached_property
    def number_keys(self) -> frozenset[str]:
        """The keys of the case numbers among the names (the registry's cases)."""
        return frozenset(m.key for v in self.vocabulary for m in find_mentions(v) if m.key)

    @functools.cached_property
    def _registered(self) -> tuple[tuple[str, int, int | None, str], ...]:
        """Each registered main case's number as (type code, number, year, key)."""
        return tuple({(m.code, m.num, m.year, m.key) for v in self.vocabulary for m in find_mentions(v)
                      if m.key and m.code and not m.interlocutory})

    @functools.cached_property
    def word_cases(self) -> dict[str, set[str]]:
        """Each word of the aliases (NAME_WORD_MIN letters or more, no common name or word of a case's kind) with the
        cases whose aliases hold it."""
        out: dict[str, set[str]] = {}
        for alias, cases in (self.alias_cases or {}).items():
            for w in re.findall(r"[^\W\d_]+", alias.lower()):
                if len(w) >= NAME_WORD_MIN and w not in COMMON_NAMES and w not in GENERIC and not is_kind_word(w):
                    out.setdefault(w, set()).update(cases)
        return out

    def numbers_named(self, text: str) -> frozenset[str]:
        """The registered numbers `text` names, written with or without the year ("CRP 58" for CRP 58/2026)."""
        named: set[str] = set()
        for m in find_mentions(text):
            if m.code and not m.interlocutory:
                named |= {key for code, num, year, key in self._registered
                          if num == m.num and m.year in (None, year) and compatible(m.code, code)}
        return frozenset(named)


@dataclass
class _PageHead:
    """What a page's first lines say about the matters below them."""

    when: date | DayMonth | Weekday | None = None  # their date; a day and month waits for its year
    skip: set[int] = field(default_factory=set)  # indexes of the lines that are header, not a matter's text
    one_case: bool = False  # a titled one-case note: it stays whole
    note_by: str | None = None  # the writer a Word note's heading names
    header: str | None = None  # the printed date line as written (it may name the writer: "… (Asha)")


def _split_notes(doc: Document, file_name: str, vocabulary: Sequence[str],
                 paragraph_heads: Sequence[str] = (),
                 alias_cases: Mapping[str, Iterable[str]] | None = None) -> list[DraftEntry]:
    """One draft entry per matter of a note: each page's header dates the matters written below it."""
    doc_type = _note_doc_type(doc)
    names = _Names(vocabulary, paragraph_heads, alias_cases)
    matters: list[_Found] = []
    first_header: str | None = None
    for page in doc.pages:
        lines = _lines(page)
        nonblank = [(i, t) for i, t in lines if t.strip()]
        head = _page_head(doc, doc_type, nonblank, vocabulary)
        first_header = first_header or head.header
        header_line = first_header or (f"({head.note_by})" if head.note_by else None)
        _collect_matters(page.number, lines, nonblank, head, header_line, names, matters)
    _join_the_heading(matters, names)
    _join_lone_dates(matters)
    _join_dated_steps(matters, names)
    return _note_drafts(doc, doc_type, file_name, matters)


def _join_lone_dates(matters: list[_Found]) -> None:
    """A piece that is only a date on its line, under a matter of the same page, is that matter's next date, no
    hearing of its own: its label ("next date", "அடுத்த வாய்தா", "পৰৱৰ্তী তাৰিখ") was written in words OCR could not
    read, and the date was all that was left of the line."""
    for k in range(len(matters) - 1, 0, -1):
        lone, above = matters[k][0], matters[k - 1][0]
        if (above.lines and all(_BARE_ROW.match(D.ascii_digits(ln.text)) for ln in lone.lines)
                and lone.lines[0].page == above.lines[-1].page):
            for ln, blank in zip(lone.lines, lone.blank_before):
                above.add(ln, blank)
            del matters[k]


def _join_dated_steps(matters: list[_Found], names: _Names) -> None:
    """A piece that is one line, a step and the later day it is fixed for ("Counter to IA - 19.12.2030.", "Reply -
    3.2.31", "எதிருரை - 19.12.2030"), under a matter of the same page that opened on an earlier day, is that hearing's
    next step, no hearing of its own: it names no case (no registered name, alias or number) and tells nothing of a
    day in court."""
    for k in range(len(matters) - 1, 0, -1):
        step, above = matters[k][0], matters[k - 1][0]
        if len(step.lines) != 1 or not above.lines or step.lines[0].page != above.lines[-1].page:
            continue
        line = step.lines[0].text
        if not _a_step_and_its_day(line, names):
            continue
        fixed, opened = D.find_dates(line), [f.value for f in D.find_dates(above.lines[0].text)]
        when = opened[0] if opened else matters[k - 1][1]
        if fixed and isinstance(when, date) and fixed[0].value > when:
            above.add(step.lines[0], step.blank_before[0])
            del matters[k]


def _a_step_and_its_day(line: str, names: _Names) -> bool:
    """Is a line only words naming no case, a dash or colon, and one full date ("Counter to IA - 19.12.2030.")?"""
    m = re.match(r"^\s*(?P<head>[^\n]+?)\s*[-–—:]\s*(?P<day>[\d०-९০-৯૦-૯੦-੯୦-୯௦-௯౦-౯೦-೯൦-൯./-]{6,10})[\s.]*$", line)
    if m is None or not D.find_dates(m["day"]) or D.find_dates(m["head"]):
        return False
    head = m["head"]
    return not (is_matter_head(head, names.vocabulary, lenient=False) or _names_a_case_early(head, names.paragraph_heads)
                or _names_a_case_by_number(head))


# Who issues a paper or hears a matter, as its heading names them: a court, tribunal or commission, the bench, a
# presiding officer, a laboratory, a hospital, a police station or another office, in English and India's scripts.
_ISSUER = re.compile(
    r"\b(?:court|tribunal|commission|forum|authority|bench|magistrate|judge|justice|hon'?ble|coram|presiding|"
    r"chairman|chairperson|laboratory|hospital|police\s+station|office|officer|department|directorate|collector(?:ate)?|registrar|"
    r"commissioner|tahsildar|tehsildar)\b|" + COURT_IN_SCRIPTS + "|" + JUDGE_IN_SCRIPTS, re.IGNORECASE)


def _only_a_heading(line: str, names: _Names) -> bool:
    """Is a line only a paper's heading: its issuer, in printed capitals or by name ("IN THE FAMILY COURT, <TOWN>",
    "(Presiding Officer: Smt. X, Principal Judge)", "THE HON'BLE SRI JUSTICE X"), with no day, no case number, no
    case's name and no sentence?"""
    t = line.strip()
    if not t or D.find_dates(t) or re.search(r"(?<![\d/])\d{1,2}[./-]\d{1,2}(?![\d/])", t) or _NUMBER_WITH_YEAR.search(t):
        return False
    if any(m.key for m in find_mentions(t)) or len(t.split()) > 14 or re.search(r"[a-z]{3,}[.!?](?:\s|$)", t):
        return False
    if is_matter_head(t, names.vocabulary, lenient=False) or _names_a_case_early(t, names.paragraph_heads):
        return False
    letters = re.findall(r"[A-Za-z]", t)
    capitals = bool(letters) and sum(c.isupper() for c in letters) >= 0.6 * len(letters)
    return capitals or bool(_ISSUER.search(t))


def _join_the_heading(matters: list[_Found], names: _Names) -> None:
    """A paper's first lines that only head it (see _only_a_heading) are the heading of the matter below them,
    never a record of their own: an order's court and bench above its case line, a report's issuer above its
    reference."""
    if len(matters) < 2:
        return
    first, below = matters[0][0], matters[1][0]
    if len(first.lines) > 2 or first.lines[0].page != below.lines[0].page:
        return
    if len(first.lines) == 1 and _a_title_over_days(first.lines[0].text, below.lines[0].text, names):
        below.lines[:0] = first.lines
        below.blank_before[:0] = first.blank_before
        below.heading = 1
        del matters[0]
        return
    dated = [d for ln in first.lines if (d := _heading_date(ln.text, names)) is not None]
    if len(dated) <= 1 and all(_only_a_heading(ln.text, names) or _heading_date(ln.text, names) is not None
                               for ln in first.lines):
        below.lines[:0] = first.lines
        below.blank_before[:0] = first.blank_before
        below.day_above = below.day_above or first.day_above
        below.heading = len(first.lines)
        if dated and matters[1][1] is None:
            matters[1] = (below, dated[0], matters[1][2])  # the paper's own day, as its heading labels it
        del matters[0]


TITLE_WORDS = 12  # a title over a note's days ("week recap - 3 nov to 7 nov 2026") fits a short line


def _a_title_over_days(line: str, below: str, names: _Names) -> bool:
    """Is a note's first line only its title over the days written below it ("week recap - 3 nov to 7 nov 2026",
    "21/8 Fri + 22/8 Sat", "सप्ताह 3.11 से 7.11 तक"): a short line naming no case, that lists two days or more, above
    a line opening with one of them? It opens no entry of its own: it heads the first day's."""
    t = line.strip()
    if not t or len(t.split()) > TITLE_WORDS or re.search(r"[.;!?।]\s*$", t):
        return False
    if any(m.key for m in find_mentions(t)) or _names_a_case_early(t, names.paragraph_heads):
        return False
    listed = set(D.day_months(t))
    opening = _day_opening(D.ascii_digits(below))
    return len(listed) >= 2 and opening in listed


# A paper's day under its label opening a heading line ("DATED: 25.11.2030", "Date - 3.2.26"), what follows it on the
# line in a column of its own ("DATED: 25.11.2030    CORAM: THE HON'BLE …")
_LABELLED_DAY = re.compile(r"^\s*(?:dated|date|dt|दिनांक|तारीख|তারিখ|তাং|તારીખ|ਮਿਤੀ|ਤਾਰੀਖ|ତାରିଖ|தேதி|తేదీ|ದಿನಾಂಕ|തീയതി|تاریخ)\.?"
                           r"\s*[:\-–—]\s*(?P<d>\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4})(?![\d./-])(?P<rest>.*)$",
                           re.IGNORECASE)


def _heading_date(line: str, names: _Names) -> date | None:
    """The day a heading line of a court's paper gives under its label, when the line holds nothing else but more of
    the heading (the coram, the bench): "DATED: 25.11.2030    CORAM: …" above the case's number is that paper's
    heading, no hearing of its own."""
    m = _LABELLED_DAY.match(D.ascii_digits(line))
    if m is None:
        return None
    found = D.find_dates(m["d"])
    rest = m["rest"].strip(" \t,;|")
    if not found or found[0].start or (rest and not _only_a_heading(rest, names)):
        return None
    return found[0].value


def _page_head(doc: Document, doc_type: DocType, nonblank: list[tuple[int, str]],
               vocabulary: Sequence[str]) -> _PageHead:
    """The header is one of the first lines: a printed date on a diary page, a Word note's own heading, or a
    date the note's first line opens with."""
    head = _printed_date(doc, nonblank)
    if head.when is None and doc_type != "handwritten_note":
        _word_note_heading(doc, nonblank, head)
    if head.when is None:
        _undated_header(doc_type, nonblank, vocabulary, head)
    return head


def _printed_date(doc: Document, nonblank: list[tuple[int, str]]) -> _PageHead:
    """A date header among the first three lines; the lines down to it are header too."""
    for i, t in nonblank[:3]:
        found = D.header_date(t)
        if found and len(nonblank) > 1 and i == nonblank[-1][0]:
            break  # a date closing a short note ("… part heard / 20.11.26") heads nothing below it
        if found and i != nonblank[0][0] and _opening_day(nonblank[0][1]) not in (None, found.value):
            break  # the note opens with a day of its own: a later day's line opens that day's matter
        if found and i != nonblank[0][0] and _day_opening(nonblank[0][1]) not in (None, (found.value.day, found.value.month)):
            # the note opens with its own day, written short ("25/11 Wed …"): a full date further down is a day
            # the note tells ("Orders on <date>."), no header above it — the lines before it are the note's
            break
        if found and i != nonblank[0][0] and _gives_another_full_date(nonblank[0][1], found.value):
            # the first line gives the note's own day anywhere in it ("<case no.> - 02.12.2030"): a date alone on a
            # line further down ends a sentence wrapped onto it ("… affixed on" / "28.05.2030."), no header — the
            # lines above it stay the note's
            break
        if found:
            title = nonblank[0][1]
            if doc.media == "docx" and i != nonblank[0][0] and (_is_title(title) or _is_case_heading(title)):
                # a Word note's title above its date line stays the note's first line
                return _PageHead(found.value, {i}, one_case=True, header=t.strip())
            # a line above the date that names a case ("RC-77/2024  A vs B") is the matter's, not the header's
            above = {j for j, s in nonblank if j < i and not _names_a_case_by_number(s)}
            opens = D.opening_date(_LEADING_WEEKDAY.sub("", t, count=1))
            if opens is not None and _another_day_opens(found.value, [s for j, s in nonblank if j != i]):
                # a note of several days, each opened by its date line ("Mon 09/03/2026 - X (Ct 4)", then "Wed
                # 11/03/2026 - Y"): the first day's line opens its matter as the others do, and stays in its text
                return _PageHead(found.value, above, header=t.strip())
            below = [s for j, s in nonblank if j > i]
            if (below and _opens_below_the_printed_head(i, nonblank)
                    and _names_more_than_the_day(t, dashless=not _names_a_case_by_number(below[0]))
                    and not _ENUMERATOR.match(below[0])):
                # "1 Aug 26 Sat - Rao suit": the day's line names the matter below it, and stays in its text — also
                # under a diary's printed head ("2031 FEBRUARY" / "17 Monday" above "17/2/31 MACT <name>")
                return _PageHead(found.value, above, header=t.strip())
            return _PageHead(found.value, above | {i}, header=t.strip())
    return _PageHead()


def _gives_another_full_date(line: str, day: date) -> bool:
    """Does a line give a full date (day, month and year) other than `day`, anywhere in it?"""
    return any(f.value != day for f in D.find_dates(line))


def _opens_below_the_printed_head(i: int, nonblank: list[tuple[int, str]]) -> bool:
    """Is line `i` the page's first written line: the first line, or the first below a diary's printed head (its
    year and month, its day and weekday, the owner's "Adv." name), which the hand's own date line follows?"""
    return all(D.HEADERISH.search(s) for j, s in nonblank if j < i)


_COURT_WORDS = re.compile(r"\b(?:courts?|ct|hc|bench|tribunal|forum|commission|kacheri|kutchery|adalat|nyayalaya)\b",
                          re.IGNORECASE)


def _names_more_than_the_day(line: str, dashless: bool = True) -> bool:
    """Does a date line go on, after a dash, with words that are no header's (a matter's name: "… - Rao suit"),
    where a printed header has only its weekday, "court notes" or the writer's name in brackets?"""
    parts = re.split(r"\s[-–—:]\s", line, maxsplit=1)
    if len(parts) < 2 or not D.find_dates(parts[0]):
        # … or with no dash at all ("25/3/26  Rao suit (OS 9/25)", "०७.०३.२०२६ (शनि) बटवारा"): the words after
        # the date the line opens with, unless (`dashless` False) the next line names the matter by its number or
        # title, and this one is the page's day and court ("12/12/25 Fri  CJ (… madam)")
        if not dashless:
            return False
        plain = D.ascii_digits(line)
        found = D.opening_date(_LEADING_WEEKDAY.sub("", plain, count=1))
        if found is None:
            return False
        at = plain.find(found.text)
        parts = [plain[:at + len(found.text)], plain[at + len(found.text):]]
    rest = D._HEADER_NOISE.sub(" ", re.sub(r"\([^)]{0,30}\)", " ", parts[1])).strip()
    if not rest or _COURT_HEADING.match(rest) or _COURT_WORDS.search(rest):
        return False  # "… - Saket courts": the court the page's matters were heard in
    return any(re.search(r"[^\W\d_]", w) for w in rest.split())


def _opening_day(line: str) -> date | None:
    """The full date a line opens with, after its weekday ("Mon 09/03/2026 - …")."""
    found = D.opening_date(_LEADING_WEEKDAY.sub("", line, count=1))
    return found.value if found is not None else None


def _another_day_opens(day: date, lines: list[str]) -> bool:
    """Does another line of the page open with a full date other than `day` ("Wed 11/03/2026 - …")?"""
    for t in lines:
        own = D.opening_date(_LEADING_WEEKDAY.sub("", t, count=1))
        if own is not None and own.value != day:
            return True
    return False


def _names_a_case_by_number(line: str) -> bool:
    """Does a line give a case's number ("RC-77/2024", "O.S. No. 77 of 2024", a number and its year after a kind
    written in an Indian script, in its digits or ours) or its cause title ("A vs B")?"""
    return bool(_strong_head(line) or re.search(rf"(?<![\w/]){_CASE_NO}", line)
                or re.search(r"\S\s+(?:vs?\.?|versus)\s+\S", line, re.IGNORECASE)
                or _SCRIPT_CASE_NO.search(D.ascii_digits(line)))


# a number and its year after a word of an Indian script ("ફોજદારી કેસ નં. 3318/2025", "ଓ.ଏସ. ୨୧୪/୨୦୨୫")
_SCRIPT_CASE_NO = re.compile(r"[\u0900-\u0d7f][\u0900-\u0d7f.]*\s*[:\-]?\s*\d{1,6}\s*/\s*(?:19|20)?\d{2}(?![\d/.])")


def _word_note_heading(doc: Document, nonblank: list[tuple[int, str]], head: _PageHead) -> None:
    """A typed note's own heading, into `head`: "Date of hearing: 26.11.2026    Note by: Asha" (under a title
    line, the note is one case's), a Word note's title, and the date closing a title line."""
    for k, (i, t) in enumerate(nonblank[:3]):
        m = _DATE_OF_HEARING.search(t)
        # the label's own date follows it ("Heard on: 26.11.2026"); "heard on bail … Next date 28.10" heads nothing
        found = [f for f in D.find_dates(t[m.end():]) if not t[m.end():m.end() + f.start].strip(" \t:-–—,")] if m else []
        if found:
            head.when = found[0].value
            head.skip.add(i)
            by = _NOTE_BY.search(t)
            head.note_by = by[1] if by else None
            head.one_case = k == 1 and _is_title(nonblank[0][1])
            break
    if not head.one_case and doc.media == "docx" and len(nonblank) > 1 and (
            _is_title(nonblank[0][1]) or _is_case_heading(nonblank[0][1])):
        head.one_case = True
    if head.one_case and head.when is None:
        # "DW-2 Mohd. Rafiq (lineman) - 16.07.2026" under the title: the date closing a heading line
        for _i, t in nonblank[:2]:
            if D.opening_date(t) is not None:
                break  # "15.07.2031: DW1 chief filed; cross on 29.07.2031": its own day opens it, the next closes it
            closing = _CLOSING_DATE.search(t)
            found = D.find_dates(closing.group(1)) if closing else []
            if found:
                head.when = found[0].value
                break


def _undated_header(doc_type: DocType, nonblank: list[tuple[int, str]], vocabulary: Sequence[str],
                    head: _PageHead) -> None:
    """Without a date header, into `head`: a diary's printed header read over several lines, a date the first
    line opens with (the line stays in the text), or, on a photo, header lines that could not be read as a date."""
    top = nonblank[:4]
    diary = D.diary_header([t for _, t in top])
    if diary is not None:
        head.when = diary[0]
        last = top[max(diary[1])][0]
        head.skip = {j for j, _ in nonblank if j <= last}
    elif (titled := _register_title(nonblank)) is not None:
        head.when, head.skip = titled, {nonblank[0][0]}
    elif nonblank and (opening := D.opening_date(_LEADING_WEEKDAY.sub("", nonblank[0][1], count=1))) is not None:
        head.when = opening.value  # "22/1/26 - Pandey ji Ct.7 - ST 512/24": the line stays in the text
    elif nonblank and (dm := D.header_day_month(_LEADING_WEEKDAY.sub("", nonblank[0][1], count=1))) is not None:
        head.when = dm  # "20/3 - Ct.7", "Wed 20/3 Ct.7": the line stays in the text; its year is found below
    elif (listed := _list_date(top)) is not None:
        head.when = listed  # "DAILY CAUSE LIST - WEDNESDAY, 25TH NOVEMBER 2026": the day its items are listed for
    elif nonblank and (wd := Weekday.heading(nonblank[0][1])) is not None:
        head.when = wd  # "Wednesday": the latest Wednesday up to the day the page was photographed or added
        head.skip.add(nonblank[0][0])
    elif doc_type == "handwritten_note":
        # A header that could not be read as a date is still a header, not a matter.
        for j, t in top[:3]:
            if is_matter_head(t, vocabulary) or not D.HEADERISH.search(t):
                break
            head.skip.add(j)


# a register page's title names its month or year: a year of any era ("2026", the Malayalam era's "1201") or an
# English month's name (the scripts' month names come with a year beside them)
_MONTH_TITLE = re.compile(r"(?<!\d)\d{4}(?!\d)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b", re.I)


def _register_title(nonblank: list[tuple[int, str]]) -> date | None:
    """A register or diary page titled by its month, in any script or calendar ("Diary - March 2026", a regional
    era's month beside the Gregorian one), above lines that each open with their own full date: the title heads
    the page and dates nothing; the first day's line opens its hearing as the others do. A title that names a
    case by its number or cause is the matter's, not the page's."""
    if len(nonblank) < 3 or _names_a_case_by_number(nonblank[0][1]):
        return None
    title = D.ascii_digits(nonblank[0][1])
    if D.opening_date(_LEADING_WEEKDAY.sub("", title, count=1)) is not None or D.header_day_month(title) is not None:
        return None
    below = [D.ascii_digits(t) for _, t in nonblank[1:]]
    if not _MONTH_TITLE.search(title) and sum(map(_names_a_case_by_number, below)) < 2:
        # "<matter> - synopsis for hearing" above a list of dates: no month titles it, it is no register — unless
        # its day lines name cases by their numbers ("Vaaitha diary (clerk)" above "24.03.2026  EIOP 12/26 …")
        return None
    first = D.opening_date(_LEADING_WEEKDAY.sub("", below[0], count=1))
    if first is not None:
        return first.value if _another_day_opens(first.value, below[1:]) else None
    return _titled_short_days(title, below)


def _titled_short_days(title: str, below: list[str]) -> date | None:
    """A register page titled by its month and year ("Diary - February 2026") whose lines open with the day and
    month alone ("11.02  RCOP 7/25 …", "19.02  …"): its first day, in the title's year."""
    year = re.search(r"(?<!\d)(?:19|20)\d{2}(?!\d)", title)
    days = [_day_opening(t) for t in below]
    if year is None or days[0] is None or D.header_day_month(below[0]) is None:
        return None
    if not any(d is not None and d != days[0] for d in days[1:]):
        return None
    return D._make(int(year[0]), days[0][1], days[0][0])


# A court's list of the day's business, headed with its date: "DAILY CAUSE LIST - 25TH NOVEMBER 2026",
# "Cause list for 27.11.2026", "Board of 3rd March 2026".
_LIST_HEAD = re.compile(r"\b(?:cause\s*list|list\s+of\s+business|daily\s+list|board\s+(?:of|for))\b", re.IGNORECASE)


def _list_date(top: list[tuple[int, str]]) -> date | None:
    """The date a cause list's heading gives, among a page's first lines."""
    for _i, t in top:
        found = D.find_dates(t) if _LIST_HEAD.search(t) else []
        if found:
            return found[0].value
    return None


def _collect_matters(page_number: int, lines: list[tuple[int, str]], nonblank: list[tuple[int, str]],
                     head: _PageHead, header_line: str | None, names: _Names, matters: list[_Found]) -> None:
    """Add one page's matters to `matters`: each line below the header starts a matter or goes on the one before
    it; an undated page's first lines go on the last matter of the page before, unless they name a case."""
    paragraphs = any(not t.strip() for i, t in lines if nonblank and nonblank[0][0] < i < nonblank[-1][0])
    layout: _Layout = "whole" if head.one_case else "paragraphs" if paragraphs else "lines"
    current: _Matter | None = None
    prev_text = ""
    blank = False
    ruled = False
    for i, t in lines:
        if i in head.skip:
            continue
        if not t.strip():
            blank = True
            continue
        # a line drawn across the page parts what is above from what is below; so does a double dash opening a line
        # ("-- <B> MACT: …"), the short rule a hand draws before the next matter
        dashed = _DOUBLE_DASH.match(t)
        drawn = current is not None and (ruled or bool(dashed)) and _turns_to_another_case(
            t[dashed.end():] if dashed else t, current, names)
        noted = current is not None and layout != "whole" and _a_note_on_another_case(t, current, names)
        starts = current is None or _starts_matter(t, current, prev_text, blank, layout, names) or drawn or noted
        if starts and current is None and matters and not is_matter_head(t, names.vocabulary) and head.when is None:
            current = matters[-1][0]  # a page that continues the last matter of the previous page
            starts = False
        if starts:
            day_above = current is not None and (current.day_above or _day_opening(current.lines[0].text) is not None)
            alone = len(matters) == 1 and matters[0][0] is current  # the note's first matter, and only one so far
            current = _Matter(day_above=day_above, ruled_off=drawn, title=_title_over(current, t, alone, names),
                              noted=noted)
            matters.append((current, head.when, header_line))
        assert current is not None
        current.add(_Line(page_number, i, t), blank)
        blank = False
        ruled = bool(_RULE_LINE.match(t))
        prev_text = t


def _title_over(above: _Matter | None, line: str, alone: bool = False, names: _Names | None = None) -> str | None:
    """The case title a later day opened by `line` goes on under: the title of the one-case note the matter above
    opened with (or went on under), when the day names no case of its own by number or cause title. With `alone`
    (the matter above is the note's first and only one), also the first line of that matter when it opens with its
    day and names its case by number ("14/10 <court> - <number> <name> …" / "18/10 - case diary produced …"): the
    note's next day of the same case."""
    # (its next date is no case's number: "… from the IO. ND 23/10" names none)
    told = line[:m.start()] if (m := D.NEXT_PHRASE.search(line)) else line
    if above is None or _day_opening(D.ascii_digits(line)) is None or _names_a_case_by_number(told):
        return None
    if above.title:
        return above.title
    first = above.lines[0].text if above.lines else ""
    if len(above.lines) > 1 and _a_case_title(first):
        return first.strip()
    if (alone and names is not None and _day_opening(D.ascii_digits(first)) is not None
            and len({m.key for m in find_mentions(first) if m.key in names.number_keys}) == 1
            and not _names_an_alias_early(told, names.paragraph_heads)):
        return first.strip()
    return None


# A line drawn across the note to part what is above from what is below ("---", "____", "* * *", "=====", "~~~")
_RULE_LINE = re.compile(r"^\s*(?:(?:[-_=*~•#]\s*){3,}|--)$")
_DOUBLE_DASH = re.compile(r"^\s*(?:--|––|——)\s*(?=\S)")


def _turns_to_another_case(line: str, current: _Matter, names: _Names) -> bool:
    """Below a line drawn across the note, does `line` name, within its first words, a case the matter so far never
    named (see _names_another_case_early)? The writer parted two matters; a rule above more of the same case, or
    above a line naming no case, parts nothing."""
    if not current.lines or _RULE_LINE.match(line):
        return False
    if _names_another_case_early(line, names.paragraph_heads, current.text, names.alias_cases):
        return True
    # … or writes every word of a name of several words there, in another order ("<party> called (quarry)" for the
    # case "<party> quarry suit")
    early = set(re.findall(r"\w+", line.lower()[:_EARLY]))
    turned: set[str] = set()
    for alias, cases in (names.alias_cases or {}).items():
        ws = set(re.findall(r"\w+", alias.lower()))
        if len(ws) >= 2 and ws <= early and all(w.isalpha() for w in ws):
            turned |= set(cases)
    so_far = {c for a, cases in (names.alias_cases or {}).items()
              if re.search(rf"(?<![\w]){re.escape(a.lower())}(?![\w])", current.text.lower()) for c in cases}
    return len(turned) == 1 and bool(so_far) and not turned & so_far


def _starts_matter(t: str, current: _Matter, prev_text: str, blank: bool, layout: _Layout, names: _Names) -> bool:
    """Does line `t` start a new matter after `current` (`prev_text` its last line, `blank` a blank line between)?"""
    if layout == "whole":
        return False  # a titled one-case note stays whole
    # "2)", "(iii)" number matters; a bullet's dash or dot marks a point of the matter above, never a new one
    numbered = bool(_ENUMERATOR.match(t)) and bool(re.match(r"\s*\(?\w", t))
    # Behind its number an item is read for the names the registry knows; a bare case number after a number
    # is a list's row (a cause list names many cases of other lawyers), trusted only with no registry names.
    known = bool(names.vocabulary or names.paragraph_heads)
    item_names = (numbered and known and not _continues_a_list_inside_the_line_above(t, current)
                  and _a_numbered_item_names_another_case(t, current, names))
    numbered = numbered and not known  # with names known, its case number alone does not split it
    bullet = re.match(r"^\s*[•*\-–]\s+", t)
    if bullet and known and _opens_with_another_main_case(t[bullet.end():], current.text, names.number_keys):
        item_names = True  # "* FA 88/24 - …" below "* WP 412/25 - …": a bullet that opens with another case's number
    t = _ENUMERATOR.sub("", t, count=1) if numbered else t
    opening = next((ln.text for ln in current.lines if not (_is_day_line(ln.text) or _is_court_heading(ln.text))),
                   None)
    if _next_item_of_a_list(opening, current, t, names, known):
        return True  # "(2) …" or "(b) …" after a matter opened "(1) …" or "(a) …" (below the day's line); "* <B> …"
    if _next_row_of_a_table(current, t):
        return True  # a register's row "2   <court>   <parties>   …" below the row "1   …"
    if current.lines and _APPLICATION_HEAD.match(t) and not _APPLICATION_HEAD.match(current.text):
        return False  # "I.A. 4/2024 allowed": an application within the case the matter above is about
    if current.lines and _an_application_under_a_section(t, names):
        return False  # "s.24 (M.C. 12/2026) heard": the application under a section, in the matter above
    if current.lines and _closes_the_hearing(t):
        return False  # "NDOH 9.10.26 - evidence", "Arguments - next 21/1": the next date of the hearing above
    # "Judge - last chance", "Bhosle sir - refused", "Menon - wanted time" (named above): a person of the
    # hearing and a dash go on about the matter above; only a name not yet met may start another matter.
    # A head that is a sentence, a date or an act ("Called the client - …") names no case either.
    lenient = (not _about_the_same_hearing(t, current.text) and _head_may_name_a_case(t)
               and not _a_step_by_someone_unknown(t, names))
    if layout == "paragraphs":
        # after a blank line, a paragraph that names a case in its first words is a matter of its own
        # … unless the only cases it names are the matter's own ("- deft to file DW1's affidavit (Sharma)")
        starts = blank and (is_matter_head(t, names.vocabulary, lenient=lenient)
                            or _names_a_case_early(t, names.paragraph_heads)) and not _names_only_its_own_cases(
            t, current.text, names)
        # OCR may drop a blank line: a line that opens with its case number in brackets after a
        # finished sentence is still the next matter ("… - Not reached." / "Dr. X CRP (CRP 3065/25) - …")
        finished = bool(re.search(r"[.!?।॥]\s*$", prev_text))
        starts = starts or (_strong_head(t) and finished)
        # … or that opens with another day than the one the matter opened with ("15.7 Wed - …" / "16.7 Thu - …")
        starts = starts or (blank and _opens_another_day(t, current))
        # … or that turns, after a finished sentence, to a case the matter so far never named
        starts = starts or (finished and _names_another_case_early(t, names.paragraph_heads, current.text,
                                                                   names.alias_cases))
        # … or that opens, behind its forum's label, with the number of another registered case ("JM-III - CC 5083 -
        # …" below a paragraph about "MCOP 1187")
        starts = starts or ((blank or finished) and _turns_to_another_registered_number(t, current, names))
    else:
        # one matter per case name; mid-sentence, only a case number in brackets or at the start breaks it
        # … and a line giving the hearing's next date ("agli tarik 18.12.2026", "ND 8.1.27") ends the matter's
        # note as a full stop does
        ends_sentence = bool(re.search(r"[.!?)।॥]\s*$", prev_text)) or _closes_the_hearing(prev_text)
        starts = is_matter_head(t, names.vocabulary, lenient=ends_sentence and lenient) and (
            ends_sentence or (_strong_head(t) and not _an_unregistered_number(t, names)))
        # … but a person's name and a dash that closes the hearing above with its next date ("<counsel> - sought time
        # for cross. ND 7.1.31" below a matter that has told none) is that hearing's last line, no matter of its own
        starts = starts and not (not is_matter_head(t, names.vocabulary, lenient=False)
                                 and _someone_closes_the_hearing(t, current))
        # … and, after a finished sentence, a line that opens (behind its forum's label) with another registered
        # case's number: "<court in Malayalam> - Crl.M.C. 3302/2026 …" below a matter about a writ petition
        starts = starts or ((ends_sentence or _ends_with_the_next_date(prev_text))
                            and _turns_to_another_registered_number(t, current, names))
        starts = starts or (_ends_with_the_next_date(prev_text) and _next_matter_after_the_next_date(t, current, names))
        # … and a line that opens with a later day than the one the matter opened with ("4/11 …" then "6/11 …"):
        # a diary of several days, each day's line opening its hearing, in whatever words follow the day
        starts = starts or _opens_a_later_day(t, current)
    # … and, after a finished sentence, a line headed by another case's name and a colon or dash: a note of several
    # matters one to a line ("<A>: … Reply to say so." / "<B>: interest to date …"), see _a_line_headed_by_another_case
    starts = starts or (bool(re.search(r"[.!?।॥]\s*$", prev_text)) and _a_line_headed_by_another_case(t, current, names))
    # an application's number the registry does not hold, in brackets or heading the line ("We filed arrears petition
    # (M.P. 118/2026) …"), is a step in the matter above, whatever layout the note has
    starts = (starts and not _an_application_named(t, names)) or item_names
    # "9/9 HC Ct.9 -" heads the page: the matter below it is the same hearing's
    return starts and not (len(current.lines) == 1 and (_is_day_line(current.lines[0].text)
                                                         or _is_court_heading(current.lines[0].text))) and not (
        _heads_its_matter(t, current, names))


# A note's label opening a line, in English and the scripts of India: "Note:", "NB -", "P.S.:", "Reminder:", "नोट:",
# "टिप्पणी:", "टीप:", "নোট:", "টীকা:", "টোকা:", "નોંધ:", "ਨੋਟ:", "ଟିପ୍ପଣୀ:", "குறிப்பு:", "గమనిక:", "ಟಿಪ್ಪಣಿ:", "കുറിപ്പ്:", "نوٹ:"
_NOTE_LABEL = re.compile(
    r"^\s*[(\[]?\s*(?:note|notes|n\.?\s?b|p\.?\s?s|reminder|remark|नोट|टिप्पणी|टीप|नोंद|নোট|টীকা|টোকা|দ্রষ্টব্য|"
    r"નોંધ|નોટ|ਨੋਟ|ਟਿੱਪਣੀ|ନୋଟ|ଟିପ୍ପଣୀ|குறிப்பு|நோட்|గమనిక|నోట్|ಟಿಪ್ಪಣಿ|ಸೂಚನೆ|ನೋಟ್|കുറിപ്പ്|നോട്ട്|نوٹ|یادداشت)"
    r"\s*\.?\s*[)\]]?\s*[:\-–—]\s*", re.IGNORECASE)


def _a_note_on_another_case(line: str, current: _Matter, names: _Names) -> bool:
    """Does a line open with a note's label and then name, in its first words, a registered case the matter so far
    does not name, by its number ("नोट: <party> वाले मूल वाद 418 की तारीख 15.04 …" below a bail application's day) or
    by its name, while the matter so far names another? It is a note on that case, written beside the day's hearing
    of the other: a part of its own, no hearing of it."""
    label = _NOTE_LABEL.match(line)
    if label is None or not current.lines:
        return False
    rest = line[label.end():]
    theirs, mine = names.numbers_named(rest[:_EARLY]), names.numbers_named(current.text)
    if theirs and mine:
        return not theirs & mine
    return _names_another_case_early(rest, names.paragraph_heads, current.text, names.alias_cases)


def _next_matter_after_the_next_date(t: str, current: _Matter, names: _Names) -> bool:
    """Below a line that ends with the next date ("… not ready. ND 6.8.26"), which ends its matter's note, does `t`
    open the day's next matter: with a case's registered name or number, or with a court room and then a case the
    matter so far never named ("Ct 2 - <B> …" below "Ct 5 - <A> … ND 6.8.26"), or naming, in its first words and in
    any script, a case the matter so far never named ("HC - <B> writ - stay granted" below "<A> suit - … ND 24.11")?
    (A remark headed by a dash, "Both listed together - …", stays the matter's.)"""
    return (is_matter_head(t, names.vocabulary, lenient=False) or _a_room_then_another_case(t, current, names)
            or _opens_with_another_registered_number(t, current, names)
            or _names_another_case_early(t, names.paragraph_heads, current.text, names.alias_cases))


# A line opening with a provision of law, then a number in brackets: "s.24 (Misc. Case 12/2026) heard", "u/s 311
# (Crl.M.P. 45/26) allowed", "O.39 R.1 (I.A. 7/2025) - …", "Sec. 5 (CMP 3/26) - delay condoned".
_SECTION_THEN_BRACKET = re.compile(
    r"^\s*(?i:u/s|u/o|ss?|secs?|sections?|o|order|r|rule|art|article)\.?\s*\d{1,4}[A-Za-z]?(?:\(\d{1,2}\))*"
    rf"(?:\s*(?:,|&|(?i:and|r\.?|rule))\s*\d{{1,4}}[A-Za-z]?(?:\(\d{{1,2}}\))*)*\s*(?:[A-Z][A-Za-z.]{{1,12}}\s*)?\(\s*{_CASE_NO}\s*\)")


def _a_numbered_item_names_another_case(t: str, current: _Matter, names: _Names) -> bool:
    """Does a numbered item ("2) …") name, behind its number, a case the registry knows and the matter so far does
    not (its name or alias early, or the number of another main case)?"""
    item = _ENUMERATOR.sub("", t, count=1)
    found = (is_matter_head(item, names.vocabulary, lenient=False) and not _strong_head(item)) or (
        _names_an_alias_early(item, names.paragraph_heads) and not _names_only_its_own_cases(item, current.text, names))
    # … but an item that opens with the number of a main case the matter so far does not name is the next matter of
    # a numbered list ("2. Crl.M.C. 789/2026 - …"); an application's number ("2. I.A. 4/2026 …") stays a point of the
    # matter above. Its type may be written in an Indian script ("2) ಎಸ್.ಸಿ. 618/2026 …", "२. एस.सी. 618/2026 …"): its
    # serial and year are then those of one registered case the matter so far does not name
    return (found or _opens_with_another_main_case(item, current.text, names.number_keys)
            or _opens_with_another_script_numbered_case(item, current.text, names))


def _an_application_under_a_section(line: str, names: _Names) -> bool:
    """Does a line open with a provision of law and the number of an application made under it, a number the
    registry does not hold, and name no party after it? It is a step of the matter above, not a matter of its
    own (a registered case's number, or "… v. …" after the bracket, still starts one)."""
    m = _SECTION_THEN_BRACKET.match(line)
    if m is None or not names.number_keys:
        return False
    if any(x.key in names.number_keys for x in find_mentions(line[: m.end()]) if x.key):
        return False
    rest = line[m.end():].strip(" -–—:,")
    return not (re.search(r"\b(?:vs?|versus)\b\.?", rest, re.IGNORECASE) or _HEAD_DASH.match(rest)
                or is_matter_head(rest, names.vocabulary, lenient=False))


# a day in brackets opening a line, as a diary of two days marks where the second begins ("(21/11) HC - …")
_BRACKETED_DAY = re.compile(r"^\s*[\[(]\s*(\d{1,2}\s?[./-]\s?\d{1,2}(?:\s?[./-]\s?(?:\d{4}|\d{2}))?)\s*[\])]")


def _day_opening(line: str) -> tuple[int, int] | None:
    """The day and month a line opens with ("16.7 Thu - …", "16/07/2026 …", "Wed 11/03/2026 - …", "(16/7) …"), if any."""
    line = _BRACKETED_DAY.sub(r"\1 ", _LEADING_WEEKDAY.sub("", line, count=1), count=1)
    dm = D.header_day_month(line)
    if dm is not None:
        return dm.day, dm.month
    found = D.opening_date(line)
    return (found.value.day, found.value.month) if found is not None else None


def _opens_another_day(line: str, current: _Matter) -> bool:
    """A paragraph opening with a day other than the one its matter opened with is another day's hearing."""
    if not current.lines:
        return False
    mine, theirs = _day_opening(current.lines[0].text), _day_opening(line)
    return mine is not None and theirs is not None and mine != theirs


def _matter_day(current: _Matter) -> tuple[int, int] | None:
    """The day a matter opened with: its first line's, or, below a title line that tells no day ("Dec notes -
    two matters", "Week of hearings"), its second line's ("4/12 <case> …"): the title heads the days below it."""
    mine = _day_opening(current.lines[0].text)
    if mine is None and len(current.lines) > 1 and (_a_title_line(current.lines[0].text)
                                                    or _a_case_title(current.lines[0].text)):
        mine = _day_opening(current.lines[1].text)
    return mine


def _a_title_line(line: str) -> bool:
    """A short heading that ends without a sentence's stop and tells no date of its own."""
    return len(line.split()) <= 8 and not re.search(r"[.;:!?।॥]\s*$", line) and D.opening_date(line) is None


CASE_TITLE_WORDS = 16  # a one-case note's title (its number, parties, forum, a word on the note) runs to a line


def _a_case_title(line: str) -> bool:
    """A one-case note's title: a heading line that names its case by number or cause title ("WP 412/2030 (<party>) -
    <forum>", "<register word> - <A> versus <B> (<forum>, <kind> 44/29)"), opens with no day, tells no date and ends
    without a sentence's stop. The dated lines below it are that case's days."""
    plain = D.ascii_digits(line)
    return (len(line.split()) <= CASE_TITLE_WORDS and not re.search(r"[.;!?।॥]\s*$", line)
            and _day_opening(plain) is None and not D.find_dates(plain) and _names_a_case_by_number(line))


LATER_DAY_WINDOW = 31  # a diary's next day's line follows within a month; an earlier day is a date the note tells
# A register whose rows each open with a full date (day, month and year) runs over months: a clerk writes a page of a
# season's dates ("November - January"), and each row that opens with a later full date and goes on to name a
# matter is the next hearing, however far the last row's day lies behind.
LATER_ROW_WINDOW = 120


def _opens_a_later_day(line: str, current: _Matter) -> bool:
    """Does a line open with a day shortly after the day its matter opened with? A day line of a diary of several
    days ("4/11 …", then "6/11 …"); a day before it ("21.2 – …" in the note of 4/3) is a date the note tells."""
    if not current.lines or _a_told_date(line, current):
        return False
    mine, theirs = _matter_day(current), _day_opening(line)
    if mine is None and theirs is not None:
        # in a diary of several days, a matter opened by a name ("R5 X - obj in 3 wks.") is followed by a short
        # day line ("27/3 Fri Ct. 2 - the cheque case"): that day's hearing. (A title above a page's first day
        # line is that day's matter's.)
        return current.day_above and _is_day_line(line)
    if mine is not None and mine == theirs:
        return _another_matter_the_same_day(line, current)
    if mine is None or theirs is None:
        return False
    first = D._make(2024, mine[1], mine[0])
    for year in (2024, 2025):  # a week over the new year: "30/12 …" then "2/1 …"
        later = D._make(year, theirs[1], theirs[0])
        if first and later and 0 < (later - first).days <= LATER_DAY_WINDOW:
            return True
    return _a_later_row(line, current)


def _another_matter_the_same_day(line: str, current: _Matter) -> bool:
    """Do the matter's first line and this line each open with the same full date, and does this line go on, in its
    first words, to a cause title ("<A> बनाम <B>", "<A> v. <B>", in any script) or a case's number? Two matters heard
    on one day, each on a row of a register of dates. (A row about the matter above is joined to it again by what the
    registry knows: see rejoin.)"""
    mine, theirs = _opening_day(current.lines[0].text), _opening_day(line)
    if mine is None and len(current.lines) > 1 and _a_title_line(current.lines[0].text):
        mine = _opening_day(current.lines[1].text)  # the register's title above its first row
    if mine is None or mine != theirs or _continues(current.lines[-1].text, line):
        return False
    found = D.opening_date(_LEADING_WEEKDAY.sub("", line, count=1))
    at = line.find(found.text) + len(found.text) if found is not None and found.text in line else 0
    head = line[at:at + 2 * _EARLY]
    return bool(VERSUS.search(head)) or _names_a_case_by_number(head)


def _a_told_date(line: str, current: _Matter) -> bool:
    """Is the date a line opens with one the note tells, no day of a diary: the sentence above runs on into it ("… then
    absent from" / "16.11.2028. Showed the certificate …"), or, the matter and the line each opening with a full date,
    it is a day before the matter's own (a year back is as told as a day back)?"""
    if _continues(current.lines[-1].text, line):
        return True
    mine, theirs = _opening_day(current.lines[0].text), _opening_day(line)
    return mine is not None and theirs is not None and theirs < mine


def _a_later_row(line: str, current: _Matter) -> bool:
    """Do the matter's first line and this line each open with a full date, this one a later date within
    LATER_ROW_WINDOW, and does this one go on to name more than the day? The rows of a register of dates."""
    mine, theirs = _opening_day(current.lines[0].text), _opening_day(line)
    if mine is None and len(current.lines) > 1 and (_a_title_line(current.lines[0].text)
                                                    or _a_case_title(current.lines[0].text)):
        # the register's title above its first row; a one-case register titled by its case keeps that case for each
        # of its days (see _Matter.title)
        mine = _opening_day(current.lines[1].text)
    return (mine is not None and theirs is not None and 0 < (theirs - mine).days <= LATER_ROW_WINDOW
            and _names_more_than_the_day(line) and not _continues(current.lines[-1].text, line))


# Who speaks or acts at a hearing, as a note names them before a dash: never a case's name.
_PERSON_HEAD = re.compile(
    r"^(?:(?:ld\.?|learned|hon'?ble|the|our|opp(?:osite)?\.?|other\s+side'?s?|o\.?p\.?'?s?|respondent'?s?|"
    r"petitioner'?s?|plaintiff'?s?|defendant'?s?|complainant'?s?|accused'?s?)\s+)*"
    r"(?:judge|j\.|court|ct\.?|bench|presiding\s+officer|p\.?o\.?|magistrate|member|president|registrar|"
    r"client|party|counsel|advocate|adv\.?|proxy|senior|junior|a\.?p\.?p\.?|p\.?p\.?|g\.?p\.?|ago|i\.?o\.?|"
    r"witness|[paodcr]w\s?-?\s?\d{1,2}|[dra]\s?-?\s?\d{1,2}(?![\d./])|clerk|munshi|steno|office|registry|peon|next|"
    r"note|n\.?b\.?|to\s*do|"
    r"fees?|costs?|remarks?|result|order|status|"
    # a party by its role, alone ("Accused absent - …", "Resp. 2 - …", "D2 <name> & D3 <name> - …", "A1 absent - …"),
    # in English and as Hindi/Urdu notes write it
    r"accused|petitioners?|respondents?|resp\.?|pet\.?|plaintiffs?|pltf\.?|defendants?|deft\.?|complainants?|"
    r"applicants?|appellants?|claimants?|opp(?:osite)?\.?\s*part(?:y|ies)|mulzim|mujrim|vadi|prativadi|muddai|"
    r"muddalah|gawah|sakshi|yachi|pratyarthi)\b",
    re.IGNORECASE)
# Counsel named by whom they appear for ("Rao for resp. - …", "Iyer for the accused - …"): a person of the hearing
_FOR_A_SIDE = re.compile(
    r"\bfor\s+(?:the\s+)?(?:resp|pet|accused|plaintiff|pltf|def|deft|defendant|complainant|applicant|appellant|"
    r"claimant|state|prosecution|opp|[rpad]\s?-?\d)", re.IGNORECASE)
# A period ("in 4 wks", "within 2 weeks"): what is to be done by when, never a case's name
# … or a month of a year ("Booking May 2025 - …", "Rent for Aug. 2026 - …"): a time, never a case's name
_PERIOD_HEAD = re.compile(rf"\b\d{{1,3}}\s*(?:wks?|weeks?|days?|months?|mths?|hrs?|hours?)\b|\b{D._MONTH}\.?,?\s*'?(?:19|20)?\d{{2}}\b",
                          re.IGNORECASE)
_HONORIFIC = re.compile(r"\b(?:sir|madam|ma'?am|mam|ji|saheb|sahab|sahib|sb|garu|avargal)\b", re.IGNORECASE)
# A judge named as the High Courts write one ("Rao J not happy - …", "Menon, J. - …", "Iyer CJ - …", "Justice Rao - …"):
# the bench of the hearing above, never a case's name
_JUDGE_NAMED = re.compile(r"^(?:[A-Z][\w.']*,?[ \t]+){1,3}(?:J|CJ|C\.J|ACJ|A\.C\.J)\.?(?![\w.])|^(?i:justice|hon'?ble)\b")
# The purpose a next date is fixed for, as a diary heads it ("Arguments - 21/1", "Compliance - 4.2"): never a
# case's name.
_STAGE_WORDS = frozenset(
    """
    args arguments argument final compliance evidence cross chief pe de orders order judgment judgement
    hearing reply rejoinder counter written submissions statement framing charge issues admission notice
    service appearance mediation settlement steps further part heard of for on
    """.split()
)
# What a note says was done or is to be done, heading a line: a case's name holds no such verb.
_ACT_WORDS = frozenset(
    """
    call called calling apply applied tell told remind reminded speak spoke met meet pay paid file filed collect
    collected check checked send sent ask asked inform informed got get gave give took take bring brought
    prepare prepared draft drafted sought seek seeks argued argue opposed oppose objected object submitted
    pressed withdrew withdrawn mentioned came went said says wants wanted produced handed gone done
    """.split()
)
# An application made within a case, by its own number: "I.A. 2/2025", "IA No. 4 of 2026", "M.P. 1/25",
# "Crl.M.P. 310/2026", "W.M.P. 20611/2025", "C.M. Appl. 17/2026", "E.A. 3/2024".
_APPLICATION_HEAD = re.compile(
    r"^\s*(?:crl\.?\s?|civil\s|w\.?\s?|c\.?\s?)?(?:i\.?\s?a|m\.?\s?p|m\.?\s?a|c\.?\s?m\.?\s?(?:p|a|appl)|e\.?\s?a)\.?"
    r"\s*(?:no\.?\s*)?\d{1,6}\s*(?:/|of)\s*\d{2,4}\b",
    re.IGNORECASE)
_PRONOUN_HEAD = re.compile(r"^(?:i|we|he|she|they|it|me|us|my|our)\b", re.IGNORECASE)
# The postpositions of Hindi, Urdu and Punjabi that make a head a clause: the agent's "ne" of a past act ("<name> ne
# virodh kiya - …") and "se", "from/with" ("Reader se file dekhi - …"), as written in Latin letters, Devanagari,
# Urdu and Gurmukhi. A case's name holds neither.
_CLAUSE_MARK = re.compile(r"(?<![\w\u0900-\u0a7f\u0600-\u06ff])(?:ne|se|ने|से|نے|سے|ਨੇ|ਤੋਂ)(?![\w\u0900-\u0a7f\u0600-\u06ff])")


# "1.", "(2)", "3)"; a letter only in brackets ("(a)", "b)"): "a." opens a sentence as often as an item
_LIST_NUMBER = re.compile(r"^\s*(\(?)(\d{1,2}|[a-i](?=\)))([.)])(?![\da-z])\s*\S")
SHORT_LIST = 9  # a day's matters run to a few; a cause list's items run to dozens and are other lawyers'


def _place(marker: str) -> int:
    """An item's place in its list: '3' -> 3, 'c' -> 3."""
    return int(marker) if marker.isdigit() else ord(marker) - ord("a") + 1


def _next_in_a_short_list(first: str, line: str) -> bool:
    """Is `line` the next item of the short numbered list whose previous item opened the matter ("(1) …",
    then "(2) …", in the same style)? A row that opens with its case number ("2. R.A. 240/2021  X v. Y") is a
    list's row, as a cause list prints them: its number decides, not its place in the list. A cause list never
    letters its rows: "(b) … 412/2025" is the day's next matter; and an item that names its court first and the
    case after a dash or colon ("(2) sessions ct 4 - CR 88/25: …") is a note's."""
    a, b = _LIST_NUMBER.match(first), _LIST_NUMBER.match(line)
    head = re.split(r"\s[-–—]\s|:\s", line[:_EARLY])[0]
    return bool(a and b and (a[1], a[3]) == (b[1], b[3]) and _place(b[2]) == _place(a[2]) + 1 <= SHORT_LIST
                and not (b[2].isdigit() and _NUMBER_WITH_YEAR.search(head)))


_BULLET = re.compile(r"^\s*([•*\-–])\s+")


def _continues_a_list_inside_the_line_above(line: str, current: _Matter) -> bool:
    """Does a numbered line go on with a list the line above numbered inside its sentence ("Argued: (1) the clause is
    one-sided; (2) the guidelines …;" / "(3) <a case> - the same point decided …")? It is the argument's next
    point, whatever case it cites, not another matter."""
    b = _LIST_NUMBER.match(line)
    if b is None or not current.lines or _place(b[2]) < 2:
        return False
    above = current.lines[-1].text
    marker = re.escape(f"{b[1]}{'abcdefghi'[_place(b[2]) - 2] if b[2].isalpha() else _place(b[2]) - 1}{b[3]}")
    return bool(re.search(rf"\S\s*{marker}\s", above))  # written after words of the line, not heading it


def _next_item_of_a_list(opening: str | None, current: _Matter, line: str, names: _Names, known: bool) -> bool:
    """Is `line` the next item of the short list whose item opened the matter, or of a page's list of the day's matters
    (see _next_in_a_short_list, _next_case_of_a_page_list)?"""
    return (opening is not None and _next_in_a_short_list(opening, line)) or (
        known and _next_case_of_a_page_list(current, line, names))


def _next_case_of_a_page_list(current: _Matter, line: str, names: _Names) -> bool:
    """Is `line` the next item of a list of the day's matters that the matter so far opened, which names a case the
    matter so far does not? The list opens the matter when no line above its first item names a case (a day's
    line, "chamber note"), and its items are numbered ("(1) …", "(2) …") or bulleted ("* <A> OS 87 - …",
    "* <B> OS 203 - …") alike, the first item naming its case in its first words. A point of one matter's note
    ("(2) IA allowed", "* WS filed") names no other case and stays the matter's."""
    first = None
    for ln in current.lines:
        if _LIST_NUMBER.match(ln.text) or _BULLET.match(ln.text):
            first = ln.text
            break
        if (_names_a_case_early(ln.text, names.paragraph_heads) or names.numbers_named(ln.text)
                or any(m.key for m in find_mentions(ln.text))):
            return False  # the matter opened by naming its case: a list below it is its points
    if first is None:
        return False
    a, b = _LIST_NUMBER.match(first), _LIST_NUMBER.match(line)
    if a and b:
        if not ((a[1], a[3]) == (b[1], b[3]) and _place(b[2]) == _place(a[2]) + 1 <= SHORT_LIST):
            return False
        item, opener = line[b.end() - 1:], first[a.end() - 1:]
    else:
        x, y = _BULLET.match(first), _BULLET.match(line)
        if not (x and y and x[1] == y[1]):
            return False
        item, opener = line[y.end():], first[x.end():]
    if not (_names_a_case_early(opener, names.paragraph_heads) or names.numbers_named(opener[:_EARLY])):
        return False
    return _names_another_case_early(item, names.paragraph_heads, current.text, names.alias_cases) or bool(
        names.numbers_named(item[:_EARLY]) - names.numbers_named(current.text))


# A register's table row: its serial, then a column's gap ("2   Tehsil court   A / B   objection filed   12.01.2027"),
# as a munshi rules a page into columns for court, parties, proceedings and next date; its lines below go on indented,
# with no serial.
_TABLE_ROW = re.compile(r"^\s*(\d{1,2})[.)]?(?:\t|[ \u00a0]{2,})(?=\S)")


def table_row_serial(line: str) -> int | None:
    """The serial a register's table row opens with (see _TABLE_ROW), in any script's digits."""
    m = _TABLE_ROW.match(D.ascii_digits(line))
    return int(m[1]) if m else None


def _next_row_of_a_table(current: _Matter, line: str) -> bool:
    """Is `line` the next row of a register's table whose previous row (serial one less) is in the matter above?
    Each row is a matter of its own, whatever script the page is in."""
    serial = table_row_serial(line)
    if serial is None or not 1 < serial <= SHORT_LIST:
        return False
    return any(table_row_serial(ln.text) == serial - 1 for ln in current.lines)


def _closes_the_hearing(line: str) -> bool:
    """Does a line give the hearing's next date: opening with a next-date phrase and a date ("NDOH 9.10.26 -
    evidence", "Next 12/10."), or heading one with the purpose it is for ("Arguments - NDOH 21.1.27")?"""
    t = line.strip()
    m = re.search(r"\s[-–—:]\s", t)
    # (its head read in any script: "<A> बनाम <B> - अगली तारीख …" holds words that are no stage, a matter's head)
    if m and t[: m.start()].strip() and all(w in _STAGE_WORDS for w in re.findall(r"[^\W\d_]+", t[: m.start()].lower())):
        t = t[m.end():].strip()
    opening = D.NEXT_PHRASE.match(t)
    return bool(opening) and bool(re.match(r"[\s:.\-–—]*(?:on|to|for|is|date)?[\s:.\-–—]*\d{1,2}\s?[./-]\s?\d{1,2}",
                                           t[opening.end():], re.IGNORECASE))


# What may follow a next date at the end of its line: nothing, or the purpose it is fixed for ("ND 6.8.26 for
# args", "next 14/5 - evidence", "NDOH 2.2.27 (orders)")
_PURPOSE_TAIL = re.compile(r"[\s.,;]*(?:(?:for|[-–—(])\s*(?P<purpose>[a-z' ]{2,30})\)?[\s.]*)?$", re.IGNORECASE)


def _ends_with_the_next_date(line: str) -> bool:
    """Does a line end with the hearing's next date: a next-date phrase and a date, and at most the purpose it is
    fixed for ("… not ready. ND 6.8.26", "… reply filed, next 14/5 for args")?"""
    for phrase in reversed(list(D.NEXT_PHRASE.finditer(line))):
        rest = line[phrase.end():]
        date = re.match(r"[\s:.\-–—]*(?:on|to|for|is|date)?[\s:.\-–—]*\d{1,2}\s?[./-]\s?\d{1,2}(?:\s?[./-]\s?\d{2,4})?",
                        rest, re.IGNORECASE)
        if date is None:
            continue
        tail = _PURPOSE_TAIL.match(rest[date.end():])
        return bool(tail) and all(w in _STAGE_WORDS for w in re.findall(r"[a-z]+", (tail["purpose"] or "").lower()))
    return False


# A court room heading a line before its dash or colon: "Ct 5 -", "Court No. 3:", "Ct.12 —", "Court hall 4 -"
_ROOM_HEAD = re.compile(r"^\s*(?:ct|court(?:\s*(?:hall|room))?)\s*(?:no\.?)?\s*\.?\s*\d{1,3}[a-z]?\s*[-–—:]\s*",
                        re.IGNORECASE)


def _a_room_then_another_case(line: str, current: _Matter, names: _Names) -> bool:
    """Does a line open with a court room and then, in its first words, a registered case (by a name, or by its
    number with or without the year) that the matter so far does not name? The matter above must name a case or
    open with a court room too: a room's line below a page's heading is that heading's matter."""
    room = _ROOM_HEAD.match(line)
    opening = next((ln.text for ln in current.lines if not _is_day_line(ln.text)), "")
    if room is None or not opening:
        return False
    rest, matter = line[room.end():], current.text
    if _names_another_case_early(rest, names.paragraph_heads, matter, names.alias_cases):
        return True
    if _names_another_case_early(rest, names.paragraph_heads, matter, names.alias_cases, same=True):
        return False
    mine, theirs = names.numbers_named(matter), names.numbers_named(rest[:_EARLY])
    return bool(theirs) and not theirs & mine and bool(mine or _ROOM_HEAD.match(opening))


def _opens_with_another_registered_number(line: str, current: _Matter, names: _Names) -> bool:
    """Does a line open with a registered main case's number, written with or without its year ("OA 310 (…): …"
    below "SA 77 …: … ND 13.10"), while the matter so far names another registered case and not this one? Two
    cases heard the same day, one line each after the other's next date."""
    found = [m for m in find_mentions(line[:_EARLY]) if m.code and not m.interlocutory]
    if not found or found[0].span[0] > 3:
        return False
    theirs, mine = names.numbers_named(line[found[0].span[0]:found[0].span[1]]), names.numbers_named(current.text)
    return bool(theirs) and bool(mine) and not theirs & mine


# What may stand before a case's number at a matter's head: a short label of its forum or room and a dash or colon
# ("JM-III - ", "MACT: ", "Ct 4 - ", a court named in a script, "<court> - ")
_LABEL_BEFORE_A_NUMBER = re.compile(r"^\s*(?:[^\s.!?;,]+\s+){0,3}?[^\s.!?;,]*\s*[-–—:|]\s*$")


def _turns_to_another_registered_number(line: str, current: _Matter, names: _Names) -> bool:
    """Does a line open with a registered main case's number, written with or without its year, alone or behind a
    short label of its forum ("JM-III - CC 5083 - …", "Sessions court - Crl.M.C. 3302/2026 …"), while the matter so
    far names another registered case by its number and not this one? The writer turned to the day's next matter."""
    found = [m for m in find_mentions(line[:_EARLY]) if m.code]
    if not found or found[0].interlocutory:
        return False
    before = line[:found[0].span[0]]
    if before.strip() and (not _LABEL_BEFORE_A_NUMBER.match(before) or D.find_dates(before)):
        return False  # a sentence before the number ("Heard along with CC 12 …") mentions it within the matter
    theirs = names.numbers_named(line[found[0].span[0]:found[0].span[1]])
    mine = names.numbers_named(current.text)
    return bool(theirs) and bool(mine) and not theirs & mine


# The hour a matter was heard at, beside its court ("DFO (3.30) - …", "DJ (10.30 am) - …", "Ct 4, 2:15 pm - …"): a time,
# not a date. A pair in brackets is a time when its second number is no month (over 12, or "00"); one with a colon, or
# with am, pm or hrs after it, always is.
_TIME_OF_DAY = re.compile(
    r"\(\s*\d{1,2}[.:](?:00|1[3-9]|[2-5]\d)\s*\)|\b\d{1,2}:\d{2}\b(?:\s*(?i:[ap]\.?m\.?|hrs?))?"
    r"|\b\d{1,2}(?:[.:]\d{2})?\s*(?i:[ap]\.?m\.?|hrs)(?![a-z])")


def _head_may_name_a_case(line: str) -> bool:
    """Could the words before a line's dash be a case's name? Not a sentence ("Evidence closed. Args - …"), a date or a
    next date, a stage ("Compliance - …"), a pronoun ("We objected - …") or an act ("Called the client - …",
    "X sought time - …")."""
    m = re.search(r"\s[-–—]\s", line)
    head = _TIME_OF_DAY.sub(" ", line[: m.start()]).strip() if m else ""
    if not head:
        return True
    if (re.search(r"[.!?;]\s", head) or D.find_dates(head) or re.search(r"(?<![\d/])\d{1,2}[./]\d{1,2}(?![\d/])", head)
            or _PERIOD_HEAD.search(head)):
        return False
    low = re.findall(r"[a-z']+", head.lower())
    if not low or all(w in _STAGE_WORDS for w in low) or _PRONOUN_HEAD.match(head) or D.NEXT_PHRASE.match(head):
        return False
    if _CLAUSE_MARK.search(head):
        return False  # "<name> ne virodh kiya - …": a clause, in a language that marks its agent with a postposition
    numbers = find_mentions(head)
    if numbers and all(m.interlocutory for m in numbers):
        return False  # "Recovery petition Crl.MP 3380/26 - …": an application made within the case above

    # a verb in the past written in small letters ("Rao produced the file - …"); a name ("Ahmed") has a capital
    return not any(w.lower() in _ACT_WORDS or (len(w) >= 5 and w.endswith("ed") and w.islower())
                   for w in re.findall(r"[A-Za-z']+", head))


# A step of a hearing that a person's name heads ("Rao cross - …", "Iyer args - …"): the witness or counsel who
# took it, at the hearing above, unless the name is one the registry knows for a case.
_STEP_WORDS = frozenset({"cross", "chief", "args", "arguments", "argued", "evidence", "reply", "rejoinder",
                         "submissions", "objection", "objections", "re-exam", "reexam", "examination", "deposition"})


def _a_step_by_someone_unknown(line: str, names: _Names) -> bool:
    m = re.search(r"\s[-–—]\s", line)
    head = line[: m.start()].strip() if m else ""
    low = re.findall(r"[a-z'-]+", head.lower())
    if not low or not any(w in _STEP_WORDS for w in low):
        return False
    return not (is_matter_head(line, names.vocabulary, lenient=False) or _names_a_case_early(head, names.paragraph_heads))


PERSON_HEAD_WORDS = 2  # "<surname> -", "<given name> <surname> -": a person heading a line


def _someone_closes_the_hearing(line: str, current: _Matter) -> bool:
    """Is a line headed by a person's name and a dash ("<counsel> - sought time, judge gave. ND 7.1.31") the last line
    of the hearing above: it ends with the next date, which the matter above has not told, and its head is a name of a
    word or two, with no number and no word of a kind of case ("<party> suit -", "<name> 138 -" open matters)?"""
    m = re.search(r"\s[-–—]\s", line)
    head = line[: m.start()].strip() if m else ""
    words = re.findall(r"[^\W\d_][\w.'&]*", head)
    if not words or len(head.split()) > PERSON_HEAD_WORDS or any(c.isdigit() for c in head):
        return False
    if any(w.lower().strip(".") in KIND_WORDS for w in words):
        return False
    return _ends_with_the_next_date(line) and D.find_next_date(current.text) is None


def _about_the_same_hearing(line: str, matter: str) -> bool:
    """Does a line headed by a name and a dash go on about `matter`: a person of the hearing (the judge, the
    client, a witness, counsel addressed as "X sir"), or a name the matter has already met?"""
    m = re.search(r"\s[-–—]\s", line)
    head = line[: m.start()].strip() if m else ""
    if not head:
        return False
    if _PERSON_HEAD.match(head) or _HONORIFIC.search(head) or _FOR_A_SIDE.search(head) or _JUDGE_NAMED.match(head):
        return True
    words = [w for w in re.findall(r"[A-Za-z][\w.'&]*", head) if w[0].isupper() and len(w) > 2]
    low = matter.lower()
    return bool(words) and bool(matter) and all(
        re.search(rf"(?<!\w){re.escape(w.lower())}(?!\w)", low) for w in words)


def _note_drafts(doc: Document, doc_type: DocType, file_name: str, matters: list[_Found]) -> list[DraftEntry]:
    """A draft entry per matter that has text, dated by its own text, its page's header or the file name."""
    header_source = "page_header" if doc_type == "handwritten_note" else "note_header"
    cues = parse_file_name(file_name)
    out = []
    dated = [(m, header_d, header_line, *_hearing_date(m.body, header_d, header_source, cues))
             for m, header_d, header_line in matters if m.text]
    # One page is one day: a header's day and month that one matter's text placed in its year dates the page's
    # other matters too ("12 june update" over a matter that says "next 20.7.26" and one that gives no year)
    years = {(m.lines[0].page, header_d): (hearing, source) for m, header_d, _, hearing, source, _ in dated
             if isinstance(header_d, DayMonth) and hearing is not None
             and (hearing.month, hearing.day) == (header_d.month, header_d.day)}
    above: tuple[int, date | None] | None = None  # the page and day of the matter above
    titles: dict[int, _Matter] = {}  # each page's first matter, whose first line may list the page's days
    for m, _d, _h in matters:
        if m.lines:
            titles.setdefault(m.lines[0].page, m)
    for m, header_d, header_line, hearing, source, hint in dated:
        text = m.text
        if hearing is None and isinstance(header_d, DayMonth) and (m.lines[0].page, header_d) in years:
            hearing, source = years[(m.lines[0].page, header_d)]
            hint = None
        hearing = _the_day_written_under(m, header_d, hearing, above)
        hearing = _a_listed_day_in_its_head(m, header_d, titles.get(m.lines[0].page), hearing)
        above = (m.lines[0].page, hearing)
        nxt = D.find_next_date(text, hearing=hearing) or _a_rows_closing_day(m, hearing)
        # a part drawn off below a line about another case that gives no next date (a call, a remark) is a note of
        # that case written that day, no hearing of it
        # … and so is a part opened by a note's label ("Note: <another case> - date 15.4, remind the client")
        remark = (m.ruled_off and nxt is None) or m.noted
        out.append(
            DraftEntry(
                text=text,
                page=m.lines[0].page,
                region=_region(doc, m.lines),
                hearing_date=hearing.isoformat() if hearing and not remark else None,
                date_source=source,
                next_date=nxt.iso if nxt else None,
                kind="general" if remark else "hearing",
                doc_type=doc_type,
                author=detect_author(header_line, text, file_name),
                case_hint=m.title or case_hint_of(m.body),
                record_date=hearing.isoformat() if hearing else None,
                date_hint=hint.hint if hint else None,
            )
        )
    return out


# The head of a matter's first line: what comes before its first dash or colon ("* <name> (<forum>) 22.8 - …")
_HEAD_PART = re.compile(r"^(?P<head>[^\n]*?)\s(?:-{1,2}|–|—|:)\s")


def _a_listed_day_in_its_head(m: _Matter, header: date | DayMonth | Weekday | None, first: _Matter | None,
                              hearing: date | None) -> date | None:
    """A later matter of a page whose first line lists several days ("21/8 Fri + 22/8 Sat") that names one of the
    other days in its head ("* <name> (<forum>) 22.8 - RW evidence …") was heard that day, not on the page's first."""
    if (hearing is None or first is None or first is m or not isinstance(header, (date, DayMonth))
            or (header.day, header.month) != (hearing.day, hearing.month)):
        return hearing
    listed = set(D.day_months(first.lines[0].text))
    head = _HEAD_PART.match(D.ascii_digits(m.lines[0].text))
    if len(listed) < 2 or head is None:
        return hearing
    named = set(D.day_months(head["head"]))
    if len(named) != 1 or not named <= listed or (hearing.day, hearing.month) in named:
        return hearing
    day = DayMonth.of(*next(iter(named)))
    when = day.date_for(near=[hearing]) if day is not None else None
    return when if when is not None and abs((when - hearing).days) <= LATER_DAY_WINDOW else hearing


def _the_day_written_under(m: _Matter, header: date | DayMonth | Weekday | None, hearing: date | None,
                           above: tuple[int, date | None] | None) -> date | None:
    """A matter's day: on a page of several days, each opened by its date line, a matter that opens with no day of its
    own below a later day's matter ("27.10 - <A> … next 24.11" / "HC - <B> - stay granted") was written that day, not on
    the page's first day, which its header holds."""
    if (above is None or above[0] != m.lines[0].page or above[1] is None or not isinstance(header, date)
            or hearing != header or above[1] <= header or _day_opening(D.ascii_digits(m.lines[0].text)) is not None):
        return hearing
    return above[1]


# A first line that runs on into the next, so that a date opening the next line is inside its sentence, no day line
# under a title: wrapped prose (a finished sentence, then words going on without a stop), or a line ending in a word
# that leads into a date ("… next date is\n06.08.2026", "ND\n", "tareekh\n", "ko\n", "till\n")
_RUNS_ON = re.compile(
    r"^.{60,}[.!?।]\s+\S.*[\w,]\s*$|"
    r"\b(?:is|was|are|on|to|till|until|upto|for|from|by|before|after|dated?|dt|next|nxt|nd|ndoh|fixed|posted|"
    r"adjourned|adjd?|ko|ki|ke|tak|par|pe|la|ku|te|tareekh|tarikh|tarik|taarikh|tareek|peshi|vaida|vayida|"
    r"taarik|dinank|tithi|तारीख|तारीख़|तिथि|दिनांक|को|तक|তারিখ|তাৰিখ)\s*[:\-–—]?\s*$", re.IGNORECASE)


def _hearing_date(text: str, header: date | DayMonth | Weekday | None, header_source: str,
                  cues: FileNameCues) -> tuple[date | None, str | None, DayMonth | Weekday | None]:
    """(hearing date, where it was read, a day and month still waiting for its year).

    The text's own date wins; a day and month in the text takes its year from the file name's stamp, the next
    date or the other dates the text mentions; then the file name's own date stands for the hearing when a
    person wrote it or a camera stamped it (never the day a file was received or copied); else a day and month
    waits for the case's listed dates at filing."""
    nonblank = [ln for ln in text.split("\n", 8) if ln.strip()]
    if nonblank:
        nonblank[0] = _BRACKETED_DAY.sub(r"\1 ", nonblank[0], count=1)  # "(21/11) HC - …" opens with its day
    if isinstance(header, date):
        # a matter that opens with a full date of its own ("Wed 11/03/2026 - …" below a page headed with the
        # 19th) is of that day: a note of several days keeps each day's date
        own = D.opening_date(_LEADING_WEEKDAY.sub("", nonblank[0], count=1)) if nonblank else None
        if own is not None and own.value != header:
            return own.value, "note_header", None
        # … and one that opens with a day and month of its own ("Thu 14.5 - …" under "Week 11-16 May 2026") is of
        # that day in the year around the header's
        dm = D.header_day_month(_LEADING_WEEKDAY.sub("", nonblank[0], count=1)) if nonblank else None
        if dm is not None and (dm.day, dm.month) != (header.day, header.month):
            near = dm.date_for(near=[header])
            if near is not None and abs((near - header).days) <= LATER_DAY_WINDOW:
                return near, "note_header", None
            # … or a later day up to the day the page was photographed or stamped (a register's page kept over
            # several weeks: "04.08 …" above, "11.09 …" on the day of the photo)
            if near is not None and cues.not_after is not None and header < near <= cues.not_after:
                return near, "note_header", None
        return header, header_source, None
    opening = D.opening_date(_LEADING_WEEKDAY.sub("", nonblank[0], count=1), after_case=True) if nonblank else None
    if opening is None and len(nonblank) > 1 and not _RUNS_ON.search(nonblank[0]):
        # a title over the day's first line ("Rent matters, 14 & 16 jan\n14.1.26 (mon) …"): the day line dates it
        opening = D.opening_date(nonblank[1], after_case=True)
    if opening is None and nonblank:
        opening = _closing_day_of_a_title(nonblank[0])
    if opening is not None:
        return opening.value, "note_header", None
    if isinstance(header, Weekday):
        limit = cues.not_after or cues.hearing_date
        # without a stamp, the day the note is added decides (the pipeline knows it)
        return (header.on_or_before(limit), header_source, None) if limit else (None, None, header)
    found = D.find_next_date(text)
    before = found.value if found else None
    near = [f.value for f in D.find_dates(text)]
    limit = cues.not_after or cues.hearing_date
    # a matter that opens with its own day and month ("20 aug thu - …" under a page headed "19 aug") is of that day
    for dm, source in ((_opening_day_month(nonblank), header_source), (header, header_source)):
        if dm is not None:
            when = (dm.date_for(not_after=limit, before=before) or dm.date_for(near=near)
                    or _year_by_weekday(dm, text.split("\n", 1)[0], limit))
            if when is not None:
                return when, source, None
            return None, None, dm
    if cues.hearing_date is not None:
        return cues.hearing_date, "file_name", None
    dm = cues.day_month
    if dm is not None:
        when = dm.date_for(not_after=cues.not_after, before=before) or dm.date_for(near=near)
        if when is not None:
            return when, "file_name", None
        return None, None, dm
    return None, None, None


# a title's last part, after a dash, a bar or a wide gap: a full date and nothing more ("… — CJJD 1st Court — 26.09.2030")
_CLOSING_DAY = re.compile(r"(?:\s[-–—|]\s*|[ ]{3,}|\t)(?P<d>\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?(?:\d{4}|\d{2}))[\s.]*$")
# a register's row closing, after its last sentence, with a bare date and at most a word or two of what it is for
# ("… report not filed. 18/2/31", "… সাক্ষ্য বন্ধ। ৩/৭/৩১ DE")
_ROW_CLOSING_DAY = re.compile(r"[.;!?।॥]\s*(?P<d>\d{1,2}\s?[./-]\s?\d{1,2}(?:\s?[./-]\s?(?:\d{4}|\d{2}))?)(?:\s+[^\W\d_]+){0,2}\s*$")


def _a_rows_closing_day(m: _Matter, hearing: date | None) -> D.NextDate | None:
    """The next date of a register's row that opens with its day and closes with a later date written bare after its
    last sentence ("7/1/31 <court> — report not filed. 18/2/31"): the day the row's matter was put off to, as a clerk's
    register of dates writes it."""
    if hearing is None or len(m.lines) > 3 or _matter_day(m) is None:
        return None
    closing = _ROW_CLOSING_DAY.search(D.ascii_digits(m.lines[-1].text))
    return D.find_next_date(f"ND {closing['d']}", hearing=hearing) if closing else None


_A_TOLD_DAY_BEFORE = re.compile(r"\b(?:dated|dtd?|of|on|from|since|till|until|to|by|filed|received|served)\W*$", re.IGNORECASE)


def _closing_day_of_a_title(line: str) -> D.FoundDate | None:
    """The day a note's title closes with, its last part after a dash ("<case> (<A> vs <B>) — <court> — 26.09.2030",
    "<forum> - <case> - 13.07.2027"): the day of the hearing it heads. A title runs to a line of a few parts, ends in no
    sentence, and the date closing it is told by no next-date phrase or a word that makes it a paper's ("notice dated
    …", "filed on …")."""
    plain = D.ascii_digits(line)
    m = _CLOSING_DAY.search(plain)
    if m is None or len(plain.split()) > CASE_TITLE_WORDS + 4:
        return None
    before = plain[: m.start()]
    if (not before.strip() or re.search(r"[.;!?।॥]\s*$", before) or _A_TOLD_DAY_BEFORE.search(before)
            or any(p.start() < m.start() for p in D.NEXT_PHRASE.finditer(plain)) or D.find_dates(before)):
        return None
    found = D.find_dates(m["d"])
    return found[0] if found else None


def _opening_day_month(nonblank: list[str]) -> DayMonth | None:
    """The day and month a matter opens with, or, below a title line that tells none ("Dec notes - two
    matters"), the one its second line opens with ("4/12 <case> …")."""
    if not nonblank:
        return None
    dm = D.header_day_month(_LEADING_WEEKDAY.sub("", nonblank[0], count=1))
    if dm is None and len(nonblank) > 1 and _a_title_line(nonblank[0]):
        dm = D.header_day_month(_LEADING_WEEKDAY.sub("", nonblank[1], count=1))
    return dm


WEEKDAY_YEARS = 5  # a day and month falls on one weekday about once in six years: a few years back decide


def _year_by_weekday(dm: DayMonth, line: str, limit: date | None) -> date | None:
    """A day and month written with its weekday ("15.7 Wed", "3/2 मंगलवार") in the one year of the last few
    (up to `limit`, else today) when that day fell on that weekday."""
    m = re.search(rf"(?<![A-Za-z])({D.WEEKDAYS})(?![A-Za-z])", line[:40], re.IGNORECASE)
    weekday = D.Weekday.heading(m[1]) if m else None
    if weekday is None:
        return None
    top = limit or clock.today()
    fits = [d for y in range(top.year - WEEKDAY_YEARS + 1, top.year + 1)
            if (d := dm.in_year(y)) is not None and d <= top and d.weekday() == weekday.number]
    return fits[-1] if len(fits) == 1 else None


_LEADING_WEEKDAY = re.compile(rf"^\s*{D.WEEKDAYS}{D.WEEKDAY_END}[\s,.]*", re.IGNORECASE)
# A court's heading above the case it lists: "IN THE COURT OF …", "BEFORE THE … TRIBUNAL", "CORAM: …".
_COURT_HEADING = re.compile(r"^\s*(?:in\s+the\s+(?:high\s+)?court|before\s+the\b|coram\b|present\s*:)", re.IGNORECASE)


# … or a printed forum's name in capitals: "DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, <PLACE>"
_FORUM_IN_CAPITALS = re.compile(r"\b(?:COURT|COMMISSION|TRIBUNAL|FORUM|AUTHORITY|BENCH|MAGISTRATE|CONTROLLER|"
                                r"COLLECTOR|COMMISSIONER|ADALAT|JUDGE)\b")


# A bench written by hand: a forum's short name, its room, and the judge sitting there, nothing else ("HC Ct 2 -
# Rao J", "Court No. 5: Justice Menon", "CH 14 - Hon'ble Iyer J.", "Ct 3 (Das J)"): the matter below is that room's.
_JUDGE_MARK = (r"(?:(?:hon'?ble\s+)?(?i:justice|j\.)\s+[A-Z][\w.']*(?:\s+[A-Z][\w.']*){0,2}"
               r"|(?:hon'?ble\s+)?[A-Z][\w.']*(?:\s+[A-Z][\w.']*){0,2}\s*,?\s*(?:J|CJ|JJ)\.?)")
_BENCH_LINE = re.compile(
    r"^\s*(?:[A-Z][A-Za-z.]{0,6}\s+)?(?i:ct|court(?:\s*(?:hall|room))?|c\.\s?h\.|ch|hall)\s*(?i:no\.?)?\s*\.?\s*"
    rf"\d{{1,3}}[A-Za-z]?\s*(?:[-–—:,]\s*{_JUDGE_MARK}|\(\s*{_JUDGE_MARK}\s*\))?\s*[-–—:]?\s*$")


def _is_court_heading(line: str) -> bool:
    """A lone line naming the court or the bench, no case: it heads the matter below it."""
    if _NUMBER_WITH_YEAR.search(line):
        return False
    if _BENCH_LINE.match(line):
        return True
    printed = (line.strip() == line.strip().upper() and len(re.findall(r"[A-Z]{2,}", line)) >= 4
               and bool(_FORUM_IN_CAPITALS.search(line)) and not re.search(r"\d{1,2}[./-]\d{1,2}", line)
               and not _names_a_case_by_number(line))
    return bool(_COURT_HEADING.match(line)) or printed


def _is_day_line(line: str) -> bool:
    """A short line that only dates the page and says where ("9/9 HC Ct.9 -", "7/8 - family ct + ACJM-3",
    "Tue 14/4  HC Ct 9  item 31")."""
    line = D.without_date_label(_LEADING_WEEKDAY.sub("", line, count=1))
    if D.header_day_month(line) is None and D.opening_date(line) is None:
        return False
    # a remark in brackets ("(junior on leave)") says who went, not what happened
    rest = re.sub(r"\([^)]*\)", " ", re.sub(r"^\s*\S+", "", line))
    words = rest.split()
    # a sentence's stop, in any script (the danda "।" of Hindi, Bengali, Odia, Punjabi), ends a note, never a heading;
    # a remark in brackets after it ("… gaye. (see his message)") does not make it one
    if re.search(r"[.;!?।॥]\s*$", line) or re.search(r"[.;!?।॥]\s*$", re.sub(r"\([^)]*\)\s*$", "", line)):
        return False
    # … nor does a line that goes on to give the next date ("17.04 Mon <court> <name> notice next 01.05"): a row of a
    # register of dates, the day's whole note
    if _gives_a_next_date(rest):
        return False
    # … nor a line that finishes a sentence and then writes a date bare ("<court> — report not filed. 18/2/31", in any
    # script, the danda's "… আসে নাই। ১৮/২/৩১" too): the row of a diary of dates that closes with its next date
    if _STOP_THEN_A_DATE.search(rest):
        return False
    if len(words) <= 7:
        return True
    # a dash between the day and the court is no word ("3 mar 26, thu - family ct 2 (pr. judge)"); a line
    # that goes on to another date or says what was done is the day's note, not its heading
    named = [w for w in words if re.search(r"\w", w)]
    return len(named) <= 7 and not re.search(r"\d{1,2}\s?[./-]\s?\d{1,2}", rest) and not any(
        w.lower() in _ACT_WORDS or (len(w) >= 5 and w.endswith("ed") and w.islower()) for w in named)


# a sentence's stop, then a day and month: the danda of Hindi, Bengali, Odia, Punjabi; a Latin stop after a word (an
# abbreviation's dot, "Ct. 9", "no. 12/3", is no sentence's end)
_STOP_THEN_A_DATE = re.compile(r"(?:[।॥]|(?<=[^\W\d_]{3})[.;!?])\s*\d{1,2}\s?[./-]\s?\d{1,2}")


def _gives_a_next_date(text: str) -> bool:
    """Does the text say a next date: a next-date phrase with a day and month right after it ("ND 9.4", "अगली 01.05")?"""
    return any(re.match(r"[\s:.\-–—]*(?:on|to|for|is|date)?[\s:.\-–—]*\d{1,2}\s?[./-]\s?\d{1,2}", text[m.end():], re.I)
               for m in D.NEXT_PHRASE.finditer(text))


_EARLY = 48  # "ACJM-3 awadh agro (2231/25): …": the court first, then the case
_NUMBER_WITH_YEAR = re.compile(r"(?<![\d/.])\d{1,6}\s*/\s*(?:19|20)?\d{2}(?![\d/.])")


def _names_a_case_early(line: str, heads: Sequence[str]) -> bool:
    """Does a paragraph's first line name a case within its first words: an alias, or a number with its year?"""
    low = line.strip().lower()[:_EARLY]
    if _NUMBER_WITH_YEAR.search(low):
        return True
    return any(re.search(rf"(?<![\w]){re.escape(a.lower())}(?![\w])", low) for a in heads)


def _names_an_alias_early(line: str, heads: Sequence[str]) -> bool:
    """Does a line name one of these names (not a bare number) within its first words?"""
    low = line.strip().lower()[:_EARLY]
    return any(re.search(rf"(?<![\w]){re.escape(a.lower())}(?![\w])", low) for a in heads)


def _names_another_case_early(line: str, heads: Sequence[str], matter: str,
                              alias_cases: Mapping[str, Iterable[str]] | None = None, *, same: bool = False) -> bool:
    """Does a line turn, within its first words, to another case than the one the matter so far names? (A line
    that goes on about the same case may name it by another of its names: `alias_cases` says whose each is.)
    With `same`: does it name, within its first words, a case the matter so far names?"""
    def named(text: str) -> set[str]:
        return {a.lower() for a in heads if re.search(rf"(?<![\w]){re.escape(a.lower())}(?![\w])", text)} | (
            _spelt_in_a_script(text, tuple(heads)))

    def owners(aliases: set[str]) -> set[str]:
        """The cases these names name; a name several cases share counts only when it is all there is."""
        whose = [set((alias_cases or {}).get(a, {a})) for a in aliases]
        sure = [w for w in whose if len(w) == 1]
        return set().union(*(sure or whose))

    turned = owners(named(line.strip().lower()[:_EARLY]))
    so_far = owners(named(matter.lower()))
    return (bool(turned) and bool(so_far) and not turned & so_far) if not same else bool(turned & so_far)


@functools.lru_cache(maxsize=4096)
def _spelt_in_a_script(text: str, heads: tuple[str, ...]) -> frozenset[str]:
    """The names among `heads` (lower-cased) that words of an Indian script in `text` spell ("ಕೊಂಡಪಲ್ಲಯ್ಯ" for a party
    "Kondapallaiah"): a line written in the script turns to a case by its name as a Roman line does."""
    if not heads or not _INDIC.search(text):
        return frozenset()
    return frozenset(n.lower() for n in names_in_devanagari(text, heads))


_INDIC = re.compile("[\u0900-\u0dff\u0600-\u06ff]")


# A line's head: a few words (in any script), then a colon or a dash, the rest of the line what is noted about it
_LINE_HEAD = re.compile(r"^\s*(?P<head>[^\W\d_][^:\n–—]{0,40}?)\s*(?:\([^()\n]{1,30}\))?\s*(?::|\s[-–—]\s)")
LINE_HEAD_WORDS = 4  # a head naming a matter ("<name>", "<name> appeal") runs to a few words, never a sentence


def _a_line_headed_by_another_case(line: str, current: _Matter, names: _Names) -> bool:
    """Does `line` open with a head ("<name>:", "<name> (<party>) -") that names, by a whole alias, only cases the
    matter so far does not speak of, while the matter so far speaks of another one, by an alias or by a word only
    that case's names hold (the first word of a two-word alias, written alone)? A head naming the matter's own case, a
    person of the hearing or nothing the registry knows goes on the matter above."""
    m = _LINE_HEAD.match(line)
    if m is None or not current.lines or not names.alias_cases:
        return False
    head = m.group("head").strip()
    if len(head.split()) > LINE_HEAD_WORDS or _a_person_speaking(head, line[m.end():]):
        return False
    low = head.lower()
    turned: set[str] = set()
    for alias, cases in names.alias_cases.items():
        if re.search(rf"(?<![\w]){re.escape(alias.lower())}(?![\w])", low):
            turned |= set(cases)
    if len(turned) != 1:
        return False
    so_far = _cases_spoken_of(current.text, names)
    return bool(so_far) and not turned & so_far


# a said-verb closing a line's head ("<name> said: …", "<name> bolen - …"): what a person of the hearing said, no matter
_SAID = frozenset("said says say asked asks told tells observed observes remarked remarks replied replies stated states "
                  "submitted submits argued argues bole bola boli bolen bollen bollo bolche kaha kahe kahin kahte "
                  "cheppadu cheppaaru chonnar sonnar paranju mhanale mhanala".split())


def _a_person_speaking(head: str, rest: str) -> bool:
    """Is a line's head a person speaking or spoken to, not a matter: a form of address among its words ("<name>
    babu:", "<name> sir -", "<name> garu:"), a said-verb closing it, or a quotation opening what follows ("<name>:
    "last chance …"")? Such a line reports the hearing of the matter above."""
    words = re.findall(r"[^\W\d_]+", head.lower())
    if any(w in FORMS_OF_ADDRESS for w in words) or (words and words[-1] in _SAID):
        return True
    return bool(re.match(r"\s*[\"“”'‘«„]", rest))


NAME_WORD_MIN = 5  # letters of a word of a case's names that may speak of it alone (a shorter one is anyone's)


def _cases_spoken_of(text: str, names: _Names) -> set[str]:
    """The cases `text` speaks of: by a whole alias, or by a word that only one case's aliases hold."""
    low = text.lower()
    spoken: set[str] = set()
    for alias, cases in (names.alias_cases or {}).items():
        if re.search(rf"(?<![\w]){re.escape(alias.lower())}(?![\w])", low):
            spoken |= set(cases)
    words = set(re.findall(r"[^\W\d_]+", low))
    for word, cases in names.word_cases.items():
        if len(cases) == 1 and word in words:
            spoken |= cases
    return spoken


def _names_only_its_own_cases(line: str, matter: str, names: _Names) -> bool:
    """Do the cases a line names in its first words (by alias) all belong to the matter so far, which names one?
    Its case number or short name naming another case, or a name the registry does not know, says nothing so."""
    if not names.alias_cases or _strong_head(line) or is_matter_head(line, names.vocabulary, lenient=False):
        return False
    return (_names_another_case_early(line, names.paragraph_heads, matter, names.alias_cases, same=True)
            and not _names_another_case_early(line, names.paragraph_heads, matter, names.alias_cases))


def _heads_its_matter(line: str, current: _Matter, names: _Names) -> bool:
    """Is `current` a lone heading — one unfinished line with no date, such as a Word note's cause title "A v. B -
    Ct. 4" — above the matter `line` opens about the same case? It is that matter's first line, not a record."""
    if len(current.lines) != 1:
        return False
    head = current.lines[0].text.strip()
    if D.find_dates(head) or re.search(r"[.!?;:]\s*$", head) or len(head.split()) > 14:
        return False
    return _names_another_case_early(line, names.paragraph_heads, head, names.alias_cases, same=True)


_CLOSING_DATE = re.compile(r"(?:\s[-–—]\s|\s(?:on|dated)\s)\s*(\S{6,12}?)[.\s]*$", re.IGNORECASE)


def _is_case_heading(line: str) -> bool:
    """A Word note's heading that opens with the case number ("S.T. No. 310/2023 - State v. … - Ct. 7")."""
    t = line.strip()
    return _strong_head(t) and len(t.split()) <= 14 and not D.find_dates(t) and not t.endswith((".", ";"))


def _is_title(line: str) -> bool:
    """A heading line of a one-case note: a case name or number alone, not a sentence or a matter line."""
    t = line.strip()
    return (0 < len(t.split()) <= 10 and not re.search(r"\s[-–—]\s", t) and not t.endswith((".", ":", ";"))
            and not D.find_dates(t) and D.header_day_month(t) is None and Weekday.heading(t) is None)


def _opens_with_another_main_case(item: str, matter: str, registered: frozenset[str]) -> bool:
    """Does a numbered item open with the number and year of a registered main case (not an application) that the
    matter so far does not name? (A cause list's rows of other lawyers' cases stay as they are.)"""
    if not _strong_head(item):
        return False
    found = [m for m in find_mentions(item[:_EARLY]) if m.year is not None]
    if not found or found[0].span[0] > 12 or found[0].interlocutory or found[0].key not in registered:
        return False
    return found[0].key not in {m.key for m in find_mentions(matter)}


# a case's number at an item's head, its type written in an Indian script: "ಎಸ್.ಸಿ. 618/2026", "एस.सी. 618/26"
_SCRIPT_TYPE_THEN_NUMBER = re.compile(r"^\s*[\u0900-\u0D7F][\u0900-\u0D7F.\s]{0,16}?\s*(\d{1,6})\s*/\s*((?:19|20)?\d{2})(?![\d/])")


def _script_numbered(text: str, names: _Names) -> frozenset[str]:
    """The registered main cases whose serial and year a number written after a type in an Indian script gives,
    anywhere in `text` (the serial and year alone decide: the script's type is no registry's code)."""
    found: set[str] = set()
    for m in _SCRIPT_CASE_NO.finditer(D.ascii_digits(text)):
        pair = re.search(r"(\d{1,6})\s*/\s*((?:19|20)?\d{2})$", m.group(0))
        if pair:
            num, year = int(pair[1]), int(pair[2])
            year = year + 2000 if year < 100 else year
            found |= {key for _code, n, y, key in names._registered if n == num and y == year}
    return frozenset(found)


def _opens_with_another_script_numbered_case(item: str, matter: str, names: _Names) -> bool:
    """Does a numbered item open with a case number whose type is written in an Indian script, naming one registered
    main case (by its serial and year) that the matter so far names by neither form?"""
    m = _SCRIPT_TYPE_THEN_NUMBER.match(D.ascii_digits(item))
    if m is None:
        return False
    theirs = _script_numbered(m.group(0), names)
    return len(theirs) == 1 and not theirs & (_script_numbered(matter, names) | names.numbers_named(matter))


def _an_unregistered_number(line: str, names: _Names) -> bool:
    """Does a line open with a case number the registry (which has numbers) does not hold? Mid-sentence it goes on
    about the matter above ("… any criminal case too? - yes," / "C.C. 77/2023 for cheating …"), not another matter."""
    if not names.number_keys:
        return False
    found = [m for m in find_mentions(line[:_EARLY]) if m.key]
    return bool(found) and found[0].span[0] <= 3 and found[0].key not in names.number_keys


def _an_application_named(t: str, names: _Names) -> bool:
    """Is the case number a line's head brackets or opens with an application's ("(M.P. 118/2026)", "(I.A. 4/25)")
    that the registry does not hold as a matter of its own (a bail petition numbered "Crl.M.P." may be one)?"""
    m = _HEAD_BRACKET.match(t.strip())
    inner = m.group(0)[m.group(0).rfind("(") + 1:] if m else t
    if not _APPLICATION_HEAD.match(inner):
        return False
    found = [f for f in find_mentions(inner) if f.key]
    return not (found and found[0].key in names.number_keys)


def _strong_head(t: str) -> bool:
    return bool(_HEAD_BRACKET.match(t.strip()) or _opens_with_a_number(t.strip()))


# English's closed classes that open a sentence, never a case's type: articles, demonstratives, prepositions,
# conjunctions and pronouns
_FUNCTION_WORDS = frozenset(
    "the a an this that these those on in at by of to for from till until upto with and or but as his her its our "
    "their my your i we he she they it".split())


def _opens_with_a_number(t: str) -> bool:
    """Does a line open with a case number, its type written before it? A sentence opening with an article or a
    preposition and then a fraction ("The 7/12 extract …", a land record's name) does not."""
    m = _HEAD_NUMBER.match(t)
    return m is not None and t.split(maxsplit=1)[0].lower() not in _FUNCTION_WORDS


def split_document(
    doc: Document, *, file_name: str | None = None, vocabulary: Iterable[str] = (),
    paragraph_heads: Iterable[str] = (),
) -> list[DraftEntry]:
    """One draft entry per hearing found in the document (rules only). `vocabulary`: names that start a matter
    anywhere (short names, numbers); `paragraph_heads`: names that start one after a blank line (aliases), or a
    mapping of each to the cases it names (so that two names of one case never split its matter)."""
    name = file_name or doc.source_name
    alias_cases = ({str(k).lower(): {str(c) for c in v} for k, v in paragraph_heads.items()}
                   if isinstance(paragraph_heads, Mapping) else None)
    vocab = sorted({v for v in vocabulary if v and len(v) >= 4}, key=len, reverse=True)
    heads = sorted({v for v in paragraph_heads if v and len(v) >= 4}, key=len, reverse=True)
    if doc.media in ("text", "docx", "zip") and looks_like_chat(doc.text):
        return split_chat(doc, name)
    if looks_like_order_sheet(doc, name):
        entries = _split_order_sheet(doc, name)
        if entries:
            return entries
    orders = _split_court_orders(doc)
    if orders:
        return orders
    listing = split_cause_list(doc)
    if listing is not None:
        return [listing]
    document = _as_document(doc, name)
    if document is not None:
        return [document]
    return _split_notes(doc, name, vocab, heads, alias_cases)


# A court's order dated at its foot ("Order Date :- 11.2.2025", High Court style) or its head ("Date of
# order: 24.08.2026", "Date of decision: …", "Judgment delivered on 08.09.2026", "Decided on …"): one hearing
# per order, several orders to a file.
_ORDER_FOOT = re.compile(r"^\s*order\s*date\s*[:\-]+\s*(?P<d>.{6,20})$", re.IGNORECASE | re.MULTILINE)
_ORDER_HEAD = re.compile(
    r"(?:date\s+of\s+(?:the\s+)?(?:final\s+)?(?:order|judg(?:e)?ment|decision|pronouncement)"
    r"|(?:judg(?:e)?ment|order)(?:\s*\([^)\n]{0,20}\))?\s+(?:delivered|pronounced)\s+on|decided\s+on"
    # a judgment's heading labels its day: "Reserved on: 17.06.2026   Pronounced on: 09.09.2026"
    r"|(?:^|(?<=\n)|(?<=\s\s)|(?<=\t))(?:pronounced|delivered)\s+on\s*:)"
    r"\s*[:\-]?\s*(?P<d>\S.{5,20})", re.IGNORECASE)
# A line opening an order or judgment with its date: "FINAL ORDER dated 14.07.2026", "Judgment dt. 3.4.2026"
# … in India's scripts, the line holding only the word and its date ("आदेश दिनांक 27.10.2025", "আদেশ তারিখ ০৫.১০.২০২৬",
# "ਹੁਕਮ ਮਿਤੀ …", "உத்தரவு தேதி …"); "JUDGMENT (delivered on 22.08.2025)"
_ORDER_DATED = re.compile(
    r"^[ \t]*(?:(?:final\s+)?(?:order|judg(?:e)?ment)\s+(?:dated|dtd?\.?)\s*[:\-]?\s*(?P<d>\d.{5,20})|"
    r"(?:judg(?:e)?ment|order)\s*\(\s*(?:delivered|pronounced|passed)\s+on\s*[:\-]?\s*(?P<b>\d[^)\n]{5,20})\)\s*$|"
    r"(?:आदेश|निर्णय|আদেশ|রায়|હુકમ|ચુકાદો|ਹੁਕਮ|ਫ਼ੈਸਲਾ|ଆଦେଶ|உத்தரவு|தீர்ப்பு|ఉత్తర్వు|తీర్పు|ಆದೇಶ|ತೀರ್ಪು|ഉത്തരവ്|വിധി|حکم|فیصلہ)"
    r"\s+(?:दिनांक|दि\.|তারিখ|তাং|તારીખ|ਮਿਤੀ|ਤਾਰੀਖ|ତାରିଖ|தேதி|తేదీ|ದಿನಾಂಕ|തീയതി|تاریخ)\s*[:\-]?\s*"
    r"(?P<s>[\d०-९০-৯૦-૯੦-੯୦-୯௦-௯౦-౯೦-೯൦-൯][^\s(]{5,12})\s*(?:\(.*)?$)",
    re.IGNORECASE | re.MULTILINE)
# An order sheet's orders by their numbers, each opening with its date: "Order No. 31 dated 09.01.2026",
# "Order No.7 dt. 02/03/2026", "ORDER NO. 4, DATED: 5.1.2026".
_ORDER_NUMBER = re.compile(
    r"^[ \t]*order\s*no\.?\s*\d{1,4}\s*[,.]?\s*(?:dt|dtd|dated|date)\b\.?\s*[:\-]?\s*(?P<d>\d.{5,20})",
    re.IGNORECASE | re.MULTILINE)
_COURT_HEAD = re.compile(rf"high\s+court|in\s+the\s+court|commission|tribunal|(?:regulatory|appellate)\s+authority|{COURT_IN_SCRIPTS}|आयोग|अधिकरण", re.IGNORECASE)
# "Date: 12.06.2026" on a line of its own under a court's heading and coram, above its "ORDER"
# … the word "date" in India's scripts: दिनांक/तारीख (Hindi, Marathi, Nepali), তারিখ/তাং (Bengali, Assamese), તારીખ,
# ਮਿਤੀ/ਤਾਰੀਖ, ତାରିଖ, தேதி, తేదీ, ದಿನಾಂಕ, തീയതി, تاریخ
_DATE_WORDS = r"date[d]?|दिनांक|तारीख|তারিখ|তাং|તારીખ|ਮਿਤੀ|ਤਾਰੀਖ|ତାରିଖ|தேதி|తేదీ|ದಿನಾಂಕ|തീയതി|تاریخ"
_DATE_LINE = re.compile(rf"^\s*(?:{_DATE_WORDS})\s*[:\-]\s*(?P<d>\S.{{5,20}})$", re.IGNORECASE | re.MULTILINE)
# … or at the end of the coram's or the title's line, in a column of its own after a wide gap ("CORAM: HON'BLE …
# JUSTICE X      Date: 18.05.2026")
_DATE_COLUMN = re.compile(rf"(?:[ ]{{2,}}|\t)(?:{_DATE_WORDS})\s*[:\-]\s*(?P<d>\d[\d./-]{{5,9}})[ \t]*$",
                          re.IGNORECASE | re.MULTILINE)
# A case's line closed by the day's date in a column of its own ("MACT Claim No. 9/2025  A v. B     22.05.2026"),
# under a court's heading and over the "Present:" of that day: the day the court sat
_DATED_CASE_LINE = re.compile(r"^[^\n]*?(?:\bno|क्र|नं)\.?\s*[-:]?\s*\d+\s*(?:of|/)\s*\d{2,4}[^\n]*?(?:[ ]{2,}|\t)"
                              r"(?P<d>\d{1,2}[./-]\d{1,2}[./-]\d{4})[ \t]*$", re.IGNORECASE | re.MULTILINE)
# … or the coram's line closed by the day in a column of its own ("Hon'ble <name>, J.      22.10.2030", "CORAM: JUSTICE
# <name>     22.10.2030"): the day that bench sat
_DATED_BENCH_LINE = re.compile(
    r"^[ \t]*(?:(?:coram|before)\s*:?\s*)?(?:(?:hon'?ble|honourable)\s+(?:(?:mr|mrs|ms|dr)\.?\s+)?(?:justice\s+)?|justice\s+)"
    r"[A-Z][\w.']*(?:[ \t]+[A-Z][\w.']*){0,4}[ \t]*,?[ \t]*(?:(?:A\.?)?C\.?J|JJ?)?\.?(?:[ ]{2,}|\t)"
    r"(?P<d>\d{1,2}[./-]\d{1,2}[./-]\d{4})[ \t]*$", re.IGNORECASE | re.MULTILINE)
_PRESENT_LINE = re.compile(r"^\s*(?:present|appearance|appearances|हाजिर|उपस्थित)\s*[:\-]", re.IGNORECASE | re.MULTILINE)
# … and "order" alone on its line in them: आदेश (Hindi, Marathi), আদেশ, હુકમ, ਹੁਕਮ, ଆଦେଶ, உத்தரவு, ఉత్తర్వు, ಆದೇಶ,
# ഉത്തരവ്, حکم
_ORDER_WORD = re.compile(r"^\s*(?:order|judg(?:e)?ment|coram\b.*|आदेश|আদেশ|હુકમ|ਹੁਕਮ|ଆଦେଶ|உத்தரவு|ఉత్తర్వు|ಆದೇಶ|"
                         r"ഉത്തരവ്|حکم)\s*[:\-]?\s*$", re.IGNORECASE | re.MULTILINE)
# The day a court sat, as a judgment, decree or award is headed: "Monday, the 9th day of March 2026",
# "Dated this the 5th day of March, 2025".
# A bench's day may stand on the coram's line after a dash, "day" left out: "BEFORE HON'BLE … - ON THE 23rd OF APRIL, 2026".
_COURT_DAY = re.compile(
    rf"(?:^\s*|\s[-–—]\s*)(?:{D.WEEKDAYS}\s*,?\s*|dated\s+(?:this\s+)?|on\s+)the\s+(\d{{1,2}})(?:st|nd|rd|th)?\s+"
    r"(?:day\s+)?of\s+([A-Za-z]+)\.?,?\s+((?:19|20)\d{2})\b", re.IGNORECASE | re.MULTILINE)
_ORDER_OPENS = re.compile(r"^\s*order\b\s*(?:[:\-]|below|on|in)", re.IGNORECASE | re.MULTILINE)
# An order or judgment titled with its day, the day closing the title's line or its column: "ORDER BELOW EXH. 14
# (06.07.2029)", "JUDGMENT  03.11.2026", "… V/s M/s X      Order dt. 11.07.2029", "R.C.S. No. 8 of 2028     ORDER BELOW
# EXH. 18     Dt. 20/03/2029". The title opens its line or a column after a wide gap. (An award or a decree stays the
# paper it is: its sums are read as an award's.)
_ORDER_TITLE = re.compile(
    r"(?:^|[ ]{2,}|\t)[ \t]*(?:(?:final|interim|common)\s+)?(?:order|judg(?:e)?ment)\b\.?"
    r"(?:[ \t]+(?:below|on|in|at)[ \t]+(?:exh(?:ibit)?|ex|appl(?:ication|n)?|i\.?\s?a|m\.?\s?a)\.?[ \t]*"
    r"(?:no\.?[ \t]*)?[\w/-]{1,12})?"
    r"[ \t]*(?:[ \t]{2,}|[,:\-–—]\s*)?\(?[ \t]*(?:(?:dated|dtd?|date|on)\b\.?[ \t]*[:\-]?[ \t]*)?"
    r"(?P<d>\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2}))[ \t]*\)?[ \t.]*$",
    re.IGNORECASE | re.MULTILINE)
_CASE_LINE = re.compile(
    r"^[ \t]*(?:case\s*(?:no\.?)?\s*[:\-]+[^\n]*|[^\n]*(?:\bno|क्र|नं|নং|ਨੰ|નં)\.?\s*[-:]?\s*\d+(?:-[A-Z]{1,2})?\s*(?:of|/)\s*\d{2,4}[^\n]*)$",
    re.IGNORECASE | re.MULTILINE)


def _split_court_orders(doc: Document) -> list[DraftEntry]:
    """Orders of a court that carry their date in a line of their own, one record each, dated by it."""
    text = doc.text
    feet = [(m, D.find_dates(m["d"])) for m in _ORDER_FOOT.finditer(text)]
    feet = [(m, found[0].value) for m, found in feet if found and found[0].start == 0]
    blocks: list[tuple[str, date]] = []
    hint: str | None = None
    if feet:
        start = 0
        for k, (m, when) in enumerate(feet):
            end = m.end()
            # the initials of the officer under the date belong to this order
            nxt = re.match(r"\n[ \t]*[A-Z][A-Za-z.]{0,8}[ \t]*(?=\n|$)", text[end:])
            if nxt and k + 1 < len(feet):
                end += nxt.end()
            elif k + 1 == len(feet):
                end = len(text)
            blocks.append((text[start:end].strip(), when))
            start = end
    elif numbered := [(m, found[0].value) for m in _ORDER_NUMBER.finditer(text)
                      for found in [D.find_dates(m["d"])] if found and found[0].start == 0]:
        heading = text[: numbered[0][0].start()]
        if not _COURT_HEAD.search(heading):
            return []
        # the sheet's heading (court, case number and title) opens the first order and names every order's case
        case_line = _CASE_LINE.search(heading)
        hint = case_line.group(0).strip() if case_line else None
        for k, (m, when) in enumerate(numbered):
            end = numbered[k + 1][0].start() if k + 1 < len(numbered) else len(text)
            blocks.append((text[0 if k == 0 else m.start(): end].strip(), when))
    else:
        head = "\n".join([ln for ln in text.splitlines() if ln.strip()][:15])
        m = _ORDER_HEAD.search(head)
        found = [f.value for f in D.find_dates(m["d"]) if f.start == 0][:1] if m else []
        if not found and (opened := _ORDER_DATED.search(head)):
            written = D.ascii_digits(opened["d"] or opened["b"] or opened["s"])
            found = [f.value for f in D.find_dates(written) if f.start == 0][:1]
        sat = _COURT_DAY.search(head)
        if not found and sat and D.month_number(sat[2]):
            found = [d for d in [D._make(int(sat[3]), D.month_number(sat[2]), int(sat[1]))] if d]
        dated = _DATE_LINE.search(head) or _DATE_COLUMN.search(head)
        if not found and dated and _ORDER_WORD.search(head):
            found = [f.value for f in D.find_dates(dated["d"]) if f.start == 0][:1]
        row = _DATED_CASE_LINE.search(head)
        if not found and row and _PRESENT_LINE.search(head, row.end()):
            found = [f.value for f in D.find_dates(row["d"]) if f.start == 0][:1]
        bench = _DATED_BENCH_LINE.search(head)
        if not found and bench and _COURT_HEAD.search(head):
            found = [f.value for f in D.find_dates(bench["d"]) if f.start == 0][:1]
        court = bool(_COURT_HEAD.search(head))
        titled = _ORDER_TITLE.search(head)
        if not found and titled and (court or _CASE_LINE.search(head)):
            # an order titled with its day, under a court's heading or the case's number: an authority's or a
            # bench's order is a court's however its heading names it ("Before the Authority under …")
            found = [f.value for f in D.find_dates(titled["d"]) if f.start == 0][:1]
            court = court or bool(found)
        if not found and _ORDER_OPENS.search(text) and D.find_next_date(text):
            # an order under a court's heading ("ORDER BELOW EXH. 12", "ORDER:"), signed at its foot with the
            # place and the day ("Panaji, 16/02/2026"), and telling the next date: that day's order
            foot = "\n".join([ln for ln in text.splitlines() if ln.strip()][-3:])
            found = [when for _at, when, _said in signed_at_a_place(foot)][-1:]
        if not found or not court:
            return []
        blocks.append((text.strip(), found[0]))
    out = []
    for block, when in blocks:
        if not block:
            continue
        case_line = _CASE_LINE.search(block)
        nxt = D.find_next_date(block, hearing=when)
        out.append(DraftEntry(
            text=block, page=1, region=None, hearing_date=when.isoformat(), date_source="order_date",
            next_date=nxt.iso if nxt else None, doc_type="order_sheet", author="court",
            case_hint=(case_line.group(0).strip() if case_line else None) or hint, record_date=when.isoformat(),
        ))
    return out


def _as_document(doc: Document, file_name: str) -> DraftEntry | None:
    """The whole upload as one document record (a deed, notice, FIR, bill …) dated by what is written on it."""
    reading = read_as_document(doc.text)
    if reading is None:
        return None
    when = reading.date
    source = "document" if when else None
    latest = parse_file_name(file_name).not_after
    if when is not None and latest is not None and when > latest:
        # a paper is not dated after the day it was photographed or received: the date read is a day it announces
        # ("auction on 10.03.2028"), so the file's day stands in
        when = None
    if when is None:
        # a paper with no date of its own: the date its file name gives (written on it, else the day it was sent or
        # photographed), as a note's record is dated by it (`documents.own_day`)
        named = parse_file_name(file_name).date
        if named is not None and named.value is not None:
            when, source = named.value, "file_name"
    return DraftEntry(
        text=doc.text.strip(), page=1, region=None, hearing_date=None, date_source=source, next_date=None,
        doc_type="other", author=None, case_hint=None, kind="document", record_date=when.isoformat() if when else None,
        doc_kind=reading.kind,
    )


LLMSplitter = Callable[[Document, str], list[DraftEntry]]


def validate_split(candidate: list[DraftEntry], rules: list[DraftEntry], doc: Document) -> bool:
    """An LLM split is accepted only if every text is taken from the document and dates agree with rules."""
    if not candidate:
        return False
    squash = lambda s: re.sub(r"\s+", " ", s).strip().lower()  # noqa: E731
    whole = squash(doc.text)
    if any(squash(e.text) not in whole for e in candidate):
        return False
    rule_dates = {e.hearing_date for e in rules}
    return all(e.hearing_date in rule_dates for e in candidate)


def split_with(
    doc: Document, *, file_name: str | None = None, vocabulary: Iterable[str] = (), llm: LLMSplitter | None = None,
    paragraph_heads: Iterable[str] = (),
) -> list[DraftEntry]:
    """The rule split, or an LLM split when one is given and it passes `validate_split`."""
    rules = split_document(doc, file_name=file_name, vocabulary=vocabulary, paragraph_heads=paragraph_heads)
    if llm is None or (rules and all(r.kind != "hearing" for r in rules)):
        return rules  # a document, a chat's days: records as they stand, nothing for a model to split
    name = file_name or doc.source_name
    try:
        proposed = llm(doc, name)
    except Exception as exc:  # noqa: BLE001 - an LLM failure never loses the rule split
        why = " ".join(str(exc).split())[:160] or type(exc).__name__
        doc.warnings.append(f"{name}: split by the rules; the language model failed ({why})")
        return rules
    if validate_split(proposed, rules, doc):
        return proposed
    doc.warnings.append(f"{name}: split by the rules; the language model's split did not match the page")
    return rules


_LLM_PROMPT = (
    "Split this page of a litigator's notes into one item per court hearing (per matter). Copy each item's "
    "text exactly as written, never summarise or correct it. Give the hearing date as YYYY-MM-DD when the page "
    "states it (a printed date header, a note header, a docket row date), else null. A 'next date' is not the "
    "hearing date. Order sheets: one item per dated docket row.\n\nFile name: {name}\n\nPage text:\n{text}"
)


def llm_splitter(llm: Any) -> LLMSplitter:
    """An LLM split through `tareekh.llm.LLM.structured`; its result must still pass `validate_split`."""
    from pydantic import BaseModel as _Model

    class _Item(_Model):
        text: str
        hearing_date: str | None = None
        case: str | None = None

    class _Split(_Model):
        entries: list[_Item]

    def split(doc: Document, name: str) -> list[DraftEntry]:
        reply = llm.structured(
            [{"role": "user", "content": _LLM_PROMPT.format(name=name, text=doc.text[:12000])}], _Split
        )
        rules = split_document(doc, file_name=name)
        kind = rules[0].doc_type if rules else _note_doc_type(doc)
        out = []
        for item in reply.entries:
            text = item.text.strip()
            when = item.hearing_date
            try:
                hearing = date.fromisoformat(when) if when else None
            except ValueError:
                hearing = None
            nxt = D.find_next_date(text, hearing=hearing)
            source = next((r.date_source for r in rules if r.hearing_date == (hearing.isoformat() if hearing else None)), None)
            out.append(DraftEntry(
                text=text, hearing_date=hearing.isoformat() if hearing else None, date_source=source,
                next_date=nxt.iso if nxt else None, doc_type=kind,
                author="court" if kind == "order_sheet" else detect_author(None, text, name),
                case_hint=item.case or case_hint_of(text),
            ))
        return out

    return split
