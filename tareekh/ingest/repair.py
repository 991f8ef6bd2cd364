"""Repairing OCR output where it matters most to a lawyer: dates, case numbers, names and abbreviations.

Only OCR text is repaired (typed text is kept as typed). Each rule is conservative: it changes a token only
when the result fits the date grammar (day-first: dd.mm.yyyy, dd/mm/yy, "3 Mar 2025"), the practice's
vocabulary (`Registry.vocabulary()`: numbers, parties, judges, counsel, short_names), or the abbreviations
lawyers write (PW1, DW1, IA, WS, x-exam, OS, WP, CMA, vakalat, adjd, NDOH). A near-miss case number or name
is snapped to the vocabulary only when exactly one entry is that close.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz.distance import Levenshtein

# OCR reads these letters for digits inside digit runs.
_TO_DIGIT = {"O": "0", "o": "0", "I": "1", "l": "1", "|": "1", "S": "5", "B": "8", "Z": "2"}
# ...and these digits for letters inside words (used only when the result is a known word).
_TO_LETTER = {"0": "O", "1": "I", "5": "S", "8": "B", "2": "Z", "6": "G", "4": "A"}

MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

CASE_TYPES = ["OS", "WP", "CRP", "CMA", "AS", "SA", "WA", "IA", "EP", "OP", "CC", "OSA", "RCC", "RCA", "CMP", "EA",
              "MVOP", "LGOP", "WPMP", "AAO", "CCCA"]


@dataclass
class Change:
    kind: str  # "quote", "date", "number", "name", "abbreviation", "digits"
    before: str
    after: str


@dataclass
class Repaired:
    text: str
    changes: list[Change] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.changes)


def repair_text(text: str, vocabulary: dict | None = None) -> Repaired:
    """Repair OCR `text`; returns the new text and what changed."""
    changes: list[Change] = []
    vocab = _Vocab(vocabulary or {})
    text = _quotes(text, changes)
    text = _abbreviations(text, changes)
    text = _stray_after_a_year(text, vocab, changes)
    text = _script_digit_lookalikes(text, changes)
    text = _hand_slashes(text, changes)
    text = _case_numbers(text, vocab, changes)
    text = _dates(text, changes)
    text = _digit_runs(text, changes)
    text = _names(text, vocab, changes)
    return Repaired(text, changes)


# ---- vocabulary --------------------------------------------------------------------------------------


def _number_key(text: str) -> str | None:
    try:
        from tareekh.registry.numbers import normalise_number
    except ImportError:  # pragma: no cover - the registry room provides it
        return _fallback_key(text)
    return normalise_number(text)


def _fallback_key(text: str) -> str | None:
    m = re.search(r"([A-Za-z.]{1,8})\s*(?:No\.?)?\s*(\d{1,6})\s*(?:/|of)\s*(\d{2,4})", text)
    if not m:
        return None
    year = m.group(3)
    year = "20" + year if len(year) == 2 else year
    return f"{re.sub(r'[^A-Za-z]', '', m.group(1)).upper()}/{int(m.group(2))}/{year}"


class _Vocab:
    def __init__(self, vocabulary: dict) -> None:
        self.keys: set[str] = set()
        for n in vocabulary.get("numbers") or []:
            k = _number_key(str(n))
            if k:
                self.keys.add(k)
        words: dict[str, str] = {}
        for group in ("parties", "judges", "counsel", "short_names"):
            for name in vocabulary.get(group) or []:
                for w in re.findall(r"[A-Za-z][A-Za-z'-]+", str(name)):
                    if len(w) >= 4:
                        words.setdefault(w.lower(), w)
        self.words = words  # lower -> as written in the registry
        self.long_words = [w for w in words if len(w) >= 6]

    def near_numbers(self, key: str) -> list[str]:
        code, _, rest = key.partition("/")
        num, _, year = rest.partition("/")
        out = []
        for k in self.keys:
            kc, _, krest = k.partition("/")
            knum, _, kyear = krest.partition("/")
            if kc != code:
                continue
            if kyear == year and knum != num:
                d = Levenshtein.distance(knum, num)
                if d == 1 and (len(knum) == len(num) or min(len(knum), len(num)) >= 3):
                    out.append(k)
            elif knum == num and kyear != year and Levenshtein.distance(kyear, year) == 1:
                out.append(k)
        return out


# ---- rules -------------------------------------------------------------------------------------------


def _quotes(text: str, changes: list[Change]) -> str:
    new = text.translate(str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00b4": "'"}))
    if new != text:
        changes.append(Change("quote", "curly quotes", "straight quotes"))
    return new


_ABBREV_RULES: list[tuple[re.Pattern, str]] = [
    # PWI, DW l -> PW1, DW1; a hyphen or dot written between stays ("PW-2" is how many courts write it)
    (re.compile(r"\b([PDCRpdcr])[Ww]\s?([-.]?)\s?[Il|i!](?=\b|[^A-Za-z0-9])"), r"\g<1>W\g<2>1"),
    (re.compile(r"\b([PDCRpdcr])[Ww]\s?([-.]?)\s?([0-9])\b"), r"\g<1>W\2\3"),
    (re.compile(r"\b[Xx]\s?-\s?exa(?:rn|m|n)\b"), "x-exam"),
    (re.compile(r"\b[Xx]\s?-\s?exa(?:rn|m|n)(ination|d)\b"), r"x-exam\1"),
    (re.compile(r"\b[Vv]a[kh][ae][l1Ii][ae][tl1]\b"), "vakalat"),
    (re.compile(r"\bad[ji1l][dl]\b"), "adjd"),
    (re.compile(r"\bN[D0O][O0Q][HN]\b"), "NDOH"),
    (re.compile(r"\b(?:W5|VVS|W\$)\b"), "WS"),
    (re.compile(r"\b[1l|]A(?=\s*(?:No\.?\s*)?\d)"), "IA"),
    (re.compile(r"(?<![A-Za-z.])(?:LA|[1l|]\.\s?A)\.(?=\s*No\.?\s*\d)"), "I.A."),  # 'LA. No. 1320' is an I.A.
    (re.compile(r"\b(?:0|O|Q)[S5$](?=\s*(?:No\.?\s*)?\d)"), "OS"),
    (re.compile(r"\b0\.S\.(?=\s*(?:No\.?\s*)?\d)"), "O.S."),
    (re.compile(r"\bC[MN]A(?=\s*(?:No\.?\s*)?\d)"), "CMA"),
    (re.compile(r"\bVV\.?P(?=\.?\s*(?:No\.?\s*)?\d)"), "WP"),
    (re.compile(r"\bEx\s?\.\s?([A-Z])\s?([0-9]{1,3})\b"), r"Ex.\1\2"),
]


def _abbreviations(text: str, changes: list[Change]) -> str:
    for pattern, repl in _ABBREV_RULES:
        def sub(m: re.Match, repl=repl) -> str:
            new = m.expand(repl)
            if new != m.group(0):
                changes.append(Change("abbreviation", m.group(0), new))
            return new

        text = pattern.sub(sub, text)
    return text


_D = r"[0-9OoIl|SBZ]"
# A case number as OCR may garble it: a type of 1-5 letters (dots, a slash), an optional "No.", a number and a
# year whose digits may have been read as O/o/I/l/|/S/B/Z/D. What counts is decided in `_case_numbers`.
_NUM_D = r"[0-9OoIl|SBZD]"
_CASE_RE = re.compile(
    r"(?<![A-Za-z0-9])(?P<type>[A-Za-z](?:[A-Za-z./]|\s(?=[A-Za-z.])){0,6}?)\.?\s*(?P<no>No\s?\.?\s*)?"
    rf"(?P<num>{_NUM_D}{{1,6}})\s*(?P<sep>/|of)\s*(?P<year>{_NUM_D}{{2,4}})(?![A-Za-z0-9])"
)
_NUMBER_DIGITS = dict(_TO_DIGIT, D="0")
# short words written in capitals before a number that are not garbled case types ("ON 12/2024")
_NOT_TYPES = {"ON", "IN", "AT", "TO", "OF", "NO", "BY", "FOR", "DUE", "AND", "THE", "TILL", "FROM", "DT", "DTD", "ITEM", "RS"}


def _digits(s: str) -> str:
    return "".join(_TO_DIGIT.get(c, c) for c in s)


def _number_digits(s: str) -> str:
    return "".join(_NUMBER_DIGITS.get(c, c) for c in s)


def _case_numbers(text: str, vocab: _Vocab, changes: list[Change]) -> str:
    """Digits read as letters inside a case number, a near-miss number, or a garbled type ('WVP', 'O') fixed.

    Without a vocabulary only a known case type followed by a number that is mostly digits is touched. With
    one, a number is snapped to the registry only when exactly one registry number is that close, and a
    garbled type only when the number and year match exactly one registry case whose type is one edit away.
    """

    def sub(m: re.Match) -> str:
        raw = m.group(0)
        code = re.sub(r"[^A-Za-z]", "", m.group("type")).upper()
        num, year = _number_digits(m.group("num")), _number_digits(m.group("year"))
        if not (num.isdigit() and year.isdigit()) or len(year) == 3:
            return raw
        real_digits = sum(c.isdigit() for c in m.group("num") + m.group("year"))
        if code not in CASE_TYPES:
            letters = re.sub(r"[^A-Za-z]", "", m.group("type"))
            if (not vocab.keys or m.group("sep") != "/" or len(code) > 4 or not letters.isupper()
                    or code in _NOT_TYPES):
                return raw
            full_year = year if len(year) == 4 else "20" + year
            same = [k for k in vocab.keys if k.split("/")[1:] == [str(int(num)), full_year]]
            if len(same) != 1 or Levenshtein.distance(code, same[0].split("/")[0]) > 1:
                return raw
            kcode = same[0].split("/")[0]
            fixed = raw[: m.start("type") - m.start()] + kcode + " " + num + "/" + year
        else:
            if real_digits < 2 and not vocab.keys:
                return raw
            fixed = _splice(raw, m, num, year)
            key = _number_key(fixed)
            if vocab.keys and key and key not in vocab.keys:
                near = vocab.near_numbers(key)
                if len(near) == 1:
                    _, _, rest = near[0].partition("/")
                    knum, _, kyear = rest.partition("/")
                    fixed = _splice(raw, m, knum, kyear[-len(year):])
            elif vocab.keys and key not in vocab.keys and real_digits < 3:
                return raw  # letters that only look like a number, and no registry case to confirm it
        if fixed != raw:
            changes.append(Change("number", raw, fixed))
        return fixed

    return _CASE_RE.sub(sub, text)


# A number and its year with one more digit glued on ("56/20301"): OCR read a mark or the first letter of a word in a
# script it has no model for, the space before it lost, as a digit after the year.
_GLUED_YEAR = re.compile(r"(?<![0-9/.])(?P<num>[0-9]{1,6})(?P<sep>\s*/\s*)(?P<year>(?:19|20)[0-9]{2})(?P<stray>[0-9])(?![0-9./-])")


def _stray_after_a_year(text: str, vocab: _Vocab, changes: list[Change]) -> str:
    """A registered case's number whose year has a stray digit glued after it ("MC 56/20301" for "MC 56/2030" of the
    registry) parted from it, when exactly one registry case has that number and year and none has the longer
    number. Without a registry nothing is touched: a year has four digits, but what the fifth was is not known."""
    if not vocab.keys:
        return text
    ends = [k.split("/", 1)[1] for k in vocab.keys if k.count("/") >= 2]

    def sub(m: re.Match) -> str:
        exact = f"{int(m['num'])}/{m['year']}"
        if sum(e == exact or e.endswith("/" + exact) for e in ends) != 1:
            return m.group(0)
        fixed = f"{m['num']}{m['sep']}{m['year']} {m['stray']}"
        changes.append(Change("number", m.group(0), fixed))
        return fixed

    return _GLUED_YEAR.sub(sub, text)


def _splice(raw: str, m: re.Match, num: str, year: str) -> str:
    base = m.start()
    return raw[: m.start("num") - base] + num + raw[m.end("num") - base : m.start("year") - base] + year


_DATE_RE = re.compile(
    rf"(?<![A-Za-z0-9])(?P<d>{_D}{{1,2}})\s?(?P<s1>[./,-])\s?(?P<m>{_D}{{1,2}})\s?(?P<s2>[./,-])\s?(?P<y>{_D}{{2,4}})(?![A-Za-z0-9])"
)
_WORD_DATE_RE = re.compile(
    rf"(?<![A-Za-z0-9])(?P<d>{_D}{{1,2}})(?P<sp1>\s?)(?P<mon>[A-Za-z]{{3,9}})\.?(?P<sp2>,?\s)(?P<y>{_D}{{4}})(?![A-Za-z0-9])"
)


def _dates(text: str, changes: list[Change]) -> str:
    years = _page_years(text)

    def sub(m: re.Match) -> str:
        raw = m.group(0)
        d, mo, y = _digits(m.group("d")), _digits(m.group("m")), _digits(m.group("y"))
        if sum(c.isdigit() for c in raw) < 4 or not (d.isdigit() and mo.isdigit() and y.isdigit()):
            return raw
        if "," in (m.group("s1") + m.group("s2")) and not set(m.group("s1") + m.group("s2")) & set("./-"):
            return raw
        if not (1 <= int(d) <= 31 and 1 <= int(mo) <= 12):
            return raw
        y = _fix_year(y, years)
        sep = m.group("s1") if m.group("s1") in "./-" else (m.group("s2") if m.group("s2") in "./-" else ".")
        new = f"{d}{sep}{mo}{sep}{y}"
        if new != raw:
            changes.append(Change("date", raw, new))
        return new

    text = _DATE_RE.sub(sub, text)

    def sub_word(m: re.Match) -> str:
        raw = m.group(0)
        d, y = _digits(m.group("d")), _digits(m.group("y"))
        mon = m.group("mon")
        if not (d.isdigit() and y.isdigit()) or not 1 <= int(d) <= 31:
            return raw
        low = mon.lower()
        if low[:3] not in MONTHS:
            best = [mo for mo in MONTHS if Levenshtein.distance(low[:3], mo) <= 1]
            if len(best) != 1 or len(mon) != 3:
                return raw
            mon = best[0].capitalize() if mon[0].isupper() else best[0]
        y = _fix_year(y, years)
        new = f"{d}{m.group('sp1') or ' '}{mon}{m.group('sp2')}{y}"
        if new != raw:
            changes.append(Change("date", raw, new))
        return new

    return _WORD_DATE_RE.sub(sub_word, text)


# A script's letters whose shape is one of its own digits, read for that digit inside a number written in the
# script's digits: Gujarati ર for ૨ and પ for ૫ ("ર૧૪/ર૦ર૯" for ૨૧૪/૨૦૨૯), Tamil க ௧, உ ௨, எ ௭, அ ௮, Malayalam
# ഠ ൦, and the round anusvara of Telugu, Kannada and Malayalam for their zero. A closed class: each script's digits.
_DIGIT_LOOKALIKES = {
    "\u0ae6": {"\u0ab0": "\u0ae8", "\u0aaa": "\u0aeb"},  # Gujarati: ર ૨, પ ૫
    "\u0be6": {"\u0b95": "\u0be7", "\u0b89": "\u0be8", "\u0b8e": "\u0bed", "\u0b85": "\u0bee"},  # Tamil
    "\u0d66": {"\u0d20": "\u0d66", "\u0d02": "\u0d66"},  # Malayalam: ഠ ം for ൦
    "\u0c66": {"\u0c02": "\u0c66"},  # Telugu: ం for ౦
    "\u0ce6": {"\u0c82": "\u0ce6"},  # Kannada: ಂ for ೦
}
_LOOKALIKE_RUNS = {
    zero: re.compile(
        rf"(?<![\w\u0900-\u0D7F])[0-9{zero}-{chr(ord(zero) + 9)}{''.join(table)}./-]+(?![\w\u0900-\u0D7F])")
    for zero, table in _DIGIT_LOOKALIKES.items()
}


def _script_digit_lookalikes(text: str, changes: list[Change]) -> str:
    """Letters read for a script's own digits inside a date or case number written in its digits (or Latin ones) become
    those digits, when the run then is a valid date or number-and-year: "ર૧૪/ર૦ર૯" is ૨૧૪/૨૦૨૯. A word of the
    script is never a run of its digits and stops, and is left alone."""
    for zero, table in _DIGIT_LOOKALIKES.items():
        if not any(ch in text for ch in table):
            continue
        digits = range(ord(zero), ord(zero) + 10)

        def sub(m: re.Match, table: dict = table, digits: range = digits) -> str:
            run = m.group(0)
            if not any(ch in table for ch in run) or sum(ord(ch) in digits or ch.isascii() and ch.isdigit()
                                                         for ch in run) < 2:
                return run
            new = "".join(table.get(ch, ch) for ch in run)
            latin = "".join(str(ord(ch) - digits.start) if ord(ch) in digits else ch for ch in new)
            if not _a_date_or_number(latin.strip("./-")):
                return run
            changes.append(Change("digits", run, new))
            return new

        text = _LOOKALIKE_RUNS[zero].sub(sub, text)
    return text


def _a_date_or_number(text: str) -> bool:
    """True for a date ("29.08.2030", "8/1/31") or a number and its year ("214/2029", "63/29") in ASCII digits."""
    parts = re.split(r"[./-]", text)
    if not all(p.isdigit() for p in parts) or len(parts) not in (2, 3):
        return False
    year = parts[-1]
    if len(year) not in (2, 4) or (len(year) == 4 and year[:2] not in ("19", "20")):
        return False
    return len(parts) == 2 or (1 <= int(parts[0]) <= 31 and 1 <= int(parts[1]) <= 12)


# a date a hand wrote with slashes, its second read as a "1" ("21/8130" for 21/8/30), or a "1" between two read
# as part of them ("9//31" for 9/1/31); a number may follow letters ("PE24//31"). Not "616/31" for 6/6/31: that is
# how "OS 118/30", a case number, is written
_HAND_SLASHED = re.compile(r"(?<![0-9/.-])(\d{1,2}/\d{3,4}|\d{1,2}//\d{2,4})(?![0-9/-]|\.\d)")


def _hand_slashes(text: str, changes: list[Change]) -> str:
    """A hand's slashed date read with a slash as a "1", or a "1" lost between two slashes, written back when
    exactly one reading of it is a valid date whose year is one the page writes, or the next ("21/8130" on a page of 2030 is
    21/8/30); a case number ("118/2030"), and a run that reads as two dates or none, are left as read."""
    seen = {y[-2:] for y in _page_years(text)} | {m.group(3)[-2:] for m in _SLASHED_DATE.finditer(text)}
    years = seen | {f"{(int(y) + 1) % 100:02d}" for y in seen}  # a next date may fall in the next year
    if not seen:
        return text

    def sub(m: re.Match) -> str:
        raw = m.group(0)
        if "//" in raw:
            found = {raw.replace("//", "/1/")}
        else:
            found = {raw[:i] + "/" + raw[i + 1:] for i, ch in enumerate(raw) if ch == "1" and 0 < i < len(raw) - 1}
        good = {c for c in found if (d := _SLASHED_DATE.fullmatch(c)) and d.group(3)[-2:] in years
                and len(d.group(3)) in (2, 4) and 1 <= int(d.group(1)) <= 31 and 1 <= int(d.group(2)) <= 12}
        if len(good) != 1:
            return raw
        new = good.pop()
        changes.append(Change("date", raw, new))
        return new

    return _HAND_SLASHED.sub(sub, text)


_SLASHED_DATE = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})")


def _page_years(text: str) -> set[str]:
    return set(re.findall(r"(?<!\d)((?:19|20)\d\d)(?!\d)", text))


def _fix_year(y: str, years: set[str]) -> str:
    if len(y) == 4 and (y.startswith("20") or y.startswith("19")):
        return y
    if len(y) == 2:
        return y
    near = sorted(c for c in years if Levenshtein.distance(c, y) == 1)
    return near[0] if len(near) == 1 else y


_RUN_RE = re.compile(r"(?<![A-Za-z])\d[0-9OoIl|SBZ./:-]*")


def _digit_runs(text: str, changes: list[Change]) -> str:
    """Letters read inside a number ('3I8/22', '4O min', '1O.3O am') become digits."""

    def sub(m: re.Match) -> str:
        run = m.group(0)
        end = m.end()
        nxt = text[end] if end < len(text) else ""
        out = list(run)
        for i, c in enumerate(run):
            if c in _TO_DIGIT and not c.isdigit():
                after = run[i + 1] if i + 1 < len(run) else nxt
                if c in "SBZ":  # '2B' is a flat, '12S' a plural: only between digits
                    followed_ok = after.isdigit()
                else:
                    followed_ok = after == "" or not after.isalpha() or c in "Oo"
                if followed_ok and any(ch.isdigit() for ch in run[:i]):
                    out[i] = _TO_DIGIT[c]
        new = "".join(out)
        if new != run:
            changes.append(Change("digits", run, new))
        return new

    return _RUN_RE.sub(sub, text)


_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9|']*[A-Za-z0-9]")


def _names(text: str, vocab: _Vocab, changes: list[Change]) -> str:
    """Snap a capitalised near-miss of a registry name ('Marripud1', 'Sowjanva') to that name."""
    if not vocab.words:
        return text

    def sub(m: re.Match) -> str:
        word = m.group(0)
        low = word.lower()
        if low in vocab.words or len(word) < 5:
            return word
        if re.fullmatch(r"[A-Za-z]{1,3}\d{1,3}", word):  # PW1, A7: abbreviations, not names
            return word
        cand = None
        if any(c.isdigit() for c in word):
            letters = "".join(_TO_LETTER.get(c, c) for c in word)
            if letters.lower() in vocab.words:
                cand = vocab.words[letters.lower()]
        elif word[0].isupper() and len(word) >= 6:
            near = [w for w in vocab.long_words if abs(len(w) - len(low)) <= 1 and Levenshtein.distance(low, w) == 1]
            if len(near) == 1:
                cand = vocab.words[near[0]]
        if not cand:
            return word
        new = cand.upper() if word.isupper() else (cand[0].upper() + cand[1:] if word[0].isupper() else cand)
        if new != word:
            changes.append(Change("name", word, new))
        return new

    return _WORD_RE.sub(sub, text)
