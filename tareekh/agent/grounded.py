"""Groundedness, in code: a cited sentence's dates, amounts, case numbers and names must be in the facts it cites.

Nothing here asks a model. A sentence fails when it states a date, a rupee amount, a case number or a proper
name that none of its cited facts (text, hearing date, or the header written at retain time) contains.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from tareekh.agent.factbook import CITATION, FactBook, citation_numbers, fact_date
from tareekh.agent.full_dates import short_dates_of
from tareekh.agent.titled import TITLES

_MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], start=1)}
_MONTH_RE = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
_DMY = re.compile(r"\b(\d{1,2})[./-](\d{1,2})[./-](\d{2,4})\b")
_D_MON_Y = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_RE}\.?,?\s*(\d{{4}})?\b", re.I)
_MON_D_Y = re.compile(rf"\b{_MONTH_RE}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?:,\s*|\s+)(\d{{4}})\b", re.I)
_DM = re.compile(r"\b(\d{1,2})[./](\d{1,2})\b(?![./]\d)")
# (a unit is a whole word: "Rs 18,000 ka DD" is eighteen thousand, its "k" the Hindi "of", not "thousand")
_AMOUNT = re.compile(
    r"(?:rs\.?|inr|₹)\s*([\d,]+(?:\.\d+)?)\s*(?:(lakhs?|lacs?|crores?|thousand|k)(?![a-z]))?/?-?|"
    r"\b([\d,]+(?:\.\d+)?)\s*(lakhs?|lacs?|crores?)?\s*(?:rupees|/-)",
    re.I,
)
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
_CASE_NO = re.compile(
    r"\b([A-Z](?:\.?\s?[A-Z]){0,3})\.?\s*(?:No\.?|Nos\.?|Number)?\s*(\d{1,6})\s*(?:of|/)\s*(\d{4}|\d{2})(?!\d)"
)
_NAME_WORD = re.compile(r"\b[A-Z][a-z][A-Za-z'’\-]+\b")
# Capitalised words that are not names: sentence openers, months, weekdays, court words, and the answer's own
# headings ("Papers on record:", "Figures your notes return to:").
_NOT_NAMES = set("""
The A An On In At By For From To Of And Or But If When Then This That These Those It Its He She They We You I
His Her Their Our Your There Here What Who Why How Which Where Last Next First Second Third Also Only No Not
Yes Both Each Every All Any Some None Nothing Per Under Before After During Since Until While As So Such Was
Were Is Are Be Been Has Have Had Did Do Does Will Would Should Could May Might Must Can Said Says Told Asked
Court Judge Hon'ble Honble Justice Counsel Client Advocate Plaintiff Defendant Petitioner Respondent Appellant
Order Orders Sheet Note Notes Record Records Hearing Hearings Case Cases Suit Petition Application Memo Affidavit
Witness Witnesses Exhibit Exhibits Costs Cost Adjournment Adjourned Adjourn Matter Listed List Stage Issues Issue
Cross Chief Examination Evidence Arguments Argument Written Statement Counter Reply Rejoinder Vakalat Interim
Injunction Decree Judgment Execution Filed Filing Directions Direction Sri Smt Shri Dr Mr Mrs Ms Adv Rs INR
January February March April May June July August September October November December
Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Monday Tuesday Wednesday Thursday Friday Saturday Sunday
Today Tomorrow Yesterday Chat Memory Memories According Per Your Notes Junior Senior City Civil Additional
Principal District Junior Senior High Supreme Lok Adalat Mediation Centre Center Registry Source Sources
Meanwhile However Therefore Earlier Later Again Instead Yet Still Never Always Often Recorded Nothing Closest
Undated Hearing Hearings Remind Reminder Note Please File Filed Dates Timeline Answer Question Answered
Once Twice Times Two Three Four Five Six Seven Eight Nine Ten None Pending Besides Pattern What Whatsapp WhatsApp
Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen Twenty Thirty Forty Fifty Hundred
Chat Document Listed Nothing Yes No Order Orders Sheet Last Next Costs Time Adjourned Undertaking Undertakings
Filing Witness Examination Remarks Remark Judge Court Checks Check Tomorrow Yesterday Overdue Due Since Across
Interim Passed Paid Unpaid Imposed Bailable Non-bailable Warrant Warrants Opportunity Settled Compromise
Papers Figures Still Time Sought Interim Final Things Matters Listings Listing One Mon Tue Tues Wed Thu Thurs Fri
Sat Sun
Numbers Signed Company Designation Sub Criminal Sessions Trial President Member Complaint Act Family Magistrate
Judicial Tribunal Bench Division Special Deputy Commissioner Collector Government Pleader Public Prosecutor
Assistant Original Revision Appeal Writ Civil Misc Miscellaneous Station Officer Class
Nearest Partly Mostly Further General Gross Nature Opposing Other Reserved State Waiting With Work
""".split()) | {t.capitalize() for t in TITLES}
# (the line above: the words the answer's own sentences open with, "Nearest your notes come: …", "Partly — only …",
# "Waiting in your review queue …" — tests/agent/test_answer_words_are_no_names.py keeps the list whole — and the
# titles before a person's name in every language the tables hold, "Thiru", "Tmt", "Sardar", "Janab")


@dataclass
class SentenceCheck:
    """One sentence of an answer, what it cites, and what could not be found in the cited facts."""

    text: str
    cited: list[int]
    missing: list[str] = field(default_factory=list)

    @property
    def verified(self) -> bool:
        return not self.missing


_ABBREV = {"no", "nos", "rs", "sri", "smt", "shri", "dr", "mr", "mrs", "ms", "vs", "v", "st", "adv", "hon'ble",
           "ex", "exs", "ors", "anr", "mohd", "md", "jr", "sr", "govt", "ltd", "pvt", "co", "dt", "viz", "etc",
           # the rest of Indian legal shorthand an answer quotes ("Ld. Addl. A.G.", "Exh. P4", "u/s. 138")
           "ld", "re", "exh", "ext", "u/s", "r/w", "addl", "asst", "dy", "spl", "crl", "misc", "appl", "hon", "insp",
           "retd", "dtd", "kum", "adv", "advs"}
_BOUNDARY = re.compile(r"([.!?।])((?:\s*\[[\d,\s–—-]+\])*)\s+(?=[\"'(*•A-Z])")


def split_sentences(text: str) -> list[str]:
    """Sentences of an answer; a citation after the full stop stays with its sentence."""
    out: list[str] = []
    for line in re.split(r"\n+", text):
        start = 0
        for m in _BOUNDARY.finditer(line):
            token = line[start : m.start()].rsplit(None, 1)[-1] if line[start : m.start()].strip() else ""
            token = token.strip("(\"'[").lower()
            if m.group(1) == "." and not m.group(2) and (
                token in _ABBREV or len(token) == 1 or re.fullmatch(r"(?:[a-z]\.)+[a-z]?", token)
            ):
                continue
            piece = line[start : m.start(2) if m.group(2) else m.end(1)] + (m.group(2) or "")
            if piece.strip():
                out.append(piece.strip())
            start = m.end()
        if line[start:].strip():
            out.append(line[start:].strip())
    return out


def _year(y: str) -> int:
    n = int(y)
    return 2000 + n if n < 100 else n


def _safe_date(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def dates_in(text: str) -> tuple[set[date], set[tuple[int, int]]]:
    """Full dates, and (month, day) pairs for dates written without a year."""
    full: set[date] = set()
    partial: set[tuple[int, int]] = set()
    for m in _ISO.finditer(text):
        if d := _safe_date(int(m[1]), int(m[2]), int(m[3])):
            full.add(d)
    for m in _DMY.finditer(text):
        if d := _safe_date(_year(m[3]), int(m[2]), int(m[1])):
            full.add(d)
    for m in _D_MON_Y.finditer(text):
        month = _MONTHS[m[2][:3].lower()]
        if m[3]:
            if d := _safe_date(int(m[3]), month, int(m[1])):
                full.add(d)
        elif 1 <= int(m[1]) <= 31:
            partial.add((month, int(m[1])))
    for m in _MON_D_Y.finditer(text):
        if d := _safe_date(int(m[3]), _MONTHS[m[1][:3].lower()], int(m[2])):
            full.add(d)
    stripped = _DMY.sub(" ", _ISO.sub(" ", text))
    for m in _DM.finditer(stripped):
        day, month = int(m[1]), int(m[2])
        if 1 <= day <= 31 and 1 <= month <= 12:
            partial.add((month, day))
    return full, partial


def _scale(unit: str | None) -> float:
    unit = (unit or "").lower()
    if unit.startswith(("lakh", "lac")):
        return 100_000
    if unit.startswith("crore"):
        return 10_000_000
    if unit in ("thousand", "k"):
        return 1000
    return 1


def amounts_in(text: str) -> set[float]:
    out = set()
    for m in _AMOUNT.finditer(text):
        raw, unit = (m[1], m[2]) if m[1] else (m[3], m[4])
        try:
            out.add(float(raw.replace(",", "")) * _scale(unit))
        except (TypeError, ValueError):
            continue
    return out


def numbers_in(text: str) -> set[float]:
    out = set()
    for m in _NUMBER.finditer(text):
        try:
            out.add(float(m.group().replace(",", "")))
        except ValueError:
            continue
    for m in _SCALED.finditer(text):
        if m[2] == "l" or m[2] in ("k", "K") and m.end(1) != m.start(2):
            continue  # "6 L" is a lakh, "5 l" litres; "12k" a thousand, "2 K" of land a katha
        try:
            out.add(float(m[1].replace(",", "")) * _scale(_UNIT_OF.get(m[2].lower(), m[2])))
        except ValueError:
            continue
    return out


# a figure with its unit as a note writes it: "6 lakh", "Rs.6 lakh", "12k", "6 L", "2.5 cr", and the words for lakh,
# crore and thousand in the Indian languages (Latin letters and their scripts: Hindi, Marathi, Nepali; Bengali,
# Assamese; Gujarati; Punjabi; Odia; Tamil; Telugu; Kannada; Malayalam; Urdu)
_UNIT_OF = {
    "l": "lakh", "lkh": "lakh", "lac": "lakh", "cr": "crore", "k": "thousand", "hazar": "thousand", "hajar": "thousand",
    "hazaar": "thousand", "hajaar": "thousand", "haazar": "thousand", "saavira": "thousand",
    "savira": "thousand", "aayiram": "thousand", "ayiram": "thousand", "veyyi": "thousand", "vela": "thousand",
    "laksh": "lakh", "laksha": "lakh", "lakshya": "lakh", "latcham": "lakh", "lacham": "lakh", "lakhs": "lakh",
    "karod": "crore", "karor": "crore", "koti": "crore",
    "लाख": "lakh", "লাখ": "lakh", "লক্ষ": "lakh", "લાખ": "lakh", "ਲੱਖ": "lakh", "ଲକ୍ଷ": "lakh",
    "லட்சம்": "lakh", "லட்சம": "lakh", "లక్ష": "lakh", "లక్షలు": "lakh", "ಲಕ್ಷ": "lakh", "ലക്ഷം": "lakh", "لاکھ": "lakh",
    "करोड़": "crore", "करोड": "crore", "কোটি": "crore", "કરોડ": "crore", "ਕਰੋੜ": "crore", "କୋଟି": "crore",
    "கோடி": "crore", "కోట్లు": "crore", "కోటి": "crore", "ಕೋಟಿ": "crore", "കോടി": "crore", "کروڑ": "crore",
    "हजार": "thousand", "हज़ार": "thousand", "হাজার": "thousand", "হাজাৰ": "thousand", "હજાર": "thousand",
    "ਹਜ਼ਾਰ": "thousand", "ਹਜਾਰ": "thousand", "ହଜାର": "thousand", "ஆயிரம்": "thousand", "వేలు": "thousand",
    "వెయ్యి": "thousand", "ಸಾವಿರ": "thousand", "ആയിരം": "thousand", "ہزار": "thousand",
}
_SCALED = re.compile(
    r"(?<!\d)(?<!\d[.,])(\d[\d,]*(?:\.\d+)?)\s*(lakhs?|lacs?|lkh|crores?|cr|thousand|hazaa?r|hajaa?r|haazar|saa?vira|aa?yiram|"
    r"veyyi|vela|laksha?|lakshya|latcham|lacham|karod|karor|koti|k|L|" + "|".join(
        k for k in _UNIT_OF if not k.isascii()) + r")(?![A-Za-z])", re.I)


def case_numbers_in(text: str) -> set[tuple[str, int, int]]:
    out = set()
    for m in _CASE_NO.finditer(text):
        kind = re.sub(r"[^A-Z]", "", m[1].upper())
        if not kind or len(kind) > 4:
            continue
        out.add((kind, int(m[2]), _year(m[3])))
    return out


# a short form written in mixed case: one to three letters, then capitals ("CrPC", "CrA", "CrlMP"); a name's inner
# capital begins a longer run of small letters ("McDonald", "DeSouza"), which this does not take
_MIXED_SHORT = re.compile(r"[A-Z][a-z]{1,3}[A-Z]{1,3}[a-z]?")


def names_in(sentence: str) -> set[str]:
    body = CITATION.sub(" ", sentence)
    words = set()
    for m in _NAME_WORD.finditer(body):
        # "Court-2", "Judge-I", "Ram-Lal": each part of a joined word is a word of its own
        for w in m.group().strip("-'’").split("-"):
            if not re.fullmatch(r"[A-Z][a-z][A-Za-z'’]+", w) or w in _NOT_NAMES or w.rstrip("'’s") in _NOT_NAMES:
                continue
            if _MIXED_SHORT.fullmatch(w):
                continue  # "CrPC", "CrMP", "SpLAO": a short form in mixed case (a statute, a case kind), no name
            words.add(w)
    return words


# a short form and its words in brackets after it ("JMFC (Judicial Magistrate First Class)", "GP (Government
# Pleader)"): the words say the short form, they are no name the record must hold
_SPELT = re.compile(r"(?<![\w.])([A-Z][A-Za-z]{0,4}[A-Z]s?)\s*\(([A-Za-z][A-Za-z \-]{2,60})\)")
_SMALL = {"of", "the", "and", "for", "in", "on", "to", "a", "an", "&"}


def _spelt_words(sentence: str, evidence: str) -> set[str]:
    """The words of each short form's spelling-out in the sentence whose short form the cited records write."""
    out: set[str] = set()
    for m in _SPELT.finditer(CITATION.sub(" ", sentence)):
        short, words = m.group(1), m.group(2)
        letters = short[:-1] if short.endswith("s") and len(short) > 2 else short
        parts = [w for w in re.split(r"[\s\-]+", words) if w and w.lower() not in _SMALL]
        if "".join(w[0] for w in parts).upper() != letters.upper():
            continue
        if not re.search(rf"(?<![a-z]){re.escape(letters.lower())}(?![a-z])", evidence):
            continue
        out |= {w for p in parts for w in p.split("-")}
    return out


class Evidence:
    """What a set of cited facts contains, normalised for comparison."""

    def __init__(self, texts: list[str], dates: list[str]) -> None:
        joined = "\n".join(texts)
        self.text = joined.lower()
        self.full, self.partial = dates_in(joined)
        for iso in dates:
            try:
                self.full.add(date.fromisoformat(iso[:10]))
            except ValueError:
                pass
        self.partial_written = set(self.partial)  # days and months written without a year
        self.dated = set()
        for iso in dates:
            try:
                self.dated.add(date.fromisoformat(iso[:10]))
            except ValueError:
                pass
        self.partial |= {(d.month, d.day) for d in self.full}
        self.numbers = numbers_in(joined)
        self.cases = case_numbers_in(joined)
        self.limits = _limits(joined)


_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                 "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "thirty": 30, "sixty": 60, "ninety": 90,
                 "a": 1, "an": 1}
# a time limit a record writes ("within two weeks", "30 din me", "6 hafte", "4 vaaram"): days, weeks or months in
# English and as the Indian languages write them in Latin letters (Hindi, Urdu, Punjabi, Bengali, Marathi, Gujarati
# "din", "divas", "dibas"; Telugu "rojulu", Kannada "dina", Tamil, Malayalam "naal", "divasam"; weeks "hafte",
# "saptah", "vaaram", "aathavde"; months "mahine", "maas", "masam", "mash")
_PERIOD = re.compile(
    r"\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|thirty|sixty|ninety|an?)\s*"
    r"(?:\(\w+\)\s*)?(days?|din|dino|dinon|divas|dibas|dina|rojul?u?|naal|naatkal|divasam|"
    r"weeks?|hafte|hafta|haftay|saptah|saptaha|vaaram|varam|aathavde|aathavda|"
    r"months?|mahine|mahina|maheene|maas|masam|mash|maasam)\b", re.I)


def _limits(text: str) -> set[tuple[int, str]]:
    """The time limits a text writes, as (count, unit) with unit 'd', 'w' or 'm'."""
    out = set()
    for m in _PERIOD.finditer(text):
        raw = m.group(1).lower()
        n = int(raw) if raw.isdigit() else _NUMBER_WORDS.get(raw, 0)
        u = m.group(2).lower()
        unit = "w" if u.startswith(("week", "haft", "sapta", "vaar", "var", "aathav")) else \
            "m" if u.startswith(("month", "mah", "maa", "mas")) else "d"
        if n:
            out.add((n, unit))
    return out


def _after(day: date, n: int, unit: str) -> date | None:
    from datetime import timedelta

    if unit == "d":
        return day + timedelta(days=n)
    if unit == "w":
        return day + timedelta(weeks=n)
    y, m = divmod(day.month - 1 + n, 12)
    return _safe_date(day.year + y, m + 1, min(day.day, 28 if m + 1 == 2 else 30 if m + 1 in (4, 6, 9, 11) else 31))


def _due_from(d: date, ev: "Evidence") -> bool:
    """`d` is a cited record's day plus a time limit that record writes ("within two weeks" of the order of the 28th):
    a due date reckoned from the record, not a date it lacks."""
    for day in ev.dated:
        for n, unit in ev.limits:
            due = _after(day, n, unit)
            if due is not None and abs((due - d).days) <= 1:
                return True
    return False


# the period an answer states it looked in ("Four listings from 2 Dec 2026 to 31 Dec 2026:", "between … and …",
# "up to 5 Dec 2026"): the question's bounds, which no record need write
_DAY = r"\d{1,2}\s+[A-Z][a-z]{2,8}\s+\d{4}"
_ASKED_PERIOD = re.compile(rf"\b(?:from|between)\s+{_DAY}\s+(?:to|and|till|until)\s+{_DAY}|\bup\s+to\s+{_DAY}")


def check_sentence(sentence: str, cited: list[int], book: FactBook, known: str = "") -> SentenceCheck:
    """What the sentence states (dates, amounts, case numbers, names) that its cited facts do not hold. `known` is
    what the registry itself says of the matters asked about (their labels, titles, courts, judges and counsel): a
    case's name or number said from it is the registry's, no record's; its dates and amounts are still the records'."""
    facts = [book.get(n) for n in cited]
    facts = [f for f in facts if f is not None]
    texts, dates = [], []
    for f in facts:
        texts.append(f.text)
        texts.append(f.metadata.get("header", ""))
        texts.append(f.metadata.get("case_id", ""))
        dates.append(fact_date(f))
    ev = Evidence(texts, [d for d in dates if d])
    for f, day in zip(facts, dates):  # "by Thu", "by 7th" in a note: the day it means (agent/full_dates.py)
        ev.full |= short_dates_of(f.text, day)
    body = CITATION.sub(" ", sentence)
    missing: list[str] = []
    full, partial = dates_in(_ASKED_PERIOD.sub(" ", body))  # the period asked bounds the answer: no record's claim
    years = {d.year for d in ev.dated}
    for d in sorted(full):
        # "Next 5 Oct" in a note of 16 Sep 2026 is 5 Oct 2026: a day and month the record gives, in its year or the next
        if d not in ev.full and not ((d.month, d.day) in ev.partial_written and (d.year in years or d.year - 1 in years)) \
                and not _due_from(d, ev):
            missing.append(d.isoformat())
    for md in sorted(partial):
        if md not in ev.partial:
            missing.append(f"{md[1]}/{md[0]}")
    for amount in sorted(amounts_in(body)):
        if amount not in ev.numbers:
            missing.append(f"Rs. {amount:,.0f}")
    for kind, num, year in sorted(case_numbers_in(body)):
        if not any(k == kind and n == num and y == year for k, n, y in ev.cases) and not any(
            n == num and y == year for _, n, y in ev.cases
        ) and not any(n == num and y == year for _, n, y in case_numbers_in(known)):
            missing.append(f"{kind} {num}/{year}")
    spelt = _spelt_words(sentence, ev.text)
    for name in sorted(names_in(sentence) - spelt):
        known_low = known.lower()
        if name.lower() not in ev.text and name.lower().rstrip("s").rstrip("'’") not in ev.text \
                and not re.search(rf"\b{re.escape(name.lower())}\b", known_low):
            missing.append(name)
    return SentenceCheck(sentence, cited, missing)


def _sum_verified(missing: list[str], sentence: str) -> list[str]:
    """A total the sentence states beside its parts ("Rs. 1,500 in all: Rs. 500 …; Rs. 1,000 …") is verified by them."""
    if not missing:
        return missing
    amounts = sorted(amounts_in(CITATION.sub(" ", sentence)))
    out = []
    for item in missing:
        if item.startswith("Rs. "):
            value = float(item[4:].replace(",", ""))
            parts = [a for a in amounts if a != value]
            if parts and abs(sum(parts) - value) < 0.5:
                continue
            # the parts may repeat an amount (two orders of Rs. 1,000): count them as written
            written = [float(m.replace(",", "")) for m in re.findall(r"Rs\.?\s*([\d,]+(?:\.\d+)?)", sentence)]
            rest = [w for w in written if w != value]
            if rest and abs(sum(rest) - value) < 0.5:
                continue
        out.append(item)
    return out


_COUNT_WORD = {"once": 1, "twice": 2, "thrice": 3, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
               "eight": 8, "nine": 9, "ten": 10}


def check_first_sentence(answer: str, book: FactBook) -> list[str]:
    """What the first sentence of an answer states that its cited records do not hold: its dates, amounts, case
    numbers and names, and a count ("twice", "3 times") that is not the number of dated records it cites. A first
    sentence that cites nothing is a problem unless it says there is no record."""
    sentences = split_sentences(answer.strip())
    if not sentences:
        return ["the answer is empty"]
    first = sentences[0]
    cited = [n for m in CITATION.finditer(first) for n in citation_numbers(m.group(1)) if book.get(n) is not None]
    if not cited:
        if re.search(r"\bno record\b|\bnothing in your notes\b|\bno such\b|\bnot on record\b", first, re.I):
            return []
        return ["it cites no record"]
    check = check_sentence(first, list(dict.fromkeys(cited)), book)
    problems = _sum_verified(check.missing, first)
    days = {fact_date(book.get(n)) for n in cited if book.get(n) is not None}
    body = CITATION.sub(" ", first).lower()
    for word, n in _COUNT_WORD.items():
        m = re.search(rf"\b{word}\b(?:\s+(?:times|adjournments?|warrants?|orders?|hearings?|dates?))?", body)
        if m and (word in ("once", "twice", "thrice") or m.group(0) != word) and n != len(days) and n > len(days):
            problems.append(f"a count of {n} with {len(days)} dated record(s) cited")
    return problems


def _cited_spans(answer: str) -> list[str]:
    """The answer's sentences, each ending at its last citation: what follows a sentence's last `[n]` ("… [3]; 29 Jan
    2026 — relief continued.", a quoted note's own full stop closing it) is cited by the next sentence's first
    citation on the same line, and is checked with it; a tail no later sentence of its line cites stays with its own."""
    out: list[str] = []
    for line in re.split(r"\n+", answer):
        pieces = split_sentences(line)
        carry = ""
        for k, piece in enumerate(pieces):
            carried = bool(carry)
            piece = f"{carry} {piece}".strip() if carry else piece
            carry = ""
            marks = list(CITATION.finditer(piece))
            tail = piece[marks[-1].end():] if marks else ""
            later = any(CITATION.search(p) for p in pieces[k + 1:])
            # ("The final order [2]: <its words>": a citation before a colon cites the quote that follows it)
            if marks and later and re.search(r"\w", tail) and not tail.lstrip().startswith(":"):
                out.append(piece[:marks[-1].end()].strip())
                carry = tail.strip(" ;,")
            elif not marks and later and carried:
                carry = piece  # a quoted note's next sentence, before the citation that closes the quote
            else:
                out.append(piece)
        if carry:
            out.append(carry)
    return out


def _cited_clauses(span: str) -> str:
    """The span without the clauses that follow a cited clause and cite nothing themselves ("… [2]; next date in
    <matter>: 5 Oct 2026, for arguments", "11 Dec: <matter> [1]; 17 Dec: <matter>; 19 Dec: <matter> [2]"): an
    uncited clause is the registry's, or told without a record, and is no claim on the records cited beside it, as an
    uncited sentence is none. A clause before the first citation stays: the citation after it is its."""
    parts = re.split(r";\s+", span)
    if len(parts) < 2:
        return span
    kept, cited = [], False
    for part in parts:
        has = bool(CITATION.search(part))
        if has or not cited:
            kept.append(part)
        cited = cited or has
    return "; ".join(kept)


def _derived_amounts(missing: list[str], before: str, sentence: str) -> list[str]:
    """An amount the answer worked out from amounts it states in this sentence or the one before: the total of the
    payments listed just before ("… Rs. 12,000 [1] and Rs. 44,000 [2] — Rs. 56,000 in all"), or what is left of
    one after another ("only Rs. 13,54,000 of the Rs. 14,80,000 ordered …; Rs. 1,26,000 is not shown paid")."""
    if not any(item.startswith("Rs. ") for item in missing):
        return missing
    prior = sorted(amounts_in(CITATION.sub(" ", before)))
    here = sorted(amounts_in(CITATION.sub(" ", sentence)))
    out = []
    for item in missing:
        if item.startswith("Rs. "):
            value = float(item[4:].replace(",", ""))
            stated = [a for a in dict.fromkeys(prior + here) if a != value]
            if len(prior) >= 2 and abs(sum(prior) - value) < 0.5:
                continue
            if any(abs(abs(a - b) - value) < 0.5 for i, a in enumerate(stated) for b in stated[i + 1:]):
                continue
        out.append(item)
    return out


def check_answer(answer: str, book: FactBook, known: str = "") -> list[SentenceCheck]:
    """Every sentence that cites something, checked against the facts it cites (and, for names and case numbers,
    the registry's own words of the matters asked about: `known`)."""
    out = []
    before = ""
    for sentence in _cited_spans(answer):
        cited: list[int] = []
        for m in CITATION.finditer(sentence):
            cited.extend(n for n in citation_numbers(m.group(1)) if book.get(n) is not None)
        if cited:
            claims = _cited_clauses(sentence)
            check = check_sentence(claims, list(dict.fromkeys(cited)), book, known)
            check.text = sentence
            check.missing = _derived_amounts(_sum_verified(check.missing, claims), before, claims)
            out.append(check)
        before = sentence
    return out
