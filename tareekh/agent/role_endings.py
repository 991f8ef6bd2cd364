"""A word for a lawyer with an honour or a case ending glued to it ("vakilji", "vakeelgaru", "vakkeelinte",
"vakilanmule", "vakeelara jothe", "ukiler", "vakkilaal"): the word for a lawyer it is.

Lawyers typing in Latin letters glue to the role word what their language puts after a noun: an honour, a plural,
a case ending or a postposition ("because of", "from", "by", "for", "with"). Read whole, such a word is a thing the
notes must hold ("no note says vakilanmule"); read as the role word, the question asks of the counsel. Each class is
closed, from general knowledge of each language's grammar; no name, no word of any one practice's questions.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tareekh.agent.plain_words import LAWYER_WORDS

# what a speaker glues to a role word to honour or count the person ("vakilji", "vakeelru", "vakeelgaru",
# "vakilsaab", "ukilbabu", "vakeelaru", "vakkeelmar", "ukilra"): Hindi, Urdu, Punjabi, Gujarati "ji", "saab",
# "sahab", "bhai"; Kannada "ru", "aru", "avaru", "galu"; Telugu "garu", "gaaru", "lu"; Tamil "avargal", "ar";
# Malayalam "mar"; Bengali and Assamese "babu", "ra", "der"; Marathi "saheb", "rao"; Odia "babu", "nka"
_GLUED_TO_ROLE = tuple(sorted(set("""ji jee saab sahab saheb sahib bhai ru aru avaru avru galu garu gaaru lu avargal
ar mar maar babu ra der rao nka ke""".split()), key=len, reverse=True))
# the case endings a speaker glues to a role word, after an honour or alone ("vakeelara jothe" "with the lawyer",
# "vakeelarige", "vakeelgaritho", "vakkilukku", "vakeelinte", "ukiler", "vakilanchi"): Kannada "a", "ara", "ige",
# "annu", "anna", "inda", "alli", "ge", "na"; Telugu "gari", "ki", "ni", "tho", "lo", "ku"; Tamil "ukku", "ai",
# "idam", "oda", "odu", "udan", "in", "kitta"; Malayalam "inte", "nte", "ude", "inu", "ine", "ode", "kku", "umaayi";
# Bengali, Assamese, Odia "er", "or", "ke", "ok", "re", "ku", "nku"; Marathi "cha", "chi", "che", "la", "na",
# "anchi", "ancha", "sathi"; Gujarati "no", "ni", "nu", "ne"; Punjabi "da", "di", "de"; Hindi, Urdu "ka", "ki",
# "ko", "on" ("vakilon"); the postpositions glued as often: Marathi "mule" (because of), "kadun", "kade", "ne";
# Gujarati "thi", "mate", "ne"; Tamil "aal" (by); Malayalam "inaal"; Kannada "inda", "ninda", "indaagi"; Telugu "valla";
# Odia "dwara"
_CASE_ON_ROLE = tuple(sorted(set("""a ara ige annu anna inda alli ge na gari ki ni tho lo ku ukku ai idam oda odu udan
in kitta inte nte ude inu ine ode kku umaayi er or ke ok re nku cha chi che la anchi ancha sathi no nu ne da di de ka
ko on mule kadun kade ne thi mate aal inaal idam nda ninda indaagi valla dwara""".split()), key=len, reverse=True))
# an honour as it stands before a case ending ("garu" -> "gari-tho", "aru" -> "ara-lli", "avaru" -> "avara-jothe")
_HONOUR_BEFORE_CASE = _GLUED_TO_ROLE + ("gari", "gaari", "ara", "avara", "gala")
# the plural oblique a postposition follows ("vakil-an-mule", "vakil-an-kade", "vakil-on-ki")
_PLURAL_BEFORE_CASE = ("an", "aan", "on", "ang", "anna", "ar", "er", "gal", "galu", "kal", "mar", "lu")


def lawyer_word_of(word: str) -> str | None:
    """The word for a lawyer `word` is, with an honour, a case ending, or an honour or plural and then a case ending
    glued to it; None for any other word (and for the role word itself)."""
    for end in _GLUED_TO_ROLE + _CASE_ON_ROLE:
        if not word.endswith(end) or len(word) <= len(end):
            continue
        stem = word[: -len(end)]
        if stem in LAWYER_WORDS:
            return stem
        for e in _HONOUR_BEFORE_CASE + _PLURAL_BEFORE_CASE:
            if stem.endswith(e) and stem[: -len(e)] in LAWYER_WORDS:
                return stem[: -len(e)]
    return None


_WORD = re.compile(r"(?<![\w-])[A-Za-z]{6,}(?![\w-])")


def role_words_apart(text: str, known: Callable[[str], bool]) -> str:
    """`text` with each word for a lawyer that carries a glued honour or case ending written as the word alone
    ("kulkarni vakilanmule … kiti vela" is "kulkarni vakil … kiti vela"); a word `known` holds is kept."""
    def one(m: re.Match[str]) -> str:
        low = m.group().lower()
        if known(low):
            return m.group()
        return lawyer_word_of(low) or m.group()
    return _WORD.sub(one, text)
