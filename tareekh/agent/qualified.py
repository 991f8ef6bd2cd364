"""A thing asked with the word that says which of its kind ("non-bailable" warrant, "ex parte" order, "contempt"):
answered "not on record" when no record of the matter writes that word, with the nearest its notes hold.

The word lists that find a line for a question read an NBW as any warrant, so "was an NBW issued?" drew "Yes — BW
issued" from a note of a bailable warrant: a different act, and the opposite answer a lawyer needs. The qualifier is
the question's premise; a line that states the same kind without it (a warrant, an order, a notice) is only the
nearest thing, quoted as such.

Each qualifier as lawyers write it: English and its abbreviations, Hindi, Urdu and Hinglish, and the scripts of the
other Indian languages (Bengali, Assamese, Odia, Marathi, Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam,
Nepali), from general knowledge of the languages.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_WARRANT = (r"\bwarr?[ae]nts?\b|(?<![\w.])n?\.?b\.?w\.?s?(?![\w])|वारंट|वारण्ट|अधिपत्र|ওয়ারেন্ট|পরোয়ানা|ୱାରେଣ୍ଟ|"
            r"વોરંટ|ਵਾਰੰਟ|வாரண்ட்|వారెంట్|ವಾರಂಟ್|വാറന്റ്")
# (said back, as a question or a record writes it, what the same kind without it is written as)
_QUALIFIED = (
    ("non-bailable warrant",
     re.compile(r"\bn\.?\s?b\.?\s?w\.?s?\b|\bnon[\s-]*bailable\b|\bgair[\s-]*ja?ma?a?nati\b|\bbe[\s-]*jamanati\b|"
                r"गैर[\s-]*जमानती|ग़ैर[\s-]*ज़मानती|अजामीनपात्र|बिनजमानती|জামিন[\s-]*অযোগ্য|জামিন[\s-]*অযোগ্য|"
                r"ଜାମିନ[\s-]*ଅଯୋଗ୍ୟ|બિન[\s-]*જામીનપાત્ર|ਗੈਰ[\s-]*ਜ਼ਮਾਨਤੀ|ਗੈਰ[\s-]*ਜਮਾਨਤੀ|பிணையில்லா|జామీను[\s-]*రహిత|"
                r"నాన్[\s-]*బెయిల|ಜಾಮೀನು[\s-]*ರಹಿತ|ನಾನ್[\s-]*ಬೇಲ|ജാമ്യമില്ലാ|नन[\s-]*बेलेबल|नॉन[\s-]*बेलेबल", re.I),
     re.compile(_WARRANT, re.I)),
    ("ex parte order",
     re.compile(r"\bex[\s-]*parte\b|\bexparte\b|\bek[\s-]*tarfa\b|\bekpakshiya\b|एकतरफा|एकपक्षीय|একতরফা|একপক্ষীয়|"
                r"ଏକପାଖିଆ|એકપક્ષી|ਇਕਤਰਫਾ|ஒருதலைப்பட்ச|ఏకపక్ష|ಏಕಪಕ್ಷೀಯ|ഏകപക്ഷീയ", re.I),
     re.compile(r"\babsent\b|\bnon[\s-]*appearance\b|\bset\s+aside\b|\bdefault\b", re.I)),
    ("contempt",
     re.compile(r"\bcontempt\b|\bavmaa?nana\b|अवमानना|अवमान|অবমাননা|ଅବମାନନା|અવમાનના|ਮਾਣਹਾਨੀ|அவமதிப்பு|ధిక్కార|"
                r"ನ್ಯಾಯಾಂಗ[\s-]*ನಿಂದನೆ|ಅವಹೇಳನ|കോടതിയലക്ഷ്യ", re.I),
     re.compile(r"\bnon[\s-]*compliance\b|\bnot\s+complied\b|\bwilful\b|\bdisobe\w*", re.I)),
)
_KINDS = ("yes_no", "open")


def _asked(text: str, names: frozenset[str] = frozenset()):
    for said, form, kin in _QUALIFIED:
        if form.search(text) or _heard(said, text, names):
            return said, form, kin
    return None


def _written(said: str, form: re.Pattern, text: str) -> bool:
    """`text` writes the qualifier: as its pattern spells it, or typed in Latin letters as one of its scripts' words
    sounds ("avmanna" of "अवमानना")."""
    return bool(form.search(text)) or _heard(said, text)


_LEAST_SOUNDS = 3  # consonants a word's sound holds before it is read by its sound alone (fewer join unlike words)
_LEAST_LETTERS = 5


@lru_cache(maxsize=None)
def _script_sounds(said: str) -> frozenset[tuple[bool, str]]:
    """The sounds of the qualifier's words in the Indian scripts its pattern holds (memory/sounds.py's key, with
    whether the word opens on a vowel): how any transliteration of them is heard."""
    from tareekh.memory.sounds import is_indic, sound_key

    form = next(f for s, f, _ in _QUALIFIED if s == said)
    out = set()
    for alt in form.pattern.split("|"):
        if not is_indic(alt) or re.search(r"[\\\[\]()?*+]", alt):
            continue  # (a form of two words, or written with the pattern's own signs, is read by the pattern)
        key = sound_key(alt)
        if len(key) >= _LEAST_SOUNDS:
            out.add((_opens_on_vowel(alt), key))
    return frozenset(out)


def _opens_on_vowel(word: str) -> bool:
    from tareekh.memory.sounds import as_devanagari

    first = as_devanagari(word[0])
    return first in "aeiou" or "\u0904" <= first <= "\u0914"  # (a Latin vowel, or a Devanagari vowel letter)


def _heard(said: str, text: str, names: frozenset[str] = frozenset()) -> bool:
    """A word typed in Latin letters that sounds as one of the qualifier's script words does ("avmanna", Bengali
    "obomanona", Odia "abamanana" of a contempt), whatever its spelling: no English word, nor a name (capitalised in
    the middle of the text, or one of `names`: a name typed in small letters sounds like any word)."""
    from tareekh.agent.english_words import is_english
    from tareekh.memory.sounds import sound_key

    sounds = _script_sounds(said)
    for m in re.finditer(r"(?<![A-Za-z])[A-Za-z]{%d,}(?![A-Za-z])" % _LEAST_LETTERS, text):
        w = m.group()
        if m.start() > 0 and w[:1].isupper() or is_english(w.lower()) or w.lower() in names:
            continue
        if (_opens_on_vowel(w.lower()), sound_key(w)) in sounds:
            return True
    return False


def qualified_absent(comp: Composing) -> Draft | None:
    """'Not on record: your notes record no <qualified thing> in <case>' and the nearest line of its kind, when the
    question asks of a qualified thing of one matter and no record of the matter writes its qualifier."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind not in _KINDS or len(q.cases) != 1 or q.all_cases:
        return None
    recs = [r for r in comp.records(q.cases) if (r.date or "")[:10] <= comp.today]
    # a word that named the matter, or that its records write, is no qualifier heard by its sound: the accused's
    # surname typed in small letters ("<surname> ne paid kiya?") shares the consonants of a script's word for contempt
    # as easily as any word, and a record writing the very word would "write" the qualifier too
    names = frozenset({w.lower() for ws in (q.case_words or {}).values() for w in ws}
                      | {w.lower() for r in recs for w in re.findall(r"[A-Za-z]{%d,}" % _LEAST_LETTERS, r.text)})
    asked = _asked(q.typed or q.text, names) or _asked(q.text, names)
    if asked is None:
        return None
    said, form, kin = asked
    if any(_written(said, form, r.text) for r in recs):
        return None  # a record writes it: the answerer reads that record
    near = [(r, s.text) for r in recs for s in sentences(r.text) if kin.search(s.text)]
    where = comp.label(q.cases[0])
    if not near:
        return Draft(f"Not on record: your notes record no {said} in {where}; none of its records mentions one.")
    near.sort(key=lambda x: x[0].date or "")
    shown = near[-3:]
    rec, text = shown[-1]
    when = human_date(rec.date) if rec.date else "undated"
    first = (f"Not on record: your notes record no {said} in {where}; the nearest they hold, {when}, "
             f"{comp.who(rec)}: {clean(text, 200)} [{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, t) for r, t in shown[:-1]])
