"""A sum at a rate: "8,000 per month", "₹ 2.4 lakh p.a.", and a question that asks one ("mahine ka kitna?", "yearly
how much?"), in the words of every Indian language (Latin letters and the scripts)."""

from __future__ import annotations

import re

# a sum written at a monthly rate
_MONTHLY = re.compile(
    r"\bper\s*(?:month|mensem|mth)\b|\bp\.\s?m\.?(?=\s|$|[,;)])|/\s*-?\s*(?:month|mth|pm|p\.m\.)|\ba\s+month\b|\bmonthly\b|"
    r"\bevery\s+month\b|\bpratim[aa]+h\b|\bprati\s*maa?h\b|\bhar\s+mahin[ae]\b|\bmahina(?:var|war)?\b|\bmaa?sik\b|"
    r"\bdar\s*mah\w*|\bmahinyala\b|\bmahine\s+(?:ke|ka|ki)\b|\bmase\b|\bmaser\b|\bmashe\b|\bmashik\b|\bmaa?[dt]ham\w*|\bmasam\s*ku\b|\bmaasa(?:m|thukku)\b|"
    r"\bnelaku\b|\bthingal\w*|\btingal\w*|\bmaheene\b|"
    r"प्रतिमाह|प्रति\s*माह|प्रति\s*महीन|मासिक|हर\s*महीन|दरमाह|महिन्याला|दरमहा|মাসিক|প্রতি\s*মাসে|মাহে|માસિક|દર\s*મહિને|"
    r"ਪ੍ਰਤੀ\s*ਮਹੀਨ|ਮਹੀਨਾਵਾਰ|ମାସିକ|ପ୍ରତି\s*ମାସ|மாதம்|மாதந்தோறும்|మాసిక|నెలకు|ప్రతి\s*నెల|ತಿಂಗಳಿಗೆ|ಪ್ರತಿ\s*ತಿಂಗಳು|"
    r"മാസം|പ്രതിമാസ|ماہانہ|فی\s*ماہ|ہر\s*مہینے", re.I)
# a sum written at a yearly rate
_YEARLY = re.compile(
    r"\bper\s*(?:annum|year|yr)\b|\bp\.\s?a\.?(?=\s|$|[,;)])|/\s*-?\s*(?:year|yr|annum|pa|p\.a\.)|\ba\s+year\b|\byearly\b|"
    r"\bannual(?:ly)?\b|\bevery\s+year\b|\bsaa?lana\b|\bprati\s*varsh\b|\bvaa?rshik\b|\bbarshik\b|\bvarshika\b|"
    r"\bhar\s+saal\b|\bvarshathi?ku\b|\bsamvatsaraniki\b|\bvaru[sd]h?a(?:t?th?u)?kk?u\b|\bvaru[sd]h?a(?:n|ndh?i)ram\b|"
    r"वार्षिक|सालाना|प्रति\s*वर्ष|प्रतिवर्ष|दरसाल|বার্ষিক|প্রতি\s*বছর|વાર્ષિક|દર\s*વર્ષે|ਸਾਲਾਨਾ|ਪ੍ਰਤੀ\s*ਸਾਲ|ବାର୍ଷିକ|"
    r"ஆண்டுக்கு|வருடத்திற்கு|வருடத்துக்கு|வருடாந்திர|ஆண்டுதோறும்|வருட(?=\s)|ఏడాదికి|సంవత్సరానికి|ವಾರ್ಷಿಕ|ವರ್ಷಕ್ಕೆ|വാർഷിക|പ്രതിവർഷ|سالانہ|فی\s*سال", re.I)
# a question asking a monthly or a yearly figure: the sum words above, and "mahine ka / saal ka kitna", "how much a
# month", "per month kitna"
_MONTH_ASKED = re.compile(r"\b(?:mahin[ae]|maheen[ae]|month|masam|maasam|mash[ae]|nela|tingal\w*|thingal\w*)\s+"
                          r"(?:ka|ki|ke|ko|er|ra|no|nu|na|ni|la|che|cha|chi|ke\s+liye)\b|"
                          r"महीने\s+(?:का|की|के)|মাসে|মাসের|મહિને|ਮਹੀਨੇ\s+ਦਾ|மாதத்துக்கு|నెలకు|ತಿಂಗಳಿಗೆ|മാസത്തിൽ|مہینے\s+کا", re.I)
_YEAR_ASKED = re.compile(r"\b(?:saa?l|year|varsh\w*|bochh?or|bachhar|varusham|samvatsaram|varsha)\s+"
                         r"(?:ka|ki|ke|er|ra|no|nu|na|ni|la|che|cha|chi)\b|"
                         r"साल\s+(?:का|की|के)|বছরে|વર્ષે|ਸਾਲ\s+ਦਾ|ஆண்டுக்கு|ఏడాదికి|ವರ್ಷಕ್ಕೆ|വർഷത്തിൽ|سال\s+کا", re.I)


def per_period(text: str) -> str | None:
    """'month' or 'year' where `text` writes a sum at that rate (the first one named), else None."""
    m, y = _MONTHLY.search(text), _YEARLY.search(text)
    if m and y:
        return "month" if m.start() < y.start() else "year"
    return "month" if m else "year" if y else None


def per_period_asked(text: str) -> str | None:
    """'month' or 'year' where a question asks a figure at that rate, else None."""
    if _MONTH_ASKED.search(text) or _MONTHLY.search(text):
        return "month"
    if _YEAR_ASKED.search(text) or _YEARLY.search(text):
        return "year"
    return None


# what may stand between a sum and its period: "/-", "only", a bracket, "@", "at the rate"
_BETWEEN = re.compile(r"[\s/\-–—),.]*(?:only\s*|rupees\s*|रु\.?\s*|रुपये\s*|\(?[a-z ]*only\)?\s*)?", re.I)


def rate_follows(text: str) -> bool:
    """`text` (what follows a sum) opens with a period that makes the sum a rate: " per month", "/- p.m.",
    " प्रतिमाह", " a year" — not a later "within a month"."""
    between = _BETWEEN.match(text)
    rest = text[between.end():] if between else text
    return bool(_MONTHLY.match(rest) or _YEARLY.match(rest))
