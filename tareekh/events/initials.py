"""Initials and titles written in an Indian script ("डॉ.", "డా.", "ಎಸ್.", "ശ്രീ.", "এম.", "ଶ୍ରୀ.", "திரு."): the dot
after them is part of a name, never the end of a sentence.

The nine scripts from Devanagari to Malayalam share one layout in Unicode (each block is Devanagari's moved by a
multiple of 0x80), so a word of any of them is read as Devanagari letters and compared with one table: the names of
the English letters (lawyers write initials as the letter's name: "एस." for S, "కె." for K) and the titles written
shortened. The scripts differ in small ways that the comparison sets aside: a final consonant written with a virama
or as a Malayalam chillu, the short and long e and o of the southern scripts, a nukta, and voicing (Tamil writes
one letter for ta and da).
"""

from __future__ import annotations

_FIRST, _LAST = 0x0900, 0x0D7F
_VIRAMA, _NUKTA = "\u094d", "\u093c"
# Malayalam's chillu letters (a consonant with no vowel, at a word's end): the consonant itself
_CHILLU = {"\u0d7a": "ण", "\u0d7b": "न", "\u0d7c": "र", "\u0d7d": "ल", "\u0d7e": "ळ", "\u0d7f": "क"}
# the southern scripts' short e and o (letters and vowel signs) are the long ones elsewhere; voiced consonants
# are read unvoiced (Tamil has one letter for both), "sh" as "s" (Gurmukhi writes ਸ੍ਰੀ) and the short i and u as the
# long ones (Tamil writes P as பி)
_SAME = str.maketrans({"ऎ": "ए", "ऒ": "ओ", "\u0946": "\u0947", "\u094a": "\u094b", "ग": "क", "ज": "च", "ड": "ट",
                       "द": "त", "ब": "प", "ॲ": "ए", "ऍ": "ए", "\u0945": "\u0947", "\u0949": "\u094b", "श": "स",
                       "इ": "ई", "उ": "ऊ", "\u093f": "\u0940", "\u0941": "\u0942"})

# the English letters as Hindi writes their names (A to Z, with the spellings in use), and shortened titles: doctor,
# shri/shrimati, saubhagyavati (Marathi "sau."), kumari/kunwar, late (svargiya), professor, chiranjeev, advocate
# (Marathi "ॲड.", Gujarati "એડ."), adhivakta, Tamil "thiru"; M also as Telugu writes it (ఎం)
_TABLE = """
ए बी सी डी ई एफ जी एच ऐच आई जे के एल एम एं एन ओ पी क्यू आर एस टी यू वी डब्ल्यू डबल्यू एक्स वाई जेड ज़ेड
डॉ डा डो श्री श्रीमती श्रीमति सौ कु कुं कुँ स्व प्रो चि ॲड एड अधि तिरु तिरुमति
"""


def _skeleton(word: str) -> str:
    out = []
    for ch in word:
        code = ord(ch)
        if ch in _CHILLU:
            out.append(_CHILLU[ch])
        elif _FIRST <= code <= _LAST:
            out.append(chr(_FIRST + (code - _FIRST) % 0x80))
        else:
            return ""  # not a word of one Indian script
    return "".join(out).replace(_VIRAMA, "").replace(_NUKTA, "").translate(_SAME)


_KNOWN = frozenset(_skeleton(w) for w in _TABLE.split())


def is_initial_or_title(token: str) -> bool:
    """True for an initial or a shortened title in any of the nine scripts ("డా", "ಎಸ್", "ശ്രീ", "திரு")."""
    return bool(token) and _skeleton(token) in _KNOWN
