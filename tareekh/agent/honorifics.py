"""A name with the honorific or kinship word a lawyer says with it, glued on or set apart: "Mohantyda", "Kokila ben",
"Raoji", "Sureshbhau", "Lathaamma", "Iyeravaru". The registry holds the name one way ("Hansaben Shah", "Jeevan
Parmar"); the question types it the other. Before the question is read, a word that is a registry name with an
honorific glued to it is written as the name and the honorific apart, and a name and an honorific typed apart that
the registry holds as one word are written as that word, so the name is the registry's whether or not the
question's first letter is a capital.

The honorifics and kinship words of address of the Indian languages, from general knowledge of them: Hindi and
Urdu, Punjabi, Gujarati, Marathi, Bengali and Assamese, Odia, Tamil, Telugu, Kannada, Malayalam.
"""

from __future__ import annotations

import re

from tareekh.agent.plain_words import is_english

HONORIFIC_ENDINGS = tuple(sorted(set("""
ji jee sahab saheb sahib saab sab bhai bhaiya bhaiyya bhayya bhau ben behn behen bai bibi begum mian miyan
chacha chachi mama mami kaka kaki mausi masi nana nani dada dadi didi da di paaji pajji veerji bauji bhabhi vahini
tai mai aai aaji ajoba ajji anna akka amma appa ayya thatha paati garu gaaru avaru avargal anni annan thambi
chettan chettai chechi ettan ikka itha umma babu kaku jethu mashi pishi bou boudi nanu bapa bhauja ba bapu
sir madam maam
""".split()), key=len, reverse=True))
# … and said apart after a name, a title of address the ear hears as the name's, never a word of what the matter is
# about ("<surname> seth ra suit", "<name> uncle ka case"): the trader's "seth"/"sheth"/"shet", the English
# "uncle"/"aunty" clients are called by
WORDS_OF_ADDRESS = frozenset(HONORIFIC_ENDINGS) | frozenset("seth sethji sheth shethji shet shetji uncle aunty auntie".split())
_SHORT_ENDINGS = frozenset({"da", "di", "ji", "ba"})  # glued to a short name they make too many words ("radha", "madhi")
MIN_NAME = 3
# the honorifics a registry name carries glued on in the west ("<name>bhai", "<name>ben", "<name>bai", "<name>tai")
# that a lawyer drops when typing the name bare, and the fewest letters of a bare name so read (not the short "da",
# "di", "ji", "ba", which end too many given names and surnames)
_BARE_HELD = ("bhai", "behn", "bhau", "ben", "bai", "tai")
_BARE_MIN = 4


def _known(word: str, vocab) -> bool:
    return word in vocab


def honorifics_apart(text: str, vocab) -> str:
    """`text` with each word that is a registry name plus a glued honorific written as the two, and each name
    typed apart from an honorific that the registry holds as one word written as that word (module doc). `vocab`:
    the registry's name words (lower case)."""
    if not vocab:
        return text

    def split(m: re.Match) -> str:
        word = m.group()
        low = word.lower()
        if _known(low, vocab) or is_english(low):
            return word
        for end in HONORIFIC_ENDINGS:
            name = low[: -len(end)]
            if low.endswith(end) and len(name) >= MIN_NAME + (end in _SHORT_ENDINGS) and _known(name, vocab):
                return f"{word[: len(name)]} {word[len(name):]}"
        return word

    text = re.sub(r"(?<![\w'’])[A-Za-z]{5,}(?![\w'’])", split, text)

    def join(m: re.Match) -> str:
        name, end = m.group(1), m.group(2)
        if _known(name.lower(), vocab):
            return m.group()
        if _known((name + end).lower(), vocab):
            return name + end
        # the registry holds the name with another honorific glued on ("<name>ben" typed "<name> ba", "<name>bhai"
        # typed "<name> bhau"): the one person so held is the one called
        held = {name.lower() + e for e in HONORIFIC_ENDINGS if _known(name.lower() + e, vocab)}
        return held.pop() if len(held) == 1 else m.group()

    pattern = r"(?<![\w'’])([A-Za-z]{%d,})[\s-]+(%s)(?![\w'’])" % (MIN_NAME, "|".join(HONORIFIC_ENDINGS))
    text = re.sub(pattern, join, text, flags=re.I)

    def held_with(m: re.Match) -> str:
        # the bare name of one the registry holds only with an honorific glued on ("<name>bhai", "<name>ben",
        # "<name>rao"-less "<name>da"): a lawyer says "<name>" for the registry's "<name>bhai" — the one person so held
        word = m.group()
        low = word.lower()
        if _known(low, vocab) or is_english(low):
            return word
        held = {low + e for e in _BARE_HELD if _known(low + e, vocab)}
        return held.pop() if len(held) == 1 else word

    return re.sub(r"(?<![\w'’])[A-Za-z]{%d,}(?![\w'’])" % _BARE_MIN, held_with, text)


def bare_of_honorific(word: str) -> str:
    """The name of a registry word held with an honorific glued on ("<name>bhai" -> "<name>"), '' for any other."""
    low = word.lower()
    for end in _BARE_HELD:
        if low.endswith(end) and len(low) - len(end) >= _BARE_MIN:
            return word[: len(word) - len(end)]
    return ""
