"""The words of a question before it is read: its stop words (the function, question and courtesy words that carry
no name, in English and the Indian languages), the words that name a case's kind, and how a question is folded
and cut into words. The question reader (agent/question.py) and the readers it calls on (a case named by its
kind, a counsel named by their party) share them from here."""

from __future__ import annotations

import re
from functools import lru_cache

from tareekh.agent.postpositions import NOT_TOPICS
from tareekh.agent.tongues import READER_WORDS
from tareekh.registry.aliases import plain_latin

# Words that carry no name: English and Hinglish function words, question words, courtesy words.
OWN_STOP = frozenset("""
a an the and or but if of in on at to for from by with about into over under after before since until as is are was
were be been being has have had do does did done what when where who whom whose which why how many much any some all
each every this that these those it its he she they them his her their our your my me we you i us there here than
then so not no yes also just only ever please tell show give list can could would should will shall may might must
let lets get got sahab saheb sahib ji garu gaaru amma madam sir sri smt shri mr mrs ms dr hon ble honble justice
tai didi bhaiya matter case cases matters time date dates next last scene status latest
today tomorrow yesterday tonight
side sides other opposite opponent opponents
per own via still really ever always overall
same such another either neither
need needed know
january february march april june july august september october november december
""".split())
STOP = OWN_STOP | READER_WORDS  # the function words of Hindi, Telugu and the other Indian languages (agent/tongues.py)
STOP |= NOT_TOPICS  # the postpositions and classifiers typed apart from their noun (agent/postpositions.py)

CASE_HEADS = frozenset("writ suit case matter appeal petition bail trial claim complaint revision application wp os "
                       "mukadma mukadme muqadma muqadme mamla mamle maamla maamle "
                       # the word for a case or a suit in the other languages, typed in Latin letters: Gujarati and
                       # Marathi, Bengali and Odia, Punjabi, Tamil, Telugu, Kannada, Malayalam, and "case" as spoken
                       "dava daava davo daavo khatla khatala mokoddoma mokaddoma mokoddama mokadama mamala mukaddma "
                       "mukaddama vazhakku valakku vazakku vyajyam vyaajyam prakarana prakaranam vyavaharam kes kesu "
                       "keshu kesulu".split())
WORD = re.compile(r"[a-z0-9]+")


def fold(text: str) -> str:
    text = plain_latin(text).lower()  # 'Agnès' is asked as 'agnes'; an Indic letter's nukta stays
    text = re.sub(r"\b([a-z])\.(?=[a-z]\b)", r"\1", text)  # d.d.a. -> dda.
    text = re.sub(r"'s\b|’s\b", "", text)
    return text


def tokens(text: str) -> list[str]:
    return list(_tokens(text))  # (a copy: callers may change it)


@lru_cache(maxsize=50_000)
def _tokens(text: str) -> tuple[str, ...]:
    return tuple(WORD.findall(fold(text)))
