"""A yes or no asked, then its day asked apart: "bail mila kya? kab?", "dakhal mil gaya? kis din?", "stay
ichchara? eppudu?", "was the IA allowed? when?".

The question reader reads a closing word of asking ("kab", "eppudu", "kadhi") as asking what, and the whole as open;
but the clause before it asks yes or no, and the "when" (or "where") typed after it only asks the circumstance the
yes or no is answered with: its dated line. The question's kind is the first clause's.

The words of asking when or where are each language's closed class, read from the tables of agent/tongues*.py (every
language they hold, in Latin letters and in its own script), with the phrases that ask the day in so many words.
"""

from __future__ import annotations

import re

from tareekh.agent.tongues import LANGUAGES, role

# the day asked in words ("kis din", "which date", "konya divashi"): the Indo-Aryan "which" before day or date
_DAY_ASKED = (r"(?:on\s+)?(?:which|what)\s+(?:day|date)|kis\s+(?:din|tarikh|tareekh|taarikh|date)|"
              r"kon(?:ya|tya|ta|to|ti|si|se|sa|e)?\s+(?:divashi|divshi|divas|tarkhela|tarikhla|tarikhe|din|date|tarikh)|"
              r"kaun\s*(?:si|se|sa)\s+(?:din|tarikh|tareekh|date)|kis\s+roj|kon\s+din|kun\s+din|kon\s+tarikhe|"
              r"ye(?:\s+)?(?:ppudu|nni)\s+tedi|ethu\s+(?:date|theedhi|thedhi|divasam)|yaava\s+(?:dina|date)")


def _circumstance_words() -> list[str]:
    """Every table's words for "when" and "where", less a word another language reads otherwise (the script's "কত":
    Assamese "where", Bengali "how much")."""
    out: set[str] = set()
    for roles in LANGUAGES.values():
        for asked in ("when", "where"):
            out.update(w.replace("_", " ") for w in roles.get(asked, "").split() if not w.endswith("*"))
    out = {w for w in out if role(w) in ("when", "where", "typed") or (role(w) is None and _only_circumstance(w))}
    out.update(("when", "where", "kab", "kahan", "kahaan"))
    return sorted(out, key=len, reverse=True)


def _only_circumstance(word: str) -> bool:
    """No table gives the word a role other than "when" or "where"."""
    return all(word not in entries.replace("_", " ").split() for roles in LANGUAGES.values()
               for asked, entries in roles.items() if asked not in ("when", "where"))


# the Latin forms of "who" and "by whom" of languages whose table holds them only in their script, or under another
# reading, said alone after the yes or no ("jobanbondi hoye gechhe? ke?", "… hoise? kone?", "… thayu? kon?"): Bengali
# "ke" "kara" "ke ke", Assamese "kon" "kone" "kune", Gujarati "kon" "kone" "kaun", English "who" "by whom" "whom"
_WHO_ALONE = ("ke", "kara", "ke ke", "kon", "kone", "kune", "kaun", "who", "by whom", "whom")


def _who_words() -> list[str]:
    """Every table's words for "who" and "by whom" (the person a yes or no is answered with: "appoint aachaa?
    yaaru?", "stay mila? kisne?"), in Latin letters and each script; asked alone, the line that answers the yes or no
    names its person."""
    out = {w.replace("_", " ") for roles in LANGUAGES.values() for asked in ("who", "by_whom")
           for w in roles.get(asked, "").split() if not w.endswith("*")}
    return sorted(out | set(_WHO_ALONE), key=len, reverse=True)


_WORDS = "|".join(re.escape(w) for w in sorted(set(_circumstance_words()) | set(_who_words()), key=len, reverse=True))


def _detail_words() -> list[str]:
    """Every table's words that ask how much, how many or which (a detail a yes or no is answered with: "koto,
    kobe?", "kitna aur kab?"), less a word another language reads otherwise."""
    out: set[str] = set()
    for roles in LANGUAGES.values():
        for asked in ("how_much", "how_many", "how_many_f", "which", "which_f", "which_pl"):
            out.update(w.replace("_", " ") for w in roles.get(asked, "").split() if not w.endswith("*"))
    out = {w for w in out if role(w) in ("how_much", "how_many", "how_many_f", "which", "which_f", "which_pl", "typed")}
    out.update(("how much", "how many", "kitna", "kitni", "kitne"))
    return sorted(out, key=len, reverse=True)


_DETAIL = "|".join(re.escape(w) for w in _detail_words())
# the first clause closed by "?" or ",", then nothing but the word of asking (with "and", "aur", "and then"), and
# after it at most a few words that only re-ask the act ("kis date ko?", "kis din order hua?", "which date was it?")
_TRAILING = re.compile(
    rf"^(?P<head>.*?\S)\s*[?,;]\s*(?:(?:{_DETAIL})\s*(?:[,;]\s*|(?:and|aur|ani|mattu|matte|pinne|o|ar|aar|ba)\s+))?"
    rf"(?:(?:and|aur|ani|mattu|matte|pinne|o)\s+)?(?:{_DAY_ASKED}|{_WORDS})"
    r"(?P<tail>(?:\s+[^\W\d_]+){0,4})\s*[?.!]*\s*$", re.I)
# the roles of the words that may follow the "when" and ask nothing more: the act's verb (happened, gave, got, did,
# came, …), the auxiliary (was, is) and the postposition ("kis date ko", "konya divashi la") of every table
_RE_ASKING_ROLES = frozenset("happened happened_f gave paid did filed came took got was was_f were is will_be to in "
                             "from link".split())
# the court's names for what is passed on the day asked ("kis din order hua?": the order the yes or no is of)
_PASSED = frozenset("order orders judgment judgement decree faisla faisala hukum hukm aadesh adesh passed pass "
                    "it was did it".split())


def _re_asking_words() -> frozenset[str]:
    """Every table's words of the roles that only re-ask the act, in Latin letters and in each script."""
    out: set[str] = set()
    for roles in LANGUAGES.values():
        for asked in _RE_ASKING_ROLES:
            out.update(w.lower() for w in roles.get(asked, "").split() if not w.endswith("*"))
    return frozenset(out)


_RE_ASKING = _re_asking_words()


def asked_before_when(text: str) -> str | None:
    """The clause before a closing "when?" or "where?" asked apart ("X mila kya? kab?" -> "X mila kya?"); None when
    the question does not close so."""
    m = _TRAILING.match(text)
    if m is None:
        return None
    tail = m.group("tail").lower().split()
    if any(w not in _RE_ASKING and w not in _PASSED for w in tail):
        return None  # "… ? kab next date hai?": another thing asked after the "when"
    head = m.group("head").rstrip(" ,;")
    if not re.search(r"[^\W\d_]{2,}", head):
        return None
    return head + "?"
