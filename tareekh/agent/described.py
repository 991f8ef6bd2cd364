"""A case described rather than named ("the godown matter", "the tenant's eviction"): before a name the registry does
not know is said back, the cases whose registry entry or own records hold every word of it are looked for.

One case holds them: the question is about that case. Several hold them as plainly: the answer asks which one.
None does: the name is said back as before (agent/compose.py).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.half_known import ROLE_WORDS, SHORT, against, can_describe
from tareekh.agent.lexicon import stem, stems, words
from tareekh.agent.question import _CONNECT, _COURTESY, CASE_HEADS, STOP, kind_meant, kind_misspelt
from tareekh.registry.aliases import HONORIFICS
from tareekh.registry.translated import TRANSLATED
from tareekh.agent.english_of import TRANSLATED_STEMS, english_of

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# how plainly a case holds the words: its registry entry (title, parties, nature, aliases) over one of its records
_REGISTRY, _RECORD = 2, 1
_LOOSE = 3  # matters whose notes alone hold a word, from which it is a word of the language, not a description
SHORT_WORD = 3  # letters of a word too short to describe a matter that several matters' notes hold


def _wanted(name: str) -> list[str]:
    """The words of the description that say which matter it is (not "the", "matter", "ji", "wala")."""
    out = []
    for w in words(name):
        if len(w) < 3 or w.isdigit() or w in STOP or w in CASE_HEADS or w in _CONNECT or w in _COURTESY \
                or w in HONORIFICS or against(w) or w in ROLE_WORDS or kind_misspelt(w):  # "<party> viruddh writ": the party names it
            continue
        if w not in out:
            out.append(w)
    return out


def _registry_text(card) -> str:
    c = card.case
    parts = [c.number, c.short_name, c.title, c.nature, *(c.aliases or []), *[p.name for p in c.parties]]
    for person in (getattr(card, "client", None),):
        if person is not None:
            parts.append(getattr(person, "name", None))
    return " ".join(p for p in parts if p)


def _holds(wanted: set[str], text: str, *, registry: bool = False) -> bool:
    """Every word of `wanted` is in `text`: as written, as a word of the same place of work, or as a word of an Indian
    language for what the text writes in English ("vaatni" of a suit for "partition"); in a registry entry, also a
    name typed with a doubled letter single ("<Nerra> partition" asked as "nera")."""
    held = stems(text)
    singles = {_single(h) for h in words(text) if len(h) >= 5} if registry else set()
    return all(w in held or (_ALIKE.get(w, frozenset()) & held) or (_partition_of(w) & held)
               or (len(w) >= 4 and _single(w) in singles) for w in wanted)


def _single(word: str) -> str:
    """The word with each doubled letter written once ("chitta": "chita")."""
    return re.sub(r"(.)\1+", r"\1", word)


# words a lawyer uses for one and the same place of work, any of which a registry or a note may write for it instead:
# "the <client's> steel plant case" of a workman of "… Steels Ltd." whose registry entry writes "rolling mill"; a
# works, a mill, a factory, an industrial unit (Hindi/Urdu "karkhana", "mil"; Marathi, Kannada "karkhane"; Tamil
# "aalai"; Telugu "karmagaram"; Bengali "kol"), each met by the others (stems, as agent/lexicon.stem cuts them)
_PLACES_OF_WORK = ("plant", "plants", "mill", "mills", "factory", "factories", "works", "foundry", "karkhana",
                   "kaarkhana", "karkhane", "kaarkhane", "aalai", "alai", "karmagaram", "कारखाना", "कारखाने",
                   "फैक्ट्री", "फ़ैक्टरी", "ஆலை", "కర్మాగారం", "ಕಾರ್ಖಾನೆ", "কারখানা")
_ALIKE: dict[str, frozenset[str]] = {stem(w): frozenset(stem(o) for o in _PLACES_OF_WORK) for w in _PLACES_OF_WORK}


def described(comp: Composing) -> Draft | None:
    """Settles `q.unknown_case` against the cases' own words. The question is narrowed to the one case that holds
    every word of the description (None returned); a question two cases fit equally is asked back (a Draft)."""
    q = comp.q
    name = q.unknown_case or ""
    # "… call chestunnaru - Rangapur temple land suit": a name runs from the last break of the sentence to the case word
    parts = [p for p in _BREAK.split(name) if _wanted(p)]
    for part in ([name] + parts[-1:]) if len(parts) > 1 else [name]:
        draft, settled = _settle(comp, part)
        if settled:
            return draft
    # "<subject> vado dava": a word of the question's language the reader does not know, after the words that
    # describe, is no part of the description (agent/half_known.py); the words that can describe are looked for
    # alone. A description that opens with such a word ("<a name nobody holds> land suit") opens with a name, and
    # is said back.
    for part in ([name] + parts[-1:]) if len(parts) > 1 else [name]:
        wanted = _wanted(part)
        kept = [w for w in wanted if len(w) <= SHORT or can_describe(comp, w)]
        opening = next((w for w in wanted if len(w) > SHORT), None)
        if kept and len(kept) < len(wanted) and opening in kept:
            draft, settled = _settle(comp, " ".join(kept), registry_only=True)
            if settled:
                return draft
    return _placed(comp, name) or _translated(comp, name)


def _placed(comp: Composing, name: str) -> None:
    """'<the town of its court, spelt as heard> appeal': the one matter of that kind before a court there
    (agent/court_place.py); the question is narrowed to it. Always None (nothing to render)."""
    from tareekh.agent.court_place import court_place_named

    kinds = {kind_meant(w) for w in words(name)} - {None, "case", "matter"}
    cid = court_place_named(comp, _wanted(name), kinds, _registry_text)
    if cid is not None:
        q = comp.q
        q.cases, q.case_words, q.unknown_case = [cid], {cid: _wanted(name)}, None
    return None


# the rows of words of Indian languages for what a matter is about, beside the English a registry writes for them:
# registry/translated.py (filing reads them too)
_TRANSLATED = TRANSLATED


def _translated(comp: Composing, name: str) -> Draft | None:
    """'<a word of the question's language for a garden> writ': the one case of that kind whose registry entry
    writes the English word it translates ("… of the closed tea estate"), the description's other words being no
    registry's (words of the question's own language: "before", "our"). With no kind named ("<diamond> <partnership>
    case"), every word of the description must be such a word, and the one case's registry entry must write each
    thing they name. None (said back as before) otherwise."""
    from tareekh.agent.lexicon import expand

    said = words(name)
    kinds = {kind_meant(w) for w in said} - {None, "case", "matter"}
    wanted = _wanted(name)
    things = [english_of(w) for w in wanted]
    english = set().union(*things) if things else set()
    if not english or (not kinds and not all(things)):
        return None
    owners = []
    texts = {}
    for c in comp.registry.list_cases():
        card = comp.card(c.id)
        if card is None:
            continue
        texts[c.id] = stems(_registry_text(card))
        if kinds and any(stem(k) in texts[c.id] for k in kinds) and english & texts[c.id]:
            owners.append(c.id)
        elif not kinds and all(thing & texts[c.id] for thing in things):
            owners.append(c.id)
    if len(owners) != 1:
        return None
    rest = [w for w, thing in zip(wanted, things) if not thing]
    if any(expand(w) & st for w in rest for cid, st in texts.items() if cid != owners[0]):
        return None  # another word of the description is another case's: not this one plainly
    if _unheld_things(comp, owners[0], rest, texts[owners[0]]):
        return None  # "<a town> coal block <land> writ": what tells it apart is written nowhere in that case
    q = comp.q
    q.cases = owners
    q.case_words = {owners[0]: wanted}
    q.unknown_case = None
    return None


def _unheld_things(comp: Composing, cid: str, rest: list[str], registry_stems: set[str]) -> bool:
    """A word of the description that names a thing (an English noun, not a word of the question's own language)
    which neither the case's registry entry nor any of its records writes: the description is of some other matter,
    whatever else of it the case holds."""
    from tareekh.agent.english_words import is_english
    from tareekh.agent.framing import _reader_knows
    from tareekh.agent.lexicon import expand

    things = [w for w in rest if len(w) > SHORT_WORD and is_english(w) and not _reader_knows(w)]
    if not things:
        return False
    held = set(registry_stems)
    for rec in comp.records([cid]):
        held |= stems(rec.text)
    return any(not (expand(w) & held) for w in things)


# each row's native words with their stems too: a description's words arrive stemmed ("vaatni": "vaatn")
_TRANSLATED_STEMS = TRANSLATED_STEMS


def _partition_of(word: str) -> set[str]:
    """"partition" (stemmed) for a word of an Indian language for a partition, the kind of suit the word names alone
    (the other rows' words, a garden or a Sikh party, are matched with the kind asked: _translated)."""
    return next(({stem(e) for e in en} for en, native in _TRANSLATED_STEMS if "partition" in en and word in native),
                set())


def _narrowed(comp: Composing, name: str, strength: dict[str, int]) -> dict[str, int]:
    """Among the cases that hold the description, the one it plainly means. The kind of case named with it ("<person>
    ka cheq case", typed short or wrong) is a case's own sort in one of them only: that one. A person or thing the
    description rests on whose records are nearly all one case's (named once in passing in another's): that case."""
    # the sort of case named: a kind word, or a word for a case that is also a sort ("appeal", "writ", "bail", "suit")
    meant = [kind_meant(w) for w in words(name)]
    kinds = {k for k in meant if k and (k not in CASE_HEADS or k in ("appeal", "writ", "bail", "suit"))}
    kinds -= {"case", "matter"}
    if kinds:
        sorts = {cid: stems(_registry_text(comp.card(cid))) if comp.card(cid) is not None else set() for cid in strength}
        own = [cid for cid in strength if any(stem(k) in sorts[cid] for k in kinds)]
        if len(own) == 1:
            return {own[0]: strength[own[0]]}
    best = max(strength.values())
    top = {cid: v for cid, v in strength.items() if v == best}
    if best == _RECORD:
        want = {stem(w) for w in _wanted(name)}
        count = {cid: 0 for cid in top}
        for rec in comp.records(None):
            for cid in rec.case_ids[:1]:
                if cid in count and _holds(want, rec.text):
                    count[cid] += 1
        ranked = sorted(count.values(), reverse=True)
        if len(ranked) > 1 and ranked[0] >= 3 and ranked[0] >= 3 * ranked[1]:
            cid = max(count, key=count.get)
            return {cid: strength[cid]}
    return strength


# where one clause of a question ends and the name of a case may begin
_BREAK = re.compile(r"\s[-–—]+\s|[,;:!?]|\.\s")


def _settle(comp: Composing, name: str, *, registry_only: bool = False) -> tuple[Draft | None, bool]:
    """(an ask-back, True) when several cases hold every word of `name`, (None, True) when one does (the question is
    narrowed to it), (None, False) when none does."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.naming import strung_unheld

    q = comp.q
    wanted = _wanted(name)
    if not wanted:
        return None, False
    want = {stem(w) for w in wanted}
    cases = [c.id for c in comp.registry.list_cases()]
    strength: dict[str, int] = {}
    for cid in cases:
        card = comp.card(cid)
        if card is not None and _holds(want, _registry_text(card), registry=True):
            strength[cid] = _REGISTRY
    if not strength and not registry_only:
        # a description the notes give a matter ("godown", "the flat at the crossing"): all its words in one record
        for rec in comp.records(None):
            for cid in rec.case_ids[:1]:
                if cid not in strength and _holds(want, rec.text):
                    strength[cid] = _RECORD
    # (a case of another kind than the one the description ends in — "<place> wale godown ka suit" of a reference — is
    # not the one described, whatever words of it its notes hold)
    from tareekh.agent.naming import another_kind

    kind = next((w for w in reversed(words(name)) if w in CASE_HEADS), None)
    if kind is not None:
        strength = {c: s for c, s in strength.items() if not another_kind(comp, c, kind)}
    # nor is a case of another sort than the one the description names ("<client> ke talaq wala case" of her
    # maintenance case): agent/sort_asked.py
    from tareekh.agent.sort_asked import of_another_sort

    strength = {c: s for c, s in strength.items() if not of_another_sort(comp, c, name)}
    if not strength:
        return None, False
    if len(strength) > 1:
        strength = _narrowed(comp, name, strength)
    if len(strength) == 1:
        cid = next(iter(strength))
        if strung_unheld(comp, name, cid) is not None:
            return None, False  # "<town> wale <person> ke <kind> case": a place or person this case never writes
        q.cases = [cid]
        q.case_words = {cid: wanted}
        q.unknown_case = None
        return None, True
    # … nor is a word only notes hold, asked of a judge named ("<court>'s judge in arrears matters, how is she?"):
    # the subject of the judge's ways, not a matter
    of_a_judge = q.kind == "judge_habit" and bool(q.judges)
    if max(strength.values()) == _RECORD and (len(strength) >= _LOOSE or of_a_judge
                                              or all(len(w) <= SHORT_WORD for w in wanted)):
        # "kan case zingah …" ("our case among …"): a word only the notes of several matters hold, none of them
        # by name, is a word of the question's language, not the name of a matter: nothing is said back
        q.unknown_case = None
        return None, True
    options = sorted(strength, key=comp.label)
    listed = "; ".join(comp.label(c) for c in options[:5])
    from tareekh.agent.as_typed import as_typed

    said = as_typed(name, q.text, q.typed)  # the words as typed, never a respelt one
    return Draft(f"'{said}' fits more than one of your cases: {listed}. Which one do you mean?", []), True
