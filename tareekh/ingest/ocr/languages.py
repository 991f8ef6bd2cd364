"""Which tesseract languages a practice's pages need, from the scripts its own words are written in.

A lawyer never types tesseract codes, so a Kannada or Tamil diary photographed into a home set to English came
out as garbage ("o.2..0..", "IT6T-U 6UT") and its entries were lost or misfiled. The scripts are read off what
the practice already holds as text — the registry's names and descriptions, and every record read without OCR
(typed notes, Word files, chat exports, PDFs with a text layer) — by Unicode block, each script to the
tesseract model that reads it. A script counts once it fills a few words of one record (a stray glyph in a
chat, a name in one client's own script, does not make a practice Kannada) or appears in several records.
"""

from __future__ import annotations

import re
import zipfile
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

# (tesseract code, the script's name for the lawyer, tesseract's OSD name for it, Unicode ranges). Devanagari is
# read with the Hindi model (it reads Marathi, Nepali and Konkani pages too); Bengali letters with the Bengali
# model unless Assamese's own letters (ৰ, ৱ) are among them; the Arabic block with the Urdu model.
SCRIPTS: tuple[tuple[str, str, str, tuple[tuple[int, int], ...]], ...] = (
    ("hin", "Devanagari", "Devanagari", ((0x0900, 0x097F), (0xA8E0, 0xA8FF))),
    ("ben", "Bengali", "Bengali", ((0x0980, 0x09FF),)),
    ("pan", "Gurmukhi (Punjabi)", "Gurmukhi", ((0x0A00, 0x0A7F),)),
    ("guj", "Gujarati", "Gujarati", ((0x0A80, 0x0AFF),)),
    ("ori", "Odia", "Oriya", ((0x0B00, 0x0B7F),)),
    ("tam", "Tamil", "Tamil", ((0x0B80, 0x0BFF),)),
    ("tel", "Telugu", "Telugu", ((0x0C00, 0x0C7F),)),
    ("kan", "Kannada", "Kannada", ((0x0C80, 0x0CFF),)),
    ("mal", "Malayalam", "Malayalam", ((0x0D00, 0x0D7F),)),
    ("urd", "Urdu", "Arabic", ((0x0600, 0x06FF), (0x0750, 0x077F), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF))),
)
_ASSAMESE_LETTERS = frozenset("\u09f0\u09f1")  # ৰ ৱ: Assamese writes them, Bengali does not
NAMES = {code: name for code, name, _, _ in SCRIPTS} | {"asm": "Assamese", "mar": "Marathi", "eng": "English"}
BY_OSD_NAME = {osd: code for code, _, osd, _ in SCRIPTS}

MIN_LETTERS_ONE_RECORD = 12  # letters of a script in one record that make it written in that script (2–3 words)
MIN_RECORDS = 3  # … or this many records with any of its letters (names, a line here and there)


_SAME_LETTERS = {"asm": "ben", "mar": "hin", "san": "hin", "nep": "hin"}  # models that read another's Unicode block


def block_code(code: str) -> str:
    """The code whose Unicode block `code`'s model writes in: Assamese and Bengali share one, Marathi and Hindi."""
    return _SAME_LETTERS.get(code, code)


# The scripts whose printed and written words hang from one headline (Devanagari's shirorekha, Bengali-Assamese's
# matra, Gurmukhi's): their pages look alike to the ink test of `script.py`, and only the Unicode block a practice
# writes in tells them apart. A closed class: no other Indian script joins its letters so.
HEADLINE_BLOCKS = frozenset({"hin", "ben", "pan"})


def headline_scripts(languages: Iterable[str]) -> tuple[str, ...]:
    """Those of `languages` written in a headline script (Hindi, Marathi, Bengali, Assamese, Punjabi), in order."""
    return tuple(code for code in languages if block_code(code) in HEADLINE_BLOCKS)


def script_of(ch: str) -> str | None:
    """The tesseract code of the script `ch` is a letter of, None for Latin, digits, marks and everything else."""
    o = ord(ch)
    if o < 0x0600:
        return None
    for code, _, _, ranges in SCRIPTS:
        if any(low <= o <= high for low, high in ranges):
            return code
    return None


_BLOCKS = tuple((code, re.compile("[" + "".join(f"\\u{lo:04x}-\\u{hi:04x}" for lo, hi in ranges) + "]"))
                for code, _, _, ranges in SCRIPTS)


def letters_by_script(text: str) -> Counter[str]:
    """How many letters (and vowel signs) of each Indian script, and Urdu's, `text` holds, by tesseract code."""
    found: Counter[str] = Counter()
    if text.isascii():
        return found
    for code, block in _BLOCKS:
        n = len(block.findall(text))
        if n:
            found[code] = n
    if found.get("ben") and any(ch in _ASSAMESE_LETTERS for ch in text):
        found["asm"] = found.pop("ben")
    return found


@dataclass(frozen=True)
class ScriptUse:
    """A script the practice writes in: its tesseract code, and how many of its records are written in it."""

    code: str
    records: int  # records holding a few words of it
    letters: int

    @property
    def name(self) -> str:
        return NAMES.get(self.code, self.code)

    def why(self) -> str:
        """The reason in the lawyer's words: "Kannada: 14 of your notes are written in it"."""
        if self.records:
            return f"{self.name}: {self.records} of your notes {'is' if self.records == 1 else 'are'} written in it"
        return f"{self.name}: names and lines in it appear across your notes"


def scripts_in(texts: Iterable[str]) -> list[ScriptUse]:
    """The scripts `texts` (one a record) are written in, most used first."""
    written: Counter[str] = Counter()
    touched: Counter[str] = Counter()
    letters: Counter[str] = Counter()
    for text in texts:
        for code, n in letters_by_script(text).items():
            letters[code] += n
            touched[code] += 1
            if n >= MIN_LETTERS_ONE_RECORD:
                written[code] += 1
    chosen = [c for c in letters if written[c] or touched[c] >= MIN_RECORDS]
    return sorted((ScriptUse(c, written[c], letters[c]) for c in chosen), key=lambda s: (-s.records, -s.letters, s.code))


def with_scripts(configured: Iterable[str], found: Iterable[ScriptUse | RegionUse]) -> list[str]:
    """English and the scripts found, English first (digits keep the English model's reading: see choose.py)."""
    out = ["eng"] + [c for c in configured if c != "eng"]
    out += [s.code for s in found if s.code not in out]
    return out


# The states and union territories of India, and the High Courts whose names do not say their state, with the
# script each writes its courts' papers and its people's diaries in: a closed class, complete. A registry whose
# courts name a state ("High Court of Karnataka", "Madras High Court") tells the script before any note is
# typed in it, and pages are photographed in it from the first day. One script each: the most written.
REGIONS: tuple[tuple[str, str], ...] = (
    (r"andhra\s+pradesh|amaravati|telangana", "tel"),
    (r"assam|gauhati|guwahati", "asm"),
    (r"bihar|patna|jharkhand|ranchi|chhattisgarh|bilaspur|madhya\s+pradesh|jabalpur|rajasthan|jodhpur|"
     r"uttar\s+pradesh|allahabad|prayagraj|lucknow|uttarakhand|uttaranchal|nainital|himachal|shimla|haryana|"
     r"delhi|sikkim|andaman", "hin"),
    (r"maharashtra|bombay|goa", "mar"),
    (r"gujarat|dadra|daman|diu", "guj"),
    (r"karnataka", "kan"),
    (r"kerala|lakshadweep", "mal"),
    (r"tamil\s+nadu|madras|puducherry|pondicherry", "tam"),
    (r"west\s+bengal|calcutta|tripura", "ben"),
    (r"odisha|orissa", "ori"),
    (r"punjab|chandigarh", "pan"),
    (r"jammu|kashmir", "urd"),
    (r"manipur", "ben"),
)
_REGION_PATTERNS = tuple((re.compile(rf"\b(?:{pattern})\b", re.IGNORECASE), code) for pattern, code in REGIONS)
MIN_REGION_CASES = 2  # cases whose courts name the region, for its script to count


@dataclass(frozen=True)
class RegionUse:
    """A script the practice's courts are in: its tesseract code and how many of its cases' courts say so."""

    code: str
    cases: int

    @property
    def name(self) -> str:
        return NAMES.get(self.code, self.code)

    def why(self) -> str:
        return f"{self.name}: {self.cases} of your cases are before courts where it is written"


def regions_in(courts: Iterable[str]) -> list[RegionUse]:
    """The scripts of the states the practice's courts are in (one court line a case), most cases first."""
    found: Counter[str] = Counter()
    for court in courts:
        for code in {code for pattern, code in _REGION_PATTERNS if pattern.search(court or "")}:
            found[code] += 1
    return [RegionUse(c, n) for c, n in sorted(found.items(), key=lambda kv: (-kv[1], kv[0])) if n >= MIN_REGION_CASES]


SNIFF_BYTES = 200_000
_TAG = re.compile(r"<[^>]+>")


def sniff_text(path: Path) -> str:
    """The text of a typed note, Word file or chat export, roughly and quickly (only its script is wanted):
    "" for any other file, or one that cannot be opened."""
    suffix = path.suffix.lower()
    try:
        if suffix in (".txt", ".md", ".csv"):
            with path.open("rb") as f:
                return f.read(SNIFF_BYTES).decode("utf-8", errors="ignore")
        if suffix in (".docx", ".zip"):
            with zipfile.ZipFile(path) as z:
                names = [n for n in z.namelist() if n == "word/document.xml" or n.lower().endswith(".txt")]
                return " ".join(_TAG.sub(" ", z.read(n)[:SNIFF_BYTES].decode("utf-8", errors="ignore"))
                                for n in names[:4])
    except (OSError, zipfile.BadZipFile, KeyError, RuntimeError):
        return ""
    return ""
