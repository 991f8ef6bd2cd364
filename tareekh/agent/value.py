"""The value a question asks of a thing — its hour, its date, its amount, its number — read beside the thing's words.

"At what hour was the FIR registered?", "what date is the power of attorney recited in the sale deed?", "when was
the notice sent?", "on what bond was bail granted?", "the reply's diary number?", "by when are the dues to be
paid?": the answer is not a hearing's line but a value written next to the thing in some record — a note, an
order sheet, a document, a chat or a general note. The thing is the question's own words less its case's name and
less the words that ask for the value; the record is the one whose sentence holds most of them (a document is
also named by its kind: an "FIR" holds the word "FIR" whatever language it is written in); the value is the one of
the asked type written nearest after the thing's word in that sentence.

"When does X continue?" asked of a step of a case (a witness's cross, the final hearing) is read the same way
forward: the latest record, up to the day asked, that holds the step's words, and the date it puts the case to.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tareekh.agent.when_listed import when_listed
from tareekh.agent.per_period import per_period, per_period_asked
from tareekh.agent.closest import scope
from tareekh.agent.corrected import called_wrong, corrected_next
from tareekh.agent.half_known import describes_the_case
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import VERB_STEMS, overlap, owed_part, stem, stems, topic_groups, words
from tareekh.agent.question import CASE_HEADS, without_dates
from tareekh.agent.step_listed import listed_for_step
from tareekh.agent.paid_half import paid_in_half
from tareekh.agent.total_half import whole_of
from tareekh.events.money import amounts, rupees
from tareekh.events.text import clean, iso_dates, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# What asks for which value (English, and Hindi and Telugu as typed in Latin letters).
_TIME_Q = re.compile(r"\bkitne\s+baje\b|\bwhat\s+time\b|\bat\s+what\s+(?:hour|time)\b|\bkis\s+(?:samay|waqt|time)\b|"
                     r"\benni\s+gantala\w*|\bwhich\s+hour\b|\bsamay\s+kya\b", re.I)
_NUMBER_Q = re.compile(r"\b(?:number|no|num|sankhya|nambar|nambaru)\b\.?\s*(?:kya|enti|emiti|what|\?|$)|"
                       r"\b(?:what|which|kya|kaunsa|kaun\s+sa)\s+(?:is\s+the\s+|was\s+the\s+)?(?:\w+\s+)?(?:number|no)\b", re.I)
_DURATION_Q = re.compile(r"\bhow\s+long\b|\bkitne\s+(?:din|dino|hafte|mahine|saal|samay)\b|\bentha\s+kalam\b|\bennallu\b|"
                         r"\bfor\s+how\s+many\s+(?:days|weeks|months|years)\b|\bkab\s+tak\s+ke\s+liye\b", re.I)
_RATE_WORDS = re.compile(r"\bbyaa?j\b|\binterest\b|\brate\b|\bsood\b|ब्याज|\bpercent\b|%", re.I)
_AMOUNT_Q = re.compile(r"\bprice\b|\bkee?mat\b|\bkimat\b|\bhow\s+much\b|\bkitn[aei]\b(?!\s+baje)|\bentha\b|\benta\b|\bwhat\s+amount\b", re.I)
_DATE_Q = re.compile(r"\bkab\b|\bwhen\b|\beppudu\b|\bkis\s+(?:tareekh|tarikh|date|din)\b|\b(?:what|which)\s+date\b|"
                     r"\bdated\b|\b(?:edi|e)\s+tedi\b|\bdate\s+(?:kya|enti|emiti)\b|\btareekh\s+kya\b", re.I)
# Words that ask for the value, not name the thing
_ASKING = frozenset("""
kitne kitna kitni baje time samay waqt hour what which when kab tak eppudu tedi date dated tareekh tarikh din
number no num sankhya nambar nambaru much amount entha enta enti emiti kya kaunsa kis hai tha thi the likha
long kalam ennallu liye laga lagi
""".split())
# A date the case is put off to
_FORWARD = re.compile(r"\bcall(?:ed)?\s+on\b|\bnext\b|\blist(?:ed)?\s+(?:for|on)\b|\badj(?:ourne)?d?\.?\s+to\b|\bfixed\s+for\b|"
                      r"\bpost(?:ed)?\s+to\b|\bdinank\b|\bदिनांक\b.*\bपेश\b|\bagli\b|\bto\b\s*$|->|→", re.I)
# A question that asks the case's own next date (the next-date template's), not a step's
# (the diary's own short forms of "next date" — ND, NDOH, NDH — and the words for a date or a hearing day in the
# languages: Hindi/Urdu tareekh, tarikh, peshi, sunwai; Nepali/Assamese tarik, pesi; Bengali/Odia tarikh, tarikh;
# Tamil thethi, thedhi, vaaydha; Telugu/Kannada vaayida, vaida, dinanka; Malayalam thiyathi; Gujarati/Marathi tarikh,
# tarakh; Punjabi tareek; Devanagari तारीख, तारीख़, पेशी; Bengali তারিখ; Tamil தேதி, வாய்தா; Telugu వాయిదా; Kannada ದಿನಾಂಕ)
_NEXT_WORDS = re.compile(r"\bnext\b|\bagl[aie]\b|\blag(?:egi|ega|enge|i|a|ti|ta|vi|va)\b|\bvastu\w*|\blist\w*|\bpeshi\b|\btareekh\b|\btarikh\b|\bdate\b|\bsunwai\b|"
                         r"\bn\.?d\.?(?:o\.?h|h)?\b|\bta+ri+k\w*|\btare+k\b|\bpesi\b|\bthe[td]h?i\b|\bva+y(?:i)?dh?a\b|\bvaida\b|"
                         r"\bdinank\w*|\bthiyath?i\b|\btarakh\b|तारी[खख़]|पेशी|তারিখ|தேதி|வாய்தா|వాయిదా|ದಿನಾಂಕ", re.I)
_TIME = re.compile(r"(?<![\d.:/])([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d.:/])(\s*(?:बजे|baje|hrs|hours|am|pm|a\.m\.|p\.m\.))?|"
                   r"(?<![\d.:/])([01]?\d|2[0-3])\s*(?:बजे|baje|o'?clock|am|pm|a\.m\.|p\.m\.)(?!\w)", re.I)
_NUMBER = re.compile(r"(?<![\w.])([A-Z]{0,5}[/-]?\d[\dA-Z/-]*)(?![\w.])")
_PERCENT = re.compile(r"(?<![\d.])\d{1,2}(?:\.\d{1,2})?\s*(?:%|per\s*cent\b|percent\b|प्रतिशत)", re.I)
_SPAN = re.compile(r"\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|thirty)\s*"
                   r"(?:weeks?|days?|months?|years?|hafte|din|mahine|saal)\b", re.I)
_THEN_WHEN = re.compile(r"\?\s*(?:aur\s+)?(?:kab|when|eppudu|kis\s+din)\s*\??\s*$", re.I)
MIN_SHARE = 0.5  # a sentence holds at least half of the thing's words


@dataclass
class Found:
    rec: RecordRef
    sentence: str
    value: str
    score: float


# "notice kab mila": when a paper reached someone, not the date written on it
_RECEIVED = re.compile(r"\bmil[aie]\b|\bmil\s+gay\w*|\breceived\b|\bserved\b|\btamil\b|\bdelivered\b|\bvachin\w*|"
                       r"\bandin\w*", re.I)
# a sentence that plans the act or says it is not done does not date it ("complaint April me file karenge")
_NOT_DONE = re.compile(r"\bwill\b|\bshall\b|\bto\s+be\b|\bkarenge\b|\bkarege\b|\bhoga\b|\bhogi\b|\bnahi\w*\b|\bnot\b|"
                       r"\bkarna\s+hai\b|\bchestam\b|\?", re.I)
_AUXILIARY = {"hui", "hua", "thi", "tha", "kiya", "do", "done", "come", "came", "aa", "get", "got"}


def asked_value(text: str) -> str | None:
    """Which value a question asks: 'time', 'duration', 'number', 'rate', 'amount', 'date' (None when it asks none)."""
    if _TIME_Q.search(text):
        return "time"
    if _DURATION_Q.search(text):
        return "duration"
    if _AMOUNT_Q.search(text) and _RATE_WORDS.search(text):
        return "rate"  # "byaaj kitna?": the interest's rate, not a sum
    if _NUMBER_Q.search(text):
        return "number"
    if _AMOUNT_Q.search(text):
        return "amount"
    if _DATE_Q.search(text):
        return "date"
    return None


# "and" in the Indian languages as typed in Latin letters: Hindi/Urdu aur, evam, tatha; Gujarati ane; Marathi ani;
# Bengali ar, ebong; Assamese aru; Odia au, ebam; Tamil matrum; Telugu mariyu, inka; Kannada mattu; Malayalam pinne
AND_WORDS = r"aur|and|evam|tatha|ane|ani|aani|ar|aar|ebong|aru|au|ebam|matrum|mattrum|mariyu|inka|mattu|matthu|pinne"


def parts(text: str) -> list[str]:
    """The questions a question holds ("… kab tak jama karna hai, aur election kab hai?"): each half that asks a
    value of its own."""
    pieces = [p for p in re.split(rf"\s*(?:,\s*)?\b(?:{AND_WORDS})\b\s*|\?\s+|,\s+", text, flags=re.I) if p.strip()]
    if len(pieces) > 1 and all(asked_value(p) for p in pieces):
        return pieces
    return [text]


# "allotment cancel karne se pehle", "before the allotment was cancelled,": a clause that dates the thing asked
_WHEN_CLAUSE = re.compile(r"\b(?:\w+\s+){1,2}(?:karne|hone|dene|lene|jaane|aane|milne|chesaka|ayyaka)\s+"
                          r"(?:se\s+pe?hle|se\s+pahle|ke\s+baad|ke\s+pe?hle)\b|\b(?:before|after)\s+[^,?]{3,60},", re.I)


def _thing(part: str, comp: Composing) -> list[set[str]]:
    """The thing a part of the question asks a value of: its words less the case's names (as typed: a word a
    name was only guessed from stays), less the asking words and less a clause that dates it."""
    asking = {s for w in _ASKING for s in stems(w)}
    typed = {w for cid in comp.q.cases for w in _case_tokens(comp, cid)}
    text = _WHEN_CLAUSE.sub(" ", without_dates(part, comp.q.today))
    glued = {w for w in words(text) if w not in typed and _name_glued(w, typed)}
    kept = {stem(w) for w in words(text) if w not in typed and w not in glued}
    drop = (comp._name_stems() - kept) | asking | {stem(w) for w in CASE_HEADS}  # "the writ": the case, not a thing
    drop |= glued | {stem(w) for w in glued}
    return [g for g in topic_groups(text, drop) if not g & asking]


def _name_glued(word: str, names: set[str]) -> bool:
    """"Rasheedinte": a name of the case with an ending glued to it is the name, not a thing asked."""
    from tareekh.agent.question import NAME_SUFFIX

    return any(len(n) >= 5 and word.startswith(n) and 0 < len(word) - len(n) <= NAME_SUFFIX for n in names)


def _case_tokens(comp: Composing, cid: str) -> set[str]:
    """The words of a case's names as written (short name, title, aliases, parties, client)."""
    card = comp.card(cid)
    if card is None:
        return set()
    c = card.case
    names = [c.short_name, c.title, c.number, *(c.aliases or []), *[p.name for p in getattr(c, "parties", []) or []],
             card.client.name if card.client else None, card.judge.name if card.judge else None,
             card.counsel.name if card.counsel else None]
    return {w for n in names for w in words(n or "")}


def _record_stems(rec: RecordRef, text: str) -> set[str]:
    """A sentence's stems; a document's sentence also holds the document's kind ("FIR", "sale deed") and a
    document's or general note's sentence the words of its title."""
    st = stems(text)
    if rec.kind == "document" and rec.doc_kind:
        st |= stems(rec.doc_kind)
    if rec.kind in ("document", "general"):
        st |= _title_stems(rec.text)  # a circular's line is about the body its title names
    return st


def _title_stems(text: str) -> set[str]:
    """The stems of a record's first line (a document's or a circular's title)."""
    head = text.strip().split("\n", 1)[0]
    return set(stems(head)) if len(head) <= 80 else set()


def _pool(comp: Composing) -> list[RecordRef]:
    """The records within the question's anchors, and the general notes (they belong to no case)."""
    from tareekh.agent.closest import in_period

    records = comp.records(None)
    inside = scope(records, comp.q, comp._anchor_stems())
    seen = {r.entry_id for r in inside}
    general = [r for r in records if r.kind == "general" and r.entry_id not in seen and in_period(r, comp.q)]
    return inside + general


def _values(kind: str, text: str, rec: RecordRef) -> list[tuple[int, str]]:
    """(position, value as shown) of every value of the kind in a sentence."""
    if kind == "time":
        return [(m.start(), m.group(0).strip()) for m in _TIME.finditer(text)]
    if kind == "amount":
        return [(a.start, rupees(a.value)) for a in amounts(text)]
    if kind == "rate":
        return [(m.start(), m.group(0).strip()) for m in _PERCENT.finditer(text)]
    if kind == "duration":
        return [(m.start(), m.group(0).strip()) for m in _SPAN.finditer(text)]
    if kind == "date":
        return [(a, human_date(iso)) for a, _, iso in iso_dates(text, rec.date)]
    taken = [(a, b) for a, b, _ in iso_dates(text, rec.date)] + [(a.start, a.end) for a in amounts(text)]
    return [(m.start(), m.group(1)) for m in _NUMBER.finditer(text)
            if not any(a <= m.start() < b for a, b in taken) and re.search(r"\d{2,}", m.group(1))]


def _named_documents(pool: list[RecordRef], groups: list[set[str]]) -> set[int]:
    """The documents of the pool whose kind the question names ("FIR", "bainama" for a sale deed)."""
    out = set()
    for rec in pool:
        if rec.kind != "document" or not rec.doc_kind:
            continue
        kind_words = words(rec.doc_kind)
        # its head word: "agreement" of "agreement for sale", "notice" of "legal notice", or the whole kind
        head = kind_words[0] if len(kind_words) > 2 and kind_words[1] in ("for", "of") else kind_words[-1]
        kind_stems = {stem(w) for w in kind_words}
        phrase = "~" + rec.doc_kind.lower()
        if any(kind_stems <= g or phrase in g or stem(head) in g for g in groups):
            out.add(rec.entry_id)
    return out


def _nearest(values: list[tuple[int, str]], text: str, groups: list[set[str]], rec: RecordRef) -> tuple[str, int] | None:
    """The value written nearest after a word of the thing (else nearest before it), and how far it is."""
    # the words the sentence itself writes first ("आरोप पत्र सं.: 0144"): the document's kind, which every one of its
    # sentences holds, places nothing
    low = text.lower()
    spots = [m.start() for m in re.finditer(r"[\w\u0900-\u097F]+", text) if groups and any(stems(m.group()) & g for g in groups)]
    spots += [i.start() for g in groups for p in g if p.startswith("~") for i in re.finditer(re.escape(p[1:]), low)]
    placed_by_kind = 0
    if not spots:
        spots = [m.start() for m in re.finditer(r"[\w\u0900-\u097F]+", text)
                 if groups and any(_record_stems(rec, m.group()) & g for g in groups)]
        placed_by_kind = 100  # farther than any word the sentence writes, nearer than no word at all
    if not values:
        return None
    if not spots:
        return values[0][1], 200
    best = min(values, key=lambda v: min((v[0] - s) if v[0] >= s else 3 * (s - v[0]) for s in spots))
    gap = min((best[0] - s) if best[0] >= s else 3 * (s - best[0]) for s in spots)
    return best[1], min(200, gap + placed_by_kind)


def find(comp: Composing, part: str, kind: str, *, share: float = MIN_SHARE, thing: list[set[str]] | None = None,
         other_than: Found | None = None, paid: Sequence[set[str]] = ()) -> Found | None:
    """The sentence within the anchors that holds most of the thing's words and a value of the kind beside them.
    `thing`: the thing's word groups, when the part names none of its own (the part before it named it);
    `other_than`: a value already found for that thing, which this part does not ask again (its record ranks first:
    the paper that wrote the one sum writes the other beside it); `paid`: the half's verb of paying, a word its
    sentence must hold as much as the thing's (agent/sum_paid.py)."""
    groups = (thing if thing is not None else _thing(part, comp)) + list(paid)
    needed = [g for g in groups if not g & VERB_STEMS or any(g is p for p in paid)] or groups
    if not needed:
        return None
    pool = _pool(comp)
    rows: list[tuple[RecordRef, str, set[int]]] = []
    df = [0] * len(groups)
    for rec in pool:
        for s in sentences(rec.text):
            st = _record_stems(rec, s.text)
            held = {i for i, g in enumerate(groups) if overlap([g], st, s.text)}
            for i in held:
                df[i] += 1
            if held:
                rows.append((rec, s.text, held))
    named = _named_documents(pool, groups)
    if _RECEIVED.search(part):  # a document's dates are when it was written, unless a line of it says it reached
        rows = [r for r in rows if r[0].kind != "document" or _RECEIVED.search(r[1])]
    elif named and any(r[0].entry_id in named and _values(kind, r[1], r[0]) for r in rows):
        # "the FIR's hour", "the date in the sale deed": the document the question names by its kind is the thing
        rows = [r for r in rows if r[0].entry_id in named]
    total = max(1, len(rows))
    weight = [math.log(1 + total / (1 + n)) for n in df]
    need_idx = {i for i, g in enumerate(groups) if any(g is n for n in needed)}
    full = sum(weight[i] for i in need_idx) or 1.0
    best: Found | None = None
    per_asked = per_period_asked(part) if kind == "amount" else None
    # "interim maintenance entha?": the sum ordered, not the arrears of it a later petition reckons (a part owed
    # asked, "arrears kitna", is read as any sum)
    owed_asked = kind == "amount" and any(owed_part(w) for w in words(part))
    for rec, text, held in rows:
        got = held & need_idx
        if len(got) < max(1, math.ceil(len(need_idx) * share)):
            continue
        values = _values(kind, text, rec)
        if other_than is not None:
            values = [v for v in values if v[1] != other_than.value]
        near = _nearest(values, text, [groups[i] for i in held], rec)
        if near is None:
            continue
        if kind == "amount":
            near = _sum_over_rate(near, text, part)
        value, gap = near
        own_day = 0.05 if kind == "time" and rec.date and any(iso == rec.date[:10] for _, _, iso in iso_dates(text, rec.date)) else 0.0
        in_case = 0.02 if rec.case_ids else 0.0
        # "mahine ka kitna?", "per year how much?": a sum written at the rate asked ("8,000 per month", "प्रतिमाह")
        # before one paid or owed once
        rate = 0.3 if kind == "amount" and per_asked and per_period(text) == per_asked else 0.0
        same_paper = 0.2 if other_than is not None and rec.entry_id == other_than.rec.entry_id else 0.0
        owed = 0.3 if kind == "amount" and not owed_asked and owed_sum(text, value) else 0.0
        score = sum(weight[i] for i in held) / full - min(gap, 200) / 1000 + own_day + in_case + rate + same_paper \
            - owed
        if best is None or score > best.score or (score == best.score and (rec.date or "") > (best.rec.date or "")):
            best = Found(rec, text, value, score)
    return best


def owed_sum(text: str, value: str) -> bool:
    """The sum `value` stands in a clause of `text` that calls it what is owed of a thing, in any language the lexicon
    holds ("arrears of interim maintenance Rs. 27,500", "थकबाकी भाडे रु. …", "kudishika …"): not the thing's own sum."""
    from tareekh.agent.sum_asked import clause_of

    at = next((a for a in amounts(text) if rupees(a.value) == value), None)
    if at is None:
        return False
    clause = clause_of(text, at.start)
    lo = text.rfind(clause, 0, at.start + len(clause)) if clause else -1
    before = text[lo:at.start] if 0 <= lo <= at.start else clause
    return any(owed_part(w) for w in words(before))


# a sum written per a unit of land, area or quantity ("47,50,000 per ha", "Rs 900/sq ft", "2,000 per quintal"): a
# rate the sum was worked out at, not the sum
_PER_UNIT = re.compile(r"\s*(?:/-)?\s*(?:per|/|a|an|prati|प्रति)\s*(?:ha|hect\w*|acres?|sq\.?\s*(?:ft|m|mtr|yd)\w*|"
                       r"square\s+\w+|bigha\w*|biswa\w*|kanal\w*|marla\w*|guntha\w*|cents?|ares?|quintals?|kg|tonnes?|"
                       r"units?|plants?|trees?|हेक्टेयर|एकड़|बीघा)\b", re.I)
# the sum a working reaches: "total (with solatium) Rs …", "in all", "kul", "कुल", "grand total"
_TOTAL = re.compile(r"\b(?:grand\s+)?total\b|\bin\s+all\b|\bkul\b|कुल", re.I)


def _sum_over_rate(near: tuple[str, int], text: str, part: str) -> tuple[str, int]:
    """A sum asked, where the sum nearest the thing's word is a rate per unit ("claim: 47,50,000 per ha … total Rs
    76,95,000"): the total the sentence reaches, else its next sum that is no rate; a rate asked stays the rate."""
    if re.search(r"\bper\b|\bprati\b|प्रति", part, re.I):
        return near  # "per acre kitna?": the rate is what is asked
    found = amounts(text)
    rate = [a for a in found if rupees(a.value) == near[0] and _PER_UNIT.match(text[a.end:])]
    if not rate:
        return near
    totals = [a for a in found if a.start > rate[0].end and (t := _TOTAL.search(text, rate[0].end, a.start))
              and a.start - t.end() <= 40]
    rest = totals or [a for a in found if a.start > rate[0].end and not _PER_UNIT.match(text[a.end:])]
    return (rupees(rest[0].value), near[1]) if rest else near


def _forward(comp: Composing) -> Draft | None:
    """'When does DW1's cross continue?': the latest record up to today holding the step's words, and the date after
    its own that it puts the case to."""
    from tareekh.agent.draft import Draft, state_before as _state_before

    groups = _thing(comp.q.text, comp)
    needed = [g for g in groups if not g & VERB_STEMS] or groups
    if not needed:
        return None
    today = comp.today
    holding: list[RecordRef] = []
    for rec in scope(comp.records(None), comp.q, comp._anchor_stems()):
        if not rec.date or rec.date[:10] > today:
            continue
        if any(overlap(needed, _record_stems(rec, s.text), s.text) >= max(1, math.ceil(len(needed) * MIN_SHARE))
               for s in sentences(rec.text)):
            holding.append(rec)
    if not holding:
        return None
    last_day = max(r.date[:10] for r in holding if r.date)
    same_day = [r for r in scope(comp.records(None), comp.q, comp._anchor_stems())
                if r.date and r.date[:10] == last_day and (not holding[0].case_ids or set(r.case_ids) & {
                    c for h in holding if h.date and h.date[:10] == last_day for c in h.case_ids})]
    best: tuple[int, str, RecordRef, str] | None = None
    for rec in sorted(same_day, key=lambda r: not r.is_order_sheet):
        for s in sentences(rec.text):
            for _, _, iso in iso_dates(s.text, rec.date):
                if iso <= last_day:
                    continue
                rank = 2 if _FORWARD.search(s.text) else 1
                if best is None or rank > best[0]:
                    best = (rank, iso, rec, s.text)
    if best is None:
        return None
    _, iso, rec, text = best
    # an order sheet's listing says the stage in the sentence before it ("Evidence closed. For arguments on …")
    state = _state_before(rec.text, rec.text.find(text)) if rec.is_order_sheet and text in rec.text else ""
    first = (f"{human_date(iso)} — {human_date(rec.date)}, {comp.who(rec)}: {f'{state} ' if state else ''}"
             f"{clean(text, 260)} [{comp.cite(rec)}]")
    same = [r for r in holding if r.date and r.date[:10] == last_day and r.entry_id != rec.entry_id]
    if same and rec not in holding:
        # the record that names the step, cited beside the one that dates it
        r = same[0]
        first += f" ({comp.who(r)} of that day: {clean(_holding_sentence(r, needed), 160)} [{comp.cite(r)}])"
    lines = [comp.line(r, _holding_sentence(r, needed), with_case=comp.multi()) for r in same]
    fix = corrected_next(comp, rec.case_ids[0], iso, last_day) if len(rec.case_ids) == 1 else None
    if fix is not None and fix[0] >= today:  # a later note corrects the date ("changed to 14/8, NOT 10/8")
        new, by, said = fix
        first = (f"{human_date(new)} — corrected {human_date(by.date)}, {comp.who(by)}: {clean(said, 200)} "
                 f"[{comp.cite(by)}] (the date read before: {first})")
    elif len(rec.case_ids) == 1 and not rec.is_order_sheet and iso >= today:
        # a message or note that moves the day the hearing before it had set ("correction: next date is the 3rd, not
        # the 3rd of last month"): that hearing says what the day is for (agent/due_day.py)
        from tareekh.agent.due_day import hearing_before_move

        nexts = comp.ev.events(case_ids=rec.case_ids, kinds=["next_date"])
        return Draft(first + "." + hearing_before_move(comp, nexts, rec, lines), lines)
    return Draft(first + ".", lines)


def _holding_sentence(rec: RecordRef, needed: list[set[str]]) -> str:
    ss = sentences(rec.text)
    best = max(ss, key=lambda s: overlap(needed, _record_stems(rec, s.text), s.text)) if ss else None
    return best.text if best else rec.text


def _clause(text: str, value: str) -> str:
    """The sentence, cut around the value when it is long (the clause that holds the value is kept)."""
    if len(text) <= 300:
        return text
    i = text.find(value)
    if i < 0:
        return clean(text, 300)
    a = max(0, i - 180)
    return ("…" if a else "") + clean(text[a: i + 120], 300)


def quoted_value(comp: Composing) -> Draft | None:
    """The answer to a question that asks a value of a thing, read beside the thing's words; None when the
    question asks none or no record within its anchors holds the thing beside such a value."""
    q = comp.q
    kind = asked_value(q.text)
    if kind is None:
        return None
    if kind == "date" and len(parts(q.text)) == 1 and listed_for_step(comp, _thing(q.text, comp)):
        listed = comp.next_date()  # "<matter> order kab?": the day it is listed for orders (agent/step_listed.py)
        if listed is not None:
            listed.gathered = True  # the matter's listing, as its next date is read: no one line's reading
            return listed
    if kind == "date" and q.kind in ("open", "next_date") and describes_the_case(comp, _thing(q.text, comp)):
        # "<subject> <kind> kab hai?", "<party> HC writ eppo?": every word names the case (its kind, its court's
        # short form), so the when is the case's own next date, not a date beside a note that writes the words
        return None
    if q.kind == "next_date":
        if _NEXT_WORDS.search(q.text) or when_listed(q.text):  # "kyare lagse?" (agent/when_listed.py)
            return None  # the case's own next date: the next-date template's
        if kind == "date" and q.cases:
            forward = _forward(comp)
            if forward is not None:
                return forward
    found: list[Found] = []
    # "Salim jail se bahar aa gaya tha? kab?": a yes/no, then its date — read only from a line that holds all it asks
    # ("notice kab mila aur complaint kab file hui": each part a when, no yes asked — read as any value question)
    each_when = len(parts(q.text)) > 1 and all(re.search(r"\bkab\b|\bwhen\b|\beppudu\b", p, re.I) for p in parts(q.text))
    strict = (q.kind == "yes_no" and not each_when) or bool(_THEN_WHEN.search(q.text))
    if kind == "date" and q.cases and len(parts(q.text)) == 1 and not strict:
        # a date read beside the thing that is later than its record ("call on 17.12.2025"): a step the case was
        # put to, asked of its latest record, not of the best-worded one
        f = find(comp, q.text, kind)
        if (f is None and q.kind in ("open", "next_date")) or (f is not None and f.rec.date and _iso_of(f) > f.rec.date[:10]):
            forward = _forward(comp)
            if forward is not None:
                return forward
    thing_before: list[set[str]] = []
    sums = kind == "amount" and len(parts(q.text)) > 1
    written = set().union(*(stems(r.text) for r in _pool(comp))) if sums else set()
    for part in parts(q.text):
        if sums:
            f, own = _sum_part(comp, part, 1.0 if strict else MIN_SHARE, written, thing_before, found)
            thing_before = own or thing_before
        else:
            f = find(comp, part, asked_value(part) or kind, share=1.0 if strict else MIN_SHARE)
        if f is None and (asked_value(part) or kind) == "date" and len(parts(q.text)) > 1:
            f = _act_on_its_day(comp, part)  # "complaint kab file hui": the day of the message that says it was
        if f is None:
            return None if not found else _draft(comp, found)
        found.append(f)
    return _draft(comp, found) if found else None


def _sum_part(comp: Composing, part: str, share: float, written: set[str], thing_before: list[set[str]],
              found: list[Found]) -> tuple[Found | None, list[set[str]]]:
    """One half of a question asking several sums, and the thing it names (its words some record writes: "gele",
    "pochu", "poyindi", which none does, are how it asks). A half that names no thing ("kitna ITC mila aur kitna
    gaya", "claim evlo, evlo kidaichathu") asks another sum of the thing the half before it named, other than the one
    found for it; a half's verb of paying ("… ane tribunal ma ketla bharya") says which sum it asks (sum_paid.py)."""
    kind = asked_value(part) or "amount"
    own = [g for g in _thing(part, comp) if g & written or any(p.startswith("~") for p in g)]
    halves = len(parts(comp.q.text))
    paid = paid_in_half(part, own, halves) if kind == "amount" else []
    if not own and found and thing_before and kind == "amount":
        whole = _whole_asked(comp, part, thing_before, found[-1])  # "… aur total kitna": the whole of that thing
        if whole is not None:
            return whole, own
        return find(comp, part, kind, share=share, thing=thing_before, other_than=found[-1], paid=paid), own
    return find(comp, part, kind, share=share, thing=own or None, paid=paid), own


def _whole_asked(comp: Composing, part: str, thing: list[set[str]], before: Found) -> Found | None:
    """A half asking the total ("aur total kitna", "ekun kiti") of the thing the half before named: the largest sum
    above the part found, in a record that writes the thing (agent/total_half.py); None when none is written."""
    from tareekh.agent.payments import total_asked

    held = amounts(before.value)
    if not total_asked(part) or not held:
        return None
    whole = whole_of(_pool(comp), thing, held[0].value)
    return Found(whole[0], whole[1], rupees(whole[2]), 1.0) if whole is not None else None


def _act_on_its_day(comp: Composing, part: str) -> Found | None:
    """The earliest note or message (not a document: its own date is when it was written) that says the act
    asked was done, in the past tense, and holds every word of its thing: dated by the day it was written."""
    groups = _thing(part, comp)
    needed = [g for g in groups if not g & VERB_STEMS]
    verbs = [g for g in groups if g & VERB_STEMS and not g <= _AUXILIARY]
    if not needed:  # "complaint kab file hui" in a complaint case: the case's own kind word is the thing
        needed = [{stem(w)} for w in words(part) if w in CASE_HEADS]
    if not needed or not verbs:
        return None
    best: Found | None = None
    for rec in _pool(comp):
        if rec.kind == "document" or not rec.date:
            continue
        for s in sentences(rec.text):
            st = _record_stems(rec, s.text)
            if all(overlap([g], st, s.text) for g in needed) and any(overlap([g], st, s.text) for g in verbs) \
                    and not _NOT_DONE.search(s.text) and (best is None or rec.date < best.rec.date):
                best = Found(rec, s.text, human_date(rec.date), 0.0)
    return best


def _iso_of(f: Found) -> str:
    """The ISO date of a date value found in its sentence ('' when none)."""
    isos = [iso for _, _, iso in iso_dates(f.sentence, f.rec.date) if human_date(iso) == f.value]
    return isos[0] if isos else ""


def _draft(comp: Composing, found: Sequence[Found]) -> Draft:
    from tareekh.agent.draft import Draft

    bits = []
    for f in found:
        bits.append(f"{f.value} — {human_date(f.rec.date) if f.rec.date else 'undated'}, {comp.who(f.rec)}: "
                    f"{_clause(f.sentence, f.value)} [{comp.cite(f.rec)}].")
    return Draft(" ".join(bits), [comp.line(f.rec, f.sentence, with_case=comp.multi()) for f in found])


def forward_in_latest(comp: Composing, cid: str, since: str) -> tuple[str, RecordRef, str] | None:
    """A date the case's latest record (after `since`, up to today) puts it to, when no next date was read out of it
    at ingest ("313 ke liye 22 Jan"): (ISO date, record, sentence)."""
    recs = [r for r in comp.records([cid]) if r.date and since < r.date[:10] <= comp.today
            and r.kind in ("hearing",) and cid in r.case_ids]
    if not recs:
        return None
    last_day = max(r.date[:10] for r in recs if r.date)
    best: tuple[int, str, RecordRef, str] | None = None
    for rec in sorted((r for r in recs if r.date and r.date[:10] == last_day), key=lambda r: not r.is_order_sheet):
        ss = sentences(rec.text)
        wrong = called_wrong(rec.text, rec.date)  # a day the record calls wrong is no day it puts the matter to
        for k, s in enumerate(ss):
            for _, _, iso in iso_dates(s.text, rec.date):
                if iso <= last_day or iso in wrong:
                    continue
                rank = (2 if _FORWARD.search(s.text) else 1) + (1 if k == len(ss) - 1 else 0)
                if best is None or rank > best[0]:
                    best = (rank, iso, rec, s.text)
    return (best[1], best[2], best[3]) if best else None
