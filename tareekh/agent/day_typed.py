"""A day a question types without its year in the ways the general date reader does not read.

"rai 17.12 ke liye kya", "17/12 tak", "১৭ তারিখের আগে", "17 ந் தேதிக்கு முன்", "૧૭ તારીખ પહેલાં", "9-ke",
"17 dec ni mundhu": a day and month written with a dot or a slash and no year, a day written in a script's own
digits, a day followed by a word for "date" in an Indian script, or a postposition of "before" / "till" after the
day in any language. The day is the coming one when the question asks for work or a next date, else the general
reader's rule (agent/question.py `_past`) decides.

Indian languages put "before" and "till" after the day; their words, in Latin letters and in their scripts: Hindi,
Urdu, Maithili, Bhojpuri, Nepali, Punjabi ("pehle", "tak", "पहले", "तक", "سے پہلے", "تک", "ਪਹਿਲਾਂ", "ਤੱਕ"),
Bengali and Assamese ("age", "agot", "porjonto", "আগে", "আগত", "পর্যন্ত", "লৈকে"), Odia ("purbaru", "ପୂର୍ବରୁ",
"ପର୍ଯ୍ୟନ୍ତ"), Marathi, Konkani, Gujarati ("aadhi", "purvi", "paryant", "पूर्वी", "आधी", "પહેલાં", "સુધી"), Tamil
("munbu", "varai", "முன்", "வரை"), Telugu ("mundu", "lopu", "varaku", "ముందు", "లోపు", "వరకు"), Kannada and Tulu
("modalu", "olage", "munche", "dumbu", "ಮೊದಲು", "ಒಳಗೆ", "ಮುಂಚೆ", "ದುಂಬು"), Malayalam ("munpu", "vare", "മുമ്പ്",
"വരെ"), Mizo ("hmain", "hma"), Khasi ("hyndai", "shuwa"), Manipuri ("mamangda", "মমাংদা"), Nagamese ("age"),
Nepali ("agadi", "aghi", "samma"), Maithili and Bhojpuri ("pahine", "pahile"), Konkani ("adim", "pailim"),
Kashmiri ("bronh", "taam", "برونٹھ", "تام"), Himachali and Pahari ("paihle", "taain", "पैहले", "ताईं").
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

# the word for "date" after a day, in the scripts (Latin forms are read by agent/days_asked.py DAY_OF_MONTH)
_SCRIPT_DATE_WORD = (r"(?:तारीख़?|तारिख|तारीक|दिनांक|তারিখ|তাৰিখ|তাং|தேதி|திகதி|తేదీ|తారీఖు|ತಾರೀಖು|ತಾರೀಕು|ತಾರೀಖ್|"
                     r"ದಿನಾಂಕ|തീയതി|തിയ്യതി|તારીખ|ਤਰੀਕ|ਤਾਰੀਖ|ତାରିଖ|تاریخ|تاريخ|"
                     r"date\b)")  # (the reader's pivot writes a script's word for "date" as "date")
_BEFORE_AFTER_DAY = (r"(?:se\s+pehle|se\s+pahle|pehle|pahle|pehla|pahila|pehlan|tak|takk|taka|aadhi|adhi|purvi|purve|"
                     r"paryant|paryanta|porjonto|purbaru|agaru|aagaru|age|agot|agat|loike|munbu|munpu|munnadi|munne|"
                     r"varai|varaikkum|mundu|mundhu|lopu|lopala|varaku|modalu|modlu|olage|olagai|munche|mundhe|dumbu|"
                     r"dumba|vare|hmain|hma|hmaa|hyndai|shuwa|mangda|mangdada|mamangda|mamangdagi|kulle|kku\s+munnadi|agadi|aghi|"
                     r"pahine|pahile|pahilahi|adim|aadim|pailim|bronh|bronth|brunh|taam|tam|paihle|paihlen|pehlen|tain|taain|"
                     r"पहले|पहिले|पहिलें|पहिने|पैहले|पैहलें|ताईं|तक|तलक|पूर्वी|आधी|अगाडि|अघि|सम्म|آگے|سے\s+پہلے|پہلے|تک|برونٹھ|برونہہ|تام|ਪਹਿਲਾਂ|ਤੱਕ|ਤਕ|"
                     r"আগে|আগত|আগতে|পর্যন্ত|পৰ্যন্ত|লৈকে|ମମାଂଦା|মমাংদা|ପୂର୍ବରୁ|ପୂର୍ବ|ପର୍ଯ୍ୟନ୍ତ|"
                     r"முன்னாடி|முன்னே|முன்பாக|முன்|முன்பு|முன்னால்|வரை|க்குள்|குள்|ముందు|ముందే|లోపు|లోపల|వరకు|ಮೊದಲು|ಒಳಗೆ|ಮುಂಚೆ|ಮುಂಚಿತವಾಗಿ|ದುಂಬು|"
                     r"ವರೆಗೆ|മുമ്പ്|മുൻപ്|വരെ|પહેલાં|પહેલા|સુધી|अगोदर|पर्यंत)")
_BEFORE_WORDS = re.compile(r"\b(?:before|by|till|until|upto|up\s+to|latest\s+by)\s*(?:the\s+)?$", re.I)
# what may stand between the day and the postposition: an ending, the word for "date", "ko", "ke", "-க்கு"
_BETWEEN = r"(?:\s*-?\s*[^\s\d?,.]{0,6}){0,2}?\s*"
_DAY_MONTH = re.compile(r"(?<![\d./-])(\d{1,2})\s?[./](\d{1,2})(?![\d]|\s?[./-]\s?\d)")
_DAY_SCRIPT_WORD = re.compile(r"(?<![\d./-])(\d{1,2})(?:\s*-?\s*[^\W\d_][^\s\d]{0,3})?\s*" + _SCRIPT_DATE_WORD)
# "9-ke", "9-kh", "9-e": a day with a case ending glued by a hyphen (Maithili, Bhojpuri, Bengali in Latin letters)
_DAY_HYPHEN = re.compile(r"(?<![\d./-])(\d{1,2})-(?:ke|ko|kh|e|te|ku|la|ne|na|ki|ri)\b", re.I)
_MONEY_NEAR = re.compile(r"(?:rs\.?|inr|₹|lakh|lac|crore|cr\b|%|kg|km)", re.I)


def ascii_digits(text: str) -> str:
    """Digits of every script as ASCII, one character for one."""
    return "".join(str(unicodedata.digit(c)) if c.isdigit() and not c.isascii() and unicodedata.digit(c, None) is not None
                   else c for c in text)


def _coming(day: int, month: int | None, today: date) -> date | None:
    """The coming day (today or after) of that day of the month, or of that day and month."""
    if month is None:
        y, m = today.year, today.month
        for _ in range(3):
            try:
                d = date(y, m, day)
            except ValueError:
                d = None
            if d is not None and d >= today:
                return d
            y, m = (y + 1, 1) if m == 12 else (y, m + 1)
        return None
    for y in (today.year, today.year + 1):
        try:
            d = date(y, month, day)
        except ValueError:
            return None
        if d >= today:
            return d
    return None


def _gone(day: date, today: date) -> date:
    """The same day a year back when the coming one is later than today (a question of what happened)."""
    if day <= today:
        return day
    try:
        return day.replace(year=day.year - 1)
    except ValueError:
        return day


def _gone_in_month(day: int, today: date) -> date | None:
    """The last day of that number on or before today (this month's, else the month before's)."""
    y, m = today.year, today.month
    for _ in range(3):
        try:
            d = date(y, m, day)
        except ValueError:
            d = None
        if d is not None and d <= today:
            return d
        y, m = (y - 1, 12) if m == 1 else (y, m - 1)
    return None


def typed_day(text: str, today: date, *, ahead: bool) -> tuple[date, bool] | None:
    """(the day the question types, whether a word of "before"/"till" goes with it), or None when it types none
    of the forms read here. `ahead`: the question asks for work or a next date (the coming day)."""
    plain = ascii_digits(text)
    found: tuple[int, int, int | None] | None = None  # (start, end, month)
    day = None
    for m in _DAY_MONTH.finditer(plain):
        d, mo = int(m[1]), int(m[2])
        near = plain[max(0, m.start() - 6): m.end() + 8]
        if 1 <= d <= 31 and 1 <= mo <= 12 and not _MONEY_NEAR.search(near):
            found, day = (m.start(), m.end(), mo), d
            break
    if found is None:
        for pattern in (_DAY_SCRIPT_WORD, _DAY_HYPHEN):
            m = pattern.search(plain)
            if m is not None and 1 <= int(m[1]) <= 31:
                found, day = (m.start(), m.end(), None), int(m[1])
                break
    if found is None or day is None:
        return None
    start, end, month = found
    when = _coming(day, month, today)
    if when is None:
        return None
    before = bool(_BEFORE_WORDS.search(plain[:start])) or bool(
        re.match(_BETWEEN + _BEFORE_AFTER_DAY + r"(?![^\W\d_])", plain[end:], re.I))
    if not ahead and not before:
        when = _gone(when, today) if month is not None else _gone_in_month(day, today) or when
    return when, before


# "after" and "since" put after the day, in Latin letters and in the scripts: Hindi, Urdu, Punjabi ("baad", "ke
# baad", "uparant", "pashchat", "magron", "बाद", "बعد", "ਬਾਅਦ"), Bengali and Assamese ("por", "pore", "theke",
# "pisot", "পরে", "থেকে", "পিছত"), Odia ("pare", "ପରେ"), Marathi and Konkani ("nantar", "pasun", "uprant", "नंतर",
# "पासून"), Gujarati and Nepali ("pachhi", "dekhi", "પછી", "पछि", "देखि"), Tamil ("apram", "piragu", "pinbu",
# "mudhal", "பிறகு", "முதல்"), Telugu ("taruvaata", "nundi", "తర్వాత", "నుండి"), Kannada and Tulu ("nantara",
# "aamele", "ನಂತರ"), Malayalam ("shesham", "kazhinju", "pinne", "muthal", "ശേഷം", "മുതൽ"), Mizo ("hnuah"), Khasi
# ("hadien"), Sindhi ("poi"); never a word of two letters or one that is another word as often ("se", "thi")
_AFTER_DAY = (r"(?:ke\s+baad|ke\s+bad|baad|baadh|uparant|upraant|pashchat|magron|magro|ton\s+baad|por|pore|porey|porer|"
              r"theke|thekey|pisot|pisat|pasot|pare|paare|nantar|nantara|nantr|pasun|paasun|uprant|pachhi|pachi|paachhi|"
              r"dekhi|apram|appuram|aprom|piragu|pinbu|pinnadi|pinnaadi|mudhal|mudal|taruvaata|taruvata|tarvata|"
              r"tharuvatha|taruvatha|tarvatha|nundi|nunchi|aamele|amele|shesham|sesham|kazhinju|kazhinj|pinne|muthal|"
              r"hnuah|hadien|poi|"
              r"के\s+बाद|बाद|उपरांत|पश्चात|नंतर|पासून|पछि|देखि|بعد|ਤੋਂ\s+ਬਾਅਦ|ਬਾਅਦ|ਮਗਰੋਂ|পরে|পর|থেকে|পিছত|ପରେ|"
              r"પછી|பிறகு|பின்பு|பின்|அப்புறம்|முதல்|తర్వాత|తరువాత|నుండి|నుంచి|ನಂತರ|ಆಮೇಲೆ|ശേഷം|കഴിഞ്ഞ്|മുതൽ)")


def after_said(text: str, end: int) -> bool:
    """A postposition of "after" / "since" follows the day that ends at `end` ("25 june er por", "10 march nantar",
    "3 jan taruvaata", "12 aug shesham")."""
    return bool(re.match(_BETWEEN + _AFTER_DAY + r"(?![^\W\d_])", ascii_digits(text)[end:], re.I))


def before_said(text: str, end: int) -> bool:
    """A postposition of "before" / "till" follows the day that ends at `end` ("17 dec ni mundhu", "15 dec hmain")."""
    return bool(re.match(_BETWEEN + _BEFORE_AFTER_DAY + r"(?![^\W\d_])", ascii_digits(text)[end:], re.I))
