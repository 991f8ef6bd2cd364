"""A day a question names by its weekday or by its date alone ("Friday", "shukravare", "শুক্রবার", "the 4th",
"4 tarikh"), in any Indian language, in Latin letters or in the language's own script.

Indian languages name the weekdays after the same planets (Soma, Mangala, Budha, Guru/Brihaspati, Shukra, Shani,
Ravi/Aditya) with a word for "day" after them (-vaar, -var, -bar, -vaaram, -vaara, -bara); Tamil and Malayalam
after their own names with "kizhamai" / "aazhcha"; Urdu and Punjabi have their own names for a few days. A script
word is read in the Latin letters a lawyer would type it in (agent/tongues.py `latin_readings`), so one table serves
every script; Urdu's Perso-Arabic script is listed as written.

The day asked is the coming one (today, when it is that weekday) for a listing, a next date or work pending, and
the one gone by for a question of what happened.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from tareekh.agent.tongues import latin_readings

# the planet (or the day's own name) each language writes before its word for "day"; Monday first
_PLANETS = (
    r"som|soma|shom|shoma|xom|xoma|somo|thingal|thinkal|tingal|tinkal|tinkala",
    r"mangal|mangala|mangla|mongol|mongal|mongala|mongolo|mangalo|sevvai|chevvai|sevvaay|chovva|chovv",
    r"budh|budha|budho|budhu|budhan|pudhan|budhana",
    r"guru|brihaspati|brihaspat|brihaspoti|brihospoti|brihoshpoti|bruhaspati|bihaspati|veer|vir|veera|vira|lakshmi|"
    r"laxmi|vyazh|vyaazh|viyazh|vyazhan|viyazhan|vyaazhan",
    r"shukra|sukra|shukro|sukro|shukar|sukar|shukara|sukara|shukur|sukur|xukur|xukro|velli|vell",
    r"shani|sani|shoni|soni|xoni|shanichar|sanichar|shonichar|shaniy|saniy|shanee|sanee",
    r"ravi|rabi|robi|rovi|aadi|adi|bhanu|aditya|deo|itwa|itva|aitwa|aitva|aita|etwa|etva|ait|nyayir|gnayir|nayir|"
    r"nyayitru|gnayitru|njayar|nhayar|naayar|nayar",
)
# the word for "day" after the planet, with the endings a sentence puts on it ("shukravare", "somvarla", "guruvaaram")
_DAY_WORD = r"(?:[vwb]aa?r|[vwb]aa?ra|[vwb]aa?ram|kk?izhamai|\s?kizhamai|aa?zhcha|yaa?zhcha)"
# days said by a name of their own, without a "day" word: Tamil, Malayalam, Urdu and Punjabi forms
_OWN_NAMES = (
    r"thingal|thinkal|tingal|tinkal|peer\s+ko|pir\s+ko",
    r"sevvai|chevvai|chovva|chowva",
    r"budhwar|budhvar",
    r"vyazhan|viyazhan|vyazham|vyaazham|vyaazhan|jumeraat|jumerat|jumme\s*raat|jumaraat|veervaar",
    r"jumma|jummah|jumah|jumme|juma\s+ko|jume\s+ko",
    r"shanivar|shaniwar|sanivaar|saniccharam",
    r"nyayiru|gnayiru|nayiru|njayar|nhayar|naayar|itwar|itvaar|itwaar|aitwar|aitvaar|etwar",
)
_ENGLISH = ("monday|mon", "tuesday|tues?", "wednesday|wed", "thursday|thu|thur|thurs", "friday|fri", "saturday|sat",
            "sunday|sun")
_LATIN = [re.compile(rf"\b(?:(?:{p}){_DAY_WORD}[a-z]*|{own}|{en})\b", re.I)
          for p, own, en in zip(_PLANETS, _OWN_NAMES, _ENGLISH)]
# Urdu's own script (not an Indic script: the letter map does not read it)
_URDU = ("پیر", "منگل", "بدھ", "جمعرات", "جمعہ|جمعے", "ہفتہ|ہفتے|سنیچر", "اتوار")
_SCRIPT_WORD = re.compile(r"[\u0900-\u0D7F]+")
_ASSAMESE = str.maketrans({"ৰ": "র", "ৱ": "ব"})  # Assamese "ra" and "wa", as Bengali writes them


def weekday_named(text: str) -> int | None:
    """The weekday (Monday 0) a question names, in any language or script; None when it names none. An English
    abbreviation ("sat", "sun", "wed") counts only typed as a day, not as a word of the sentence."""
    for wd, pattern in enumerate(_LATIN):
        for m in pattern.finditer(text):
            word = m.group().lower()
            if word in ("sat", "sun", "wed", "mon") and not _abbreviation_as_day(text, m):
                continue
            return wd
    for wd, words in enumerate(_URDU):
        if re.search(rf"(?:{words})", text):
            return wd
    for w in _SCRIPT_WORD.findall(text):
        for reading in latin_readings(w.translate(_ASSAMESE)):
            for wd, pattern in enumerate(_LATIN):
                if pattern.fullmatch(reading):
                    return wd
    return None


def _abbreviation_as_day(text: str, m: re.Match[str]) -> bool:
    """"sat" and "sun" are English words too: a day only written in capitals or after "on"/"by"/"till", or alone."""
    typed = m.group()
    before = text[: m.start()].rstrip().lower()
    return typed[:1].isupper() or bool(re.search(r"\b(?:on|by|till|until|before|this|next|coming)$", before)) \
        or not text.strip(" ?.!").replace(typed, "").strip()


# what went before: a question of what happened on that day asks the one gone by
_PAST = re.compile(r"\b(?:was|were|did|happened|went|had|tha|thi|hua|hui|huye|gaya|gayi|kiya|diya|liya|mila|"
                   r"last|previous|pichl[aei]|pichhl[aei]|gone)\b", re.I)  # (not "the": English first)
# a day of the month said without its month, in any language: "the 4th", "4 tarikh", "4ne tareekhu", "4-aam theeyathi"
DAY_OF_MONTH = re.compile(
    r"(?<![\d/.:-])(?:the\s+)?(\d{1,2})\s*(?:st|nd|rd|th|ne|va|vi|vo|aam|am|o|e|ve|ro|ri|i)?\s*-?\s*"
    r"(?:tareekh\w*|tarikh\w*|tarik\w*|tareek\w*|taarikh\w*|tarekh\w*|tarkh\w*|tedi|thedi|thethi|tethi|thedhi|tariq|"
    r"theeyathi|thiyathi|dinaank\w*|date\s+(?:ko|ne|ma|la|lo|ki|ke|pe|par|on|nu|ni|e)\b)"
    r"|(?<![\d/.:-])\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:court|floor|addl|additional|ad?j|acj|acmm|mm|jm|cjm|"
    r"metropolitan|civil|city|district|item|witness|pw|dw|\w*\s+(?:court|floor)))", re.I)


# "next", "coming" before a weekday, in the languages' Latin spellings (the pivot writes most of them "next")
_NEXT_WEEKS = re.compile(r"\b(?:next|coming|agla|agle|agli|aavta|aavti|aavte|pudhcha|pudhchya|pudhil|porer|agami|"
                         r"aduttha|adutha|aduthe|mundina|taruvati|tarvati)\s+\S+", re.I)


def coming(wd: int, today: date) -> date:
    return today + timedelta(days=(wd - today.weekday()) % 7)


def gone(wd: int, today: date) -> date:
    return today - timedelta(days=(today.weekday() - wd) % 7 or 7)


def day_named(text: str, today: date, *, past: bool | None = None) -> date | None:
    """The day a question names by its weekday or by its date of the month alone (None when it names neither): the
    coming one, or the one gone by when the question asks what was (`past`, else read from its words)."""
    if past is None:
        past = bool(_PAST.search(text))
    wd = weekday_named(text)
    if wd is not None:
        if past:
            return today if wd == today.weekday() else gone(wd, today)
        day = coming(wd, today)
        # "agla budhvaar", "next Wednesday" asked on a Wednesday: the week's turn after today's
        return day + timedelta(days=7) if day == today and _NEXT_WEEKS.search(text) else day
    m = DAY_OF_MONTH.search(text)
    if m is None:
        return None
    n = int(m.group(1) or m.group(2))
    if not 1 <= n <= 31:
        return None
    y, mo = today.year, today.month
    if past and n > today.day:
        y, mo = (y - 1, 12) if mo == 1 else (y, mo - 1)
    elif not past and n < today.day:
        y, mo = (y + 1, 1) if mo == 12 else (y, mo + 1)
    try:
        return date(y, mo, n)
    except ValueError:
        return None


# the words of a date said in any language ("tarikh", "tareekhu", "theeyathi", "thethi", "dinaank")
_DATE_WORD = re.compile(r"(?:tareekh|tarikh|tarik|tareek|taarikh|tarekh|tarkh|tedi|thedi|thethi|tethi|thedhi|tariq|"
                        r"theeyathi|thiyathi|dinaank|dinank|mudat|mudda?t)\w*$")
_TIME_ROLES = frozenset({"first", "last", "next", "before", "after", "until", "today", "tomorrow", "yesterday"})


def time_word(w: str) -> bool:
    """A word of when, in any language (a date word, "before", "next", "last", a weekday): never part of a name."""
    from tareekh.agent.tongues import role

    return bool(_DATE_WORD.match(w)) or role(w) in _TIME_ROLES or weekday_named(w) is not None
