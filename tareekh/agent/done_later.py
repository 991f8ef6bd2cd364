""""Did he FINALLY pay?", "did they EVER deposit it?", "shesh obdhi peyechen?", "aakhir jama karaya kya?": the
question asks of the newest state of an act, so a line that ordered the act or said it was not yet done is not the
answer when a later record of the same matter says it was done.

The answer used to rest on the line holding most of the question's words — often the order ("… within 8 weeks")
or an older "NOT paid" — because the later line says it in other words ("credited today", "deposited by DD") and
the question's verb is of a language the rules do not read. The later line is found by what it shares with the
question or the answer's line — the same sum of rupees, or a distinctive word of the thing — and a word saying the
act was done; never from a line that plans, orders or negates it.

Also used when the answer is only "not on record" / "not clearly on record" for an act of paying or filing, and a
record of the matter does state it done.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.money import amounts
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# (a letter of any script is no edge; the danda that ends a Hindi, Marathi or Bengali sentence, "जमा किए।", is one)
_B = r"(?<![\w\u0900-\u0963\u0966-\u0D7F\u0600-\u06FF])"
_E = r"(?![\w\u0900-\u0963\u0966-\u0D7F\u0600-\u06FF])"


def _re(words: str) -> re.Pattern[str]:
    return re.compile(_B + "(?:" + words + ")" + _E, re.I)


# "finally", "ever", "at last", "in the end", "till now": the newest state asked, in the major Indian languages
_FINALLY = _re(
    r"finally|ever|at\s+last|eventually|ultimately|in\s+the\s+end|by\s+now|so\s+far|till\s+now|"
    r"aakhir\w*|akhir\w*|aakhirkaa?r|akheer|kabhi|ab\s+tak|abhi\s+tak|shesh\s+(?:obdhi|obodhi|porjonto|porjanto)|"
    r"sheshe|seshe|sheshot|xekhot|ante|antim|antama|chhevte|chevte|aakhre|shevti|shevati|sheshare|sheshre|"
    r"kadaisiy\w*|kadasiy\w*|kadaisil|chivariki|chivaraku|aakharuku|koneyage|kadege|kone\w*|avasanam|oduvil|"
    r"ithuvare|ithu\s+vare|ippo\s+vare|innuvaregu|ippativaraku|ikhonor|akhrus|"
    r"आख़िर\w*|आखिर\w*|अंततः|अब\s+तक|अभी\s+तक|कभी|শেষ\s+পর্যন্ত|শেষমেশ|অবশেষে|শেষত|শেষত|શેવટે|આખરે|છેવટે|"
    r"शेवटी|ਆਖਿਰ\w*|ਆਖਰ\w*|ଶେଷରେ|கடைசியில்|இறுதியில்|இதுவரை|చివరికి|ఇప్పటివరకు|ಕೊನೆಗೆ|ಇಲ್ಲಿಯವರೆಗೆ|"
    r"ഒടുവിൽ|അവസാനം|ഇതുവരെ|آخر\w*|آخرکار|کبھی")
# an act of paying or filing said done, in the words records use (English, Hinglish and the scripts)
_DONE = _re(
    r"paid|deposited|credited|recd|rcvd|received|handed\s+over|remitted|transferred|encashed|realised|realized|"
    r"cleared|tendered|filed|submitted|lodged|"
    r"jama\s+(?:kiya|kiye|ki|karaya|karaye|karwaya|karwa\s+diya|kar\s+diya|kar\s+di|ho\s+gaya|ho\s+gayi|hua|hui|"
    r"kela|kele|keli|korechhe|koreche|korlo|kala|karyu|karya|kittu|aayitu|chesaru)|de\s+diya|de\s+di|mil\s+gaya|"
    r"mil\s+gayi|aa\s+gaya|aa\s+gayi|bharle|bharla|bharya|chukavya|diyechhe|diyeche|peyechhi|peyechi|kattinaanga|"
    r"kattinar|kattaru|kattidaru|adachu|chellinchaaru|chelutthinaar|"
    r"जमा\s+(?:किया|किए|की|कराया|करा\s+दिया|कर\s+दिया|हो\s+गया|हुआ|हुई|केले|केली)|दे\s+दिया|मिल\s+गया|मिल\s+गए|"
    r"भरले|দিয়েছে|জমা\s+দিয়েছে|জমা\s+হয়েছে|পেয়েছি|ভরી|ભર્યા|ચૂકવ્યા|ਜਮ੍ਹਾ\s+ਕਰਾ\w*|ਦੇ\s+ਦਿੱਤੇ|ଜମା\s+କଲେ|"
    r"செலுத்தினா\w*|கட்டினா\w*|చెల్లించా\w*|కట్టారు|ಪಾವತಿಸಿದ\w*|ಕಟ್ಟಿದ\w*|അടച്ചു|ادا\s+کر\s+دیا|جمع\s+کرا\w*")
_NOT = _re(r"not|no|nothing|none|nil|never|yet\s+to|pending|awaited|nahi|nahin|nahi[n]?|nai|nei|ni|hoyni|ledu|illa|illai|nathi|"
           r"naahi|नहीं|नही|नाही|না|নি|নেই|ਨਹੀਂ|નથી|ନାହିଁ|இல்லை|లేదు|ಇಲ್ಲ|ഇല്ല|نہیں")
# the line plans, orders or makes a condition of the act: not a line that says it was done
_PLAN = re.compile(r"\bwill\b|\bto\s+be\b|\bshall\b|\bshould\b|\bmust\b|\bif\b|\bagar\b|\bkarenge\b|\bhoga\b|"
                   r"\bsubject\s+to\b|\bdirected\b|\bon\s+condition\b|\bwithin\s+(?:\d+|one|two|three|four|six|eight)\s+"
                   r"(?:days?|weeks?|months?)\b|\bwithin\s+\w+\s+(?:days?|weeks?)\b|\?", re.I)
_HUMAN_DAY = re.compile(r"\b(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})\b")
_VERDICT = re.compile(r"^\s*(?:Yes|No|Not yet|Not on record|Not clearly|In part)\b")
_WH = re.compile(r"\b(?:what|when|why|how|which|who|where|kab|kyon|kyun|kaise|kitn\w*|kahan|kobe|keno|kemon|kyare|"
                 r"kevhe|enna|eppo\w*|emi|eppudu|enduku|yaavaga|enthu|eppol|kadon|kebe)\b", re.I)


def _sums(text: str) -> set[float]:
    text = re.sub(r"\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b", " ", text)
    return {m.value for m in amounts(text) if m.value >= 1000}


# a figure a question types with the thousands' commas and no rupee sign ("62,000 wala paisa", "the 1,25,000"):
# a sum, asked by its amount
_GROUPED = re.compile(r"(?<![\d.,/-])\d{1,3}(?:,\d{2})*,\d{3}(?![\d,]*[./-]\d)")


def _asked_figures(text: str) -> set[float]:
    """The sums a question names by a figure alone, written with its commas: a later line of the same sum answers.
    (The rupee readers need the sign or a word of money beside it; a question names the sum it asks of bare.)"""
    return {v for m in _GROUPED.finditer(text) if (v := float(m.group(0).replace(",", ""))) >= 1000}


def _anchor_day(first: str) -> str:
    """The newest day the answer's first sentence names (ISO), '' when it names none."""
    days = []
    for d, m, y in _HUMAN_DAY.findall(first):
        try:
            days.append(datetime.strptime(f"{d} {m} {y}", "%d %b %Y").date().isoformat())
        except ValueError:
            continue
    return max(days) if days else ""


def _stood(first: str) -> bool:
    """The answer's first sentence does not itself say the act was done: no verdict, a 'no', 'not on record', or a
    'yes' read from a line that orders the act."""
    if not _VERDICT.match(first):
        return True
    if first.startswith("Yes"):
        return bool(_PLAN.search(first)) and not _DONE.search(first)
    return first.startswith(("No", "Not on record", "Not clearly", "Not yet"))


def done_later(comp: Composing, draft: Draft | None) -> Draft | None:
    """A later record stating the act done, as the yes; None when there is none or the question does not ask."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if draft is None or len(q.cases) != 1:
        return None
    text = q.typed or q.text
    if not (q.kind == "yes_no" or (q.kind in ("open", "last_time") and not _WH.search(text))):
        return None
    first = draft.first or ""
    finally_asked = bool(_FINALLY.search(text))
    if not finally_asked and not first.startswith(("Not on record", "Not clearly")):
        return None
    if not _stood(first):
        return None
    anchor = _anchor_day(first)
    sums = _sums(text) | _asked_figures(text) | _sums(re.sub(r"\[\d[\d,\s]*\]", " ", first))
    if not sums:
        return None  # the thing is known by its sum: words alone are too loose to overturn an answer
    today = comp.today
    unsure = not _VERDICT.match(first) or first.startswith(("Not on record", "Not clearly"))
    found = []
    for rec in comp.records(q.cases):
        day = (rec.date or "")[:10]
        # a "not clearly on record" that quotes the very line of the deposit is answered from it (the same day)
        if not day or day < anchor or (day == anchor and not unsure) or (today and day > today):
            continue
        for s in sentences(rec.text or ""):
            t = s.text
            m = _DONE.search(t)
            if not m or not (_sums(t) & sums) or _PLAN.search(t):
                continue
            if _NOT.search(t[max(0, m.start() - 25):m.end() + 12]):
                continue
            found.append((day, rec, t))
            break
    if not found:
        return None
    found.sort(key=lambda f: f[0])
    day, rec, t = found[0]
    said = f"Yes — {human_date(day)}, {comp.who(rec)}: {clean(t, 260)} [{comp.cite(rec)}]."
    # held to the sum the question or its first answer named, not to the question's words (often another language's)
    return Draft(said, [*draft.lines, comp.line(rec, t, with_case=comp.multi())], closest=draft.closest, gathered=True)
