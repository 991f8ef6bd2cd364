"""A word nobody of the practice writes, which the question itself marks as a thing, describes a matter.

A word beside a case's name that the reader does not know is, by default, taken for the grammar of a language it
half reads (agent/half_known.py): the case its name points at is answered. The question tells a thing from grammar
without the word being known when it strings it on a possessive ("<place> wale <thing> case", "<place>-er <thing>
mamla", "<place> da <thing> case", "<place> cha <thing> dava", "<place>'s <thing> case"): what stands before "of" is a
noun in every Indian language. (A question whose other words are all read is no such sign: a verb of its language
the reader lacks, "<verb> <name> case", stands there as often.) The word must be one no record of the whole
practice writes, nor a near spelling of one: a case the notes hold is never called by a word its notes never wrote.
Such a word describes another matter ("No such case"), not a case that shares another word of the name.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rapidfuzz import fuzz, process

from tareekh.agent.of_marks import OF_WORDS

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

_POSSESSIVE = OF_WORDS
_MARKED = r"(?:['’]s\b|-(?:{0})\b|\s+(?:{0})\b)".format("|".join(_POSSESSIVE))
# the possessive glued to a noun in the scripts: Bengali -er/-r, Assamese -r, Odia -ra, Marathi -cha/-chi/-che/-chya,
# Gujarati -no/-ni/-nu/-na, Kannada -da/-ra, Malayalam -nte/-ude, Tamil -in/-udaiya, Telugu -yokka written apart
_GLUED_SCRIPT = ("ের", "ৰ", "ର", "च्या", "चा", "ची", "चे", "નો", "ની", "નું", "ના", "ದ", "ರ", "ന്റെ", "ുടെ", "இன்",
                 "ின்", "உடைய")
NEAR = 85  # a spelling this close to a word the notes write is that word


def marked_noun(comp: Composing, word: str, named_by: set[str], held: set[str]) -> bool:
    """`word` of the question describes a matter though the reader does not know it (module doc)."""
    from tareekh.agent.framing import _practice_words, _reader_unknown

    w = word.lower()
    if len(w) < 4 or not w.isascii() or not w.isalpha() or w in named_by or not _reader_unknown(comp, w):
        return False
    seen = _practice_words(comp)
    if seen.records.get(w):
        return False
    if _near_written(seen, w):
        return False
    return bool(re.search(rf"(?<![\w]){re.escape(w)}{_MARKED}", comp.q.text, re.I))


def unread_noun(comp: Composing, word: str, named_by: set[str], run: list[str] | None = None,
                before: str | None = None) -> bool:
    """`word` stands before the kind word of a case the question names by its kind alone ("<place> cheque case next
    date?"), no record of the whole practice writes it nor a near spelling of it, and every other word of the
    question is one the reader knows: the question is in a language the reader reads, so the one word nothing knows
    is no grammar of a language half read but what the matter is, one the practice does not hold. `run`: the words
    of the description it stands in ("<thing> <trade> cheque case"), each of which may be unknown alike; `before`: the
    question's words before the description, when only they must be read (the words after a matter's kind word are
    where a language puts its verb and question word, "… cheque case <next> <date> <when>", which the reader may lack:
    a clause that opens with a description names the matter first, in any word order)."""
    from tareekh.agent.framing import _practice_words, _reader_unknown
    from tareekh.agent.half_known import never_describes, read_elsewhere

    from tareekh.agent.english_words import is_english

    w = word.lower()
    if len(w) < 4 or not w.isascii() or not w.isalpha() or w in named_by or never_describes(comp, w) \
            or not _reader_unknown(comp, w) or is_english(w):
        return False  # an English word ("<counsel> r style ki cheque case") is read, not a matter's unknown name
    seen = _practice_words(comp)
    if seen.records.get(w) or _near_written(seen, w):
        return False
    return read_elsewhere(comp, [w, *(run or [])], before)


def _near_written(seen, w: str) -> bool:
    vocab = getattr(seen, "_long_words", None)
    if vocab is None:
        vocab = [v for v in seen.records if len(v) >= 4]
        seen._long_words = vocab
    return process.extractOne(w, vocab, scorer=fuzz.ratio, score_cutoff=NEAR) is not None


def marked_script_word(comp: Composing, word: str, named_by: set[str]) -> bool:
    """`word`, left in its own script by the question's gloss ("<place in Devanagari> wale <thing> case"), describes
    a matter when a possessive follows it and nothing the practice writes sounds like it: no record writes it, and
    no word of the records or of the case's names has its consonants."""
    from tareekh.memory.sounds import is_indic, sound_key

    if word.isascii() or not is_indic(word):
        return False
    glued = next((word[: -len(g)] for g in _GLUED_SCRIPT if word.endswith(g) and len(word) > len(g) + 2), None)
    marked = glued is not None or re.search(rf"(?<![\w]){re.escape(word)}{_MARKED}", comp.q.text, re.I)
    key = sound_key(glued or word)
    if len(key) < 3 or not marked:
        return False
    if any(sound_key(n) == key for n in named_by):
        return False
    records = comp.records(None)
    if any(word in (r.text or "") for r in records):
        return False
    heard = getattr(comp, "_heard_keys", None)
    if heard is None:
        from tareekh.agent.framing import _practice_words

        heard = {sound_key(v) for v in _practice_words(comp).records if len(v) >= 4}
        comp._heard_keys = heard  # type: ignore[attr-defined]
    return key not in heard
