"""Words and names: text folding for whole-word matching, parties from a title, automatic aliases.

An automatic alias is what a lawyer calls a case: every party's name (a person's full name and surname, a
company's or institution's name and its distinctive head: "Sunrise Public School" -> "Sunrise"), the short
name, its stem and head words ("Rana injunction" -> "Rana"), and the client's name. A generic word
("school", "printers", "bank", "state", ...) is never an alias on its own. Whether an alias is distinctive in
a given registry (no other case's names contain all its words) is decided by the resolver, not here.
"""

from __future__ import annotations

import re
import unicodedata

from tareekh.registry.models import Party
from tareekh.registry.numbers import is_type_word, number_forms, roles_of

# Honorifics carry no identity: "Dr. Lavanya flat" and "Lavanya flat" are the same alias.
HONORIFICS = frozenset(
    """
    dr sri smt shri shrimati kum km mr mrs ms m s messrs hon ble honble justice haji hazi late thiru tmt selvi
    shree janab adv
    """.split()
)

# Forms of address said after anyone's name, in the languages of India's courts: the English "sir"/"madam" (Tamil and
# Malayalam "saar"), Hindi and Urdu "sahab"/"saheb"/"sahib"/"saab"/"ji"/"huzoor", Telugu "garu", Tamil "avargal",
# Kannada "avaru", Bengali, Assamese and Odia "babu"/"moshai"/"mahashay", and the kin words a client or clerk is called
# by (Hindi "bhaiya"/"didi"/"chacha"/"mama"/"kaka"/"tau", Marathi "tai"/"bhau"/"dada", Gujarati "bhai"/"ben",
# Dravidian "anna"/"akka"/"amma"/"ayya"/"appa"/"thambi", Malayalam "chettan"/"chechi", Assamese "baideu"/"bhindeu",
# English "aunty"/"uncle"). They carry no identity: "<name> madam writ" is known by its name, and "<judge> madam" (the
# judge) is no cue to it.
FORMS_OF_ADDRESS = frozenset(
    """
    sir sirji madam madame maam mam maadam saar sahab saheb sahib saab saeb sb ji jee huzoor hazoor garu gaaru
    avargal avaru babu moshai mashai mahashay mohashoy mahasaya bhai bhaiya bhaiyya ben behen didi dada dadi tai
    bhau chacha chachi mama mami kaka kaki tau anna akka amma ayya appa thambi chettan chechi baideu bhindeu aunty
    auntie uncle
    """.split()
)

# Honorifics that are given names too ("Sri", "Thiru", "Kumari"): a title before another name, the person's
# own name when no name follows ("R. Kumari", "Kumari accident claim", "the Kumari case")
TITLE_NAMES = frozenset("selvi sri shree thiru kumari".split())

# What makes a party an organisation, and where the distinctive head of its name ends:
# "Sunrise Public School" -> "Sunrise"; "Narmada General Insurance Co. Ltd." -> "Narmada General".
ORG_WORDS = frozenset(
    """
    pvt ltd limited llp co company corporation corpn inc corp association society committee trust foundation
    traders trading constructions construction agencies agency enterprises works steels steel motors automobiles
    fabrics textiles realty realtors estates builders developers infratech infra infrastructure projects
    properties housing homes packaging polymers industries bank railway railways authority board department
    residency villas apartments towers complex plaza temple mosque masjid church waqf madrasa school schools
    college university academy institute institution hospital hospitals clinic nursing printers printing press
    offset publications publishers insurance assurance finance financial finserv chits chit funds credit
    cooperative pharma pharmaceuticals chemicals electricals electronics engineering engineers technologies
    solutions services systems software infotech exports imports overseas group associates brothers bros sons
    partners samiti sangh mandal panchayat nigam parishad council municipal municipality directorate office
    commission tribunal public hotels hotel restaurant transport travels logistics foods mills stores mart
    """.split()
)

# Words that never make an automatic alias on their own: they name many cases, not one.
GENERIC = ORG_WORDS | frozenset(
    """
    others other another anr ors and the of vs v versus in re state union india indian national general new
    united government govt telangana andhra pradesh uttar madhya hyderabad secunderabad rangareddy medchal
    commissioner collector district registrar sub tahsildar tehsildar mandal revenue officer police station
    ghmc hmda discom tsspdcl tsnpdcl private public owners welfare residents principal secretary chief
    executive engineer manager director estate special deputy assistant additional regional power
    distribution southern northern central south north east west city civil court through thru its his her
    their represented rep by per son daughter wife husband widow minor guardian legal heirs heir lrs
    deceased applicant petitioner respondent plaintiff defendant appellant complainant accused claimant
    opposite party informant
    """.split()
)

# Given names and common surnames shared by too many people to identify a case alone.
COMMON_NAMES = frozenset(
    """
    mohd md mohammed mohammad muhammad syed shaik sheikh abdul khan ali ahmed ahmad hussain husain begum
    reddy rao naidu chowdary chary goud yadav gupta sharma singh kumar kumari devi babu lakshmi laxmi
    srinivas srinivasa venkat venkata ramesh suresh krishna rama raju ram prasad murthy swamy bee bi
    lal chand nath pal verma mishra tiwari pandey shukla dubey tripathi srivastava prakash bai ben patel shah
    """.split()
)

# Words of a short name that say what kind of case it is, not which one:
# "Rana injunction" is called "Rana", "Mehra pronote" is called "Mehra". Case-type abbreviations
# ("WP", "FAFO", "bail") count too (see is_kind_word).
KIND_WORDS = frozenset(
    """
    suit case appeal petition writ revision partition eviction injunction refund recovery flat house plot land
    contract pronote loan lease title money wall outhouse accounts declaration possession specific performance
    sp trial claim accident maintenance cheque complaint consumer execution review transfer contempt
    arbitration divorce custody guardianship probate succession sale deed gift will tenancy rent arrears
    damages compensation defamation murder dowry quashing anticipatory regular interim stay shop property
    matter insurance pension permit permits allotment allotments reference ref
    """.split()
)

_LEGAL_SUFFIXES = frozenset("pvt ltd limited llp co inc private corp".split())
# Organisations of the state: their names are aliases only in full ("Nashik Development Authority").
_OFFICIAL = frozenset(
    """
    state government govt union commissioner collector municipal municipality corporation authority board
    department directorate nigam parishad council police tahsildar tehsildar registrar district
    development office commission tribunal railway railways
    """.split()
)
_SPLIT_SIDES = re.compile(r"\s+(?:vs\.?|v/s\.?|v\.|v|versus)\s+", re.IGNORECASE)
# Only ";" separates named parties; "&" and "and" may be part of a name ("Stone & Timber Realty").
_SPLIT_PARTIES = re.compile(r"\s*;\s*")
_COUNT_TAIL = re.compile(
    r"\s*(?:&|\band\b|,)\s*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)?\s*"
    r"(?:others?|anr\.?|ors\.?|another)\.?\s*$",
    re.IGNORECASE,
)
# Where a party's name ends: "X Co. Ltd. Thru. Its Regional Manager", "Y s/o Z", "W (partner: V)", "T, Sector 9".
_NAME_END = re.compile(
    r"\s*(?:\(|,|\bthru\b\.?|\bthrough\b|\brep(?:resented)?\.?\s+by\b|\b[sdwc]/o\b|\br/o\b|\bits\b)",
    re.IGNORECASE,
)
_NON_WORD = re.compile(r"[^a-z0-9]+")
_SHOWN_WORD = re.compile(r"[A-Za-z0-9]+")
# Latin letters that no decomposition takes apart, as a lawyer types them without the keyboard's accents
_LATIN_APART = str.maketrans({"ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
                              "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "ı": "i"})


def plain_latin(text: str) -> str:
    """`text` (NFKC) with the accents of Latin letters taken off ('Agnès Thérèse' -> 'Agnes Therese'), as a lawyer
    types a name on an English keyboard. A mark on a letter of any other script stays: an Indic nukta, vowel sign
    or virama changes the letter ('ज़' is not 'ज'), so only a mark whose base letter is Latin is dropped."""
    if text.isascii():
        return text  # (NFKC leaves ASCII as it is)
    text = unicodedata.normalize("NFKC", text)
    if text.isascii():
        return text
    out: list[str] = []
    base_latin = False
    for ch in unicodedata.normalize("NFD", text.translate(_LATIN_APART)):
        if unicodedata.combining(ch):
            if not base_latin:
                out.append(ch)
            continue
        base_latin = ch.isalpha() and ord(ch) < 0x250  # Basic Latin to Latin Extended-B
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def fold(text: str) -> str:
    """Lower-case Latin letters and digits only, one space between words: 'Dr. A.  Rao' -> 'dr a rao'
    ('Agnès' -> 'agnes': a Latin letter's accent is no letter of its own)."""
    text = plain_latin(text).lower()
    return _NON_WORD.sub(" ", text).strip()


def _is_title(shown: list[str], i: int) -> bool:
    """Whether the word at `i` (as written) is a title: an honorific, unless it is also a given name and no name
    follows it ("Kumari Anvita" is Ms Anvita; "R. Kumari", "Kumari case", "Kumari accident claim" are Kumari's)."""
    low = shown[i].lower()
    if low not in TITLE_NAMES:
        return low in HONORIFICS
    if i + 1 >= len(shown):
        return False
    nxt = shown[i + 1]
    if nxt.isdigit() or nxt.lower() in _NOT_NAMES or is_kind_word(nxt):
        return False
    if shown[i][:1].isupper() and not shown[i].isupper():
        # written with capitals: a title stands before a capitalised name or an initial
        return nxt[:1].isupper()
    return True  # lower case or all capitals: the next word may be a name


# what follows a given name and is no name: joining words of a title
_NOT_NAMES = frozenset("and vs v versus of the ka ki ke ku la wala wale wali s".split())


def _titles_dropped(shown: list[str]) -> list[str]:
    return [w for i, w in enumerate(shown) if not _is_title(shown, i)]


def words(text: str) -> list[str]:
    """The folded words of `text` with titles dropped (the unit of whole-word matching); an honorific that is also
    a given name is dropped only before another name."""
    folded = fold(text).split()
    shown = _SHOWN_WORD.findall(plain_latin(text))
    if len(shown) != len(folded) or [w.lower() for w in shown] != folded:
        shown = folded  # letters outside a-z: read without capitals
    return [w.lower() for w in _titles_dropped(shown)]


def alias_norm(alias: str) -> str:
    return " ".join(words(alias))


def given_name_words(text: str) -> set[str]:
    """The folded words of `text` written right before another capitalised name ("Mudasir Ahmad Ganie" -> mudasir,
    ahmad): a person's given names, which a namesake may bear with another surname. A word before a comma or at
    a name's end ("… Kohhran, Zarkawt") is none."""
    return {m[1].lower() for m in re.finditer(r"(?<![A-Za-z])([A-Z][a-z]{2,})[ \t]+(?=[A-Z][a-z])", text or "")}


def is_kind_word(word: str) -> bool:
    """'injunction', 'suit', 'WP', 'FAFO', 'bail': a word that says what kind of case, not which."""
    low = word.lower()
    return low in KIND_WORDS or (len(low) >= 2 and is_type_word(low))


def distinctive(word: str) -> bool:
    """A word that can tell one case from another: not generic, not a very common name, not a kind word."""
    return (len(word) >= 3 and not word.isdigit() and word not in GENERIC and word not in COMMON_NAMES
            and not is_kind_word(word))


ROLES = {
    "suit": ("plaintiff", "defendant"),
    "appeal": ("appellant", "respondent"),
    "petition": ("petitioner", "respondent"),
    "complaint": ("complainant", "opposite party"),
    "trial": ("prosecution", "accused"),
    "application": ("applicant", "opposite party"),
    "claim": ("claimant", "opposite party"),
}


def roles_for(number_key: str | None) -> tuple[str, str]:
    return ROLES[roles_of(number_key)]


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


def _shown_words(text: str) -> list[str]:
    """The words of a name as written, titles dropped."""
    return _titles_dropped(_SHOWN_WORD.findall(plain_latin(text)))


def _name_part(name: str) -> str:
    """The party's own name: "Narmada General Insurance Co. Ltd. Thru. Its Manager" -> "Narmada General Insurance
    Co. Ltd."; "M/s. Indus Agro Traders (partner: X)" -> "M/s. Indus Agro Traders"."""
    return _NAME_END.split(name, maxsplit=1)[0].strip()


def is_organisation(name: str) -> bool:
    return any(w in ORG_WORDS for w in fold(_name_part(name)).split())


def _head(shown: list[str], stop) -> list[str]:
    """The leading words before the first word that `stop` says ends the name."""
    out = []
    for w in shown:
        if stop(w):
            break
        out.append(w)
    return out


def _has_distinctive(ws: list[str]) -> bool:
    return any(distinctive(w.lower()) for w in ws)


def party_aliases(name: str) -> list[str]:
    """Automatic aliases of one party: a person's full name and surname; an organisation's name and its head.

    Nothing generic: "State of Telangana", "Commissioner of Endowments", "Offset Printers" alone or a bare
    "Khan" give nothing.
    """
    shown = _shown_words(_name_part(name))
    low = [w.lower() for w in shown]
    if not shown:
        return []
    out: list[str] = []
    if any(w in ORG_WORDS for w in low):
        core = [s for s in shown if s.lower() not in _LEGAL_SUFFIXES]
        core_low = [w.lower() for w in core]
        official = any(w in _OFFICIAL for w in core_low)
        if len(core) >= 2 and _has_distinctive(core) and not (official and not _has_distinctive(
                _head(core, lambda w: w.lower() in ORG_WORDS or w.lower() in GENERIC))):
            out.append(" ".join(core))
        if not official:
            head = _head(core, lambda w: w.lower() in ORG_WORDS or w.lower() in ("of", "and", "the"))
            if head and _has_distinctive(head) and len(" ".join(head)) >= 4 and len(head) < len(core):
                out.append(" ".join(head))
        return out
    # (a lone letter is an initial, "V. <name>" as many names of the south open, never the "v" of a title's versus)
    if any(w in GENERIC for w in low if len(w) > 1):
        return []
    if len(shown) >= 2:
        out.append(" ".join(shown))
    if len(shown) >= 3 and len(shown[0]) >= 3 and not shown[0].isdigit():
        # "<given> <middle> <surname>" is written "<given> <surname>": the given name and surname, the middle name dropped.
        out.append(f"{shown[0]} {shown[-1]}")
    surname = low[-1]
    if len(surname) >= 4 and distinctive(surname):
        out.append(shown[-1])
    return out


def _a_name_with_its_kind(ws: list[str]) -> bool:
    """Two or more words of a short name, one of them a person's name however common ("<surname> bank" of "<surname> bank
    suit", "<surname> land" of "<surname> land appeal"): together they are the lawyer's name for the case, though no word
    alone is; whether another case's names hold the same words the resolver decides."""
    return len(ws) >= 2 and any(len(w) >= 3 and not w.isdigit() and w.lower() not in GENERIC
                                and not is_kind_word(w) for w in ws)


def short_name_stem(short_name: str) -> str | None:
    """The name a lawyer uses for a case without the kind words: 'Rana injunction' -> 'Rana'."""
    shown = _shown_words(short_name)
    end = len(shown)
    while end > 0 and is_kind_word(shown[end - 1]):
        end -= 1
    stem = shown[:end]
    if not stem or end == len(shown):
        return None
    if len(" ".join(stem)) < 4 or not _has_distinctive(stem):
        return None
    return " ".join(stem)


def short_name_heads(short_name: str) -> list[str]:
    """The distinctive names at the head of a short name: 'Asha Nair GHMC WP' -> 'Asha Nair';
    'Rao v Iyer' -> 'Rao', 'Iyer'; 'Orchard Resins CRP' -> 'Orchard Resins', 'Orchard'."""
    out: list[str] = []
    shouting = short_name.isupper()  # all capitals: no word in it is an acronym of another name
    for side in re.split(r"\s+(?:v|vs|v/s|versus)\.?\s+|\s*/\s*|\s+&\s+", short_name, flags=re.IGNORECASE):
        shown = _shown_words(side)

        def stops(w: str) -> bool:
            return is_kind_word(w) or (not shouting and w.isupper() and len(w) >= 2 and w.lower() not in ORG_WORDS)

        head = _head(shown, stops)
        for candidate in (head, _head(head, lambda w: w.lower() in ORG_WORDS)):
            if candidate and _has_distinctive(candidate) and len(" ".join(candidate)) >= 4:
                out.append(" ".join(candidate))
        # "Asha Nagar NDA writ" is also "NDA writ": an acronym of the other side with the kind of case.
        for i, w in enumerate(shown):
            if (not shouting and w.isupper() and len(w) >= 2 and not is_kind_word(w) and i + 1 < len(shown)
                    and all(is_kind_word(k) for k in shown[i + 1:])):
                out.append(" ".join(shown[i:]))
    return out


def auto_aliases(number_key: str | None, cnr: str | None, short_name: str | None,
                 parties: list[Party], client_name: str | None = None) -> list[tuple[str, str]]:
    """(alias, kind) pairs generated for a case: number forms, CNR, short name, its stem and heads, party and
    client names."""
    out: list[tuple[str, str]] = []
    if number_key:
        out.extend((f, "number") for f in number_forms(number_key))
    if cnr:
        out.append((cnr, "number"))
    if short_name and alias_norm(short_name):
        out.append((short_name, "short_name"))
        shown = _shown_words(short_name)
        for end in range(len(shown) - 1, 0, -1):  # "Zenith SP suit" -> "Zenith SP" -> "Zenith"
            if not is_kind_word(shown[end]):
                break
            stem = shown[:end]
            if len(" ".join(stem)) >= 4 and (_has_distinctive(stem) or _a_name_with_its_kind(stem)):
                out.append((" ".join(stem), "short_name"))
        out.extend((h, "short_name") for h in short_name_heads(short_name))
    for party in parties:
        for alias in party_aliases(party.name):
            out.append((alias, "party"))
    if client_name:
        out.extend((alias, "party") for alias in party_aliases(client_name))
    seen: set[str] = set()
    unique = []
    for alias, kind in out:
        norm = alias_norm(alias) if kind != "number" else alias
        if not norm or norm in seen:
            continue
        if kind != "number" and not any(distinctive(w) for w in norm.split()) and kind != "short_name":
            continue
        seen.add(norm)
        unique.append((alias, kind))
    return unique


__all__ = [
    "COMMON_NAMES", "GENERIC", "HONORIFICS", "KIND_WORDS", "ORG_WORDS", "TITLE_NAMES", "alias_norm", "auto_aliases",
    "distinctive", "fold", "is_kind_word", "is_organisation", "parties_from_title",
    "party_aliases", "roles_for", "short_name_heads", "short_name_stem", "words",
]
