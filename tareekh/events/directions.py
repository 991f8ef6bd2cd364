"""Directions read out of orders, order sheets and notes: who must do what, by when, and what follows if not.

Courts and lawyers write a direction as a time limit beside an act ("OP-1 shall refund … within 45 days,
failing which interest @ 12%", "PF + regd. covers within 1 week", "30 दिवस के भीतर जमा करें, अन्यथा …",
"2 hafte me counter file karna hai, warna closed"). A sentence is a direction when it holds a time limit and is
not a report of something already done; the part after "failing which", "in default", "otherwise", "अन्यथा",
"warna", "nahi to" is what follows a default. The subject before "shall", "must", "is directed to" is who.
"""

from __future__ import annotations

import re

from tareekh.events.models import Direction, Record
from tareekh.events.text import Sentence, after, one_line, sentences

_NUM = (r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|thirty|forty[- ]five|sixty|"
        r"ninety|ek|do|teen|char|paanch|saat|das|pandrah|tees)")
_UNIT = r"(?:days?|weeks?|months?|din|dino|hafte|hafta|haftey|mahine|mahina|wk|wks)"
_HI_NUM = r"(?:\d+|[०-९]+|एक|दो|तीन|चार|पांच|पाँच|सात|दस|पंद्रह|तीस)"
_HI_UNIT = r"(?:दिनों|दिन|दिवस|सप्ताह|हफ्ते|हफ़्ते|माह|महीने)"
_DAY = r"\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?"
LIMIT = re.compile(
    rf"\b(?:within|in)\s+(?:the\s+next\s+)?{_NUM}\s+{_UNIT}\b(?:\s+(?:from|of)\s+(?:the\s+)?(?:today|date\s+of\s+(?:this\s+)?\w+|"
    rf"receipt(?:\s+of\s+(?:this|the|that)\s+\w+)?|service(?:\s+of\s+\w+)?|this\s+order))?"
    rf"|\b(?:within|in)\s+a\s+(?:week|fortnight|month)\b"
    rf"|\b{_NUM}\s+{_UNIT}\s+(?:me|mein|main|ke\s+andar|ke\s+bheetar|ke\s+bhitar|tak)\b"
    rf"|{_HI_NUM}\s*{_HI_UNIT}\s*(?:के\s*)?(?:भीतर|अंदर|अन्दर|में)"
    rf"|(?:के\s+)?भीतर\s+{_HI_NUM}\s*{_HI_UNIT}"
    rf"|\b(?:on\s+or\s+before|by|before|latest\s+by|till|tak)\s+{_DAY}\b|\b{_DAY}\s+tak\b|{_DAY}\s+तक"
    rf"|\b{_NUM}\s+(?:rojul[ua]|vaaral[ua]|nelal[ua])\s+lopu\b"
    rf"|\b(?:on\s+or\s+)?before\s+(?:the\s+)?next\s+(?:date|hearing)\b|\bby\s+(?:the\s+)?next\s+(?:date|hearing)\b"
    rf"|\bagli\s+(?:date|tareekh|tarikh|peshi)\s+(?:se\s+pehle|tak)\b|अगली\s+(?:तिथि|तारीख|पेशी)\s+(?:तक|से\s+पूर्व|से\s+पहले)"
    rf"|\bforthwith\b|\bimmediately\b|तत्काल",
    re.IGNORECASE)
# what follows a default, as orders and notes write it
OTHERWISE = re.compile(
    r"\bfailing\s+which\b|\bin\s+default(?:\s+of\s+which)?\b|\bin\s+case\s+of\s+default\b|\bin\s+the\s+event\s+of\s+default\b|"
    r"\bdefault\s+(?:of\s+which\s+)?shall\b|\botherwise\b|\belse\b|\bif\s+not\b|\bif\s+no\s+\w+|\bwarna\b|\bvarna\b|"
    r"\bnahi\s+to\b|\bnahin\s+to\b|\bna\s+hone\s+par\b|अन्यथा|वरना|नहीं\s+तो|न\s+होने\s+पर|चूक\s+होने\s+पर",
    re.IGNORECASE)
# a direction's verb: the court directs, or the note says what is to be done
_DIRECTS = re.compile(
    r"\bshall\b|\bmust\b|\bis\s+directed\b|\bare\s+directed\b|\bdirected\s+to\b|\bdirect(?:s|ed)?\b|\bto\s+(?:deposit|pay|file|"
    r"furnish|produce|remit|refund|serve|take|submit|appear|comply)\b|\bdeposit\b|\bpay\b|\bpayment\b|\bsubject\s+to\b|\bfile\b|\bfurnish\b|\bPF\b|"
    r"\bprocess\s+fee\b|\bsteps\b|\bkarna\s+hai\b|\bkaro\b|\bkarna\b|\bdena\b|\bbharna\b|\bwapas\b|\bkarni\s+hai\b|\bjama\b|\bdakhil\b|\bkarein\b|\bkaren\b|"
    r"जमा\s+कर|अदा\s+कर|दाखिल\s+कर|प्रस्तुत\s+कर|करें|करेंगे|करेगा|करेगी|किया\s+जाए|की\s+जाए|होगा|होगी",
    re.IGNORECASE)
# a report of what was done, not a direction: "filed within time", "paid within 30 days"
_DONE = re.compile(r"\b(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:\w+\s+)?(?:filed|paid|deposited|served|done)\b|"
                   r"\b(?:filed|paid|deposited|complied)\s+within\b|\bho\s+gay\w*\b|\bkar\s+d(?:i|iya)\b", re.I)
_WHO = re.compile(r"^(.{1,80}?)\s+(?:shall|must|is\s+directed|are\s+directed|is\s+to|are\s+to|undertakes|undertook|"
                  r"will|ko)\b", re.IGNORECASE)
_VAGUE_WHO = re.compile(r"^(?:it|this|that|which|there|the\s+same|order|the\s+order|amount)$", re.I)
_UNIT_DAYS = {"day": 1, "din": 1, "dino": 1, "week": 7, "wk": 7, "hafte": 7, "hafta": 7, "haftey": 7, "fortnight": 14,
              "month": 30, "mahine": 30, "mahina": 30, "दिन": 1, "दिनों": 1, "दिवस": 1, "सप्ताह": 7, "हफ्ते": 7,
              "हफ़्ते": 7, "माह": 30, "महीने": 30}
_WORD_NUMS = {"a": 1, "an": 1, "one": 1, "ek": 1, "two": 2, "do": 2, "three": 3, "teen": 3, "four": 4, "char": 4,
              "five": 5, "paanch": 5, "six": 6, "seven": 7, "saat": 7, "eight": 8, "nine": 9, "ten": 10, "das": 10,
              "twelve": 12, "fifteen": 15, "pandrah": 15, "thirty": 30, "tees": 30, "forty-five": 45, "forty five": 45,
              "sixty": 60, "ninety": 90, "एक": 1, "दो": 2, "तीन": 3, "चार": 4, "पांच": 5, "पाँच": 5, "सात": 7, "दस": 10,
              "पंद्रह": 15, "तीस": 30}
_HI_DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")


def _due(limit: str, anchor: str | None) -> str | None:
    """The day a 'within N days/weeks' limit ends, counted from the record's date (a limit counted from a receipt or
    a service the record does not date has no day)."""
    if not anchor or re.search(r"\breceipt\b|\bservice\b|\bdate\s+of\b", limit, re.I):
        return None
    m = re.search(r"(\d+|[०-९]+|[a-z]+(?:[- ]five)?|[\u0900-\u097F]+)\s*(fortnight|[a-z]+|[\u0900-\u097F]+)", limit.lower()
                  .replace("within ", "").replace("in the next ", "").replace("के भीतर ", "").replace("भीतर ", ""))
    if m is None:
        return None
    if "fortnight" in limit.lower():
        n, unit = 1, "fortnight"
    else:
        raw = m.group(1).translate(_HI_DIGITS)
        n = int(raw) if raw.isdigit() else _WORD_NUMS.get(raw, 0)
        unit = m.group(2).rstrip("s") if m.group(2) not in _UNIT_DAYS else m.group(2)
    days = _UNIT_DAYS.get(unit) or _UNIT_DAYS.get(unit + "s") or 0
    return after(anchor, days=n * days) if n and days else None


_WHO_TO = re.compile(r"^(.{1,40}?)\s+to\s+(?=(?:deposit|pay|file|furnish|produce|remit|refund|serve|submit|appear|comply|"
                     r"download|prepare|draft|take|bring|return|release)\b)", re.I)


def _who(clause: str) -> str | None:
    m = _WHO.match(clause.strip(" -:;,")) or _WHO_TO.match(clause.strip(" -:;,"))
    if m is None:
        return None
    who = re.sub(r"^(?:and|but|also|further|the\s+said)\s+", "", m.group(1).strip(" ,;:-"), flags=re.I)
    upon = re.search(r"\b(?:call(?:s|ed)?\s+upon|request(?:s|ed)?|direct(?:s|ed)?)\s+(.+)$", who, re.I)
    if upon is not None:  # "I therefore call upon you to pay": the one called upon must
        who = upon.group(1).strip()
    if not who or _VAGUE_WHO.match(who) or len(who.split()) > 8:
        return None
    return who


def _clause(text: str, start: int) -> tuple[str, int]:
    """The clause of a sentence a limit sits in: from the last ';' or ':' before it (a heading's colon, a list)."""
    cut = max(text.rfind(";", 0, start), text.rfind(":", 0, start))
    return (text[cut + 1:], cut + 1) if cut >= 0 else (text, 0)


def directions(record: Record) -> list[Direction]:
    """Every direction the record's sentences hold, with the sentence (and the default clause after it) as span."""
    out: list[Direction] = []
    ss: list[Sentence] = sentences(record.text)
    for i, s in enumerate(ss):
        t = s.text
        lim = LIMIT.search(t)
        if lim is None or t.rstrip().endswith("?"):
            continue
        if _DONE.search(t) and not OTHERWISE.search(t):
            continue
        clause, at = _clause(t, lim.start())
        if not _DIRECTS.search(clause) and not OTHERWISE.search(t) \
                and not re.search(r"\bwithin\b|भीतर|अंदर|\bke\s+andar|\b(?:me|mein|main)$", lim.group(), re.I):
            continue
        end = s.end
        other = OTHERWISE.search(t, lim.end()) or OTHERWISE.search(t, at)
        otherwise = None
        if other is not None and other.start() >= at:
            otherwise = one_line(t[other.end():].strip(" ,;:-().").replace("()", ""), 200) or None
            body = t[at:other.start()]
        else:
            body = clause
            nxt = ss[i + 1] if i + 1 < len(ss) else None
            if nxt is not None:  # "…within four weeks. In default, the defence shall stand struck off."
                m = OTHERWISE.match(nxt.text.strip())
                if m is not None:
                    otherwise = one_line(nxt.text.strip()[m.end():].strip(" ,;:-"), 200) or None
                    end = nxt.end
        who = _who(body)
        act = body
        if who:
            act = re.sub(rf"^\s*{re.escape(who)}\s*,?\s+(?:shall|must|is\s+directed\s+to|are\s+directed\s+to|is\s+to|are\s+to|"
                         r"undertakes\s+(?:to|that)|undertook\s+(?:to|that)|will|ko|to)\s+", "", body.strip(" -:;,"), flags=re.I)
            upon = re.match(rf"^.{{0,60}}?\b{re.escape(who)}\s+to\s+", act)
            if upon is not None:  # "I call upon you to pay …": the act is what follows
                act = act[upon.end():]
        limit = lim.group().strip()
        act = act.replace(limit, " ").strip(" ,;:")
        act = act if len(act) <= 200 else one_line(act, 200)  # one_line() would cut a sum's "/-"
        act = re.sub(r"\s+([,.;])", r"\1", re.sub(r"\s{2,}", " ", act)).strip(" ,;:(.")
        act = re.sub(r"(?<!/)\s*-+$", "", act).strip()  # a dash left by the cut, not a sum's "/-"
        if not act:
            continue
        out.append(Direction(start=s.start, end=end, who=who, act=act, by=limit,
                             due=_due(limit, record.record_date), otherwise=otherwise))
    return out
