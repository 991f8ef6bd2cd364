"""Words of the Perso-Arabic script (Urdu, Kashmiri, Sindhi) read as Devanagari: the one letter table both the
registry (a register or note in Urdu matched to the registry's names) and the answerer (a name typed in Urdu in a
question) read by, so that the two never hear one word two ways.

The script writes its consonants and long vowels; its short vowels are marks a writer mostly leaves out (as
Devanagari leaves its inherent "a"), so a word is read as it would be written in Devanagari with the marks it has:
zer "ि", pesh "ु", zabar and the rest nothing. Three letters are a consonant or a vowel by their place, and a Roman
spelling picks one reading a word does not tell, so a word has several readings, the plain one first:
- an alif or ain opening a word carries a short vowel, "अ", "इ" or "उ" ("اقبال" Iqbal, "عمران" Imran);
- "و" is "व" opening a word or after a vowel, else the vowel "ो" — or "ू" ("یوسف" Yusuf) or "व" ("نوید" Naveed);
- "ی" is "य" opening a word or after a vowel, else the vowel "ी" — or "े" ("پرویز" Parvez, "شیخ" Sheikh) or "य";
- "ے" is "े", or "ेय" as a Roman "ey" closes a name ("پانڈے" Pandey);
- a closing "ہ" after a consonant is a vowel ("غزالہ" Ghazala), after a long vowel the "ह" ("شاہ" Shah); either way
  the other reading too;
- "ھ" (do-chashmi he) makes the letter before it aspirated ("بھٹ" Bhat); "ڑ" is "ड़", said "r" or "d" in Roman.
The letters Kashmiri and Sindhi add (Sindhi's implosives "ٻ ڄ ڳ ڏ", its aspirates "ڀ ٿ ٺ ڦ ڌ ڍ ڇ", its "ڪ ڻ ڱ ڃ";
Kashmiri's vowels "ٲ ٳ ۆ ێ ۄ") are read as their Devanagari letters too.
"""

from __future__ import annotations

import unicodedata

LETTERS = {
    # Urdu's consonants; the letters of one sound in Urdu spelling ("ث س ص", "ذ ز ض ظ", "ت ط", "ح ہ") are one here
    "ب": "ब", "پ": "प", "ت": "त", "ٹ": "ट", "ث": "स", "ج": "ज", "چ": "च", "ح": "ह", "خ": "ख़", "د": "द", "ڈ": "ड",
    "ذ": "ज़", "ر": "र", "ڑ": "ड़", "ز": "ज़", "ژ": "ज़", "س": "स", "ش": "श", "ص": "स", "ض": "ज़", "ط": "त", "ظ": "ज़",
    "غ": "ग़", "ف": "फ़", "ق": "क़", "ک": "क", "ك": "क", "گ": "ग", "ل": "ल", "م": "म", "ن": "न", "ں": "ं", "ه": "ह",
    "ہ": "ह", "ۃ": "ह", "ة": "ह",
    # … the long vowels written with a letter of their own
    "آ": "आ", "ۓ": "े", "ؤ": "ो", "أ": "अ", "إ": "इ",
    # Sindhi's letters
    "ٻ": "ब", "ڀ": "भ", "ٽ": "ट", "ٿ": "थ", "ٺ": "ठ", "ڄ": "ज", "ڃ": "ञ", "ڇ": "छ", "ڊ": "ड", "ڌ": "ध", "ڍ": "ढ",
    "ڏ": "ड", "ڙ": "ड़", "ڦ": "फ", "ڪ": "क", "ڳ": "ग", "ڱ": "ङ", "ڻ": "ण",
    # Kashmiri's vowel letters and its "ye" with a ring
    "ٲ": "ा", "ٳ": "ि", "ۆ": "ो", "ێ": "े", "ۄ": "ो", "ؠ": "य",
    # the short vowel marks, when written
    "\u0650": "ि", "\u064f": "ु",
}
ASPIRATED = {"क": "ख", "ग": "घ", "च": "छ", "ज": "झ", "ट": "ठ", "ड": "ढ", "त": "थ", "द": "ध", "प": "फ", "ब": "भ",
             "ड़": "ढ़"}
_ALIF = "اٱ"
_WAW = "و"
_YE = "یيى"
_BARI_YE = "ے"
_HE = "ہهۃة"
_SILENT = "ءئ\u0651\u0652\u064b\u064c\u064d\u064e\u0653\u0654\u0655\u0670\u0640"  # hamza, shadda, sukun, zabar …
_LONG_VOWELS = set("आईऊएओाीूेैो")
_VOWELS = _LONG_VOWELS | {"अ"}  # a vowel letter (not a short vowel's mark) before "و" or "ی" makes it a consonant
READINGS_MAX = 24  # readings of one word at most (each waw, ye and closing he doubles or triples them)


def is_perso_arabic(ch: str) -> bool:
    """Whether a character is of the Arabic blocks Urdu, Kashmiri and Sindhi are written in."""
    return "\u0600" <= ch <= "\u06ff" or "\u0750" <= ch <= "\u077f"


def _choices(letters: list[str], i: int, before: str) -> list[str]:
    """The Devanagari a letter may be read as, its likelier reading first, given what was read before it."""
    ch = letters[i]
    start = i == 0
    after_vowel = before[-1:] in _VOWELS
    last = i == len(letters) - 1
    if ch in _ALIF or ch == "ع":  # opening a word, either carries its short vowel, whichever it is
        return ["अ", "इ", "उ"] if start else ["ा" if ch in _ALIF else ""]
    if ch in _WAW:
        return ["व"] if start else ["व", "ो", "ू"] if after_vowel else ["ो", "ू", "व"]
    if ch in _YE:
        if start:
            return ["य"]
        return ["य", "ी"] if after_vowel else ["ी", "य"] if last else ["ी", "े", "य"]
    if ch in _BARI_YE:
        return ["य"] if start else ["े", "ेय"]
    if ch in "ڑڙ":
        return ["ड़", "र"]
    if ch in _HE and last and not start:
        return ["ह", ""] if before[-1:] in _LONG_VOWELS else ["", "ह"]
    return [LETTERS.get(ch, "")]


def readings(word: str) -> list[str]:
    """The Devanagari an Urdu (Kashmiri, Sindhi) word may be read as, the plain reading first (module doc):
    'غزالہ' 'ग़ज़ाल'…, 'نوید' 'नोयद', 'नवीद'…, at most READINGS_MAX of them."""
    letters = [ch for ch in unicodedata.normalize("NFC", word) if is_perso_arabic(ch) and ch not in _SILENT]
    out = [""]
    for i, ch in enumerate(letters):
        if ch == "ھ":  # do-chashmi he: the letter before it is aspirated, no sound of its own
            out = [r[:-1] + ASPIRATED[r[-1]] if r[-1:] in ASPIRATED else r for r in out]
            continue
        grown: list[str] = []
        for r in out:
            grown += [r + c for c in _choices(letters, i, r)]
        out = list(dict.fromkeys(grown))[:READINGS_MAX]
    return [r for r in out if r] or [""]


def as_devanagari(word: str) -> str:
    """An Urdu word's plain reading in Devanagari letters (see readings)."""
    return readings(word)[0]
