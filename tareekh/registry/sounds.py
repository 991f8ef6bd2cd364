"""Names as the ear hears them: a Roman name and its Devanagari spelling reduced to the same consonants.

Pure functions on text, used both when filing a record (ingest) and when reading a question (agent).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tareekh.memory import urdu


# Names written in Devanagari ("सुरेश तिवारी") are the registry's Roman names ("Suresh Tiwari") spelt in another
# script. Both are reduced to their consonants, as the ear hears them (aspiration, vowels and doubled letters
# dropped; "ph"/"f" one sound, "w"/"v" one, "z"/"j" one), so that the spellings a clerk or a transliterator
# picks meet.
_DEVA_SOUNDS = {
    **dict.fromkeys("कक़", "k"), **dict.fromkeys("खख़", "k"), **dict.fromkeys("गग़", "g"), "घ": "g", "ङ": "n",
    "च": "c", "छ": "c", **dict.fromkeys("जज़", "j"), "झ": "j", "ञ": "n", "ट": "t", "ठ": "t",
    **dict.fromkeys("डड़", "d"), **dict.fromkeys("ढढ़", "d"), "ण": "n", "त": "t", "थ": "t", "द": "d", "ध": "d",
    "न": "n", "प": "p", **dict.fromkeys("फफ़", "p"), "ब": "b", "भ": "b", "म": "m", **dict.fromkeys("यय़", "y"),
    "र": "r", "ऱ": "r", "ल": "l", "ळ": "l", "ऴ": "l", "ऩ": "n", "व": "v", "श": "s", "ष": "s", "स": "s", "ं": "n", "ँ": "n",
    "\u093c": "",  # the nukta dot under a letter ("ड़" written as two characters) is no sound of its own
    # … and the letters written with it as one character (U+0958-U+095F), as Odia's "ୟ" and Bengali's "য়" map
    **dict(zip(map(chr, range(0x958, 0x960)), "kkgjddpy")),
}
# The scripts of India's other languages (Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam)
# keep Devanagari's layout, each in a block of its own 0x80 apart: a letter is read as the Devanagari letter at
# the same place, so a name written in any of them ("ദിവ്യ", "দিব্যা", "ದಿವ್ಯ") is heard like "दिव्य". Malayalam's
# chillu letters (a consonant with no vowel) stand outside that layout; joiners inside a word are no letter.
_BLOCKS = range(0x900, 0xD80, 0x80)
# Urdu's (and Kashmiri's, Sindhi's) Perso-Arabic letters are read too, by the one table the answerer reads a name
# typed in Urdu by (memory/urdu.py): each as the Devanagari letter it sounds like, a word by each of its readings.
_LETTERS = "".join(f"\\u{b:04x}-\\u{b + 0x63:04x}\\u{b + 0x70:04x}-\\u{b + 0x7f:04x}" for b in _BLOCKS) + \
    "\\u0620-\\u063a\\u0641-\\u065f\\u0670-\\u06d3"
_ARABIC = re.compile("[\u0620-\u06d3]")
_DEVA_WORD = re.compile(rf"[{_LETTERS}\u200c\u200d]+".encode().decode("unicode_escape"))
_TOKEN = re.compile(rf"[{_LETTERS}\u200c\u200d]+|[A-Za-z0-9]+".encode().decode("unicode_escape"))
_CHILLU = {"\u0d7a": "ण", "\u0d7b": "न", "\u0d7c": "र", "\u0d7d": "ल", "\u0d7e": "ळ", "\u0d7f": "क",
           # … and other letters outside the shared layout: Assamese's ra and wa (ৰ, ৱ), Gurmukhi's tippi (a nasal,
           # as "ं") and addak (doubles the next letter: no sound of its own)
           "\u09f0": "र", "\u09f1": "व", "\u0a70": "ं", "\u0a71": ""}


def in_indian_script(word: str) -> bool:
    """Whether a word is written in one of India's scripts (Devanagari, the Southern and Eastern scripts, Urdu's)."""
    return bool(_DEVA_WORD.fullmatch(word))


def as_devanagari(word: str) -> str:
    """A word of any Indian script in Devanagari letters, by the layout the scripts share (Urdu's by sound), as
    it is said: a nasal dot before a lip sound is an "m" ("કુંભાર" Kumbhar), and Tamil and Malayalam voice the
    stop after a nasal ("கந்தன்" Kandan, "കണ്ടി" kandi)."""
    if _ARABIC.search(word):
        return urdu.as_devanagari(word)
    out = []
    for ch in word:
        cp = ord(ch)
        if ch in _CHILLU:
            out.append(_CHILLU[ch])
        elif 0x980 <= cp < 0xD80:
            out.append(chr(cp - (cp & ~0x7F) + 0x900))
        elif cp not in (0x200C, 0x200D):
            out.append(ch)
    deva = _NASAL_BEFORE_LIP.sub("म्", "".join(out))
    if _TELUGU_KANNADA.search(word):
        # … and a word's closing nasal dot in Telugu and Kannada is an "m" too ("సుబ్బరత్నం" Subbaratnam, "ಗುರುಲಿಂಗಂ" Gurulingam)
        deva = re.sub("\u0902$", "म्", deva)
    if _DRAVIDIAN.search(word):
        # … and Malayalam's closing nasal dot is an "m" ("മറിയം" Mariyam)
        voiced = _VOICED_AFTER_NASAL if _TAMIL.search(word) else _MALAYALAM_VOICED
        deva = voiced.sub(lambda m: _VOICED[m.group()], re.sub("\u0902$", "म्", deva))
        # … and Malayalam's doubled palatal nasal "ഞ്ഞ" is said, and spelt in Roman, "nj" ("മഞ്ജു"/"മഞ്ഞു" Manju)
        deva = deva.replace("ञ्ञ", "ञ्ज")
    return deva


_NASAL_BEFORE_LIP = re.compile("\u0902(?=[पफबभम])")
_DRAVIDIAN = re.compile("[\u0b80-\u0bff\u0d00-\u0d7f]")  # Tamil and Malayalam letters
_TELUGU_KANNADA = re.compile("[\u0c00-\u0cff]")
_VOICED = {"क": "ग", "च": "ज", "ट": "ड", "त": "द", "प": "ब"}
_VOICED_AFTER_NASAL = re.compile("(?<=[ङञणनम]\u094d)[कचटतप]")
# (Malayalam voices only its "ണ്ട" and "മ്പ": "വണ്ടി" vandi, "അമ്പലം" ambalam; "അനന്ത" stays Anantha, "ശങ്കർ" Sankar)
_MALAYALAM_VOICED = re.compile("(?<=ण\u094d)ट|(?<=म\u094d)प")
_TAMIL = re.compile("[\u0b80-\u0bff]")
_LATIN_PAIRS = [("ph", "p"), ("sh", "s"), ("ch", "C"), ("kh", "k"), ("gh", "g"), ("th", "t"), ("dh", "d"),
                ("bh", "b"), ("jh", "j"), ("ck", "k"), ("q", "k"), ("x", "ks"), ("z", "j"), ("f", "p"), ("w", "v"),
                ("c", "k"), ("C", "c")]
# "ow" before a consonant or at a word's end is the vowel "औ" writes ("Gowdapurkar" गौड़ापुरकर, "Chowdappannavar"
# చౌడప్పన్నవర్), as "ou" and "au" are; its "w" is no consonant (before a vowel it is: "Gowardhan")
_OW_VOWEL = re.compile(r"(?<=o)w(?![aeiouy])")
# … and a name's closing "-aiah" (or "-iah") is the "-ayya" Kannada and Telugu write ("Kondapallaiah" ಕೊಂಡಪಲ್ಲಯ್ಯ,
# కొండపల్లయ్య), its doubled "y" unwritten in Roman
_AIAH = re.compile(r"(?<=[^aeiou])a?iah$")
SOUND_KEY_MIN = 5  # consonants a name needs before its sound alone may stand for it

# A name of one word ("Lakhani", "लखानी") is known by its spelling, not by its consonants alone: its vowels
# other than the short "a" Devanagari does not write, and its aspirates, are kept, so that a common word that
# merely shares a name's consonants ("तारीख" and "Tariq") is not taken for it.
_DEVA_SPELT = {
    **_DEVA_SOUNDS, **dict.fromkeys("खख़", "K"), "घ": "G", "छ": "C", "ठ": "T",
    "थ": "T", **dict.fromkeys("ढढ़", "D"), "ध": "D", **dict.fromkeys("फफ़", "P"), "भ": "B", "ह": "h",
    **dict(zip(map(chr, range(0x958, 0x960)), "kKgjdDPy")),
    **dict.fromkeys("अआा", "a"), **dict.fromkeys("इईिी", "i"), **dict.fromkeys("उऊुू", "u"),
    **dict.fromkeys("एऐेै", "e"), **dict.fromkeys("ओऔोौ", "o"), "ृ": "ri", "ऋ": "ri", "\u093c": "",
}
_LATIN_SPELT = [("chh", "Q"), ("kh", "K"), ("gh", "G"), ("jh", "j"), ("th", "T"), ("dh", "D"), ("ph", "P"),
                ("bh", "B"), ("sh", "s"), ("ch", "C"), ("ck", "k"), ("q", "k"), ("x", "ks"), ("z", "j"), ("f", "P"),
                ("w", "v"), ("ee", "i"), ("oo", "u"), ("ou", "o"), ("au", "o"), ("ai", "e"), ("ei", "e"),
                ("ey", "e"), ("ay", "e")]
# … and the short e and o of Tamil, Telugu, Kannada and Malayalam ("ஜெ", "ಸೆ", "కొ", "മൊ", at Devanagari's places for
# them), which their Roman spellings always write ("ಜೋಸೆಫ್" Joseph, "മൊയ്തു" Moidu), and Malayalam's au length mark
# ("പൗലോസ്" Paulose); a Tamil word is also matched by its own voicing-blind keys, see unvoiced
_TAMIL_SPELT = {**_DEVA_SPELT, **dict.fromkeys("\u0946\u090e", "e"), **dict.fromkeys("\u094a\u0912\u0957", "o")}
_SHORT_E_O = re.compile("[\u0b80-\u0d7f]")  # Tamil, Telugu, Kannada and Malayalam letters
SPELT_KEY_MIN = 4  # letters a one-word name's spelling needs (vowels but the short "a" counted)
SPELT_NAME_MIN = 5  # and letters of the name itself: "Ali", "Jain" are anyone's


def spelt_key(word: str) -> str:
    """A one-word name as spelt in either script: 'Lakhani' and 'लखानी' both 'lKni'."""
    return _collapse(_spelt_letters(word).replace("a", ""))


def _spelt_letters(word: str) -> str:
    """A word's letters as spelt_key reads them, its "a" kept."""
    if _DEVA_WORD.fullmatch(word):
        table = _TAMIL_SPELT if _SHORT_E_O.search(word) else _DEVA_SPELT
        w = "".join(table.get(ch, "") for ch in as_devanagari(word))
    else:
        # a "y" before a vowel is the consonant ("Velayudhan", "Maya"), never the vowel of "ay", "ey"
        # (… and so is the first "y" of a doubled one, "Thimmayya")
        w = re.sub(r"y(?=[aeiouy])", "Y", _AIAH.sub("ayya", _OW_VOWEL.sub("", re.sub(r"[^a-z]", "", word.lower()))))
        for a, b in _LATIN_SPELT:
            w = w.replace(a, b)
        w = re.sub(r"y$", "i", w).replace("Y", "y").replace("c", "k").replace("C", "c").replace("Q", "C")
    return w


# the nasal dot before "ह" with no vowel sign after it, as spelt: "nh" ending a word or before a consonant
_NASAL_H = re.compile(r"(?<=n)h(?![aeiou])")


def spelt_keys(word: str) -> list[str]:
    """A name's spelt keys (see spelt_key): a word of a Southern script's (Tamil, Malayalam, Telugu, Kannada) also with
    its dental "t" spelt "th", as their Roman spellings write it ("ഗീത" Geetha, "ಸತ್ಯಪ್ಪನವರ್" Sathyappanavar)."""
    key = spelt_key(word)
    if _DEVA_WORD.fullmatch(word) and (nasal_h := _NASAL_H.sub("G", _spelt_letters(word))) != _spelt_letters(word):
        # "सिंह" (the nasal dot, then h) is the "ngh" Roman spelling writes ("Singh"): the word joined to it also
        # by "G", as a Roman "gh" is keyed ("तेजबीरसिंह" for "Tejbir Singh")
        return list(dict.fromkeys([key, _collapse(nasal_h.replace("a", ""))]))
    if _DEVA_WORD.fullmatch(word) and _ARABIC.search(word):
        return list(dict.fromkeys([key, *_urdu_spelt_keys(word)]))
    if not _DEVA_WORD.fullmatch(word) or not (_DRAVIDIAN.search(word) or _TELUGU_KANNADA.search(word)):
        return [key]
    table = _TAMIL_SPELT if _SHORT_E_O.search(word) else _DEVA_SPELT
    th = _collapse("".join("T" if ch == "त" else table.get(ch, "") for ch in as_devanagari(word)).replace("a", ""))
    return list(dict.fromkeys([key, th]))


def _urdu_spelt_keys(word: str, keep_a: bool = False) -> list[str]:
    """An Urdu word's spelt key by each of its readings (memory/urdu.py), the plain one first: its "ی" inside may be
    the "e" (or "ai", which Roman spelling keys as "e") Urdu writes with the same letter ("شیخ" Sheikh, "پرویز" Parvez),
    its "و" the "u" ("یوسف" Yusuf)."""
    spelt = ("".join(_DEVA_SPELT.get(ch, "") for ch in r) for r in urdu.readings(word))
    keys = (_collapse(k if keep_a else k.replace("a", "")) for k in spelt)
    return list(dict.fromkeys(k for k in keys if k))


def _collapse(s: str) -> str:
    return re.sub(r"(.)\1+", r"\1", s)


# Tamil writes one letter for a stop and its voiced pair ("க" k/g, "ச" c/s/j, "ட" and "த" t/d, "ப" p/b): "முருகன்" is
# Murugan, "ஜெபகுமார்" Jebakumar, "சிவசுப்பிரமணியன்" Sivasubramanian. A Tamil word meets a Roman name by keys blind
# to voicing, on both sides; a Roman "Gn" opening a name is the "ஞ" it spells ("Gnanam", ஞானம்).
_UNVOICED = str.maketrans({"g": "k", "G": "k", "K": "k", "d": "t", "D": "t", "T": "t", "b": "p", "B": "p",
                           "P": "p", "j": "c", "s": "c", "C": "c", "Q": "c", "h": None, "z": "c"})


def unvoiced(key: str) -> str:
    """A sound or spelt key with voicing, aspiration and the sibilants folded (see _UNVOICED); the glide after
    an "i" and the vowel Tamil writes inside a cluster before "r" ("பிரகாசம்" for "prakasam") are dropped."""
    key = re.sub(r"(?<=i)y", "", key.translate(_UNVOICED))
    return _collapse(re.sub(r"(?<=[^aeiou])i(?=r)", "", key))


def _roman_for_tamil(part: str) -> str:
    """A Roman name's word as Tamil spells its sounds: an opening "Gn" is the one letter "ஞ" ("Gnanam")."""
    return re.sub(r"(?i)^g(?=n[aeiou])", "", part)


def _blind(key: str) -> str:
    """A key for a Tamil word's lookup: voicing-blind, marked so that it meets only keys made the same way."""
    return "~" + unvoiced(key)


# "iya" is written "ia" as often ("Tiraniya"/"Tirania", "Soniya"/"Sonia"): the glide after an "i" is
# no consonant of the name's in either script
_GLIDE_AFTER_I = re.compile("(?<=[\u093f\u0940\u0907\u0908])(?:\u092f\u093c?|\u095f)")


def name_key(word: str) -> str:
    """A name's sound key (see sound_key), its glide after an "i" dropped in either script."""
    if _DEVA_WORD.fullmatch(word):
        return sound_key(_GLIDE_AFTER_I.sub("", as_devanagari(word)))
    return sound_key(re.sub(r"(?i)(?<=[iy])y(?=[aeiou])|(?<=ee)y(?=[aeiou])", "", word))


def sound_key(word: str) -> str:
    """A word's consonants as heard, the same for 'Naveen' and 'नवीन' ('nvn')."""
    if _DEVA_WORD.fullmatch(word):
        return _collapse("".join(_DEVA_SOUNDS.get(ch, "") for ch in as_devanagari(word)))
    w = _AIAH.sub("ayya", _OW_VOWEL.sub("", re.sub(r"[^a-z]", "", word.lower())))
    for a, b in _LATIN_PAIRS:
        w = w.replace(a, b)
    w = re.sub(r"ng(?![aeiou])", "n", w)  # "Singh" ends in the nasal that "सिंह" writes with a dot
    w = re.sub(r"(?<=[^aeiou])y$", "", w)  # "Mary", "Choudhary": a final y is the vowel "ी" writes
    return _collapse(re.sub(r"[aeiouh]", "", w))


# A firm's, a shop's or a court's name is often made of English words ("… Agency", "… Fashions", "… Engineering", "Commercial
# Court"), which a note in an Indian script writes as they are said: a "c" or "g" before e, i or y soft, and "-tion",
# "-sion", "-ssion", "-cial", "-tial" said "-shon", "-shal". The Roman word is heard that way too, beside its
# letter-by-letter reading, which Indian names follow (their "gi", "ge" keep the hard g).
_ENGLISH_SOUNDS = (
    (re.compile(r"(?i)(?<=[a-z])(?:ss|s|t|c)i(?=on|an|al)"), "sh"),
    (re.compile(r"(?i)c(?=[eiy])"), "s"),
    (re.compile(r"(?i)g(?=[eiy])"), "j"),
)
READINGS_MAX = 8  # readings of a name of several words: each word's, combined, at most this many


def english_readings(word: str) -> list[str]:
    """A Roman word as spelt, and as said when it is an English word ("Gentry" also "Jentry", "Nation" also
    "Neshan"): the spellings an Indian script's note may have heard it by."""
    heard = word
    for rx, to in _ENGLISH_SOUNDS:
        heard = rx.sub(to, heard)
    return [word] if heard == word else [word, heard]


def _readings(parts: list[str]) -> list[tuple[str, ...]]:
    """The words of a name as spelt, and every combination of their English readings (see english_readings)."""
    combos: list[tuple[str, ...]] = [()]
    for p in parts:
        combos = [(*c, r) for c in combos for r in english_readings(p)][:READINGS_MAX]
    return combos


def names_in_devanagari(text: str, names: Iterable[str]) -> list[str]:
    """The Roman names that a run of Devanagari words in the text sounds like (names of two words or more), or
    that a Devanagari word spells (a name of one word, long enough not to be anyone's)."""
    if not _DEVA_WORD.search(text):
        return []
    tamil = bool(_TAMIL.search(text))
    wanted, single = _keyed_names(names, tamil)
    assamese = bool(_ASSAMESE.search(text))
    found: list[str] = []
    if single:
        for word in _DEVA_WORD.findall(text):
            for key in _bengali_keys(word, _word_spelt_keys(word), assamese):
                if (name := single.get(key)) and name not in found:
                    found.append(name)
    if _ARABIC.search(text):
        found += [n for n in _names_with_vowels_unwritten(text, names) if n not in found]
    for name in [*_placed_names(text, names, tamil, assamese), *_placed_short_names(text, names, assamese)]:
        if name not in found:
            found.append(name)
    if not wanted:
        return found
    sizes = sorted({len(k) for k in wanted})
    tokens = _TOKEN.findall(text)
    keys = [_bengali_keys(t, _word_keys(t), assamese) if _DEVA_WORD.fullmatch(t) else None for t in tokens]
    for i in range(len(tokens)):
        for n in sizes:
            window = keys[i:i + n]
            if len(window) != n or None in window:
                continue
            # the last word of a name may carry a case ending written on to it ("… দাসের", "… ମୁଣ୍ଡାଙ୍କ")
            lasts = _unsuffixed_keys(tokens[i + n - 1])
            if _TAMIL.search(tokens[i + n - 1]):
                lasts = [_blind(k) for k in lasts]
            lasts = _bengali_keys(tokens[i + n - 1], lasts, assamese)
            for head in _combinations(window[:-1]):
                for last in dict.fromkeys([*(window[-1] or ()), *lasts]):
                    if (name := wanted.get((*head, last))) and name not in found:
                        found.append(name)
    return found


# Urdu leaves a word's short vowels unwritten ("واجد" Wajid, "صدیقی" Siddiqui) and writes few vowels at all ("غزالہ"
# Ghazala), so its word's spelt key is shorter than the Roman name's and meets it in no lookup. A one-word Roman name
# (as long as SPELT_NAME_MIN) is heard in an Urdu word that writes a long vowel letter when the two have the same
# consonants, aspiration told, and every vowel the Urdu writes (its alif "a" too) is the Roman's, in order: what the
# Roman adds is the short vowels ("سلام", salaam, is not Salim). Only one name may fit; a word with no vowel letter
# ("شکر") is any word.
_URDU_VOWEL_LETTER = re.compile("[\u0627\u0622\u0639\u0648\u06cc\u064a\u0649\u06d2]")
_SPELT_VOWELS = re.compile("[aiueo]")
SKELETON_MIN = 3  # consonants of such a name


def _names_with_vowels_unwritten(text: str, names: Iterable[str]) -> list[str]:
    """The one-word Roman names that Urdu words of the text spell without their short vowels (see above)."""
    by_skeleton: dict[str, list[tuple[str, str]]] = {}
    for name in names:
        parts = _TOKEN.findall(name)
        if len(parts) == 1 and parts[0].isascii() and parts[0].isalpha() and len(parts[0]) >= SPELT_NAME_MIN:
            spelt = _collapse(_spelt_letters(parts[0]))
            if len(skeleton := _SPELT_VOWELS.sub("", spelt)) >= SKELETON_MIN:
                by_skeleton.setdefault(skeleton, []).append((name, spelt))
    found: list[str] = []
    for word in _DEVA_WORD.findall(text):
        if not _ARABIC.search(word) or not _URDU_VOWEL_LETTER.search(word):
            continue
        fits = {name for key in _urdu_spelt_keys(word, keep_a=True)
                for name, spelt in by_skeleton.get(_SPELT_VOWELS.sub("", key), ()) if _within(key, spelt)}
        if len(fits) == 1 and (name := fits.pop()) not in found:
            found.append(name)
    return found


def _within(short: str, long: str) -> bool:
    """Whether `short` is `long` with some of its vowels left out, never the one opening it (a word of Urdu writes
    that one with its alif or ain: "سلام", salaam, is not Islam)."""
    rest = iter(long)
    return all(ch in rest for ch in short) and (long[:1] not in "aiueo" or short[:1] in tuple("aiueo"))


# The words a note writes right after a party's name to say it names the matter, in each script India's lawyers write:
# the word for a case, suit or matter and "wala" ("<name> केस", "<name> वाद", "<name> মামলা", "<name> வழக்கு", "<name>
# കേസ്", "<name> مقدمہ"), a word with a case ending written on to it counted too; and "versus", which has a party's
# name on either side ("<name> बनाम <name>", "<name> वि. <name>").
CASE_WORDS_AFTER_NAME = frozenset("""
case cases kes matter mamla mamala suit appeal petition writ bail trial claim complaint revision wala wale wali vala vale
केस मामला मामले मुकदमा मुकदमे मुक़दमा मुक़दमे अपील क्लेम सूट रिट बेल याचिका वाद दावा परिवाद ट्रायल वाला वाले वाली खटला
प्रकरण मुद्दा
কেস মামলা মোকদ্দমা মকদ্দমা
ਕੇਸ ਮੁਕੱਦਮਾ ਵਾਲਾ ਵਾਲੀ ਵਾਲੇ
કેસ દાવો દાવા વાળા વાળો
କେସ ମାମଲା ମକଦ୍ଦମା
கேஸ் கேசு வழக்கு
కేసు వ్యాజ్యం
ಕೇಸ್ ಕೇಸು ದಾವೆ ಪ್ರಕರಣ
കേസ്
کیس مقدمہ والا والی والے
""".split())
VERSUS_WORDS = frozenset("""
vs v versus बनाम विरुद्ध वि বনাম বিরুদ্ধে ਬਨਾਮ ਵਿਰੁੱਧ બનામ વિરુદ્ધ વિ ବନାମ ବିରୁଦ୍ଧ எதிர் వర్సెస్ ವಿರುದ್ಧ വിരുദ്ധ എതിരെ بنام بمقابلہ
""".split())
PLACED_NAME_MIN = 4  # letters of a one-word name taken where a name stands, though too short to stand alone ("Pawar")
PLACED_KEY_MIN = 3


def _placed(tokens: list[str], i: int) -> bool:
    """Whether the word at `i` stands where a party's name stands: before a word for a case (see CASE_WORDS_AFTER_NAME,
    or a kind of case in Roman letters, "<name> DV"), or beside "versus"."""
    from tareekh.registry.aliases import is_kind_word

    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    prev = tokens[i - 1] if i > 0 else ""
    low = nxt.lower()
    if low in CASE_WORDS_AFTER_NAME or low in VERSUS_WORDS or prev.lower() in VERSUS_WORDS:
        return True
    if nxt.isascii():
        return bool(nxt) and is_kind_word(nxt)
    # a word for a case with a case ending on it ("মামলায়", "കേസിൽ", "வழக்குல")
    return any(len(w) >= 3 and not w.isascii() and nxt.startswith(w) for w in CASE_WORDS_AFTER_NAME)


def _placed_names(text: str, names: list[str], tamil: bool, assamese: bool) -> list[str]:
    """The Roman one-word names (four letters or more) an Indian script's word spells where a name stands (see
    _placed): "पवार वि. वाघ", "পূজা কেস", "आश्रम वाद". A name this short alone may be an everyday word ("पूजा"), so it
    is taken only so; a spelling two names share names neither."""
    keyed: dict[str, set[str]] = {}
    for name in names:
        parts = _TOKEN.findall(name)
        if len(parts) != 1 or not parts[0].isascii() or not parts[0].isalpha() or len(parts[0]) < PLACED_NAME_MIN:
            continue
        keys = {spelt_key(parts[0])}
        if tamil:
            keys.add(_blind(spelt_key(_roman_for_tamil(parts[0]))))
        for key in keys:
            if len(key.lstrip("~")) >= PLACED_KEY_MIN:
                keyed.setdefault(key, set()).add(name)
    if not keyed:
        return []
    matches = list(_TOKEN.finditer(text))
    tokens = [m.group() for m in matches]
    found: list[str] = []
    for i, tok in enumerate(tokens):
        if tok.isascii() or not (_placed(tokens, i) or _after_a_line_head(text, matches[i].start())):
            continue
        for key in _bengali_keys(tok, _word_spelt_keys(tok), assamese):
            owners = keyed.get(key, set())
            if len(owners) == 1 and (name := next(iter(owners))) not in found:
                found.append(name)
    return found


_HEAD_DASH = re.compile(r"(?:^|\s)[-–—:]\s*$")  # a name heading what follows a court's title and its dash
# A line's head before its dash: a day (in any script's digits), then a court's or its seat's word or two
_LINE_HEAD = re.compile(r"^\s*(?:[\[(]?[^\W_]{1,4}[./-][^\W_]{1,4}(?:[./-][^\W_]{2,4})?[\])]?\s+)?(?:\S+\s+){0,2}?\S+\s+[-–—]\s*$")
LINE_HEAD_WORDS = 4  # words of a diary line's head before its dash: its day, the court, the seat


def _after_a_line_head(text: str, start: int) -> bool:
    """Whether the word at `start` opens what a diary's line says after its head and dash ("<day> <court> — <name>
    …"): where a line names its matter, as a word before a word for a case does."""
    before = text[:start].rsplit("\n", 1)[-1]
    return len(before.split()) <= LINE_HEAD_WORDS and bool(_LINE_HEAD.match(before))


def _before_a_line_heads_dash(text: str, end: int) -> bool:
    """Whether the word ending at `end` is the last word of a diary line's head, just before its dash ("<day> <seat>
    — …"): where a line names its court or the seat of it."""
    line_end = text.find("\n", end)
    rest = text[end:line_end if line_end >= 0 else len(text)]
    head = text[:end].rsplit("\n", 1)[-1]
    return bool(re.match(r"\s+[-–—]\s", rest)) and len(head.split()) <= LINE_HEAD_WORDS - 1


def _placed_short_names(text: str, names: Iterable[str], assamese: bool) -> list[str]:
    """The Roman names of two words or more, too short for their sound alone (see SOUND_KEY_MIN: a short given name
    and "Lal" or "Raj"), that a run of words of an Indian script spells, word by word, where a name stands: before a word
    for a case or beside "versus" (see _placed), before a bracket that names the matter ("<name> (<what>)"), or just
    after a court's title and its dash ("<court> - <name>"). A spelling two names share names neither."""
    keyed: dict[tuple[str, ...], set[str]] = {}
    for name in names:
        parts = _TOKEN.findall(name)
        if len(parts) < 2 or not all(p.isascii() and p.isalpha() for p in parts):
            continue
        key = tuple(spelt_key(p) for p in parts)
        if all(key) and sum(map(len, key)) >= PLACED_KEY_MIN and sum(len(name_key(p)) for p in parts) < SOUND_KEY_MIN:
            keyed.setdefault(key, set()).add(name)
    if not keyed:
        return []
    matches = list(_TOKEN.finditer(text))
    tokens = [m.group() for m in matches]
    keys = [set() if t.isascii() else set(_bengali_keys(t, _word_spelt_keys(t), assamese)) for t in tokens]
    found: list[str] = []
    for key, owners in keyed.items():
        if len(owners) != 1 or (name := next(iter(owners))) in found:
            continue
        n = len(key)
        for i in range(len(tokens) - n + 1):
            if not all(key[j] in keys[i + j] for j in range(n)):
                continue
            after = text[matches[i + n - 1].end():].lstrip(" \t")
            if (_placed(tokens, i + n - 1) or (i > 0 and tokens[i - 1].lower() in VERSUS_WORDS) or after.startswith("(")
                    or _HEAD_DASH.search(text[:matches[i].start()].rsplit("\n", 1)[-1])):
                found.append(name)
                break
    return found


# Bengali and Assamese write "v" and "b" alike (ব; Assamese's ৱ is read as either): "দেৱী" is spelt Debi or Devi in
# Roman letters. Assamese (known by its own ৰ and ৱ) says its চ and ছ as "s": "চাহা" is Saha, though a surname may
# keep the letter's "ch" in Roman. A word of these scripts is looked up by each reading.
_BENGALI = re.compile("[\u0980-\u09ff]")
_ASSAMESE = re.compile("[\u09f0\u09f1]")
KEY_READINGS_MAX = 8  # a window of words is looked up by at most this many readings of its words together


def _bengali_keys(word: str, keys: list[str], assamese: bool) -> list[str]:
    """A word's keys, and for a word in the Bengali-Assamese script also with its "v" read as "b" and back, and
    (in an Assamese text) its চ and ছ read as "s"."""
    if not _BENGALI.search(word):
        return keys
    out = list(keys)
    out += [k.replace("v", "b") for k in keys] + [k.replace("b", "v") for k in keys]
    if assamese and re.search("[\u099a\u099b]", word):
        out += [k.replace("c", "s").replace("C", "s") for k in out]
    return list(dict.fromkeys(out))


def _combinations(window: list[list[str] | None]) -> list[tuple[str, ...]]:
    """Every reading of a run of words, each word by one of its keys (at most KEY_READINGS_MAX in all)."""
    combos: list[tuple[str, ...]] = [()]
    for keys in window:
        combos = [(*c, k) for c in combos for k in keys or ()][:KEY_READINGS_MAX]
    return combos


WORD_HEARD_MIN = 4  # consonants of a single word's key before a word of another script is taken for it


# The flapped ड़ and ढ़ (Bengali ড়, ঢ়; Odia ଡ଼, ଢ଼; Gurmukhi ੜ) are an "r" to the ear, and a town's or a person's Roman
# name writes them "r" ("Khatra", "Kharagpur") as often as "d": a word that writes one is heard both ways
_FLAP = re.compile("\u095c|\u095d|[\u0921\u0922]\u093c")


def _flap_keys(word: str) -> list[str]:
    """A word's key (see _word_key), and, when it writes a flapped consonant, its key with the flap read as "r"."""
    key = _word_key(word)
    dev = as_devanagari(word)
    if not _FLAP.search(dev):
        return [key]
    return list(dict.fromkeys([key, name_key(_FLAP.sub("\u0930", dev))]))


def words_heard(text: str, words: Iterable[str]) -> list[str]:
    """The Roman words (a court's "Commercial", "Sessions", "Family") that words of an Indian script in the text
    sound like, in the text's order: a word's consonants, as spelt or as its English reading says them, meeting
    one Roman word's alone; a key of few consonants is anyone's word and is left."""
    if not _DEVA_WORD.search(text):
        return []
    keyed: dict[str, set[str]] = {}
    placed: dict[str, set[str]] = {}  # … and by a key one consonant shorter, heard only where a line heads its matter
    for w in words:
        if w.isascii() and w.isalpha():
            for heard in english_readings(w):
                if len(key := name_key(heard)) >= WORD_HEARD_MIN:
                    keyed.setdefault(key, set()).add(w)
                elif len(key) == WORD_HEARD_MIN - 1 and len(w) >= PLACED_NAME_MIN:
                    placed.setdefault(key, set()).add(w)
    found: list[str] = []
    for m in _DEVA_WORD.finditer(text):
        keys = _flap_keys(m.group())
        owners = set().union(*(keyed.get(k, set()) for k in keys))
        if not owners and _before_a_line_heads_dash(text, m.end()):
            # a word heading a diary line's matter, just before its dash, is where the court or its seat stands: a
            # shorter key is heard there ("<day> <seat> — …", a town of three consonants)
            owners = set().union(*(placed.get(k, set()) for k in keys))
        if len(owners) == 1 and (w := next(iter(owners))) not in found:
            found.append(w)
    return found


def _keyed_names(names: Iterable[str], tamil: bool) -> tuple[dict[tuple[str, ...], str], dict[str, str]]:
    """The Roman names of several words by their words' sound keys, and of one word by its spelt key; with
    `tamil`, each also by its voicing-blind key (a Tamil word is looked up by that)."""
    wanted: dict[tuple[str, ...], str] = {}
    single: dict[str, str] = {}
    final_e: dict[str, set[str]] = {}
    shorter: dict[tuple[str, ...], set[tuple[str, str]]] = {}  # a name of three words or more, as its bearer is called shortly
    names = list(names)
    for name in names:
        parts = _TOKEN.findall(name)
        if len(parts) >= 3 and all(p.isascii() and not p.isdigit() and len(p) > 1 for p in parts):
            # "<first> <second> <surname>" written "<second> <surname>" (a three-word name written short)
            for pair in ((parts[-2], parts[-1]), (parts[0], parts[-1])):
                for key in {tuple(name_key(p) for p in pair),
                            *([tuple(_blind(name_key(_roman_for_tamil(p))) for p in pair)] if tamil else [])}:
                    if all(key) and sum(map(len, key)) >= SOUND_KEY_MIN:
                        shorter.setdefault(key, set()).add((name, " ".join(pair)))
    for name in names:
        parts = _TOKEN.findall(name)
        if any(p.isdigit() or not p.isascii() for p in parts):
            continue
        if len(parts) == 1:
            spelt = spelt_key(parts[0])
            if len(parts[0]) >= SPELT_NAME_MIN and len(spelt) >= SPELT_KEY_MIN:
                single.setdefault(spelt, name)
                if parts[0].islower() and (said := _SILENT_E.sub("", parts[0])) != parts[0]:
                    single.setdefault(spelt_key(said), name)
                if tamil:
                    single.setdefault(_blind(spelt_key(_roman_for_tamil(parts[0]))), name)
                if (said := _final_ai(parts[0])) and len(said) >= SPELT_KEY_MIN:
                    single.setdefault(said, name)
                for said in _final_e_said(parts[0]):
                    final_e.setdefault(said, set()).add(name)
            continue
        for heard in [*_readings(parts), *_two_names_joined(parts)]:
            key = tuple(name_key(p) for p in heard)
            if all(key) and sum(map(len, key)) >= SOUND_KEY_MIN:
                wanted.setdefault(key, name)
                if tamil:
                    wanted.setdefault(tuple(_blind(name_key(_roman_for_tamil(p))) for p in heard), name)
    # an English word's readings with its final "e" silent stand only where no name's own spelling stands
    for said, owners in final_e.items():
        if len(owners) == 1 and said not in single:
            single[said] = next(iter(owners))
    _add_joined(names, single)
    # a shorter form stands (as the Roman words it sounds like, which the resolver weighs as if written so) only when
    # it is no other name's, full or short
    for key, owners in shorter.items():
        if len(owners) == 1 and key not in wanted:
            wanted[key] = next(iter(owners))[1]
    return wanted, single


def _final_ai(word: str) -> str | None:
    """The spelt key of a Roman name ending in "ai" with that "ai" read as the long "a" and "i" a script writes there
    ("-bai" as "बाई", "Sai" as "साई", "Bhai" as "भाई"), beside the "ai" of "ऐ" that spelt_key reads ("Kairav")."""
    if not (word.isascii() and word.lower().endswith("ai")) or word.lower().endswith(("aai", "eai")):
        return None
    return _collapse((_spelt_letters(word[:-2]) + "i").replace("a", ""))


def _two_names_joined(parts: list[str]) -> list[tuple[str, ...]]:
    """A name of three words or more with two of its capitalised words run together, as a script writes a person's
    two names as one word ("<given> <given> batwara" as "<givengiven> बंटवारा", "<given> <given> <surname>" as one word and the surname);
    a name of two words is keyed so by _add_joined."""
    if len(parts) < 3:
        return []
    return [(*parts[:k], parts[k] + parts[k + 1].lower(), *parts[k + 2:]) for k in range(len(parts) - 1)
            if all(p.isascii() and p.isalpha() and p[:1].isupper() for p in parts[k:k + 2])]


# An English word of a firm's or a thing's name ends in a silent "e" that lengthens the vowel before it: "-ite", "-ine",
# "-ile" said "-ait", "-ain", "-ail" ("Prime" ప్రైమ్, प्राइम), "-ace", "-ate" said "-es", "-et" ("Grace" ग्रेस), "-one" said
# "-on" ("Phones" ಫೋನ್ಸ್). A script writes it as said, its "ai" as the one vowel sign "ै" (spelt "e") or as
# "ा" and "इ" ("i" once the short "a" is dropped): the one-word name is heard by those readings too.
_FINAL_E = re.compile(r"(?i)(?<=[^aeiou])([aio])([bcdfgklmnprstvz])e(s?)$")
_LONG_VOWEL = {"a": "e", "i": "ai", "o": "o"}


def _final_e_said(word: str) -> list[str]:
    """The spelt keys of a Roman word ending in a vowel, one consonant and a silent "e" ("Prime", "Phones"), as said
    (see _FINAL_E); none for another word."""
    if not word.isascii() or len(word) < SPELT_NAME_MIN:
        return []
    out = []
    for heard in english_readings(word):
        if m := _FINAL_E.search(heard):
            stem = heard[:m.start()]
            for vowel in {_LONG_VOWEL[m[1].lower()], m[1]}:
                if len(key := spelt_key(f"{stem}{vowel}{m[2]}{m[3]}")) >= SPELT_KEY_MIN:
                    out.append(key)
    return list(dict.fromkeys(out))


# A registry word written in small letters is an English word, not a name ("houseboat", "warehouse"): a script writes
# it as said, without the silent "e" that closes a syllable inside it ("ഹൗസ്ബോട്ട്").
_SILENT_E = re.compile(r"(?<=[aeiou][bcdfgklmnprstvz])e(?=[bcdfghjklmnpqrstvwxz])")


def _add_joined(names: list[str], single: dict[str, str]) -> None:
    """A name of two Roman words that the script writes as one word ("Veer Bhan" as वीरभान, "Jagat Ram" as जगतराम): by
    the spelt key of the two words run together, when that is long enough to name someone and no one-word name or other
    joined pair has it (a key two names share names neither)."""
    joined: dict[str, set[str]] = {}
    for name in names:
        parts = _TOKEN.findall(name)
        if len(parts) != 2 or not all(p.isascii() and p.isalpha() for p in parts):
            continue
        run = "".join(parts)
        key = spelt_key(run)
        if len(run) >= SPELT_NAME_MIN and len(key) >= SPELT_KEY_MIN:
            joined.setdefault(key, set()).add(name)
    for key, owners in joined.items():
        if len(owners) == 1 and key not in single:
            single[key] = next(iter(owners))


def _word_spelt_keys(word: str) -> list[str]:
    """A word's spelt keys; a Tamil word's voicing-blind (marked "~", so that they meet only the like)."""
    keys = spelt_keys(word)
    return [_blind(k) for k in keys] if _TAMIL.search(word) else keys


# The nasal dot written over a vowel before a consonant ("बंटवारा", "গাংগুলী", "ਸੰਤ") is a nasal sound the Roman spelling
# of the same word often leaves out ("batwara") as often as it writes it ("bantwara"): a word that
# writes one is heard both ways. (Before a lip sound it is the "m" Roman spelling writes, see as_devanagari.)
_NASAL_DOT = re.compile("[\u0901\u0902](?=[\u0915-\u0939\u0958-\u095f])")


def _word_keys(word: str) -> list[str]:
    """A word's name keys: an Urdu word's by each of its readings (memory/urdu.py), the plain one first ("نوید" is
    Naveed by its "و" read "v"); any other's one (see _word_key), and, when it writes a nasal dot before a consonant,
    also the key without that nasal (see _NASAL_DOT)."""
    if not _ARABIC.search(word):
        key = _word_key(word)
        bare = _NASAL_DOT.sub("", as_devanagari(word))
        if bare == as_devanagari(word) or not _DEVA_WORD.fullmatch(word):
            return [key]
        unnasal = name_key(bare)
        unnasal = _blind(unnasal) if _TAMIL.search(word) else unnasal
        return list(dict.fromkeys([key, unnasal] if unnasal else [key]))
    keys = (sound_key(_GLIDE_AFTER_I.sub("", r)) for r in urdu.readings(word))
    return list(dict.fromkeys([_word_key(word), *(k for k in keys if k)]))


def _word_key(word: str) -> str:
    """A word's name key; a Tamil word's voicing-blind (see _word_spelt_keys)."""
    key = name_key(word)
    return _blind(key) if _TAMIL.search(word) else key


# Case endings and postpositions India's languages write on to a name, in the Devanagari letters of the layout the
# scripts share (see as_devanagari): Bengali/Assamese/Odia/Kannada "-র/-ের/-ର/-ರ" (of), Bengali "-কে/-তে/-দের",
# Odia "-ଙ୍କ/-ଙ୍କର/-କୁ", Tamil "-இன்/-வின்/-க்கு/-உடைய", Telugu "-కు/-గారి/-ని", Kannada "-ಗೆ/-ನ/-ರವರ", Malayalam
# "-ന്റെ/-ക്ക്/-യുടെ", Gujarati "-નો/-ની/-નું/-ને", Marathi "-चा/-ची/-चे/-ला/-ने", Hindi (when written on) "-का/-की/-के/-को/-ने"
_NAME_ENDINGS = sorted({
    "र", "ेर", "के", "ते", "देर", "ङ्क", "ङ्कर", "ंक", "ंकर", "कु", "िन्", "विन्", "क्कु", "ुक्कु", "उटैय", "ुटैय",
    "गारि", "नि", "गे", "न", "रवर", "न्", "क्क्", "युटे", "नो", "नी", "नुं", "ने", "चा", "ची", "चे", "ला", "का", "की", "को",
}, key=len, reverse=True)
_SIGNS = "\u093e-\u094c\u0962\u0963\u0901-\u0903"  # vowel signs and nasal marks, not letters


def _unsuffixed_keys(word: str) -> list[str]:
    """The sound keys of a word of an Indian script without a case ending written on to it, keeping a stem of two
    consonants at least."""
    if not _DEVA_WORD.fullmatch(word) or _ARABIC.search(word):
        return []
    deva = as_devanagari(word)
    out = []
    for ending in _NAME_ENDINGS:
        if deva.endswith(ending) and len(deva) > len(ending) + 1:
            stem = deva[: -len(ending)]
            # a lone consonant ending ("र", "न") follows a vowel sign ("দাসের", "মুন্ডার"), never a bare consonant
            if ending in ("र", "न", "न्") and not re.search(f"[{_SIGNS}]$", stem):
                continue
            key = name_key(stem)
            if len(key) >= 2:
                out.append(key)
    return out
