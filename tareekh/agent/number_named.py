"""A matter named by a number that is not its case number: a plot, a survey or land-record number, a flat, a cheque,
an FIR, a section.

A lawyer calls a matter by what it is about: "<land-record word> 77 appeal", "flat 302 wala case", "FIR 146 quashing",
"<client> ji 138". The number is the matter's own when its registry entry (what it is about, its title, its other
names) or its records write it with the same word before it, in whatever script ("khasra"/"खसरा", "plot"/"प्लॉट" sound
alike, memory/sounds.py). So:
- a question that names no case is about the one matter whose registry entry, or else whose records, write the
  number with the question's word before it; several such matters are narrowed by the kind of case the question
  names ("… appeal", "… writ") and then by which one writes it most plainly — else none is taken;
- a number in a question that names its case, which that case's own registry entry writes (the section it is
  under, "138", "498A"; the plot it is about), names the case: it is no topic to look for in the notes, and a
  question left with no other topic is the bare "what is next there" of the matter.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.events.money import latin_digits
from tareekh.memory.sounds import sound_key

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# a number as a question names a thing by it: digits, maybe a letter or a sub-number ("498A", "77/2", "14-B")
_NUMBER = re.compile(r"(?<![\w/.-])(\d{1,7}[A-Za-z]?(?:/\d{1,4})?)(?![\w/])")
# the word before a number, in any script; and the short forms written between a word and its number
# (a letter of any script, with the vowel signs and marks the Indic scripts write after it: the two classes are kept
# apart, for a letter both could read made each letter of a word two readings, and a long run of an Indic script
# before a number with anything after the word tried every one of them — exponential, a hang that held the GIL)
_LETTER = r"(?:[\u0900-\u0DFF]|[^\W\d_\u0900-\u0DFF])"
_WORD_BEFORE = re.compile(
    rf"({_LETTER}{_LETTER}+)[\s.:#-]*"
    r"(?:no|nos|nr|number|num|नं|नम्बर|नंबर|संख्या|क्रमांक|क्र|নং|নম্বর|ক্রমিক|નં|નંબર|ਨੰ|ਨੰਬਰ|ନଂ|ନମ୍ବର|எண்|నం|సంఖ్య|ನಂ|ಸಂಖ್ಯೆ|"
    r"നമ്പർ|നം)?[\s.:#-]*$", re.I)
MIN_KEY = 2  # consonants of a word's sound below this say too little (a one-letter word)
MIN_DIGITS = 2  # a one-digit number names nothing by itself


# the sounds scripts write apart that one word keeps: a glide ("survey"/"सर्वे"), "v"/"b" (Bengali writes one
# letter), voiced and voiceless stops, "s"/"ch" (Tamil writes one letter)
_ONE_SOUND = str.maketrans({"y": None, "w": None, "h": None, "v": "p", "b": "p", "d": "t", "g": "k", "j": "s",
                            "c": "s"})


def _key(word: str) -> str:
    return sound_key(word.lower()).translate(_ONE_SOUND)


def _written_with(text: str, number: str, key: str) -> bool:
    """`text` writes `number` with a word before it that sounds like the question's word (key)."""
    text = latin_digits(text)
    for m in re.finditer(rf"(?<![\w/.,-]){re.escape(number)}(?![\w]|[/.,]\d)", text, re.I):
        before = _WORD_BEFORE.search(text[max(0, m.start() - 40): m.start()])
        if before and _key(before.group(1)) == key:
            return True
    return False


def _asked_numbers(comp: Composing) -> list[tuple[str, str, str]]:
    """(number, the sound of the word before it, that word) of the question's numbers that are no dates."""
    q = comp.q
    text = q.typed or q.text
    topics = set(q.topics or [])
    out = []
    for m in _NUMBER.finditer(text):
        num = m.group(1)
        if num.lower() not in topics and num.split("/")[0] not in topics:
            continue  # a date or a day the reader took out of the question
        if len(re.sub(r"\D", "", num)) < MIN_DIGITS:
            continue
        before = _WORD_BEFORE.search(text[max(0, m.start() - 40): m.start()])
        key = _key(before.group(1)) if before else ""
        if len(key) >= MIN_KEY:
            out.append((num, key, before.group(1).lower()))
    return out


def _registry_text(card) -> str:
    c = card.case
    parts = [c.number, c.short_name, c.title, c.nature, *(c.aliases or [])]
    return " ".join(p for p in parts if p)


def matter_by_number(comp: Composing) -> None:
    """Narrow a question that names no case to the one matter that writes its number with its word."""
    q = comp.q
    if q.cases or q.judges or q.counsel or q.all_cases or q.unknown_case:
        return
    asked = _asked_numbers(comp)
    if not asked:
        return
    text = (q.typed or q.text).lower()
    for num, key, word in asked:
        # "item 14?" typed bare: the day's list is asked of (the bare question's own reading), not a matter named
        rest = re.sub(rf"{re.escape(word)}[\s.:#-]*(?:no|nos|number)?[\s.:#-]*{re.escape(num.lower())}", " ", text)
        if not re.search(r"[^\W\d_]{2,}", rest):
            continue
        found: dict[str, int] = {}
        for c in comp.registry.list_cases():
            card = comp.card(c.id)
            if card is not None and _written_with(_registry_text(card), num, key):
                found[c.id] = 100
        if not found:
            for rec in comp.records(None):
                for cid in rec.case_ids[:1]:
                    if _written_with(rec.text, num, key):
                        found[cid] = found.get(cid, 0) + 1
        cid = _one(comp, found)
        if cid is not None:
            q.cases = [cid]
            q.case_words = {cid: [num]}
            q.topics = [t for t in q.topics if t not in (num.lower(), num.split("/")[0], word)]
            return


def _one(comp: Composing, found: dict[str, int]) -> str | None:
    """The one matter of `found` (case id -> how plainly it writes the number) the question means, or None."""
    if not found:
        return None
    if len(found) == 1:
        return next(iter(found))
    from tareekh.agent.lexicon import stem, stems, words
    from tareekh.agent.question import kind_meant

    kinds = {k for w in words(comp.q.typed or comp.q.text) if (k := kind_meant(w))} - {"case", "matter"}
    if kinds:
        own = [cid for cid in found if (card := comp.card(cid)) is not None
               and any(stem(k) in stems(_registry_text(card)) for k in kinds)]
        if len(own) == 1:
            return own[0]
    ranked = sorted(found.items(), key=lambda kv: -kv[1])
    if ranked[0][1] >= 2 * ranked[1][1] and ranked[0][1] >= 2:
        return ranked[0][0]
    return None


def numbers_of_the_case(comp: Composing) -> None:
    """Drop from the topics of a question about one case the numbers its registry entry writes with the same word
    before them, or as its section ("<name> 138": the section the case is under names the case). A question whose
    name fits several cases and whose number is one of them's own is about that one."""
    q = comp.q
    if not q.cases or not q.topics:
        return
    owned = {cid: _own_numbers(comp, cid) for cid in q.cases}
    if len(q.cases) > 1:
        holders = [cid for cid, words in owned.items() if words]
        if len(holders) != 1:
            return
        q.cases = holders
        q.case_words = {cid: ws for cid, ws in (q.case_words or {}).items() if cid in holders} or q.case_words
    drop = owned[q.cases[0]]
    if drop:
        q.topics = [t for t in q.topics if t not in drop]
        # the words that only named the case are no words to look for in its notes either
        for w in drop:
            q.text = re.sub(rf"(?<![\w/.-]){re.escape(w)}(?![\w/])", " ", q.text, flags=re.I)
        q.text = re.sub(r"\s{2,}", " ", q.text).strip()


def _own_numbers(comp: Composing, cid: str) -> set[str]:
    """The question's numbers (with the word before each) that case `cid`'s registry entry writes as its own."""
    q = comp.q
    card = comp.card(cid)
    if card is None:
        return set()
    own = latin_digits(_registry_text(card))
    drop: set[str] = set()
    for num, key, word in _asked_numbers(comp):
        if _written_with(own, num, key):
            drop |= {num.lower(), word}
    for m in _NUMBER.finditer(q.typed or q.text):
        num = m.group(1).lower()
        # a section typed after the name alone ("<name> 138"): the case's entry writes it as its section
        if num in q.topics and re.search(rf"(?:\bs(?:ec(?:tion)?)?|u/s|\bsec|धारा|ধারা|કલમ|ਧਾਰਾ|ଧାରା|பிரிவு|సెక్షన్|ಕಲಂ|വകുപ്പ്)\.?\s*{re.escape(num)}(?![\w])",
                                         own, re.I):
            drop.add(num)
    return drop
