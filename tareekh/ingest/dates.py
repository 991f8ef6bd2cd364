"""Dates as Indian lawyers and courts write them: day first, always, in English, Hindi or Hinglish.

`find_dates` finds full dates ("03.03.2025", "3 March 2025", "Monday 3 March 2025", "2025-03-03", "12 मार्च
2026", Devanagari digits "१२.०३.२०२६"); `header_date` reads a page or note header, `opening_date` a date
opening a note's first line, `header_day_month` one written without a year ("20/3 - Ct.7", "13 Nov - Family
Court"), and `DayMonth.date_for` gives such a day its year from what is known around it; `find_next_date`
reads "next date 02.09.2026", "adjd to 5/10", "call on 19.08.2026", "List on …", Hinglish "next 13/2",
"tareekh lagi 12.3", "agli date 5/4", "peshi 12/3", and Hindi "पत्रावली … दिनांक 13.02.2025 को पेश हो",
"नियत तिथि 12.03.2026", "अगली तिथि …". File names are read by `tareekh.ingest.filenames`.

Devanagari words are never bounded with `\b` here: Python counts a vowel sign (ि, ी, ं) as no word character,
so `\b` falls inside Hindi words; the patterns use explicit look-arounds on the Devanagari block instead.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta

from tareekh.errors import InputError
from tareekh.events.shares import without_shares
from tareekh.memory.dates import HINDI_MONTHS, month_number  # months as the Indian scripts write them

MONTHS = {
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
    "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
    "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}
_ENGLISH_WEEKDAYS = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?"
# Hindi weekdays as a diary prints them ("16 THURSDAY गुरुवार"); every one ends in वार, a consonant, so a
# trailing \b after them holds.
HINDI_WEEKDAYS = r"(?:सोमवार|मंगलवार|बुधवार|गुरुवार|बृहस्पतिवार|शुक्रवार|शनिवार|रविवार|इतवार)"
# Each weekday as India's other languages write it, Monday first: in Latin letters the name with its "-var/-vaar/-bar/
# -baar/-vara/-bara/-varam" ending (Hindi, Marathi, Gujarati, Punjabi, Bengali, Assamese, Odia, Nepali, Kannada,
# Telugu), Tamil's "-kizhamai" and Malayalam's "-azhcha" names, Urdu's; and in the scripts whose names end in a
# letter (Bengali/Assamese, Gujarati, Gurmukhi, Odia, Kannada, Nepali, Urdu, Malayalam) or in a vowel sign or
# virama (Tamil, Telugu: "புதன்", "సోమవారం"). The short names alone ("Guru", "Shani", "Ravi") are people's names as
# often, and are left out; so are Tamil's "வெள்ளி" (silver) and "சனி" alone. A weekday ends where no letter follows
# (`WEEKDAY_END`), not at `\b`: after a vowel sign or a virama there is no word boundary before a space.
_VAR = r"(?:v|w|b)aa?ra?(?:a?m|u)?"
INDIAN_WEEKDAYS = [
    rf"(?:som|soma|shom|shoma|xom|chandra){_VAR}|thingal(?:\s?kizhamai)?|thinkal(?:\s?azhcha)?|"
    r"সোমবার|সোমবাৰ|સોમવાર|ਸੋਮਵਾਰ|ସୋମବାର|ಸೋಮವಾರ|सोमबार|پیر|திங்கட்கிழமை|திங்கள்(?:\s?கிழமை)?|సోమవారం|సోమవారము|തിങ്കളാഴ്ച",
    rf"(?:mangal|mangala|mongol|mongal|mangla|mangol|mongla){_VAR}|[cs]evvai(?:\s?kizhamai)?|chovva(?:\s?azhcha)?|"
    r"মঙ্গলবার|মঙলবাৰ|મંગળવાર|ਮੰਗਲਵਾਰ|ମଙ୍ଗଳବାର|ಮಂಗಳವಾರ|मङ्गलबार|मंगलबार|मंगळवार|منگل|செவ்வாய்(?:\s?க்?கிழமை)?|మంగళవారం|మంగళవారము|ചൊവ്വാഴ്ച",
    rf"(?:budh|budha|budho|buddh|budd){_VAR}|(?:budhan|puthan)(?:\s?kizhamai|\s?azhcha)|"
    r"বুধবার|বুধবাৰ|બુધવાર|ਬੁੱਧਵਾਰ|ବୁଧବାର|ಬುಧವಾರ|बुधबार|بدھ|புதன்(?:\s?கிழமை)?|బుధవారం|బుధవారము|ബുധനാഴ്ച",
    rf"(?:guru|brihaspati|brihaspoti|brihoshpoti|bihi|veer|vir|lakshmi|laxmi){_VAR}|jumm?e?raat|jumm?e?rat|"
    r"(?:vyazham|viyazhan|vyazhan)(?:\s?kizhamai|\s?azhcha)?|"
    r"বৃহস্পতিবার|বৃহস্পতিবাৰ|ગુરુવાર|ਵੀਰਵਾਰ|ଗୁରୁବାର|ಗುರುವಾರ|बिहीबार|جمعرات|வியாழன்(?:\s?கிழமை)?|வியாழக்கிழமை|గురువారం|గురువారము|బృహస్పతివారం|വ്യാഴാഴ്ച",
    rf"(?:shukra|shukar|sukra|sukar|shukro|sukro|shukkar){_VAR}|velli(?:\s?kizhamai|\s?azhcha)|"
    r"শুক্রবার|শুক্ৰবাৰ|શુક્રવાર|ਸ਼ੁੱਕਰਵਾਰ|ଶୁକ୍ରବାର|ಶುಕ್ರವಾರ|शुक्रबार|جمعہ|வெள்ளிக்கிழமை|வெள்ளி\s கிழமை|శుక్రవారం|శుక్రవారము|വെള്ളിയാഴ്ച",
    rf"(?:shani|sani|shoni|shanichar|sanichar|shanish|shonish){_VAR}|sani\s?kizhamai|shani\s?azhcha|"
    r"শনিবার|শনিবাৰ|શનિવાર|ਸ਼ਨੀਵਾਰ|ਸ਼ਨਿੱਚਰਵਾਰ|ଶନିବାର|ಶನಿವಾರ|शनिबार|ہفتہ|சனிக்கிழமை|சனி\s கிழமை|శనివారం|శనివారము|ശനിയാഴ്ച",
    rf"(?:ravi|rabi|robi|aadi|adi|aditya|itwar|itvar|aitvar|aita|aaita|bhanu|deo){_VAR}|itwaar|itwar|itvar|"
    r"(?:nyayiru|gnayiru|nayiru)(?:\s?kizhamai)?|njayar(?:\s?azhcha)?|"
    r"রবিবার|দেওবাৰ|રવિવાર|ਐਤਵਾਰ|ରବିବାର|ಭಾನುವಾರ|आइतबार|اتوار|ஞாயிற்றுக்கிழமை|ஞாயிறு(?:\s?கிழமை)?|ఆదివారం|ఆదివారము|ഞായറാഴ്ച",
]
WEEKDAYS = rf"(?:{_ENGLISH_WEEKDAYS}|{HINDI_WEEKDAYS}|{'|'.join(INDIAN_WEEKDAYS)})"
WEEKDAY_END = r"(?!\w)"
# Longest names first, so that "मार्च" is never read as a shorter name it starts with.
_HINDI_MONTH = "(?:" + "|".join(sorted((n for k in HINDI_MONTHS for n in re.split(r"\|(?![^(]*\))", k)),
                                       key=len, reverse=True)) + ")"
# Letters and signs of the Indian scripts (Devanagari to Malayalam): a month name never runs on into them.
_DEVA = "\u0900-\u0D7F"
# Every Indian script's digits (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada,
# Malayalam) as ASCII digits, one character for one.
DEVANAGARI_DIGITS = {zero + k: ord("0") + k for zero in range(0x0966, 0x0D67, 0x80) for k in range(10)}
# … and the digits of India's other scripts: Urdu's and Kashmiri's (Extended Arabic-Indic ۰-۹ and Arabic-Indic
# ٠-٩), Manipuri's Meitei Mayek (꯰-꯹), Santali's Ol Chiki (᱐-᱙)
DEVANAGARI_DIGITS.update({zero + k: ord("0") + k for zero in (0x0660, 0x06F0, 0xABF0, 0x1C50) for k in range(10)})


def ascii_digits(text: str) -> str:
    """`text` with the digits of the Indian scripts (०-९, ௦-௯, …) as ASCII digits; every other character, and
    every offset, kept."""
    return text.translate(DEVANAGARI_DIGITS)
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"

_NUMERIC = re.compile(r"(?<![\d/.-])(\d{1,2})\s?([./-])\s?(\d{1,2})\2\s?(\d{4}|\d{2})(?![\d/])")
_ISO = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
# "5 March 2029", "5th of March, 2029", "this 5th day of March 2029" (a deed's, an affidavit's, a notice's own date)
_WORDY = re.compile(
    rf"(?<![\w])(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:(?:day\s+)?of\s+(?:the\s+month\s+of\s+)?)?({_MONTH})\.?,?\s*(\d{{4}})(?!\d)",
    re.IGNORECASE
)
# "02-Dec-2026", "02-DEC-26", "2/Dec/2026": court printouts and cause lists join day, month and year with one mark
_JOINED = re.compile(rf"(?<![\w])(\d{{1,2}})([-/.])({_MONTH})\.?\2(\d{{4}}|\d{{2}})(?![\d\w])", re.IGNORECASE)
# "12 jan 26": a diary's day, month and a two-digit year, spaced (never a time: "5 Oct 10.30" is no year)
_SPACED_SHORT_YEAR = re.compile(rf"(?<![\w])(\d{{1,2}})(\s)({_MONTH})\.?\s(\d{{2}})(?![\d\w]|[.:]\d|\s*(?:am|pm|noon|hrs?)\b)",
                                re.IGNORECASE)
_MONTH_FIRST = re.compile(rf"(?<![\w])({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})(?!\d)", re.IGNORECASE)
# "12 मार्च 2026", "12 मार्च, 2026", "१२ मार्च २०२६" (after ascii_digits)
_HINDI_WORDY = re.compile(rf"(?<![\w{_DEVA}])(\d{{1,2}})\s*({_HINDI_MONTH})(?![{_DEVA}]),?\s*(?:सन्\s*)?(\d{{4}})(?!\d)")
# Partial dates, only trusted after a next-date phrase: "5/10", "5.10", "5 Oct", "5th October".
# A trailing full stop ends the sentence ("Next 12.3."), it does not start a year.
_PARTIAL = re.compile(
    rf"(?<![\w/.])(?:(\d{{1,2}})\s?[./-]\s?(\d{{1,2}})(?![\d/-])(?!\.\d)|(\d{{1,2}})(?:st|nd|rd|th)?\s*({_MONTH})\b\.?"
    rf"|(\d{{1,2}})\s*({_HINDI_MONTH})(?![{_DEVA}])"
    # month first ("Dec 2", "Dec. 2nd"), never the word "may" ("may 2 weeks")
    rf"|(?<![\w])(?!may\b)({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?![\d/.-]?\d)\b)",
    re.IGNORECASE,
)


def partial_day_month(m: re.Match) -> tuple[int, int]:
    """(day, month) of a `_PARTIAL` match, whichever way it is written."""
    if m[1]:
        return int(m[1]), int(m[2])
    if m[3]:
        return int(m[3]), month_number(m[4])
    if m[5]:
        return int(m[5]), month_number(m[6])
    return int(m[8]), month_number(m[7])


def day_months(text: str) -> list[tuple[int, int]]:
    """(day, month) of every day and month written in the text without its year ("12/5", "10 Aug"), in order;
    a full date's day and month among them. Only a reader that knows which day it looks for may trust them."""
    return [partial_day_month(m) for m in _PARTIAL.finditer(ascii_digits(text))]


@dataclass(frozen=True)
class FoundDate:
    value: date
    start: int
    end: int
    text: str

    @property
    def iso(self) -> str:
        return self.value.isoformat()


def _year(y: str) -> int:
    n = int(y)
    return 2000 + n if len(y) == 2 else n


def _make(y: int, m: int, d: int) -> date | None:
    if not 1900 <= y <= 2100:
        return None
    try:
        return date(y, m, d)
    except ValueError:
        return None


def find_dates(text: str) -> list[FoundDate]:
    """Every full date in the text, in order. Numeric dates are day-first; Devanagari digits count."""
    found: list[FoundDate] = []
    taken: list[tuple[int, int]] = []
    written = text
    text = ascii_digits(text)

    def add(d: date | None, m: re.Match) -> None:
        if d is None or any(s < m.end() and m.start() < e for s, e in taken):
            return
        taken.append((m.start(), m.end()))
        found.append(FoundDate(d, m.start(), m.end(), written[m.start() : m.end()]))

    for m in _ISO.finditer(text):
        add(_make(int(m[1]), int(m[2]), int(m[3])), m)
    for m in _NUMERIC.finditer(text):
        add(_make(_year(m[4]), int(m[3]), int(m[1])), m)
    for rx in (_JOINED, _SPACED_SHORT_YEAR):
        for m in rx.finditer(text):
            add(_make(_year(m[4]), month_number(m[3]), int(m[1])), m)
    for m in _WORDY.finditer(text):
        add(_make(int(m[3]), month_number(m[2]), int(m[1])), m)
    for m in _MONTH_FIRST.finditer(text):
        add(_make(int(m[3]), month_number(m[1]), int(m[2])), m)
    for m in _HINDI_WORDY.finditer(text):
        add(_make(int(m[3]), month_number(m[2]), int(m[1])), m)
    return sorted(found, key=lambda f: f.start)


def parse_date(value: str) -> date:
    """A date the user typed (--date): ISO or day-first; anything else is an InputError."""
    text = (value or "").strip()
    dates = find_dates(text)
    if len(dates) == 1 and len(text) - len(dates[0].text) <= 12:
        return dates[0].value
    raise InputError(f"not a date: {value!r} (use YYYY-MM-DD or DD.MM.YYYY, day first)")


# "diary" as each script writes the English word at the head of a diary page ("तारीख डायरी", "কোর্ট ডায়েরি")
_SCRIPT_DIARY = r"डायरी|डायरि|ডায়েরি|ডায়রি|ডাইরি|ડાયરી|ਡਾਇਰੀ|ଡାଏରୀ|ଡାଇରୀ|டைரி|డైరీ|ಡೈರಿ|ഡയറി"
_HEADER_NOISE = re.compile(rf"\b{_ENGLISH_WEEKDAYS}\b|{HINDI_WEEKDAYS}|(?<!\w)(?:{'|'.join(INDIAN_WEEKDAYS)}){WEEKDAY_END}|"
                           rf"दिनांक|तारीख़?|{_SCRIPT_DIARY}|court notes?|notes?|diary|date|page|[-–—,.:()/|]",
                           re.IGNORECASE)


# A register's title at the head of its page, in English and each script ("Daily peshi register", "मुंशी रजिस्टर",
# "দৈনিক রেজিস্টার", "കേസ് രജിസ്റ്റർ"): the word "register" with up to two words qualifying it before. It names the page,
# as "diary" does; a next-date word among its qualifiers ("peshi register", "पेशी रजिस्टर": the hearings' register)
# heads the page, and gives no next date.
_SCRIPT_REGISTER = (r"register|regr?\.|रजिस्टर|रजिस्तर|रेजिस्टर|रेजिस्टार|পঞ্জী|রেজিস্টার|রেজিষ্টার|રજિસ્ટર|રજીસ્ટર|ਰਜਿਸਟਰ|"
                    r"ରେଜିଷ୍ଟର|ରେଜିଷ୍ଟର|ரிஜிஸ்டர்|பதிவேடு|రిజిస్టర్|రిజిష్టర్|ರಿಜಿಸ್ಟರ್|ರಿಜಿಷ್ಟರ್|രജിസ്റ്റർ|രജിസ്റ്റര്|رجسٹر")
REGISTER_TITLE = re.compile(rf"(?:(?<=\s)|^)(?:[^\s\d.:\-–—|]+\s+){{0,2}}(?:{_SCRIPT_REGISTER})(?![^\W\d_])",
                            re.IGNORECASE)


def _without_register_title(line: str, end: int) -> tuple[str, int]:
    """The line with a register's title before position `end` blanked (see REGISTER_TITLE), its length kept; and
    the title's length."""
    m = REGISTER_TITLE.search(line[:end])
    if m is None:
        return line, 0
    return line[: m.start()] + " " * (m.end() - m.start()) + line[m.end():], m.end() - m.start()


def header_date(line: str, *, strict: bool = True) -> FoundDate | None:
    """The date of a header line ("Monday 3 March 2025", "03-03-2025", "03 Mar 2025, Mon - court notes").

    strict: the rest of the line must be header words (weekday, "court notes", a name in brackets), so that
    a matter line that happens to contain a date is not taken for a header.
    """
    dates = find_dates(line)
    if not dates:
        return None
    first = dates[0]
    if not strict:
        return first
    line, title = _without_register_title(line, first.start)
    phrase = _NEXT_PHRASE.search(line)
    if phrase and phrase.start() < first.start:
        return None  # "Next 03.12.2025." closes a note; it heads nothing
    rest = line[: first.start] + " " + line[first.end :]
    rest = re.sub(r"\([^)]{0,30}\)", " ", rest)  # "(Sai)"
    rest = _HEADER_NOISE.sub(" ", rest)
    words = [w for w in rest.split() if w.strip()]
    return first if len(words) <= 2 and first.start - title <= 25 else None


# A word that labels the date after it, at the head of a page: English, the Hindi/Urdu/Marathi word and its
# abbreviations in Latin letters, and each major Indian language's word (or its abbreviation) in its own script:
# Hindi/Marathi दिनांक, दि., ता.; Urdu تاریخ; Bengali/Assamese তারিখ, তাং; Gujarati તારીખ, તા.; Punjabi ਮਿਤੀ, ਤਾਰੀਖ;
# Odia ତାରିଖ, ତା.; Tamil தேதி, நாள்; Telugu తేదీ; Kannada ದಿನಾಂಕ, ದಿ.; Malayalam തീയതി, തീയ്യതി.
DATE_LABEL = re.compile(
    r"^\s*(?:(?:date[d]?|dt|dtd|tareekh|tarikh|tareek|tarik|taarikh|dinank|dinaank|tithi|tarikh)\b\.?"
    r"|(?:दिनांक|दिनाँक|तारीख़?|तिथि|تاریخ|مورخہ|তারিখ|তাং|તારીખ|ਮਿਤੀ|ਤਾਰੀਖ|ତାରିଖ|தேதி|நாள்|తేదీ|ದಿನಾಂಕ|"
    r"തീയതി|തീയ്യതി)"
    r"|(?:दि|ता|তা|તા|ਮਿ|ତା|தே|తే|ದಿ|തീ)(?:\.|(?=\s*[:\-–—]?\s*[\d०-९০-৯૦-૯੦-੯୦-୯௦-௯౦-౯೦-೯൦-൯])))\s*[:\-–—]?\s*",
    re.IGNORECASE,
)


# A register may write each row's day first in a regional calendar (Tamil, Bengali-Assamese, Malayalam, Hindu or
# Hijri months), the Gregorian date after it in brackets: "<month> 23 (05.02.26) - …", "23 <month> (09/12/26) …",
# in the script's digits or ours. The bracketed date is the row's own; the day before it only labels it. (An upper-case
# abbreviation and a number, "OS 21 (…)", is a case's, never a month's.)
_OTHER_CALENDAR_DAY = re.compile(
    r"^\s*(?:\d{1,2}\s+(?![A-Z.]+\s)[^\s\d()\[\]/.,:;-][^\s\d()\[\]/,:;]{1,19}"
    r"|(?![A-Z.]+\s)[^\s\d()\[\]/.,:;-][^\s\d()\[\]/,:;]{1,19}\s+\d{1,2})\s*(?=[(\[]\s*\d)")


def without_date_label(line: str) -> str:
    """The line without a word labelling its date at its head ("તા. 16/03/2026 - …" → "16/03/2026 - …"), or a
    regional calendar's day before it in brackets ("<month> 23 (05.02.26) - …" → "(05.02.26) - …")."""
    m = DATE_LABEL.match(line)
    if m and m.end() < len(line) and line[m.end():m.end() + 1].isdigit():
        return line[m.end():]
    m = _OTHER_CALENDAR_DAY.match(line)
    if m and find_dates(line[m.end():m.end() + 14]):
        return line[m.end():]
    return line


def opening_date(line: str, *, after_case: bool = False) -> FoundDate | None:
    """A full date opening a note's first line ("22/1/26 - Pandey ji Ct.7", "15.05.2025 - MACT Ct. 2") or,
    with `after_case`, its second part after the case ("CC 145/2025 - 13.05.2025 - …"): the note's own date."""
    bare = without_date_label(line)
    offset = len(line) - len(bare)
    parts = re.split(r"\s[-–—]\s", bare, maxsplit=2)
    for part in parts[: 2 if after_case else 1]:
        found = find_dates(part[:40])
        lead = part[: found[0].start] if found else ""
        if found and lead.strip(" ([") == "" and len(lead) <= 3:
            after = part[found[0].end:]
            if lead.strip(" ") in ("(", "["):  # "(05.02.26) - …": the bracket closes on the date
                after = re.sub(r"^\s*[)\]]", "", after)
            if not after.strip() or re.match(r"\s*[-–—,.;:(|]|\s+\S", after):
                f = found[0]
                return FoundDate(f.value, f.start + offset, f.end + offset, f.text)
        offset += len(part) + 3
    return None


_YEAR_MONTH = re.compile(rf"\b((?:19|20)\d{{2}})\s*({_MONTH})\b|\b({_MONTH})\.?,?\s*((?:19|20)\d{{2}})\b", re.IGNORECASE)
HEADERISH = re.compile(rf"\b{WEEKDAYS}{WEEKDAY_END}|(?:19|20)\d{{2}}\s*{_MONTH}\b|\badv\.", re.IGNORECASE)
# OCR may glue the day to its weekday, and the printed Hindi weekday to it ('16THURSDAY', '08TUESDAYTTTT')
_DAY_WEEKDAY = re.compile(rf"(?:^|\s)([0-3OIl|]?[0-9OIl|])\s*,?\s*({WEEKDAYS})(?=[^\W\d_]{{0,6}}(?!\w))|\b({WEEKDAYS}),?\s+([0-3]?[0-9])\b", re.IGNORECASE)
_OCR_DIGITS = str.maketrans({"O": "0", "o": "0", "I": "1", "l": "1", "|": "1"})


def diary_header(lines: list[str]) -> tuple[date, list[int]] | None:
    """A printed diary header split over lines ("2025   MARCH" / "12  Wednesday"), within the given top
    lines: (the date, indexes of the header lines)."""
    ym = dw = None
    for i, line in enumerate(lines):
        if ym is None and (m := _YEAR_MONTH.search(line)):
            year = int(m[1] or m[4])
            ym = (i, year, month_number(m[2] or m[3]))
        if dw is None and (m := _DAY_WEEKDAY.search(line)) and len(line.split()) <= 4:
            day_text = (m[1] or m[4]).translate(_OCR_DIGITS)
            if day_text.isdigit():
                dw = (i, int(day_text))
    if ym is None or dw is None:
        return None
    found = _make(ym[1], ym[2], dw[1])
    return (found, sorted({ym[0], dw[0]})) if found else None


@dataclass(frozen=True)
class DayMonth:
    """A day and month written without a year ("20/3", "12 march"); `hint` is its ISO form '--03-20'."""

    day: int
    month: int

    @classmethod
    def of(cls, day: int, month: int) -> DayMonth | None:
        """The day and month when they can be a date (29 February included), else None."""
        return cls(day, month) if _make(2024, month, day) else None

    @classmethod
    def parse(cls, hint: str | None) -> DayMonth | None:
        m = re.fullmatch(r"--(\d{2})-(\d{2})", hint or "")
        return cls.of(int(m[2]), int(m[1])) if m else None

    @property
    def hint(self) -> str:
        return f"--{self.month:02d}-{self.day:02d}"

    def in_year(self, year: int) -> date | None:
        return _make(year, self.month, self.day)

    def last_on_or_before(self, limit: date) -> date | None:
        for year in (limit.year, limit.year - 1):
            d = self.in_year(year)
            if d is not None and d <= limit:
                return d
        return None

    def date_for(self, *, not_after: date | None = None, before: date | None = None,
                 near: Iterable[date] = ()) -> date | None:
        """The year this day falls in, from what is known around it, or None when nothing says.

        not_after: the file cannot be older (the day a photo was taken, received or copied);
        before: the next date the note announces (a hearing comes before its next date);
        near: other full dates the text mentions (the nearest decides).
        """
        limits = [d for d in (not_after, before - timedelta(days=1) if before else None) if d]
        if limits:
            limit = min(limits)
            found = self.last_on_or_before(limit)
            # a stamp comes within weeks of the page; a next date within months of its hearing
            gap = MAX_STAMP_GAP_DAYS if not_after and limit == not_after else MAX_NEXT_GAP_DAYS
            return found if found and (limit - found).days <= gap else None
        refs = list(near)
        best: tuple[int, date] | None = None
        for year in sorted({r.year + k for r in refs for k in (-1, 0, 1)}):
            d = self.in_year(year)
            if d is None:
                continue
            dist = min(abs((d - r).days) for r in refs)
            if best is None or dist < best[0]:
                best = (dist, d)
        return best[1] if best and best[0] <= MAX_NEXT_GAP_DAYS else None


_WEEKDAY_NAMES = [("mon", "सोमवार"), ("tue", "मंगलवार"), ("wed", "बुधवार"), ("thu", "गुरुवार|बृहस्पतिवार"),
                  ("fri", "शुक्रवार"), ("sat", "शनिवार"), ("sun", "रविवार|इतवार")]
# A heading that is a weekday and nothing else a date could be ("Wednesday", "Wed - court notes", "बुधवार")
_WEEKDAY_ALONE = re.compile(rf"^\s*({WEEKDAYS}){WEEKDAY_END}[\s.,:;\-–—]*(?:(?:court\s+)?notes?|diary|board|list)?[\s.,:;\-–—]*$",
                            re.IGNORECASE)


@dataclass(frozen=True)
class Weekday:
    """A day written only as its weekday ("Wednesday"): the latest such day on or before the day it was written;
    `hint` is its stored form 'W1'..'W7' (Monday is 1)."""

    number: int  # Monday 0 … Sunday 6, as date.weekday()

    @classmethod
    def parse(cls, hint: str | None) -> Weekday | None:
        m = re.fullmatch(r"W([1-7])", hint or "")
        return cls(int(m[1]) - 1) if m else None

    @classmethod
    def heading(cls, line: str) -> Weekday | None:
        """The weekday a heading line consists of, or None."""
        m = _WEEKDAY_ALONE.match(line)
        if not m:
            return None
        name = m[1].lower()
        return next((cls(i) for i, (en, hi) in enumerate(_WEEKDAY_NAMES)
                     if name.startswith(en) or re.fullmatch(hi, name)
                     or re.fullmatch(INDIAN_WEEKDAYS[i], name, re.IGNORECASE)), None)

    @property
    def hint(self) -> str:
        return f"W{self.number + 1}"

    def on_or_before(self, limit: date) -> date:
        return limit - timedelta(days=(limit.weekday() - self.number) % 7)


MAX_STAMP_GAP_DAYS = 120
MAX_NEXT_GAP_DAYS = 240
# "20/3 - Ct.7 Pandey ji", "8/5 acjm-3", "13 Nov - Family Court", "15/1": a day and month opening a note.
_HEAD_DM = re.compile(r"^\s*(\d{1,2})\s?[/.]\s?(\d{1,2})(?![\d]|[/.]\s?\d)\.?(?=\s|$|[-–—,:(])")
# "16-03 Tue | …": a register's row opening with its day and month joined by a hyphen, both of two digits (a hyphen
# between shorter numbers is more often a count's range, "2-3 days", than a day)
_HEAD_DM_HYPHEN = re.compile(r"^\s*(\d{2})-(\d{2})(?![\d]|[-/.]\s?\d)(?=\s|$|[–—,:(|])")
_HEAD_DMON = re.compile(rf"^\s*(?:{WEEKDAYS},?\s+)?(\d{{1,2}})(?:st|nd|rd|th)?[\s-]*(?:({_MONTH})\b\.?|({_HINDI_MONTH})(?![{_DEVA}]))"
                        rf"(?!,?[\s-]*\d)", re.IGNORECASE)
# "Dec 2", "Wed, Dec 2nd -": the month first, as phones and American-set laptops write it
_HEAD_MOND = re.compile(rf"^\s*(?:{WEEKDAYS},?\s+)?({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?!,?\s*[\d/.])", re.IGNORECASE)


def header_day_month(line: str) -> DayMonth | None:
    """A day and month without a year at the start of a note's first line ("20/3 - Ct.7", "13 Nov - …")."""
    if find_dates(line[:16]):
        return None
    m = _HEAD_DM.match(line) or _HEAD_DM_HYPHEN.match(line)
    if m:
        return DayMonth.of(int(m[1]), int(m[2]))
    m = _HEAD_DMON.match(line)
    if m:
        return DayMonth.of(int(m[1]), month_number(m[2] or m[3]))
    m = _HEAD_MOND.match(line)
    if m and m[1].lower() != "may":
        return DayMonth.of(int(m[2]), month_number(m[1]))
    return None


_TAREEKH = r"(?:tareekh|tarikh|tareek|tarik|taareekh|date|dt)"
# The next date's phrases in the Indian scripts, which registers and order sheets abbreviate to their words' first
# letters: "अ.ता. 02.11.26" (अगली तारीख), "पु.ता." (पुढील तारीख), "প.তা." (পরবর্তী তারিখ), "அ.தே." (அடுத்த தேதி).
_SCRIPT_NEXT_PHRASES = (
    "अगली तारीख", "अगली तिथि", "आगामी तिथि", "आगामी तारीख", "नियत तिथि", "अग्रिम तिथि", "पुढील तारीख", "पुढील सुनावणी",
    "आगामी पेशी", "अगली पेशी", "अगली सुनवाई",  # ("आ.पे. 08.02.27": the register's next hearing)
    "अर्को तारिख", "পরবর্তী তারিখ", "পৰৱৰ্তী তাৰিখ", "আগামী তারিখ", "આગામી તારીખ", "આગળની તારીખ", "ਅਗਲੀ ਤਾਰੀਖ",
    "ਅਗਲੀ ਪੇਸ਼ੀ", "ପରବର୍ତ୍ତୀ ତାରିଖ", "அடுத்த தேதி", "அடுத்த விசாரணை", "తదుపరి తేదీ", "తదుపరి విచారణ", "ಮುಂದಿನ ದಿನಾಂಕ",
    "അടുത്ത തീയതി",
)


def _initial(word: str) -> str:
    """A word's first letter as an abbreviation keeps it: the letter with the vowel signs and marks written on it."""
    out = word[0]
    for ch in word[1:]:
        if not unicodedata.category(ch).startswith("M"):
            break
        out += ch
    return out


def _abbreviated(phrases: Iterable[str]) -> str:
    """The phrases as their words' first letters, each closed by a full stop or the Devanagari abbreviation sign ०."""
    forms = {r"[.०]\s?".join(re.escape(_initial(w)) for w in p.split()) + r"[.०]" for p in phrases}
    return r"(?<!\w)(?:" + "|".join(sorted(forms, key=len, reverse=True)) + ")"


# the steps a day is fixed for, as an order or a diary names them ("for orders", "compliance", "final hearing")
_STEPS = (r"orders?|judgm?ents?|pronouncement|award|final\s+(?:hearing|arguments?|orders?)|further\s+hearing|"
          r"arguments?|args|compliance|reply|counter|rejoinder|objections?|written\s+statement|w\.?s\.?|issues|"
          r"framing\s+of\s+(?:charges?|issues)|charges?|admission|report|steps|appearance|service|evidence|"
          r"cross(?:[- ]examination)?|chief|mediation|settlement|consideration|disposal|recovery")


NEXT_PHRASE = _NEXT_PHRASE = re.compile(
    # abbreviations ending in a full stop ("adj. to", "n.d.", "N.D.T.") end where the stop does: no \b after it
    r"\b(?:adjd?|n\.\s?d(?:\.\s?t)?)\.(?!\w)|\bndt?\b(?=[\s:.-]*\d)|"
    # an order's own verbs for the day it fixes, written just before the date: "Fix 18.12.2026 for …", "fixed for
    # 26.06.2026", "Re-fixed on …", "S.O. to 19.02.2026" (stand over), "Stand over to …", "deferred to …", "to come
    # up on …"; "fixed for arguments on 18.12.2026" (its purpose between). A fixed deposit or a sum fixed at Rs. …
    # is no next date: a date must follow the verb at once.
    # The verb opens its sentence or follows the matter it fixes ("Matter is fixed for …"): "inspection fixed for
    # 17.01.2026" is another event's day.
    # … or follows the stage it fixes the day for ("Arguments fixed 05.03.2027", "Judgment fixed on 10.12.2026")
    r"(?:(?m:^)[\s\-–—*•]*|(?<=[.;:(])\s*|\b(?:is|be|been|stands?|hereby|matter|case|suit|petition|appeal|"
    r"application|it|now|and|further|accordingly|hence|arguments?|hearing|judgm?ent|orders?|evidence|cross|"
    r"chief|issues|reply|counter|rejoinder|ws|statement)\s+)"
    r"(?:(?:re-?)?fix(?:ed|es)?(?:\s+(?:on|for|to|till))?(?=\s*:?\s*\d{1,2}\s?[./-]\s?\d)|"
    r"fixed\s+for\s+[a-z'’ .]{3,40}?\s+on(?=\s+\d{1,2}\s?[./-]\s?\d))|"
    # a proceedings sheet's closing sentence of its own, "To 27.07.2028." / "To 27.07.2028 for evidence": the day it
    # is adjourned to, with its whole date (a "from … to …" range has no sentence of its own)
    r"(?:(?m:^)[ \t\-–—*•]*|(?<=[.;] )|(?<=[.;]  )|(?<=[.;]\t))(?-i:To|to)(?=[ \t]+\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d{2}(?!\d))|"
    r"\bs\.\s?o\.(?=\s*(?:to|till)?\s*\d{1,2}\s?[./-]\s?\d)|\bstands?\s+over\b|\bdeferred\s+to\b|"
    # a notice, rule or warrant "returnable on 24.11.2027" comes back to the court that day: the matter's next day
    # ("returnable in eight weeks", "returnable plots" fix none); the diary's "Ptd 13.1.27" (posted) and "C/o
    # 24.11.2027" (called on, carried over), only with their day right after them ("C/o Ram Lal" is an address)
    r"\breturnable\s*(?:on|by|for|till|upto|up\s+to)?(?=\s*:?\s*\d{1,2}\s?[./-]\s?\d)|"
    r"\bptd\b\.?(?=\s*(?:to|on|for)?\s*:?\s*\d{1,2}\s?[./-]\s?\d)|\bc/o(?=\s*(?:to|on)?\s*:?\s*\d{1,2}\s?[./-]\s?\d{1,2}(?!\d))|"
    # the day named by the step it is for: "Date for order 15.04.2031", "date for arguments: 5/4"; a sentence of its
    # own that opens with the step ("… reserved the order. Compliance on 17.06.2031.", "Orders on 15.04.2031.", "For
    # judgment 3/5"); "taken up for final hearing on 12.03.2031" (never the note's own opening line: "Arguments on
    # 5.3.31: heard" is that hearing's heading)
    # (the step alone needs its "on": "… affirmed. Award 21.11.23 affirmed" is a past paper's day; "date of order" the
    # order's own)
    rf"\bdate\s+for\s+(?:{_STEPS})(?:\s+(?:{_STEPS}))?\s*[:\-–]?(?=\s*\d{{1,2}}\s?[./-]\s?\d)|"
    rf"(?<=[.;])[ \t]+(?:(?:reserved\s+)?for\s+(?:{_STEPS})(?:\s+(?:{_STEPS}))?\s*(?:on|:|-|–)?|"
    rf"(?:{_STEPS})(?:\s+(?:{_STEPS}))?\s+on)(?=\s*\d{{1,2}}\s?[./-]\s?\d)|"
    r"\btaken\s+up\s+(?:again\s+)?for\s+[a-z'’ .]{3,40}?\s+on(?=\s+\d)|\bbe\s+taken\s+up\s+(?:again\s+)?on(?=\s+\d)|"
    # "to be pronounced on 04.11.2026", "will be heard on …": a step of the court in the future, on its day
    r"\b(?:to|will|shall)\s+be\s+(?:pronounced|delivered|heard|listed|called|argued|decided|considered|examined)\s+on(?=\s+\d)|"
    r"\bcome\s+up\s+(?:on|for\s+[a-z'’ .]{3,40}?\s+on)(?=\s+\d)|"
    # "kept for orders on …": the day it is set for ("taken up for final hearing on …" and "to be taken up on …" are
    # read with the steps below; "was taken up on 14.04" is a day held)
    # "reader gave date 20.04.31", "date given 20.4": the day the court or its clerk gave, right after the words
    r"\b(?:(?:gave|given|got)\s+(?:the\s+|a\s+)?(?:next\s+)?date|date\s+given)(?=[\s:\-–]*(?:as\s+)?\d{1,2}\s?[./-]\s?\d)|"
    r"\bkept\s+for\s+[a-z'’ .]{3,40}?\s+on(?=\s+\d)|"
    r"\b(?:next\s+(?:date|dt|hearing|peshi|tareekh|tarikh)|next|nxt|n[a-z]?\.?\s?d\.?\s?o\.?\s?h\.?|adjd\.?|adj\.|"
    r"adjourned|posted|post(?:ed)?\s+to|call(?:ed)?|list(?:ed)?|re-?list(?:ed)?|stood\s+over|"
    # "S/O 12.3" stands over; "s/o Ram Lal" is someone's son
    r"s/o(?!(?-i:\s+(?:(?:late|Late|LATE|sri|Sri|shri|Shri|SHRI)\.?\s+)?[A-Z][a-z]))|put\s+up(?:\s+on)?|"
    # Hinglish: "tareekh lagi 12.3", "agli date 5/4", "peshi 12/3"
    rf"{_TAREEKH}\s+(?:lagi|lag\s+gayi|mili|padi|fixed|di|diya|dee)|agl[ia]\s+(?:{_TAREEKH}|peshi)|peshi)\b"
    # … and in Devanagari and Bengali: the day "fell", "was got" or "was given" ("तारीख लगी 12.3", "पेशकार ने तारीख दी
    # 23.04", "তারিখ পড়েছে ১২/৩", "তারিখ দিল …")
    r"|(?:तारीख़?|तारीख|तिथि)\s+(?:लगी|लग\s+गई|मिली|पड़ी|पडी|पड़ी|दी|दे\s+दी)(?![\u0900-\u097F])"
    r"|তারিখ\s+(?:পড়েছে|পড়েছে|পড়ল|পড়ল|পড়িল|পড়িল|দিল|দিলেন|দিয়েছে|দিয়েছে|হল|হলো|হইল)(?![\u0980-\u09FF])"
    # Hindi: "नियत तिथि 12.03.2026", "अगली तिथि …", "अगली तारीख …", "तिथि नियत …"
    r"|(?:नियत|अगली|आगामी|अग्रिम)\s+(?:तिथि|तारीख|तारीख़|दिनांक|पेशी)|तिथि\s+नियत|पेशी"
    # the next date in the other Indian languages, in their scripts: Marathi and Konkani (पुढील/फुडली तारीख), Nepali
    # (अर्को तारिख), Urdu (اگلی/آئندہ تاریخ, تاریخ پیشی), Bengali and Assamese (পরবর্তী তারিখ, পৰৱৰ্তী তাৰিখ),
    # Gujarati (આગામી તારીખ, મુદત), Punjabi (ਅਗਲੀ ਤਾਰੀਖ, ਪੇਸ਼ੀ), Odia (ପରବର୍ତ୍ତୀ ତାରିଖ), Tamil (அடுத்த தேதி,
    # வாய்தா), Telugu (తదుపరి తేదీ, వాయిదా), Kannada (ಮುಂದಿನ ದಿನಾಂಕ), Malayalam (അടുത്ത തീയതി, അവധി)
    r"|(?:पुढील|पुढची|पुढली|फुडली|फुडलें|फुडलो)\s+(?:तारीख|तारिख|सुनावणी)|(?:अर्को|आगामी)\s+(?:तारिख|पेशी)"
    r"|(?:اگلی|آئندہ|آیندہ)\s+(?:تاریخ|پیشی)|تاریخ\s+پیشی"
    r"|(?:পরবর্তী|পৰৱৰ্তী|পরের)\s+(?:তারিখ|তাৰিখ|শুনানি)"
    r"|(?:આગામી|આગળની|પછીની)\s+(?:તારીખ|મુદત|સુનાવણી)|મુદત"
    r"|ਅਗਲੀ\s+(?:ਤਾਰੀਖ|ਤਰੀਕ|ਪੇਸ਼ੀ)|ਪੇਸ਼ੀ"
    r"|(?:ପରବର୍ତ୍ତୀ|ପରବର୍ତ୍ତି|ଆସନ୍ତା)\s+(?:ତାରିଖ|ଶୁଣାଣି)"
    r"|அடுத்த\s+(?:தேதி|விசாரணை)|வாய்தா"
    r"|(?:తదుపరి|తరువాతి|తర్వాతి)\s+(?:తేదీ|తేది|విచారణ)|వాయిదా"
    r"|ಮುಂದಿನ\s+(?:ದಿನಾಂಕ|ವಿಚಾರಣೆ)"
    r"|അടുത്ത\s+(?:തീയതി|തീയ്യതി|അവധി|വിചാരണ)"
    # … and as they are written in Latin letters
    rf"|\b(?:pudh(?:il|chi|li)|fudli|phudli|mundina|adutha|porer)\s+{_TAREEKH}\b|\b(?:vaa?yi?da|vaa?i?tha|vaa?y?i?dhaa?)\b"
    # Gujarati and Marathi મુદત/मुदत in Latin letters ("Mudat 13/4/2028"), only with its day right after it: alone
    # the word is also the time a side sought ("mudat maangi"), and Urdu's "muddat" a period
    r"|(?<!\bki\s)\bmu?dd?ath?(?=[\s:\-–]*\d{1,2}\s?[./-]\s?\d|[\s:\-–]*\d{1,2}\s+[A-Za-z]{3})"
    # … and the word for "next" alone, its noun ("date") left out as diaries leave it, right before a day and month
    # ("अगली 13.07.27", "agli 13.7", "पुढील 13.07", "আগামী 13/07", "அடுத்த 13.07"): never "agle 2-3 din"
    r"|(?:\b(?:agl[aie]e?|aglee|pudhil|pudhchi|aagami|agami|mundina|adutha|aduththa|tadupari)\b|अगली|अगला|अगले|"
    r"पुढील|पुढची|आगामी|আগামী|পরবর্তী|পৰৱৰ্তী|આગામી|ਅਗਲੀ|ପରବର୍ତ୍ତୀ|அடுத்த|తదుపరి|ಮುಂದಿನ|അടുത്ത|اگلی)"
    r"(?=[\s:\-–]*\d{1,2}\s?[./-]\s?\d{1,2}(?!\d)(?!\s*(?:din|dino|days?|hafte|weeks?|mahine|months?|saal|"
    r"years?|दिन|हफ्ते|महीने|साल)\b))"
    # … and abbreviated to their words' first letters
    + "|" + _abbreviated(_SCRIPT_NEXT_PHRASES),
    re.IGNORECASE,
)
# the step a day is fixed for, named in the phrase that fixes it ("Date for order", "Compliance on", "taken up for
# final hearing on")
_STEP_NAMED = re.compile(rf"^\W*(?:date\s+for\s+|(?:reserved\s+)?for\s+|(?:be\s+)?taken\s+up\s+(?:again\s+)?for\s+)?"
                         rf"((?:{_STEPS})(?:\s+(?:{_STEPS}))?)\b", re.IGNORECASE)
# A phrase that follows its date: Hindi orders put the verb last ("दिनांक 13.02.2025 को पेश हो"), and so
# does Hinglish ("12.3 ki tareekh lagi", "12/3 ko peshi").
_NEXT_AFTER = re.compile(
    r"\s*(?:को\s+(?:पुनः\s+)?(?:पेश|प्रस्तुत|नियत|सूचीबद्ध|सुनवाई|सुना)|तक\s+(?:के\s+लिए\s+)?स्थगित)"
    # … and so do the other Indian languages' orders: Marathi "18.12.2026 रोजी सुनावणी", Gujarati "18.12.2026 ના રોજ
    # સુનાવણી", Punjabi "18.12.2026 ਨੂੰ ਪੇਸ਼", Bengali "18.12.2026 তারিখে শুনানি", Odia "18.12.2026 ରେ ଶୁଣାଣି", Tamil
    # "18.12.2026 அன்று விசாரணை", Telugu "18.12.2026 న విచారణ", Kannada "18.12.2026 ರಂದು ವಿಚಾರಣೆ", Malayalam
    # "18.12.2026 ന് വിചാരണ"
    r"|\s*रोजी\s+(?:पुढील\s+)?(?:सुनावणी|ठेव|नेम|सादर|तहकूब)|\s*(?:ના\s+રોજ|એ)\s+(?:સુનાવણી|મુદત|રજૂ)"
    r"|\s*ਨੂੰ\s+(?:ਪੇਸ਼|ਸੁਣਵਾਈ|ਮੁਲਤਵੀ)|\s*(?:তারিখে|তাং)\s+(?:পরবর্তী\s+)?(?:শুনানি|ধার্য|পেশ|মুলতুবি)"
    r"|\s*ରେ\s+(?:ଶୁଣାଣି|ସ୍ଥଗିତ)|\s*(?:அன்று|-?க்கு)\s+(?:விசாரணை|ஒத்திவை)|\s*(?:న|కి|కు)\s+(?:విచారణ|వాయిదా)"
    r"|\s*(?:ರಂದು|-?ಕ್ಕೆ|-?ಗೆ)\s+(?:ವಿಚಾರಣೆ|ಮುಂದೂಡ)|\s*पर्यंत\s+(?:तहकूब|पुढे\s+ढकल)|\s*ସୁଦ୍ଧା\s+ସ୍ଥଗିତ|\s*-?କୁ\s+ସ୍ଥଗିତ|"
    r"\s*(?:સુધી|પર)\s+મુલતવી|\s*(?:ന്|-?ലേക്ക്)\s+(?:വിചാരണ|മാറ്റി)"
    rf"|\s*(?:ki|ko)\s+(?:{_TAREEKH}|peshi)\b"
    # … and a day the matter "will be listed", the languages' future of being typed after "list" ("15.09 list aagum",
    # "22/9 ko list hoga", "22.09 ki list avutundi", "12/3 list hobe", "list agutte", "list thashe")
    r"|\s*(?:ku|ki|ko|la|ke\s+liye)?\s*list\s+(?:aagum|agum|aagudhu|aaguthu|aavum|hoga|hogi|hoyega|hoyegi|avutundi|"
    r"avuthundi|ayyindi|agutte|aagutte|aaguthe|hobe|hoibo|hoib|hobo|hoil|thase|thashe|thashe|hose|zhala|hoel)\b",
    re.IGNORECASE,
)
# the stage an order fixes the day for, written before its verb: "Arguments fixed 05.03.2027"
_STAGE_FIXED = re.compile(r"\s*(arguments?|hearing|judgm?ent|orders?|evidence|cross|chief|issues|reply|counter|"
                          r"rejoinder)\s+(?:re-?)?fix", re.IGNORECASE)
_HINDI_STAGE = re.compile(r"(?:वास्ते|हेतु)\s+([^\n।|]{2,40}?)\s*(?:दिनांक\s*)?$")
_STAGE = re.compile(r"\bfor\s+([a-z' ,.-]{3,60}?)\s*,?\s*(?:call|list)(?:ed)?\s+on\b", re.IGNORECASE)
_STAGE_AFTER = re.compile(r"\b(?:list|listed|call|posted|taken\s+up|kept)\s+for\s+([a-z' -]{3,40}?)\s+(?:on\s+)?$", re.IGNORECASE)


@dataclass(frozen=True)
class NextDate:
    value: date
    stage: str | None
    text: str

    @property
    def iso(self) -> str:
        return self.value.isoformat()


def _resolve_partial(m: re.Match, ref: date | None) -> date | None:
    if ref is None:
        return None
    day, month = partial_day_month(m)
    for year in (ref.year, ref.year + 1):
        d = _make(year, month, day)
        if d and d > ref:
            return d
    return None


# "not" (or "instead of") right before the day a next-date phrase names: the day is called wrong, in English and in
# the Latin and Indic forms of the languages' "not" (nahi, nahin, না, नहीं)
_DENIED_BEFORE = re.compile(r"(?:\b(?:not|instead\s+of|nahi|nahin)|नहीं|না)\W*$", re.IGNORECASE)


def find_next_date(text: str, *, hearing: date | None = None) -> NextDate | None:
    """The last next date the text announces. Partial dates ("5/10") need the hearing date for a year."""
    text = ascii_digits(text)
    found: list[tuple[int, NextDate]] = []
    for phrase in _NEXT_PHRASE.finditer(text):
        window = text[phrase.end() : phrase.end() + 48]
        stop = re.search(r"[.;]\s+[A-Z]|\n\n", window)
        if stop:
            window = window[: stop.start() + 1]
        full = find_dates(window)
        value = None
        if full and full[0].start <= 32:
            value = full[0].value
            matched = full[0].text
        else:
            m = _PARTIAL.search(window)
            if m and m.start() <= 32:
                value = _resolve_partial(m, hearing)
                matched = m.group(0)
        if value is None or (hearing is not None and value <= hearing):
            continue
        if _DENIED_BEFORE.search(window[: window.find(matched)]):
            continue  # "next date is NOT 30.07.2027 …, it is 06.08.2027": the day called wrong is no next date
        before = text[max(0, phrase.start() - 80) : phrase.end()]
        stage_m = _STAGE.search(before + " on") or _STAGE_AFTER.search(text[phrase.start() : phrase.end() + window.find(matched)])
        stage = stage_m.group(1).strip(" ,.") if stage_m else None
        if stage is None and (lead := _STAGE_FIXED.match(phrase.group(0))):
            stage = lead.group(1).lower()
        if stage is None and (step := _STEP_NAMED.search(phrase.group(0))):
            stage = re.sub(r"\s+", " ", step.group(1)).lower()  # "Date for order …", "Compliance on …": the step named
        found.append((phrase.start(), NextDate(value, stage, phrase.group(0) + window[: window.find(matched) + len(matched)])))
    found.extend(_dates_before_phrase(text, hearing))
    return max(found, key=lambda f: f[0])[1] if found else None


# The next date's name, which a diary may write after its date as a label ("18.03.2031 agli peshi", "२३.०४.३१ अगली
# तारीख", "১৮/০৩/৩১ পরের তারিখ", "18.3 ND"): the phrases of NEXT_PHRASE that name the day, not an order's verb
# ("12.3 adjourned …" is the day that was adjourned)
_NEXT_NAMED = re.compile(r"[^\x00-\x7f]|\b(?:next|nxt|n\.?\s?d|ndt?|n\.?\s?d\.?\s?o\.?\s?h|agl[aie]e?|aglee|peshi|porer|"
                         r"pudh(?:il|chi|li)|fudli|phudli|mundina|adutha|aduththa|tadupari|aagami|agami)\b", re.IGNORECASE)
_A_PAPERS_DATE = re.compile(r"(?:\bdated|\bdtd?\.?|\bof|दिनांकित|\bfrom|\bsince)\s*$", re.IGNORECASE)
_ND_ALONE = re.compile(r"(?:n\.?\s?d\.?(?:\s?o\.?\s?h\.?)?|ndt)(?![\w.])", re.IGNORECASE)
_LABEL_AFTER = re.compile(r"[ \t]*[-–—:=]?[ \t]*(?:\(\s*)?")


def _dates_labelled_after(text: str, hearing: date | None) -> list[tuple[int, NextDate]]:
    """Next dates with the next date's name written right after them ("18.03.2031 agli peshi", "১৮/০৩/৩১ পরের
    তারিখ"), when that name has no date of its own after it."""
    out: list[tuple[int, NextDate]] = []
    for found in find_dates(text):
        gap = _LABEL_AFTER.match(text, found.end)
        phrase = (_NEXT_PHRASE.match(text, gap.end()) or _ND_ALONE.match(text, gap.end())) if gap else None
        if phrase is None or not _NEXT_NAMED.search(phrase.group(0)) or phrase.group(0).strip().lower() in ("next", "nxt"):
            continue  # "next" alone after a date goes on a sentence ("… of 05.03.2031 next to be served")
        if _A_PAPERS_DATE.search(text[max(0, found.start - 12):found.start]):
            continue  # "notice dated 05.03.2031 …": a paper's date, no day fixed
        if re.match(r"[\s:.\-–—]*(?:on|to|for|is|date)?[\s:.\-–—]*\d{1,2}\s?[./-]\s?\d", text[phrase.end():], re.I):
            continue  # "12.03 next date 18.03": the name heads a date of its own
        if hearing is not None and found.value <= hearing:
            continue
        out.append((found.start, NextDate(found.value, None, text[found.start:phrase.end()])))
    return out


def _dates_before_phrase(text: str, hearing: date | None) -> list[tuple[int, NextDate]]:
    """Next dates written before their verb: "पत्रावली वास्ते बहस दिनांक 17.09.2026 को पेश हो", "12.3 ki tareekh lagi"."""
    out: list[tuple[int, NextDate]] = _dates_labelled_after(text, hearing)
    for m in _NEXT_AFTER.finditer(text):
        before = text[max(0, m.start() - 40) : m.start()]
        value = None
        full = [f for f in find_dates(before) if f.end == len(before)]
        if full:
            value, written = full[-1].value, full[-1].text
        else:
            partial = [p for p in _PARTIAL.finditer(before) if p.end() == len(before.rstrip("."))]
            if partial:
                value, written = _resolve_partial(partial[-1], hearing), partial[-1].group(0)
        if value is None or (hearing is not None and value <= hearing):
            continue
        lead = text[max(0, m.start() - 120) : m.start() - len(written)]
        stage_m = _HINDI_STAGE.search(lead)
        stage = stage_m.group(1).strip(" ,.") if stage_m else None
        out.append((m.start() - len(written), NextDate(value, stage, written + m.group(0))))
    return out


def shift_days(d: date, n: int) -> date:
    return d + timedelta(days=n)


# ---------------------------------------------------------------- the hearing date written in a note

# A case number ("OS 412/23", "W.P. No. 20561 of 2025") is never read as a partial date ("12/23").
# A word that leads into a date ("on 2/12", "Date 2/12", "dt. 2/12") is no case type.
_CASE_NUMBER_SPAN = re.compile(
    r"(?<![A-Za-z])(?!(?:on|to|at|of|by|till|until|from|upto|since|date|dated|dt|heard|listed|next|nxt|adjd?|nd|ndoh|"
    r"hearing|today|w\.?e\.?f)\b)[A-Za-z][A-Za-z.()]*\s*(?:No\.?\s*)?\d{1,6}\s*(?:/|of)\s*\d{2,4}", re.IGNORECASE)
# Words right before a date that make it the hearing's: "hearing on 1.12", "heard on 1st Dec", "On 1/12, …".
_HEARING_CUE = re.compile(
    r"(?:\b(?:hearing|heard|listed|taken\s+up|came\s+up)\s*(?:on|dated|of|today)?|(?:^|[.;:\n\-–—]\s*)on|\btoday|"
    # a "Date:" label opening a line of an order sheet or a diary page ("Date: 02.12.2026", "Dt. 2/12")
    r"(?:^|\n)[ \t]*(?:date[ \t]*[:.\-–—]|dt\.|dt[ \t]*[:\-–—]|dated[ \t]*[:\-–—]?))"
    r"\s*[:,\-–—(]?\s*$",
    re.IGNORECASE,
)
# Words that make it some other date: a document's, an earlier event's, or a date the matter moves to.
_OTHER_CUE = re.compile(
    r"\b(?:dated|dt\.?|filed|served|issued|passed|since|from|till|until|by|before|after|of|to|last|earlier|"
    r"previous(?:ly)?|order|notice|deed|agreement|receipt|letter|dob|born)\s*[:,\-–—(]?\s*$",
    re.IGNORECASE,
)
_SEPARATOR_BEFORE = re.compile(r"(?:^|[-–—:|,()\[\]])\s*$")
_SEPARATOR_AFTER = re.compile(r"^[ \t]*[)\]]?[ \t]*(?:[-–—:|,.(]|\n|$)")
HEADING_CHARS = 90  # a date further into the first line is inside the note, not its heading
LATE_GRACE_DAYS = 1  # a note added just past midnight (or in another time zone) is still of "today"


def _partial_year(day: int, month: int, added: date) -> date | None:
    """A day and month without a year, as the date of a hearing already held: the latest such date on or before
    the day the note was added (a day's grace for a note added past midnight). "28/12" added on 2 Jan 2027 is
    28.12.2026; "1/12" added on 1 Dec 2026 is 01.12.2026."""
    latest = added + timedelta(days=LATE_GRACE_DAYS)
    found = [d for y in (added.year + 1, added.year, added.year - 1) if (d := _make(y, month, day)) and d <= latest]
    return found[0] if found else None


def _next_date_spans(text: str) -> list[tuple[int, int]]:
    """Where the text announces a next date ("next date 15.01.2027", "adjd to 5/1"): never the hearing's."""
    spans = []
    for phrase in _NEXT_PHRASE.finditer(text):
        window = text[phrase.end() : phrase.end() + 48]
        stop = re.search(r"[.;]\s+[A-Z]|\n\n", window)
        end = phrase.end() + (stop.start() + 1 if stop else len(window))
        spans.append((phrase.start(), end))
    return spans


# the note's first word is its day, the matter written after it with no dash between: "24/4 SA 905 - …", "19.6 RCT
# 3318", "4 sept 138 - …"; a time ("10.30 am") or a count ("5/6 witnesses") is no day
_OPENING_DAY_AFTER = re.compile(r"^[ \t]+(?!(?:am|pm|a\.m|p\.m|hrs?|hours?|mins?|minutes?|witness\w*|pages?|days?|"
                                r"months?|years?|times?|out\s+of)\b)[^\W\d_]", re.IGNORECASE)


def _opens_the_note(masked: str, found: FoundDate) -> bool:
    """Is this date the first thing the note writes, followed on its line by the matter's words?"""
    if masked[:found.start].strip():
        return False
    after = masked[found.end:found.end + 24]
    # a number after a month's name ("4 sept 138 - …") is the matter's; after "5/6" it may be the date's own
    return bool(_OPENING_DAY_AFTER.match(after) or (re.search(r"[^\W\d_]", found.text)
                                                    and re.match(r"[ \t]+\d", after)))


def written_hearing_date(text: str, *, added: date, opening: bool = True) -> FoundDate | None:
    """The hearing date the note itself states, or None.

    A date counts only where it reads as the hearing's: in the heading of the note ("Seabreeze flat (OS 412/23)
    - 01.12.2026: …", "01.12.2026 - …"), or after "hearing on", "heard on", "On" at a sentence's start
    ("On 1st Dec, PW1 …"), or as the note's very first words with its matter after them ("24/4 SA 905 - …").
    A next date ("next date …", "adjd to …"), a document's date ("notice dated …") and
    any date after the day the note was added are never taken. A day and month without a year ("1/12",
    "1st Dec") take the latest year that puts them on or before `added`. With `opening` False (a note that tells
    of no day in court: a call, a meeting), a day opening the note with words after it is no hearing's.
    """
    masked = without_shares(_CASE_NUMBER_SPAN.sub(lambda m: " " * len(m.group(0)), text))  # "1/3 share" is no day
    moving = _next_date_spans(masked)
    first_line_end = masked.find("\n") if "\n" in masked else len(masked)
    found: list[FoundDate] = list(find_dates(masked))
    taken = [(f.start, f.end) for f in found]
    for m in _PARTIAL.finditer(masked):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        day, month = partial_day_month(m)
        d = _partial_year(day, month, added) if 1 <= month <= 12 else None
        if d is not None:
            found.append(FoundDate(d, m.start(), m.end(), m.group(0)))
    for f in sorted(found, key=lambda f: f.start):
        if f.value > added + timedelta(days=LATE_GRACE_DAYS) or any(s <= f.start < e for s, e in moving):
            continue
        before = masked[max(0, f.start - 40) : f.start]
        if _OTHER_CUE.search(before) and not _HEARING_CUE.search(before):
            continue
        # … a day and month after the matter's name and a dash, the day's words after it ("RCT 3318 (138) - 13/3
        # accused absent"), too; a full date so placed may be a paper's ("X - 12.03.2026 notice served")
        heading = (f.start < min(first_line_end, HEADING_CHARS) and _SEPARATOR_BEFORE.search(masked[:f.start])
                   and (_SEPARATOR_AFTER.match(masked[f.end : f.end + 4])
                        or (opening and not find_dates(f.text) and _OPENING_DAY_AFTER.match(masked[f.end : f.end + 24]))))
        if heading or _HEARING_CUE.search(before) or (opening and _opens_the_note(masked, f)):
            return FoundDate(f.value, f.start, f.end, text[f.start : f.end])
    return None
