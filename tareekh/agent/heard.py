"""A registry name heard in a question however it is written: in Devanagari (or another Indic script), or in a
Roman spelling other than the registry's ("Sharada" for "Sharda", "Yousuf" for "Yusuf", "Rathor" for "Rathore").

A lawyer types the names of parties and clients as they sound; the registry holds one Roman spelling. Both are
reduced to the consonants heard (tareekh/memory/sounds.py: vowels, aspiration, doubled letters and the nukta
dropped, the same for every Indic script), with two more things the ear does not tell apart: a "y" after the
first letter (the glide a Roman "Pandey" writes and "पांडे" does not) and, for a second try, a voiced letter and
its voiceless twin ("b"/"p", "d"/"t", "g"/"k", "j"/"c").

A short name is heard alike by many everyday words ("Mala" sounds as "mail"), so a word is taken for a name only
when its consonants are many, or when it stands where a name stands: before "wale", "ke", "ji" or a kind of case
("… wale suit", "… ki appeal"), or written with a capital.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from rapidfuzz import fuzz
from rapidfuzz.distance import DamerauLevenshtein

from tareekh.agent.english_words import is_english
from tareekh.agent.honorifics import bare_of_honorific
from tareekh.agent.tongues import latin_readings
from tareekh.memory.sounds import WORD, is_indic, sound_key
from tareekh.registry.aliases import KIND_WORDS
from tareekh.registry.sounds import SPELT_KEY_MIN, SPELT_NAME_MIN, spelt_key, spelt_keys

ALONE = 5  # consonants a word needs to be taken for a name wherever it stands
PLACED = 3  # consonants a word needs when it stands where a name stands
TYPO_NAME_MIN = 5  # letters a name word needs before a typed word a letter or two from it is taken for it
SPELT = 4  # letters a script word spelt as a name must have to be that name ("মোহিনী": mohini)
_VOICED = str.maketrans("bdgj", "ptkc")
_ROMAN_PAIRS = [("ph", "f"), ("sh", "s"), ("kh", "k"), ("gh", "g"), ("th", "t"), ("dh", "d"), ("bh", "b"), ("jh", "j"),
                ("ck", "k"), ("q", "k"), ("x", "ks"), ("z", "j"), ("w", "v"), ("h", "")]
_LATIN_VOWELS = "aeiouh"  # "Haji", "हाजी": the h is not heard either
_INDIC_VOWELS = re.compile(r"[\u0904-\u0914\u0960\u0961\u0972-\u0977\u0939]")  # अ … औ, ऋ, ह
# words that say the one before them is a name: possessives, "wala", courtesy words, and the kinds of case, in the
# Roman letters a question is typed in (and the possessive of each language as the pivot writes a script's: Gujarati
# no/ni/nu/na, Marathi cha/chi/che/chya, Punjabi da/de, Bengali er, Odia ra/ro), in Devanagari, and the word "case" (with its "in") in the other Indic scripts
_AFTER_NAME = frozenset("""
wala wale wali vala vale vali walon walo ka ki ke ko ne ji sahab saheb sahib garu gaaru madam sir bhai amma
didi babu seth sethji sheth shet uncle aunty case suit appeal petition writ bail trial claim complaint revision application matter matters cheque
no ni nu na naa nun cha chi che chya da de er ra ro
vs v versus
वाला वाले वाली वालों का की के को ने जी साहब साहेब सर मैडम भाई केस मामला मामले मुकदमा मुकदमे अपील क्लेम सूट रिट बेल
याचिका वाद दावा परिवाद ट्रायल चेक
கேஸ் கேஸ்ல கேசு கேசுல வழக்கு வழக்குல కేసు కేసులో ಕೇಸ್ ಕೇಸು ಕೇಸಲ್ಲಿ കേസ് കേസിൽ কেস কেসে মামলা মামলায় કેસ કેસમાં
ਕੇਸ କେସ
ના ની નો નું ને ભાઈ બેન જી સાહેબ દાવો દાવા કેસની
এর দা দি বাবু বাবুর মোকদ্দমা
ର ଙ୍କ ବାବୁ ମାମଲା ମାମଲାରେ ମକଦ୍ଦମା
ಅವರ ಅವರು ಅವರದು ಅವರ್ ದಾವೆ ಪ್ರಕರಣ ಪ್ರಕರಣದ
గారి గారు గారిది యొక్క వ్యాజ్యం కేసు
அவர்கள் அவரோட அவருடைய ஓட உடைய
ന്റെ ഉടെ സാറിന്റെ
ਦਾ ਦੀ ਦੇ ਜੀ ਵਾਲਾ ਵਾਲੀ ਵਾਲੇ ਮੁਕੱਦਮਾ
चा ची चे च्या यांचा यांची यांचे खटला दावा
کا کی کے والا والی والے مقدمہ کیس
na ni no nu nun woh
""".split())  # and the possessives, honorifics and words for a case of each script after a name (and the Latin
# words the pivot writes for some of them: agent/tongues.py)
# the words before a name: honorifics
_BEFORE_NAME = frozenset("""
sri shri smt mr mrs ms dr haji janab kumari km late
श्री श्रीमती डॉ डॉक्टर हाजी कुमारी स्व
શ્રી શ્રીમતી ડૉ শ্রী শ্রীমতী ডঃ ডা ਸ਼੍ਰੀ ਸ੍ਰੀ ਸ਼੍ਰੀਮਤੀ ଶ୍ରୀ ଶ୍ରୀମତୀ ஸ்ரீ திரு திருமதி శ్రీ శ్రీమతి ಶ್ರೀ ಶ್ರೀಮತಿ ശ്രീ ശ്രീമതി
ji sahab saheb sahib saab madam sir
""".split())
# (the courtesy word before a name too, as the west and the hills put a post's title first: "<post> saheb <name>",
# "madam <name>", and the titles of each script; the pivot writes a script's "saheb" as "ji")


@lru_cache(maxsize=100_000)
def key(word: str) -> str:
    """The consonants heard in a word, 'Pandey' and 'पांडे' both 'pnd', 'Yusuf' and 'यूसुफ़' both 'ysp'."""
    k = sound_key(word)
    return k[:1] + k[1:].replace("y", "") if k else k


def _head(word: str) -> str:
    """What a word starts with, as heard: a vowel (or h) or its first consonant."""
    w = unicodedata.normalize("NFKD", word)
    if is_indic(w):
        # every Indic script lays its letters out as Devanagari does: its first letter read at the same place
        first = chr(0x0900 + (ord(w[0]) - 0x0900) % 0x80) if 0x0900 <= ord(w[0]) <= 0x0D7F else w[0]
        if _INDIC_VOWELS.match(first):
            return "a"
    elif w[:1].lower() in _LATIN_VOWELS:
        return "a"
    return key(word)[:1]


class Heard:
    """The words of the registry's names, looked up by how a word of a question sounds."""

    def __init__(self, names: Iterable[str], *, skip: Iterable[str] = (), common: Iterable[str] = (),
                 nicknames: Iterable[str] = ()) -> None:
        skip = {s.lower() for s in skip}
        # the words of the cases' nicknames: a word typed a letter or two off one is that word ("tamrind case"); a
        # person's name a letter off ("Bordolai", "Bordolay") may be another person, and is heard by sound alone
        self.nickname_words = {w.lower() for n in nicknames for w in re.findall(r"[A-Za-z]+", n or "")}
        self.common = {c.lower() for c in common}  # names shared by many people: heard alone only when long
        self._exact: dict[tuple[str, str], set[str]] = {}
        self._loose: dict[tuple[str, str], set[str]] = {}
        self.spellings: set[str] = set()
        self._spelt: dict[str, str] = {}
        self._spelt_keys: dict[str, set[str]] = {}
        self._plain: dict[str, set[str]] | None = None
        self.names: list[list[str]] = []
        for name in names:
            parts = [p for p in re.findall(r"[A-Za-z]+", name or "")]
            if parts:
                self.names.append(parts)
            for part in parts:
                self.spellings.add(part.lower())
                self._spelt.setdefault(part.lower(), part)
                for k in _roman_spelt_keys(part):
                    self._spelt_keys.setdefault(k, set()).add(part)
                k = key(part)
                if not k or part.lower() in skip:
                    continue
                self._exact.setdefault((_head(part), k), set()).add(part)
                self._loose.setdefault((_head(part), k.translate(_VOICED)), set()).add(part)
                bare = bare_of_honorific(part)
                if bare:
                    # "<name>bhai", "<name>ben" held, "<name>" said in a script ("કલ્પેશ"): heard as the registry's word
                    self.names.append([bare])
                    bk = key(bare)
                    self._exact.setdefault((_head(bare), bk), set()).add(part)
                    self._loose.setdefault((_head(bare), bk.translate(_VOICED)), set()).add(part)

    def part(self, word: str) -> str | None:
        """The registry's spelling of the one name word this word sounds like; None for none or several."""
        found: set[str] = set()
        for head, k in _readings(word):
            if k and not found:
                found = self._exact.get((head, k)) or self._loose.get((head, k.translate(_VOICED))) or set()
        spellings = {f.lower() for f in found}
        if len(spellings) != 1:
            return self._spelt_in_script(word)
        return min(found)

    def respelt(self, word: str) -> str | None:
        """The one registry name word of SPELLING_MIN letters or more that a Roman word spells otherwise only by an
        aspirate's h ("Buvanendran" for "Bhuvanendran") or a doubled letter ("Kumaar"), at the fuzzy
        floor or above; None for none or several. A spelling this near is the name wherever it stands, lower case and
        first in the question too ("<name> full arrears kattitaara?")."""
        low = word.lower()
        if len(low) < SPELLING_MIN or not low.isalpha() or low in self.spellings:
            return None
        if self._plain is None:  # (made once per registry: the spellings without aspirates, by their plain form)
            self._plain = {}
            for s in self.spellings:
                if len(s) >= SPELLING_MIN:
                    self._plain.setdefault(_unaspirated(s), set()).add(s)
        near = {s for s in self._plain.get(_unaspirated(low), ()) if s[0] == low[0]
                and fuzz.ratio(low, s) >= SPELLING_FLOOR}
        return self._spelt[near.pop()] if len(near) == 1 else None

    def misspelt(self, word: str) -> str | None:
        """The one nickname word of TYPO_NAME_MIN letters or more that a Roman word misspells by a letter or two (one
        for a name of up to six letters, two for a longer one: a letter left out, doubled, swapped or mistyped, never
        two left out),
        starting with the same letter; None for none or several ("tamrind" Tamarind, where no other name is as near)."""
        low = word.lower()
        if len(low) < TYPO_NAME_MIN or not low.isalpha() or low in self.spellings or low in self.common:
            return None  # a surname many share is somebody's own, never a misspelt other name
        near = {s for s in self.nickname_words & self.spellings if len(s) >= TYPO_NAME_MIN and s[0] == low[0] and s not in self.common
                and abs(len(s) - len(low)) <= 1  # a letter more or less at most: "Tanvi" is no "Tanvika"
                and DamerauLevenshtein.distance(low, s, score_cutoff=_typo_limit(s)) <= _typo_limit(s)}
        return self._spelt[near.pop()] if len(near) == 1 else None

    def spelt(self, word: str) -> str | None:
        """The one name word an Indic-script word spells with its vowels and aspirates (registry/sounds.py's spelt
        key: "इसहाक" Ishaq, read "is-haq"); None for a Roman word, a short one, or a spelling several names share."""
        if not is_indic(word):
            return None
        found = {p.lower(): p for w in dict.fromkeys((word, _without_ending(word))) for k in spelt_keys(w)
                 if len(k) >= SPELT_KEY_MIN for p in self._spelt_keys.get(k, ())}
        return next(iter(found.values())) if len(found) == 1 else None

    def in_letters(self, word: str) -> str | None:
        """The one name word an Indic-script word spells letter for letter, its vowels kept (None for none)."""
        return self._spelt_in_script(word)

    def _spelt_in_script(self, word: str) -> str | None:
        """The one name word an Indic-script word spells letter for letter, its vowels kept ("মোহিনীর": Mohini,
        where "Mohan" shares its consonants); None for a Roman word or none."""
        if not is_indic(word):
            return None
        bare = _without_ending(word)
        for w in dict.fromkeys((word, bare)):
            hits = {self._spelt[r] for r in latin_readings(w) if len(r) >= SPELT and r in self._spelt}
            if len(hits) == 1:
                return hits.pop()
        return None


def _typo_limit(name: str) -> int:
    """The letters a typed word may miss a name word of `name`'s length by: one up to six letters, two beyond."""
    return 1 if len(name) <= 6 else 2


def placed(words: list[str], i: int, beside: Iterable[str] = ()) -> bool:
    """Whether the i-th word stands where a name stands: before a possessive, a courtesy word or a kind of case,
    after an honorific, or beside another word of a name (`beside`)."""
    nxt = words[i + 1].lower() if i + 1 < len(words) else ""
    prev = words[i - 1].lower().strip(".") if i > 0 else ""
    beside = set(beside)
    return nxt in _AFTER_NAME or nxt in KIND_WORDS or prev in _BEFORE_NAME or nxt in beside or prev in beside


# the endings a Hindi/Urdu/Punjabi verb takes on its stem (the infinitive "-na" is the word the vocabulary holds):
# the oblique infinitive "karne ko/ke liye", its feminine "karni", the conjunctive "karke", the participles "karte",
# "karti", "karta"
_VERB_ENDINGS = ("ne", "ni", "ke", "te", "ti", "ta")


def verb_form(word: str, vocabulary: set[str] | frozenset[str]) -> bool:
    """Whether a Roman word is a form of a verb whose infinitive ("karna", "bolna") is a word of the language:
    "karne", "karke", "bolte" — a verb, never a name a letter or two from it."""
    stem = word[:-2]
    return len(stem) >= 3 and word.endswith(_VERB_ENDINGS) and stem + "na" in vocabulary


def respell(text: str, heard: Heard, *, vocabulary: Iterable[str] = ()) -> str:
    """The question with each Roman word that sounds like a registry name's word, but is spelt otherwise, written in
    the registry's spelling ("Yousuf wale suit" -> "Yusuf wale suit"). Words of the language and of the law
    (`vocabulary`) stay as typed, and so does a word that sounds like several names."""
    vocab = {v.lower() for v in vocabulary}
    found = list(WORD.finditer(text))
    words = [m.group() for m in found]
    out = text
    for i in reversed(range(len(found))):
        w = words[i]
        low = w.lower()
        if is_indic(w) or not w.isalpha() or len(w) < 4 or low in vocab or low in heard.spellings:
            continue
        if verb_form(low, vocab):
            continue  # "settle karne ko": the verb of the language, not a name a letter from it standing before "ko"
        k = key(w)
        where = placed(words, i, heard.spellings) or w[0].isupper()
        # "tamrind case", "tamrind wala": a name word a letter or two from a word standing where a name stands (before a
        # case word, a possessive or a courtesy; beside a name's word or capitalised is not enough: "<name> pura")
        typo = heard.misspelt(low) if placed(words, i) and not is_english(low) else None
        typo = typo or (heard.respelt(low) if not is_english(low) else None)  # "buvanendran": "Bhuvanendran"
        if typo is not None:
            m = found[i]
            out = out[: m.start()] + typo + out[m.end():]
            continue
        if len(k) < PLACED or (len(k) < ALONE and not where):
            continue
        if low in heard.common and len(k) < ALONE:
            continue
        part = heard.part(w)
        if part is None or part.lower() == low or not _spelt_alike(low, part.lower()):
            continue
        if part.lower() in vocab or (is_english(low) and is_english(part.lower())):
            # a name's word of the language ("X through its secretary") is no name a typed word misspells, and a
            # word of the language is not another word of it misspelt ("truck" is not "through")
            continue
        m = found[i]
        out = out[: m.start()] + part + out[m.end():]
    return out


def indic_names(words: list[str], heard: Heard, known: Iterable[str] = (),
                neighbours: list[tuple[str, str]] | None = None) -> dict[int, tuple[str, int]]:
    """Where the registry's names stand among a question's Indic words: {word index: (Roman spelling, words)}.
    Consecutive words that sound like consecutive words of one name are that name ("नर्मदा मोटर्स" -> "Narmada Motors");
    a word alone is one word of a name. Words of the question's own table (`known`) are never names.
    `neighbours` gives each word's (previous, next) word in the question in any script ("… partition lo")."""
    known = set(known)
    if neighbours is None:
        neighbours = [(words[k - 1] if k else "", words[k + 1] if k + 1 < len(words) else "") for k in range(len(words))]
    keys = [key(w) if is_indic(w) and w not in known else "" for w in words]
    out: dict[int, tuple[str, int]] = {}
    i = 0
    while i < len(words):
        best: tuple[int, list[str]] = (0, [])
        if keys[i]:
            for parts in heard.names:
                for s in range(len(parts)):
                    n = 0
                    while i + n < len(words) and s + n < len(parts) and keys[i + n] and \
                            _alike(words[i + n], parts[s + n]):
                        n += 1
                    if n > best[0]:
                        best = (n, parts[s: s + n])
        n, parts = best
        if n:
            heard_len = sum(len(keys[i + k]) for k in range(n))
            prev, nxt = neighbours[i][0], neighbours[i + n - 1][1]
            need = PLACED if placed([prev, nxt], 0) or placed([prev, "", nxt], 1) else ALONE
            if n == 1 and parts[0].lower() in heard.common:
                need = ALONE  # "… Gupta ke": a surname many share, alone, is somebody the registry may not hold
            one = heard.part(words[i]) if n == 1 else None
            if n == 1 and one is None:
                n = 0  # one word sounding like the words of several names names none of them
            elif one is not None:
                parts = [one]  # the name it spells, of those sounding alike
            # a name of few consonants ("Ishaq": s, k) standing where a name stands is taken when the word spells it
            # with its vowels and aspirates too
            # (or, of four letters or more, letter for letter with its vowels: "नेहा केस" the registry's "Neha")
            spelt = n == 1 and need == PLACED and parts[0] in (heard.spelt(words[i]), heard.in_letters(words[i]))
            if n and (heard_len >= need or spelt):
                out[i] = (" ".join(parts), n)
                i += n
                continue
        i += 1
    return out


def _roman_spelt_keys(part: str) -> list[str]:
    """A Roman name word's spelt keys (registry/sounds.py), for a word long enough not to be anyone's: its "sh" also
    read as the "s" and "h" of two syllables ("Ishaq" is-haq, "इसहाक"), as a transliteration may write it."""
    if len(part) < SPELT_NAME_MIN:
        return []
    keys = [spelt_key(part)]
    if "sh" in part.lower():
        keys.append(spelt_key(re.sub("(?i)sh", "sah", part)))
    return [k for k in dict.fromkeys(keys) if len(k) >= SPELT_KEY_MIN]


SPELLING_MIN = 5  # letters a typed word and a name word need before one is read as the other's spelling
SPELLING_FLOOR = 82  # the registry's fuzzy floor: never a looser match than a fuzzy name match takes
_ASPIRATE_H = re.compile(r"(?<=[bcdgjkpt])h")


def _unaspirated(word: str) -> str:
    """A Roman spelling without an aspirate's h and with doubled letters single: 'Bhuvanendran' and 'Buvanendran'
    both 'buvanendran', 'Kumaar' 'kumar'."""
    return re.sub(r"(.)\1+", r"\1", _ASPIRATE_H.sub("", word.lower()))


def _vowelled(word: str) -> str:
    """A Roman word's consonants with where its vowels fall: 'Yousuf' and 'Yusuf' both 'yasaf'."""
    w = word
    for a, b in _ROMAN_PAIRS:
        w = w.replace(a, b)
    w = re.sub(r"(?<=.)y", "", w)
    w = re.sub(r"[aeiou]+", "a", w)
    return re.sub(r"(.)\1+", r"\1", w).translate(_VOICED)


def _spelt_alike(word: str, part: str) -> bool:
    """Two Roman spellings of one name: the same consonants with vowels in the same places ('Yousuf', 'Yusuf'), or
    the same letters but for a vowel or two ('Sharada', 'Sharda'). An English word that shares a name's consonants
    puts its vowels elsewhere ('proxy' is not 'Prakash', 'Monday' not 'Mandi')."""
    return _vowelled(word) == _vowelled(part) or fuzz.ratio(word, part) >= 80


def _readings(word: str) -> list[tuple[str, str]]:
    """(head, key) as a word is heard: Tamil writes s and ch with one letter (ச: the s that begins many Tamil
    names), so a Tamil word is heard with an s where Devanagari would read a c, too."""
    k, head = key(word), _head(word)
    out = [(head, k)]
    bare = _without_ending(word)
    if bare != word and key(bare):
        out.append((head, key(bare)))
    if k and any("\u0b80" <= ch <= "\u0bff" for ch in word) and "c" in k:
        out.append((head.replace("c", "s"), k.replace("c", "s")))
    # Bengali, Assamese and Odia write b and v with one letter ("শ্যামলী", "ଶ୍ୟାମଳୀ": Shyamali): heard with a v too
    if any("\u0980" <= ch <= "\u09ff" or "\u0b00" <= ch <= "\u0b7f" for ch in word):
        out += [(h.replace("b", "v"), kk.replace("b", "v")) for h, kk in list(out) if "b" in kk]
    return out


# the case endings the scripts glue to a name ("মোহিনীর": Mohini's, "ಸೀತಾಳ", "ராஜுவின்"): heard without them
# too. A one-letter ending only after a vowel sign, so a name that ends in its letter ("শংকর") keeps it.
_ENDINGS = ("ের", "কে", "ଙ୍କ", "ଙ୍କର", "ோட", "ுடைய", "வின்", "ின்", "ಳ", "ಅವರ", "ನ್ನು", "గారి", "ന്റെ", "ના", "ની", "નો",
            "ਦਾ", "ਦੀ",
            # an honorific glued to a name in its script ("…जी", "…দা", "…બેન", "…గారు") and the genitives not above
            "जी", "दा", "दी", "भाई", "बेन", "बाबू", "साहब", "जीं", "জি", "দা", "দি", "বাবু", "বাবুর", "দার", "દિ", "બેન",
            "ભાઈ", "જી", "ભાઈનો", "બેનનો", "ਜੀ", "ଭାଇ", "ବାବୁ", "ବାବୁଙ୍କ", "గారు", "அக்கா", "அண்ணா", "ಅವರು", "ಅವರದು",
            "യുടെ", "ിന്റെ", "ുടെ", "ਦੇ", "नु", "चा", "ची", "चे", "च्या")
_AFTER_VOWEL_SIGN = ("র", "ର", "ರ")


def _without_ending(word: str) -> str:
    """The word without a case ending glued to it (itself when none)."""
    for e in sorted(_ENDINGS, key=len, reverse=True):
        if word.endswith(e) and len(word) > len(e) + 1:
            return word[: -len(e)]
    if len(word) > 2 and word.endswith(_AFTER_VOWEL_SIGN) and unicodedata.category(word[-2]) in ("Mn", "Mc"):
        return word[:-1]
    return word


def _alike(word: str, part: str) -> bool:
    b, head = key(part), _head(part)
    if not b:
        return False
    return any(a and h == head and (a == b or a.translate(_VOICED) == b.translate(_VOICED)) for h, a in _readings(word))
