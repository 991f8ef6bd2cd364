"""A registry name typed in an Indian script other than Devanagari ("ৰাভা", "ମହାନ୍ତି", "ரமேஷ்"): written in the Latin
letters the registry holds it in, so the question is anchored to that person's or party's case.

Devanagari names are read by the Hindi gloss (agent/hindi.py). For the other scripts (Bengali-Assamese, Odia,
Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam) a word the tongue tables do not hold is read in its usual Latin
spellings (agent/tongues.py `latin_readings`); it is a registry name word when exactly one name word of four letters
or more sounds the same (the same consonants) and is spelt like one of the readings, and the notes agree: every
record that writes that word is filed under a case the registry's name belongs to (a person of the notes who shares
the name, "<party's> son <Name>", is read as the notes spell him: agent/script_words.py).

A question anchored by nothing else is narrowed to that name's cases (read at answer time, with the records).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from rapidfuzz import fuzz

from tareekh.memory.sounds import is_indic, sound_key

SPELT_LIKE = 80  # a reading this close to the name word (rapidfuzz ratio) spells it
_SCRIPT_WORD = re.compile(r"[\u0980-\u0D7F]+")  # the scripts after Devanagari's block
_FINAL_Y = re.compile(r"(?<=[b-df-hj-np-tv-xz])y$")  # a name's closing "y" after a consonant


# the case endings the languages of these scripts glue to a name, as their Latin readings spell them (the script's
# inherent vowel read "a" or "o"), a closed class: Gujarati "-e" (ergative), "-ne", "-no/-ni/-nu/-na", "-ma", "-thi";
# Bengali "-er", "-r", "-ke", "-ra", "-re", "-der", "-te"; Assamese "-r", "-k", "-ko", "-ot", "-t", "-loi"; Odia "-ra",
# "-ku", "-re", "-nka", "-nku", "-nkara"; Punjabi "-da/-di/-de", "-nu", "-ne", "-ton"; Tamil "-ukku", "-kku", "-ku",
# "-in", "-vin", "-oda", "-odu", "-udaya", "-idam", "-ai", "-il"; Telugu "-ki", "-ku", "-ni", "-nu", "-lo", "-tho",
# "-di", "-yokka"; Kannada "-ge", "-ige", "-nige", "-annu", "-na", "-inda", "-alli", "-avara"; Malayalam "-inte",
# "-nte", "-inre", "-nre", "-ine", "-ne", "-kku", "-ikku", "-il", "-ude", "-yude", "-ode"
GLUED_ENDINGS = tuple(sorted(set("""
e ne no ni nu na ma maa thi
er r ke ra re der te
k ko ok ot t loi
ku nka nku nkara nkar nkaku
da di de daa ton
ukku kku ukk in vin oda odu udaya idam ai il
ki lo tho yokka
ge ige nige annu nannu inda alli avara
inte nte inre nre ine ikku ude yude ode
""".split()), key=len, reverse=True))
_BARE_LEFT = 4  # the fewest letters of a name left when its ending is taken off


def _bare_readings(readings: list[str]) -> list[str]:
    """The readings with a case ending glued to the name taken off ("kalpeshano": "kalpesha", "kalpesher": "kalpesh")."""
    out: list[str] = []
    for r in readings:
        for e in GLUED_ENDINGS:
            if r.endswith(e) and len(r) - len(e) >= _BARE_LEFT and r[: -len(e)] not in out:
                out.append(r[: -len(e)])
    return out


def names_in_script(text: str, vocab: Iterable[str], *, glued: bool = False) -> str:
    """`text` with each non-Devanagari script word that spells one registry name word written as that word.
    `glued`: a word the registry spells only with a case ending glued to it, or the registry's name only with its
    glued honorific ("<name>bhai", "<name>ben") taken off, is read as that name too (a question's "<name>'s",
    "<name> paid", typed in its script)."""
    from tareekh.agent.honorifics import _BARE_HELD, _BARE_MIN
    from tareekh.agent.tongues import latin_readings, role

    words = [v for v in vocab if len(v) >= 4 and v.isascii() and v.isalpha()]
    by_sound: dict[str, list[tuple[str, str]]] = {}  # a sound: (the name as heard, the registry's name word)
    for v in words:
        # (a Latin name's closing "y" after a consonant is the vowel the script writes "i": "Setty" and "సెట్టి",
        # "Jojy" and "ജോജി" sound alike)
        heard = [v, _FINAL_Y.sub("i", v)]
        if glued:
            heard += [v[: -len(h)] for h in _BARE_HELD if v.endswith(h) and len(v) - len(h) >= _BARE_MIN]
        for form in dict.fromkeys(heard):
            by_sound.setdefault(sound_key(form), []).append((form, v))

    def near(key: str, readings: list[str]) -> list[str]:
        return list(dict.fromkeys(v for form, v in by_sound.get(key, [])
                                  if max(fuzz.ratio(r, form) for r in readings) >= SPELT_LIKE))

    def one(m: re.Match[str]) -> str:
        w = m.group()
        if not is_indic(w) or role(w) is not None:
            return w
        readings = list(latin_readings(w))
        if not readings:
            return w
        found = near(sound_key(w), readings)
        if not found and glued:
            bare = _bare_readings(readings)
            found = list(dict.fromkeys(v for b in bare for v in near(sound_key(b), [b])))
        return found[0] if len(found) == 1 else w

    return _SCRIPT_WORD.sub(one, text)


def script_name_matters(comp) -> None:
    """Narrow a question that names no case, judge or counsel to the cases of a registry name it types in a script
    other than Devanagari, when the notes write that name only under those cases."""
    from tareekh.agent.question import NameIndex

    q = comp.q
    if q.cases or q.judges or q.counsel or q.all_cases or q.unknown_case or not _SCRIPT_WORD.search(q.text):
        return
    index = getattr(comp, "_name_index", None)
    if index is None:
        index = NameIndex(comp.registry)
        comp._name_index = index
    read = names_in_script(q.text, index.vocab, glued=True)
    if read == q.text:
        return
    found = [w for w in re.findall(r"[a-z]+", read.lower()) if w in index.vocab and w not in q.text.lower()]
    for w in found:
        owners = {c for item in index.items if w in item.words for c in item.cases}
        if not owners or len(owners) > 2:
            continue
        pattern = re.compile(rf"\b{re.escape(w)}\b", re.I)
        written = {c for r in comp.records(None) if pattern.search(r.text) for c in r.case_ids}
        if written <= owners:
            q.cases = sorted(owners)
            q.case_words = {c: [w] for c in q.cases}
            q.text = read
            return


def spelt_in_latin(text: str, vocab: Iterable[str]) -> str:
    """`text` with a name word of `vocab` that a note types in an Indian script, Devanagari or another ("देशपांडे
    साहेबांनी …", "ভট্টাচার্য স্যার …"), written as the Latin word the registry holds: a note names a judge or counsel
    in its own script as often as in Latin letters. Text in Latin letters only is returned as it is."""
    if text.isascii():
        return text
    vocab = tuple(v.lower() for v in vocab if len(v) >= 4 and v.isascii() and v.isalpha())
    if not vocab:
        return text
    return _spelt_in_latin(text, vocab)


# keyed by all it reads, the text and the name words: a judge's records are read sentence by sentence for every
# question asked of the judge, and a Devanagari sentence's names are heard once, not once a question
@lru_cache(maxsize=20_000)
def _spelt_in_latin(text: str, vocab: tuple[str, ...]) -> str:
    if _SCRIPT_WORD.search(text):
        text = names_in_script(text, vocab)
    if re.search(r"[\u0900-\u097F]", text):
        from tareekh.agent.hindi import in_latin

        text = in_latin(text, vocab)
    return text
