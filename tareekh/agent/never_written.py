"""A thing asked that no record of the whole practice writes: "Not on record", before any line is read as its answer.

"<matter> me child psychologist ki report aayi?", "<matter> second sample CRCL-loi pothaisil ne?", "TILR ne kay
mhatle?" — of a practice whose notes never write a psychologist, the CRCL or the TILR: read word by word, the lines of
the matter that write "report" or "sample" look like an answer, and the answer used to quote them ("No — not yet",
"What your notes say …"), which a lawyer reads as the thing having been dealt with. The word lists of the other
checkers (agent/thing_absent.py: two words the reader knows, asked with a verb of happening; agent/act_absent.py;
agent/qualified.py) cannot hold every thing a lawyer may ask, nor every language's verb.

So the question's own words decide, for three kinds of word only: an English noun of a person's calling ("-ist",
"-ician"), a paper named by the Persian ending "-nama" ("talaqnama", "iqrarnama"), and letters typed in capitals ("CRCL", "TILR") that are no short form the reader knows. Such a word that no
record of the practice writes in any form (its stem, the lexicon's synonyms read both ways, a spelling in an Indian
script that sounds the same, a one- or two-letter slip of a word the records write; for capitals, the letters spaced or
dotted, or a capitalised name of the registry or a record whose initials they are), and that is no name of the
registry, is a thing the notes never mention. Practice-wide, not matter-wide: a word the notes write of another matter
may be the lawyer's shorthand for this one, and the answerers below read it.

Nouns of things and acts ("protection", "proof", "delay", "allegation") are how lawyers ask of what the notes write in
other words, and proceedings and the law's short forms ("award", "mediation", "FIR") have answerers that read their
senses (an order directing sums is an award; agent/closest.py's absent_things says a matter's missing proceeding back):
a first form of this rule that read them turned nineteen right answers to "Not on record".

Questions of a judge's or counsel's ways ("what is his temperament") are about what the notes show of a person, not a
thing the notes must name; they are left to their answerers.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the kinds a thing is asked of: whether, when, what of it, how much of it, who for it
_KINDS = frozenset(("yes_no", "open", "said", "last_time", "next_date", "pending", "amount", "count", "witness"))
# an English noun of a person's calling, by its ending ("psychologist", "radiologist", "physician", "technician"):
# a person the notes would name if one had come. (Nouns of things and acts — "protection", "proof", "allegation",
# "delay" — are how lawyers ask of what the notes write in other words, and are left to the answerers.)
_CALLING_ENDINGS = ("ist", "ists", "ician", "icians")
_LEAST = 5  # letters of a word read as a thing (shorter words are the languages' particles as often as things)
# letters typed in capitals, an abbreviation's, with a language's ending after a hyphen ("CRCL-loi", "TILR-ne")
_CAPITALS = re.compile(r"(?<![A-Za-z0-9])([A-Z]{3,6})(?![A-Za-z0-9])")
_ROMAN = re.compile(r"^[IVXLC]+$")


def never_written(comp: Composing) -> Draft | None:
    """'Not on record: none of your notes mentions <thing>' when the question names a thing no record of the practice
    writes (module doc); None otherwise."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind not in _KINDS or q.counsel or q.judges and not q.cases:
        return None
    typed = q.typed or q.text
    if len(re.findall(r"\w+", typed)) < 3:
        return None  # a word or two typed in court is read against the day's list (agent/bare_listed.py)
    words = _unwritten(comp, typed)
    if not words:
        return None
    narrower = _said_narrower(comp, words)
    if narrower is not None:
        return narrower
    said = " or ".join(f"'{w}'" for w in words[:2])
    where = f" on {comp.label(q.cases[0])}" if len(q.cases) == 1 else ""
    return Draft(f"Not on record: none of your notes{where} mentions {said} — no record, note, order sheet, document "
                 "or chat of your practice writes it.")


def _said_narrower(comp: Composing, words: list[str]) -> Draft | None:
    """The same absence said as the answerers that read it more narrowly say it: a name typed whole ("Nothing in
    your notes on <Given> <Surname>", never its words one by one) and a qualifier with the head it qualifies as
    agent/compound_absent.py reads it ("mentions '<qualifier> petition'", still citing no other line); None when
    neither reads every word."""
    from tareekh.agent.compound_absent import compound_absent
    from tareekh.agent.draft import Draft

    lows = {w.lower() for w in words}
    unheld = comp._unheld_name()
    if unheld and lows <= {w.lower() for w in re.findall(r"[A-Za-z]+", unheld)}:
        return Draft(f"Nothing in your notes on {unheld}: no record, note, order sheet, document or chat names them.")
    premise = compound_absent(comp)
    m = _NOT_SHOWN.search(premise.first) if premise is not None else None
    if m is None or not all(re.search(rf"\b{re.escape(w)}\b", m.group(1), re.I) for w in lows):
        return None
    # the thing as the qualifier's reader says it whole, in this check's own words: no line of another thing cited
    where = f" on {comp.label(comp.q.cases[0])}" if len(comp.q.cases) == 1 else ""
    return Draft(f"Not on record: none of your notes{where} mentions '{m.group(1)}' — no record, note, order sheet, "
                 "document or chat of your practice writes it.")


# agent/compound_absent.py's first sentence: "Not on record: your notes do not show a <qualifier> <head> in <matter>"
_NOT_SHOWN = re.compile(r"^Not on record: your notes do not show an? (.+?) in ")


def _unwritten(comp: Composing, typed: str) -> list[str]:
    """The words of the question, as typed, that name a thing no record of the practice writes."""
    from tareekh.agent.framing import _practice_words

    seen = _practice_words(comp)
    said_of_case = {w.lower() for ws in (comp.q.case_words or {}).values() for w in ws or []}
    out: list[str] = []
    # (the registry's words are read only for a word that passed the cheap tests: most questions name no such word)
    for m in _CAPITALS.finditer(typed):
        w = m.group(1)
        low = w.lower()
        if _ROMAN.match(w) or low in said_of_case or seen.records.get(low) or low in _registry_words(comp):
            continue
        if _forum_word(w) or _written_as_letters(comp, w) or _court_short_written(comp, low):
            continue
        if not _unknown_short_form(low):
            continue  # a short form of the law the reader knows ("FIR", "SLP"): its answerers read it in its senses
        if _spelt_out(low):
            # (a short form spelt out is written when all the words of a spelling are: "appeal" alone is not "LPA")
            if _spelt_unwritten(comp, low, seen.stems):
                out.append(w)  # "LPA file kiya?" of a practice that writes neither the letters nor their words
            continue
        if _expanded(low) & seen.stems or _initials_written(comp, low):
            continue  # (no slip of a letter: four capitals one letter from a word are another short form)
        out.append(w)
    for w in re.findall(r"[a-z]+", typed.lower()):
        if w in out or w.upper() in out or w in said_of_case or len(w) < _LEAST:
            continue
        if not (_thing_word(w) or _plain_thing(w)) or w in _registry_words(comp) or _held(comp, w, seen):
            continue
        out.append(w)
    for w in _unwritten_sections(comp, typed):
        if w not in out:
            out.append(w)
    for w in _named_people(typed):
        low = w.lower()
        if low in out or low in said_of_case or low in _registry_words(comp) or _held(comp, low, seen):
            continue
        out.append(w)
    return list(dict.fromkeys(out))


# a section of a statute by its number and lettered sub-section, as lawyers type it ("17B", "122-B", "498A"): the
# proceeding under it is named by the section alone. (Never K, L or M after the digits, "5L", "50K": sums in lakhs,
# thousands, millions; never two letters, "2nd", "2BHK".)
_SECTION = re.compile(r"(?<![\w/.\-])(\d{1,4})-?([A-JN-Za-jn-z])(?![\w\-/])")


def _unwritten_sections(comp: Composing, typed: str) -> list[str]:
    """Sections typed with their letter ("17B wages", "122B me bedakhli") that no record of the practice nor the
    registry writes in any form ("17-B", "17 B", "17(B)", "17b"): a proceeding under a section the notes never
    name, so no line of the matter is its answer. (A section the lexicon reads as the thing it orders is left to the
    answerers that read the thing in the notes' words.)"""
    from tareekh.agent.lexicon import expand, stem

    out: list[str] = []
    for m in _SECTION.finditer(typed):
        num, letter = m.group(1), m.group(2)
        low = f"{num}{letter}".lower()
        if expand(low) - {low, stem(low)}:
            continue  # a section the lexicon reads in its senses ("143A": interim compensation): its answerers read it
        written = re.compile(rf"(?<![\d])0*{num}\s*[-\u2013.]?\s*\(?\s*{letter}\s*\)?(?![A-Za-z])", re.I)
        if any(written.search(r.text or "") for r in comp.records(None)) or written.search(_registry_text(comp)):
            continue
        out.append(m.group(0))
    return out


def _registry_text(comp: Composing) -> str:
    """The registry's cases' numbers, names, titles, natures and stages, one text."""
    held = getattr(comp, "_registry_text_cache", None)
    if held is None:
        try:
            cases = comp.registry.list_cases()
        except Exception:  # noqa: BLE001 - no registry: nothing written
            cases = []
        held = "\n".join(t or "" for c in cases for t in (c.number, c.short_name, c.title, c.nature, c.stage))
        comp._registry_text_cache = held  # type: ignore[attr-defined]
    return held


@lru_cache(maxsize=4096)
def _plain_thing(w: str) -> bool:
    """Any English word of substance, noun, adjective or participle ("alimony", "subsistence", "remanded", "dying",
    "sample"), that is no word of how a question is asked (its closed classes, verbs, time words, roles, the
    courtesies): a thing asked. Read only against every record of the practice, in every form, synonym and script
    (agent/never_written.py's _held), so a word the notes write of any matter, in any of the ways the lexicon knows,
    is never said to be missing."""
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.agent.days_asked import time_word
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import stem
    from tareekh.agent.plain_words import english_words, is_english
    from tareekh.agent.question import _VOCABULARY, STOP
    from tareekh.agent.step_words import _LIGHT_VERB
    from tareekh.agent.thing_absent import _VERBS
    from tareekh.agent.tongues import role

    if not w.isalpha() or w in _FRAMING:
        return False
    # a word of the law ("remanded", "adalat") or of English ("alimony") rarer than any the sentence model's
    # vocabulary holds: a common English word frames a question ("short", "place", "impatient", "delay") or names a
    # thing the notes write in their own words ("bounce" of a "cheque return memo", "allegation" of an FIR's
    # contents) as often as it names a thing, and forms of this rule that read them said right answers were not on
    # record
    if w in english_words() or w in PROCEEDINGS:
        return False  # (a proceeding a matter's records never write is said back by agent/closest.py's absent_things)
    if not (
            stem(w) in law_stems() and (is_english(w) or w.endswith(_ENGLISH_INFLECTIONS)) or is_english(w)):
        # (a word of an Indian language, "ukil", "dusra", is a calling or a closed class as often as a thing)
        return False
    return not (w in STOP or w in _VOCABULARY or w in _VERBS or w in _LIGHT_VERB or time_word(w) or role(w) is not None)


_ENGLISH_INFLECTIONS = ("ed", "ing", "ion", "ment", "ance", "ence")

# English words of how a question is framed, of no thing: asking, telling, quantity, manner, degree, state (a closed
# class of the question's English, whatever the language around it)
_FRAMING = frozenset("""about above across actual actually additional after again against already although always
among another answer anything anyway around asked asking aware basically because before behind below beside besides
between beyond brief briefly certain certainly clear clearly complete correct could currently detail detailed details
different during early earlier either else enough entire every everything exact exactly except final finally first
following further generally given going happen happened happening having hello however important inside instead
just kindly known large later latest least little maybe might mind month months morning moment mostly much must
namely nearly needed never newest number often other others otherwise overall perhaps please possible possibly
pretty previous previously probably proper properly quick quickly rather ready really recent recently regarding
remember right roughly second several should shown since small something sometimes soon sorry still status
summary sure tell thank thanks thing things third though through today together tomorrow total tried truly under
until update updates usual usually various whatever whether which while whole within without would yesterday
delay delays delayed delaying absence absent excuse excuses reason reasons adjournment adjournments attendance
appearance presence conduct behaviour behavior attitude tactics tactic habit habits pattern patterns practice progress
stage allegation allegations averment averments contents finding findings ground grounds submission submissions
contention contentions""".split())
# (the last lines: the routine of hearings, how a side's ways are asked — "accused side delay panna enna reason" —
# which the notes write in their own words, "sought time", "did not come"; and what a paper is asked to say,
# "FIR ch allegation ki aa", which the paper writes without naming it: never a thing the notes must name)

# a person's mark beside a name as lawyers type it in any Indian language: a title before it, a calling after it
# (never a two-letter title that is a word of a language, "er" the Bengali genitive, "si" the Punjabi "was")
_TITLE = re.compile(r"^(?:dr|adv|advocate|mr|mrs|ms|smt|shri|sri|shrimati|kumari|km|insp|inspector|constable|"
                    r"asi|sho|justice|prof|capt|col|major)\.?$", re.I)
# (a counsel's calling only: "<word> doctor", "<word> counsel" are as often "the doctor who did the PM", "the State's
# counsel" — a clause or an adjective before the calling, no name)
_CALLING_AFTER = re.compile(r"^(?:advocate|adv|vakil|vakeel|lawyer)$", re.I)


# whose counsel, as the languages say it before the calling: the government's, the other side's ("sarkari vakil")
_WHOSE_COUNSEL = frozenset("""sarkari sarkaari sarkar sarkaar sarkarer sarkarda sarkaru prabhutva prabhutwa
samne saamne saamnewala virodhi virudh vipaksh pratipaksh""".split())


def _named_people(typed: str) -> list[str]:
    """Words of the question that name a person by the marks a lawyer types with a name: a title or an initial
    before it ("Dr. <name>", "R. <name>"), a counsel's calling after it ("<name> advocate"), or two capitalised words
    in the question's middle that no language's table nor English holds ("<Given> <Surname>")."""
    from tareekh.agent.name_plain import _ENDING, _plain
    from tareekh.agent.plain_words import is_english

    toks = re.findall(r"[A-Za-z][A-Za-z']*\.?", typed)
    out: list[str] = []

    def name(i: int) -> bool:
        t = toks[i].rstrip(".")
        return 0 <= i < len(toks) and len(t) >= 4 and t.isalpha() and not _plain(t.lower()) and not is_english(t.lower())

    def given(i: int) -> bool:
        # a given name the English dictionary also holds ("Jennifer", "Grace", "Victor"), capitalised in the middle
        # of the question: a word of a name beside a surname no dictionary holds, never a word of the question
        t = toks[i].rstrip(".") if 0 <= i < len(toks) else ""
        return i > 0 and len(t) >= 4 and t.isalpha() and t[:1].isupper() and t[1:].islower() and not _plain(t.lower())

    for i, tok in enumerate(toks):
        paired = given(i) and (i + 1 < len(toks) and toks[i + 1][:1].isupper() and name(i + 1)
                               or toks[i - 1][:1].isupper() and name(i - 1))
        if not (name(i) or paired):
            continue
        before = toks[i - 1] if i else ""
        after = toks[i + 1] if i + 1 < len(toks) else ""
        titled = bool(before) and (_TITLE.match(before) is not None or re.fullmatch(r"[A-Z]\.", before) is not None)
        # (a word with a case ending before a calling, "<their> counsel", is no name: "vaallaki", "unka", "avarude")
        calling = bool(after) and _CALLING_AFTER.match(after.rstrip(".")) is not None and not _ENDING.match(
            tok.lower()) and tok.lower() not in _WHOSE_COUNSEL
        capital = i > 0 and tok[:1].isupper() and tok[1:].rstrip(".").islower() and (
            i + 1 < len(toks) and toks[i + 1][:1].isupper() and (name(i + 1) or name(i) and given(i + 1))
            or toks[i - 1][:1].isupper() and (name(i - 1) or name(i) and given(i - 1)))
        if name(i) and (titled or calling) or capital:
            out.append(tok.rstrip("."))
    return out


@lru_cache(maxsize=4096)
def _thing_word(w: str) -> bool:
    """A word naming a thing: a word of the law the reader knows, or an English noun by its ending; never a word of
    how a question is asked (its vocabulary, verbs, particles, time words, roles)."""
    from tareekh.agent.days_asked import time_word
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import stem
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.question import _VOCABULARY, STOP
    from tareekh.agent.step_words import _LIGHT_VERB
    from tareekh.agent.thing_absent import _VERBS
    from tareekh.agent.tongues import role

    if w in STOP or w in _VOCABULARY or w in _VERBS or w in _LIGHT_VERB or time_word(w) or role(w) is not None:
        return False
    # (a proceeding of the law, "award", "mediation", "FIR", is read by the answerers that know its senses: an order
    # directing sums is an award, a matter's absent proceeding is said back by agent/closest.py's absent_things)
    if _PAPER.match(w):
        return True  # "<thing>nama": a written paper, by the Persian ending every north and west Indian tongue uses
    return is_english(w) and w.endswith(_CALLING_ENDINGS) and stem(w) not in law_stems()


# a paper named by the ending "-nama" ("a writing of"), as Hindi, Urdu, Punjabi, Marathi, Gujarati and Bengali name
# deeds and instruments ("iqrarnama", "sulahnama", "bainama", "vakalatnama"): a thing the notes would write if they
# held it (read against every record of the practice, its spellings, synonyms and scripts, before it is said back)
_PAPER = re.compile(r"^[a-z]{3,}n(?:a|aa)m(?:a|aa|ah|e|o)$")


def _spelt_out(low: str) -> bool:
    from tareekh.agent.court_short_forms import spelt_out

    return bool(spelt_out(low))


def _spelt_unwritten(comp: Composing, low: str, held: set[str]) -> bool:
    """A short form of court practice the reader spells out ("lpa": letters patent appeal) none of whose spellings
    has all its words written together, in one sentence of one record: a proceeding the notes never name, in letters
    or in words. (A short form the reader cannot spell out is left to its answerers.) Words of a spelling each
    written somewhere in the practice ("letters" of one matter, "appeal" of another) are not its name written."""
    from tareekh.agent.court_short_forms import spelt_out
    from tareekh.agent.lexicon import stem, stems
    from tareekh.events.text import sentences

    spelled = [{stem(x) for x in re.findall(r"[a-z]{3,}", sp.lower())} for sp in spelt_out(low)]
    spelled = [sp for sp in spelled if sp]
    if not spelled:
        return False
    if not any(sp <= held for sp in spelled):
        return True  # (the cheap test first: some word of every spelling is written nowhere)
    for rec in comp.records(None):
        for sn in sentences(rec.text or ""):
            said = stems(sn.text)
            if any(sp <= said for sp in spelled):
                return False
    return True


def _expanded(w: str) -> set[str]:
    from tareekh.agent.lexicon import expand

    return expand(w)


def _held(comp: Composing, w: str, seen) -> bool:
    """Some record of the practice writes the word: its stem or a synonym's, a spelling in a script that sounds the
    same, or the word with a slip of a letter or two (a typo of the question's or of the note's)."""
    from tareekh.agent.lexicon import expand, stem
    from tareekh.memory.sounds import sound_key

    if expand(w) & seen.stems or _synonyms_by_stem().get(stem(w), set()) & seen.stems or seen.records.get(w):
        return True
    if sound_key(w) in _indic_sounds(comp):
        return True
    return any(_slip(w, v) for v in seen.records if abs(len(v) - len(w)) <= 2 and v[:1] == w[:1])


@lru_cache(maxsize=1)
def _synonyms_by_stem() -> dict[str, set[str]]:
    """Each stem a synonym of the lexicon has, with the stems of all its group: the lexicon read both ways, so a word
    spelt otherwise than its list ("samjhauta" where the list writes another spelling of the same stem) meets its
    group's English word."""
    from tareekh.agent.lexicon import SYNONYMS, stem

    out: dict[str, set[str]] = {}
    for key, alts in SYNONYMS.items():
        group = {stem(a) for a in (key, *alts) if " " not in a}
        for s in group:
            out.setdefault(s, set()).update(group)
    return out


def _slip(a: str, b: str) -> bool:
    """Two words one edit apart (two for words of eight letters or more): the same word, mistyped."""
    from rapidfuzz.distance import Levenshtein

    from rapidfuzz.distance import OSA

    limit = 2 if min(len(a), len(b)) >= 8 else 1
    # (two letters swapped are one slip: "Harhsvel" typed for the notes' "Harshvel")
    return Levenshtein.distance(a, b, score_cutoff=limit) <= limit or OSA.distance(a, b, score_cutoff=limit) <= limit


def _indic_sounds(comp: Composing) -> set[str]:
    """The sounds of every word the practice's records write in an Indian script (a Latin word spelt in one)."""
    held = getattr(comp, "_indic_sounds_cache", None)
    if held is None:
        from tareekh.memory.sounds import is_indic, sound_key

        held = {sound_key(w) for r in comp.records(None) for w in re.findall(r"\w+", r.text) if is_indic(w)}
        comp._indic_sounds_cache = held  # type: ignore[attr-defined]
    return held


def _registry_words(comp: Composing) -> set[str]:
    """Every word of the registry's cases, people and courts (names, numbers' letters, courts' initials)."""
    held = getattr(comp, "_registry_words_cache", None)
    if held is None:
        from tareekh.agent.forum_asked import court_initials

        held = set()
        try:
            cases = comp.registry.list_cases()
        except Exception:  # noqa: BLE001 - no registry: no name is known
            cases = []
        for c in cases:
            card = comp.card(c.id)
            people = (card.judge, card.counsel, card.client) if card is not None else ()
            for t in (c.number, c.short_name, c.title, c.court, c.nature, c.stage,
                      *(getattr(p, "name", None) for p in people if p is not None)):
                held |= {w.lower() for w in re.findall(r"[A-Za-z]+", t or "")}
            held |= court_initials(c.court or "")
        comp._registry_words_cache = held  # type: ignore[attr-defined]
    return held


def _forum_word(w: str) -> bool:
    """A forum's own short name the forums' table reads ("MACT", "DRT", "NCLT")."""
    from tareekh.agent.forum_asked import _FORUMS_READ

    return any(asked.fullmatch(w) for asked, _ in _FORUMS_READ)


def _written_as_letters(comp: Composing, w: str) -> bool:
    """Letters some record writes, spaced or dotted ("C.R.C.L.", "C R C L")."""
    pattern = re.compile(r"(?<![A-Za-z])" + r"[\s.]*".join(map(re.escape, w)) + r"(?![A-Za-z])", re.I)
    return any(pattern.search(r.text) for r in comp.records(None))


def _unknown_short_form(low: str) -> bool:
    """Capitals that are not a word of the question's languages typed loud ("WHAT", "KAB"), a word of the reader, a
    lawyer's shorthand it reads ("NDOH": the next date), nor a short form of the law it knows ("FIR", "SLP", "MACT":
    their answerers read them in their senses)."""
    from tareekh.agent.tongues import role

    return low not in _known_short_forms() and role(low) is None


@lru_cache(maxsize=1)
def _known_short_forms() -> frozenset[str]:
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.agent.lexicon import ABBREVIATIONS as LAW_SHORT, SYNONYMS
    from tareekh.agent.question import _VOCABULARY, STOP
    from tareekh.agent.shorthand import ABBREVIATIONS, LAW_WORDS

    known = set(STOP) | set(_VOCABULARY) | set(ABBREVIATIONS) | set(LAW_WORDS) | set(PROCEEDINGS)
    known |= {w.lower() for pair in LAW_SHORT.items() for w in pair}
    known |= {w.lower() for key, alts in SYNONYMS.items() for w in (key, *alts)}
    return frozenset(known)


def _initials_written(comp: Composing, low: str) -> bool:
    """A name the registry or some record writes, in capitalised words, whose initials the capitals are ("Regional
    Transport Authority" for "RTA", "Taluka Inspector of Land Records" for "TILR"), with or without its small words."""
    from tareekh.agent.forum_asked import _FUNCTION

    n = len(low)
    try:
        named = [f"{c.title or ''} {c.short_name or ''} {c.court or ''}" for c in comp.registry.list_cases()]
    except Exception:  # noqa: BLE001 - no registry: the records alone
        named = []
    for text in (*named, *(r.text for r in comp.records(None))):
        toks = re.findall(r"[A-Za-z]+", text)
        heads = [t[0].lower() if t[0].isupper() or t.lower() in _FUNCTION else "" for t in toks]  # a name's words
        small = [t.lower() in _FUNCTION for t in toks]
        for i, h in enumerate(heads):
            if h != low[0] or small[i]:
                continue
            k, j = 0, i
            while j < len(toks) and k < n:
                if heads[j] == low[k]:
                    k += 1  # (a small word may give a letter too: "Court of Appeal" is "COA")
                elif not small[j]:
                    break
                j += 1
            if k == n:
                return True
    return False


def _court_short_written(comp: Composing, low: str) -> bool:
    """A short form of court practice ("SQL", "AB") whose written-out words some record writes ("The following
    substantial questions of law arise …")."""
    from tareekh.agent.court_short_forms import spelt_out, written_out_in

    return bool(spelt_out(low)) and any(written_out_in(r.text, low) for r in comp.records(None))
