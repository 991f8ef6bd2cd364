"""A question typed in Devanagari, glossed in the Hinglish the question rules read.

The rules that find a question's kind and anchors read English and Hindi typed in Latin letters ("agli tareekh
kab hai?"). A lawyer who types in Devanagari asks the same things with the same words in another script, so the
gloss writes the question again in Latin letters: the common Hindi words of questions and of the court (a small
table of general vocabulary, no names) as the Hinglish the rules know, and the registry's Roman names for the
Devanagari words that spell them ("गिरीश मेहरा" -> "Girish Mehra"). Words the table does not hold are left out:
the question keeps them in its own script, and Hindi notes are matched by them there.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from tareekh.agent.heard import Heard, indic_names
from tareekh.registry.aliases import COMMON_NAMES
from tareekh.registry.sounds import names_in_devanagari

# Devanagari words with their vowel signs and virama ("भारद्वाज" is one word, not "भ", "रद", "व", "ज"), and the words
# of the other Indic scripts (Bengali … Malayalam), whose names are heard as Devanagari's (agent/heard.py)
DEVANAGARI_WORD = re.compile(r"[\u0900-\u0963\u0971-\u097F]+|[\u0980-\u0D7F]+")

# Phrases first (longest wins), then single words. Values are the Hinglish the question rules already read.
_PHRASES = {
    "अगली तारीख": "agli tareekh", "अगली तारीखें": "agli tareekh", "अगली पेशी": "agli peshi",
    "अगली सुनवाई": "agli sunwai", "अगली डेट": "agli date",
    "पिछली बार": "pichhli baar", "पिछली तारीख": "pichhli tareekh", "पिछली पेशी": "pichhli peshi",
    "पिछली सुनवाई": "pichhli hearing", "पिछली डेट": "pichhli date", "पिछले बार": "pichhli baar",
    "कितनी बार": "kitni baar", "कितने बार": "kitni baar", "कितनी दफा": "kitni dafa", "कितनी दफ़ा": "kitni dafa",
    "क्या हुआ": "kya hua", "क्या हुई": "kya hui", "क्या कहा": "kya kaha", "क्या बोला": "kya bola",
    "क्या बताया": "kya bataya", "से पहले": "se pehle", "समय मांगा": "time maanga", "समय माँगा": "time maanga",
    "समय लिया": "time liya", "तारीख ली": "tareekh li", "हमारी तरफ़ से": "our side", "हमारी तरफ से": "our side",
    "हमारी ओर से": "our side",
}
_WORDS = {
    # question words
    "क्या": "kya", "कब": "kab", "कौन": "kaun", "किसने": "kisne", "क्यों": "kyon", "कितनी": "kitni", "कितने": "kitne",
    "कितना": "kitna", "कैसे": "kaise", "कहाँ": "kahan", "कहां": "kahan",
    "कौनसा": "kaunsa", "कौनसी": "kaunsi", "कौनसे": "kaunse", "कोनसा": "kaunsa", "कोनसी": "kaunsi", "कोनसे": "kaunse",
    "किस": "kis", "किन": "kin", "किसका": "kiska", "किसकी": "kiski", "किसके": "kiske",
    # the verbs and endings the rules read beside them
    "है": "hai", "हैं": "hain", "था": "tha", "थी": "thi", "थे": "the", "हुआ": "hua", "हुई": "hui", "हुए": "huye",
    "मिला": "mila", "मिली": "mili", "दिया": "diya", "दी": "di", "लिया": "liya", "किया": "kiya", "कर": "kar", "करा": "kara", "कराया": "karaya", "कहा": "kaha",
    "बोला": "bola", "बताया": "bataya", "लगेगी": "lagegi", "लगेगा": "lagega", "करना": "karna", "बाकी": "baaki",
    "बाक़ी": "baaki", "के": "ke", "का": "ka", "की": "ki", "को": "ko", "ने": "ne", "में": "mein", "से": "se",
    "इस": "is", "उस": "us", "इसी": "isi", "उसी": "usi", "यह": "yeh", "वह": "woh", "हमारे": "hamare", "हमारा": "hamara",
    "मेरे": "mere", "मेरा": "mera", "सब": "sab", "सभी": "sabhi", "दोनों": "dono", "आज": "aaj", "कल": "kal",
    "महीने": "mahine", "साल": "saal", "और": "aur", "या": "ya", "नहीं": "nahi", "पहले": "pehle", "अगली": "agli", "अगला": "agla", "पिछली": "pichhli",
    # the court's words
    "तारीख": "tareekh", "तारीखें": "tareekh", "पेशी": "peshi", "सुनवाई": "sunwai", "डेट": "date",
    "पेशियाँ": "peshiyan", "पेशियां": "peshiyan", "पेशियों": "peshiyan", "तारीखों": "tareekhen", "तारीख़ें": "tareekhen",
    "सुनवाइयाँ": "sunwaiyan", "सुनवाइयां": "sunwaiyan", "अब": "ab", "तक": "tak", "आने": "aane", "चुकी": "chuki",
    "चुके": "chuke", "लगी": "lagi", "लगीं": "lagi", "हो": "ho",
    "आदेश": "order", "ऑर्डर": "order", "फैसला": "judgment", "फ़ैसला": "judgment", "निर्णय": "judgment",
    "स्थगन": "adjournment", "स्थगित": "adjourned", "समय": "time", "हर्जाना": "harja", "हरजाना": "harja", "हर्जा": "harja",
    "खर्चा": "costs", "खर्च": "costs", "गवाह": "witness", "गवाही": "witness", "साक्षी": "witness", "जिरह": "cross",
    "बयान": "statement", "जमानत": "bail", "ज़मानत": "bail", "वारंट": "warrant", "दाखिल": "dakhil", "दाख़िल": "dakhil",
    "अपील": "appeal", "मामला": "matter", "मामले": "matter", "मुकदमा": "case", "मुकदमे": "case", "केस": "case",
    "जज": "judge", "न्यायाधीश": "judge", "वकील": "counsel", "मुवक्किल": "client", "क्लाइंट": "client",
    "दूसरी": "doosri", "पार्टी": "party", "सामने": "saamne", "वाले": "wale", "वाला": "wala", "वाली": "wali",
    "वालों": "walon", "हमने": "humne", "हमारी": "hamari", "हम": "hum", "तरफ़": "taraf", "तरफ": "taraf",
    "टाइम": "time", "बहाने": "bahane", "बहाना": "bahana", "किसलिए": "kis liye", "लिए": "liye",
    # the kinds of case, said after the name ("… वाले चेक केस", "… की अपील")
    "चेक": "cheque", "क्लेम": "claim", "दावा": "claim", "सूट": "suit", "वाद": "suit", "रिट": "writ",
    "याचिका": "petition", "पिटीशन": "petition", "बेल": "bail", "ट्रायल": "trial", "परिवाद": "complaint",
    "शिकायत": "complaint", "अर्जी": "application", "रिवीजन": "revision", "निगरानी": "revision",
    "वचन": "vachan", "किस्त": "kisht", "जमा": "jama", "कोर्ट": "court", "अदालत": "court",
    "बोले": "bole", "बोली": "boli", "आए": "aaye", "आये": "aaye", "आई": "aayi", "आया": "aaya",
    # months, so "12 नवंबर" is read as the date it is
    "जनवरी": "january", "फरवरी": "february", "फ़रवरी": "february", "मार्च": "march", "अप्रैल": "april", "मई": "may",
    "जून": "june", "जुलाई": "july", "अगस्त": "august", "सितंबर": "september", "सितम्बर": "september",
    "अक्टूबर": "october", "अक्तूबर": "october", "नवंबर": "november", "नवम्बर": "november", "दिसंबर": "december",
    "दिसम्बर": "december",
    # courtesy words around a name ("श्रीवास्तव जी के केस"): not part of it
    "जी": "ji", "साहब": "sahab", "साहेब": "saheb", "सर": "sir", "मैडम": "madam", "श्री": "sri", "श्रीमती": "smt",
}
_PHRASE = re.compile("|".join(re.escape(p) for p in sorted(_PHRASES, key=len, reverse=True)))


def roman_names(index: Any) -> list[str]:
    """The registry's names in Roman letters a question may spell in Devanagari: people, parties, case nicknames,
    and each side of a case title ("Girish Mehra vs State" -> "Girish Mehra")."""
    names: list[str] = [item.label for item in getattr(index, "items", [])]
    for case in getattr(index, "cases", {}).values():
        names += [p.name for p in getattr(case, "parties", []) or []] + list(getattr(case, "aliases", []) or [])
        names += re.split(r"\s+(?:vs?\.?|versus)\s+", case.title or "", flags=re.I)
    return [n for n in names if n]


@lru_cache(maxsize=256)
def _heard(names: tuple[str, ...]) -> Heard:
    """The names' words looked up by sound, built once for one list of names (Heard is not changed once built)."""
    return Heard(names, common=COMMON_NAMES)


def _name_starts(words: list[re.Match[str]], names: Iterable[str]) -> dict[int, tuple[str, int]]:
    """Where each registry name the Devanagari words spell starts: {word index: (Roman name, its word count)}."""
    names = list(names)
    text = " ".join(w.group() for w in words)
    starts: dict[int, tuple[str, int]] = {}
    for name in names_in_devanagari(text, names):
        size = len(re.findall(r"[A-Za-z0-9]+", name))
        for i in range(len(words) - size + 1):
            if i not in starts and names_in_devanagari(" ".join(w.group() for w in words[i:i + size]), [name]):
                starts[i] = (name, size)
    # a name's words said alone or in part ("राठौर वाले", "नर्मदा मोटर्स वाले"), heard alike (agent/heard.py)
    covered = {i + k for i, (_, size) in starts.items() for k in range(size)}
    plain = [w.group() for w in words]
    text = words[0].string if words else ""
    neighbours = [(_beside(text[: w.start()], last=True), _placing(_beside(text[w.end():], last=False))) for w in words]
    for i, (name, size) in indic_names(plain, _heard(tuple(names)), _KNOWN, neighbours).items():
        if not any(i + k in covered for k in range(size)):
            starts[i] = (name, size)
    return starts


def _placing(word: str) -> str:
    """The word after a name as agent/heard.py places it: a kind of case in Devanagari ("… मेंटेनेंस केस") stands
    where a case word stands, so the name before it is heard with no link word between."""
    return "केस" if word in _KINDS else word


def _beside(text: str, *, last: bool) -> str:
    """The word of any script nearest the end (`last`) or the start of the text."""
    found = re.findall(r"[\w\u0900-\u0D7F]+", text)
    return (found[-1] if last else found[0]) if found else ""


def _spans(text: str, names: Iterable[str]) -> list[tuple[int, int, str | None]]:
    """(start, end, Latin form or None) for each Devanagari word or phrase of the text, in order: a registry name
    by its Roman spelling, a word of the table as its Hinglish, any other word None."""
    words = list(DEVANAGARI_WORD.finditer(text))
    starts = _name_starts(words, names)
    out: list[tuple[int, int, str | None]] = []
    i = 0
    while i < len(words):
        if i in starts:
            name, size = starts[i]
            out.append((words[i].start(), words[i + size - 1].end(), name))
            i += size
            continue
        rest = text[words[i].start():]
        m = _PHRASE.match(rest)
        if m and not DEVANAGARI_WORD.match(rest[m.end():]):
            out.append((words[i].start(), words[i].start() + m.end(), _PHRASES[m.group()]))
            i += len(m.group().split())
            continue
        out.append((words[i].start(), words[i].end(), _WORDS.get(words[i].group())))
        i += 1
    return out


def latin_gloss(text: str, names: Iterable[str]) -> str:
    """The question's Devanagari, in the Latin letters the question rules read: known words as Hinglish, the
    registry's names by their Roman spelling, in the question's order; '' when it has no Devanagari."""
    if not DEVANAGARI_WORD.search(text):
        return ""
    return " ".join(latin for _, _, latin in _spans(text, names) if latin)


def in_latin(text: str, names: Iterable[str]) -> str:
    """The question with each Devanagari word the gloss knows written in its place in Latin letters, and every other
    word as typed (a Hindi word the table does not hold still finds the Hindi notes that use it)."""
    out = text
    for start, end, latin in reversed(_spans(text, names)):
        if latin:
            out = out[:start] + latin + out[end:]
    return out


_CASE_WORDS = frozenset("मामला मामले मामलों केस मुकदमा मुकदमे अपील क्लेम दावा सूट वाद रिट याचिका पिटीशन बेल ट्रायल "
                        "परिवाद".split())
_LINKS = frozenset("के का की वाले वाला वाली वालों".split())
# the kinds of case said before the case word ("… वाले मेंटेनेंस केस", "… भरण-पोषण मामले"), Hindi and English
# kinds alike: a hint to the case, not a name. Hyphenated kinds are split into their words by DEVANAGARI_WORD.
_KINDS = frozenset("मेंटेनेंस मेन्टेनेंस मैंटेनेंस भरण पोषण गुजारा गुज़ारा भत्ता तलाक डाइवोर्स डिवोर्स कस्टडी अभिरक्षा "
                   "दहेज घरेलू हिंसा चेक बाउंस बाउंसिंग क्लेम दावा सूट वाद रिट याचिका पिटीशन बेल जमानत ज़मानत "
                   "अग्रिम एंटीसिपेटरी अपील रिवीजन निगरानी ट्रायल परिवाद शिकायत कंप्लेंट एग्जीक्यूशन इजराय निष्पादन "
                   "रिकवरी वसूली बंटवारा विभाजन पार्टीशन बेदखली इविक्शन किरायेदारी रेंट किराया निषेधाज्ञा इंजंक्शन "
                   "उपभोक्ता कंज्यूमर आर्बिट्रेशन मध्यस्थता प्रोबेट वसीयत दीवानी फौजदारी फ़ौजदारी सिविल क्रिमिनल "
                   "एक्सीडेंट दुर्घटना मोटर एमएसीटी".split())
_KNOWN = frozenset(_WORDS) | {w for p in _PHRASES for w in p.split()}
# the Hinglish words the gloss writes (its table's values): words of the language and the court, no one's name
GLOSS_WORDS = frozenset(w for v in (*_WORDS.values(), *_PHRASES.values()) for w in v.split() if w.isascii())


def unknown_case(text: str, names: Iterable[str]) -> str | None:
    """The name a Devanagari question gives a case ("रमेश गुप्ता के मामले") when its words are neither a registry
    name nor words of the table: said back as typed, never answered from another case."""
    words = list(DEVANAGARI_WORD.finditer(text))
    named = {i + k for i, (_, size) in _name_starts(words, names).items() for k in range(size)}

    def before(j: int) -> int:
        """The nearest word before j that is neither a link nor a kind of case (-1 when none)."""
        while j >= 0 and j not in named and (words[j].group() in _LINKS or words[j].group() in _KINDS):
            j -= 1
        return j

    for i, head in enumerate(words):
        if head.group() not in _CASE_WORDS:
            continue
        # the kind and the links between the name and the case word ("… के मेंटेनेंस केस") are not the name
        j = before(i - 1)
        k = j
        while k >= 0 and k not in named and words[k].group() not in _KNOWN and words[k].group() not in _CASE_WORDS:
            k -= 1
        if k == j:
            continue
        if k >= 0 and before(k) in named:
            continue  # words between a heard registry name and the case word: a kind the table lacks, a hint
        return text[words[k + 1].start(): head.end()]
    return None
