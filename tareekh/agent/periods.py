"""A span of days to come named in a question, in any Indian language, and whether the question lists matters in it.

"agle teen hafte ke cases", "agle das din ki dates", "ya mahinyat konte matters", "ei mashe ki ki case",
"indha maasam enna cases", "march mein kaun se mamle, kis stage par": a listing asked over a period is
answered with every matter listed in it, day by day, with what it is listed for (agent/docket.py `listed_between`).

The words are each language's grammar of time (week, day, month, next, this, end), typed in Latin letters or in the
language's own script, and its small numbers: general vocabulary, never the words of one practice's questions.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from tareekh.memory.dates import HINDI_MONTHS, month_number

# a week, a day, a month: English; Hindi/Urdu/Punjabi/Nepali "hafta", "saptah"; Marathi "aathavda"; Gujarati
# "athvadiyu"; Konkani "suman"; Bengali/Assamese/Odia "saptaho", "din", "mash"; Tamil/Telugu "vaaram", "naal",
# "roju", "nela"; Kannada "vaara", "dina", "tingalu"; Malayalam "aazhcha", "divasam", "maasam"; and the scripts
_WEEK = (r"(?:weeks?|wks?|haft[aeoy]\w*|hapt[aeoy]\w*|saptah\w*|saptaah\w*|shoptah\w*|soptah\w*|aa?tha?va?d\w*|"
         r"suman\w*|vaara\w*|vara[mn]\w*|aa?zhcha\w*|"
         r"सप्ताह\w*|हफ्त\w*|हफ़्त\w*|आठवड\w*|सुमान\w*|সপ্তাহ\w*|হপ্তা\w*|અઠવાડિ\w*|ਹਫ਼ਤ\w*|ਹਫਤ\w*|"
         r"ସପ୍ତାହ\w*|வார\w*|వార\w*|ವಾರ\w*|ആഴ്ച\w*|ہفت\w*)")
_DAY = (r"(?:days?|dino?n?|dinaa?|divas\w*|diwas\w*|dibas\w*|dees|dis|roju\w*|rojul\w*|naal\w*|naatkal\w*|"
        r"दिन\w*|दिवस\w*|দিন\w*|દિવસ\w*|ਦਿਨ\w*|ଦିନ\w*|நாள்\w*|நாட்க\w*|రోజు\w*|ದಿನ\w*|ദിവസ\w*|دن\w*)")
_MONTH = (r"(?:months?|mahin\w*|mahee?n\w*|mhoin\w*|maas\w*|masam\w*|mash\w*|nela\w*|tingal\w*|"
          r"महीन\w*|महिन\w*|म्हयन\w*|মাস\w*|મહિન\w*|માસ\w*|ਮਹੀਨ\w*|ମାସ\w*|மாத\w*|నెల\w*|ತಿಂಗಳ\w*|മാസ\w*|مہین\w*)")
# "next", "coming" ("the days to come"): Hindi/Urdu/Punjabi "agle", "aane wale", "aainda"; Marathi "pudhil";
# Gujarati "aavta"; Konkani "fuddle"; Bengali/Odia/Assamese "agami", "porer", "aha"; Tamil "adutha", "varum";
# Telugu "vachhe", "raboye"; Kannada "mundina", "bartiro"; Malayalam "aduthe", "varunna"; Nepali "aaune", "arko"
_AHEAD = (r"(?:next|coming|upcoming|following|agl[aeiy]|agle|aane\s*wal[aei]|aanewal[aei]|aaindaa?|aainda|"
          r"pudh\w*|aav(?:ta|ti|te|nara|nari|nare)|fudd?l\w*|phudd?l\w*|agami|aagami|porer|parer|ahaa?|"
          r"adutt?h\w*|aduth\w*|varum|varunna|vachh?e|vacch?e|vachch?e|raboy\w*|raabo\w*|mundin\w*|bartir\w*|aaune|aune|arko|"
          r"अगल\w*|आने\s*वाल\w*|आगामी|पुढ\w*|फुडल\w*|আগামী|পরের|આવતા|આવતી|આગામી|ਅਗਲ\w*|ଆଗାମୀ|அடுத்த|వచ్చే|ಮುಂದಿನ|"
          r"അടുത്ത|آئندہ|اگل\w*)")
# "this": Hindi/Urdu/Punjabi "is", "iss", "ye"; Marathi/Konkani "ya", "hya", "ha", "i"; Gujarati "aa"; Bengali/Odia/
# Assamese "ei", "ehi", "eyi"; Tamil "indha"; Telugu/Kannada/Malayalam "ee"; Nepali "yo", "yas"
_THIS = (r"(?:this|current|is|iss|ye|yeh|ya|hya|hyo|hee|i|aa|ei|ehi|eyi|indh?a|intha|ee|yo|yas|"
         r"इस|ये|या|ह्या|এই|આ|ਇਸ|ଏହି|இந்த|ఈ|ಈ|ഈ|اس)")
# the numbers a span of days is counted in (1–6, and ten, fifteen), each language's word beside the digit
_NUMBERS: dict[int, str] = {
    1: "one ek ekta ak oka okka onnu ondu onru",
    2: "two do don dui duita be rendu erad[au] randu renda dos dui",
    3: "three teen tin tinn tini tinta tran traN moonu moonnu mudu mooru munu",
    4: "four char chaar chari chaarta naalu naalku nalu",
    5: "five paanch panch panc pach paach anju aidu aindhu",
    6: "six chhe chhah chha chhoy sah saha aaru",
    10: "ten das dus dosh daha pattu padi hattu",
    15: "fifteen pandrah pandra ponero pandhra padinanju padihenu",
}
# the same in the scripts (Devanagari's Hindi/Marathi/Nepali, Bengali-Assamese, Gujarati, Gurmukhi)
_NUMBERS_SCRIPT: dict[int, str] = {1: "एक এক એક ਇੱਕ", 2: "दो दोन दुई দুই બે ਦੋ", 3: "तीन তিন ત્રણ ਤਿੰਨ",
                                   4: "चार চার ચાર ਚਾਰ", 10: "दस দশ દસ ਦਸ"}
_NUMBER_WORD = {w: n for table in (_NUMBERS, _NUMBERS_SCRIPT) for n, ws in table.items() for w in ws.split()}
_COUNT = r"(\d{1,2}|" + "|".join(sorted(_NUMBER_WORD, key=len, reverse=True)) + r")"

_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])"  # a word's start in any script (\b fails between a script's signs)
_E = r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"
_W = "[\\w\u0900-\u0D7F\u0600-\u06FF]*"  # the rest of a word in any script (a vowel sign is no \\w)
_WEEK, _DAY, _MONTH, _AHEAD = (p.replace(r"\w*", _W) for p in (_WEEK, _DAY, _MONTH, _AHEAD))
_N_AHEAD = re.compile(rf"{_B}{_AHEAD}\s+(?:the\s+)?{_COUNT}\s*({_WEEK}|{_DAY}|{_MONTH}){_E}", re.I)
# "2 weeks mein aane wali dates", "within the next 10 days", "2 hafte tak": the count before the span, ahead
_N_WITHIN = re.compile(rf"{_B}(?:within|in)\s+(?:the\s+)?(?:next|coming)\s+{_COUNT}\s*({_WEEK}|{_DAY}|{_MONTH}){_E}"
                       rf"|{_B}{_COUNT}\s*({_WEEK}|{_DAY}|{_MONTH})\s+(?:tak|takk|paryant|sudhi|porjonto|varaku|varai|"
                       rf"varege|vare|mein\s+aane|ahead|from\s+(?:now|today))\b", re.I)
# "the coming days", "next few days", "agle kuch din", "aane wale dinon", "varum naatkalil", "raboye rojullo",
# "mundina dinagalu", "varunna divasangal", "samner kichhu din": a week from today (a bare "agle din", "porer din",
# "pudhil divas" is "the next day", never this)
_FEW_DAYS = re.compile(
    rf"{_B}(?:(?:the\s+)?(?:coming|upcoming|next\s+few|next\s+couple\s+of)\s+days"
    rf"|{_AHEAD}\s+(?:few|kuch|kuchh|kahi|kaahi|kaahee|konni|konchem|sila|chila|koyek|kichhu|kelavu|chand|thode|thoda)"
    rf"\s+{_DAY}"
    r"|(?:aane\s*wale|aanewale)\s+(?:dino|dinon|dinoo)|varum\s+naatkal\w*|raboye\s+rojul\w*|vachche\s+rojul\w*|"
    r"mundina\s+dinagal\w*|varunna\s+divasang\w*|samner\s+(?:kichhu\s+)?din\w*)".replace(r"\w*", _W) + _E, re.I)
_NEXT_SPAN = re.compile(rf"{_B}{_AHEAD}\s+({_WEEK}|{_MONTH}){_E}", re.I)
_THIS_SPAN = re.compile(rf"{_B}{_THIS}\s+({_WEEK}|{_MONTH}){_E}", re.I)
# a month's end or its start: "june end", "end of march", "mahine ke aakhir", "month-end", "shuru mein"
_END = r"(?:end|ending|akhir|aakhir|aakhri|akheer|shevat\w*|sesh|shesh|kadaisi|chivar\w*|kone|avasan\w*|sheshe|antim)"
_START = r"(?:start|starting|beginning|shuru|suru|shuruat|survat\w*|aarambh\w*|arambh\w*|modal\w*|mudhal\w*|tudakk\w*)"
_ENGLISH_MONTH = (r"(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|"
                  r"mar|apr|jun|jul|aug|sept?|oct|nov|dec)")
# the months as Hindi, Urdu, Punjabi and the others say the English calendar's names in Latin letters
_SPOKEN_MONTHS = {
    "janvari": 1, "janwari": 1, "janavari": 1, "farvari": 2, "farwari": 2, "pharvari": 2, "febravari": 2,
    "maarch": 3, "aprail": 4, "epril": 4, "joon": 6, "julai": 7, "agast": 8, "ogost": 8, "sitambar": 9,
    "sitamber": 9, "septembar": 9, "aktubar": 10, "aktoobar": 10, "oktobar": 10, "navambar": 11, "navamber": 11,
    "nobhembar": 11, "disambar": 12, "disamber": 12, "dishembar": 12, "december": 12,
}
_SCRIPT_MONTH = "|".join(sorted((n for k in HINDI_MONTHS for n in re.split(r"\|(?![^(]*\))", k)), key=len,
                                reverse=True))
_ANY_MONTH = re.compile(rf"{_B}({_ENGLISH_MONTH[1:-1]}|{'|'.join(_SPOKEN_MONTHS)}|{_SCRIPT_MONTH})(?!\w)", re.I)


# a year: English; Hindi/Urdu/Punjabi "saal", "baras", "varsh"; Marathi/Gujarati "varsh", "varas"; Bengali/Assamese/Odia
# "bochhor", "bosor", "barsa"; Tamil/Malayalam "varusham", "kollam"; Telugu "samvatsaram", "yedu"; Kannada "varsha"
_YEAR = (r"(?:years?|yrs?|saal\w*|sal|baras\w*|bars|varsh\w*|varas\w*|bochh?or\w*|bosor\w*|bochor\w*|barsa\w*|"
         r"varush\w*|varsh|kollam|samvatsar\w*|samvathsar\w*|yendl\w*|"
         r"साल\w*|वर्ष\w*|बरस\w*|বছর\w*|বছৰ\w*|વર્ષ\w*|ਸਾਲ\w*|ବର୍ଷ\w*|வருட\w*|ஆண்டு\w*|సంవత్సర\w*|"
         r"ವರ್ಷ\w*|വർഷ\w*|سال\w*)").replace(r"\w*", _W)
# an hour (a span too): English, "ghanta"/"ghante" (Hindi, Urdu, Punjabi, Bengali, Odia), "taas" (Marathi),
# "kalak" (Gujarati), "mani neram" (Tamil), "gantalu" (Telugu), "gante" (Kannada), "manikkoor" (Malayalam)
_HOUR = (r"(?:hours?|hrs?|ghant\w*|ghont\w*|taas|kalak\w*|gant\w*|manikk?oor\w*|"
         r"घंट\w*|घण्ट\w*|तास|ঘণ্টা\w*|કલાક\w*|ਘੰਟ\w*|ଘଣ୍ଟା\w*|மணி\w*|గంట\w*|ಗಂಟೆ\w*|മണിക്കൂർ\w*|گھنٹ\w*)"
         ).replace(r"\w*", _W)
_SPAN_WORD = re.compile(rf"(?:{_DAY}|{_WEEK}|{_MONTH}|{_YEAR}|{_HOUR})", re.I)


def names_a_span(word: str) -> bool:
    """`word` is a unit of time in any language ("days", "dina", "mahine", "naatkal", "दिन"): a figure asked in
    it is a count of days, weeks, months or years, never a weight or a sum."""
    return bool(word) and bool(_SPAN_WORD.fullmatch(word))


def _month_end(d: date) -> date:
    return date(d.year + (d.month == 12), d.month % 12 + 1, 1) - timedelta(days=1)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORD.get(word.lower(), 0)


def _span_of(n: int, unit: str) -> timedelta:
    if re.fullmatch(_WEEK, unit, re.I):
        return timedelta(days=7 * n)
    if re.fullmatch(_MONTH, unit, re.I):
        return timedelta(days=30 * n)
    return timedelta(days=n)


def month_named(text: str) -> int:
    """The one calendar month a question names without a day ("navambar mein", "दिसंबर में", "disambar"); 0 when
    it names none or several. "may" alone is a word of asking as often as a month, and is never read as one."""
    found = set()
    for m in _ANY_MONTH.finditer(text):
        word = m.group(1)
        after = text[m.end(): m.end() + 4]
        before = text[max(0, m.start() - 4): m.start()]
        if re.match(r"\s*\d", after) or re.search(r"\d\s*$", before):
            continue  # "5 Dec", "Dec 2026": a date the date reader reads
        low = word.lower()
        if low in ("may", "mar"):
            continue  # "may", "mar" ("maar": struck) are words as often as months
        n = _SPOKEN_MONTHS.get(low) or month_number(word)
        if n:
            found.add(n)
    return found.pop() if len(found) == 1 else 0


def this_week_ahead(today: date) -> tuple[date, date]:
    """"This week" asked of the days to come: today to Sunday; from Friday on, the week's working days are gone or
    going, and the days it asks of are the coming week's, so it runs to the Sunday after next (never a span of one
    or two days when the week ahead holds the listings)."""
    sunday = today + timedelta(days=6 - today.weekday())
    if today.weekday() >= 4:
        sunday += timedelta(days=7)
    return today, sunday


def this_week_said(low: str) -> bool:
    """"this week" in any language's words ("is hafte", "intha vaaram", "ei soptahe", "ya aathavdyat")."""
    m = _THIS_SPAN.search(low)
    return m is not None and bool(re.fullmatch(_WEEK, m.group(1), re.I))


def span_ahead(text: str, today: date) -> tuple[date, date] | None:
    """The days from today on that a question names: "next 3 weeks", "agle das din", "this week", "next month",
    "is mahine", a month named bare (the coming such month; the rest of this one when it is this one), "june end".
    None when it names no such span."""
    low = text.lower()
    m = _N_AHEAD.search(low) or _N_WITHIN.search(low)
    if m is not None:
        groups = [g for g in m.groups() if g]
        n = _number(groups[0])
        if 1 <= n <= 90:
            return today, today + _span_of(n, groups[1])
    if _FEW_DAYS.search(low):
        return today, today + timedelta(days=7)
    m = _NEXT_SPAN.search(low)
    if m is not None:
        if re.fullmatch(_WEEK, m.group(1), re.I):
            monday = today + timedelta(days=7 - today.weekday())
            return monday, monday + timedelta(days=6)
        first = _month_end(today) + timedelta(days=1)
        return first, _month_end(first)
    m = _THIS_SPAN.search(low)
    if m is not None:
        if re.fullmatch(_WEEK, m.group(1), re.I):
            return this_week_ahead(today)
        return today, _month_end(today)
    month = month_named(text)
    if not month:
        return None
    year = today.year if month >= today.month else today.year + 1
    first = date(year, month, 1)
    start, end = max(first, today), _month_end(first)
    part = part_of_month(low)
    if part == "end":
        start = max(start, first.replace(day=21))
    elif part == "start":
        end = first.replace(day=10)
    return (start, end) if start <= end else None


def span_words(text: str) -> str:
    """The words that name the days to come ("ee vaaram", "next 10 days"), as typed; "" when none do."""
    low = text.lower()
    for rx in (_N_AHEAD, _N_WITHIN, _FEW_DAYS, _NEXT_SPAN, _THIS_SPAN):
        m = rx.search(low)
        if m is not None:
            return text[m.start(): m.end()]
    return ""


def span_said_ahead(text: str, today: date) -> tuple[date, date] | None:
    """The span as "next"/"this"/"the coming N" says it ("agle hafte", "this month", "next 10 days", "porer
    soptahe"), never a month named bare: a question that names the days to come this way and no matter asks what
    those days hold."""
    low = text.lower()
    if not (_N_AHEAD.search(low) or _N_WITHIN.search(low) or _NEXT_SPAN.search(low) or _THIS_SPAN.search(low)
            or _FEW_DAYS.search(low)):
        return None
    return span_ahead(text, today)


def part_of_month(low: str) -> str | None:
    """'end' for "june end", "end of june", "mahine ke aakhir mein"; 'start' for "shuru mein", "beginning of"."""
    if re.search(rf"\b{_END}\b", low):
        return "end"
    if re.search(rf"\b{_START}\b", low):
        return "start"
    return None


def month_part_gone(text: str, today: date) -> tuple[date, date] | None:
    """A part of a month gone by: "june end mein kya hua" is 21–30 June, "march start" 1–10 March."""
    low = text.lower()
    part = part_of_month(low)
    month = month_named(text)
    if part is None or not month:
        return None
    year = today.year if month <= today.month else today.year - 1
    first = date(year, month, 1)
    if part == "end":
        return first.replace(day=21), min(_month_end(first), today)
    return first, min(first.replace(day=10), today)


# the things a listing names: matters, cases, dates, listings, hearings, in the words of each language
# (Hindi/Urdu "mamle", "muqadme", "peshi"; Marathi/Gujarati "prakaran"; Bengali/Assamese "mamla", "gochor";
# Tamil "vazhakku"; Telugu "kesulu"; Kannada "prakarana"; Malayalam "kesukal")
_LISTING_THINGS = re.compile(
    rf"{_B}(?:matters?|cases?|dates|listings?|hearings?|postings?|board|calendar|cause\s*list|"
    r"mam[la]\w*|maaml\w*|muqadd?am\w*|mukadd?am\w*|mokadd?am\w*|mokoddom\w*|peshi\w*|taa?ree?kh\w*|tarikh\w*|"
    r"prakaran\w*|gochor\w*|gochar\w*|vazhakk\w*|kesul\w*|kesuk\w*|"
    r"मामल\w*|मामले|मुकदम\w*|मुक़दम\w*|केस\w*|तारीख\w*|पेशी\w*|प्रकरण\w*|মামলা\w*|মোকদ্দমা\w*|কেস\w*|গোচৰ\w*|"
    r"કેસ\w*|પ્રકરણ\w*|ਕੇਸ\w*|ਮੁਕੱਦਮ\w*|ମାମଲା\w*|କେସ\w*|வழக்கு\w*|கேஸ்\w*|కేసు\w*|ಕೇಸ್\w*|ಪ್ರಕರಣ\w*|കേസ്\w*|"
    r"مقدم\w*|کیس\w*)".replace(r"\w*", _W) + _E, re.I)
# "date-wise", "day by day", "tareekh-war": the days themselves are asked
_DAY_WISE = re.compile(r"\b(?:date|day|tareekh|tarikh)[\s-]*(?:wise|war|vaar|by\s+day)\b", re.I)


def listing_asked(text: str) -> bool:
    """The question asks for the matters of a span ("which matters", "kaun kaun se cases", "dates", "date-wise"),
    not for one thing of one matter."""
    return bool(_LISTING_THINGS.search(text) or _DAY_WISE.search(text))


# a question of what went before ("which matters did we argue in March", "kitni dates li thi"): not the days to come
_PAST = re.compile(r"\b(?:did|was|were|had|went|got|taken|tha|thi|hua|hui|huyi|huin|liya|liye|gayi|gaya|"
                   r"zala|zali|zale|hota|hoti|thayu|thaya|hoyechhilo|chhilo|hela|thila|jarigindi|nadanthathu|aayitu|"
                   r"undayi|zaale|jaale)\b|\bthe\s*(?:[?,.]|$)", re.I)


def past_asked(text: str) -> bool:
    return bool(_PAST.search(text))


# "which all matters", as the Indian languages ask it: the question word said twice ("kaun kaun se cases", "kis kis
# matter", "kon kon case", "ki ki mamla", "kau kau case", "konte konte", "kehde kehde", "yaava yaava", "ethu ethu")
# before the matters or cases, whatever the language of the word
_TWICE = re.compile(rf"{_B}([a-z]{{2,8}}|[\u0900-\u0D7F]{{2,8}})[\s-]+\1{_E}((?:\s+\S+){{0,2}})", re.I)
_MATTER_WORD = re.compile(rf"{_B}(?:matters?|cases?|suits?|writs?|petitions?|appeals?|mam[la]\w*|mamle|mamlon|"
                          r"muqadd?am\w*|mukadd?am\w*|mokoddom\w*|prakaran\w*|gochor\w*|gochar\w*|vazhakk\w*|kesul\w*|"
                          r"kesuk\w*|मामल\w*|मुकदम\w*|केस\w*|মামলা\w*|কেস\w*|ਕੇਸ\w*|ମାମଲା\w*|வழக்கு\w*|కేసు\w*|ಕೇಸ್\w*|"
                          r"കേസ്\w*|مقدم\w*)".replace(r"\w*", _W) + _E, re.I)


def which_matters_asked(text: str) -> bool:
    """'kon kon case t order hol?': the matters are asked, each of them (a word said twice before the matters)."""
    for m in _TWICE.finditer(text):
        if m.group(1).isdigit():
            continue
        if _MATTER_WORD.search(m.group(2) or "") or _MATTER_WORD.match(text[m.end():].lstrip()):
            return True
    return False


# "this year" in each language: Hindi/Urdu/Punjabi "is saal", Marathi "ya varshi", Konkani "hya vorsa", Gujarati
# "aa varshe", Bengali "ei bochhor", Assamese "ei bosor", Odia "ei barsa", Tamil "indha varusham", Telugu "ee
# samvatsaram", "ee yedu", Kannada "ee varsha", Malayalam "ee kollam", Nepali "yo barsa"
_THIS_YEAR = re.compile(
    rf"{_B}(?:this|current|is|iss|es|ya|hya|aa|ei|e|eyi|indh?a|intha|ee|yo|yas)\s+"
    r"(?:year|saal|sal|varsh\w*|vorsa\w*|varas\w*|barsh\w*|barsa\w*|bochh?or\w*|bochor\w*|bosor\w*|bachh?ar\w*|"
    r"varusham|varudam|varsham|samvatsaram|yedu|yedaadi|kollam)" + _E, re.I)


def this_year_said(low: str) -> bool:
    return bool(_THIS_YEAR.search(low))
