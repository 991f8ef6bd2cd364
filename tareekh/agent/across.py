"""Questions that span matters or hearings rather than one record.

- A bare word typed in court ("compromise?", "amendment IA?"): the matters listed that day whose notes hold it, else
  every matter whose notes hold it, newest first — each named by number and short name, with its dates cited.
- A counsel's adjournments for a quoted reason ("X ne 'witness bahar hai' bolke kitni baar time liya?"):
  the quote is the lawyer's paraphrase; the hearings whose notes name the counsel, record time sought and hold the
  quote's words that the notes use at all, counted and listed by case.
- The matters a party is in ("in how many of our matters is X a party?"): the registry's titles and parties, and the
  notes that name them.
- A case's first hearing ("what happened at the first hearing?"): its earliest hearing record, quoted whole (the
  note of a first listing often says how the client took it).
- Why our side sought time in a month ("why did we seek time in March?"): our adjournments in that month, each
  with its reason.
- How the client took what was counted or asked: a note's sentence about the client's feeling, said after the
  answer's first sentence (`with_reaction`).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import TYPE_CHECKING

from tareekh.agent.costs_cut import amount_of, one_per_order
from tareekh.agent.costs_orders import costs_ordered, known_by_payment
from tareekh.agent.closest import in_period
from tareekh.agent.draft import count_phrase, number_word
from tareekh.agent.half_read import coming_date
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import IMPOSED, STATUS_WORDS, latin_phrase_in, stem, stems, words
from tareekh.agent.question import STOP
from tareekh.agent.question import without_dates
from tareekh.agent.tally import FRAMING, _by_matter, _holds, _registered, anchor_stems, asks_matters, present, thing_of
from tareekh.agent.periods import which_matters_asked  # "kon kon case", "yaava yaava case"
from tareekh.events.money import rupees
from tareekh.events.text import Sentence, clean, sentences
from tareekh.events.costs_words import COSTS as COSTS_WORDS

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef
    from tareekh.agent.question import Question

MAX_MATTERS = 6
QUOTE_CHARS = 240
REST_CHARS = 420  # a bare word's quote with the rest of its note after it (see _with_before)
_SECTION_ASKED = re.compile(r"^\s*(?:s|sec|section|u/s|dhara)\.?\s*(\d+[a-z]?)\s*\??\s*$", re.I)
# "I.A.", "O.S.", "P.W.": letters with dots are the abbreviation typed without them ("IA", "OS", "PW")
_DOTTED = re.compile(r"\b((?:[A-Za-z]\.){2,})")


def undotted(text: str) -> str:
    """'moved an I.A. for amendment' -> 'moved an IA for amendment'."""
    return _DOTTED.sub(lambda m: m.group(1).replace(".", "") + " ", text)


def _text_stems(text: str) -> set[str]:
    return stems(undotted(text))


def _without_name(comp: Composing, rec: RecordRef) -> str:
    """The record's text less its case's own short name: 'New Dawn suit' says nothing new."""
    text = rec.text
    for cid in rec.case_ids[:1]:
        card = comp.card(cid)
        short = getattr(getattr(card, "case", None), "short_name", "") if card is not None else ""
        if short:
            text = re.sub(re.escape(short), lambda m: " " * len(m.group(0)), text, flags=re.I)  # spans kept
    return text


# -- a bare word typed in court ---------------------------------------------------------------------------------

def bare_words(comp: Composing, *, named: bool = False) -> list[str]:
    """The content words of a bare question ("amendment IA?" -> amendment, ia); none when the question is more than
    a few words or names a judge, counsel or witness, or a case (unless `named`: a word of it read as a case's
    name)."""
    q = comp.q
    if (q.cases and not named) or q.judges or q.counsel or q.witness or q.unknown_case:
        return []
    section = _SECTION_ASKED.match(q.text)
    if section:
        return [f"s.{section.group(1).lower()}"]  # "S.7?": the section, not any 7
    typed = words(undotted(q.text))
    if not typed or len(typed) > 4:
        return []
    # a short word typed in capitals ("TI", "PV") is an abbreviation of a thing, though the same letters in small
    # ones are a particle of some language ("ti")
    capitals = {t.lower() for t in re.findall(r"(?<![\w.])[A-Z]{2,4}(?![\w.])", q.text)}
    # "status quo", "status quo ante": the order's own name, not the word that asks where a matter stands
    kept = {"status"} if any(a == "status" and b in ("quo", "qo") for a, b in zip(typed, typed[1:])) else set()
    own = [w for w in typed if (w not in STOP or w in capitals or w in kept) and (len(w) >= 2 or w.isdigit())]  # "DW-1": the 1 too
    return own if 1 <= len(own) <= 3 else []


# a rate stated as a figure ("@ 18%", "12 per cent", "9% p.a.", "18 takka", "प्रतिशत"), and the word "rate" as the
# Indian languages say it (Hindi, Urdu, Marathi, Nepali "dar"; Bengali, Assamese "har"; Gujarati "dar"; Tamil, Telugu,
# Kannada, Malayalam write the English "rate")
_PERCENT = re.compile(r"\d\s*%|\d\s*(?:per\s*cent|percent|pc\b|p\.\s?c\.)|\bp\.\s?a\.|\bper\s+annum\b|"
                      r"\d\s*(?:pratishat|takka|tokka|shatamanam|shatamaana|shatamanam)\b|प्रतिशत|টকা\s*হাৰ|শতাংশ|ટકા|"
                      r"ਪ੍ਰਤੀਸ਼ਤ|ପ୍ରତିଶତ|சதவீத|శాతం|ಶೇಕಡಾ|ശതമാന", re.I)
_RATE_STEMS = {stem(w) for w in ("rate", "rates", "dar", "har")}


def _bare_hits(comp: Composing, cases: list[str] | None, want: list[str], *, synonyms: bool = False
               ) -> dict[str, list[tuple[RecordRef, str]]]:
    """Per matter, the records (oldest first) with a sentence holding every word asked, up to today (`synonyms`:
    each word by any of its synonyms)."""
    wanted = [stem(w) for w in want]
    if synonyms:
        return _synonym_hits(comp, cases, want)
    section = re.compile(rf"\b(?:s|sec|section|u/s|dhara)\.?\s*{re.escape(want[0][2:])}\b", re.I) \
        if len(want) == 1 and want[0].startswith("s.") else None

    def holds(sentence: str) -> bool:
        if section:
            return bool(section.search(sentence))
        have = _text_stems(sentence)
        if _PERCENT.search(sentence):
            have = have | _RATE_STEMS  # "rate?" — "interest @ 12 % per annum": the figure is the rate asked
        if all(w in have for w in wanted):
            return True
        typed = words(sentence)
        return all(w in have or any(shorthand(t, asked) for t in typed) for w, asked in zip(wanted, want))

    out: dict[str, list[tuple[RecordRef, str]]] = {}
    for r in sorted(comp.records(cases), key=lambda x: (x.date or "", x.entry_id)):
        if not r.case_ids or not r.date or r.date > comp.today:
            continue
        parts = sentences(_without_name(comp, r))
        for i, s in enumerate(parts):
            if holds(s.text):
                out.setdefault(r.case_ids[0], []).append((r, _with_before(r.text, parts, i, rest=True)))
                break
    if set(wanted) & _RATE_STEMS:
        # a rate asked: the line that states one as a figure is the one to quote (the latest of each matter's lines
        # is quoted), not a later line that only names the rate ("at what rate?")
        out = {cid: sorted(found, key=lambda f: bool(_PERCENT.search(f[1]))) for cid, found in out.items()}
    if not out and not section and not synonyms:
        # "NBW?" where the notes write it another way ("non-bailable warrant", an order sheet's "अधिपत्र"): the
        # word's synonyms, each word by any of them (agent/lexicon.py)
        return _bare_hits(comp, cases, want, synonyms=True)
    return out


def _synonym_hits(comp: Composing, cases: list[str] | None, want: list[str]) -> dict[str, list[tuple[RecordRef, str]]]:
    from tareekh.agent.lexicon import expand

    groups = [{s for s in expand(w) if not s.startswith("~")} | {stem(w)} for w in want]
    if all(len(g) <= 1 for g in groups):
        return {}
    out: dict[str, list[tuple[RecordRef, str]]] = {}
    for r in sorted(comp.records(cases), key=lambda x: (x.date or "", x.entry_id)):
        if not r.case_ids or not r.date or r.date > comp.today:
            continue
        parts = sentences(_without_name(comp, r))
        for i, s in enumerate(parts):
            have = _text_stems(s.text)
            if all(g & have for g in groups):
                out.setdefault(r.case_ids[0], []).append((r, _with_before(r.text, parts, i, rest=True)))
                break
    return out


def shorthand(token: str, word: str) -> bool:
    """Whether a note's token is the word written short, as notes do ("affdvt", "jdgmt", "adjd"): the word's first
    and last letters, its letters in order, at least four of them and most of its consonants."""
    if len(token) < 4 or len(token) >= len(word) or token[0] != word[0] or token[-1] != word[-1]:
        return False
    rest = iter(word)
    if not all(ch in rest for ch in token):
        return False
    consonants = [c for c in word if c not in "aeiou"]
    return sum(1 for c in token if c not in "aeiou") * 3 >= len(consonants) * 2


def _with_before(text: str, parts: list[Sentence], i: int, *, rest: bool = False) -> str:
    """Sentence i with up to two sentences before it, which often say who or which hearing ("X absent again. The
    court refused more time"), and the one after, as far as the quote stays short (`rest`: every one after that
    fits — a bare word answered from a short note shows how that hearing ended, "last chance", "ND …")."""
    end = parts[i].end
    start = next((parts[j].start for j in range(max(0, i - 2), i + 1) if end - parts[j].start <= QUOTE_CHARS),
                 parts[i].start)
    for k in range(i + 1, len(parts) if rest else min(i + 2, len(parts))):
        if parts[k].end - start > (REST_CHARS if rest else QUOTE_CHARS):
            break
        end = parts[k].end  # and the one after, when it fits: what became of it ("…; admits the entry")
    # a quote that begins inside a list ("Rs. 1,00,000 by 30.06;" after "… Rs. 3,50,000 as follows: …;") begins at
    # the list's head instead: the total and what the items are of, which the items alone do not say
    j = next((k for k in range(len(parts)) if parts[k].start == start), None)
    if j is not None:
        head = j
        while head > 0 and parts[head - 1].text.rstrip().endswith((";", ":")) and end - parts[head - 1].start <= 2 * QUOTE_CHARS:
            head -= 1
        if head < j and head > 0 and ":" in parts[head - 1].text and end - parts[head - 1].start <= 2 * QUOTE_CHARS:
            head -= 1  # the head sentence itself, which ends with the first item ("… as follows: Rs. 50,000 paid;")
        start = parts[head].start
    return text[start:end]


def _matters_phrase(comp: Composing, hits: dict[str, list[tuple[RecordRef, str]]]) -> str:
    parts = []
    for cid, found in hits.items():
        days = ", ".join(dict.fromkeys(human_date(r.date) for r, _ in found[-3:]))
        nums = sorted({comp.cite(r) for r, _ in found[-3:]})
        # the matter's coming date: what the lawyer does about the thing next (agent/half_read.py)
        parts.append(f"{comp.label(cid)} ({days}) [{', '.join(map(str, nums))}]{coming_date(comp, cid)}")
    return "; ".join(parts)


def listed_first(comp: Composing, listed: list[str]) -> str | None:
    """'Of the matters listed today, two have it in your notes: …' — the listed matters whose notes hold the bare
    question's words, each named with its two latest records quoted; None when none does."""
    want = bare_words(comp)
    hits = _bare_hits(comp, listed, want) if want else {}
    return _listed_sentence(comp, want, hits) if hits else None


def _listed_sentence(comp: Composing, want: list[str], hits: dict[str, list[tuple[RecordRef, str]]]) -> str:
    n = len(hits)
    what = " ".join(w.upper() if w.startswith("s.") else w for w in want)
    # the two latest records of each (a listed matter's thing is often set out once and then only referred to)
    said = "; ".join(f"{comp.label(cid)}{_listing_today(comp, cid)}, " + " … ".join(
        f"{human_date(r.date)}: {clean(text, REST_CHARS)} [{comp.cite(r)}]" for r, text in found[-2:])
        + _own_note_of_day(comp, cid, found[-1][0]) for cid, found in hits.items())
    have = "have" if n != 1 else "has"
    return f"Of the matters listed today, {number_word(n).lower()} {have} {what} in your notes: {said}."


def _listing_today(comp: Composing, cid: str) -> str:
    """' (listed 14 Feb 2030 (today), for defendant's evidence [n])' — what the matter is listed for today or
    tomorrow, which a bare word typed on the day asks first and no line holding the word may say; '' otherwise."""
    nxt, _ = comp._next_for(cid, name=False)
    m = re.search(r"(\d{1,2} \w{3} \d{4} \((?:today|tomorrow)\)[^\[\]]*\[[\d, ]+\])", nxt)
    return f" (listed {m.group(1)})" if m else ""


def _own_note_of_day(comp: Composing, cid: str, rec: RecordRef) -> str:
    """When the latest record is the order sheet (the stage the court set), the lawyer's own note of that hearing
    says what to do about it: ' (your note that day: …)'."""
    if not rec.is_order_sheet:
        return ""
    same_day = [r for r in comp.records([cid]) if r.date == rec.date and r.kind == "hearing" and not r.is_order_sheet]
    if not same_day:
        return ""
    note = min(same_day, key=lambda r: r.entry_id)
    return f" (your note that day: {clean(note.text, 160)} [{comp.cite(note)}])"


def bare_matters(comp: Composing) -> Draft | None:
    """A bare question: the matters listed today whose notes hold its words; else every matter whose notes hold
    them, the most recent first (at most MAX_MATTERS), each named with its dates; then the latest line of each."""
    from tareekh.agent.draft import Draft

    want = bare_words(comp)
    if not want:
        return None
    listed_on = getattr(comp, "_listed_on", None)
    listed = listed_on(comp.today) if listed_on is not None else []
    hits = _bare_hits(comp, listed, want) if listed else {}
    if hits:
        lines = [comp.line(r, text, with_case=True) for found in hits.values() for r, text in found[-2:]]
        return Draft(_listed_sentence(comp, want, hits), lines)
    hits = _bare_hits(comp, None, want)
    if not hits:
        # "IA order date?": no line holds the abbreviation beside the kind's word ("TI granted", "NBW issued"): the
        # abbreviation typed in capitals is the thing asked, the rest says what of it
        capitals = [w for w in want if re.search(rf"(?<![\w.]){re.escape(w.upper())}(?![\w.])", comp.q.text)]
        if capitals and len(capitals) < len(want):
            hits = _bare_hits(comp, None, capitals)
            if hits:
                # read from the records that hold the abbreviation, not from the question's other words: gathered
                draft = _bare_draft(comp, [w.upper() for w in capitals], hits)
                said = " ".join(capitals).capitalize()
                if draft.first.startswith(said):
                    draft.first = said.upper() + draft.first[len(said):]  # "TI is in your notes …", as typed
                draft.gathered = True
                return draft
    return _bare_draft(comp, want, hits) if hits else None


def misread_bare(comp: Composing) -> Draft | None:
    """'new IA?' where 'new' is also a word of a case's name: when that case's notes (less its name) do not hold
    the words and other matters' notes do, the words are the notes' phrase, not the case's name."""
    q = comp.q
    if not q.cases:
        return None
    want = bare_words(comp, named=True)
    typed = {w for ws in q.case_words.values() for w in ws}
    if not want or not [w for w in want if w not in typed]:
        return None  # "Mehta?": the case's name alone is asking about the case
    rest = [w for w in want if w not in typed]
    if _bare_hits(comp, list(q.cases), rest):
        return None  # "Mehta WS?": the case's own notes hold the rest of it, so the case is what is asked about
    hits = _bare_hits(comp, None, want)
    if not hits or any(c in hits for c in q.cases):
        return None
    return _bare_draft(comp, want, hits)


def _bare_draft(comp: Composing, want: list[str], hits: dict[str, list[tuple[RecordRef, str]]]) -> Draft:
    from tareekh.agent.draft import Draft

    newest = sorted(hits.items(), key=lambda kv: kv[1][-1][0].date or "", reverse=True)[:MAX_MATTERS]
    chosen = dict(newest)
    n = len(chosen)
    more = f" (the {n} most recent of {len(hits)})" if len(hits) > n else ""
    first = (f"{' '.join(want).capitalize()} is in your notes in {number_word(n).lower()} "
             f"matter{'s' if n != 1 else ''}{more}: {_matters_phrase(comp, chosen)}.")
    lines = [comp.line(found[-1][0], found[-1][1], with_case=True) for found in chosen.values()]
    if {stem(w) for w in want} & _RATE_STEMS:
        # "rate of interest?": the figure itself, said first (the line that states it is each matter's latest quoted)
        stated = []
        for found in chosen.values():
            r, text = found[-1]
            clause = next((c for c in re.split(r"[;,]\s+|\s+[-–—]\s+", text) if _PERCENT.search(c)), "")
            m = _PERCENT.search(clause)
            if m is not None:
                if len(clause) > 120:  # a long line: from the word a few words before the figure
                    begin = clause.rfind(" ", 0, max(0, m.start() - 30)) + 1
                    clause = clause[begin:]
                stated.append(f"{clean(clause, 120).strip(' .…')} ({human_date(r.date)}) [{comp.cite(r)}]")
        if stated:
            first = f"The rate your notes state: {'; '.join(stated)}. {first}"
    return Draft(first, lines)


# -- a counsel's adjournments for a quoted reason ---------------------------------------------------------------

_QUOTE = re.compile(r"['‘\"“]([^'’\"”]{3,120})['’\"”]")
_SOUGHT = re.compile(r"\bsought\s+time\b|\bseeks?\s+time\b|\bseeking\s+time\b|\btime\s+(?:sought|taken|prayed)\b|"
                     r"\badjourn\w*|\bwants?\s+time\b|\bprays?\s+for\s+time\b|\btime\s+(?:liya|li|maang\w*)\b", re.I)
_HOW_MANY = re.compile(r"\bhow\s+many\b|\bhow\s+often\b|\bkitn[ei]\b|\benni\b|\bevevi\b|\be\s+e\b|\bwhich\b|"
                       r"\bkin\s+(?:kin\s+)?cases\b", re.I)


def quoted_reason(comp: Composing) -> Draft | None:
    """The hearings where the question's counsel sought time for the reason it quotes, counted and listed by case."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.ways import counsel_words

    q = comp.q
    m = _QUOTE.search(q.text)
    if not q.counsel or m is None or not _HOW_MANY.search(q.text):
        return None
    names = counsel_words(comp)
    if not names:
        return None
    quoted = [w for w in words(undotted(m.group(1))) if w not in STOP and w not in FRAMING and len(w) >= 2]
    records = [r for r in comp.records(None) if r.case_ids and r.date and r.date <= comp.today and in_period(r, q)]
    seen: set[str] = set()
    for r in records:
        seen |= _text_stems(_without_name(comp, r))
    want = [stem(w) for w in quoted if stem(w) in seen]  # the quote's words in the lawyer's own language go
    if not want or (len(quoted) >= 3 and len(want) < 2):
        return None  # one common word left of a longer reason says too little to count by
    found: dict[tuple[str, str], RecordRef] = {}
    for r in sorted(records, key=lambda x: (x.date or "", x.entry_id)):
        text = _without_name(comp, r)
        have = _text_stems(text) | initialled(text, quoted)
        if names & have and all(w in have for w in want) and _SOUGHT.search(text):
            found.setdefault((r.case_ids[0], r.date or ""), r)
    # "4th time the other side's counsel busy elsewhere": a later note that numbers the occasion says how many there were, though
    # the earlier ones were noted in words the time-sought reader does not hold
    told: tuple[int, RecordRef, str] | None = None
    for r in records:
        text = _without_name(comp, r)
        have = _text_stems(text) | initialled(text, quoted)
        if names & have and all(w in have for w in want):
            nth = stated_times(text)
            if nth and (told is None or nth[0] > told[0]):
                told = (nth[0], r, nth[1])
    if not found and told is None:
        return None
    if told is not None and told[0] > len(found):
        found.setdefault((told[1].case_ids[0], told[1].date or ""), told[1])
    by_case: dict[str, list[RecordRef]] = {}
    for (cid, _), r in found.items():
        by_case.setdefault(cid, []).append(r)
    parts = []
    for cid, recs in by_case.items():
        days = ", ".join(human_date(r.date) for r in recs)
        parts.append(f"{comp.label(cid)} ({days}) [{', '.join(str(comp.cite(r)) for r in recs)}]")
    who = _counsel_name(comp)
    n, k = len(found), len(by_case)
    said = ""
    if told is not None and told[0] > n:
        n = told[0]
        said = f" — your record of {human_date(told[1].date)} calls it the {told[2]} [{comp.cite(told[1])}]"
    first = (f"{count_phrase(n)} by {who} for '{clean(m.group(1), 80)}', in {number_word(k).lower()} "
             f"case{'s' if k != 1 else ''}: " + "; ".join(parts) + said + ".")
    lines = [comp.line(r, _sentence_with(r, names), with_case=True) for r in found.values()]
    return Draft(first, lines)


# "3rd time", "third time", "teesri baar", "tisri dafa", "tisri vaar": the occasion a note numbers
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "pehli": 1, "doosri": 2,
             "dusri": 2, "teesri": 3, "tisri": 3, "tijo": 3, "tisra": 3, "chauthi": 4, "chothi": 4, "panchvi": 5}
_TIMES_STATED = re.compile(r"\b(\d)(?:st|nd|rd|th)\s+(?:time|occasion|adjournment|chance)\b|"
                           r"\b(" + "|".join(_ORDINALS) + r")\s+(?:time|occasion|adjournment|chance|baar|bar|dafa|vaar|vari)\b",
                           re.I)


def stated_times(text: str) -> tuple[int, str] | None:
    """(the number, as written) of the highest "Nth time" a text writes; None when it writes none."""
    best = None
    for m in _TIMES_STATED.finditer(text):
        n = int(m.group(1)) if m.group(1) else _ORDINALS[m.group(2).lower()]
        if 1 < n <= 9 and (best is None or n > best[0]):
            best = (n, m.group(0))
    return best


def initialled(text: str, asked: list[str]) -> set[str]:
    """Stems of the asked words a note writes as their initials ("HC" for "high court", "DJ" for "district
    judge"): two to four words in a row whose first letters, in capitals, stand as a word of the note."""
    out: set[str] = set()
    for i in range(len(asked)):
        for j in range(2, 5):
            run = asked[i:i + j]
            if len(run) == j and re.search(rf"\b{''.join(w[0] for w in run).upper()}\b", text):
                out |= {stem(w) for w in run}
    return out


def _counsel_name(comp: Composing) -> str:
    try:
        return str(comp.registry.get_counsel(comp.q.counsel[0]).name)
    except Exception:  # noqa: BLE001 - a person the registry no longer has is named by role
        return "their counsel"


def _sentence_with(rec: RecordRef, names: set[str]) -> str:
    for s in sentences(rec.text):
        if names & stems(s.text):
            return rec.text[s.start:]
    return rec.text


# -- what a counsel's papers or doings were like, case by case --------------------------------------------------

# words of seeking time: a counsel's adjournments are the count's and the pattern's (compose.py), not this
_TIME_WORDS = frozenset(stem(w) for w in "time adjournment adjourn adjourned sought seek vaayida vayida mohlat".split())


def counsel_things(comp: Composing) -> Draft | None:
    """'What were the counters X filed like, in which cases?': the sentences naming the counsel and the thing, one
    record per case, each quoted on with the sentences after it (what the note says of it follows the words)."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.ways import counsel_words

    q = comp.q
    if not q.counsel or q.cases or q.kind not in ("pattern", "open", "said") or _QUOTE.search(q.text) \
            or _HOW_MANY_TIMES.search(q.text):
        return None
    names = counsel_words(comp)
    if not names:
        return None
    own = set()
    for pid in q.counsel:
        try:
            name = comp.registry.get_counsel(pid).name
            own |= stems(name) | stems(undotted(name))  # "K.L." of the name typed is "kl" of the question, no thing
            # the initials of the post a registry writes after the name ("GP" of "…, Government Pleader", "APP" of
            # "…, Assistant Public Prosecutor"): the question's "GP" names the person, no thing
            post = [w for w in words(undotted(name.split(",", 1)[1])) if w.isalpha()] if "," in name else []
            if len(post) >= 2:
                own.add(stem("".join(w[0] for w in post)))
        except Exception:  # noqa: BLE001 - a person the registry no longer has names nothing
            continue
    asked = [stem(w) for w in words(undotted(q.text)) if w not in STOP and w not in FRAMING and len(w) >= 2
             and stem(w) not in own]
    records = [r for r in comp.records(None) if r.case_ids and r.date and r.date <= comp.today and not r.is_order_sheet]
    naming = [r for r in records if names & stems(r.text)]
    seen: set[str] = set()
    for r in naming:
        seen |= _text_stems(r.text)
    want = [w for w in dict.fromkeys(asked) if w in seen]
    if not want or set(want) & _TIME_WORDS:
        return None
    found: dict[str, tuple[RecordRef, str]] = {}
    for r in sorted(naming, key=lambda x: (x.date or "", x.entry_id)):
        parts = sentences(r.text)
        for i, sn in enumerate(parts):
            st = _text_stems(sn.text)
            if names & st and all(w in st for w in want):
                found.setdefault(r.case_ids[0], (r, _with_after(r.text, parts, i)))
                break
    if len(found) < 2:
        return None  # one matter is the case's own question, answered from its notes
    who = _counsel_name(comp)
    parts_ = [f"{comp.label(cid)}, {human_date(r.date)}: {clean(text, QUOTE_CHARS)} [{comp.cite(r)}]"
              for cid, (r, text) in found.items()]
    first = f"{who}, in {number_word(len(found)).lower()} matters: " + "; ".join(parts_) + "."
    return Draft(first, [])


_HOW_MANY_TIMES = re.compile(r"\bhow\s+many\b|\bhow\s+often\b|\bkitn[ei]\s+(?:baar|bar|dafa|martaba)\b|\benni\s+sar",
                             re.I)


_TIMES = re.compile(r"\bhow\s+often\b|\bhow\s+many\s+times\b|\bkitn[ei]\s+(?:baar|bar|dafa|martaba)\b|\benni\s+sa(?:a)?r",
                    re.I)


def times_first(text: str, n: int, head: str) -> str:
    """'kitni baar hurja laga': a count asked in times is answered in times first ("Once — one order of costs")."""
    return f"{count_phrase(n)} — {head[0].lower()}{head[1:]}" if _TIMES.search(text) else head


def plural(what: str, n: int) -> str:
    """'order of costs' counted: the head noun takes the plural ("orders of costs"), not the whole phrase."""
    if n == 1:
        return what
    head, sep, rest = what.partition(" of ")
    return f"{head}s{sep}{rest}"


def costs_total(target: str, occasions: list) -> str:
    """Orders of costs counted: their amounts added (" Rs. 5,000 in all."), when two or more name an amount."""
    found = [o[0].amount for o in occasions if target == "costs" and o[0].amount]
    return f" {rupees(sum(found))} in all." if len(found) >= 2 else ""


def _with_after(text: str, parts: list[Sentence], i: int) -> str:
    """Sentence i and up to two after it, as far as the quote stays short."""
    start = parts[i].start
    end = next((parts[j].end for j in range(min(len(parts) - 1, i + 2), i - 1, -1)
                if parts[j].end - start <= QUOTE_CHARS), parts[i].end)
    return text[start:end]


# -- the matters a party is in --------------------------------------------------------------------------------

_PARTY = re.compile(r"\bpart(?:y|ies)\b|\binvolved\b|\bpaksh\w*|\bpakshkar\w*|\bconnected\b|\bassociated\b|"
                    r"\bjud[aei]\b|\bjud[aei]\s+(?:hua|hui|hue|hai|hain)\b", re.I)
# "kaun kaun se matter", "which matter(s)", "e e matters": the matters asked for, singular or plural
# (and the other languages' "which": kon/kun (Bengali, Assamese, Gujarati, Nepali), endha/entha (Tamil), yaava
# (Kannada), ethu (Malayalam), kou (Odia), kehde/kihde (Punjabi), each maybe doubled as "which ones")
_WHICH_MATTERS = re.compile(r"\b(?:kaun\s+(?:kaun\s+)?se|kaun(?:sa|se|si)(?:\s+kaun(?:sa|se|si))?|kin(?:\s+kin)?|which|e\s+e|evevi|"
                            r"(?:kon|kun|endha|entha|yaava|yava|ethu|ethokke|ethellam|kou|kehde|kihde)(?:\s+(?:kon|kun|endha|yaava|ethu|kou|kehde))?)\s+"
                            r"(?:matters?|cases?|mamle|mamlon|mukadm\w*)\b", re.I)
WHICH_MATTERS = _WHICH_MATTERS  # "which matters", "kaunse cases", "ethokke case": the matters themselves are asked
# … and "which" written after the word for a case, as the Dravidian languages put it ("<thing> ulla case ethokke",
# "<thing> case edhu", "<thing> case lu evi", "<thing> case yaavu"): Malayalam ethokke/ethellam/ethu/eva, Tamil
# edhu/ethu/evai/endha, Telugu evi/yevi/edi, Kannada yaavu/yavuvu/yaavdu
WHICH_MATTERS_AFTER = re.compile(r"\b(?:matters?|cases?|case\s?lu|mamle|mukadm\w*)\s+(?:ethokke|ethellam|ethu|eva|edhu|"
                                 r"evai|endha|evi|yevi|edi|yaavu|yavuvu|yaavdu)\b", re.I)


def party_matters(comp: Composing) -> Draft | None:
    """'In how many of my matters is X a party?': the registry's cases whose title or parties name X, and those
    whose notes name X, counted and named."""
    q = comp.q
    if not (asks_matters(q.text) or _WHICH_MATTERS.search(q.text)) or not _PARTY.search(q.text) or q.counsel \
            or q.judges:
        return None
    typed = list(dict.fromkeys(w for ws in q.case_words.values() for w in ws)) or words(q.person or "") \
        or [w for w in words(q.text) if w in STATUS_WORDS]
    # a status typed as the party ("NRI") is met by what the notes write of it ("settled in Canada")
    groups = [{stem(w)} | {stem(a) for a in IMPOSED.get(w, ())} for w in typed if len(w) >= 3 and w not in STOP]
    if not groups:
        return None
    found: dict[tuple[str, str], list[tuple[RecordRef, str]]] = {}
    for r in sorted(comp.records(None), key=lambda x: (x.date or "", x.entry_id)):
        if not r.case_ids or not r.date or r.date > comp.today:
            continue
        for s in sentences(r.text):
            st = stems(s.text)
            if all(g & st for g in groups):
                found.setdefault((r.case_ids[0], r.date), []).append((r, s.text))
                break
    registered = _registered(comp, groups)
    if not found and not registered:
        return None
    return _by_matter(comp, found, registered)


# -- the matters whose notes state a thing ---------------------------------------------------------------------

# Hindi and Urdu words for a court's decision, as notes in English write it
_DECISION = frozenset("faisla faisle nirnay judgment judgement order decision verdict".split())


def thing_matters(comp: Composing) -> Draft | None:
    """'Kin cases mein faisla sunaya gaya?', 'which cases had the order reserved?': the matters whose notes state
    the thing (a decision word read as any of them), each with its dates. Left to the count when the question
    asks how many (agent/tally.py reads those)."""
    q = comp.q
    if q.cases or q.counsel or q.judges or asks_matters(q.text) or not _WHICH_MATTERS.search(q.text):
        return None
    records = [r for r in comp.records(None) if r.case_ids and r.date and r.date <= comp.today]
    thing = thing_of(without_dates(q.text, q.today), anchor_stems(comp))
    decision = {stem(w) for w in _DECISION}
    thing.groups = [g | decision if g & decision else g for g in thing.groups]
    named = _alternatives_named(q.text, thing)  # "arbitration / conciliation / mediation": any one of them
    thing = present(thing, records)
    if not thing or (thing.either and not named) or not thing.either and len(thing.groups) < 2 and not thing.quote \
            and not named and not latin_phrase_in(q.text):
        return None  # one word alone names too much to list matters by (a Latin phrase, "ex parte", is two)
    found: dict[tuple[str, str], list[tuple[RecordRef, str]]] = {}
    for r in sorted(records, key=lambda x: (x.date or "", x.entry_id)):
        parts = sentences(r.text)
        for i, sn in enumerate(parts):
            if _holds(thing, sn.text):
                found.setdefault((r.case_ids[0], r.date or ""), []).append((r, _with_before(r.text, parts, i)))
                break
    return _by_matter(comp, found) if found else None


# "arbitration / conciliation / mediation", "compromise or withdrawal": things a question names as alternatives, by a
# slash or a word for "or" (not a comma, which also joins a question's clauses)
_OR_JOINED = re.compile(r"\s/\s|\s+(?:or|ya|athava|athvaa?|kimba|ba|leda|allenkil|alladre|illa\s+endral|athaba)\s+", re.I)


def _alternatives_named(text: str, thing) -> bool:
    """The question lists two or more things, any of which is asked ("which matters tried mediation / settlement /
    lok adalat?"), each a word of the law or a thing some record holds: each alternative is matched on its own."""
    return bool(_OR_JOINED.search(text)) and len(thing.either) >= 2 and all(a.groups or a.quote for a in thing.either)


# -- a case's first hearing -----------------------------------------------------------------------------------

_FIRST_HEARING = re.compile(r"\bfirst\s+(?:hearing|date|listing|day|peshi)\b|\bpehl[ai]\s+(?:sunwai|taree?kh|tarikh|"
                            r"date|peshi|hearing)\b|\bmodati\s+(?:hearing|vaayida|vayida|date)\b", re.I)


def first_hearing(comp: Composing) -> Draft | None:
    """The case's earliest hearing record, quoted whole, and the other records of that day."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if len(q.cases) != 1 or not _FIRST_HEARING.search(q.text):
        return None
    cid = q.cases[0]
    recs = [r for r in comp.records([cid]) if r.kind == "hearing" and r.date and r.date <= comp.today]
    recs = _heard(comp, cid, recs)
    if not recs:
        return None
    day = min(r.date or "" for r in recs)
    that_day = sorted((r for r in recs if r.date == day), key=lambda r: (r.is_order_sheet, r.entry_id))
    rec = that_day[0]
    # the notes may begin after the case did: the first hearing they record, said as such
    first = (f"The first hearing in your notes in {comp.label(cid)} was on {human_date(day)} — {comp.who(rec)}: "
             f"{clean(rec.text, 360)} [{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, with_case=False) for r in that_day[1:3]])


def _heard(comp: Composing, cid: str, recs: list[RecordRef]) -> list[RecordRef]:
    """The records that show the case was heard that day: one the event rules read something from (a next date, an
    order, a remark, an adjournment …). A report or letter typed among the notes (a patwari's report of the damage,
    a notice) is filed as a note of the day it was typed, yet no hearing was held and nothing in it is read as one.
    With no such record, the records as they are."""
    held = {e.entry_id for e in comp.ev.events(case_ids=[cid])}
    return [r for r in recs if r.entry_id in held] or recs


# -- why our side sought time in a month ------------------------------------------------------------------------

_WHY = re.compile(r"\bwhy\b|\benduku\b|\bkyo[nu]?\b|\bkyun\b|\bkis\s+liye\b|\breason\b|\bwajah\b|\bkaaran\b", re.I)
# seeking time, not any time ("why did we take so much time to file"): "sought time", "time enduku teesukunnaru",
# "adjourned"
_TIME = re.compile(r"\b(?:seek|seeks|sought|ask|asked|take|took|taken|get|got)\s+(?:an?\s+|more\s+)?"
                   r"(?:time|adjournment)\b|"
                   r"\btime\s+(?:\w+\s+){0,2}?(?:adig\w*|maang\w*|mang\w*|liya|li|lee|liye|teesk\w*|teesuk\w*|sought|"
                   r"taken|asked|prayed)\b|\badjourn\w*|\bmohlat\b|\bvaayida\b", re.I)
_EVER = re.compile(r"\bever\b|\bkabhi\b|\bkabhie\b|\beppudaina\b|\bepudaina\b|\beppudu\s*ayina\b", re.I)
_WE = re.compile(r"\bwe\b|\bour\s+side\b|\bhumne\b|\bhamne\b|\bhum\s+(?:ne|log)\b|\bmanam\b|\bmemu\b|\bmana\s+side\b",
                 re.I)
_MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
# the short forms that are not also words of Hinglish ("jan", "mar") or English ("may")
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items()) if m[:3] not in ("jan", "mar", "may")})
_MONTHS.update({"sept": 9})


def _month_asked(text: str, today: date) -> tuple[str, str] | None:
    """'in March' -> the latest March up to today, as (first day, last day) ISO."""
    for w in words(text):
        if w in _MONTHS and w != "may":  # "may" is a word before it is a month
            month = _MONTHS[w]
            year = today.year if month <= today.month else today.year - 1
            return f"{year:04d}-{month:02d}-01", f"{year:04d}-{month:02d}-31"
    return None


def time_why(comp: Composing) -> Draft | None:
    """'Why did we seek time in March?', 'why did X seek time?', 'did we ever seek time?': the adjournments of that
    side (or counsel) in the case, in the month or period asked, each with its date and reason."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.ways import counsel_words

    q = comp.q
    ever = bool(_EVER.search(q.text))
    if not q.cases or not (_WHY.search(q.text) or ever) or not _TIME.search(q.text):
        return None
    side = "ours" if _WE.search(q.text) else "other" if q.counsel else None
    if side is None:
        return None
    names = counsel_words(comp) if side == "other" else set()
    span = _month_asked(q.text, q.today)
    events = [e for e in comp.ev.events(case_ids=q.cases, kinds=["adjournment"])
              if getattr(e, "sought_by", "") == side and (e.record_date or "") <= comp.today and comp._in_period(e)
              and (span is None or span[0] <= (e.record_date or "") <= span[1])]
    found = [(e, rec) for e in events if (rec := comp.record_of(e.entry_id)) is not None]
    found.sort(key=lambda x: (x[0].record_date or "", x[1].is_order_sheet, x[0].entry_id or 0))  # a note first
    parts, lines, days = [], [], set()
    for e, rec in found:
        key = (e.record_date, e.case_ids[0] if e.case_ids else "")
        if key in days:
            continue
        if names and not (names & stems(rec.text)) and not _counsel_of_record(comp, key[1]):
            continue  # another counsel of the other side, not the one asked about
        days.add(key)
        reason = getattr(e, "reason", None) or _after(rec.text, e.end)
        parts.append(f"on {human_date(e.record_date)}{': ' + clean(reason, 160) if reason else ''} [{comp.cite(rec)}]")
        lines.append(comp.line(rec, with_case=len(q.cases) > 1))
    where = comp.label(q.cases[0]) if len(q.cases) == 1 else "your cases"
    who = "We" if side == "ours" else _counsel_name(comp)
    if not parts:
        if ever and not _WHY.search(q.text) and len(q.cases) == 1:
            # "did we ever seek time?" with none on record: a no, not the nearest line that holds a "never"
            by = "our side" if side == "ours" else who
            return Draft(f"No: your notes record no adjournment sought by {by} in {where}.")
        return None
    head = f"Yes, {count_phrase(len(parts)).lower()}. " if ever and not _WHY.search(q.text) else ""
    return Draft(f"{head}{who} sought time in {where} " + "; ".join(parts) + ".", lines)


def _counsel_of_record(comp: Composing, cid: str) -> bool:
    card = comp.card(cid) if cid else None
    case = getattr(card, "case", None)
    return bool(case is not None and getattr(case, "counsel_id", None) in comp.q.counsel)


def _after(text: str, end: int) -> str:
    rest = text[end:].lstrip(" -–—:,")
    return sentences(rest)[0].text if rest.strip() and sentences(rest) else ""


# -- two matters heard on the same day -------------------------------------------------------------------------

_SAME_DAY = re.compile(r"\bek\s+hi\s+(?:din|date|tareekh|tarikh|taareekh)\b|\bsame\s+(?:day|date)s?\b|\boke\s+roju\b|"
                       r"\bokate\s+roju\b|\bsaath\s+(?:saath\s+)?lag\w*|\bokesari\b|"
                       # "one day" in the Indian languages' words, any case ending on it: Hindi/Urdu/Bengali/Odia
                       # "ek din(e)", "eka dina"; Marathi "ekach divashi"; Gujarati "ekaj divase"; Punjabi "ikko din";
                       # Tamil "ore naal"; Telugu "oke roju"; Kannada "ondhe dina"; Malayalam "ore divasam"
                       r"\b(?:ek|eka|ekach|ekaj|ekai|ik|ikk?o|ore|oru|oke|okate|ondhe|onde|ondu)\s+(?:din|dina|dine|"
                       r"dinei|dinaa?|divas\w*|dibas\w*|naal\w*|roju\w*|tareekh\w*|tarikh\w*|date)\b", re.I)
# which two of all the matters: "which two matters", "kon duto", "kaun se do", "ethu rendu"
_WHICH_TWO = re.compile(r"\b(?:which|what|kaun|kon|kaunse|konse|kis|ki|ethu|edi|yaava|kehde)\w*\s+(?:\w+\s+)?"
                        r"(?:two|do|duto|dui|don|be|rendu|randu|eradu|rend|dono)\b|\bmatters\b|\bcases\b", re.I)


def same_day_asked(text: str) -> bool:
    """The question asks which matters fall on one day ("ek dine", "ore naal", "same day"): hearing days shared, not
    a forum's list of matters."""
    return bool(_SAME_DAY.search(text))


def _hearing_days(comp: Composing, cid: str, others: list[RecordRef] | None = None) -> dict[str, RecordRef]:
    """The matter's hearing days and a record of each; with `others`, also the days of another matter's notes that
    name this one by its number (one note of a day that heard both)."""
    mine: dict[str, RecordRef] = {}
    for r in sorted(comp.records([cid]), key=lambda x: (x.is_order_sheet, x.entry_id)):
        if r.kind == "hearing" and r.date and r.date <= comp.today and cid in r.case_ids:
            mine.setdefault(r.date, r)
    pat = _number_named(comp, cid) if others else None
    for r in others or []:
        if pat is not None and cid not in r.case_ids and r.date and r.date <= comp.today and pat.search(r.text):
            mine.setdefault(r.date, r)
    return mine


def _number_named(comp: Composing, cid: str) -> re.Pattern[str] | None:
    """The case's number as a note writes it in passing ("Crl.A(J) 27", "CRP 58"): its kind's first letters, then
    its number."""
    card = comp.card(cid)
    number = getattr(getattr(card, "case", None), "number", None) or ""
    m = re.match(r"\s*([A-Za-z]{2,})\W.*?\b(\d{1,6})\b", number)
    return re.compile(rf"\b{re.escape(m.group(1))}[^\d\n]{{0,12}}\b{m.group(2)}\b", re.I) if m else None


def _pair_most_shared(comp: Composing, court: str | None) -> list[str]:
    """The two matters that share the most hearing days (at least two): what "which two matters keep falling on the
    same day?" asks, when it names neither. A note of one day that names another matter by its number heard that
    matter too; a court named ("HC te") keeps the matters of that court."""
    recs = [r for r in comp.records(None) if r.kind == "hearing" and r.date and r.date <= comp.today]
    ids = sorted({c for r in recs for c in r.case_ids})
    if court:
        ids = [c for c in ids if court in (getattr(getattr(comp.card(c), "case", None), "court", "") or "").lower()]
    days = {cid: set(_hearing_days(comp, cid, recs)) for cid in ids}
    best: tuple[int, list[str]] = (1, [])
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            n = len(days[a] & days[b])
            if n > best[0]:
                best = (n, [a, b])
    return best[1]


def same_day(comp: Composing) -> Draft | None:
    """'How many times were X and Y listed on the same day?': the hearing days the matters share, counted and each
    cited from every matter's record of it."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.question import NameIndex, tokens

    q = comp.q
    asked = f"{q.typed or ''} {q.text}"  # as typed too: the reader's gloss may turn "one day" into other words
    if not _SAME_DAY.search(asked):
        return None
    cases = list(q.cases)
    if len(cases) < 2:
        # a weaker name beside a stronger one ("Mehta aur Sharma Textiles") is still a matter named
        try:
            matches = NameIndex(comp.registry).match(tokens(q.text))
        except Exception:  # noqa: BLE001 - no registry, only the question's own cases
            matches = []
        for named, typed, _ in matches:
            if len(named.cases) == 1 and named.cases[0] not in cases and any(len(w) >= 4 for w in typed):
                cases.append(named.cases[0])
    others: list[RecordRef] = []
    if len(cases) < 2 and _WHICH_TWO.search(asked):
        # "which two matters keep falling on one day?": the pair the days say (of the High Court, when it is named)
        court = "high court" if re.search(r"\b(?:hc|high\s+court|hai\s*kort|haikort)\b", asked, re.I) else None
        cases = _pair_most_shared(comp, court)
        others = [r for r in comp.records(None) if r.kind == "hearing"]
    if len(cases) != 2:
        return None
    days = [_hearing_days(comp, cid, others) for cid in cases]
    shared = sorted(set(days[0]) & set(days[1]))
    both = f"{comp.label(cases[0])} and {comp.label(cases[1])}"
    if not shared:
        return Draft(f"None: your notes record no day on which {both} were both heard.")
    parts = [f"{human_date(d)} [{comp.cite(days[0][d])}, {comp.cite(days[1][d])}]" for d in shared]
    n = len(shared)
    first = f"{count_phrase(n)}: {both} were both heard on " + "; ".join(parts) + "."
    return Draft(first, [comp.line(days[0][d], with_case=True) for d in shared[-3:]])


# -- witnesses counted by their letters --------------------------------------------------------------------------

_LETTERS = re.compile(r"\b(?:how\s+many|kitne|kitni|enni|enthamandi|number\s+of)\s+(?:\w+\s+)?(PW|DW|CW)s?\b", re.I)


def witness_letters(comp: Composing) -> Draft | None:
    """'Kitne PW ho gaye?', 'how many DWs so far?': the case's distinct witnesses of that letter, each with the day
    first recorded (the letters say the side; no word of the notes does)."""
    q = comp.q
    m = _LETTERS.search(q.text)
    count_witnesses = getattr(comp, "_count_witnesses", None)
    if m is None or not q.cases or count_witnesses is None:
        return None
    letter = m.group(1).upper()
    events = [e for e in comp.ev.events(case_ids=q.cases, kinds=["witness"])
              if (getattr(e, "witness", None) or "").upper().startswith(letter) and (e.record_date or "") <= comp.today]
    # a witness is examined on the days a stage is written ("cross", "chief"); a mention before ("DW-1 affidavit
    # not ready") is not the day
    staged = {(e.witness or "").upper() for e in events if getattr(e, "stage", None)}
    events = [e for e in events if getattr(e, "stage", None) or (e.witness or "").upper() not in staged]
    return count_witnesses(events, q.cases) if events else None


# -- how the client took it -------------------------------------------------------------------------------------

_FEELING = re.compile(r"\b(?:not\s+happy|unhappy|happy|upset|angry|annoyed|worried|anxious|disappointed|frustrated|"
                      r"relieved|satisfied|dissatisfied|pleased|displeased|furious|tense|naraz|naaraz|khush|pareshan|"
                      r"santusht|asantusht)\b", re.I)
# a courtesy word ("madam", "sahab") is as often the judge's: the client is named, or called the client
_CLIENTISH = re.compile(r"\bclients?\b|\bmuvakkil\b|मुवक्किल", re.I)


def reaction_of(comp: Composing, rec: RecordRef) -> str | None:
    """The record's sentence saying how the client took it ("Mehta garu was upset"), if any."""
    names: set[str] = set()
    for cid in rec.case_ids[:1]:
        card = comp.card(cid)
        client = getattr(card, "client", None) if card is not None else None
        names = {stem(w) for w in words(getattr(client, "name", "") or "") if len(w) >= 3 and w not in STOP}
    for s in sentences(rec.text):
        if _FEELING.search(s.text) and (names & stems(s.text) or _CLIENTISH.search(s.text)):
            return s.text
    return None


def with_reaction(comp: Composing, draft: Draft | None) -> Draft | None:
    """The draft with what its cited notes say of the client's feeling, after its first sentence."""
    from tareekh.agent.factbook import CITATION, citation_numbers

    if draft is None or not draft.first or comp.q.kind not in ("count", "last_time", "open", "said") \
            or len(comp.q.cases) != 1:
        return draft  # across matters, one client's feeling is not the answer's
    said: list[str] = []
    seen: set[str] = set()
    for m in CITATION.finditer(draft.first):
        for n in citation_numbers(m.group(1)):
            fact = getattr(comp, "book").get(n)
            entry = fact.metadata.get("entry_id") if fact is not None else None
            rec = comp.record_of(int(entry)) if entry else None
            if rec is None:
                continue
            text = reaction_of(comp, rec)
            if text and clean(text, 160) not in draft.first and clean(text, 160).lower() not in seen:
                seen.add(clean(text, 160).lower())
                said.append(f"{clean(text, 160)} ({human_date(rec.date)}) [{n}]")
    if said:
        draft.first = f"{draft.first} As your notes record the client: " + "; ".join(said[:3]) + "."
    return draft


_WHICH_NUMBER = re.compile(r"\b(?:kaun\s*sa|kaunsa|konsa|kon\s+sa|which\s+number|how\s+many(?:th)?|ennova|enno)\s+"
                           r"(?:adjournment|adjournmnt|date|tareekh|peshi|time|vaayida|vayida)\w*", re.I)
_ORDINAL = re.compile(r"\b(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|pehl[ai]|doosr[ai]|"
                      r"teesr[ai]|chauth[ai]|paanchv[ai])\b\s*(?:\w+\s+){0,2}?(?:adjournment|adjd|adj|time|date|tareekh|"
                      r"mohlat|vaayida)\w*", re.I)


def stated_ordinal(comp: Composing) -> Draft | None:
    """'Which adjournment of theirs was the one on 21 Jan?': the number the notes of that day write ("3rd
    adjournment"), quoted with its record."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.on is None or not _WHICH_NUMBER.search(q.text):
        return None
    for r in sorted(comp.records(q.cases or None), key=lambda x: x.entry_id):
        if (r.date or "")[:10] != q.on.isoformat():
            continue
        for s in sentences(r.text):
            m = _ORDINAL.search(s.text)
            if m:
                return Draft(f"The {m.group(0)}, as your record of {human_date(r.date)} says: "
                             f"{clean(s.text, 200)} [{comp.cite(r)}].")
    return None


_KIS_KIS = re.compile(r"\bkis(?:\s+kis)?\s+(?:matters?|cases?|mamle|mamlon)\b", re.I)
_COSTS_WORD = COSTS_WORDS  # in any Indian language (events/costs_words.py)
_MATTERS_PLURAL = re.compile(r"\b(?:cases|matters)\b", re.I)
# "list the costs", "cost ki suchi", "list piyu": a list asked, no case named, is every matter's (Hindi/Marathi/Odia
# "suchi", Gujarati/Marathi "yaadi", Bengali/Assamese "talika", Tamil "pattiyal", Telugu "jaabita", Kannada "patti",
# Malayalam "pattika", in their scripts too)
_LIST_ASKED = re.compile(r"\blist\b|\bs[ou]o?chi\b|\by[ae]a?di\b|\btaa?lika\b|\bpattiyal\b|\bjaa?bi?th?a\b|\bpattika\b|"
                         r"सूची|यादी|তালিকা|ସୂଚୀ|યાદી|ਸੂਚੀ|பட்டியல்|జాబితా|ಪಟ್ಟಿ|പട്ടിക", re.I)
# "how much in all", "kitna total": the sum is asked (costs_total), not the matters
_TOTAL_ASKED = re.compile(r"\bhow\s+much\b|\bkitn[aie]\b|\btotal\b|\bin\s+all\b|\baltogether\b|\bmila\s*ke\b", re.I)


def costs_matters(comp: Composing) -> Draft | None:
    """'In which matters were costs put on the other side?': every matter whose records hold an order of costs
    (on the side asked, when the question says), each with its amounts and days."""
    from tareekh.agent.draft import Draft

    q = comp.q
    # "which matters", "kis kis case", or the matters named in the plural in words the reader does not know ("eth
    # cases-il", "kone cases-e"): no case named, and the matters themselves are what is asked
    if q.cases or not _COSTS_WORD.search(q.text) or not (_WHICH_MATTERS.search(q.text) or asks_matters(q.text)
                                                          or which_matters_asked(q.text)
                                                          or _KIS_KIS.search(q.text) or _LIST_ASKED.search(q.text)
                                                          or (_MATTERS_PLURAL.search(q.text) and not _TOTAL_ASKED.search(q.text))):
        return None
    since = q.since.isoformat() if q.since else ""
    until = min(q.until.isoformat(), comp.today) if q.until else comp.today
    every = comp.ev.events(case_ids=None, kinds=["costs"])
    # an order of costs known only by its payment ("costs paid by their clerk") is an order (agent/costs_orders.py)
    ordered = [e for e in every if e.status == "imposed"] + [e for e in costs_ordered(every) if known_by_payment(e)]
    by = _costs_by_matter(ordered, q.actor_side, since, until)
    widened = ""
    if not by and this_year_asked(q):
        # "this year" asked with no order yet in it (in its first months, or a quiet half-year): the year of work
        # just behind is meant (the lawyer counts back a year), and the answer says it read the last twelve months
        since = (q.today - timedelta(days=365)).isoformat()
        by = _costs_by_matter(ordered, q.actor_side, since, until)
        widened = f" over the last twelve months (none yet since 1 Jan {q.today.year})"
    if not by:
        return None
    parts, lines = [], []
    for cid, evs in by.items():
        # an order sheet and a note of the same day's costs are one order; a sum cut from its line is read after
        # its sign (agent/costs_cut.py)
        sums = {id(e): amount_of(comp, e) for e in evs}
        kept = one_per_order(evs, lambda e: sums[id(e)])
        each = [f"{rupees(sums[id(e)]) if sums[id(e)] else 'costs'} {'paid ' if e.status == 'paid' else ''}on "
                f"{human_date(e.record_date)}{comp.cites([x for x in evs if (x.record_date or '')[:10] == (e.record_date or '')[:10] and (sums[id(x)] in (None, 0) or sums[id(x)] == sums[id(e)])])}"
                for e in kept]
        total = sum(sums[id(e)] or 0 for e in kept)
        in_all = f"; {rupees(total)} in all" if len([e for e in kept if sums[id(e)]]) > 1 else ""
        parts.append(f"{_named_with_parties(comp, cid)} ({', '.join(each)}{in_all})")
        lines += [ln for e in kept if (ln := comp.event_line(e, with_case=True))]
    who = " on the other side" if q.actor_side == "other" else " on our side" if q.actor_side == "ours" else ""
    n = len(parts)
    return Draft(f"Costs{who} in {number_word(n).lower()} matter{'s' if n != 1 else ''}{widened}: " + "; ".join(parts) + ".",
                 lines[:6])


def _costs_by_matter(ordered: list, side: str | None, since: str, until: str) -> dict[str, list]:
    """The orders of costs of the period, by matter, oldest first."""
    by: dict[str, list] = {}
    for e in sorted(ordered, key=lambda x: x.record_date or ""):
        # a side the notes do not tell ("costs to the plaintiff" unresolved) is kept: only costs known to fall on the other side drop
        # "this year", "in March": only the orders of the period asked
        if e.case_id and (side is None or e.on in (side, "unknown")) \
                and since <= (e.record_date or "")[:10] <= until and e.record_date:
            by.setdefault(e.case_id, []).append(e)
    return by


_YEAR_BEGUN_MONTHS = 3


def this_year_asked(q: "Question") -> bool:
    """The period asked is this year so far ("this year", "is saal", "ee varsha"), in any month."""
    return (q.since is not None and q.until is not None and q.since == q.today.replace(month=1, day=1)
            and q.today <= q.until <= q.today.replace(month=12, day=31))


def year_so_far(q: "Question") -> bool:
    """The period asked is this year so far ("this year", "is saal"), asked in the year's first months."""
    return this_year_asked(q) and q.today.month <= _YEAR_BEGUN_MONTHS


def _named_with_parties(comp: Composing, cid: str) -> str:
    """A matter of a list across matters, with its cause title ("O.S. 7/2024 — Mill shed, Arun vs Bela"): in a
    list the lawyer knows a matter by its parties as often as by its short name."""
    label = comp.label(cid)
    card = comp.card(cid)
    title = (getattr(card.case, "title", "") or "").strip() if card is not None else ""
    return f"{label}, {title}" if title and title.lower() not in label.lower() else label


def spanning_answer(comp: Composing) -> Draft | None:
    """The answer to a question of one of the kinds above that reads across matters or hearings, or None."""
    return (costs_matters(comp) or quoted_reason(comp) or counsel_things(comp) or party_matters(comp) or first_hearing(comp)
            or time_why(comp) or same_day(comp) or thing_matters(comp) or witness_letters(comp)
            or misread_bare(comp) or stated_ordinal(comp))
