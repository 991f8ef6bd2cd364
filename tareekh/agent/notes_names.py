"""The name a lawyer's own notes give a matter: the word the notes filed under one case write right before the word
for a case ("<x> case", "<x> wala case", "<x> che case", "<x> matter", "<x> appeal", "<x> ref", in any script).

A lawyer calls a matter by a word of his own (a crop, a building, a village, a nickname) that the registry's title
does not hold; his notes filed under that matter write it so, again and again. Learned from the filed records, the
word names that matter in a question when the question writes it the same way, right before a word for a case:
elsewhere it is any word ("<x> case" may be a verb of the language when said alone). A word is learned only when
the notes point it at one case (two records or more of that case, nearly none of another), the registry's names do
not already give it to a case, and it is no pronoun, possessive or determiner of any language ("this case", "namma
case", "tya case" name no matter).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from tareekh.agent.case_named import _CASE, _LINK
from tareekh.agent.possessives import POSSESSIVES, YOURS
from tareekh.agent.tongues_closed import PRONOUNS
from tareekh.registry.aliases import KIND_WORDS

# the word for a case, and the linking word between a name and it, as the scripts write them (Devanagari for Hindi
# and Marathi, Bengali/Assamese, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, Urdu)
SCRIPT_CASE = frozenset("""
केस मामला मामले मुकदमा मुकदमे मुक़दमा मुक़दमे प्रकरण दावा अपील याचिका वाद
মামলা কেস মোকদ্দমা ਕੇਸ ਮਾਮਲਾ ਮੁਕੱਦਮਾ કેસ દાવો મામલો ମାମଲା କେସ ମୋକଦ୍ଦମା வழக்கு கேஸ் కేసు వ్యాజ్యం
ಕೇಸ್ ಕೇಸು ಪ್ರಕರಣ ದಾವೆ കേസ് കേസ കേസിൽ کیس مقدمہ مقدمے
""".split())
SCRIPT_LINK = frozenset("""
का की के वाला वाली वाले चा ची चे च्या एर র এর ਦਾ ਦੀ ਦੇ ਵਾਲਾ નો ની નું ના વાળો વાળા ର ଙ୍କ ଵାଲା ಅವರ کا کی کے والا
""".split())
# the words that mean "a case" itself ("case", "matter", "suit", "appeal", "reference", "mamla", "khatla",
# "vazhakku"), not a kind of paper or claim ("bail petition", "medical claim", "counter affidavit" name no matter)
_HEADS = frozenset("""
case cases matter matters suit suits appeal appeals reference references ref refs mukadma mukadme muqadma muqadme
mamla mamle maamla maamle dava daava davo daavo khatla khatala mokoddoma mokaddoma mokoddama mokadama mamala mukaddma
mukaddama vazhakku valakku vazakku vyajyam vyaajyam prakarana prakaranam vyavaharam kes kesu keshu kesulu keis
""".split())
CASE_WORDS = _HEADS | SCRIPT_CASE
LINKS = _LINK | SCRIPT_LINK

# the determiners and ordinals English writes before "case" ("the next case", "the same matter"): no matter's name
_ENGLISH_BEFORE = frozenset("""
this that these those the a an any some every each which what whose same other another next last previous earlier
first second third fourth new old main said above present instant current connected related own both all such one
""".split())
# the demonstratives ("this", "that", "the same", "the other") each language writes before a noun, by language:
# Hindi/Urdu, Punjabi, Bengali/Assamese, Odia, Marathi, Konkani, Gujarati, Nepali, Kashmiri, Tamil, Telugu,
# Kannada, Malayalam ("indha case", "tya case", "ei mamla" name no matter)
DEMONSTRATIVES = frozenset("""
is iss us uss ye yeh yah woh wo vo vah isi usi issi ussi inhi unhi yahi wahi vahi wohi dusra dusre dusri doosra doosre
eh ehe oh ohe ehi ohi eho oho
ei oi sei ai xei eta oita seta onno
ehi sei ei se sehi
ha hi he ya hya tya to ti te toch tech hach tyach dusrya
ho hem tem tim
aa pela pelo pelu te ej
yo tyo yi ti uhi yahi
yi su ath tath
indha intha inda andha antha anda idhe adhe matha mattra
ee aa ide ade ituvanti
""".split())
NO_NAME = (_ENGLISH_BEFORE | DEMONSTRATIVES | POSSESSIVES | YOURS | LINKS | CASE_WORDS | _CASE | frozenset(KIND_WORDS)
           | frozenset(w for words in PRONOUNS.values() for w in words.split()))

LEAST_RECORDS = 2  # the notes of the one case write the word so at least twice
OUTWEIGH = 3  # ... and at least three times as often as the notes of every other case together

# a word's letters with the vowel signs and viramas of the Indic scripts and Urdu's marks, which \w leaves out
_WORD = re.compile(r"(?:[^\W_]|[\u0900-\u0dff\u0600-\u06ff])+")


def words_of(text: str) -> list[str]:
    """A text's words in order, lower-cased, in any script (dots of short forms dropped: "L.A." is "la")."""
    return _WORD.findall(_undotted(text).lower())


def _undotted(text: str) -> str:
    return re.sub(r"(?<=\b\w)\.(?=\w\b)", "", text)


def _capitals(text: str) -> set[str]:
    """Short words the text types in capitals ("LA", "L.A.", "SP"): an abbreviation, a name though it is two
    letters."""
    return {w.lower() for w in re.findall(r"\b[A-Z]{2,4}\b", _undotted(text))}


_NUMBERED = frozenset("no nos number num".split())


def named_before_case(toks: Sequence[str], *, numbered: bool = True) -> list[str]:
    """The words standing right before a word for a case, or before a linking word and one. Unless `numbered`, not
    where a number follows the word for a case ("Sessions Case No. 88", "P.S. Case 145/27": the kind of a number,
    no name)."""
    out = []
    for i, t in enumerate(toks[:-1]):
        nxt = toks[i + 1: i + 3]
        at = i + 1 if nxt[0] in CASE_WORDS else i + 2 if len(nxt) == 2 and nxt[0] in LINKS and nxt[1] in CASE_WORDS \
            else None
        if at is None:
            continue
        after = toks[at + 1] if at + 1 < len(toks) else ""
        if not numbered and (after in _NUMBERED or after.isdigit()):
            continue
        out.append(t)
    return out


def said_as_name(word: str, toks: Sequence[str]) -> bool:
    """True when the question writes `word` right before a word for a case (or a linking word and one); a name of
    two words (learned after a party's name, `after_own_name`) when the question writes both, one after the other."""
    if " " in word:
        first, second = word.split(" ", 1)
        return any(a == first and b == second for a, b in zip(toks, toks[1:]))
    return word in named_before_case(toks)


def after_own_name(text: str, case_id: str, owners: Callable[[str], set[str]]) -> set[str]:
    """The two words a note's line writes right after a word that only this case's registry names hold ("<party>
    <crop> <insurance>", "<client> <building> <dispute>" in the lawyer's own language): the name his notes give the
    matter by what it is about. Both words the lawyer's language, not English (the registry writes the English), none
    a word of grammar or of the law's kinds, none a word of any case's registry names."""
    from tareekh.agent.english_words import is_english

    out: set[str] = set()
    for line in text.splitlines():
        toks = words_of(line)
        for i, t in enumerate(toks[:-2]):
            if owners(t) != {case_id}:
                continue
            pair = toks[i + 1: i + 3]
            if all(len(w) >= 3 and w.isascii() and w.isalpha() and w not in NO_NAME and not owners(w)
                   and not is_english(w) for w in pair):
                out.add(" ".join(pair))
    return out


# a name the note puts in quotation marks right before a word for a case ('"<x> <y>" case', "'<x>' wala case",
# "“<x>” matter"): the lawyer marks it as the matter's name, so one record teaches it (straight and curly quotes)
_QUOTED = re.compile(r"[\"“”‘’']([^\"“”‘’'\n]{3,40})[\"“”‘’']")


def quoted_before_case(text: str) -> set[str]:
    """The names a note writes in quotation marks right before a word for a case (or a linking word and one): their
    words lower-cased, two at most, none all of grammar ("this", "our") nor a number."""
    out: set[str] = set()
    for m in _QUOTED.finditer(text):
        toks = words_of(m.group(1))
        after = words_of(text[m.end(): m.end() + 40])[:2]
        # (the word for a case right after the closing quote, a space between: a quote that ends its sentence,
        # 'is not "<x>". Case law …', '"<x>?" - case diary', names no matter)
        if not toks or len(toks) > 2 or not after or not re.match(r"[ \t]+\w", text[m.end():]) \
                or re.search(r"[?!.,;:]\s*$", m.group(1)):
            continue
        if not (after[0] in CASE_WORDS or (len(after) == 2 and after[0] in LINKS and after[1] in CASE_WORDS)):
            continue
        if all(t in NO_NAME for t in toks) or any(ch.isdigit() for t in toks for ch in t) or len("".join(toks)) < 4:
            continue
        out.add(" ".join(toks))
    return out


def _nameable(word: str, capitals: set[str]) -> bool:
    if word in NO_NAME or any(ch.isdigit() for ch in word):
        return False
    return len(word) >= 3 or word in capitals


def called_in_notes(records: Iterable[tuple[str, Sequence[str]]],
                    owners: Callable[[str], set[str]]) -> dict[str, tuple[str, ...]]:
    """case id -> the words its filed notes call it by, that the registry's names (`owners`: the cases whose
    registry names hold a word) do not. A record filed under several cases, or none, tells nothing."""
    seen: dict[str, dict[str, int]] = {}
    for text, case_ids in records:
        if len(set(case_ids)) != 1 or not text:
            continue
        capitals = _capitals(text)
        learned = {w for w in named_before_case(words_of(text), numbered=False) if _nameable(w, capitals)}
        for w in learned | after_own_name(text, case_ids[0], owners):
            per = seen.setdefault(w, {})
            per[case_ids[0]] = per.get(case_ids[0], 0) + 1
        for w in quoted_before_case(text) - learned:
            per = seen.setdefault(w, {})
            per[case_ids[0]] = per.get(case_ids[0], 0) + LEAST_RECORDS  # named in quotes: one record teaches it
    out: dict[str, list[str]] = {}
    for w, per in seen.items():
        cid, most = max(per.items(), key=lambda kv: (kv[1], kv[0]))
        rest = sum(per.values()) - most
        if most < LEAST_RECORDS or rest * OUTWEIGH > most:
            continue
        if all(owners(part) for part in w.split()):
            continue  # the registry's names give the word to a case already (this one, or another)
        out.setdefault(cid, []).append(w)
    return {cid: tuple(sorted(ws)) for cid, ws in out.items()}
