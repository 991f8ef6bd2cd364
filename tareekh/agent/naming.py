"""A case named with a word that is not its own: "Nandgaon dacoity trial" when the registry's case is the Nandgaon
firing trial, "Om Shanti property tax writ" when it is the Om Shanti municipal writ. The name's words before its kind
word ("trial", "writ", "suit") that are neither in the case's names nor in any of its records describe another
matter: such a case is not the one asked about (of several cases named alike, the others remain; of one, none).
So does a section of law said as the case's name ("her 498A case") when the case is under other sections that its
registry entry states ("u/s 144 BNSS") and none of its records writes the one asked."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rapidfuzz import fuzz

from tareekh.agent.closest import PROCEEDINGS
from tareekh.agent.court_short_forms import spelt_out
from tareekh.agent.days_asked import time_word
from tareekh.agent.half_known import can_describe
from tareekh.agent.honorifics import WORDS_OF_ADDRESS
from tareekh.agent.lexicon import expand, stem, stems, words
from tareekh.agent.marked import marked_noun, marked_script_word, unread_noun
from tareekh.agent.of_marks import POSSESSIVE_MARKS
from tareekh.agent.question import _CONNECT, _COURTESY, CASE_HEADS, STOP, TELUGU_PAST_VERBS, TOPIC_WORDS
from tareekh.agent.tongues import clause_verb, role
from tareekh.registry.aliases import KIND_WORDS

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

RUN = 4  # words before the kind word that may name the case
# words that tell one of a lawyer's own cases from another without naming what it is about
_PLAIN = frozenset("""first second third fourth new old main other another latest recent pending current big small
civil criminal high district family sessions court bench division senior junior original
pehla pehli doosra doosri dusra dusri naya nayi purana purani pehle doosre dusre purane naye bade chhote agle pichle
pratham dwitiya notun purono puron prothom ditiyo nova navo navi nava navin juna juni june junya purano jooni puranu
navu pazhaya pazhaiya pudhu pudhiya puthiya pazhe pala paata kotha palaya hosa haleya aadya modalu modala rendavadu
against khilaf khilaaf khilap viruddh virudh viruddha virudha biruddhe biruddhare bipokkhe virodhat ethiraga ethire
ethirana virudhamga
vado vadu vadi vala vali valo valu walo walu
vakil vakeel wakil vakkil vakeelu vakilu ukil okil adhivakta advocate counsel lawyer
poora pura poori puri poore pure saara saari sampurn sampurna poorna purna sagla sagle sagli puro puru aakhu akhu
motham mottham muzhu muzhuvan whole entire complete""".split())
# (the last lines: "X ke khilaf complaint", "X viruddh dava": against whom, not another matter; Gujarati "vado",
# "valo": the "wala" a description of the case is strung on; "X vakil": the counsel, not a matter; "X wala pura
# case": the whole of the matter asked, in the languages' words for "whole", not another matter)


# "498A case", "302 wala trial", "138 ki complaint": a section of law said before a kind word
_SECTION_NAMED = re.compile(r"\b(\d{2,3}(?:-?[a-z])?)\s+(?:(?:wal[aei]|val[aei]|ka|ki|ke)\s+)?(?:"
                            + "|".join(sorted(CASE_HEADS)) + r")\b", re.I)
# the sections a registry entry states: "u/s 307, 504, 506 read with 34 IPC", "Section 138 N.I. Act"
_SECTIONS_STATED = re.compile(r"(?:\bu/s|\bunder\s+sections?|\bsections?|\bsecs?\.?|\bss?\.)\s*((?:\d{1,3}(?:-?[a-z])?\b"
                              r"(?:\(\d+\))*(?:\s*(?:,|and|&|/|read\s+with|r/w)\s*)?)+)", re.I)


def _section(token: str) -> str:
    return token.lower().replace("-", "")


def _stated_sections(comp: Composing, cid: str) -> set[str]:
    card = comp.card(cid)
    if card is None:
        return set()
    c = card.case
    text = " ".join(t for t in (c.number, c.title, c.nature, *(c.aliases or [])) if t)
    return {_section(n) for m in _SECTIONS_STATED.finditer(text)
            for n in re.findall(r"\d{1,3}(?:-?[a-z]\b)?", m.group(1), re.I)}


def other_section(comp: Composing) -> str | None:
    """The name as typed when it calls the case by a section of law the case is not under ("her 498A case"
    of a maintenance case u/s 144): the registry states the case's sections, and neither they, the case's own
    names nor any of its records hold the one asked. The question's cases are narrowed to those that fit."""
    q = comp.q
    if not q.cases or q.all_cases:
        return None
    asked = list(_SECTION_NAMED.finditer(q.text))
    if not asked:
        return None
    fits = []
    for cid in q.cases:
        stated = _stated_sections(comp, cid)
        own = _own(comp, cid)
        held = {_section(w) for r in comp.records([cid]) for w in re.findall(r"\b\d{1,3}-?[a-z]?\b", r.text, re.I)}
        if not stated or all(_section(m.group(1)) in stated | own | held for m in asked):
            fits.append(cid)
    if len(fits) == len(q.cases):
        return None
    if fits:
        q.cases = fits
        q.case_words = {c: w for c, w in q.case_words.items() if c in fits}
        return None
    m = asked[0]
    # from the first word naming the case, when it stands a few words before ("Meena ke dahej wale 498A case")
    start = m.start()
    named = {w for ws in q.case_words.values() for w in ws}
    before = list(re.finditer(r"[\w'’.-]+", q.text[: m.start()]))[-6:]
    for w in before:
        if w.group().lower() in named:
            start = w.start()
            break
    return q.text[start: m.end()].strip()


# where a clause ends: a name never runs across it ("… phone vachindi - the mill land suit")
CLAUSE_BREAK = re.compile(r"\s[-–—]+\s|[,;:?!\n]")


# a dispute names a matter as a suit does (a co-operative court's or a labour court's "Dispute No."): the words before
# it may name the matter
_DISPUTE = frozenset({"dispute", "disputes"})


def _runs(text: str) -> list[list[str]]:
    return [run for clause in CLAUSE_BREAK.split(text) for run in _clause_runs(clause)]


def _clause_runs(text: str) -> list[list[str]]:
    toks = words(text)
    # a verb or an asking word of any language the tables hold, typed in small letters, closes the clause: the words
    # before it are the question's, not the matter's name ("<counsel> WS lo em plea teesaru <matter> case": took)
    capital = {w.lower() for w in re.findall(r"\b[A-Z]\w*", text)}

    def ends(w: str) -> bool:
        return _ends_name(w) or (w not in capital and clause_verb(w))

    out = []
    for i, t in enumerate(toks):
        if (t in CASE_HEADS or t in _DISPUTE) and i > 0:
            run: list[str] = []
            # "Lokhande sahab ke suit", "Iyer ji wala case": the name stands before a courtesy word and a possessive;
            # only that one word is the name ("ka naam Iyer wale matter": "naam" is the question's)
            j = i
            while j > 0 and (toks[j - 1] in _CONNECT or toks[j - 1] in _COURTESY):
                j -= 1
            for w in reversed(toks[max(0, j - (RUN if j == i else 1)): j]):
                # "next date of hearing X claim": a word of the question's own business ends the name
                # "4 tarikh pehla X suit": a word of when ("tarikh", "pehla", a weekday) in any language ends it too;
                # "X vakil Y suit": the words before a counsel's word are the counsel's name, not the case's
                if ends(w):
                    break
                run.insert(0, w)
            # "Nehru Place wale showroom ke kiraye wala case": a description strung on possessives names it too
            k = j - len(run)
            while run and len(run) < RUN + 2 and k > 1 and toks[k - 1] in _LINKED and not ends(toks[k - 2]):
                k -= 1
                while k > 0 and len(run) < RUN + 2 and not ends(toks[k - 1]):
                    run.insert(0, toks[k - 1])
                    k -= 1
            if run:
                out.append(run)
    return out


# a counsel's word in the languages lawyers type ("Mehra vakil", "Parmar vakeel", "adv. Rao")
_COUNSEL_WORDS = frozenset("vakil vakeel wakil wakeel vakeelu vaqil vakilsaab vakeel_saab adv advocate counsel lawyer "
                           "vakiil".split())


def _ends_name(w: str) -> bool:
    """A word a case's name never runs across: a function word, a case word, a word of the question's business, a
    number, a word of when, a counsel's word."""
    return w in STOP or w in CASE_HEADS or w in TOPIC_WORDS or w.isdigit() or time_word(w) or w in _COUNSEL_WORDS \
        or w in _GOT_VERBS or w in TELUGU_PAST_VERBS


# the verbs that close a clause before the case is named ("adjournment kitne mile <name> case mein"): never a name's
# ("diya", a given name too, is left out)
_GOT_VERBS = frozenset("mila mili mile hua hui hue huye liya liye lagi laga lage bataya batayi gaya gayi gaye".split())


def _from_name(comp: Composing, run: list[str], named_by: set[str]) -> list[str]:
    """The run from its first word that names the case, when the words before it are words of the question's
    language that name nothing ("… ippo entha aayi Leela case-il"): a description of another matter stands between
    the name and the kind word ("Nandgaon dacoity trial"), a word before the name that the reader does not know,
    typed in small letters and held as no name, is the question's own."""
    from tareekh.agent.framing import practice_framing

    at = [i for i, w in enumerate(run) if w in named_by]
    if len(at) >= 2:
        # "Mehra har vaari ki bahana lagaunda Harleen case": the case named twice (its counsel, its party), the
        # words between are the question's
        return run[at[-1]:]
    first = at[0] if at else 0
    lead = run[:first]
    # a verb or particle the reader's tables hold ("… kitne mile <name> case mein": "got") is the question's grammar
    # too, whatever it means in English: a name never starts with it
    if lead and all((practice_framing(comp, w) or role(w) is not None) and not _capitalised(comp.q.text, w)
                    and not marked_noun(comp, w, named_by, set()) for w in lead):
        return run[first:]
    return run


def _capitalised(text: str, word: str) -> bool:
    return any(m.group()[0].isupper() for m in re.finditer(rf"\b{re.escape(word)}\b", text, re.I))


# the possessives a description of a case is strung on ("X wale Y ke Z wala case")
# (Gujarati and Marathi write "the one of" as "valo", "vado", "vadi")
_LINKED = frozenset("wala wale wali vala vale vali valo vado vadi vadu valu ka ki ke cha chi che chya".split())


def _own(comp: Composing, cid: str) -> set[str]:
    card = comp.card(cid)
    if card is None:
        return set()
    c = card.case
    # the case's counsel and judge name it too ("the Mehra vakil suit": the suit that counsel appears in)
    people = [getattr(getattr(card, who, None), "name", None) for who in ("counsel", "judge")]
    names = [c.short_name, c.title, c.number, getattr(c, "kind", None), *(c.aliases or []),
             *[p.name for p in getattr(c, "parties", []) or []], card.client.name if card.client else None, *people]
    return {w for n in names for w in words(n or "")}


def _described(comp: Composing, cid: str) -> set[str]:
    """The words the registry itself describes the case with: what it is about and the court it is before ("a claim
    for a death in a road crash" before the "Motor Accident Claims Tribunal"). A word of them said beside the
    case's name ("<deceased> accident claim") describes this case, not another matter, though no note writes it."""
    card = comp.card(cid)
    if card is None:
        return set()
    c = card.case
    # a court's or a proceeding's short form its names write ("MACT, <town>", "<client> MACT") is written out too:
    # "<claimant> accident claim" describes the matter before the Motor Accident Claims Tribunal
    shorts = {w.lower().replace(".", "") for t in (c.court, c.short_name, c.number) if t
              for w in re.findall(r"\b(?:[A-Z]\.){2,5}|\b[A-Z]{2,5}\b", t)}
    spelt = [full for short in shorts for full in spelt_out(short)]
    return stems(" ".join(t for t in (c.nature, c.court, *spelt) if t))


def _english_of(word: str) -> frozenset[str]:
    """The stems of the English words a registry writes for a word of an Indian language naming what a matter is about
    ("bagan": garden, estate; registry/translated.py); empty for any other word."""
    from tareekh.agent.english_of import english_of

    return frozenset(english_of(word) | english_of(stem(word)))


def _foreign(word: str, own: set[str], held: set[str]) -> bool:
    # "temple" of a case its title calls a "mandir": the same thing in another language is its own word; a
    # proceeding ("X ki anticipatory bail") is a step in the case, asked of it, not a word that names another
    # a word left in another script by the question's gloss ("सेशन") is not read here: it may be any kind word
    # a title of address after the name ("<surname> seth ra suit") says who, not what the matter is about
    if len(word) < 4 or not word.isascii() or word in own or word in _PLAIN or word in PROCEEDINGS \
            or word in _SOUGHT_IN or word in WORDS_OF_ADDRESS \
            or expand(word) & (held | {stem(o) for o in own}) or _english_of(word) & (held | {stem(o) for o in own}):
        return False  # ("bagan gratuity case" of a tea estate's worker: the estate in the question's language)
    return not any(len(o) >= 5 and fuzz.ratio(word, o) >= 85 for o in own)  # a typo of its own name is its name


# what a party seeks inside any case, never what a matter is about ("<name> exemption cheque case": how often
# exemption was sought in it; "<name> dowry case" still names another matter)
_SOUGHT_IN = frozenset("exemption exemptions adjournment adjournments condonation impleadment substitution".split())


def _named_by_runs(comp: Composing, runs: list[list[str]]) -> list[str]:
    """The cases that the words before a kind word name alone: one case per run, the run's every word its own."""
    try:
        cases = comp.registry.list_cases()
    except Exception:  # noqa: BLE001 - no registry, no names
        return []
    owns = {c.id: _own(comp, c.id) for c in cases}
    out: list[str] = []
    for run in runs:
        content = [w for w in run if len(w) >= 4 and w not in _PLAIN]
        owners = [cid for cid, own in owns.items() if content and all(w in own for w in content)]
        if len(owners) == 1 and owners[0] not in out:
            out.append(owners[0])
    return sorted(out)


# a kind of proceeding as a question calls it, and as a case's number, title or nature writes it
_NUMBER = r"\.?\s*(?:\(\w+\)\s*)?(?:no\.?\s*)?\d"  # "W.P.(C) No. 510", "OS 1433/23": the letters before a number
_KINDS = (
    (re.compile(r"\b(?:writ|wp|w\.p\.?|wpc)\b", re.I), re.compile(r"\bw\.?\s?p" + _NUMBER + r"|\bwrit\b", re.I)),
    (re.compile(r"\b(?:suit|os|o\.s\.?|dava|daava|dawa)\b", re.I), re.compile(r"\bo\.?\s?s" + _NUMBER + r"|\bsuit\b", re.I)),
    (re.compile(r"\b(?:appeal|apil|cma|rfa)\b", re.I),
     re.compile(r"\bappeal\b|\b(?:c\.?m\.?a|r\.?f\.?a|a\.s)" + _NUMBER, re.I)),
    (re.compile(r"\b(?:bail|jamanat|zamanat)\b", re.I), re.compile(r"\bbail\b|जमानत", re.I)),
    (re.compile(r"\b(?:trial|sessions)\b", re.I), re.compile(r"\bs\.?\s?[tc]" + _NUMBER + r"|\bsessions\b|\btrial\b", re.I)),
    # "C.R.P. No. 12", "Crl. R.P.", "Crl. Rev.": a civil or criminal revision petition by its letters
    (re.compile(r"\b(?:revision|nigrani|crp|c\.r\.p\.?|crlrp|crl\.?\s?r\.?p\.?|crl\.?\s?rev)(?!\w)", re.I),
     re.compile(r"\brevision\b|निगरानी|\b(?:c\.?\s?r\.?\s?p|crl\.?\s?r\.?\s?[pc]|crl\.?\s?rev)" + _NUMBER, re.I)),
)


def kind_words(comp: Composing, cid: str, text: str) -> set[str]:
    """The question's words that call the case by the kind of proceeding it is ("the revision" of a C.R.P.): they
    name the case, they are not a thing asked of it."""
    own = _kind_text(comp, cid)
    return {m.group().lower() for asked, written in _KINDS if written.search(own) for m in asked.finditer(text)}


def _kind_text(comp: Composing, cid: str) -> str:
    card = comp.card(cid)
    if card is None:
        return ""
    c = card.case
    return " ".join(t for t in (c.number, c.title, c.short_name, c.nature, *(c.aliases or [])) if t)


def by_kind(comp: Composing) -> None:
    """Of several cases a name points at ("Ganpati mandir" of a writ and a suit), those of the kind the question calls
    it ("the mandir WP"): a kind some of them are and the others are not narrows the question to those."""
    q = comp.q  # (a forum typed beside the name, "<party> fc", narrowed the cases before: agent/forum_asked.by_forum)
    if len(q.cases) < 2 or q.all_cases:
        return
    kinds = [written for asked, written in _KINDS if asked.search(q.text)]
    if not kinds:
        _by_number_letters(comp)
        return
    # "X ki bail aur Y wali writ": a case of any kind asked fits
    fits = [cid for cid in q.cases if any(w.search(_kind_text(comp, cid)) for w in kinds)]
    # "<client>'s matters - the appeal and the partition": a case the question names by a word of its own names that
    # no fitting case holds (the suit called by what it is about, beside the appeal called by its kind) is asked too
    fits += [cid for cid in q.cases if cid not in fits and _named_apart(comp, cid, fits)]
    if fits and len(fits) < len(q.cases):
        q.cases = [cid for cid in q.cases if cid in fits]
        q.case_words = {c: w for c, w in q.case_words.items() if c in fits}


def _named_apart(comp: Composing, cid: str, others: list[str]) -> bool:
    """A content word of the question is one of the case's own names or of what it is about (its short name, title,
    nature) and of none of `others`' : the question calls this case by it."""
    def own(c: str) -> set[str]:
        card = comp.card(c)
        nature = getattr(card.case, "nature", None) if card is not None else None
        return {stem(w) for w in _own(comp, c) | set(words(nature or ""))}

    asked = {stem(w) for w in words(comp.q.text) if len(w) >= 4 and w not in _PLAIN and w not in STOP
             and w not in TOPIC_WORDS and not w.isdigit()}
    theirs = set().union(*(own(o) for o in others)) if others else set()
    return bool(asked & own(cid) - theirs)


def _number_letters(comp: Composing, cid: str) -> str:
    """The letters a case's number begins with, lower-cased and run together ("EA No. 212 of 2026": "ea",
    "C.C. No. 1093": "cc", "W.P.(C) 88": "wpc")."""
    card = comp.card(cid)
    m = re.match(r"\s*([A-Za-z][A-Za-z.()\s/-]*?)\s*(?:No\.?\s*)?\d", (card.case.number or "") if card else "")
    if m is None or re.search(r"[a-z]", re.sub(r"\bNo\b", "", m.group(1))):
        return ""  # "Case 512", "Complaint Case 2231": words, not the letters a lawyer types for the matter
    return re.sub(r"[^a-z]", "", m.group(1).lower())


def _by_number_letters(comp: Composing) -> None:
    """Of several cases a name points at (a client's complaint and her execution application), those whose number
    begins with the letters the question types ("<client> di EA ch kinniyan peshiyan"): the letters name which."""
    q = comp.q
    typed = {w.lower() for w in re.findall(r"\b[A-Za-z]{2,4}\b", q.typed or q.text)}
    heads = {cid: _number_letters(comp, cid) for cid in q.cases}
    fits = [cid for cid, head in heads.items() if len(head) >= 2 and head in typed]
    if fits and len(fits) < len(q.cases) and not typed & {h for cid, h in heads.items() if cid not in fits}:
        q.cases = fits
        q.case_words = {c: w for c, w in q.case_words.items() if c in fits}


def _common_noun_only(comp: Composing, cid: str) -> bool:
    """The words that pointed at the case are common nouns by its registry names' own writing: every time its names
    write them, in small letters ("<Place> karkhana eviction": "karkhana", a workshop; "<Place>" is a name)."""
    card = comp.card(cid)
    said = comp.q.case_words.get(cid, [])
    if card is None or not said:
        return False
    c = card.case
    texts = [c.short_name, c.title, *(c.aliases or []), *[p.name for p in getattr(c, "parties", []) or []]]
    for w in said:
        hits = [m.group() for t in texts if t for m in re.finditer(rf"\b{re.escape(w)}", t, re.I)]
        if not hits or any(h[0].isupper() for h in hits):
            return False
    return True


def _described_otherwise(comp: Composing) -> str | None:
    """A matter described by words none of the practice's writing holds for the case its common noun points at
    ("<village> wale karkhane ka pollution board wala case" of the practice's one "<Place> karkhana eviction"): the
    description as typed, from its first such word to the case word; None when a case is named by a name, or every
    describing word fits it."""
    q = comp.q
    toks = words(q.text)
    head = next((i for i, t in enumerate(toks) if t in CASE_HEADS and i > 0), None)
    if head is None or not q.cases or q.all_cases or not all(_common_noun_only(comp, c) for c in q.cases):
        return None
    first: int | None = None
    for cid in q.cases:
        own = _own(comp, cid) | set(q.case_words.get(cid, []))
        held = _described(comp, cid)
        for r in comp.records([cid]):
            held |= stems(r.text)
        # (a describing word is strung on a possessive before the case word — "<village> wale karkhane ka …
        # case"; the words of an English question before its matter, "how many times did <counsel> seek time in
        # the <noun> suit", ask, they do not describe)
        strange = [i for i, w in enumerate(toks[:head]) if w not in STOP and role(w) is None
                   and any(t in _LINKED for t in toks[i + 1:head])
                   and _foreign(w, own, held) and can_describe(comp, w)]
        if not strange:
            return None  # a word of this case's own writing, or none beside the common noun: this case
        first = strange[0] if first is None else min(first, strange[0])
    link = r"\W+(?:\w+\W+)*?"
    m = re.search(r"\b" + re.escape(toks[first or 0]) + link + re.escape(toks[head]) + r"\b", q.text, re.I)
    return m.group(0) if m else " ".join(toks[first or 0: head + 1])


def strung_unheld(comp: Composing, name: str, cid: str) -> str | None:
    """The first word strung by a possessive before the description `name` ("<town> wale <person> ke <kind> case":
    the town, the person) that neither the case's registry entry nor any of its records writes: a matter of that
    place or person is not this case, though one of its notes writes the kind. None when every such word is its own."""
    q = comp.q
    at = q.text.lower().find(name.lower())
    if at <= 0:
        return None
    toks = words(CLAUSE_BREAK.split(q.text[:at])[-1])
    strung: list[str] = []
    k = len(toks)
    while k >= 2 and toks[k - 1] in _LINKED and not _ends_name(toks[k - 2]):
        strung.insert(0, toks[k - 2])
        k -= 2
    own = _own(comp, cid)
    held = _described(comp, cid)
    for r in comp.records([cid]):
        held |= stems(r.text)
    # (a word the reader does not know, marked as a noun by the possessive after it, describes a matter too)
    return next((w for w in strung if role(w) is None and _foreign(w, own, held)
                 and (can_describe(comp, w) or marked_noun(comp, w, own, held))), None)


# the kinds of proceeding that name a matter, never a step inside one ("<name> ki bail", "<name> ka trial" may ask of a
# step in any case): a suit, a writ, an appeal, a revision
_NAMING_KINDS = _KINDS[:3] + _KINDS[5:]


def _kind_not_its_own(comp: Composing) -> str | None:
    """"<place> wala injunction suit" of the one case a word of its registry entry points at, an appeal: the kind the
    description ends in, the first case word after the words that pointed, is one the case is not (its number, names
    and nature write another kind, its records never this one). The description as typed; None when any case fits."""
    q = comp.q
    toks = words(q.text)
    said = {w for ws in q.case_words.values() for w in ws}
    start = next((i for i, t in enumerate(toks) if t in said), None)
    head = next((i for i, t in enumerate(toks) if start is not None and i > start and t in CASE_HEADS), None)
    if start is None or head is None:
        return None
    if any(_ends_name(t) and t not in _LINKED and t not in _CONNECT and t not in _COURTESY and t not in POSSESSIVE_MARKS
           for t in toks[start + 1: head]):
        return None  # "<firm> ke director ne <party> suit me …": a clause ends between the words and the kind word,
        # which is another name's ("<party> suit"), not the kind of the case the first words named; a possessive
        # ("<place> vala <thing> no partition suit") joins its words to the kind word, it ends no clause
    asked = [written for asked_, written in _NAMING_KINDS if asked_.fullmatch(toks[head])]
    if not asked:
        return None
    for cid in q.cases:
        own = _kind_text(comp, cid)
        if not (any(w.search(own) for _, w in _KINDS) or _typed_otherwise(comp, cid, toks[head])) \
                or any(w.search(own) for w in asked) \
                or any(w.search(r.text) for r in comp.records([cid]) for w in asked):
            return None
    while start >= 2 and toks[start - 1] in _LINKED:
        start -= 2  # the description as typed begins with the place or person strung before it ("<town> cha …")
    link = r"\W+(?:\w+\W+)*?"
    m = re.search(r"\b" + re.escape(toks[start]) + link + re.escape(toks[head]) + r"\b", q.text, re.I)
    return m.group(0) if m else None


def _typed_otherwise(comp: Composing, cid: str, word: str) -> bool:
    """The case's number carries a type of proceeding that the kind word asked can never be ("suit" of a "Reference
    (IDA) No. 14", of an "S.C.C. No."; never of an "R.C.S.", a "T.S.", a "C.S. (Comm.)": suits by the registry's table
    of types; nor of a civil original petition, "R.C.O.P.", "O.P.", which a lawyer calls a suit too): the case's kind
    is written, though the kinds read here do not hold it."""
    from tareekh.registry.numbers import case_type, compatible, is_type_word, registration_key, type_code

    card = comp.card(cid)
    key = registration_key(card.case.number or "") if card is not None else None
    if not key or key.count("/") < 2 or not is_type_word(word):
        return False
    written, registered = type_code(word), key.split("/")[0]
    if compatible(written, registered):
        return False
    # a civil original petition (a rent control or an original petition) is what a lawyer loosely calls a "suit"
    asked, own = case_type(written), case_type(registered)
    return not (asked is not None and own is not None and asked.roles == "suit" and own.roles == "petition")


def another_kind(comp: Composing, cid: str, word: str) -> bool:
    """The case is of another kind than the kind word a description ends in ("<place> wale godown ka suit" of an
    industrial reference): its number is typed otherwise (_typed_otherwise), and neither its registry entry nor any
    of its records writes that kind."""
    asked = [written for asked_, written in _NAMING_KINDS if asked_.fullmatch(word)]
    if not asked or not _typed_otherwise(comp, cid, word):
        return False
    own = _kind_text(comp, cid)
    return not any(w.search(own) for w in asked) and not any(
        w.search(r.text) for r in comp.records([cid]) for w in asked)


def _named_by_kind_only(said: list[str], kinds: frozenset[str] = frozenset()) -> bool:
    """The question's words that pointed at a case are all kind words ("dispute", "appeal"; with `kinds`, the
    subjects of a matter, "cheque", "eviction"): no name of it."""
    return bool(said) and all(w in CASE_HEADS or w in _DISPUTE or w in PROCEEDINGS or w in kinds for w in said)


def _unread_before_kind(comp: Composing, runs: list[list[str]], own: set[str], held: set[str],
                        named_by: set[str]) -> bool:
    """A word before the kind word of a case named by its kind alone that is of no language the reader knows, in a
    question it otherwise reads whole, and that no record writes: another matter (agent/marked.py)."""
    # (the description's words are read together: "<thing> <trade> cheque case", two words nothing knows, are a
    # description as one is)
    return any(_foreign(w, own, held) and unread_noun(comp, w, named_by, run, _before_run(comp.q.text, run))
               for run in runs for w in run)


def _before_run(text: str, run: list[str]) -> str:
    """The question's text before the run's first word (all of it when the run is not found as typed)."""
    m = re.search(r"(?<![\w])" + re.escape(run[0]) + r"(?![\w])", text, re.I) if run else None
    return text[: m.start()] if m else text


def _english_before_kind(comp: Composing, runs: list[list[str]], own: set[str], held: set[str],
                         named_by: set[str]) -> bool:
    """An English noun before the kind word of a case named by its kind alone ("silk <trade> cheque case" of the
    practice's one cheque case, a tomato trader's) that neither the case's names nor its records write: it says what
    the matter is about, and this case is not about it. (An English word is never the grammar of a language half
    read, which is what a word nothing knows is taken for before a case's own name.)"""
    from tareekh.agent.english_words import is_english

    return any(w not in named_by and w not in KIND_WORDS and w not in _LINKED and is_english(w)
               and _foreign(w, own, held) and can_describe(comp, w) for run in runs for w in run)


def _describing(comp: Composing, cid: str, runs: list[list[str]]) -> None:
    """The words beside a case's name that its registry entry describes it with ("<claimant> accident claim" of the
    matter before the Motor Accident Claims Tribunal), and the case word after them, name the case with its name:
    they join the words that named it, so they are not read as a thing asked of it."""
    q = comp.q
    named_by = _own(comp, cid) | set(q.case_words.get(cid, []))
    described = _described(comp, cid)
    toks = words(q.text)
    noted: set[str] = set()
    for r in comp.records([cid]):
        noted |= stems(r.text)
    for run in runs:
        if not any(w in named_by for w in run):
            continue
        # (a describing word the case's notes write too, "<party> DCLR case" of notes that name the DCLR, is still
        # looked for in them: only one no note writes would be said "not on record")
        extra = [w for w in run if w not in named_by and len(w) >= 4 and w not in _PLAIN
                 and (stem(w) in described or _english_of(w) & (described | {stem(o) for o in named_by}))
                 and not expand(w) & noted]
        if not extra or not all(w in named_by or w in extra or w in _LINKED or w in _CONNECT for w in run):
            continue  # a word neither names nor describes the case: a thing asked of it
        at = [i for i in range(len(toks) - len(run)) if toks[i:i + len(run)] == run]
        head = [toks[at[0] + len(run)]] if at and (toks[at[0] + len(run)] in CASE_HEADS
                                                   or toks[at[0] + len(run)] in _DISPUTE) else []
        q.case_words[cid] = [*q.case_words.get(cid, []), *(w for w in [*extra, *head]
                                                            if w not in q.case_words.get(cid, []))]


def by_every_word(comp: Composing) -> None:
    """Of several cases each named by some of the question's words ("<party> wale batwara": the party's partition
    suit, and another party's matter its registry calls a "batwara"), the one case whose own names or registry
    description hold every one of those words, in English or in the question's language: a description is of the
    matter that holds all of it, not of one that shares a word."""
    from tareekh.agent.both_asked import both_asked

    q = comp.q
    said = sorted({w for ws in q.case_words.values() for w in ws})
    if len(q.cases) < 2 or q.all_cases or len(said) < 2 or both_asked(words(q.text)):
        return
    fits = []
    for cid in q.cases:
        own = _own(comp, cid)
        held = _described(comp, cid) | {stem(o) for o in own}
        if all(w in own or stem(w) in held or _english_of(w) & held for w in said):
            fits.append(cid)
    if len(fits) == 1:
        q.cases = fits
        q.case_words = {fits[0]: said}


def other_matter(comp: Composing) -> str | None:
    """The name as typed when it names no case of the question's (the question's cases narrowed to those it does
    name, when some do); None when every case named fits."""
    q = comp.q
    by_kind(comp)
    by_every_word(comp)
    if q.cases and not q.all_cases:
        kind = _kind_not_its_own(comp)
        if kind is not None:
            return kind
    runs = _runs(q.text)
    if not q.cases or q.all_cases or not runs:
        return None
    described = _described_otherwise(comp)
    if described is not None:
        return described
    named = _named_by_runs(comp, runs)
    if named and not set(named) & set(q.cases):
        # "Iqbal suit mein Sunrise Towers ka amendment": the case named with its kind word, not the one a party's
        # name points at (a name shared by several of the cases asked about narrows nothing here)
        q.cases = named
        q.case_words = {c: q.case_words.get(c, []) for c in named}
    fits = []
    for cid in q.cases:
        own = _own(comp, cid)
        held = _described(comp, cid)
        for r in comp.records([cid]):
            held |= stems(r.text)
        # a run describes this case when it holds a word that names it (its own, or the word that named it here)
        named_by = own | set(q.case_words.get(cid, []))
        runs_ = [_from_name(comp, run, named_by) for run in runs]
        # a word beside the name describes another matter only when it can say what a matter is about (a word of
        # the question's language the reader does not know cannot: agent/half_known.py)
        # a word nobody of the practice writes, marked as a noun by the possessive after it ("<place> wale <thing>
        # case", "<place>-er <thing> mamla"), describes a matter though the reader does not know it (agent/marked.py)
        foreign = [any((_foreign(w, own, held) and (can_describe(comp, w) or marked_noun(comp, w, named_by, held)))
                       or marked_script_word(comp, w, named_by) for w in run) for run in runs_]
        names = [any(w in named_by for w in run) for run in runs_]
        if _named_by_kind_only(q.case_words.get(cid, [])):
            # "<town> chya society election dispute": only the kind word ("dispute") points at this case; a word before
            # it that says what the matter is about, which neither its names nor its records hold, is another matter
            if not any(foreign) and not _unread_before_kind(comp, runs, own, held, named_by):
                fits.append(cid)
            continue
        if _named_by_kind_only(q.case_words.get(cid, []), KIND_WORDS) \
                and (_unread_before_kind(comp, runs, own, held, named_by)
                     or _english_before_kind(comp, runs, own, held, named_by)):
            continue  # "<town> cheque case": the one cheque case of the practice is named by its kind word alone
        # "the Deshpande case, Nitin's transfer petition": one run names the case plainly, the other a paper in it
        if any(n and not f for n, f in zip(names, foreign)) or not any(n and f for n, f in zip(names, foreign)):
            fits.append(cid)
    for cid in fits:
        _describing(comp, cid, runs)
    if len(fits) == len(q.cases):
        return None
    if fits:
        q.cases = fits
        q.case_words = {c: w for c, w in q.case_words.items() if c in fits}
        return None
    run = max(runs, key=len)
    link = r"(?:\W+(?:" + "|".join(sorted(_LINKED | _CONNECT | _COURTESY)) + r"))*\W+"
    m = re.search(r"\b" + link.join(re.escape(w) for w in run) + link + r"\w+", q.text, re.I)
    return m.group(0) if m else " ".join(run)
