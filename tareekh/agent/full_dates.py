"""A date a note writes without its year, quoted in the answer's own sentence, said in full beside it.

Lawyers write the day a thing is due the short way: "FILE by Mon 7.12", "file by 7th", "ND 9 April", "7/12 tak",
"7 tarikh ko", "৭ তারিখ", "9 ந் தேதி". Quoted as written, the answer leaves the reader to work out which 7 December
(or which 7th) is meant. Each such date in the first paragraph is read against the date of the record its `[n]`
cites and said in full after it: "FILE by Mon 7.12 (7 Dec 2026)".

How a short date is read against its note's day:
- a day and month ("7.12", "7/12", "7 Dec", "Dec 7"): after a word of when something is due ("by", "before",
  "next", "ND", "on", "till", "tak", "pehle", a weekday) the first such day on or after the note's day; after "dt",
  "dated" the last on or before it; otherwise the one nearest the note's day;
- a day alone ("7th", "Mon 7th", "7 tarikh", "৭ তারিখ"): the same, within the note's month or the next/previous one.
  A day alone is read as a date only with a word of when before it or a word for "date" after it ("2nd appeal",
  "1st respondent", "3rd floor" are not dates).
Digits of any Indian script are read as digits. A date already written with its year is left as it is.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date, timedelta

from tareekh.agent.days_asked import weekday_named
from tareekh.agent.factbook import CITATION, citation_numbers, fact_date
from tareekh.agent.layout import human_date

_MONTHS = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10,
           "nov": 11, "dec": 12}
_MON = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
        r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?")
_WEEKDAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?"
# the words for "date" after a day in the Indian languages, in Latin letters and in their scripts (Hindi, Urdu,
# Marathi, Maithili, Nepali "tarikh", "dinank"; Bengali, Assamese; Tamil; Telugu; Kannada, Tulu; Malayalam;
# Gujarati; Punjabi; Odia; Urdu and Kashmiri in Perso-Arabic)
_DATE_WORD = (r"(?:tareekh\w*|tarikh\w*|tarik\w*|tareek\w*|taarikh\w*|tarekh\w*|tedi|thedi|thethi|tethi|theti|tithi|"
              r"theeyathi|thiyathi|dinaank\w*|dinank\w*|tariq|"
              r"तारीख़?\w*|तारिख\w*|तारीक\w*|दिनांक\w*|তারিখ\w*|তাৰিখ\w*|তাং|தேதி\w*|திகதி\w*|తేదీ\w*|తారీఖు\w*|"
              r"ತಾರೀಖು\w*|ತಾರೀಕು\w*|ತಾರೀಖ್\w*|ದಿನಾಂಕ\w*|തീയതി\w*|തിയ്യതി\w*|તારીખ\w*|ਤਰੀਕ\w*|ਤਾਰੀਖ\w*|"
              r"ତାରିଖ\w*|ତା\.|تاریخ|تاريخ)")
# words of when before a date: due by it, listed on it, till it (English, and the Indian languages' "before",
# "till", "on" as typed in Latin letters)
_DUE = re.compile(r"(?:\b(?:by|before|on|till|until|upto|next|nd|ndoh|nxt|fixed|fix|for|listed|posted|post|to|after|"
                  r"due|deadline|latest)\.?,?|" + _WEEKDAY + r")\s*(?:the\s+)?(?:" + _WEEKDAY + r"\s*)?$", re.I)
# the words that put the day after the work when they follow it ("7.12 tak", "7 tarikh se pehle", "7-க்குள்"), in
# the Indian languages' Latin spellings
_DUE_AFTER = re.compile(r"\s*(?:ko\s+|ke\s+|se\s+|la\s+|ku\s+|ki\s+)?(?:tak|takk|taka|pehle|pahle|pehla|pahila|purvi|"
                        r"agaru|aagaru|munche|mundu|munnadi|munbu|munpu|varaku|lopu|lopala|varai|varaikkum|paryant|"
                        r"porjonto|age|aage|hmain|kulle|olage|olagai|kke|due)\b", re.I)
# a word of a deadline before a date (not "ND", "listed", "on": the day of a hearing, no task's limit)
_DEADLINE = re.compile(r"\b(?:by|before|till|until|upto|latest|due|deadline|within)\.?,?\s*(?:the\s+)?(?:" + _WEEKDAY +
                       r"\s*)?$", re.I)
# "on" with no word of a coming day before it ("judgment reserved on 14.9", "cross on 2.3"): the day may be past or
# coming, so the one nearest the note's day is meant, never next year's when the note was written after it; "next on",
# "ND on", "listed on", "fixed on" still look ahead
_ON = re.compile(r"(?:^|(?<=\W))(\w*)\W*\bon\.?,?\s*(?:the\s+)?(?:" + _WEEKDAY + r"\s*)?$", re.I)
_AHEAD_ON = {"next", "nd", "ndoh", "nxt", "fixed", "fix", "listed", "posted", "post", "due", "kept", "adjourned",
             "adjd", "adj"}


def _on_alone(lead: str) -> bool:
    m = _ON.search(lead)
    return bool(m) and m[1].lower() not in _AHEAD_ON


_PAST = re.compile(r"(?:\bdt|\bdtd|\bdated|\bof|\bsince|\blast|\bon\s+or\s+about)\.?\s*(?:the\s+)?$", re.I)
# a thing done on a day ("paid on 8 May", "received on 3.4", "was filed on 9/1"): a word of the past before "on"
# reads the day back from the note, never forward to next year's
_DONE_ON = re.compile(r"\b(?:(?!(?:list|fix|post|schedul|adjourn|slat|notifi|direct|requir|expect|propos|plann|"
                      r"appoint|reserv|kept|call)ed\b)\w+ed|paid|sent|got|gave|given|made|done|held|heard|came|went|told|said|signed|"
                      r"deposited|was|were|had)\s+(?:\w+\s+)?on\s*(?:the\s+)?$", re.I)
# (a fraction before a word for a share, "1/5 share", "1/3rd hissa", is a share in property, not a day)
_DM = re.compile(r"(?<![\d.,/:₹-])(\d{1,2})\s?[./](\d{1,2})(?![\d%]|\s?[./-]\s?\d)"
                 r"(?!(?:st|nd|rd|th)?\s+(?:undivided\s+)?(?:shares?|hiss?a|hissed\w*)\b)")
_D_MON = re.compile(rf"(?<![\d.,/:-])(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:of\s+)?({_MON})(?![a-z])(?!\s*,?\s*'?\d{{2,4}}\b)", re.I)
_MON_D = re.compile(rf"(?<![a-z])({_MON})\s*(\d{{1,2}})(?:st|nd|rd|th)?(?![\d:.]|\s*,?\s*'?\d{{2,4}}\b)", re.I)
# a day with the word for "date" after it ("7 tarikh", "7-va tareekh", "৭ই তারিখ", "9 ந் தேதி", "9ஆம் தேதி")
_D_WORD = re.compile(r"(?<![\d.,/:₹-])(\d{1,2})(?:\s*-?\s*[^\W\d_][^\s\d]{0,3}\.?)?\s*" + _DATE_WORD +
                     r"[\w\u0900-\u0DFF\u0600-\u06FF]*", re.I)
# a day with an ordinal ending ("7th", "Mon 7th")
_D_ORD = re.compile(r"(?<![\d.,/:₹-])(\d{1,2})(st|nd|rd|th)\b", re.I)
_NOT_ORDINAL_AFTER = re.compile(r"\s*(?:court|floor|addl|additional|ad?j|acj|acmm|mm|jm|cjm|metropolitan|civil|city|"
                                r"district|item|witness|pw|dw|appeal|respondent|petitioner|accused|defendant|plaintiff|"
                                r"party|time|round|bail|page|para|schedule|class|std|standard|year|sem|day|week|"
                                r"month|hearing|call|set|chance|list|notice|adjournment|attempt|\w*\s+(?:court|floor))\b",
                                re.I)
# a weekday a thing is due by ("draft by Thu", "file before Monday", "shukravar tak", "velli kizhamai kulle"): the
# word after "by", or the word before a postposition of "till" / "before"
_BY_WORD = re.compile(r"\b(?:by|before|till|until|latest\s+by)\s+(?:this\s+|coming\s+)?([^\W\d_][\w\u0900-\u0DFF]*)", re.I)
_WORD_BY = re.compile(r"([^\W\d_][\w\u0900-\u0DFF]*)(?=\s+(?:ko\s+|se\s+|ku\s+)?(?:tak|takk|pehle|pahle|purvi|agaru|"
                      r"munche|mundu|munnadi|munbu|varaku|lopu|lopala|varai|kulle|paryant|porjonto)\b)", re.I)
_NOT_DATE_AFTER = re.compile(r"\s*(?:lakhs?|lacs?|crores?|cr\b|k\b|%|am\b|pm\b|a\.m|p\.m|hrs?\b|hours?|mins?\b|kg|km|"
                             r"pages?|pgs?|acres?|cents?|guntas?|sq|m\b|metres?|meters?|mtrs?|cm\b|mm\b|inch|ft|feet|x(?:\b|\s*\d)|×|gms?\b|grams?|"
                             r"kgs?|litres?|ltrs?|ml\b|mg\b|tons?|tonnes?|quintals?|hp\b|years?|yrs|months?|"
                             r"percent|per\s+cent)", re.I)
# a figure written as money or a measure after it: "4.8 L", "3.5L", "6.8 + interest", "2.5/-", "1.2 ha", and the
# words for lakh, crore, hectare, acre and bigha in the Indian scripts (Devanagari, Bengali-Assamese, Gurmukhi,
# Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, Perso-Arabic)
_MONEY_OR_MEASURE_AFTER = re.compile(
    r"\s*(?:l\b|ls\b|lk\b|lkh\w*|lac\w*|lakh\w*|crs?\b|/-|\+\s*(?:int\w*|costs?|gst|tax|\d)|plus\s+int\w*|"
    r"ha\b|hect\w*|bigh\w*|kanal\w*|marla\w*|gunth\w*|decimals?\b|kath\w*|biswa\w*|sq\.?\s*(?:ft|m|yd)|"
    r"ई?लाख|लाख|करोड़?|হেক্টর|লাখ|লক্ষ|কোটি|ਲੱਖ|ਕਰੋੜ|લાખ|કરોડ|ଲକ୍ଷ|କୋଟି|லட்ச\w*|லட்ச|கோடி|లక్ష\w*|లక్ష|కోట్ల\w*|కోటి|"
    r"ಲಕ್ಷ\w*|ಲಕ್ಷ|ಕೋಟಿ|ലക്ഷ\w*|ലക്ഷം|കോടി|لاکھ|کروڑ|हेक्टेयर|बीघा|एकड़)", re.I)
# a word of a sum just before a figure: "balance 3.5", "total 4.8", "claim 6.8", "wants 6.8" — and the Indian languages'
# words for the balance, the total, the amount and the price in Latin letters (baki / baaki, bakaya, rakam, kul,
# mottam, motham, ottu, jumla, daam, keemat, mulya, vilai, bele, dhara)
_MONEY_BEFORE = re.compile(r"\b(?:balance|bal|total|amount|amt|sum|price|value|valued|worth|compensation|claim\w*|"
                           r"demand\w*|offer\w*|wants?|wanted|emi|kisht\w*|instal+ments?|fees?|baki|baaki|bakaya|"
                           r"bakki|baaqi|rakam|rakkam|kul|mottam|motham|mottham|ottu|jumla|daam|dam|keemat|kimat|"
                           r"mulya|moolya|vilai|bele|dhara|rate)\.?:?\s*(?:of\s+|full\s+|only\s+|rs\.?\s*)?$",
                           re.I)
_NOT_DATE_BEFORE = re.compile(r"(?:₹|@|\b(?:rs\.?|inr|at|u/s|s\.|sec\.?|section|order|rule|para|art\.?|article|ex\.?|"
                              r"clause|cl\.?|regulation|reg\.?|"
                              r"no\.?|page|pg|item|v\.|version))\s*$", re.I)


# "every month", "each month", "har mahine", "प्रत्येक माह की", "প্রতি মাসের", "ஒவ்வொரு மாதமும்", "ప్రతి నెల", "ಪ್ರತಿ ತಿಂಗಳ",
# "ഓരോ മാസവും", "દર મહિને", "ਹਰ ਮਹੀਨੇ", "ପ୍ରତି ମାସ" before a day: the day of each month a thing is due, no one date
_EVERY_MONTH = re.compile(
    r"(?:\b(?:every|each|har|pratyek|prati|proti|prottek|protyek|ovvoru|prathi|dar|darek)|हर|प्रत्येक|प्रति|প্রতি|প্রত্যেক|"
    r"ஒவ்வொரு|ప్రతి|ಪ್ರತಿ|ಪ್ರತೀ|ഓരോ|દર|દરેક|ਹਰ|ପ୍ରତି|ہر)\W+(?:\w+\W+)?"
    r"(?:month|mahin|mahee|maheen|maah|maas|masa|mash|माह|मही|महि|মাস|மாத|నెల|ತಿಂಗಳ|മാസ|મહિન|ਮਹੀਨ|ମାସ|مہین)\w*\W*(?:\w+\W*)?$",
    re.I)


def _year_after_month(m: re.Match[str], note: date, lead: str) -> bool:
    """"award of Sept 24", "complaint Feb 24": a month and two figures that may as well be its year (2024, not before
    the note's year by more than ten) are no day to read, unless a word of when due goes before ("by Feb 24")."""
    figures = m[2]
    if len(figures) != 2 or re.match(r"\s*(?:st|nd|rd|th)\b", m.string[m.end(2):], re.I) or _DUE.search(lead):
        return False
    return note.year - 10 <= 2000 + int(figures) <= note.year


def _money_figure(m: re.Match[str], plain: str, before: str) -> bool:
    """"wants full 4.8 L", "balance 3.5 lakh", "6.8 + interest", "1.2 ha": a figure with a dot written as money or a
    measure is a number, never a day and month. A word of a sum before it counts only when no word of when due
    follows ("balance 6.8 tak" is a day)."""
    if not re.fullmatch(r"\d{1,2}\s?\.\d{1,2}", m.group(0)):
        return False
    if _MONEY_OR_MEASURE_AFTER.match(plain, m.end()):
        return True
    return bool(_MONEY_BEFORE.search(before)) and not _DUE_AFTER.match(plain[m.end(): m.end() + 24])


def _ascii_digits(text: str) -> str:
    """Digits of every script as ASCII, one character for one (positions unchanged)."""
    return "".join(str(unicodedata.digit(c)) if c.isdigit() and not c.isascii() and unicodedata.digit(c, None) is not None
                   else c for c in text)


def _safe(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def _read(day: int, month: int | None, note: date, lead: str, tail: str = "") -> date | None:
    """The full date of a day (and month) written without a year in a note of `note`, by the words before it."""
    if month is None:
        candidates = []
        for shift in (-1, 0, 1):
            y, m = note.year, note.month + shift
            if m == 0:
                y, m = y - 1, 12
            elif m == 13:
                y, m = y + 1, 1
            if (d := _safe(y, m, day)) is not None:
                candidates.append(d)
    else:
        candidates = [d for y in (note.year - 1, note.year, note.year + 1) if (d := _safe(y, month, day)) is not None]
    if not candidates:
        return None
    if _PAST.search(lead) or _DONE_ON.search(lead):
        back = [d for d in candidates if d <= note]
        return max(back) if back else None
    if (_DUE.search(lead) and not _on_alone(lead)) or _DUE_AFTER.match(tail):
        ahead = [d for d in candidates if d >= note]
        return min(ahead) if ahead else None
    best = min(candidates, key=lambda d: abs((d - note).days))
    return best if abs((best - note).days) <= 200 else None


def _short_dates(text: str, note: date) -> list[tuple[int, date, int]]:
    """(end offset, full date, start offset) of each date `text` writes without its year."""
    plain = _ascii_digits(text)
    taken: list[tuple[int, int]] = []
    out: list[tuple[int, date, int]] = []

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e in taken)

    def lead(pos: int) -> str:
        return plain[max(0, pos - 24): pos]

    for m in _D_MON.finditer(plain):
        d = _read(int(m[1]), _MONTHS[m[2][:3].lower()], note, lead(m.start()), plain[m.end(): m.end() + 24])
        taken.append(m.span())
        if d is not None:
            out.append((m.end(), d, m.start()))
    for m in _MON_D.finditer(plain):
        if not free(*m.span()) or m[1] == "may":  # "may 2 weeks be given": the verb, in small letters
            continue
        if _year_after_month(m, note, lead(m.start())):
            taken.append(m.span())
            continue
        d = _read(int(m[2]), _MONTHS[m[1][:3].lower()], note, lead(m.start()), plain[m.end(): m.end() + 24])
        taken.append(m.span())
        if d is not None:
            out.append((m.end(), d, m.start()))
    for m in _DM.finditer(plain):
        day, month = int(m[1]), int(m[2])
        if not free(*m.span()) or not (1 <= day <= 31 and 1 <= month <= 12) or _NOT_DATE_BEFORE.search(lead(m.start())) \
                or _NOT_DATE_AFTER.match(plain, m.end()) or _money_figure(m, plain, lead(m.start())):
            continue
        taken.append(m.span())
        if (d := _read(day, month, note, lead(m.start()))) is not None:
            out.append((m.end(), d, m.start()))
    for m in _D_WORD.finditer(plain):
        if not free(*m.span()) or not 1 <= int(m[1]) <= 31:
            continue
        if _EVERY_MONTH.search(lead(m.start())):  # "the 10th of every month": a day of each month, no one date
            taken.append(m.span())
            continue
        taken.append(m.span())
        if (d := _read(int(m[1]), None, note, lead(m.start()), plain[m.end(): m.end() + 24])) is not None:
            out.append((m.end(), d, m.start()))
    for m in _D_ORD.finditer(plain):
        before = lead(m.start())
        if not free(*m.span()) or not 1 <= int(m[1]) <= 31 or not _DUE.search(before) or _EVERY_MONTH.search(before) \
                or _NOT_DATE_BEFORE.search(before) or _NOT_ORDINAL_AFTER.match(plain, m.end()):
            continue
        taken.append(m.span())
        if (d := _read(int(m[1]), None, note, before, plain[m.end(): m.end() + 24])) is not None:
            out.append((m.end(), d, m.start()))
    for pattern in (_BY_WORD, _WORD_BY):
        for m in pattern.finditer(plain):
            wd = weekday_named(m[1])
            # "by Mon 7.12": the date after it says the day; "sun", "sat", "wed", "mon" in small letters are words
            if wd is None or not free(*m.span(1)) or re.match(r"\.?,?\s*\d", plain[m.end(1):]) \
                    or m[1].lower() in ("sun", "sat", "wed", "mon") and m[1].islower():
                continue
            ahead = (wd - note.weekday()) % 7 or 7
            taken.append(m.span(1))
            out.append((m.end(1), note + timedelta(days=ahead), m.start(1)))
    return sorted(out)


def short_dates_with_words(text: str, note_iso: str) -> list[tuple[int, date, bool]]:
    """(end, full date, whether a word of due goes with it: "by", "before", "tak", a weekday) of each date `text`
    writes without its year, and of each full date after a word of due ("by 05.03.2026")."""  # noqa: D401
    try:
        note = date.fromisoformat((note_iso or "")[:10])
    except ValueError:
        return []
    plain = _ascii_digits(text)
    out = []
    for end, d, start in _short_dates(text, note):
        lead = plain[max(0, start - 24): start]
        out.append((end, d, bool(_DEADLINE.search(lead) or _DUE_AFTER.match(plain[end: end + 24]))))
    for m in re.finditer(r"\b(?:by|before|till|until|latest\s+by)\s+(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b", plain, re.I):
        y = int(m[3]) + (2000 if len(m[3]) == 2 else 0)
        if (d := _safe(y, int(m[2]), int(m[1]))) is not None:
            out.append((m.end(), d, True))
    return sorted(out, key=lambda x: x[0])


def short_dates_of(text: str, note_iso: str) -> set[date]:
    """The full dates of what `text` writes without a year, read against its note's day (none without a day)."""
    try:
        note = date.fromisoformat((note_iso or "")[:10])
    except ValueError:
        return set()
    return {d for _, d, _ in _short_dates(text, note)}


def _stated(text: str, d: date) -> bool:
    """The segment already says this date with its year."""
    forms = (d.strftime("%d.%m.%Y"), f"{d.day}.{d.month}.{d.year}", d.strftime("%d/%m/%Y"), f"{d.day}/{d.month}/{d.year}",
             human_date(d.isoformat()), d.isoformat(), d.strftime("%d.%m.%y"), f"{d.day}.{d.month}.{d.strftime('%y')}")
    return any(f in text for f in forms)


def _only_year_missing(segment: str, start: int, end: int, full: str) -> int:
    """Where to write the year when the short date `segment[start:end]` is written as the full date is said, day
    and month ("6 May", "12 Dec", "18 Feb." closing a sentence): only its year is missing. Said again in brackets
    ("6 May (6 May 2031)") it reads as a stutter, and inside a note's own brackets as "(6 May (6 May 2031), camp court)".
    0 when the date is written another way ("7.12", "9 April", "Dec 7"): those keep the full date in brackets."""
    written = segment[start:end]
    bare = written.rstrip(". ")
    trail = written[len(bare):]
    sentence_end = trail.strip() == "." and (end >= len(segment) or segment[end].isspace() or segment[end] in "\"'”)]")
    if not bare or (trail.strip() and not sentence_end):
        return 0
    return start + len(bare) if full.startswith(bare + " ") and full[len(bare) + 1:].isdigit() else 0


def in_full(segment: str, note_iso: str, said: set[date] | None = None) -> str:
    """`segment` with each date it writes without its year followed by the full date, read against its note's day."""
    try:
        note = date.fromisoformat(note_iso[:10])
    except ValueError:
        return segment
    found = _short_dates(segment, note)
    out, last = [], 0
    said = set() if said is None else said
    for end, d, start in found:
        if d in said or d == note or _stated(segment, d):
            continue
        said.add(d)
        full = human_date(d.isoformat())
        bare = _only_year_missing(segment, start, end, full)
        if bare:  # "ND 6 May" is "ND 6 May 2031", not "6 May (6 May 2031)"; a full stop stays after the year
            out.append(segment[last:bare] + full[bare - start:])
            last = bare
            continue
        out.append(segment[last:end] + f" ({full})")
        last = end
    out.append(segment[last:])
    return "".join(out)


def answer_in_full(text: str, book) -> str:
    """The answer with the short dates of its first paragraph said in full, each read against the record that the
    `[n]` closing its clause cites."""
    head, sep, rest = text.partition("\n")
    pieces, start = [], 0
    said: set[date] = set()  # a date said in full once is not said again
    for m in CITATION.finditer(head):
        nums = citation_numbers(m.group(1))
        fact = book.get(nums[0]) if nums else None
        day = fact_date(fact) if fact is not None else ""
        # the clause the citation closes: what follows the citation before it
        clause = head[start: m.start()]
        pieces.append((in_full(clause, day, said) if day else clause) + m.group(0))
        start = m.end()
    pieces.append(head[start:])
    return "".join(pieces) + sep + rest


__all__ = ["answer_in_full", "in_full", "short_dates_of", "short_dates_with_words"]
