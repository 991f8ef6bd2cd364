"""A person asked about by a name and the word for their role ("<name> vakil", "<name> J", "<name> sahab", "Justice
<name>") whom neither the registry nor any record holds: said back, never answered from someone else.

Indian languages put the role after the name ("Mehra vakil", "Rao J", "Iyer sahab", "Das ukil", "Nair vakkil") as
often as English puts it before ("advocate Mehra", "Justice Rao"). When one word of such a name happens to be a word
of someone the registry holds (a middle name, a surname two people share), the question still asks of the person it
names in full: a judge matched by "Lal" is not the counsel "X Lal vakil". The answer says first that there is no
such person, in the role the question gives, then that no record names them.

A name whose last word is how someone the registry holds is called (a surname, the first word of a judge's short
name) is theirs, whatever word of the question stands before it ("<then> <surname> saheb"). Otherwise the name is
the run of words beside the role word that are no function word of any language the reader knows, no
word of the law or of the court, and no word that says which of its kind ("opposite vakil", "senior counsel",
"naya vakil"). It is unknown when a word of it is in no registry name and in no record, and no record writes the
name whole.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.party_counsel import names_a_party
from tareekh.agent.plain_words import LAWYER_WORDS
from tareekh.agent.question import CASE_HEADS, STOP, TOPIC_WORDS, NameIndex
from tareekh.agent.spelling import variants
from tareekh.registry.aliases import GENERIC, KIND_WORDS

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the role word, as lawyers of the Indian languages type it after (or, "Justice", before) a name
# (the English words "counsel", "advocate", "judge" go before a name, and a word before them is the question's own
# language: "… vaallaki counsel evaru?" asks who is counsel for them)
_COUNSEL = LAWYER_WORDS  # (agent/plain_words.py: "vakil", "ukil", "vakkil", and their qaf spellings, "uqil")
_JUDGE = frozenset("j jaj jej nyayadhish nyayadheesh nyayamurti".split())
_TITLE = frozenset("sahab saheb sahib saab sa'ab".split())  # a judge or a counsel, as the speaker addresses them
_BEFORE = {"justice": "judge"}  # "adv X", "advocate X": agent/counsel_named.py
# the titles written before anyone's name, in English and the Indian languages ("Dr. X", "Prof. X", "Smt. X",
# "Thiru X", "Selvi X", "Sri X", "Kumari X", "Janab X", "Sardar X", "Babu X"): a person, whatever their role
_BEFORE.update({t: "titled" for t in """dr doctor prof professor engr sri shri shree smt shrimati srimati sreemati
thiru thirumathi tmt selvi kumari janab sardar""".split()})  # ("Mr. X": agent/person_named.py)
NAME_WORDS = 3
# which of its kind, not whose name: "opposite vakil", "senior counsel", "naya vakil", "sarkari vakil", "ld. counsel"
_WHICH = frozenset("""opposite other another our their his her your my same new old senior junior young previous earlier
last first second ld learned govt government public state central special additional addl sr jr main proxy standing
dusre doosre dusra doosra dusri unke unka unki humare hamare hamara apne apna apni naya nayi purana purani sarkari
lady woman mahila principal chief presiding incoming outgoing transferred district civil family sessions trial
amader tader oder tomar amar mazha majha tyancha tancha amcho tancho tumcho maro tamaro avna apda enga avanga unga
namma avara nammude avarude mana vaalla vari""".split()) | \
    frozenset("""collector tehsildar tahsildar sdm dm sdo bdo daroga thanedar patwari talati talathi lekhpal kanungo sho
inspector registrar mamlatdar amin nazir peshkar reader clerk munshi steno stenographer""".split()) | \
    frozenset("""annexure annex exhibit ext schedule appendix para paragraph item form section list block sector ward
room hall flat plot house door tower wing phase series""".split())  # offices; "Annexure J", "Block J": a letter


# what a speaker glues to a role word to honour or count the person ("vakilji", "vakeelru", "vakeelgaru",
# "vakilsaab", "ukilbabu", "vakeelaru", "vakkeelmar", "ukilra"): Hindi, Urdu, Punjabi, Gujarati "ji", "saab",
# "sahab", "bhai"; Kannada "ru", "aru", "avaru", "galu"; Telugu "garu", "gaaru", "lu"; Tamil "avargal", "ar";
# Malayalam "mar"; Bengali and Assamese "babu", "ra", "der"; Marathi "saheb", "rao"; Odia "babu", "nka"
_GLUED_TO_ROLE = tuple(sorted(set("""ji jee saab sahab saheb sahib bhai ru aru avaru avru galu garu gaaru lu avargal
ar mar maar babu ra der rao nka ke""".split()), key=len, reverse=True))
# the case endings a speaker glues to a role word, after an honour or alone ("vakeelara jothe" "with the lawyer",
# "vakeelarige", "vakeelgaritho", "vakkilukku", "vakeelinte", "ukiler", "vakilanchi"): Kannada "a", "ara", "ige",
# "annu", "anna", "inda", "alli", "ge", "na"; Telugu "gari", "ki", "ni", "tho", "lo", "ku"; Tamil "ukku", "ai",
# "idam", "oda", "odu", "udan", "in", "kitta"; Malayalam "inte", "nte", "ude", "inu", "ine", "ode", "kku", "umaayi";
# Bengali, Assamese, Odia "er", "or", "ke", "ok", "re", "ku", "nku"; Marathi "cha", "chi", "che", "la", "na",
# "anchi", "ancha", "sathi"; Gujarati "no", "ni", "nu", "ne"; Punjabi "da", "di", "de"; Hindi, Urdu "ka", "ki",
# "ko", "on" ("vakilon"); and the glued "because of", "through" ("vakilanmule", "vakeelvalla", "vakkilaala"): Marathi
# "mule", "mulech", Telugu "valla", Tamil "aala", "naala", Malayalam "aal", Kannada "inda"
_CASE_ON_ROLE = tuple(sorted(set("""a ara ige annu anna inda alli ge na gari ki ni tho lo ku ukku ai idam oda odu udan
in kitta inte nte ude inu ine ode kku umaayi er or ke ok re nku cha chi che la anchi ancha anchya anche sathi no nu ne
da di de ka ko on mule mulech valla aala naala aal""".split()), key=len, reverse=True))
# an honour as it stands before a case ending ("garu" -> "gari-tho", "aru" -> "ara-lli", "avaru" -> "avara-jothe"),
# and Marathi's honouring plural "-an" before one ("vakilan-mule", "vakilan-na")
_HONOUR_BEFORE_CASE = _GLUED_TO_ROLE + ("gari", "gaari", "ara", "avara", "gala", "an")


def _role_of(word: str) -> str | None:
    role = _bare_role_of(word)
    if role is not None or len(word) < 6:
        return role
    return "counsel" if _counsel_with_endings(word) else None  # "j" and a title are too short to carry one safely


def _counsel_with_endings(word: str) -> bool:
    """A counsel's word with an honour, a case ending, or an honour and then a case ending glued to it."""
    for end in _GLUED_TO_ROLE + _CASE_ON_ROLE:
        if not word.endswith(end):
            continue
        stem = word[: -len(end)]
        if stem in _COUNSEL or any(stem.endswith(e) and stem[: -len(e)] in _COUNSEL for e in _HONOUR_BEFORE_CASE):
            return True
    return False


def counsel_inflected(word: str) -> bool:
    """A word for a counsel with an honour or a case ending glued to it ("vakilanmule", "vakeelaru", "vakilanchi"),
    never the bare word: the bare word is each table's own to read."""
    return len(word) >= 6 and word not in _COUNSEL and _counsel_with_endings(word)


def _bare_role_of(word: str) -> str | None:
    if word in _COUNSEL:
        return "counsel"
    if word in _JUDGE:
        return "judge"
    if word in _TITLE:
        return "person"
    return None


def _no_name(w: str, *, beside_role: bool = False) -> bool:
    """A word that is no part of a person's name: grammar, a word of the law or the court, a kind of case. Any word
    the reader knows is none, but for a name typed beside a role word or capitalised as a name (`beside_role`), where a
    surname may begin as a word of the law begins or be a word too ("Pal"; `_law_word`): elsewhere a known verb before
    a possessive ("agli kab lagegi? LDA ka counter") is no name."""
    from tareekh.agent.framing import _reader_knows

    known = _law_word(w) if beside_role else _reader_knows(w)
    return (not w.isalpha() or len(w) < 3 or w in STOP or w in _WHICH or w in CASE_HEADS or w in TOPIC_WORDS
            or w in GENERIC or w in KIND_WORDS or _role_of(w) is not None or w in _BEFORE or known)


@lru_cache(maxsize=8192)
def _law_word(w: str) -> bool:
    """A word the reader knows (its vocabulary, the law's words, a tongue table's), or a word of the law whose stem
    is read — but beside a role word a stem read from a word's first letters is the law's only when the word begins
    with a party's or role's word, or is an English word of the law with a case ending or honour glued to it
    ("accusedinte", "tenantinte", "complainantde": whose counsel): a surname that merely begins as a word of the law begins
    ("Bhadauriya", "Anantkumar", "Chandrashil") is a name, said back when no one holds it."""
    from tareekh.agent.framing import _reader_knows, law_stems
    from tareekh.agent.lexicon import stem
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.question import _VOCABULARY
    from tareekh.agent.shorthand import LAW_WORDS
    from tareekh.agent.tongues import role

    if not _reader_knows(w):
        return False
    if w in _VOCABULARY or w in LAW_WORDS or role(w) is not None or stem(w) == w or _law_whole(w):
        return True
    if w.startswith(_party_and_role_heads()):
        return True
    return any(w[k:] in _ENDINGS and is_english(w[:k]) and stem(w[:k]) in law_stems() for k in range(len(w) - 1, 4, -1))


@lru_cache(maxsize=1)
def _party_and_role_heads() -> tuple[str, ...]:
    """The party's and role's words of four letters or more, that a word of the law may begin with."""
    from tareekh.agent.party_words import PARTY_WORDS
    from tareekh.agent.plain_words import ROLE_WORDS

    return tuple(sorted(p for p in PARTY_WORDS | ROLE_WORDS if len(p) >= 4))


# the endings glued to a word of the law before a role word: the case endings and honours above, and English's
_ENDINGS = frozenset(_CASE_ON_ROLE) | frozenset(_GLUED_TO_ROLE) | frozenset("s es er ers ed ing".split())


def _law_whole(w: str) -> bool:
    """The word is one of the law's words as the lexicon writes them whole (not only their stems)."""
    return w in _law_words()


@lru_cache(maxsize=1)
def _law_words() -> frozenset[str]:
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.agent.lexicon import ABBREVIATIONS, IMPOSED, SYNONYMS

    out: set[str] = set(PROCEEDINGS) | set(KIND_WORDS)
    for key, values in [*SYNONYMS.items(), *IMPOSED.items()]:
        out |= {key, *values}
    for phrase, short in ABBREVIATIONS.items():
        out |= {*phrase.split(), short}
    return frozenset(w.lower() for w in out)


# the English words for a counsel, which a question puts after a name as the Indian languages put theirs only when a
# postposition or case marker follows them ("<name> advocate tho", "<name> advocate ke saath", "<name> lawyer oda",
# "<name> advocate jothe", "<name> counsel er"): the phrase is then a noun the question places, the name the
# counsel's. (Followed by a word that asks, "… vaallaki counsel evaru?", the word before them is the question's own.)
_ENGLISH_LAWYER = frozenset("advocate advocates adv counsel lawyer".split())


def _marked_after(word: str) -> bool:
    """A postposition or case marker of the Indian languages typed as a word of its own ("tho", "ke", "oda",
    "jothe", "er", "sathe", "kitta", "ku"), or any language's "with", "of", "to", "from", "about", "in"."""
    from tareekh.agent.postpositions import POSTPOSITIONS
    from tareekh.agent.tongues import role, tongue_roles

    return word in POSTPOSITIONS or word in _CASE_ON_ROLE or role(word) in _MARKING_ROLES \
        or bool(_MARKING_ROLES & tongue_roles(word))


_MARKING_ROLES = frozenset({"with", "of", "to", "from", "about", "in", "for"})


def _role_at(low: list[str], i: int) -> str | None:
    """The role word at `i` ("vakil", "J", "sahab"; an English word for a counsel only before a marker)."""
    role = _role_of(low[i])
    if role is None and low[i] in _ENGLISH_LAWYER and i + 1 < len(low) and _marked_after(low[i + 1]):
        return "counsel"
    return role


# the "-wala" a speaker of Hindi, Urdu, Punjabi, Gujarati, Marathi, Sindhi or Nepali puts between a name and the role
# word ("<name> wale vakil", "<name> vala vakil", "<name> valo vakil"), in each gender, number and spelling
_WALA = frozenset("""wala wale wali walo walon waala waale waali waalo vala vale vali valo valu vaala vaale vaali vaalo
vaalu walu wallah walay varo vaaro""".split())


def named_with_role(text: str) -> list[tuple[list[str], str]]:
    """(the name's words as typed, the role) for every name said beside a role word."""
    toks = re.findall(r"[A-Za-z][A-Za-z'’]*", text)
    low = [t.lower().rstrip("'’") for t in toks]
    out: list[tuple[list[str], str]] = []
    for i, w in enumerate(low):
        role = _role_at(low, i)
        if role is not None and i > 0:
            j, name = i - 1, []
            if low[j] in _WALA and role != "person":
                j -= 1  # "<name> wale vakil": the "-wala" of the languages that put one between a name and its role
            while j >= 0 and len(name) < NAME_WORDS and not _no_name(low[j], beside_role=True):
                name.insert(0, toks[j])
                j -= 1
            if name:
                out.append((name, role))
        if w in _BEFORE and i + 1 < len(low):
            k, name = i + 1, []
            while k < len(low) and len(name) < NAME_WORDS and not _no_name(low[k], beside_role=True):
                name.append(toks[k])
                k += 1
            if name:
                out.append((name, _BEFORE[w]))
    return out


def _registry_words(comp: Composing) -> set[str]:
    from tareekh.agent.question import NameIndex

    index = getattr(comp, "_name_index", None)
    if index is None:
        index = NameIndex(comp.registry)
        comp._name_index = index  # type: ignore[attr-defined]
    return set(index.vocab)


def _called(comp: Composing) -> set[str]:
    """The words the registry's people are called by: the last word of each name (a surname), and the first word
    of a judge's or counsel's short name ("<surname> J", "<surname> madam")."""
    from tareekh.agent.question import tokens

    reg = comp.registry
    names: list[str] = []
    for getter in ("judges", "counsel", "clients"):
        try:
            people = list(getattr(reg, getter)())
        except Exception:  # noqa: BLE001 - no registry, no names
            continue
        for p in people:
            names.append(getattr(p, "name", "") or "")
            short = getattr(p, "short", None) or ""
            if tokens(short):
                names.append(tokens(short)[0])
    try:
        names += [p.name for c in reg.list_cases() for p in c.parties]
    except Exception:  # noqa: BLE001
        pass
    return {tokens(n)[-1] for n in names if tokens(n)}


def unknown_person(comp: Composing) -> tuple[str, str] | None:
    """(the name as typed, its role) of a person named with a role word that nobody the practice holds is."""
    from tareekh.agent.framing import _practice_words

    q = comp.q
    if q.all_cases or q.unknown_judge:
        return None  # a judge's title the question reader already holds unknown is said back with the case's judge
    known = _registry_words(comp)
    called = _called(comp)
    written = _practice_words(comp).records
    for name, role in named_with_role(q.typed or q.text):
        words = [w.lower().rstrip("'’") for w in name]
        if words[-1] in called or variants(words[-1], called) != {words[-1]}:
            continue  # "<surname> sahab" of someone the registry holds: any word before it is the question's own
            # (a surname typed a letter off or heard alike, "<surname> J" with a vowel dropped, is theirs: spelling.py)
        if role == "counsel" and q.counsel and names_a_party(words[-1], comp.registry, NameIndex(comp.registry)):
            continue  # "<party's initials> vakil": the counsel of that party (agent/party_counsel.py)
        unknown = [w for w in words if w not in known and not written.get(w)
                   and variants(w, known | set(written)) == {w}]  # (nor a spelling of one the practice holds)
        if not unknown or (role == "titled" and words[0] not in unknown):
            continue  # "Dr <a surname held> <a word of the question's language>": the person held, asked of
        phrase = re.compile(r"\b" + r"\W+".join(re.escape(w) for w in words) + r"\b", re.I)
        if any(phrase.search(r.text) for r in comp.records(None)):
            continue
        return " ".join(w[:1].upper() + w[1:] for w in name), role
    return None


def unknown_person_said(comp: Composing) -> Draft | None:
    """'There is no counsel called X …' for a person named with a role word whom nobody the practice holds is."""
    from tareekh.agent.draft import Draft

    found = unknown_person(comp)
    if found is None:
        return None
    name, role = found
    who = {"counsel": "counsel", "judge": "judge"}.get(role, "judge or counsel")
    q = comp.q
    q.cases, q.case_words, q.judges, q.counsel, q.unknown_case = [], {}, [], [], None
    if role == "titled":  # "Dr. X", "Smt. X": a witness, a party, an officer: no one of that name, in any role
        title = next((t for t in re.findall(r"[A-Za-z]+\.?", q.typed or q.text)
                      if _BEFORE.get(t.lower().rstrip(".")) == "titled"), "")
        return Draft(f"No record: nobody called {title} {name} is in your registry or your notes: no record, note, "
                     "order sheet, document or chat names them.")
    return Draft(f"There is no {who} called {name} in your registry, and nothing in your notes on them: no record, "
                 "note, order sheet, document or chat names them.")


def _said_person(comp: Composing) -> set[str]:
    """The words of the names of the judges and counsel the question reader took it to name."""
    from tareekh.agent.question import tokens

    reg = comp.registry
    q = comp.q
    names: list[str] = []
    for getter, ids in (("judges", q.judges), ("counsel", q.counsel)):
        if not ids:
            continue
        try:
            names += [p.name for p in getattr(reg, getter)() if p.id in ids]
        except Exception:  # noqa: BLE001
            continue
    return {w for n in names for w in tokens(n) if len(w) >= 4 and not _no_name(w)}


def other_first_name(comp: Composing) -> tuple[str, str] | None:
    """(the name as typed, the registry person's name) when the question names a judge or counsel the registry holds
    by the surname alone but puts before it a first name nobody holds ("<first> <surname> ko bail"): a word in no
    registry name and no record, no word of any language the reader knows, the two words written together nowhere,
    and no role word after the surname (which would make the first word a judge's or counsel's other name)."""
    q = comp.q
    surnames = set() if q.cases or q.all_cases else _said_person(comp)
    # a word that took the question to its cases ("<first> <surname> ka case"), a party's or a record's surname, is
    # a surname too when written as a name: a given name before it that nobody holds is another person, whatever
    # case of that sort or with that surname the practice has
    typed = q.typed or q.text
    party = {w for ws in (q.case_words or {}).values() for w in ws if len(w) >= 4 and not _no_name(w)
             and re.search(rf"\b[A-Z]\w*\s+{re.escape(w.capitalize())}\b", typed)}
    surnames |= party
    if not surnames:
        return None
    from tareekh.agent.framing import _practice_words
    from tareekh.agent.plain_words import is_english

    known = _registry_words(comp)
    written = _practice_words(comp).records
    toks = [re.sub(r"['’]s?$", "", t) for t in re.findall(r"[A-Za-z][A-Za-z'’]*", q.typed or q.text)]  # "<name>'s"
    low = [t.lower() for t in toks]
    for i, w in enumerate(low[1:], start=1):
        if w not in surnames:
            continue
        first = low[i - 1]
        after = low[i + 1] if i + 1 < len(low) else ""
        if _role_of(after) is not None or after in _BEFORE or after in ("sir", "madam", "maam", "ji", "j"):
            continue
        given = w in party
        if given and not (toks[i - 1][:1].isupper() and toks[i - 1][1:].islower()):
            continue  # beside a case's surname, only a given name written as one is another person ("NDOH": no name)
        # (a given name written as one is no English word here: name lists and dictionaries share many words)
        if len(first) < 4 or _no_name(first) or (is_english(first) and not given) or first in known \
                or written.get(first):
            continue
        phrase = re.compile(rf"\b{re.escape(first)}\W+{re.escape(w)}\b", re.I)
        if any(phrase.search(r.text) for r in comp.records(None)):
            continue
        return f"{toks[i - 1].capitalize()} {toks[i].capitalize()}", w
    return None


def other_first_name_said(comp: Composing) -> Draft | None:
    """'There is no one called X Y …' for a first name nobody holds before a registry person's surname."""
    from tareekh.agent.draft import Draft

    found = other_first_name(comp)
    if found is None:
        return None
    name, _ = found
    q = comp.q
    q.cases, q.case_words, q.judges, q.counsel, q.unknown_case = [], {}, [], [], None
    return Draft(f"There is no one called {name} in your registry, and nothing in your notes on them: no record, "
                 "note, order sheet, document or chat names them.")
