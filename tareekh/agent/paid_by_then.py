"""A payment asked yes or no of a month or a day ("did he pay by the November date?", "… kattida?", "… March ma
bharyu?") that no line holding the question's own words answers: the newest record of the matter in the period asked
that states a sum paid, a sum still owed or a payment missed — said as such, with what the record says around it.

"Not shown paid — 6 Nov 2026, your note: JD absent … Balance due Rs. 11,05,400 [n]." rather than lines chosen for
words the notes do not hold ("November", "date", the question's own verb). A payment is read from the sums and the
words of paying, owing and defaulting the payment readers know (agent/payments.py); the verb of paying of the
question only has to be one of theirs.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.payments import _NOT, _OWED, _PAY_ASKED, _read
from tareekh.events.money import amounts
from tareekh.events.text import around, clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a payment missed, in the words the notes use (English, Hinglish and the languages' "not paid")
_MISSED = re.compile(r"\b(?:default\w*|not\s+paid|unpaid|nothing\s+paid|no\s+payment|did\s+not\s+pay|failed\s+to\s+pay|"
                     r"kattilla|kattaledu|kattala|kattalilla|diya\s+nahi|nahi\s+diya|jama\s+nahi|bhara\s+nahi|"
                     r"dilo\s+na|deyni|dey\s+ni|aapya\s+nathi|bharya\s+nathi|kodalilla|koduthilla|ivvaledu|"
                     r"tireko\s+chhaina|tirena|tiryena)\b|नहीं\s+दि|जमा\s+नहीं|भुगतान\s+नहीं|ಕಟ್ಟಿಲ್ಲ|கட்டவில்லை|"
                     r"చెల్లించలేదు|അടച്ചില്ല|দেয়নি|ଦେଇନାହିଁ|ભર્યા\s+નથી|ਨਹੀਂ\s+ਦਿੱਤ|तिरेको\s+छैन", re.I)
_FIGURE = re.compile(r"(?<![\d.,/])\d{1,3}(?:,\d{2,3})+(?![\d/])|\b\d+(?:\.\d+)?\s*(?:lakh|lac|l)\b", re.I)
_ABSENT = re.compile(r"\babsent\b|\bdid\s+not\s+appear\b|\bnot\s+present\b|\bgair\s*haazir\b|\bgairhajir\b|गैरहाजिर|अनुपस्थित",
                     re.I)


def paid_by_then(comp: Composing, draft: Draft | None) -> Draft | None:
    """The newest record on the matter's payment in the period asked, when the yes/no template found no line.

    Read by the payment reader from the matter's records of the period, not by the question's words: gathered, so
    a plain reading of words no note holds ("November date") does not overrule it."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "yes_no" or not _PAY_ASKED.search(q.text):
        return None
    if draft is not None and not draft.first.startswith("No record") and not _outside(draft.first, q):
        return None  # a verdict read from a line of the period asked (or of no period) stands
    cases = comp.scope()
    if len(cases) != 1:
        return None
    if not (q.since or q.until or q.on):
        return None  # no month or day asked: which sum of the matter is asked, the question's words must say
    if _unheld_thing(comp, cases):
        return None  # "the electricity meter bill paid?" where no record names a meter: a thing the notes lack
    start = q.since.isoformat() if q.since else (q.on.isoformat() if q.on else "")
    end = q.until.isoformat() if q.until else (q.on.isoformat() if q.on else str(comp.today))
    end = min(end, str(comp.today))
    recs = sorted((r for r in comp.records(cases) if start <= (r.date or "")[:10] <= end),
                  key=lambda r: (r.date or "", r.entry_id))
    for rec in reversed(recs):
        money = [m for m in _read(rec)]
        missed = [sn for sn in sentences(rec.text) if _MISSED.search(sn.text) or
                  (_NOT.search(sn.text) and _PAY_ASKED.search(sn.text))]
        owed = [m for m in money if m.kind == "owed"]
        paid = [m for m in money if m.kind == "paid"]
        if not (missed or owed or paid):
            continue
        n = comp.cite(rec)
        if paid and not missed and not owed:
            m = paid[-1]
            said = clean(m.sentence, 260)
            return Draft(f"Yes — {human_date(rec.date)}, {comp.who(rec)}: {said} [{n}].",
                         [comp.line(rec, around(rec.text, *_span(rec.text, m.sentence), 1))], gathered=True)
        sentence = missed[-1].text if missed else owed[-1].sentence
        start_at, end_at = _span(rec.text, sentence)
        # what the record says before it ("JD absent.", "no one appeared"): the day's account of the payment
        before = [sn.text for sn in sentences(rec.text) if sn.end <= start_at and _ABSENT.search(sn.text)]
        # and what it says after it of the sum still owed or falling due ("Rs 9,500 every month by the 5th")
        after = [sn.text for sn in sentences(rec.text) if sn.start >= end_at and (amounts(sn.text) or _FIGURE.search(sn.text))
                 and (_OWED.search(sn.text) or _MISSED.search(sn.text))][:1]
        said = clean(" ".join(([before[-1]] if before else []) + [sentence] + after), 400)
        head = "Not shown paid" + (f" in {_period(q)}" if q.since and q.until else "")
        return Draft(f"{head} — {human_date(rec.date)}, {comp.who(rec)}: {said} [{n}].",
                     [comp.line(rec, around(rec.text, start_at, end_at, 1))], gathered=True)
    return None


_MONTHS = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december", "date", "day", "month", "time", "paid", "pay", "payment", "amount", "money", "sum"}


def _unheld_thing(comp, cases) -> bool:
    """An English word of the question (not a name, a month, a particle or the act of paying) that no record of the
    matter holds: the question asks of a thing the notes do not have, so nothing is read as its payment."""
    from tareekh.agent.english_words import is_english
    from tareekh.agent.lexicon import stems, words
    from tareekh.agent.question import STOP

    held = set().union(*(stems(r.text) for r in comp.records(cases)))
    names = comp._name_stems()
    for w in words(comp.q.text):
        if len(w) < 3 or w in STOP or w in _MONTHS or _PAY_ASKED.fullmatch(w) or not is_english(w):
            continue
        st = stems(w)
        if st & names or st & held:
            continue
        return True
    return False


def _outside(first: str, q) -> bool:
    """The verdict ("Yes — 16 Feb 2026, …", "Yes — the Rs. 20,000 ordered … paid on 16 Feb 2026") was read from
    records outside the period the question names: no day it gives falls in it."""
    from datetime import datetime

    if not (q.since and q.until):
        return False
    if not re.match(r"^\s*(?:Yes|No|Partly|On record)\b", first):
        return False
    verdict = re.split(r"\s+Next date in\b", first, maxsplit=1)[0]
    days = []
    for text in re.findall(r"\b\d{1,2}\s+[A-Z][a-z]{2}\s+\d{4}\b", verdict):
        try:
            days.append(datetime.strptime(re.sub(r"\s+", " ", text), "%d %b %Y").date())
        except ValueError:
            continue
    return bool(days) and not any(q.since <= d <= q.until for d in days)


def _span(text: str, sentence: str) -> tuple[int, int]:
    i = text.find(sentence)
    return (i, i + len(sentence)) if i >= 0 else (0, min(len(text), len(sentence)))


def _period(q) -> str:
    if q.since.month == q.until.month and q.since.year == q.until.year:
        return q.since.strftime("%B %Y")
    return f"{human_date(q.since.isoformat())} to {human_date(q.until.isoformat())}"
