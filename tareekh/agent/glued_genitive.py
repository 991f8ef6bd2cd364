"""The genitive endings the Indian languages glue to a name ("<name>inte vakkeel", "<name>oda lawyer",
"<name>avara vakeelaru", "<name>gari lawyer", "<name>er ukil", "<name>cha vakil", "<name>no vakil"): the name's
owner read off a word typed whole.

A lawyer typing in Latin letters writes a party's name with its case ending joined to it, and a word for a lawyer
after it means THAT party's counsel. Hindi, Urdu and Punjabi type the possessive apart ("<name> ka / ke / ki",
"<name> da / di / de") and agent/party_counsel.py reads those as a link between the name and the lawyer; the
languages below glue it, and the name is found only when the ending is set off. The class is closed: each
language's genitive (possessive) case endings, in the forms a name takes them after a consonant and after a vowel,
from general knowledge of the grammar; no name, no word of any one practice's questions.

An ending is set off only when what stays is a word the caller knows as a name (`known`), so a name that merely
ends in the letters of an ending ("…nath", "…dar") is never cut into another.
"""

from __future__ import annotations

from collections.abc import Callable

# language -> its genitive endings glued to a name, in Latin letters (the forms after a consonant, after a vowel,
# and with the honour a name carries glued in between: Kannada "-avara", Odia "-nka", Marathi "-ancha")
GENITIVE_ENDINGS: dict[str, str] = {
    # "<name>inte", "<name>nte" (a name ending in -n: "<…an>te"), "<name>nde", "<name>yude", "<name>ude",
    # "<name>vinte" (a name ending in -u)
    "malayalam": "inte nte nde inde te de yude ude vinte yinte vinde",
    # "<name>oda", "<name>ooda", "<name>yoda", "<name>voda", "<name>udaya", "<name>udaiya", "<name>in", "<name>oda"
    "tamil": "oda ooda yoda voda odaya udaya udaiya yudaya vudaya in yin vin udai",
    # "<name>ina", "<name>na", "<name>da" (a name ending in -a), "<name>ra", "<name>avara", "<name>yavara"
    "kannada": "ina na da ra avara yavara ara",
    # "<name>gari", "<name>gaari", "<name>di", "<name>yokka"
    "telugu": "gari gaari di yokka",
    # "<name>er", "<name>r" (after a vowel), "<name>yer", "<name>der" (plural)
    "bengali": "er r yer der",
    # "<name>or", "<name>r", "<name>ar"
    "assamese": "or r ar",
    # "<name>ra", "<name>ara", "<name>nka", "<name>nkara" (honour)
    "odia": "ra ara nka nkara",
    # "<name>cha", "<name>chi", "<name>che", "<name>chya", "<name>ancha", "<name>anchi", "<name>anche",
    # "<name>anchya" (honour), "<name>acha", "<name>achi", "<name>ache", "<name>achya"
    "marathi": "cha chi che chya ancha anchi anche anchya acha achi ache achya",
    # "<name>cho", "<name>chem", "<name>achem", "<name>acho"
    "konkani": "cho chem acho achem achi",
    # "<name>no", "<name>ni", "<name>nu", "<name>na", "<name>bhaina" is an honour then "-na"
    "gujarati": "no ni nu na",
    # "<name>ko", "<name>ki" (Nepali types the postposition "ko" glued as often as apart)
    "nepali": "ko ki ka",
    # "<name>ka", "<name>ki", "<name>ke" glued in haste; "<name>da", "<name>di", "<name>de"
    "hindi": "ka ki ke",
    "punjabi": "da di de",
    # "<name>s" of English typed without its apostrophe
    "english": "s",
}
ENDINGS: tuple[str, ...] = tuple(sorted({e for ws in GENITIVE_ENDINGS.values() for e in ws.split()},
                                        key=len, reverse=True))
MIN_NAME = 4  # the fewest letters a name keeps once its ending is set off (a short stem begins too many words)


def owner(word: str, known: Callable[[str], bool]) -> str | None:
    """The name `word` is, with a genitive ending glued to it, when `known` holds for what stays: the longest
    ending first; None when the word is known whole or no ending leaves a known name."""
    if not word.isalpha() or known(word):
        return None
    for end in ENDINGS:
        stem = word[: -len(end)]
        if word.endswith(end) and len(stem) >= MIN_NAME and known(stem):
            return stem
    return None
