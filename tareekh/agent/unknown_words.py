"""Words of a question the reader does not know are never the thing the notes are said to lack.

A question typed in a language the rules have no table for ("<case> next <three words of that language>",
"<party> <two words> ? suit amount") names its case, a date or an English loan the reader knows, and wraps them in
question words, particles and verbs it does not. Such a word may even be written in the practice's own notes (the
notes are in the same language), under other matters or none: either way the reader cannot tell a question word
from a thing, and "Nothing in your notes on <those words>" says nothing true to the lawyer. So:

- a word is UNKNOWN when it is no word of the reader's vocabulary, the law's, or English (English words of three
  letters or fewer only when the reader's own vocabulary holds them: short abbreviations collide with every
  language's particles), no name or word of the registry, holds no digit, and no record of the cases the question
  names writes it (a word those records write is matched like any other);
- `all_unknown(comp, groups)`: every group a question would say is missing is such a word — the answer is then the
  one for a half-understood question (the known words decide the kind, else where the matter stands), never
  "no record". A KNOWN thing (a proceeding, an order, a person, an English noun) the notes lack still is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing as Composer

SHORT_ENGLISH = 3  # an English word this short counts as known only when the reader's own vocabulary holds it


def _case_stems(comp: Composer) -> set[str]:
    held = getattr(comp, "_unknown_case_stems", None)
    if held is None:
        from tareekh.agent.lexicon import stems

        held = set()
        for rec in comp.records(list(comp.q.cases) or None):
            held |= stems(f"{rec.text} {rec.doc_kind or ''}")
        comp._unknown_case_stems = held  # type: ignore[attr-defined]
    return held


def unknown_word(comp: Composer, w: str) -> bool:
    """A word of the question the reader cannot read as a thing: see the module's doc."""
    from tareekh.agent.english_things import dictionary_english
    from tareekh.agent.english_words import is_english
    from tareekh.agent.framing import _reader_knows
    from tareekh.agent.lexicon import stem
    from tareekh.agent.question import NameIndex

    if _named(comp.q.text, w):
        return False  # "adv <Surname>", "<Name>": a person, whom the notes may not hold
    w = w.lower()
    if not w or not _A_WORD.fullmatch(w) or _reader_knows(w):
        return False
    if len(w) > SHORT_ENGLISH and is_english(w):
        return False
    if dictionary_english(w, [x.lower() for x in re.findall(r"[^\W\d_]+", comp.q.text)]):
        return False  # "ombudsman", "valuer": English, though the sentence model splits them (agent/english_words.py)
    index = getattr(comp, "_name_index", None)
    if index is None:
        index = NameIndex(comp.registry)
        comp._name_index = index  # type: ignore[attr-defined]
    if index.is_known_word(w):
        return False
    return stem(w) not in _case_stems(comp)


def _named(text: str, w: str) -> bool:
    """`w` typed as a name: with a capital after the question's first word, or right after a title or role word."""
    from tareekh.agent.plain_words import ROLE_WORDS

    for m in re.finditer(rf"(?<![^\W\d_]){re.escape(w)}(?![^\W\d_])", text, re.I):
        typed = m.group()
        if m.start() > 0 and typed[0].isupper() and not typed.isupper():
            return True
        before = re.findall(r"[^\W\d_]+", text[:m.start()].lower())
        if before and (before[-1] in _TITLES or before[-1] in ROLE_WORDS):
            return True
    return False


# titles and roles typed before a person's name in the court corridor, in Latin letters
_TITLES = frozenset("adv advocate adv. sri shri smt mr mrs ms dr justice lawyer counsel vakil pu pi".split())


def unknown_group(comp: Composer, group: set[str]) -> bool:
    """A word group of the question (the stems a note may use for one word) that stands for an unknown word."""
    from tareekh.agent.lexicon import stem, words

    typed = [w for w in words(comp.q.text) if stem(w) in group or w in group]
    return bool(typed) and all(unknown_word(comp, w) for w in typed)


def all_unknown(comp: Composer, groups: list[set[str]]) -> bool:
    """Every one of `groups` (at least one) is an unknown word of the question."""
    return bool(groups) and all(unknown_group(comp, g) for g in groups)


# a word in any script: letters, and the vowel signs and marks of the Indic scripts and of Urdu's letters
_A_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|[\u0900-\u0D7F]|[\u064B-\u065F\u0670])*")


def known_words_left(comp: Composer) -> str:
    """The question as the reader understands it: its unknown words taken out."""
    text = comp.q.text
    for m in reversed(list(_A_WORD.finditer(text))):
        if unknown_word(comp, m.group()):
            text = text[:m.start()] + text[m.end():]
    return re.sub(r"\s+", " ", text).strip()


# an answer that says the notes hold nothing, or nothing clear, on what was asked
NOTHING_SAID = re.compile(r"\s*(?:no record|nothing in your notes|not (?:clearly )?on record)\b", re.I)
# the two answers that say so of the question's own words, not of a thing or person the reader knows: a yes or no
# no line says ("No record in <case> in your notes: nothing in them says so.") and the words no record within the
# question's anchors holds ("Nothing in your notes in <case> on <words>: no record of it.", or "… on the <words> in
# the <paper>: the <paper> writes no such field …"). "Not on record: your notes record no <known thing>", a person
# said back, a proceeding no record mentions, the nearest lines shown — those stand.
_OWN_WORDS_MISSING = re.compile(
    r"\s*(?:No record (?:of [^:\n]+ )?in [^\n]+ in your notes: nothing in them says so\.\s*$"
    r"|Nothing in your notes(?: in [^\n]+?)? on [^\n]+: no record of it\.\s*$"
    r"|Nothing in your notes on the [^\n]+ in the [^\n:]+: the [^\n]+ writes no such field)")
# kinds a reading of known words decides by itself (a yes or no, or an open question, is what a guess reads)
_DECIDED = frozenset({"next_date", "last_time", "count", "amount", "said", "pending", "judge_habit", "pattern", "who"})
MAX_CASES = 2
# English words that ask for a kind of answer and name no thing a record must write ("suit amount", "the date",
# "how many times"): their absence from the records is no absence of what is asked
KIND_ONLY = frozenset({"amount", "amounts", "sum", "total", "figure", "value", "date", "dates", "day", "time", "times",
                       "status", "stage", "much", "many"})


def second_reading(comp: Composer, first: str | None, compose) -> str | None:
    """The answer to the question read again without its unknown words, when the first reading said the notes hold
    nothing and what it found missing were only such words; None to keep the first answer.

    `compose(question)` answers a Question. The second reading is kept when its known words decide a kind ("<case>
    next <words>" asks the next date, "<words> suit amount" the suit's sum) and it finds what that kind asks; when
    they decide none, and the first kind was itself a guess, the matter's story is the answer (the half-understood
    question's: last hearing, next date, what is pending). A known thing the case's records lack keeps the first
    answer ("no record of it" is then true)."""
    from tareekh.agent.closest import content_groups, required
    from tareekh.agent.half_read import guessed_kind
    from tareekh.agent.lexicon import stems
    from tareekh.agent.question import understand

    q = comp.q
    if first is None or not _OWN_WORDS_MISSING.match(first.split("\n", 1)[0]) or not q.cases or len(q.cases) > MAX_CASES or q.unknown_case:
        return None
    held = _case_stems(comp)
    groups = required(content_groups(q, comp._name_stems()))
    asking = {s for w in KIND_ONLY for s in stems(w)}
    unheld = [g for g in groups if not g & held and not g & asking]
    if not unheld or not all(unknown_group(comp, g) for g in unheld):
        return None  # a known thing the records lack ("no record of it"), or nothing missing at all
    known = known_words_left(comp)
    if not known or known == q.text.strip() or not re.search(r"[^\W\d_]", known):
        return None
    q2 = understand(known, registry=comp.registry, today=q.today)
    if q2.unknown_case:
        return None
    q2.cases = list(q.cases)
    guessed = guessed_kind(comp)
    if q2.kind in _DECIDED:
        second = compose(q2)
        return second if second is not None and not NOTHING_SAID.match(second) else None
    if not guessed or len(q.cases) != 1:
        return None  # a yes or no read from the question's own particle or verb stays as read
    brief = comp._briefing()
    return brief.render() if brief is not None and not NOTHING_SAID.match(brief.first) else None


def nothing_known_asked(comp: Composer, groups: list[set[str]]) -> bool:
    """Every group the question would say the notes lack is an unknown word or a word that only asks a kind ("<two
    words of another language> suit amount"): nothing the reader knows as a thing is missing, so "nothing in your
    notes on <them>" would say nothing true. Not so when those words are the thing a read question asks of
    (`thing_before_asking`)."""
    from tareekh.agent.lexicon import stems

    asking = {s for w in KIND_ONLY for s in stems(w)}
    return bool(groups) and all(g & asking or unknown_group(comp, g) for g in groups) \
        and not thing_before_asking(comp)


# the fewest unknown words side by side that name a thing (one word alone may be the language's "state", "progress")
THING_WORDS = 2


def _asks(word: str) -> bool:
    """A question word the reader reads that asks for a thing's day, person or place (when, who, where, which), in any
    language of its tables; not why or how ("<case> tu <so much> <delay> kio": a reason asked, not a thing)."""
    from tareekh.agent.tongues import _ANY_ROLE, role

    # (Hindi's and Telugu's words the rules read as typed: their role in the table)
    return bool(_THING_ASKING.match(word)) or role(word) in _ASKING_ROLES or _ANY_ROLE.get(word) in _ASKING_ROLES


_THING_ASKING = re.compile(r"^(?:kab|kaun\w*|kahan|kisne|when|who|where|which)$", re.I)
_ASKING_ROLES = frozenset({"when", "who", "by_whom", "where", "which", "which_f", "which_pl"})


def thing_before_asking(comp: Composer) -> bool:
    """The question's unknown words stand side by side after its case and right before a question word the reader
    reads ("<case> me <two words> kab hua tha", "<case> cha <two words> kadhi zala", "<case> lo <two words> eppudu
    jarigindi"): the question's own language is read (its question word and verb), and those words fill the place of
    the thing it asks about — a thing the case's records lack, not a sentence of a language the reader cannot read.
    Unknown words apart, or with no question word read after them ("<case> next <words>"), are still the question's
    framing."""
    return bool(thing_asked(comp))


def thing_asked(comp: Composer) -> list[str]:
    """The words of `thing_before_asking`, as typed (lower case); [] when the question has none."""
    from tareekh.agent.lexicon import words

    q = comp.q
    typed = words(q.text)
    anchors = {w.lower() for ws in (q.case_words or {}).values() for w in ws}
    ask = next((i for i, w in enumerate(typed) if _asks(w)), None)
    if ask is None:
        return []
    # (the verb after the question word, "… eppudu jarigindi", may be a word the reader does not know: it is the verb)
    run = [i for i, w in enumerate(typed[:ask]) if unknown_word(comp, w)]
    if len(run) < THING_WORDS or run[-1] != ask - 1 or run[-1] - run[0] != len(run) - 1:
        return []
    return typed[run[0]:ask] if any(w in anchors for w in typed[:run[0]]) else []



# an act asked of a thing, as English writes its past participle ("released", "filed", "issued", "served")
_PARTICIPLE = re.compile(r"\b([a-z]{4,}ed)\b", re.I)


def act_unheld(comp: Composer, cases: list[str] | None, required: list[set[str]]) -> str | None:
    """"Not on record: nothing in your notes says the <thing> was <act>" for a yes or no whose known words — a thing
    and the English act asked of it — no one line of the case holds together (the question's unknown words set
    aside); None when a line does, or no such act is asked. The nearest lines are still shown after it."""
    from tareekh.agent.english_words import is_english
    from tareekh.agent.lexicon import stems

    if comp.q.kind != "yes_no":
        return None
    acts = [m.group(1) for m in _PARTICIPLE.finditer(comp.q.text) if is_english(m.group(1).lower())]
    if len(acts) != 1:
        return None
    act = acts[0].lower()
    act_stems = stems(act)
    known = [g for g in required if not unknown_group(comp, g)]
    things = [g for g in known if not g & act_stems]
    if not things or len(things) == len(known):
        return None  # the act is not among the words a line must hold, or nothing but the act is asked
    if comp._matching(cases, known, need_all=True):
        return None
    typed = [w for w in re.findall(r"[^\W\d_][\w-]*", comp.q.text)
             if any(stems(w.lower()) & g for g in things)]
    if not typed:
        return None
    return f"Not on record: nothing in your notes says the {' '.join(typed).lower()} was {act}"


def said_plainly(comp: Composer, first: str) -> str:
    """`first` ("Not clearly on record; the latest …") begun "Not on record: nothing in your notes says the <thing>
    was <act>" when no line of the case holds the thing and the act asked together (act_unheld); as it was else."""
    from tareekh.agent.closest import content_groups, required

    hedge = "Not clearly on record"
    if not first.startswith(hedge) or not comp.q.cases:
        return first
    plainly = act_unheld(comp, list(comp.q.cases), required(content_groups(comp.q, comp._name_stems())))
    return plainly + first[len(hedge):] if plainly else first
