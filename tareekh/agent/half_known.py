"""Which words of a half-understood question can say what a matter is about, and which only carry its grammar.

A lawyer names a case among words of a language the reader only half knows ("<name> ke khilaf complaint",
"<name> no <subject> vado case", "<date word> <before> <name> suit"). Before the answer says "there is no such case"
because a word beside the case's name is not the case's own, that word has to be one that can describe a matter:
- a word of the law or of the court (the reader's vocabulary, the law's stems, a kind of case),
- an English word (the uncased English vocabulary Tareekh ships with its sentence model: "robbery", "bakery"),
- a name typed with its capital ("Nandgaon"),
- or a word the practice's own records write as one matter's topic (under few of its cases, not all over).
A word none of these knows is taken for the grammar of the question's language, not for another matter: the case
its name points at is answered, and "No such case" is kept for a description the practice can tell apart.

"Against" is said between a party's name and the kind of case in every language ("X ke khilaf complaint", "X-er
biruddhe mamla", "X ethire case"): it names the party the case is against, never another matter.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tareekh.agent.plain_words import AGAINST, ROLE_WORDS, SHORT, against, is_english  # noqa: F401 - re-exported

_LINKING = frozenset("wala wale wali vala vale vali vado vadi vada valo ka ki ke".split())  # "X wali complaint"


def capitalised(text: str, word: str) -> bool:
    return any(m.group()[0].isupper() for m in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.I))


def _people_words(comp) -> frozenset[str]:
    """The name words of the registry's counsel and judges: a counsel's name beside a case's says who acted in it
    ("<counsel> vakil <case> suit"), not which matter it is."""
    held = getattr(comp, "_people_words_cache", None)
    if held is None:
        from tareekh.agent.question import NameIndex

        index = getattr(comp, "_name_index", None)
        if index is None:
            index = NameIndex(comp.registry)
            comp._name_index = index
        held = frozenset(w for item in index.items if item.kind in ("counsel", "judge") for w in item.words)
        comp._people_words_cache = held
    return held


def never_describes(comp, word: str) -> bool:
    """A word that is grammar, a role, a counsel's or judge's name or a person's manner wherever it stands ("ke",
    "khilaf", "vakil", "style")."""
    from tareekh.agent.habit_asked import manner_word

    w = word.lower()
    # (a word for a person's way of acting, "<counsel> r style ki cheque case", says how they conduct a matter, in
    # any language the habit tables hold: agent/habit_asked.py)
    return len(w) <= SHORT or against(w) or w in ROLE_WORDS or w in _people_words(comp) or manner_word(w)


@lru_cache(maxsize=1)
def rule_words() -> frozenset[str]:
    """The words the question rules read by pattern ("tareekh", "peshi", "kitni"): every whole word written in the
    patterns of agent/question.py. A question word among them is read, though no vocabulary list holds it."""
    from tareekh.agent import question

    out: set[str] = set()
    for value in vars(question).values():
        if isinstance(value, re.Pattern):
            out |= set(re.findall(r"(?<![\\a-z])[a-z]{3,}(?![a-z])", value.pattern.lower()))
    return frozenset(out)


def read_elsewhere(comp, run: list[str], text: str | None = None) -> bool:
    """Every word of the question outside `run` is one the reader knows (or a name, an English word, a word the
    notes write): the question is in a language the reader reads, so a word in `run` nothing knows is a thing of the
    matter ("<place> dacoity trial ki agli tareekh"), not the grammar of a language half understood. `text`: the part
    of the question to read (by default all of it)."""
    from tareekh.agent.framing import practice_framing
    from tareekh.agent.lexicon import words

    inside = set(run)
    return not any(practice_framing(comp, w) and not is_english(w) and not against(w) and w not in ROLE_WORDS
                   and w not in _people_words(comp) and w not in rule_words()
                   for w in words(comp.q.text if text is None else text) if w.isalpha() and w not in inside)


def can_describe(comp, word: str) -> bool:
    """`word` of the question can say what a matter is about (module doc): False for a word of the question's own
    language the reader does not know, and for "against"."""
    from tareekh.agent.framing import _practice_words, _reader_knows, practice_framing
    from tareekh.agent.tongues import role

    w = word.lower()
    if never_describes(comp, w):
        return False
    if not w.isascii():
        return True  # a word left in its own script: the gloss did not read it, it may be any thing
    if (_reader_knows(w) and role(w) is None) or is_english(w) or capitalised(comp.q.text, word):
        return True
    if _address_only(comp, w):
        return False
    if _grammar_of_a_tongue(w):
        return False
    # a word the notes write only outside every case (a chat or general note of a day, not filed under a matter) is
    # no matter's topic: lower case beside a held name it is the grammar of the question's language ("<verb> <name>
    # case": "wrote", "said" of a language the reader half knows), not another matter's name; nor is a word one
    # filed note writes once (a junior's voice note saying what a report "wrote"): a matter's subject recurs in its
    # notes, or stands in a case's own names
    seen = _practice_words(comp)
    return (seen.filed.get(w, 0) >= TOPIC_RECORDS or w in _registry_words(comp)) and not practice_framing(comp, w)


TOPIC_RECORDS = 2  # filed notes that must write a word before it is read as a matter's subject


def _grammar_of_a_tongue(w: str) -> bool:
    """A word, typed in lower case, that the language tables (agent/tongues.py) hold as a verb, an auxiliary, a
    question word, a pronoun or a linking word of some language ("ketaanga", asked; "kitta", with): the question's
    grammar, however often the notes (written in that language too) write it, never a matter's name. The court's
    own words the tables hold ("date", "order") are things asked, and can describe."""
    from tareekh.agent.tongues import role

    r = role(w)
    return r is not None and not r.startswith("c_") and r not in ("case", "case_in", "status")


def _registry_words(comp) -> frozenset[str]:
    """Every word of every case's names in the registry (number, title, short name, aliases, parties)."""
    held = getattr(comp, "_registry_words_cache", None)
    if held is None:
        from tareekh.agent.lexicon import words

        out: set[str] = set()
        try:
            cases = comp.registry.list_cases()
        except Exception:  # noqa: BLE001 - no registry, no names
            cases = []
        for c in cases:
            names = [c.short_name, c.title, c.number, c.nature, *(c.aliases or [])]
            out |= {w for n in names for w in words(n or "")}
        held = frozenset(out)
        comp._registry_words_cache = held
    return held


ADDRESS_SHARE = 0.8  # of a word's places in the notes, the share beside a name or alone before a comma


def _address_only(comp, w: str) -> bool:
    """A word the notes write only as part of how a person is called: right after a capitalised name ("<Name>
    <kin word>", "<Name> <courtesy>") or alone before a comma, as one addresses someone ("<kin word>, today …").
    Kinship and courtesy words of every language are written so; a word of a matter's subject is not."""
    cache = getattr(comp, "_address_cache", None)
    if cache is None:
        cache = {}
        comp._address_cache = cache
    if w in cache:
        return cache[w]
    pattern = re.compile(rf"(?<![\w])({re.escape(w)})(?![\w])", re.I)
    seen = beside = 0
    for rec in comp.records(None):
        for m in pattern.finditer(rec.text):
            seen += 1
            before = re.findall(r"[^\W\d_][\w'’]*|\S", rec.text[max(0, m.start() - 40): m.start()])
            after = rec.text[m.end(): m.end() + 1]
            named = bool(before) and before[-1][:1].isupper() and before[-1].isalpha() and len(before[-1]) >= 3
            alone = (not before or not before[-1].isalpha()) and after == ","
            beside += named or alone
    cache[w] = bool(seen) and beside >= ADDRESS_SHARE * seen
    return cache[w]


def describes_the_case(comp, groups: list[set[str]]) -> bool:
    """Every thing a question asks of its case is a word of the case's own description (its registry title,
    nature, names) or a word of relation ("against") or of role ("vakil"): "<subject> <kind> kab hai?" asks the
    case itself, not a value beside its subject's words in some note."""
    from tareekh.agent.lexicon import stem

    if not groups or not comp.q.cases:
        return False
    own: set[str] = {stem(w) for w in AGAINST | ROLE_WORDS}
    for cid in comp.q.cases:
        if comp.card(cid) is None:
            return False
        own |= _described_by(comp, cid) | court_stems(comp.card(cid).case.court or "")
    return all(g & own for g in groups)


# the words a court's name joins with that no short form takes a letter of ("Court of the Civil Judge")
_COURT_LINKS = frozenset("of the at for and in on".split())


def court_stems(court: str) -> set[str]:
    """The stems of a court's name and of the short forms a lawyer types for it: the initials of each run of two or
    more of its words ("Bombay High Court": "HC", "BHC"; "Civil Judge (Senior Division)": "CJSD"; "Principal
    District and Sessions Judge": "PDSJ", "DSJ"), any court of India: "<party> HC writ kab?" names the case by its
    court, as by its kind."""
    from tareekh.agent.lexicon import stem, stems

    out = stems(court)
    for part in court.split(","):  # ("<court>, <place>": the place is no letter of the court's short form)
        names = [w for w in re.findall(r"[A-Za-z]+", part) if w.lower() not in _COURT_LINKS]
        # (a number's roman numerals and "No." name a court room, never a short form's letter)
        names = [w for w in names if not re.fullmatch(r"[IVXLC]+|No", w)]
        for i in range(len(names)):
            for j in range(i + 2, min(len(names), i + 6) + 1):
                out.add(stem("".join(w[0] for w in names[i:j]).lower()))
    return out


def _described_by(comp, cid: str) -> set[str]:
    """The stems of a case's own description in the registry: short name, title, nature, aliases, parties."""
    from tareekh.agent.lexicon import stems

    card = comp.card(cid)
    if card is None:
        return set()
    c = card.case
    return stems(" ".join(t for t in (c.short_name, c.title, c.nature, *(c.aliases or []),
                                      *[p.name for p in c.parties]) if t))


def nothing_else_asked(comp) -> str | None:
    """"<name> no case kya <verb the reader does not know>?": a question about one case that, once the words of its
    language the reader does not know are set aside, holds nothing but the case's names, its kind, honorifics and
    function words asks where the case stands ('last_time', the hearing and what comes next), not a yes or no of
    nothing; None otherwise (a question the reader understood whole is left as read)."""
    from tareekh.agent.framing import practice_framing
    from tareekh.agent.lexicon import stem, words
    from tareekh.agent.question import CASE_HEADS, STOP, NameIndex
    from tareekh.agent.tongues import role
    from tareekh.agent.honorifics import HONORIFIC_ENDINGS

    q = comp.q
    if q.kind not in ("yes_no", "open") or len(q.cases) != 1 or q.witness or q.person or q.on or q.since or q.until:
        return None
    typed = [w for w in words(q.text) if w.isalpha()]
    # a word of the question's language the reader does not know; an English word no note holds ("helmet") is a
    # thing asked, whose absence is said
    unknown = [w for w in typed if practice_framing(comp, w) and not is_english(w)]
    if not unknown and q.kind != "open":
        return None  # a yes or no read whole is left as read; an open one naming only its case asks where it stands
    from tareekh.agent.unknown_words import thing_before_asking

    if thing_before_asking(comp):
        return None  # "<case> me <two words> kab hua tha": those words are the thing asked (agent/unknown_words.py)
    index = getattr(comp, "_name_index", None)
    if index is None:
        index = NameIndex(comp.registry)
        comp._name_index = index
    # the case's own description names it only where it stands before the kind of case ("hospital bill wali
    # complaint"); elsewhere it may be the thing asked ("<name> gratuity <got>?")
    naming: set[str] = set()
    for i, w in enumerate(typed):
        if w in CASE_HEADS:
            j = i - 1
            while j >= 0 and typed[j] not in STOP - _LINKING and typed[j] not in CASE_HEADS:
                naming.add(typed[j])
                j -= 1
    own = {s for s in _described_by(comp, q.cases[0]) if any(stem(w) == s for w in naming)}
    kept = [w for w in typed if w not in unknown and w not in STOP and w not in CASE_HEADS and w not in AGAINST
            and w not in ROLE_WORDS and w not in HONORIFIC_ENDINGS and not index.is_known_word(w)
            and stem(w) not in own and role(w) is None  # "agli", "kab": what kind is asked, not a thing
            and not (len(w) >= 5 and w.endswith("ly") and is_english(w))]  # "finally", "exactly": how, not what
    return "last_time" if not kept else None


def counsel_named_in(comp, text: str, ids: list[str] | tuple[str, ...] | None = None) -> bool:
    """An adjournment the notes did not tie to a side ("<surname> sought time") whose sentence names the counsel the
    question asks about (or the counsel `ids`: a side asked, its counsel), by a word of his registry name: his."""
    q = comp.q
    wanted = list(ids) if ids is not None else q.counsel
    if not wanted:
        return False
    from tareekh.agent.question import NameIndex

    index = getattr(comp, "_name_index", None)
    if index is None:
        index = NameIndex(comp.registry)
        comp._name_index = index
    own = {w for item in index.items if item.kind == "counsel" and item.id in wanted for w in item.words
           if len(w) > SHORT}
    said = set(re.findall(r"[a-z]+", text.lower()))
    # (a Roman "eo" writes the script's "ev" of the name, "Deo-" of "देव-": heard by that spelling too)
    heard = own | {w.replace("eo", "ev") for w in own if "eo" in w}
    if not own & said and re.search(r"[\u0980-\u0D7F]", text):
        # "কলিতা উকীল অসুস্থ, … সময় বিচাৰিলে": his surname typed in the note's own script (agent/script_names.py)
        from tareekh.agent.script_names import names_in_script

        said = set(re.findall(r"[a-z]+", names_in_script(text, heard).lower()))
    if not own & said and re.search(r"[\u0900-\u097F]", text):
        # "<surname in Devanagari> वकील ने समय माँगा": his name in Hindi letters, read by the Hindi gloss (agent/hindi.py)
        from tareekh.agent.hindi import in_latin

        said = set(re.findall(r"[a-z]+", in_latin(text, heard).lower()))
    return bool(heard & said)
