"""A yes or no whose premise is a time — "was the complaint filed in 2024?", "2024 mein daakhil hua tha na?",
"order March-il aayo?", "decided in 2025?": the day the act is recorded on answers it, yes or no, with that day.

The question's year or month is no word a record must hold (a note rarely writes "2024" beside the filing); the
record that gives the act's day — a paper's labelled field ("Date of filing: 20.01.2025", "Date of order", in
English or the Indian languages), or a filing the rules read — is compared with it. A "no" says the day it was:
"No — filed on 20 Jan 2025".
"""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])"
_E = r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"


def _re(words: str) -> re.Pattern[str]:
    return re.compile(_B + "(?:" + words + ")" + _E, re.I)


# the act asked, in the major Indian languages (Latin letters and scripts)
_FILED = _re(r"fil\w*|daa?khil\w*|dakhal\w*|daakhal\w*|daa?yar\w*|dayer\w*|instituted|institution|lodged|presented|"
             r"registered|vesaru|vesina|thaakkal\w*|takkal\w*|दाखिल\w*|दायर\w*|दाखल\w*|দায়ের\w*|দাখিল\w*|દાખલ\w*|ਦਾਇਰ\w*|"
             r"ଦାଖଲ\w*|தாக்கல்\w*|దాఖలు\w*|ದಾಖಲ\w*|ഫയൽ\w*|دائر\w*|داخل\w*")
_DECIDED = _re(r"decided|disposed|decreed|pronounced|judgment|judgement|faisla|faisala|nirnay\w*|tirpu|theerpu|"
               r"फ़ैसला|फैसला|निर्णय|রায়|ચુકાદો|ਫੈਸਲਾ|ରାୟ|தீர்ப்பு|తీర్పు|ತೀರ್ಪು|വിധി|فیصلہ")
# a paper's labelled day of the act: "Date of filing: 20.01.2025", "Filed on 20.01.2025", "दाखिल करने की तिथि"
_FILED_LABEL = re.compile(r"date\s+of\s+(?:filing|institution|presentation|registration)|filing\s+date|filed\s+on|"
                          r"instituted\s+on|presented\s+on|registered\s+on|दाखिल\w*\s+(?:करने\s+)?की\s+(?:तिथि|तारीख)|"
                          r"दायर\w*\s+(?:करने\s+)?की\s+(?:तिथि|तारीख)|দায়েরের\s+তারিখ|દાખલ\s+તારીખ|தாக்கல்\s+தேதி|"
                          r"దాఖలు\s+తేదీ|ದಾಖಲಾದ\s+ದಿನಾಂಕ|ഫയൽ\s+ചെയ്ത\s+തീയതി", re.I)
_DECIDED_LABEL = re.compile(r"date\s+of\s+(?:order|judgment|judgement|decision|disposal|decree)|decided\s+on|"
                            r"pronounced\s+on|disposed\s+of\s+on|निर्णय\s+(?:की\s+)?(?:तिथि|दिनांक)|आदेश\s+(?:की\s+)?(?:तिथि|दिनांक)",
                            re.I)
_YEAR = re.compile(r"(?<!\d)(19[89]\d|20[0-4]\d)(?!\d)")
_DAY = re.compile(r"(?<![\d./-])(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?![\d])")
# a full date typed in the question is another answerer's (a day asked of, "on 12.03.2025"): only a bare year here
_FULL_DAY = re.compile(r"\d{1,2}[./-]\d{1,2}[./-]\d{2,4}")


def _day_after(text: str, at: int) -> date | None:
    m = _DAY.search(text, at, at + 40)
    if not m:
        return None
    d, mo, y = m.groups()
    year = int(y) + (2000 if len(y) == 2 else 0)
    try:
        return date(year, int(mo), int(d))
    except ValueError:
        return None


def dated_premise(comp: Composing) -> Draft | None:
    """'Filed in 2024?': Yes or No with the day the notes give for the filing (or the decision)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "yes_no" or len(q.cases) != 1:
        return None
    text = q.typed or q.text
    if _FULL_DAY.search(text):
        return None
    years = {int(y) for y in _YEAR.findall(text)}
    if len(years) != 1:
        return None
    year = years.pop()
    # the case's own number carries a year ("145/2025"): that is its name, not a premise
    number = getattr(getattr(comp.card(q.cases[0]), "case", None), "number", "") or ""
    if str(year) in number and re.search(rf"/\s*{year}|of\s+{year}", text):
        return None
    if _FILED.search(text):
        label, act = _FILED_LABEL, "filed"
    elif _DECIDED.search(text):
        label, act = _DECIDED_LABEL, "decided"
    else:
        return None
    found = []
    for rec in comp.records(q.cases):
        if comp.today and (rec.date or "") > comp.today:
            continue
        for s in sentences(rec.text or ""):
            for m in label.finditer(s.text):
                day = _day_after(s.text, m.end())
                if day is not None:
                    found.append((day, rec, s.text))
    if not found:
        return None
    days = {f[0] for f in found}
    if len(days) > 1:
        return None  # two days given for the one act: not for a yes or a no
    day, rec, said = found[0]
    n = comp.cite(rec)
    if day.year == year:
        first = f"Yes — {act} on {human_date(day.isoformat())} [{n}]."
    else:
        first = f"No — {act} on {human_date(day.isoformat())} [{n}], not in {year}."
    return Draft(first, [comp.line(rec, clean(said, 200))], gathered=True)
