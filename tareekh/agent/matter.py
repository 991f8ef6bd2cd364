"""The facts of a matter a status asks for, beside its last and next hearing: what the matter is about, the last
hearings at which work was done, the figures it keeps returning to.

- What it is about: the paper the matter arose from (a dismissal, a demand, a cancelled entry, a statement of
  account) is one of the case's records dated before its first hearing. Of several (a pay slip beside the
  dismissal), it is the one whose words the case's later records keep repeating — the practice's own statistics,
  in whatever language the notes are written — quoted by its subject and its sentences that hold a sum or a date.
- What happened: a last hearing that was not reached, or at which the court did not sit, says nothing of where the
  matter stands; the last hearings at which work was done do (an amount tendered, an affidavit filed, a stand taken).
- The figures: a sum written in two or more of the case's records (the claim, the balance, an offer) is a figure of
  the matter, whatever words stand beside it; a count with its unit written in several records ("62 sov.") too.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from tareekh.agent.digest import _NO_WORK
from tareekh.agent.facts_kept import facts_kept
from tareekh.agent.headings import _TITLE_ALONE, _shouting, is_heading
from tareekh.agent.layout import human_date
from tareekh.agent.origin_paper import _distinct, _first_hearing, origin
from tareekh.agent.question import STOP
from tareekh.events.money import amounts
from tareekh.events.verdict_words import ANY_VERDICT, annulments
from tareekh.events.text import clean, sentences, word_count

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

ABOUT_CHARS = 420
HEARD_CHARS = 240
MAX_HEARD = 2  # the last hearings at which work was done, not already quoted
MAX_FIGURES = 3
MAX_SENTENCES = 4  # of a paper's gist
SENTENCE_CHARS = 200
MAX_PAPERS = 2
# a paper's subject line: "Sub:", "Subject -", "Re:", "विषय" (English and Hindi letters write it so)
_SUBJECT = re.compile(r"^\s*(?:sub(?:ject)?\b\.?\s*[:.-]|re\s*:|विषय)", re.I)
# a heading: a short line in capitals ("ORDER OF DISMISSAL", "SHOW CAUSE NOTICE"); a script without capitals (Devanagari,
# Gujarati, Tamil …) has no line in capitals, so a line of it is no heading by its letters
_HEADING = re.compile(r"^(?=[^A-Z]*[A-Z]{2})[^a-z]{6,60}$")
_DATE = re.compile(r"\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b")
# a day no work was done beyond digest's words: "no business", the presiding officer on leave ("PO leave", "J. on
# leave"), nothing taken up
_IDLE = re.compile(r"\bno\s+business\b|\bnothing\s+(?:happened|done|moved)\b|\bno\s+proceedings?\b|"
                   r"\b(?:p\.?\s?o|judge|j|presiding\s+officer|hon'?ble|sir|madam|ld\.?\s+\w+)\.?\s+(?:is\s+|was\s+|on\s+)*"
                   r"leave\b", re.I)


# a signature ("sd/-", "Sd/-", "(sd)", and the scripts' "sd/-": Hindi, Marathi "सही/-", "ह0", "हस्ताक्षर", Gujarati
# "સહી/-", Punjabi "ਦਸਤਖਤ", Bengali, Assamese "স্বাঃ", Odia "ସ୍ୱାଃ", Urdu "دستخط"), a letterhead in capitals: not what a
# paper says
_SIGNED = re.compile(r"\bsd\s*/|\(sd\)|\bsigned\s+by\b|सही\s*/|(?<![\u0900-\u097F])ह[0०o]\s|हस्ताक्षर|સહી\s*/|"
                     r"ਦਸਤਖ਼?ਤ|স্বাঃ|ସ୍ୱାଃ|دستخط", re.I)


def _echoes(comp: Composing, cid: str, names: set[str], but: int) -> Counter[str]:
    """In how many of the case's other records each word of the case is written (not its names)."""
    seen: Counter[str] = Counter()
    for r in comp.records([cid]):
        if r.entry_id != but and (r.date or "")[:10] <= comp.today:
            seen.update(_distinct(r.text, names))
    return seen


def _gist(text: str, seen: Counter[str], names: set[str], limit: int = ABOUT_CHARS, *, operative: bool = False) -> str:
    """A paper's subject or heading, then its sentences the matter keeps returning to: those whose words the case's
    other records write (the share of its words), a sum or a date counting for more, in the paper's own order (an
    order's directions first)."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    head = [ln for ln in lines if _SUBJECT.match(ln)][:1] or [ln for ln in lines[1:5] if _HEADING.match(ln)
                                                             and len(ln.split()) >= 2][:1]
    from tareekh.agent.paper_facts import _FOUND, MEASURE, _unwrap

    scored = []
    told: dict[int, int] = {}
    all_ = sentences(_unwrap(text))  # a hard-wrapped line runs on: its sentence is whole, not cut at the wrap
    for k, s in enumerate(all_):
        t = re.sub(r"\s+", " ", s.text).strip()
        if len(t.split()) < 5 or any(t in h or h in t for h in head) or _SIGNED.search(t) or _shouting(t):
            continue
        own = _distinct(t, names)
        echo = 4 * sum(1 for w in own if seen[w]) / len(own) if own else 0
        score = echo + 2 * bool(amounts(t) or _PERCENT.search(t)) + bool(_DATE.search(t))
        # a measure ("2.5 ft inside the plot", "within 8 weeks") or a finding stated is a fact of the paper, as a sum is
        score += 2 * bool(MEASURE.search(t) and not amounts(t)) + bool(_FOUND.search(t))
        if operative and (_DIRECTS.search(t) or ANY_VERDICT.search(t) or annulments(t)):
            # (an order's verdict in its own language: "અપીલ મંજૂર", "नोंद रद्द", "தள்ளுபடி", events/verdict_words.py)
            score += 4  # an order's operative part: what it directs
        score += 2 * bool(_SECTION_CITED.search(t))  # the provision a side relies on ("under Section 52A") is the point
        if score:
            # a decision given with its reason ("is rejected, since the membership stood lapsed") is whole: the
            # reason at its end is why the matter arose
            t = facts_kept(t, 2 * SENTENCE_CHARS if operative or _REASONED.search(t) else SENTENCE_CHARS)
            scored.append((score, k, t if t.endswith((".", "…", "!", "?", ":")) else t + "."))
            # a sum or a provision is a fact of the matter however few of its words the notes repeat
            told[k] = sum(1 for w in own if seen[w]) + 3 * bool(amounts(t) or _SECTION_CITED.search(t))
    if max((x[0] for x in scored), default=0) <= 1:
        # a paper none of whose sentences the notes echo, in a script the notes are not written in (an order in
        # Hindi of a matter noted in English), at most a line of its number and date scored: what it says is its
        # first sentence of substance
        scored = _first_said(all_, head) or scored
    chosen = sorted(scored, key=lambda x: (-x[0], x[1]))[:MAX_SENTENCES]
    if any(_REASONED.search(t) for _, _, t in chosen):
        limit += SENTENCE_CHARS  # room for the reason, which the sentence writes last
    # too long for the room: the sentence that tells least of the matter (the fewest of the words its other records
    # write) goes whole, rather than every sentence being cut in the middle
    while len(chosen) > 1 and len(" ".join(head + [t for _, _, t in chosen])) > limit:
        chosen.remove(min(chosen, key=lambda x: (told[x[1]], x[0])))
    said = [t for _, _, t in (chosen if operative else sorted(chosen, key=lambda x: x[1]))]
    return clean(" ".join(head + said), limit)


def _first_said(all_: list, head: list[str]) -> list[tuple[float, int, str]]:
    """The paper's first sentence of eight words or more that is no heading, letterhead or signature, scored 1."""
    for k, s in enumerate(all_):
        t = re.sub(r"\s+", " ", s.text).strip()
        if len(t.split()) >= 8 and not any(t in h or h in t for h in head) and not _SIGNED.search(t) and not _shouting(t):
            # a line of a paper cut where its page wrapped runs on to the mark that ends it ("।", ".")
            for nxt in all_[k + 1:]:
                if t.endswith((".", "!", "?", "।")) or len(t) > 2 * SENTENCE_CHARS:
                    break
                t += " " + re.sub(r"\s+", " ", nxt.text).strip()
            t = clean(t, 2 * SENTENCE_CHARS)
            return [(1, k, t if t.endswith((".", "…", "!", "?", ":", "।")) else t + ".")]
    return []


# a refusal or an ending and the reason given for it, in the words papers write ("rejected, since …", "dismissed
# for want of …", "cancelled on the ground that …", "terminated as …")
_REASONED = re.compile(r"\b(?:reject|refus|dismiss|den(?:y|ie)|cancel|repudiat|disallow|terminat|revok|withh[oe]ld)\w*"
                       r"[\s,;]{1,3}(?:\w+\s+){0,3}?(?:since|because|as|on\s+the\s+grounds?|for\s+want|for\s+non|"
                       r"due\s+to|owing\s+to)\b", re.I)


# a statute's provision cited in a sentence, in the ways Indian papers write it: "Section 52A", "s. 438", "u/s 104",
# "Sec. 13(1)(ia)", "धारा 125", "ধারা 498"
_SECTION_CITED = re.compile(r"\b(?:sections?|secs?\.?|s\.|u/s\.?)\s*\d+[A-Z]?\b|(?:धारा|ধারা|ਧਾਰਾ|કલમ|कलम|பிரிவு|సెక్షన్|ವಿಭಾಗ|വകുപ്പ്)\s*\d+",
                            re.I)


_PERCENT = re.compile(r"\d\s*%|\bper\s*cent\b|\bpercent\b", re.I)


def origin_told(comp: Composing, cid: str) -> frozenset[int]:
    """The entry of the paper the matter arose from when `about` will tell it (empty when it would not): the brief
    quotes that paper's facts as what the matter is about, not its recited history as a step."""
    names = comp._name_stems()
    rec = origin(comp, cid, names)
    if rec is None or not _is_paper(rec) or not _gist(rec.text, _echoes(comp, cid, names, rec.entry_id), names):
        return frozenset()
    return frozenset({rec.entry_id})


def _is_paper(rec: RecordRef) -> bool:
    """A paper, not a hearing's note: a document, or a record headed in capitals as pleadings are ("BEFORE THE
    LABOUR COURT AT …") — a diary note of the first days is a step of the case, told among its steps."""
    head = next((ln.strip() for ln in rec.text.splitlines() if ln.strip()), "")
    letters = [c for c in head if c.isascii() and c.isalpha()]
    return rec.kind == "document" or (len(letters) >= 12 and sum(c.isupper() for c in letters) > 0.8 * len(letters))


def about(comp: Composing, cid: str, skip: set[int]) -> str:
    """' What it is about: 3 Aug 2023 — an official order: ORDER OF DISMISSAL You have remained absent … [n].'"""
    names = comp._name_stems()
    rec = origin(comp, cid, names)
    if rec is None or rec.entry_id in skip:
        return ""
    said = _gist(rec.text, _echoes(comp, cid, names, rec.entry_id), names)
    if not said:
        return ""
    what = f"{_article(rec.doc_kind)} {rec.doc_kind}" if rec.doc_kind else "a paper"
    # the paper is an order that decided the matter below ("… requirement not bona fide. Petition dismissed."): what
    # it decided is told with it when the gist left it out (an appeal is against that outcome)
    ended = _DECIDED_BELOW.search(rec.text)
    if ended and ended.group(0).strip().lower() not in said.lower():
        said = f"{said.rstrip()} … {ended.group(0).strip().rstrip('.')}"
    when = f"{human_date(rec.date)} — {what}" if rec.date else f"{what}, undated"  # a plaint as filed, no date
    return f" What it is about: {when}: {said} [{comp.cite(rec)}]."


# an order's own sentence of its outcome: "Petition dismissed.", "The suit is decreed with costs.", "O.P. allowed."
_DECIDED_BELOW = re.compile(r"(?:^|(?<=[.;:\n]))\s*(?:the\s+)?(?:petition|suit|application|appeal|complaint|claim|"
                            r"o\.?\s?p\.?|original\s+petition|revision)\s+(?:is\s+|stands\s+|be\s+and\s+is\s+(?:hereby\s+)?|"
                            r"is\s+hereby\s+)?(?:dismissed|allowed|decreed|rejected|partly\s+allowed)\b"
                            r"(?:\s+(?:with(?:out)?\s+(?:any\s+)?costs?|for\s+default|for\s+non[-\s]prosecution|in\s+part|"
                            r"accordingly))?\s*(?:\.|\n|$)", re.I)


# the words an order directs by (the courts' English and Hindi)
_DIRECTS = re.compile(r"\b(?:directed|shall|ordered|is\s+quashed|set\s+aside|allowed|dismissed|decreed)\b|"
                      r"निर्देश|आदेशित|निरस्त", re.I)


def decided(comp: Composing, cid: str, skip: set[int]) -> str:
    """' The final order [n]: The respondents are directed to release … with interest at 6% …' — for a case the
    records or the register say is disposed of, the operative part of its final order (what follows from it)."""
    from tareekh.agent.outcomes import ON_APPLICATION, DISPOSING

    card = comp.card(cid)
    stage = (getattr(card.case, "stage", None) or "") if card is not None else ""
    closed = card is not None and (getattr(card.case, "status", None) == "closed"
                                   or re.search(r"\bdispos|\bdismiss|\ballowed\b|\bdecreed|\bquashed", stage, re.I))
    orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"]) if e.outcome in DISPOSING
              and (e.record_date or "")[:10] <= comp.today and not ON_APPLICATION.search(e.text)]
    recs = [r for e in orders if (r := comp.record_of(e.entry_id)) is not None and r.kind != "chat_day"]
    if not recs:
        return ""
    if not closed:
        last = max((e.record_date or "" for e in comp.ev.events(case_ids=[cid], kinds=["next_date"])), default="")
        if not any((e.record_date or "") >= last for e in orders):
            return ""
    # the final order is the matter's last disposing order, not its longest: an order dated before the matter's first
    # hearing is the order below or the entry the matter arose from ("certified", "sanctioned"), told as what it is
    # about; of the last day's records, the fullest (the order itself, beside a note of it)
    first = _first_hearing(comp, cid)
    recs = [r for r in recs if first is None or (r.date or "")[:10] >= first] or recs
    last_day = max((r.date or "")[:10] for r in recs)
    rec = max((r for r in recs if (r.date or "")[:10] == last_day), key=lambda r: len(sentences(r.text)))
    if len(sentences(rec.text)) < 3:
        return ""
    names = comp._name_stems()
    said = _gist(rec.text, _echoes(comp, cid, names, rec.entry_id), names, 2 * ABOUT_CHARS, operative=True)
    return f" The final order [{comp.cite(rec)}]: {said}" + ("" if said.endswith((".", "…")) else ".") if said else ""


def papers_between(comp: Composing, cid: str, skip: set[int]) -> str:
    """' Papers on record: 25 Jun 2026 — an expert's report: … [n].' — the case's documents since its first hearing,
    newest first, each by the sentences the matter keeps returning to."""
    first = _first_hearing(comp, cid)
    if first is None:
        return ""
    docs = sorted((r for r in comp.records([cid]) if r.kind == "document" and r.date and first <= r.date[:10]
                   <= comp.today and r.entry_id not in skip), key=lambda r: (r.date or "", r.entry_id), reverse=True)
    names = comp._name_stems()
    told = []
    for rec in docs[:MAX_PAPERS]:
        said = _gist(rec.text, _echoes(comp, cid, names, rec.entry_id), names)
        if said:
            what = f"{_article(rec.doc_kind)} {rec.doc_kind}" if rec.doc_kind else "a paper"
            told.append(f"{human_date(rec.date)} — {what}: {said} [{comp.cite(rec)}]")
    return " Papers on record: " + "; ".join(told) + "." if told else ""


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _hearing_days(comp: Composing, cid: str) -> dict[str, list[RecordRef]]:
    days: dict[str, list[RecordRef]] = {}
    for r in comp.records([cid]):
        if r.kind == "hearing" and r.date and r.date[:10] <= comp.today:
            days.setdefault(r.date[:10], []).append(r)
    return days


def worked(comp: Composing, cid: str, skip: set[int], said: str = "") -> str:
    """' Where it stands: 14 Oct 2026 — our arguments contd …[n]; 16 Sep 2026 — …' — the latest hearings at which
    work was done (no record of the day says it went unheard) whose records the answer has not quoted, a note of the
    lawyer's before the order sheet. When fewer such hearings remain, a record the answer cites for one part of it
    (a side's request for time, a step) fills the room, if what was done that day is not yet said (an order's
    finding beside the adjournment it grants); the last hearing's records, quoted whole below the answer, never."""
    days = _hearing_days(comp, cid)
    first = _first_hearing(comp, cid)
    fresh: list[tuple[str, RecordRef]] = []
    retold: list[tuple[str, RecordRef]] = []
    for n, day in enumerate(sorted(days, reverse=True)):
        recs = days[day]
        if first is not None and day < first:
            break  # the papers the matter arose from: told as what it is about
        if any(_NO_WORK.search(r.text) or _IDLE.search(r.text) for r in recs):
            continue
        rec = min(recs, key=lambda r: (r.is_order_sheet, -len(r.text)))
        cited = [r for r in recs if r.entry_id in skip]
        if not cited:
            fresh.append((day, rec))
            if len(fresh) == MAX_HEARD:
                break
        elif n and said and not any(_told_already(heard_gist(r), said) for r in cited):
            retold.append((day, rec))
    chosen = sorted(fresh + retold[:MAX_HEARD - len(fresh)], key=lambda x: x[0], reverse=True)
    known = _case_words(comp, cid)
    told = [f"{human_date(day)} — {heard_gist(rec, known)} [{comp.cite(rec)}]" for day, rec in chosen]
    return " Last hearings where work was done: " + "; ".join(told) + "." if told else ""


def _case_words(comp: Composing, cid: str) -> set[str]:
    """The stems of the words the registry names the case by: its number, title, short name, parties, court, and its
    judge's name, post and court — the words a note's head line is made of."""
    from tareekh.agent.lexicon import stems

    card = comp.card(cid)
    if card is None:
        return set()
    c = card.case
    out: set[str] = set()
    texts: list[str | None] = [c.number, c.short_name, c.title, c.court]
    texts += [p.name for p in c.parties]
    if card.judge is not None:
        texts += [card.judge.name, card.judge.short, card.judge.court]
    for t in texts:
        if isinstance(t, str):
            out |= stems(t)
    return out


# a note's head line: a date ("05.03.2030", "8/1/2030", "16/7"), the words "v.", "vs", "versus", "no.", "of" that join a
# cause title, and a short form ("Dy.", "Ct.", "Sr.") beside the words the registry names the case by
_HEAD_DATE = re.compile(r"\b\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\b")
_HEAD_JOINS = frozenset("v vs versus no of and anr ors others the in before".split())
HEAD_SHORT = 3  # letters of a short form a head line writes ("Dy", "Ct", "Sr")


def without_note_head(text: str, known: set[str]) -> str:
    """A diary note without its head line ("05.03.2030 - <No.> (<A> v. <B>) - <court>"), when every word of that line
    is a date, a case number, a word the registry names the case by or a short form, and the note goes on below it:
    the answer names the day and the matter already, and the room is for what was done."""
    from tareekh.agent.lexicon import stem

    lines = text.strip().splitlines()
    if len(lines) < 2 or not known:
        return text
    head = lines[0]
    words_ = re.findall(r"[^\W\d_]+", _HEAD_DATE.sub(" ", head))
    if not words_ or not (_HEAD_DATE.search(head) or re.search(r"\d", head)):
        return text
    if all(w.lower() in _HEAD_JOINS or stem(w.lower()) in known or len(w) <= HEAD_SHORT and w[:1].isupper()
           for w in words_) and sum(stem(w.lower()) in known for w in words_) >= 2:
        return "\n".join(lines[1:]).strip() or text
    return text


TOLD_SHARE = 0.5  # of a gist's words the answer already writes, for the gist to count as told


def _told_already(gist: str, said: str) -> bool:
    """The answer `said` already writes most of the gist's words (of four letters or more, any script)."""
    want = {w for w in re.findall(r"\w{4,}", gist.lower()) if not w.isdigit()}
    have = set(re.findall(r"\w{4,}", said.lower()))
    return not want or len(want & have) >= TOLD_SHARE * len(want)


def heard_gist(rec: RecordRef, known: set[str] | None = None) -> str:
    """What a hearing's record says was done: a note from its head; an order headed as orders are (the court's name
    in capitals, the cause title, CORAM) by its sentences that state the matter's facts — a sum (the award, the
    deposit, an offer), a provision, a date, a direction, what it held — sums first, in the order's own order, not by
    its heading and the mode of sitting, which would fill the room."""
    if not _is_paper(rec) and not _headed(rec.text):
        return clean(without_note_head(rec.text, known or set()), HEARD_CHARS)
    from tareekh.agent.paper_facts import _unwrap

    scored = []
    body = []
    for k, s in enumerate(sentences(_unwrap(rec.text))):
        t = facts_kept(s.text, SENTENCE_CHARS)
        if _SIGNED.search(t) or _shouting(t) or _HEADING.match(t) or is_heading(t):
            continue
        body.append(t)
        sums = bool(amounts(t))
        # ("Order No. 04 ORDER 21.07.2026": a heading's words, no sentence; "R2 offered Rs. 4,50,000/-." is one)
        if word_count(t) < (2 if sums else 5):  # (words of any script: a Hindi order's too)
            continue
        score = 3 * sums + 2 * bool(_SECTION_CITED.search(t)) + bool(_DATE.search(t)) \
            + bool(_DIRECTS.search(t)) + 2 * bool(_HELD.search(t))
        if score:
            scored.append((score, k, t))
    chosen: list[tuple[int, int, str]] = []
    for item in sorted(scored, key=lambda x: (-x[0], x[1])):
        if not chosen or len(" ".join(t for _, _, t in chosen + [item])) <= HEARD_CHARS:
            chosen.append(item)
    # an order none of whose sentences states such a fact: its body, not its heading
    said = " ".join(t if t.endswith((".", "…", "!", "?", "।")) else t + "." for _, _, t in sorted(chosen, key=lambda x: x[1]))
    return said.rstrip(".") or clean(" ".join(body) or rec.text, HEARD_CHARS)


# what an order held or decided, as orders across Indian courts write it in English: a finding ("is held to be",
# "we hold", "is proved", "not proved") or an outcome (allowed, dismissed, rejected, quashed, set aside, granted)
_HELD = re.compile(r"\b(?:is|are|was|were|stands?)\s+(?:hereby\s+)?(?:held|found|proved|not\s+proved)\b|\bhold\s+that\b|"
                   r"\b(?:allowed|dismissed|rejected|quashed|set\s+aside|granted|decreed)\b", re.I)


def _headed(text: str) -> bool:
    """A record that opens as an order or a paper does: its first line the court's name or a cause title in
    capitals, or a line of heading (CORAM, "In the court of …", a case's number alone) — not a diary note's head."""
    first = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    # (a cause title alone is no mark: a diary note heads its day "<date> - <court> - A v. B" too)
    return len(first) >= 40 and bool(_OPENS_IN_CAPITALS.match(first)) or bool(first) and is_heading(first) \
        and not _TITLE_ALONE.search(first)


# a line that opens with the court's name in capitals: "LABOUR COURT (I), …", "THE MOTOR ACCIDENTS CLAIMS TRIBUNAL"
_OPENS_IN_CAPITALS = re.compile(r"(?:[A-Z][A-Z.&'-]{2,}[,:]?\s+){2,}")


# a count and its unit: "62 sov.", "62 sovereigns", "3 acres" — the unit's first letters tell one unit
_COUNTED = re.compile(r"(?<![\d.,/-])(\d{1,6})\s*([^\W\d_]{2,})", re.U)


# a share in property, as the notes write it: "1/5 share", "1/3rd hissa", "1/4 ভাগ" — the fraction before the
# languages' word for a share (share, hissa, bhag, ansh, vata, pangu, bhagam, paalu, ohari and their scripts)
SHARE = re.compile(r"(?<![\d/.])(\d{1,2})\s*/\s*(\d{1,2})(?:st|nd|rd|th)?\s+(?:undivided\s+)?"
                   r"(?:shares?\b|hiss?a\w*|bhaa?g\w*|ansh\w*|vaa?ta\b|pangu\b|paalu\b|ohari\b|"
                   r"हिस्स\w*|भाग|अंश|वाटा|অংশ|ভাগ|ହିସ୍ସା|ଅଂଶ|பங்கு|భాగం|ವಾಲು|ಪಾಲು|ഓഹരി|ભાગ|હિસ્સ\w*|ਹਿੱਸ\w*)", re.I)


def figures(comp: Composing, cid: str, said: str) -> str:
    """' Figures in your notes: Rs. 3,00,000 — … [n]; 62 sov. — … [n].' — the sums (and counts with a unit) that
    two or more of the case's records write, largest first, not already in the answer `said`."""
    recs = sorted((r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today),
                  key=lambda r: (r.date or "", r.entry_id))
    held: dict[object, list[tuple[RecordRef, str, str]]] = {}
    for r in recs:
        seen: set[object] = set()
        for s in sentences(r.text):
            spans = []
            for a in amounts(s.text):
                spans.append((("rs", round(a.value)), a.text, a.start, a.end))
            for m in _COUNTED.finditer(s.text):
                if any(a <= m.start() < b for _, _, a, b in spans):
                    continue
                unit = m.group(2).lower()
                if len(unit) < 3 or unit in STOP:
                    continue
                spans.append((("n", m.group(1), unit[:3]), m.group(0), m.start(), m.end()))
            for m in SHARE.finditer(s.text):
                spans.append((("share", f"{int(m.group(1))}/{int(m.group(2))}"), m.group(0), m.start(), m.end()))
            for key, text, _, _ in spans:
                if key in seen:
                    continue
                seen.add(key)
                held.setdefault(key, []).append((r, text, s.text))
    found = []
    shares: list[tuple[RecordRef, str]] = []  # a share claimed ("1/5 share"): what a partition is about, told first
    said_sums = {round(a.value) for a in amounts(said)}
    said_counts = {(m.group(1), m.group(2).lower()[:3]) for m in _COUNTED.finditer(said)}
    for key, hits in held.items():
        if len({h[0].entry_id for h in hits}) < (2 if key[0] in ("rs", "share") else 3):
            continue
        if key[0] == "share":  # as a note of the case writes it, before a chat's word of it
            rec, text, sentence = ([h for h in hits if h[0].kind != "chat_day"] or hits)[-1]
            if key[1] not in said:
                shares.append((rec, sentence))
            continue
        value = key[1] if key[0] == "rs" else int(key[1])
        if key[0] == "n" and (value < 2 or value > 100000):
            continue
        if key[0] == "rs" and value < 1000:
            continue
        rec, text, sentence = hits[-1]
        if (value in said_sums) if key[0] == "rs" else ((key[1], key[2]) in said_counts):
            continue  # already stated
        found.append((key[0] == "rs", value, rec, sentence))
    if not found and not shares:
        return ""
    found.sort(key=lambda f: (f[0], f[1]), reverse=True)
    parts = [f"{clean(sentence, 160)} ({human_date(rec.date)}) [{comp.cite(rec)}]"
             for rec, sentence in shares[:1]]
    parts += [f"{clean(sentence, 160)} ({human_date(rec.date)}) [{comp.cite(rec)}]"
              for _, _, rec, sentence in found[:MAX_FIGURES]]
    return " Figures your notes return to: " + "; ".join(parts) + "."


MAX_PROCEEDINGS = 2
LIST_OF_MATTERS = 3  # other case numbers a record names, from which it is a list of matters (a cause list)
PROCEEDING_CHARS = 200


def _serial_year(number: str) -> tuple[int, ...]:
    """A case number's serial and year ("WP 103256/25" -> (103256, 2025)); () when it writes fewer than two."""
    from tareekh.registry.numbers import digit_groups

    groups = digit_groups(number)[:2]
    if len(groups) < 2:
        return ()
    return (groups[0], groups[1] + 2000 if groups[1] < 50 else groups[1] + 1900 if groups[1] < 100 else groups[1])


def other_proceedings(comp: Composing, cid: str, said: str) -> str:
    """' Other proceedings your notes name: O.S. 56/2026 — R5 has filed O.S. 56/2026 before the civil judge for
    declaration (4 Jun 2026) [n].' — the case numbers the matter's records write that are not its own (a suit the
    other side filed, the FIR, the case below, an appeal against it), each by the sentence that first names it, the
    latest two; an application in the matter itself (an I.A.) is a step of it, not another proceeding, and a matter
    the registry holds is told as its own; a number the answer `said` already writes is left out ('' when none)."""
    from tareekh.registry.numbers import find_numbers, is_interlocutory, normalise_number

    card = comp.card(cid)
    own = normalise_number(getattr(getattr(card, "case", None), "number", None) or "") if card is not None else None
    # another matter of the practice a note names (a day's diary page lists several) is that matter, told on its own
    registered = {normalise_number(c.number or "") for c in comp.registry.list_cases()}
    recs = sorted((r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today),
                  key=lambda r: (r.date or "", r.entry_id))
    # ("PLA Case No. 63 of 2026" is "PLA 63 of 2026", however its type is written: its serial and year)
    mine = _serial_year(getattr(getattr(card, "case", None), "number", None) or "")
    first: dict[str, tuple[RecordRef, str, str]] = {}
    for rec in recs:
        if rec.doc_kind == "cause list" or len({k for k, _, _ in find_numbers(rec.text)} - {own}) >= LIST_OF_MATTERS:
            continue  # a cause list (ingest/lists.py), a day's diary of several matters: no connection of this one
        for s in sentences(rec.text):
            for key, written, _ in find_numbers(s.text):
                if key == own or key in first or key in registered or key.startswith("CNR/") or is_interlocutory(key) \
                        or (mine and _serial_year(written) == mine):
                    continue
                first[key] = (rec, written, s.text)
    low = said.lower()
    told = [(rec, written, sentence) for key, (rec, written, sentence) in first.items()
            if written.lower() not in low and key.split("/", 1)[-1] not in low]
    if not told:
        return ""
    told = told[-MAX_PROCEEDINGS:]
    return " Other proceedings your notes name: " + "; ".join(
        f"{written} — {clean(sentence, PROCEEDING_CHARS)} ({human_date(rec.date)}) [{comp.cite(rec)}]"
        for rec, written, sentence in told) + "."


def status_facts(comp: Composing, cid: str, skip: set[int], said: str) -> str:
    """What a status adds to the last and next hearing: what the matter is about, the last hearings at which work
    was done, the figures it returns to."""
    out = decided(comp, cid, skip) + about(comp, cid, skip)
    out += worked(comp, cid, skip, said + out)
    out += papers_between(comp, cid, skip | comp._cited_entries(out))
    out += figures(comp, cid, said + out)
    out += other_proceedings(comp, cid, said + out)  # the other side's suit, the FIR, the case below
    from tareekh.agent.paper_facts import reference_numbers

    return out + reference_numbers(comp, cid, said + out)  # a filing's diary or receipt number (agent/paper_facts.py)
