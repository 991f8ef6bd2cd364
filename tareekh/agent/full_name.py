"""A person asked of by full name, or by office and name, as the records write them: the matters of that person.

"<given> <surname> <thing> dekhechilo?", "<given> <surname> cross-la enna sonnaaru?": a lawyer names a witness, an
officer or a relative by given name and surname, typed in lower case. The registry does not hold them, and one of
the two words may be a party's surname in another matter ("<another given> <surname>", the client): read word by
word, the question names that other matter, and is answered from it ("No record in <other matter>"). The notes
write the person whole ("PW2 <Given> <Surname> (wife) - chief & cross"), so the matters whose records write the two
words together, as a name is written (each with a capital), are the ones asked about — unless the matter the
question names writes that person too, or was named by other words as well.

So too a witness asked by place and given name ("<given> <relation> PW2 hisebe ki bollo") with no matter named:
the matter whose records write that place with that name ("PW2 <Given> <surname> (72), …"). And so too an officer or
a witness typed by office and given name ("<office> <given> cross-la <thing> bagge enna heldal"): the office may be
a word of some matters' titles ("State by <office> <place>"), but the person is the one the records write by that
name, with a capital, in one or two matters.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.callings import is_calling
from tareekh.agent.plain_words import is_english
from tareekh.agent.question import CASE_HEADS, STOP, TOPIC_WORDS, tokens
from tareekh.agent.shorthand import LAW_WORDS
from tareekh.agent.tongues import READER_WORDS
from tareekh.registry.aliases import GENERIC, HONORIFICS, KIND_WORDS

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

MAX_MATTERS = 2  # a name the notes write in more matters than this names none of them


def _name_word(w: str) -> bool:
    """A word that can be part of a person's name: no function word of any language, no word of the law or of
    English, no honorific, no number."""
    return (len(w) >= 3 and w.isalpha() and w.isascii() and w not in STOP and w not in TOPIC_WORDS
            and w not in READER_WORDS and w not in LAW_WORDS and w not in GENERIC and w not in KIND_WORDS
            and w not in CASE_HEADS and w not in HONORIFICS and not is_english(w))


def _written_as_name(first: str, second: str) -> re.Pattern[str]:
    """The two words side by side, each with a capital, after a witness's place or a person's title, as a record
    writes a person ("PW2 <Given> <Surname>", "Smt. <Given> <Surname>"; never "Lok Adalat", a thing's name)."""
    def cap(w: str) -> str:
        return f"(?:{w[0].upper()}{re.escape(w[1:])}|{re.escape(w.upper())})"
    marker = r"(?:[PDCRAMW]\.?W\.?\s*-?\s*\d{1,3}|Sri|Shri|Smt|Srimati|Shrimati|Mr|Mrs|Ms|Dr|Kumari|Km|Late|Thiru|Tmt)"
    return re.compile(rf"(?<![A-Za-z]){marker}\.?,?\s+(?:[A-Z]\.\s*)?{cap(first)}\s+{cap(second)}(?![a-z])")


def _written_whole(name: str) -> re.Pattern[str]:
    """The word with a capital, whole, as a record writes a person's given name."""
    return re.compile(rf"(?<![A-Za-z])(?:{name[0].upper()}{re.escape(name[1:])}|{re.escape(name.upper())})(?![a-z])")


def _person_pattern(first: str, second: str) -> re.Pattern[str] | None:
    """How the records write the person two words of the question name: given name and surname side by side, or
    the name beside an office ("<office> <name>", "<name> <office>"); None for two words that name no person."""
    if _name_word(first) and _name_word(second) and not (is_calling(first) or is_calling(second)):
        return _written_as_name(first, second)
    for office, name in ((first, second), (second, first)):
        if is_calling(office) and not is_calling(name) and _name_word(name):
            return _written_whole(name)
    return None


def _witness_pattern(place: str, name: str) -> re.Pattern[str]:
    """The witness's place ("PW-2": "PW2", "P.W. 2", "PW-2") and, a few words on, the name with a capital, as a record
    writes a witness ("PW2 <Name> <surname> (72), …")."""
    letter, number = place.split("W-")
    return re.compile(rf"(?<![A-Za-z]){letter}\.?\s?W\.?\s*-?\s*{number}(?!\d)\W{{1,4}}(?:[\w.]+\s+){{0,2}}?"
                      rf"(?:{name[0].upper()}{re.escape(name[1:])}|{re.escape(name.upper())})(?![a-z])")


def _witness_matters(comp: Composing) -> bool:
    """"<name> <kin or role word> PW2 hisebe ki bollo": a witness asked by place and a given name, no matter named —
    the one or two matters whose records write that place with that name."""
    q = comp.q
    if not q.witness or "W-" not in q.witness or q.cases or q.person:
        return False
    for w in dict.fromkeys(tokens(q.typed or q.text)):
        if not _name_word(w) or is_calling(w):
            continue
        pattern = _witness_pattern(q.witness, w)
        writing = sorted({c for r in comp.records(None) if pattern.search(r.text) for c in r.case_ids})
        if 1 <= len(writing) <= MAX_MATTERS:
            q.cases = writing
            q.case_words = {c: [] for c in writing}  # (the name stays a thing asked, no word of the matter)
            return True
    return False


def full_name_matters(comp: Composing) -> None:
    """Anchor the question to the matters whose records write the person it names by given name and surname (or by
    office and name), where the matters it reads, if any, were named by those two words alone and write no such
    person."""
    q = comp.q
    if q.judges or q.counsel or q.all_cases or q.unknown_case or q.person or _witness_matters(comp):
        return
    named_by = {w for ws in q.case_words.values() for w in ws}
    words = tokens(q.typed or q.text)
    for first, second in zip(words, words[1:]):
        if first == second:
            continue
        if q.cases and not named_by <= {first, second}:
            continue  # the matter is named by words of its own besides: the person is asked of in it
        pattern = _person_pattern(first, second)
        if pattern is None:
            continue
        writing = sorted({c for r in comp.records(None) if pattern.search(r.text) for c in r.case_ids})
        if not writing or len(writing) > MAX_MATTERS or set(writing) & set(q.cases):
            continue
        q.cases = writing
        # the name stays a thing asked, no word of the matter; an office typed beside it is no thing asked
        office = [w for w in (first, second) if is_calling(w)]
        q.case_words = {c: office for c in writing}
        return
