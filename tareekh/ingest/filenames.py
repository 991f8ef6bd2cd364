"""File names as evidence: the case numbers, dates and words in the names phones, scanners and lawyers give files.

A file name is a weaker cue than the text in the file: the pipeline uses it when the text says nothing, to
choose between candidates the text leaves open, and to give a year to a date written without one; it never
overrides a text that says otherwise. What a date in a name means depends on who made the name:

- `written`: a person typed it (`OS_77-2025_2025-11-12.docx`, `bail4521 12.3.26.txt`, `notes 12 march.txt`):
  usually the day of the hearing the file is about;
- `taken`: a camera stamped it (`IMG_20250709_192051.jpg`, `20260312_211544.jpg`, `PXL_…`, and with no
  separator at all, as some phones name photos, `IMG20250709192051.jpg`): the day the
  photo was taken, normally the day of the page;
- `received`: a messenger stamped it (`IMG-20250709-WA0003.jpg`, `WhatsApp Image 2025-07-09 at …`): the day the
  file arrived, often a day or more after the hearing, so never a hearing date by itself;
- `copied`: a scanner app stamped it (`CamScanner 09-15-2026 12.10.pdf`, `Scan 2025-03-12.pdf`): the day of
  the copy, not of what was copied.

Numbers written day first are read day first, except a scanner's stamp, which is month first
(`CamScanner 09-15-2026`): when both readings are valid dates the name's date is ambiguous and not used.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Literal

from tareekh.ingest.dates import DayMonth, month_number
from tareekh.registry.numbers import find_numbers

DateRole = Literal["written", "taken", "received", "copied"]

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")

# Names that apps and devices give files, matched at the start of the stem. Each yields a date and its role.
_WHATSAPP = re.compile(r"^(?:IMG|VID|AUD|DOC|PTT|STK)-(?P<ymd>\d{8})-WA\d+", re.IGNORECASE)
_WHATSAPP_LONG = re.compile(
    r"^WhatsApp\s(?:Image|Video|Audio|Document)\s(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})(?:\sat\s[\d.]+(?:\s?[AP]M)?)?",
    re.IGNORECASE)
_CAMERA = re.compile(
    r"^(?:(?:IMG|PXL|VID|DSC|MVIMG|PANO|Screenshot|Photo)[_-]?)?(?P<ymd>\d{8})[_-]?\d{6}(?:\d{1,3})?(?:_\w+)?",
    re.IGNORECASE)
_SCANNER_MDY = re.compile(
    r"^(?:CamScanner|Scanned|Scan|Adobe\sScan|Genius\sScan)[\s_-]+(?P<a>\d{1,2})-(?P<b>\d{1,2})-(?P<y>\d{4})"
    r"(?:[\s_]+\d{1,2}[.:]\d{2}(?:[.:]\d{2})?)?", re.IGNORECASE)
_SCANNER_OTHER = re.compile(r"^(?:CamScanner|Scanned|Scan|Adobe\sScan|Genius\sScan)[\s_-]*", re.IGNORECASE)
# Counters that say nothing: IMG_4902, DSC01234, scan0003, Doc1, New Document 3, Untitled document.
_COUNTER = re.compile(
    r"^(?:IMG|DSC|DSCN|PXL|scan|doc|document|image|photo|page|new\sdocument|untitled(?:\sdocument)?)"
    r"[\s_-]*\d*$", re.IGNORECASE)
# A copy marker the file manager added: "junior update (1)", "notes - Copy", "Copy of notes".
_COPY_TAIL = re.compile(r"(?:\s*\(\d{1,3}\)|\s*-\s*copy(?:\s*\(\d+\))?|\s+copy)\s*$", re.IGNORECASE)
_COPY_HEAD = re.compile(r"^copy\s+of\s+", re.IGNORECASE)

_ISO = re.compile(r"(?<!\d)(?P<y>(?:19|20)\d{2})[-_.]?(?P<m>\d{2})[-_.]?(?P<d>\d{2})(?!\d)")
_DMY = re.compile(r"(?<![\d/])(?P<d>\d{1,2})[.\-/](?P<m>\d{1,2})[.\-/](?P<y>(?:19|20)\d{2}|\d{2})(?![\d])")
_WORDY = re.compile(
    rf"(?<![A-Za-z0-9])(?P<d>\d{{1,2}})(?:st|nd|rd|th)?[\s_-]*(?P<mon>{_MONTH})\.?(?:[\s_,-]*(?P<y>(?:19|20)\d{{2}}))?"
    rf"(?![A-Za-z])", re.IGNORECASE)
_WORDY_MD = re.compile(
    rf"(?<![A-Za-z0-9])(?P<mon>{_MONTH})\.?[\s_-]*(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?:[\s_,-]+(?P<y>(?:19|20)\d{{2}}))?"
    rf"(?![\d])", re.IGNORECASE)
# A day and month without a year ("aman 17-07", "Rafiq 21-7"), only where no case type is written before it.
_DM = re.compile(r"(?<![\w/.-])(?P<d>\d{1,2})[.\-/](?P<m>\d{1,2})\.?(?![\w/-])")

# "ST310-23" → "ST 310-23", "bail4521" → "bail 4521": a type glued to its number.
_GLUED = re.compile(r"(?<![A-Za-z0-9])(?P<t>[A-Za-z]{2,8})(?P<n>\d{1,6}(?:[-/]\d{2,4})?)(?![A-Za-z0-9])")
# "310-23" / "77-2019" / "1043-21" → "310/23": a number and its year, joined by a dash or underscore.
_NUM_YEAR = re.compile(r"(?<![\d/.-])(?P<n>\d{1,6})[-_](?P<y>(?:19|20)\d{2}|\d{2})(?![\d/.-])")
# "7712 SS 2025" / "7712-SS-25" → "7712/SS/2025": a number, its court's register or bench, and its year.
_NUM_SEGMENT_YEAR = re.compile(
    r"(?<![\d/.-])(?P<n>\d{1,6})[-\s](?P<s>[A-Z][A-Za-z]{0,5})[-\s](?P<y>(?:19|20)\d{2}|\d{2})(?![\d/.-])")
# "F-318-2025" → "F-318/2025": a letter series, its number and its year.
_SERIES_NUM_YEAR = re.compile(
    r"(?<![A-Za-z0-9])(?P<p>[A-Z]{1,3})-(?P<n>\d{1,6})-(?P<y>(?:19|20)\d{2}|\d{2})(?![\d/.-])")
_MONTHS_AND_WORDS = frozenset("jan feb mar apr may jun jul aug sep sept oct nov dec march april june july august "
                              "of no to".split())

_NOISE = frozenset(
    """img image vid scan scanned camscanner doc docx document untitled new copy final page p1 p2 p3 whatsapp
    screenshot pxl dsc photo pdf wa""".split()
)


@dataclass(frozen=True)
class NameDate:
    """A date read from a file name, with what it means; `value` is None for a day and month without a year."""

    role: DateRole
    text: str
    value: date | None = None
    day_month: DayMonth | None = None
    ambiguous: bool = False  # two readings are valid dates (month-day or day-month): not used as a date


@dataclass(frozen=True)
class FileNameCues:
    """Everything a file name says: case numbers (registry keys and as written), dates, and other words."""

    name: str
    stem: str
    numbers: list[tuple[str, str]] = field(default_factory=list)  # (number key, as written and normalised)
    dates: list[NameDate] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    maker: Literal["person", "camera", "messenger", "scanner"] = "person"

    @property
    def date(self) -> NameDate | None:
        """The name's full, unambiguous date (the last one: 'CC_OS_1043-21_2025-04-23' → 2025-04-23)."""
        full = [d for d in self.dates if d.value is not None and not d.ambiguous]
        return full[-1] if full else None

    @property
    def hearing_date(self) -> date | None:
        """A date that may stand for the hearing when the text has none: written by a person or stamped by
        the camera that photographed the page; never the day a file was received or copied."""
        d = self.date
        return d.value if d is not None and d.role in ("written", "taken") else None

    @property
    def day_month(self) -> DayMonth | None:
        """A day and month written without a year ('notes 12 march', 'aman 17-07')."""
        for d in reversed(self.dates):
            if d.value is None and d.day_month is not None and d.role == "written":
                return d.day_month
        return None

    @property
    def not_after(self) -> date | None:
        """The latest day the file's content can be from: a stamp of when it was taken, received or copied."""
        d = self.date
        return d.value if d is not None and d.role in ("taken", "received", "copied") else None

    @property
    def case_hint(self) -> str | None:
        """The name's words and numbers as text for the case resolver ('ST 310/23 cross DW2'), or None."""
        text = " ".join(self.words).strip()
        return text or None

    @property
    def number_hint(self) -> str | None:
        """Only the case numbers, as written and normalised ('OS 1043/21')."""
        text = " ".join(written for _key, written in self.numbers).strip()
        return text or None


def _ymd(text: str) -> date | None:
    try:
        return date(int(text[:4]), int(text[4:6]), int(text[6:8]))
    except ValueError:
        return None


def _make(y: int, m: int, d: int) -> date | None:
    if not 1990 <= y <= 2100:
        return None
    try:
        return date(y, m, d)
    except ValueError:
        return None


def _year(text: str) -> int:
    return 2000 + int(text) if len(text) == 2 else int(text)


def _strip(name: str) -> str:
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    stem = re.sub(r"\.[A-Za-z0-9]{1,5}$", "", base)
    stem = _COPY_HEAD.sub("", stem)
    while True:
        shorter = _COPY_TAIL.sub("", stem)
        if shorter == stem:
            break
        stem = shorter
    return stem.strip()


def _maker_date(stem: str) -> tuple[NameDate | None, str, str]:
    """The date a device or app stamped at the start of the name, the maker, and the rest of the name."""
    m = _WHATSAPP.match(stem)
    if m:
        return NameDate("received", m[0], _ymd(m["ymd"])), "messenger", stem[m.end():]
    m = _WHATSAPP_LONG.match(stem)
    if m:
        return NameDate("received", m[0], _make(int(m["y"]), int(m["m"]), int(m["d"]))), "messenger", stem[m.end():]
    m = _SCANNER_MDY.match(stem)
    if m:
        a, b, y = int(m["a"]), int(m["b"]), int(m["y"])
        month_first, day_first = _make(y, a, b), _make(y, b, a)
        if month_first and day_first and month_first != day_first:
            return NameDate("copied", m[0], None, ambiguous=True), "scanner", stem[m.end():]
        return NameDate("copied", m[0], month_first or day_first), "scanner", stem[m.end():]
    m = _CAMERA.match(stem)
    if m and _ymd(m["ymd"]):
        return NameDate("taken", m[0], _ymd(m["ymd"])), "camera", stem[m.end():]
    m = _SCANNER_OTHER.match(stem)
    if m and m.end() > 0:
        rest = stem[m.end():]
        found = _ISO.search(rest)
        if found and (d := _make(int(found["y"]), int(found["m"]), int(found["d"]))):
            return NameDate("copied", found[0], d), "scanner", rest[: found.start()] + " " + rest[found.end():]
        return None, "scanner", rest
    return None, "person", stem


def _person_dates(text: str) -> tuple[list[NameDate], str]:
    """Dates a person wrote in a name, in order of position, and the text with them blanked out."""
    found: list[tuple[int, NameDate]] = []
    used = [False] * len(text)

    def take(m: re.Match, nd: NameDate) -> None:
        found.append((m.start(), nd))
        used[m.start():m.end()] = [True] * (m.end() - m.start())

    def free(m: re.Match) -> bool:
        return not any(used[m.start():m.end()])

    for m in _ISO.finditer(text):
        if d := _make(int(m["y"]), int(m["m"]), int(m["d"])):
            take(m, NameDate("written", m[0], d))
    for m in _DMY.finditer(text):
        if free(m) and _time_after_date(text, m, found):
            used[m.start():m.end()] = [True] * (m.end() - m.start())  # "photo_2025-12-12_18-05-51": the time it was made
            continue
        if free(m) and (d := _make(_year(m["y"]), int(m["m"]), int(m["d"]))):
            take(m, NameDate("written", m[0], d))
    for rx in (_WORDY, _WORDY_MD):
        for m in rx.finditer(text):
            month, day = month_number(m["mon"]), int(m["d"])
            if not free(m) or not month:
                continue
            if m["y"]:
                if d := _make(int(m["y"]), month, day):
                    take(m, NameDate("written", m[0], d))
            elif (dm := DayMonth.of(day, month)) is not None:
                take(m, NameDate("written", m[0], None, dm))
    for m in _DM.finditer(text):
        if not free(m):
            continue
        before = text[: m.start()].split()
        if before and _looks_like_type(before[-1]):
            continue  # "OS 77-19": a case number, not a date
        if (dm := DayMonth.of(int(m["d"]), int(m["m"]))) is not None:
            take(m, NameDate("written", m[0], None, dm))
    rest = "".join(" " if u else c for c, u in zip(text, used))
    return [nd for _pos, nd in sorted(found, key=lambda p: p[0])], rest


def _time_after_date(text: str, m: re.Match, found: list[tuple[int, NameDate]]) -> bool:
    """Three pairs of digits right after a date a name already holds, each a clock's ("…_2025-12-12_18-05-51"): the
    hour, minute and second an app stamped after the day, not a second date."""
    h, mi, sec = int(m["d"]), int(m["m"]), int(m["y"]) if m["y"].isdigit() else 99
    if not (h < 24 and mi < 60 and sec < 60 and len(m["y"]) == 2):
        return False
    gap = text[: m.start()]
    return any(nd.value is not None and gap.rstrip(" _-.").endswith(nd.text) and len(gap) - len(gap.rstrip(" _-.")) <= 2
               for _pos, nd in found)


def _looks_like_type(token: str) -> bool:
    """A short upper-case or dotted code before a number (OS, ST, W.P., MACP) reads as a case type."""
    t = token.strip("._-")
    return bool(t) and len(t) <= 8 and (t.isupper() or "." in token)


def _normalise_numbers(text: str) -> str:
    """'ST310-23' → 'ST 310/23', 'OS_77-2019' → 'OS 77/2019', 'bail4521' → 'bail 4521', 'CC_7712_SS_25' → 'CC 7712/SS/25'."""
    text = text.replace("_", " ")
    text = _GLUED.sub(lambda m: f"{m['t']} {m['n']}", text)
    text = _NUM_SEGMENT_YEAR.sub(
        lambda m: m.group() if m["s"].lower() in _MONTHS_AND_WORDS else f"{m['n']}/{m['s']}/{m['y']}", text)
    text = _SERIES_NUM_YEAR.sub(lambda m: f"{m['p']}-{m['n']}/{m['y']}", text)
    text = _NUM_YEAR.sub(lambda m: f"{m['n']}/{m['y']}", text)
    return " ".join(text.split())


def parse_file_name(name: str) -> FileNameCues:
    """Read a file name: its case numbers, dates (with what each means) and remaining words."""
    stem = _strip(name or "")
    if _COUNTER.match(stem) and not (_CAMERA.match(stem) and _ymd(_CAMERA.match(stem)["ymd"])):
        return FileNameCues(name=name, stem=stem)  # a counter, not a camera's date and time run together
    stamp, maker, rest = _maker_date(stem)
    dates: list[NameDate] = [stamp] if stamp is not None else []
    person, rest = _person_dates(rest.replace("_", " "))
    dates.extend(person)
    text = _normalise_numbers(rest)
    numbers = [(key, " ".join(matched.split())) for key, matched, _span in find_numbers(text)]
    words = [w for w in re.split(r"[\s,;]+", text)
             if w and w.strip("-.()") and w.lower().strip("-.()") not in _NOISE and not re.fullmatch(r"[-–—.()]+", w)]
    if _COUNTER.match(" ".join(words)):
        words = []
    return FileNameCues(name=name, stem=stem, numbers=numbers, dates=dates, words=words, maker=maker)
