"""Rupee amounts as Indian lawyers write them: "Rs. 1,12,500/-", "₹500", "5k", "Rs 4.5 lakh", "रु. 1,000/-".

`amounts(text)` returns every amount with where it was written; `rupees(value)` says an amount back in the
Indian way ("Rs. 1,12,500").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

_NUM = r"\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?"
# a hundred thousand, a thousand and ten million as every Indian language writes them, in Latin letters and in its
# own script (Hindi/Marathi, Bengali/Assamese, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, Urdu)
_LAKH = (r"lakhs?|lacs?|lakh|lac|laakh|lakhe|lokkho|lokho|lakshams?|laksha|lachh|lacch|"
         r"लाख|লাখ|লক্ষ|ਲੱਖ|ਲਖ|લાખ|ଲକ୍ଷ|லட்சம்|லட்சத்து|లక్ష|లక్షలు|ಲಕ್ಷ|ലക്ഷം|لاکھ")
_THOUSAND = (r"thousand|hazaa?r|hajaa?r|hazar|haazar|aayiram|ayiram|velu|saavira|savira|"
             r"हजार|हज़ार|হাজার|ਹਜ਼ਾਰ|ਹਜਾਰ|હજાર|ହଜାର|ஆயிரம்|వేలు|వేల|ಸಾವಿರ|ആയിരം|ہزار")
_CRORE = r"crores?|cr|karod|karor|crore|कोटि|करोड़|करोड|কোটি|ਕਰੋੜ|કરોડ|କୋଟି|கோடி|కోట్లు|కోటి|ಕೋಟಿ|കോടി|کروڑ"
_UNIT = rf"{_LAKH}|{_CRORE}|{_THOUSAND}|k|l"
# the rupee as each language names it, before the figure or after it ("Rs. 500", "500 रु०", "500 taka", "৫০০ টাকা")
_RUPEE = (r"rs\.?|inr|₹|rupees?|rupaye|rupaiye|rupaya|rupaiya|rupiya|rupiye|rupayi|rupai|rupaay|roopay\w*|taka|tanka|"
          r"रु[.०]?|रू[.०]?|रुपये|रुपए|रुपया|रुपैया|रूपये|রু\.?|টাকা|টকা|ৰু\.?|ਰੁ\.?|ਰੁਪਏ|ਰੁਪਈਏ|રૂ\.?|રૂપિયા|ରୁ\.?|ଟଙ୍କା|"
          r"ரூ\.?|ரூபாய்|రూ\.?|రూపాయలు|రూపాయి|ರೂ\.?|ರೂಪಾಯಿ|രൂ\.?|രൂപ|روپے|روپیہ")
_CURRENCY = rf"(?:{_RUPEE})"
# with a currency sign, the unit is optional; without one, a unit or "/-" says it is money
# a rupee word begins a word: the "rs" that ends "Traders 138" or "Brothers 2" is no rupee sign
# ("costRs.500", run together, keeps its capital R)
_SIGN_START = r"(?:(?<![\w\u0900-\u0DFF\u0600-\u06FF])(?:" + _RUPEE + r")|(?<=[a-z])(?-i:Rs)\.?|₹)"
_WITH_SIGN = re.compile(rf"{_SIGN_START}\s*({_NUM})\s*(?:/-)?\s*(?:({_UNIT})(?!\w))?", re.IGNORECASE)
_WITH_UNIT = re.compile(rf"(?<![\w.,])({_NUM})\s*({_UNIT})(?!\w)(?!\s*(?:bore|km|kg|mm|cm|m)\b)", re.IGNORECASE)
_WITH_DASH = re.compile(rf"(?<![\w.,])({_NUM})\s*/-")
# "10,000/month", "10,000 per month", "6,000 pm": a periodic amount; "1,12,500" in Indian grouping is money
_PER_MONTH = re.compile(rf"(?<![\w.,])({_NUM})\s*(?:/\s*(?:month|mo|m)\b|(?:per|a|every)\s+month\b|p\.?\s?m\.?(?![\w]))",
                        re.IGNORECASE)
# an hour of the clock written with "pm": "1 pm", "3.15 p.m.", "11:30pm" (no monthly sum is a figure up to 12)
_CLOCK = re.compile(r"(?:[1-9]|1[0-2])(?:[.:][0-5]\d)?\s*p\.?\s?m\.?", re.IGNORECASE)
_AGE_BEFORE = re.compile(r"\b(?:age|aged|umr|umar|vayasu)\b[\s/a-z.:]*$", re.IGNORECASE)
# a figure grouped by commas ("36,000", "3,240") written right after a word that names a sum of money — arrears,
# rent, interest, costs, a total, a balance, dues, in each language's own word — is that sum, sign or no sign
_MONEY_WORD = (r"arrears?|rent|int|interest|costs?|total|balance|bal|dues|amount|amt|compensation|maintenance|fine|"
               r"bakaya|baqaya|baki|baaki|kiraya|kiraaya|vyaj|byaj|sood|rakam|kul|mot|mota|motha|mottam|vaadagai|"
               r"baaki|baqi|baki|bokeya|bhara|bhada|"
               r"बकाया|किराया|किराए|ब्याज|कुल|राशि|रकम|हर्जा|खर्चा|शेष|বকেয়া|বকেয়া|ভাড়া|মোট|সুদ|ਬਕਾਇਆ|ਕਿਰਾਇਆ|ਕੁੱਲ|ਵਿਆਜ|"
               r"બાકી|ભાડું|કુલ|વ્યાજ|ବକେୟା|ଭଡ଼ା|ମୋଟ|நிலுவை|வாடகை|மொத்தம்|வட்டி|బకాయి|అద్దె|మొత్తం|వడ్డీ|ಬಾಕಿ|ಬಾಡಿಗೆ|ಒಟ್ಟು|"
               r"ಬಡ್ಡಿ|കുടിശ്ശിക|വാടക|ആകെ|പലിശ|بقایا|کرایہ|کل|سود")
_NAMED_SUM = re.compile(rf"(?:(?<![\w\u0900-\u0DFF])(?:{_MONEY_WORD})(?![\w\u0900-\u0DFF]))\.?\s*(?:[:=-]\s*|of\s+)?"
                        rf"(\d{{1,3}}(?:,\d{{2,3}})+(?:\.\d+)?)(?![\w,/-]|\.\d)", re.IGNORECASE)
_INDIAN = re.compile(r"(?<![\w.,/-])(\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?)(?![\w,/-])")
# a figure with the rupee's name written after it: "200 रु० खर्चा", "500 taka", "300 rupaye"
_RUPEE_AFTER = re.compile(rf"(?<![\w.,])({_NUM})\s*(?:/-)?\s*(?:({_UNIT})\s*)?(?:{_RUPEE})(?!\w)", re.IGNORECASE)


# a bare figure joined to the next, which carries the unit both share: "2.85 + 3.10 lakh", "4 or 5 lakh", "2 se 3
# lakh" (not a hyphen or a slash: "on 14.3 - 8 lakh" is a date before a sum)
_SHARED_UNIT = re.compile(rf"(?<![\w.,/-])(\d{{1,3}}(?:\.\d+)?)\s*(?:\+|&|\b(?:and|or|aur|ya|to|se)\b)\s*"
                          rf"(?=({_NUM})\s*({_UNIT})(?!\w))", re.IGNORECASE)
_LABEL_BEFORE = re.compile(r"(?:\b[A-Z]{1,4}|\b(?i:no|nos|para|item|page|ex|exh|sr|s)\.?)\s*$")
SHARED_RATIO = 10  # figures sharing a unit are of a size: "42 and 3 lakh" is an age beside a sum


def _scale(unit: str | None) -> int:
    u = (unit or "").lower()
    if not u:
        return 1
    if u in ("k",) or re.fullmatch(_THOUSAND, u, re.IGNORECASE):
        return 1_000
    if re.fullmatch(_CRORE, u, re.IGNORECASE):
        return 10_000_000
    if u == "l" or re.fullmatch(_LAKH, u, re.IGNORECASE):
        return 100_000
    return 1


@dataclass(frozen=True)
class Amount:
    value: float
    start: int
    end: int
    text: str


def _value(number: str, unit: str | None) -> float | None:
    try:
        value = float(number.replace(",", ""))
    except ValueError:
        return None
    return round(value * _scale(unit), 2)  # "1.10 lakh" is 1,10,000, not 1,10,000.00000000001


def amounts(text: str) -> list[Amount]:
    """Every rupee amount in `text`, in reading order (a span is read once, by the most explicit pattern)."""
    found: list[Amount] = []
    taken: list[tuple[int, int]] = []
    for pattern in (_WITH_SIGN, _RUPEE_AFTER, _WITH_UNIT, _WITH_DASH, _PER_MONTH, _INDIAN, _NAMED_SUM):
        for m in pattern.finditer(text):
            a, b = m.span(1) if pattern is _NAMED_SUM else m.span()  # the figure, not the word naming it
            if any(a < e and s < b for s, e in taken):
                continue
            if pattern is _PER_MONTH and _AGE_BEFORE.search(text[max(0, a - 16):a]):
                continue  # "Age/Sex: 32/M": a person's age and sex, not 32 rupees a month
            if pattern is _PER_MONTH and (_CLOCK.fullmatch(m.group(0).strip())
                                          or (a >= 2 and text[a - 1] == ":" and text[a - 2].isdigit())):
                continue  # "10 am to 1 pm", "3.15 p.m.": a time of day, not a sum a month
            unit = m.group(2) if pattern in (_WITH_SIGN, _WITH_UNIT, _RUPEE_AFTER) and m.lastindex and m.lastindex >= 2 \
                else None
            if pattern is _WITH_UNIT and unit and unit.lower() == "l" and "." not in m.group(1):
                # "1.5 L" is a lakh and a half; "3 L" could be litres or a list item
                continue
            value = _value(m.group(1), unit)
            if value is None or value <= 0:
                continue
            taken.append((a, b))
            found.append(Amount(value, a, b, text[a:b].strip()))
    found += _shared_units(text, taken)
    found.sort(key=lambda x: x.start)
    return found


def _shared_units(text: str, taken: list[tuple[int, int]]) -> list[Amount]:
    """'2.85 + 3.10 lakh': the bare figure before the joined one, in the unit the joined one is written in."""
    out = []
    for m in _SHARED_UNIT.finditer(text):
        a, b = m.span(1)
        if any(a < e and s < b for s, e in taken) or not any(s == m.start(2) for s, _ in taken):
            continue  # the figure is read already, or the one after it is no sum
        before = text[max(0, a - 16):a]
        if m.group(3).lower() == "l" or _AGE_BEFORE.search(before) or _LABEL_BEFORE.search(before):
            continue  # "3 L" may be litres; "aged 42 and 3 lakh", "PW 2 and 3 lakh": no sum
        first, second = float(m.group(1)), float(m.group(2).replace(",", ""))
        if not first or not second or max(first, second) / min(first, second) > SHARED_RATIO:
            continue
        value = _value(m.group(1), m.group(3))
        if value:
            out.append(Amount(value, a, b, text[a:b].strip()))
    return out


def rupees(value: float) -> str:
    """Rs. 1,12,500 (Indian digit grouping; paise only when there are any)."""
    whole = int(round(value)) if abs(value - round(value)) < 0.005 else None
    if whole is None:
        return f"Rs. {value:,.2f}"
    digits = str(abs(whole))
    if len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        digits = ",".join(groups + [tail])
    return f"Rs. {'-' if whole < 0 else ''}{digits}"


# a figure written in an Indian script's own digits (०-९, ০-৯, ੦-੯, ૦-૯, ୦-୯, ௦-௯, ౦-౯, ೦-೯, ൦-൯, ٠-٩ …): a sum, a
# date or a count, however the note groups it ("੬,੧੫,੯੨੦", "१२-१२-२०२६")
_FIGURE = re.compile(r"(?<!\w)\d(?:[\d,./:-]*\d)?(?!\w)")


def latin_digits(text: str) -> str:
    """`text` with every digit of any script as its Latin digit (other characters kept)."""
    return "".join(str(unicodedata.digit(ch)) if ch.isdigit() and not ch.isascii() else ch for ch in text)


def with_latin_figures(text: str) -> str:
    """Every figure written in a script's own digits followed by the same figure in Latin digits, in brackets: a quote
    keeps the note's own writing ("ਬਕਾਇਆ ੬,੧੫,੯੨੦ (6,15,920)") and the reader of Latin digits reads the sum too."""
    def gloss(m: re.Match[str]) -> str:
        figure = m.group()
        if figure.isascii() or sum(ch.isdigit() for ch in figure) < 2:
            return figure
        plain = latin_digits(figure)
        return figure if f"({plain})" in text[m.end():m.end() + len(plain) + 12] else f"{figure} ({plain})"
    return _FIGURE.sub(gloss, text)
