"""Words of a question that carry its grammar or its asker, not a matter: "against" in every Indian language, the
words for a lawyer or a party, and whether a word is English (the vocabulary the sentence model ships with, the
endings of English nouns of the law). Read by the question's reader and by agent/half_known.py alike; it imports
nothing of the answerer.
"""

from __future__ import annotations

import json
from functools import lru_cache

# "against", "versus", as each language writes it between a party's name and the kind of case: Hindi, Urdu,
# Punjabi, Marathi, Gujarati, Bengali, Assamese, Odia, Tamil, Telugu, Kannada, Malayalam; in Latin letters and in
# their own scripts
AGAINST = frozenset("""
against versus vs v
khilaf khilaaf khilap khelaf kilaf viruddh virudh viruddha virudha viruddhh virodh virodhat virodhaat
viruddhat viruddhach viruddhchi virudhdh viruddhama viruddhma
biruddhe birudhe biruddhey birudhhe biruddhare birudhare biruddhre biruddhore bipokkhe bipakshe biparite
ethiraga edhiraga ethira edhira ethiraana edhiraana ethire ethirayi ethirey ethiraayi
virudhanga viruddhanga vyatirekanga vyathirekanga meeda
virudhavagi viruddhavagi virudhadalli viruddhadalli
virudhamayi viruddhamayi viruddhamaayi
खिलाफ ख़िलाफ़ ख़िलाफ विरुद्ध विरोध विरोधात خلاف بخلاف
ਖਿਲਾਫ ਖ਼ਿਲਾਫ਼ ਵਿਰੁੱਧ
saame saamey
વિરુદ્ધ વિરૂદ્ધ સામે
বিরুদ্ধে বিৰুদ্ধে
ବିରୁଦ୍ଧରେ ବିରୁଦ୍ଧ
எதிராக எதிரான எதிர்
వ్యతిరేకంగా విరుద్ధంగా పై
ವಿರುದ್ಧ ವಿರುದ್ಧದ
എതിരെ എതിരായ
""".split())

# who stands in a case, as the court corridor says it in each language ("<name> vakil", "<name> ukil"): a word of who
# acted, never of what a matter is about
ROLE_WORDS = frozenset("""
vakil vakeel wakil wakeel vakilsaab vakilsaheb vakkeel vakkil vakeelaru vakilaru ukil ukeel okila okil adhivakta
adivakta abhibhashak abhibhasak nyayavadi nyayavaadi vadi prativadi pratibadi badi bibadi mulzim mujrim muddai
muddaalay muddalay arji arjidar arzi arzidar fariyadi phariyadi phiryadi takrardar pakshakar pakshkar mavakil
muvakkil muvakil mowakkil
वकील अधिवक्ता मुवक्किल वादी प्रतिवादी ਵਕੀਲ વકીલ উকিল ଓକିଲ வக்கீல் வழக்கறிஞர் న్యాయవాది లాయర్ ವಕೀಲ ವಕೀಲರು വക്കീൽ
""".split())


def with_qaf(words: frozenset[str]) -> frozenset[str]:
    """The words with each "k" also typed "q", as the Urdu qaf of a word the languages took from it is written in Latin
    letters ("vaqil", "waqeel", "uqil", "muvaqqil" beside "vakil", "wakeel", "ukil", "muvakkil")."""
    return frozenset(words) | {w.replace("k", "q") for w in words if "k" in w and w.isascii()}


# the word for a lawyer, as the Indian languages type it in Latin letters after a name ("<name> vakil", "<name> ukil",
# "<name> vakkil"): Hindi, Urdu, Punjabi, Marathi, Gujarati "vakil"/"vakeel"/"wakil"; Bengali, Assamese "ukil",
# Odia "okil"; Telugu "vakeelu"; Tamil, Malayalam "vakkil"/"vakkeel"; Sanskritised "adhivakta" — each with its qaf
# spelling where the word came from Urdu ("vaqeel", "uqil"): one table every reader of a counsel's name shares
LAWYER_WORDS = with_qaf(frozenset("vakil vakeel wakil wakeel vakilu vakeelu ukil ukeel".split())) | \
    frozenset("vakkil vakkeel okil adhivakta".split())
ROLE_WORDS = ROLE_WORDS | LAWYER_WORDS | with_qaf(frozenset("muvakkil muvakil mowakkil".split()))

SHORT = 3  # a word this short carries grammar ("ke", "nka", "er"), never a matter of its own


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """The whole English words of the uncased WordPiece vocabulary the sentence model ships with (package data of
    tareekh/memory/); empty when the file is missing."""
    from tareekh.memory.embeddings import TOKENIZER_PATH

    try:
        vocab = json.loads(TOKENIZER_PATH.read_text(encoding="utf-8"))["model"]["vocab"]
    except (OSError, ValueError, KeyError, TypeError):
        return frozenset()
    return frozenset(w for w in vocab if w.isascii() and w.isalpha() and len(w) > SHORT)


# the endings of English nouns of the law and of things ("extortion", "abetment", "dacoity", "forgery", "rioting"):
# a long word ending so is English though the vocabulary above lacks it; the Indian languages in Latin letters do
# not end their words so
_ENGLISH_ENDINGS = ("tion", "sion", "ment", "ness", "ity", "ance", "ence", "ancy", "ency", "ship", "ery", "ure",
                    "ism", "ing", "ous", "able", "ible")
# words of the law the vocabulary lacks and no ending marks
_LAW_THINGS = frozenset("bigamy perjury alimony trespass ndps excise provident godown challan benami "
                        "dowry vakalatnama".split())


def is_english(word: str) -> bool:
    w = word.lower()
    return len(w) > SHORT and (w in english_words() or w in _LAW_THINGS
                               or (len(w) >= 7 and w.isascii() and w.endswith(_ENGLISH_ENDINGS))
                               or agent_noun(w, english_words()))


_AGENT_LEAST = 7  # letters of an agent noun read from its verb ("approver"; a short "-er" may be a Bengali genitive)


def agent_noun(w: str, vocab: frozenset[str] | set[str]) -> bool:
    """One who does what an English verb says, the vocabulary holding the verb but not the noun: "approver"
    (approve), "informer" (inform), "mediator" (mediate), "executor" (execute)."""
    if len(w) < _AGENT_LEAST or not w.isascii() or not w.endswith(("er", "or", "ers", "ors")):
        return False
    base = w[:-1] if w.endswith("s") else w
    verbs = (base[:-1], base[:-2], base[:-2] + "e")
    return any(len(v) >= 5 and v in vocab for v in verbs)


def against(word: str) -> bool:
    return word.lower() in AGAINST
