"""A record's text cut into sentences (with their positions), and the small word tools the rules share.

Notes end sentences with ". ", "!", "?", ";", a new line or the Hindi danda "।"; abbreviations ("Rs.",
"No.", "Ct.", "Ld.", "Hon'ble", initials like "R.P.", and initials and titles in the nine Indian scripts: "డా.",
"ಎಸ್.", "ശ്രീ.") do not end one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from datetime import date, timedelta

from tareekh import clock
from tareekh.events.initials import is_initial_or_title
from tareekh.memory.dates import find_dates

_ABBREV = {
    "rs", "no", "nos", "ct", "ld", "sri", "smt", "shri", "dr", "mr", "mrs", "ms", "vs", "v", "st", "adv", "exs",
    "ex", "crl", "misc", "spl", "hon'ble", "honble", "ors", "anr", "mohd", "md", "jr", "sr", "govt", "ltd", "pvt",
    "co", "dt", "dtd", "viz", "etc", "affdvt", "supp", "appl", "r", "o", "s", "u", "w", "p", "j", "kum", "km",
    "regd", "hr", "hrs", "approx", "para", "paras", "sec", "secs", "art", "cl", "sub", "addl", "asst", "dy",
    "dist", "ch", "bros", "cr", "pl", "kindly", "m", "ref", "qty", "sl", "s.o", "i.a", "nbw", "bw",
    # Hindi: रु. (rupees), सं. (number), श्री, डॉ., मो. (Mohd.), नं., उ.नि. (sub-inspector), दं.प्र.सं.
    "रु", "रू", "सं", "श्री", "डॉ", "मो", "नं", "नि", "उ", "प्र", "दं", "भा", "स", "मु", "अ", "कि", "कु", "श्रीमती",
    "ह0", "सी", "पी", "एफ", "एन", "बी", "डब्ल्यू",
    # "number" shortened in the scripts ("आवेदन क्र. 12", "प्रकरण क्रं. 45", "અરજી નં. 7", "ਕੇਸ ਨੰ. 9", "মামলা নং. 3"):
    # a number always follows, never the end of a sentence
    "क्र", "क्रं", "નં", "ਨੰ", "নং", "ନଂ", "నం", "ಸಂ", "നം",
    # the rupee shortened in each script ("ரூ. 1,000", "రూ. 500", "રૂ. 2,000", "টা." is no rupee): a sum follows
    "রু", "ৰু", "ਰੁ", "રૂ", "ରୁ", "ரூ", "రూ", "ರೂ", "രൂ",
    # the rest of Indian legal shorthand: "Re. 1", "Exh. P4", "u/s. 138", "r/w. 34", "Retd.", "Insp.", "Hon."
    "re", "exh", "ext", "u/s", "r/w", "retd", "insp", "hon", "advs", "prof", "deptt", "dept", "vill", "tq", "sh",
    # land records: "kh. 214/3" (khasra), "Sy. No. 42", "Vol. 3" — a number follows, the sentence goes on
    "kh", "khs", "sy", "vol",
    # the titles of a profession or a rank before a name: "valuer Er. <name>" (engineer), "Capt. <name>"
    "er", "capt", "col", "lt",
    # the rest of the honorifics written shortened before a woman's or a man's name: "Smti." (Assam, Bengal),
    # "Mst." (Musammat), "Tmt." and "Thiru." (Tamil)
    "smti", "mst", "tmt", "thiru",
}
# a shorthand of dotted parts of one to three letters, a degree's or an office's: "B.Ed.", "LL.B.", "M.Sc.", "Ph.D.",
# "S.D.O.", "I.O." — the sentence runs on past it
_DOTTED = re.compile(r"(?:[a-z]{1,2}\.)+[a-z]{1,3}|(?:[a-z]\.)*[a-z]")
_END = re.compile(r"[.!?;।]+(?=\s)|\n+|[।]")


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    text: str


def sentences(text: str) -> list[Sentence]:
    """The sentences of `text` with their spans (leading and trailing blanks trimmed)."""
    return list(_sentences(text))  # a fresh list: a caller may change its own


@lru_cache(maxsize=4096)
def _sentences(text: str) -> tuple[Sentence, ...]:
    """`sentences`, kept per text: an answer cuts the same records' texts many times over (a third of the
    sentence-cutting a question did was of texts it had cut already); the cut reads the text alone."""
    out: list[Sentence] = []
    start = 0
    width = max((len(line.rstrip()) for line in text.split("\n")), default=0)
    for m in _END.finditer(text):
        if m.group().startswith("\n") and (_inside(text, start, m.start(), m.end()) or _wrapped(text, start, m.start(), m.end())
                                           or _wrapped_at_width(text, m.start(), m.end(), width)):
            continue  # a paper's hard-wrapped line that breaks a parenthesis, a sum or a clause: one sentence still
        if m.group().startswith(".") and not m.group().startswith("\n"):
            before = text[start : m.start()].rsplit(None, 1)
            token = before[-1].lower().strip("('\"[") if before else ""
            # (and initials in an Indian script: "अ.सा. 3", "पी.डब्लू. 2", "ह./-")
            if token in _ABBREV or _DOTTED.fullmatch(token) or re.fullmatch(r"\d{1,2}(?:\.\d{1,2})?", token) \
                    or re.fullmatch(r"(?:[\u0900-\u0dff]{1,5}\.)+[\u0900-\u0dff]{1,5}", token) \
                    or is_initial_or_title(token.rsplit(".", 1)[-1]):  # "డా. <name>", "ಎಸ್. <name>" (events/initials.py)
                # "Rs.", "R.P. Singh", "Next 12.3." stays; a sentence ending in a short number is rare
                if not re.fullmatch(r"\d{1,2}(?:\.\d{1,2})?", token) or _next_is_lower(text, m.end()):
                    continue
            # "adj. sought by …", "adjn. granted": the shorthand runs on into its verb; before a capital it may end one
            if token in ("adj", "adjn", "adjt", "adjd") and _next_is_lower(text, m.end()):
                continue
            if m.group().startswith(".") and _in_brackets(text, start, m.start(), m.end()):
                continue  # "(prop.\nRamesh) to repay Rs. …": a shorthand inside a bracket the next words close
        _add(out, text, start, m.start() + (len(m.group()) if not m.group().startswith("\n") else 0))
        start = m.end()
    _add(out, text, start, len(text))
    return tuple(out)


# the rupee shortened in the scripts: Hindi, Bengali, Assamese, Punjabi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam
_SCRIPT_RUPEE = "रु|रू|রু|ৰু|ਰੁ|રૂ|ରୁ|ரூ|రూ|ರೂ|രൂ"
# a currency sign that ends a line ("… and Rs." / "₹"): the sum it names is on the next line
_SIGN_AT_END = re.compile(r"(?:\b(?:rs|inr)\.?|₹|(?:" + _SCRIPT_RUPEE + r")\.?)\s*$", re.IGNORECASE)


def _inside(text: str, start: int, brk: int, after: int) -> bool:
    """A line break inside a parenthesis that the next line closes ("(Rs. 7,000 for the child and\nRs. 5,000 for
    her)"), or just after a currency sign, does not end the sentence: cut there, the sums are lost."""
    piece = text[start:brk]
    if _SIGN_AT_END.search(piece):
        return True
    opened = piece.rfind("(")
    if opened < 0 or ")" in piece[opened:] or brk - (start + opened) > 400:
        return False
    line = text[after:].split("\n", 1)[0]
    close, reopen = line.find(")"), line.find("(")
    return close >= 0 and (reopen < 0 or close < reopen) and after - brk == 1


# how far a bracket's shorthand may stand from the "(" it follows, and from the ")" that closes it
_BRACKET_REACH = 60


def _in_brackets(text: str, start: int, stop: int, after: int) -> bool:
    """A full stop inside a bracket that opened just before it and closes a few words after, with no other stop
    between ("M/s Kothavala Works (prop.\nRamesh Kothavala) to repay Rs. …", "(approx. 3 acres)"): a shorthand the bracket
    holds, not a sentence's end; cut there, the sum after the bracket is parted from whom it is asked of."""
    piece = text[start:stop]
    opened = piece.rfind("(")
    if opened < 0 or ")" in piece[opened:] or stop - (start + opened) > _BRACKET_REACH:
        return False
    rest = text[after: after + _BRACKET_REACH]
    close = rest.find(")")
    if close < 0 or 0 <= rest.find("(") < close:
        return False
    return re.search(r"[.!?;।](?:\s|$)", rest[:close]) is None


# a typed paper wraps its lines anywhere: a line that ends on a word no sentence ends with ("… costs of", "… are",
# "… to the") or on an abbreviation ("… Ld.", "… Rs.", "… No.") runs on into the next line
_RUNS_ON = {
    "of", "to", "the", "a", "an", "and", "or", "by", "for", "with", "on", "at", "in", "from", "as", "that", "under",
    "than", "is", "are", "was", "were", "be", "been", "shall", "will", "has", "have", "had", "his", "her", "its",
    "their", "upon", "per", "vide", "into", "which", "whose", "whom", "who", "such", "being", "prays", "seeks",
}
# shorthand that always leads into more (a title, a sum's sign, a number's or a section's mark): never a sentence's
# last word, so a line ending on it runs on ("… the Ld.\nCounsel", "… Rs.\n3,000"); "BW.", "Ors." may end one
_NEVER_LAST = {
    "rs", "re", "no", "nos", "sri", "smt", "shri", "dr", "mr", "mrs", "ms", "vs", "v", "ld", "hon'ble", "honble",
    "hon", "adv", "advs", "ex", "exh", "ext", "u/s", "r/w", "dt", "dtd", "viz", "addl", "asst", "dy", "spl", "crl",
    "misc", "appl", "insp", "prof", "kum", "sh", "रु", "रू", "श्री", "डॉ", "नं",
    "রু", "ৰু", "ਰੁ", "રૂ", "ରୁ", "ரூ", "రూ", "ರೂ", "രൂ",
}
# a line that starts with a sum ("Rs. 3,000/- to the …", "₹ 500", "रु. 500"): the end of the line before
_SUM_FIRST = re.compile(r"(?:rs\.?|inr\.?|₹|(?:" + _SCRIPT_RUPEE + r")\.?)\s*\d", re.IGNORECASE)


# a line that ends on a dash standing alone after a word ("… cross tala -", "… adjourned —"), never a sum's "/-" or a
# signature's "Sd/-", nor a line that is only the dash: the clause goes on to the next line (its reason, its outcome)
_DASH_AT_END = re.compile(r"(?<=[^\s/])\s+[-–—]$")


def _wrapped(text: str, start: int, brk: int, after: int) -> bool:
    """A single line break inside a typed paper's sentence: the line before ends on a word that cannot end one,
    or on an abbreviation, or the next line opens with a sum; a blank line always ends a sentence."""
    if after - brk != 1:
        return False
    piece = text[start:brk].rstrip()
    if not piece or piece[-1] in "!?;।:":
        return False
    nxt = text[after:].lstrip(" \t")
    if not nxt or nxt[0] in "-–—•*#>" or re.match(r"\(?\d{1,2}[.)]\s", nxt):
        return False  # the next line is an item of a list
    last = piece.rsplit(None, 1)[-1].lower().strip("(\"'[")
    if _DASH_AT_END.search(piece):
        return True  # "<counsel> put off the cross -\n<busy elsewhere>": a dash leads on to what the next line says
    if piece.endswith("."):
        return last[:-1] in _NEVER_LAST
    if last.rstrip(",") in _RUNS_ON or piece.endswith(","):
        return True
    return bool(_SUM_FIRST.match(nxt)) and not re.search(r"\d\s*/-?$|\d$", piece)


# a line of a paper read from a photo or typed into a box wraps where the width ends, whatever its last word ("…
# Jaiswal objected to marking\nthe lease deed copy (stamp duty). …"): the line is about as long as the page's longest,
# the next line's first word would not have fitted on it, it ends on a small word (no mark of an end, no shorthand in
# capitals, no number) and the next line opens on a small letter and runs on to a stop or a comma, as prose does; a
# diary's lines, one thing each ("… affidavit sign karna\nnxt dt 28/1"), are short, end on a number or capitals, or
# the next word would have fitted
_WRAP_MIN = 40
# a word of an Indian script (its letters and vowel signs, no digit): Devanagari to Malayalam
_INDIC_WORD = re.compile(r"[\u0900-\u0963\u0971-\u0D63\u0D7A-\u0D7F]+")
# a word of any script: its letters, and in an Indian script the vowel signs and viramas written inside it (to Python's
# \w they are no letters: "सुखवीर" would be four pieces)
WORD_ANY_SCRIPT = re.compile(r"(?:[^\W\d_]|[\u0900-\u0963\u0971-\u0D63\u0D7A-\u0D7F])+")


def word_count(text: str, shortest: int = 3) -> int:
    """How many words of `shortest` letters or more `text` writes, in any script."""
    return sum(1 for w in WORD_ANY_SCRIPT.findall(text) if len(w) >= shortest)


# a sentence's end in such a paper: the danda, or a full stop after a word of the script
# (a bracket or a quotation the script's words close may stand before the stop: "… (<where he was>).")
_SCRIPT_END = re.compile(r"।|(?<=[\u0900-\u0963\u0971-\u0D63\u0D7A-\u0D7F])[)\"”'’]?\.(?=\s|$)")


def _wrapped_at_width(text: str, brk: int, after: int, width: int) -> bool:
    if after - brk != 1 or width < _WRAP_MIN:
        return False
    line = text[text.rfind("\n", 0, brk) + 1: brk].rstrip()
    if len(line) < max(_WRAP_MIN, 0.8 * width):
        return False
    last = line.rsplit(None, 1)[-1].rstrip(")")  # (a closed quotation ends what was said)
    nxt = text[after:].split("\n", 1)[0].strip()
    first = nxt.split(None, 1)[0] if nxt else ""
    if _INDIC_WORD.fullmatch(last) and _INDIC_WORD.match(first) and _SCRIPT_END.search(nxt) \
            and len(_SCRIPT_END.findall(text)) >= 2:
        # a paper in a script of no capitals whose sentences end with the danda (or a full stop, as Marathi and the
        # southern scripts type it): a full line ending on a word, and
        # the next opening on one and running on to a danda, is one sentence wrapped ("… नियुक्त श्री <name>\nअधिवक्ता
        # को कमिश्नर …।"): cut there, the person named is parted from what is said of them (the width not weighed:
        # a script's vowel signs are characters that take no room of their own)
        return True
    return (last.isalpha() and last.islower() and first[:1].isalpha() and first[:1].islower()
            and len(line) + 1 + len(first.rstrip(".,;:")) > width and bool(re.search(r"[.,;]", nxt)))


def _next_is_lower(text: str, pos: int) -> bool:
    rest = text[pos:].lstrip()
    return bool(rest) and rest[0].islower()


def _add(out: list[Sentence], text: str, a: int, b: int) -> None:
    piece = text[a:b]
    lead = len(piece) - len(piece.lstrip())
    piece = piece.strip()
    if piece:
        # (a sentence carried over a line break is read as one line: the break is a space, the span the same)
        out.append(Sentence(a + lead, a + lead + len(piece), piece.replace("\n", " ")))


# a figure: a sum or a date written in figures ("1,300", "17.05.2012", "4,50,000/-"), its rupee sign before it
_FIGURE_NEXT = re.compile(r"\s*(?:(?:rs\.?|inr|₹|" + _SCRIPT_RUPEE + r")\.?\s*)?\d(?:[\d,]|[./-]\d)*(?:/-)?", re.I)
FIGURE_ROOM = 20  # the most a figure carries a line past its limit


def one_line(text: str, limit: int = 240) -> str:
    """One line, no surrounding punctuation, at most `limit` characters (cut at a word): an event's words as ingest
    stores them."""
    text = re.sub(r"\s+", " ", text).strip(" -–—:;,.>")
    if re.search(r"(?:\d,\d{2,3}|(?:\brs\.?|₹|\binr|रु\.?)\s*\d+(?:\.\d+)?)\s*/$", text, re.I):
        text += "-"  # a sum's own "/-" ("Rs. 1,38,42,610/-") is kept whole, not cut to a stray "/"
    if len(text) > limit:
        text = text[:limit].rsplit(" ", 1)[0] + "…"
    return text


# a figure: a sum or a date written in figures ("1,300", "17.05.2012", "4,50,000/-"), its rupee sign before it
_FIGURE_NEXT = re.compile(r"\s*(?:(?:rs\.?|inr|₹|" + _SCRIPT_RUPEE + r")\.?\s*)?\d(?:[\d,]|[./-]\d)*(?:/-)?", re.I)
FIGURE_ROOM = 20  # the most a figure carries a quoted line past its limit


def clean(text: str, limit: int = 240) -> str:
    """one_line() for a quote: a figure the cut would leave just after it ("Total Rs. …" of "Total Rs. 1,300", "deed
    dated …" of "deed dated 17.05.2012") is kept whole, up to FIGURE_ROOM characters more — a quote cut before its
    sum or date loses what it was quoted for."""
    line = one_line(text, limit)
    if not line.endswith("…"):
        return line
    whole = one_line(text, 10 ** 9)
    kept = line[:-1]
    figure = _FIGURE_NEXT.match(whole, len(kept))
    if figure is None or figure.end() - limit > FIGURE_ROOM:
        return line
    return whole[:figure.end()] + ("…" if figure.end() < len(whole) else "")


def iso_dates(text: str, anchor: str | None) -> list[tuple[int, int, str]]:
    """Single-day dates in `text` as (start, end, ISO); a date without a year takes the anchor's nearest."""
    ref = _date(anchor) or clock.today()
    out = []
    for span in find_dates(text, ref):
        if span.start == span.end and re.search(r"\d", span.text):
            out.append((span.pos, span.pos + len(span.text), span.start.isoformat()))
    return out


def after(anchor: str | None, *, days: int = 0) -> str | None:
    d = _date(anchor)
    return (d + timedelta(days=days)).isoformat() if d else None


def _date(value: str | None) -> date | None:
    if not value:
        return None
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        return None


_PERIOD = re.compile(
    r"\b(?:within|in)\s+(\d+|one|two|three|four|five|six|seven|eight|ten|twelve|fifteen|thirty|forty[- ]five|sixty)"
    r"\s+(days?|weeks?|months?|din|hafte|mahine)\b", re.IGNORECASE)
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10,
          "twelve": 12, "fifteen": 15, "thirty": 30, "forty-five": 45, "forty five": 45, "sixty": 60}
_UNIT_DAYS = {"day": 1, "days": 1, "din": 1, "week": 7, "weeks": 7, "hafte": 7, "month": 30, "months": 30,
              "mahine": 30}


def period_end(text: str, anchor: str | None) -> str | None:
    """'within three weeks' counted from the record's date, as an ISO date (None when there is no period)."""
    m = _PERIOD.search(text)
    if not m or not anchor:
        return None
    n = int(m[1]) if m[1].isdigit() else _WORDS.get(m[1].lower().replace("-", " ").replace("  ", " "), 0)
    n = n or _WORDS.get(m[1].lower(), 0)
    return after(anchor, days=n * _UNIT_DAYS[m[2].lower()]) if n else None


def around(text: str, start: int, end: int, extra: int) -> str:
    """The sentences of `text` covering [start, end), with `extra` sentences on each side."""
    ss = sentences(text)
    idx = [i for i, s in enumerate(ss) if s.start < end and start < s.end]
    if not idx:
        return text[start:end]
    a, b = max(0, idx[0] - extra), min(len(ss) - 1, idx[-1] + extra)
    return text[ss[a].start: ss[b].end]


# a sentence's end, not an abbreviation's dot ("Rs. 20,000", "No. 4", "Smt. X"): the mark after a word of three
# letters or more, a figure or a bracket, then a space or the end
_FULL_STOP = re.compile(r"(?:\b\w{3,}|\d|\))(?<!\bSmt)(?<!\bExh)(?<!\bMisc)(?<!\bCrl)(?<!\bAdv)(?<!\bviz)[.!?।](?=\s|$)")


def to_full_stop(text: str, start: int, end: int, limit: int = 120) -> str:
    """text[start:end] carried on to its sentence's full stop when the span ends at a clause (a ';' or a line
    break: "only 2 months paid; arrears Rs. 20,000 as on date."), if the rest is no longer than `limit`."""
    if text[start:end].rstrip().endswith((".", "!", "?", "।")):
        return text[start:end]
    m = _FULL_STOP.search(text, max(end - 1, start))
    if m is None or m.end() - end > limit or "\n\n" in text[end:m.end()]:
        return text[start:end]
    return text[start:m.end()]
