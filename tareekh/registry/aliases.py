"""Words and names: text folding for whole-word matching, parties from a title, automatic aliases."""

from __future__ import annotations

import re
import unicodedata

from tareekh.registry.models import Party
from tareekh.registry.numbers import number_forms

# Honorifics carry no identity: "Dr. Anuradha flat" and "Anuradha flat" are the same alias.
HONORIFICS = frozenset("dr sri smt shri shrimati kum mr mrs ms m s messrs hon ble honble justice".split())

# Words that never make an automatic party alias on their own: they name many cases, not one.
GENERIC = frozenset(
    """
    others other another anr ors and the of vs v versus in re state union india government govt telangana
    andhra pradesh hyderabad secunderabad rangareddy medchal municipal municipality corporation commissioner
    collector district registrar sub tahsildar mandal revenue officer authority department dept board police
    station ghmc hmda discom tsspdcl tsnpdcl bank insurance company co ltd pvt private limited llp inc firm
    public trust society association committee residents welfare owners temple principal secretary chief
    executive engineer manager director general estate estates special deputy assistant additional regional
    transport power distribution southern northern central south north east west city civil court
    """.split()
)

# Given names and common surnames shared by too many people to identify a case alone.
COMMON_NAMES = frozenset(
    """
    mohd md mohammed mohammad muhammad syed shaik sheikh abdul khan ali ahmed ahmad hussain husain begum
    reddy rao naidu chowdary chary goud yadav gupta sharma singh kumar kumari devi babu lakshmi laxmi
    srinivas srinivasa venkat venkata ramesh suresh krishna rama raju ram prasad murthy swamy bee bi
    """.split()
)

# What marks a party as an organisation rather than a person.
ORG_WORDS = frozenset(
    """
    pvt ltd limited llp co company corporation association society committee trust traders constructions
    agencies enterprises works steels motors fabrics textiles realty estates builders developers packaging
    polymers industries bank railway authority board department residency villas apartments temple
    """.split()
)

_SUFFIXES = frozenset("pvt ltd limited llp co inc private".split())
_SPLIT_SIDES = re.compile(r"\s+(?:vs\.?|v\.|v|versus)\s+", re.IGNORECASE)
# Only ";" separates named parties; "&" and "and" may be part of a name ("Brick & Mortar Realty").
_SPLIT_PARTIES = re.compile(r"\s*;\s*")
_COUNT_TAIL = re.compile(
    r"\s*(?:&|\band\b|,)\s*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)?\s*"
    r"(?:others?|anr\.?|ors\.?|another)\.?\s*$",
    re.IGNORECASE,
)
_NON_WORD = re.compile(r"[^a-z0-9]+")


def fold(text: str) -> str:
    """Lower-case Latin letters and digits only, one space between words: 'Dr. A.  Rao' -> 'dr a rao'."""
    text = unicodedata.normalize("NFKC", text).lower()
    return _NON_WORD.sub(" ", text).strip()


def words(text: str) -> list[str]:
    """The folded words of `text` with honorifics dropped (the unit of whole-word matching)."""
    return [w for w in fold(text).split() if w not in HONORIFICS]


def alias_norm(alias: str) -> str:
    return " ".join(words(alias))


ROLES = {
    "suit": ("plaintiff", "defendant"),
    "appeal": ("appellant", "respondent"),
    "petition": ("petitioner", "respondent"),
}


def roles_for(number_key: str | None) -> tuple[str, str]:
    code = (number_key or "").split("/", 1)[0]
    if code in ("OS", "OSA", "RCC"):
        return ROLES["suit"]
    if code in ("AS", "SA", "CMA", "WA", "CCCA", "AAO", "RCA", "CRLA"):
        return ROLES["appeal"]
    return ROLES["petition"]


def parties_from_title(title: str | None, number_key: str | None = None) -> list[Party]:
    """'A & 3 others vs B & another' -> [Party(A, plaintiff), Party(B, defendant)] (counts dropped)."""
    if not title:
        return []
    sides = _SPLIT_SIDES.split(title.strip(), maxsplit=1)
    roles = roles_for(number_key)
    parties: list[Party] = []
    for side, role in zip(sides, roles):
        for name in _SPLIT_PARTIES.split(side):
            name = _COUNT_TAIL.sub("", name).strip(" ,.")
            if not name:
                continue
            parties.append(Party(name=name, role=role))
    return parties


def is_organisation(name: str) -> bool:
    return any(w in ORG_WORDS for w in fold(name).split())


def party_aliases(name: str) -> list[str]:
    """Automatic aliases of one party: a person's full name and surname, an organisation's name.

    Nothing generic: "State of Telangana", "Commissioner of Endowments" or a bare "Khan" give nothing.
    """
    shown = [w for w in re.findall(r"[A-Za-z0-9]+", unicodedata.normalize("NFKC", name))
             if w.lower() not in HONORIFICS]
    ws = [w.lower() for w in shown]
    if not ws:
        return []
    out: list[str] = []
    if is_organisation(name):
        core = [w for w in ws if w not in _SUFFIXES]
        core_shown = [s for s in shown if s.lower() not in _SUFFIXES]
        if core and not any(w in GENERIC for w in core if w not in ORG_WORDS) and len(core) >= 2:
            out.append(" ".join(core_shown))
        elif core and len(core) >= 2 and not all(w in GENERIC or w in ORG_WORDS for w in core):
            # e.g. "Narasimha Swamy Temple Committee, Uppal": distinctive words plus generic ones.
            if not any(w in ("state", "government", "govt", "union", "commissioner", "municipal") for w in core):
                out.append(" ".join(core_shown))
        return out
    if any(w in GENERIC for w in ws):
        return []
    if len(ws) >= 2:
        out.append(" ".join(shown))
    surname = ws[-1]
    if len(surname) >= 4 and surname not in COMMON_NAMES and not surname.isdigit():
        out.append(shown[-1])
    return out


# Words at the end of a short name that say what kind of case it is, not which one:
# "Sunitha injunction" is called "Sunitha", "Kasoju pronote" is called "Kasoju".
KIND_WORDS = frozenset(
    """
    os wp crp cma as sa wa ia ep op suit case appeal petition writ revision partition eviction injunction
    refund recovery flat house plot land contract pronote loan lease title money wall outhouse accounts
    declaration possession specific performance
    """.split()
)


def short_name_stem(short_name: str) -> str | None:
    """The name a lawyer uses for a case without the kind words: 'Sunitha injunction' -> 'Sunitha'."""
    shown = [w for w in re.findall(r"[A-Za-z0-9]+", unicodedata.normalize("NFKC", short_name))
             if w.lower() not in HONORIFICS]
    end = len(shown)
    while end > 0 and shown[end - 1].lower() in KIND_WORDS:
        end -= 1
    stem = shown[:end]
    if not stem or end == len(shown):
        return None
    low = [w.lower() for w in stem]
    if len(" ".join(low)) < 4 or all(w in COMMON_NAMES or w in GENERIC for w in low):
        return None
    return " ".join(stem)


def auto_aliases(number_key: str | None, cnr: str | None, short_name: str | None,
                 parties: list[Party]) -> list[tuple[str, str]]:
    """(alias, kind) pairs generated for a case: number forms, CNR, short name, party names and surnames."""
    out: list[tuple[str, str]] = []
    if number_key:
        out.extend((f, "number") for f in number_forms(number_key))
    if cnr:
        out.append((cnr, "number"))
    if short_name and alias_norm(short_name):
        out.append((short_name, "short_name"))
        stem = short_name_stem(short_name)
        if stem:
            out.append((stem, "short_name"))
    for party in parties:
        for alias in party_aliases(party.name):
            out.append((alias, "party"))
    seen: set[str] = set()
    unique = []
    for alias, kind in out:
        norm = alias_norm(alias) if kind != "number" else alias
        if norm and norm not in seen:
            seen.add(norm)
            unique.append((alias, kind))
    return unique
