"""A person named by a first name and a surname that nobody the practice holds is, asked of without a role word:
said back, never answered from a thing the question names beside them.

"<first> <surname> ko bail ke bhayo?" of a practice whose notes name no one so: the question is about that person;
reading it as "bail?" answers with another accused's bail, a wrong answer the lawyer acts on. agent/role_named.py
says back a name typed beside a role word ("<name> vakil", "Dr <name>") and a first name before a surname the
registry holds; this module does the same for a name the question marks as a person in its own way:

- two words before the possessive of any Indian language ("ko", "ka", "ke", "ki" of Hindi, Urdu, Nepali; "er", "r"
  of Bengali, Assamese; "cha", "chi", "che" of Marathi; "da", "di", "de" of Punjabi; "no", "ni", "nu" of Gujarati;
  "oda", "udaya" of Tamil; "gari", "yokka" of Telugu; "inte", "nte" of Malayalam; "ra", "nka" of Odia; "'s"), or
- two words both typed capitalised (a name, whatever follows it),

where the two words are no function word, word of the law, of the court or of English, at least one of them is in
no registry name and no record, and no record writes the two together. A name is said back only when its last word
is a surname: the last word of a name the records or the registry write, or, both words typed capitalised, a word
unknown everywhere (a wholly new person), or, before a possessive, a word unknown everywhere after a given name the
practice holds ("<held given name> <new surname> ka": given names are shared by many people of a region, the one the
notes hold is not the one asked of; a word of address, a "wala" or a near spelling of a held word is); a first name the registry holds after an unknown word ("<a word of the question's language> <client's
first name> ko") is the client asked of.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the possessive after a name, in the Indian languages as typed in Latin letters (module doc)
_POSSESSIVE = frozenset("""ko ka ke ki kaa kii er r cha chi che chya da di de no ni nu na oda odaya udaya gari garu
yokka inte nte ra nka ro""".split())

# the English words of a role after a name (the languages' own: agent/role_named.py)
_ROLE_AFTER = frozenset("advocate adv counsel lawyer judge sir madam maam mam ji".split())
# "<name> wala/wale/waali/vaale": the one of that name, a word of the question's language, no surname
_WALA = re.compile(r"^[wv]aa?l[aeiy]+$")
_TITLES = frozenset("mr mrs ms miss dr smt sri shri shree srimati shrimati kumari km thiru tmt selvi janab".split())


def _surnames(comp: Composing) -> tuple[set[str], set[str]]:
    """(the last words, the first words) of the names the registry holds and the records write capitalised."""
    from tareekh.agent.question import STOP, tokens
    from tareekh.agent.role_named import _BEFORE, _no_name
    from tareekh.registry.aliases import HONORIFICS

    last: set[str] = set()
    first: set[str] = set()
    reg = comp.registry
    names: list[str] = []
    for getter in ("judges", "counsel", "clients"):
        try:
            names += [getattr(p, "name", "") or "" for p in getattr(reg, getter)()]
        except Exception:  # noqa: BLE001 - no registry, no names
            continue
    try:
        names += [p.name for c in reg.list_cases() for p in c.parties]
    except Exception:  # noqa: BLE001
        pass
    for n in names:
        t = tokens(n)
        if len(t) >= 2:
            last.add(t[-1])
            first.add(t[0])
    cached = getattr(comp, "_written_names", None)
    if cached is None:
        cached = set()
        given: set[str] = set()
        for r in comp.records(None):
            for m in re.finditer(r"\b([A-Z][a-z]{2,})\s+([A-Z][a-z]{2,})\b", r.text):
                one = m.group(1).lower()
                if one in STOP or one in HONORIFICS or one in _BEFORE or _no_name(one):
                    continue  # "Sri <given name>", "Tell <given name>": no name's first word
                cached.add(m.group(2).lower())
                given.add(one)
        comp._written_names = (cached, given)  # type: ignore[attr-defined]
    else:
        cached, given = cached
    return last | cached, first | given


def _new_surname(first: str, word: str, possessed: bool, firsts: set[str], vocabulary: set[str]) -> bool:
    """Whether `word`, typed after a given name the practice holds and before a possessive, is a surname nobody
    holds: "<held given name> <new surname> ka matter" asks of another person of that given name (given names are
    shared by many people of a region), never of the one the notes name. A word of address ("<name> chachi ka"),
    a "wala" and a near spelling of a word the notes or the registry hold are the held person asked of."""
    from tareekh.agent.honorifics import HONORIFIC_ENDINGS
    from tareekh.agent.spelling import variants

    if not possessed or first not in firsts or len(word) < 4 or word in HONORIFIC_ENDINGS or _WALA.match(word):
        return False
    return variants(word, vocabulary) == {word}


# the mark of the doer after a name, a closed class of the languages that have one, as typed in Latin letters: Hindi,
# Urdu, Punjabi, Marathi "ne" (Urdu also "nay"), Marathi's plural "ni", Nepali "le", Konkani "an"
_DOER = frozenset("ne nay ni le an".split())


def _new_doer(first: str, word: str, after: str, capital: bool, names: set[str], vocabulary: set[str]) -> bool:
    """Whether `word`, typed capitalised after a capitalised word the practice writes in a person's name and before
    the mark of the doer or of the owner ("<held name word> <new surname> ne court me kya bola?"), is a surname
    nobody holds: the question asks what that person did, and the notes name no one so. (A given or middle name is
    shared by many people; a word one edit from a word the notes write is that word.)"""
    from tareekh.agent.spelling import variants

    if not capital or first not in names or len(word) < 4 or after not in _DOER | _POSSESSIVE or _WALA.match(word):
        return False
    return variants(word, vocabulary) == {word}


def _matter_words(case) -> set[str]:
    """The words that name what a matter is: its short name's, its number type's forms and families ("writ")."""
    from tareekh.agent.question import tokens
    from tareekh.registry.numbers import case_type, registration_key, split_series

    words = set(tokens(case.short_name or ""))
    code = split_series((registration_key(case.number) or "").split("/")[0])[0]
    kind = case_type(code)
    if kind is not None and code not in ("CASE", "SUIT", "MISC"):  # "case", "matter": any matter's word
        for form in (*kind.forms, *kind.groups):
            words |= {w for w in tokens(form) if len(w) >= 3}
    return words


def _held_matter_beside(comp: Composing, given: str, skip: set[str]) -> bool:
    """Whether the question names, beside a given name the practice holds, a matter of the person who holds it by
    what the matter is ("<given name> <unknown word> ka writ", the person's only writ): the unknown word is then a
    word the lawyer calls her by (an occupation, a relation, a village), not the surname of another person of that
    given name — whose matter the practice would not hold."""
    from tareekh.agent.question import STOP, tokens

    asked = {w for w in tokens(comp.q.typed or comp.q.text)
             if len(w) >= 3 and w not in skip and w not in STOP and w not in _POSSESSIVE}
    if not asked:
        return False
    for cid in comp.q.cases:
        try:
            case = comp.registry.get_case(cid)
        except Exception:  # noqa: BLE001 - a case the registry no longer holds
            continue
        holders = [p.name for p in case.parties]
        if not any(tokens(n)[:1] == [given] for n in holders):
            continue
        if asked & (_matter_words(case) - skip):
            return True
    return False


def unheld_name(comp: Composing) -> str | None:
    """The name as typed ('Pemba Sherpa'-like) of a person the question asks of whom nobody holds (module doc)."""
    from tareekh.agent.framing import _practice_words
    from tareekh.agent.kinship import is_kinship
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.role_named import _no_name, _registry_words, _role_of
    from tareekh.agent.tongues_joined import BEFORE_VERB

    q = comp.q
    if q.all_cases:
        return None
    typed = q.typed or q.text
    toks = [re.sub(r"['’]s$", "", t) for t in re.findall(r"[A-Za-z][A-Za-z'’]*", typed)]
    owned = [bool(re.search(r"['’]s$", t)) for t in re.findall(r"[A-Za-z][A-Za-z'’]*", typed)]
    low = [t.lower() for t in toks]
    known = _registry_words(comp)
    written = _practice_words(comp).records
    last, firsts = _surnames(comp)
    for i in range(1, len(low)):
        a, b = low[i - 1], low[i]
        after = low[i + 1] if i + 1 < len(low) else ""
        capital = all(t[:1].isupper() and t[1:].islower() for t in (toks[i - 1], toks[i]))
        if not (owned[i] or after in _POSSESSIVE or capital):
            continue
        before = low[i - 2] if i >= 2 else ""
        if before in _TITLES:
            continue  # "Mr. <name>", "Dr <name>": the title's readers say them back (agent/person_named.py, role_named.py)
        if before in BEFORE_VERB:
            continue  # "na <verb> <surname> ke": the word after a negation is a verb of any language (tongues_joined.py)
        if _role_of(after) is not None or after in _ROLE_AFTER:
            continue  # "<name> advocate", "<name> vakil", "<name> sir": the role's readers say them back in it
        if is_kinship(b):
            continue  # "<given name> nanand", "<given name> mamiyar": who she is to someone, no surname (agent/kinship.py)
        # two capitalised words before the mark of the doer ("<Given> <Surname> ne kya bola?") are a person's name,
        # though an English word list holds them too (its lists hold many Indian given names and surnames)
        doer = capital and after in _DOER
        if len(a) < 4 or any(len(w) < 3 or _no_name(w, beside_role=capital) for w in (a, b)) or (is_english(b) and not doer) \
                or (is_english(a) and not doer and not (capital and b in last and b not in firsts)):
            continue  # (name lists and dictionaries share words: a given name typed as one, before a held surname)
        unknown = [w for w in (a, b) if w not in known and not written.get(w)]
        if not unknown:
            continue
        if b in unknown and not (a in unknown and capital) \
                and not _new_surname(a, b, owned[i] or after in _POSSESSIVE, firsts, set(known) | set(written)) \
                and not _new_doer(a, b, after, capital, firsts | last, set(known) | set(written)):
            continue  # "<held name> <a word with an ending>": the held person; a wholly new name only typed as one
        if b not in unknown and (b not in last or b in firsts):
            continue  # "<word> <a held first name> ko": the person held, asked of in the question's language
        phrase = re.compile(rf"\b{re.escape(a)}\W+{re.escape(b)}\b", re.I)
        if any(phrase.search(r.text) for r in comp.records(None)):
            continue
        if b in unknown and _held_matter_beside(comp, a, {a, b}):
            continue  # "<held given name> <a word of hers> ka writ": the matter named is hers (module doc)
        return f"{toks[i - 1].capitalize()} {toks[i].capitalize()}"
    return None


def unheld_name_said(comp: Composing) -> Draft | None:
    """'There is no one called X Y …' for a person the question asks of whom nobody holds; None otherwise."""
    from tareekh.agent.draft import Draft

    name = unheld_name(comp)
    if name is None:
        return None
    q = comp.q
    q.cases, q.case_words, q.judges, q.counsel, q.unknown_case = [], {}, [], [], None
    return Draft(f"There is no one called {name} in your registry, and nothing in your notes on them: no record, "
                 "note, order sheet, document or chat names them.")
