"""The name a question writes beside a witness's number: "PW2 <given> <surname> ne kya kaha?", "DW-1 <name>'s cross".

Notes write a witness with their number and then their name ("PW2 <name> (co-passenger) deposed …"), and a lawyer
asks the same way. Those words name the witness: a case, a counsel or a judge who shares one of them ("<surname>
cheque case", "Adv. <given> <surname>") is not what is asked.
"""

from __future__ import annotations

import re
from typing import Callable

# the number of a witness as any court writes it: PW, DW, CW, AW, RW (and NAW, the non-applicant's), with or without
# dots, a hyphen or a space
_LABEL = re.compile(r"(?<![A-Za-z])(?:NA|[PDCARWM])\.?\s?W\.?\s?-?\s?\d{1,2}(?!\d)\s*[-:,(]?\s*", re.I)
# the words of a witness's account, which end a name written after the number
_ACCOUNT = re.compile(r"(?:bayaa?n|gawahi|gavahi|sakshya|statement|deposition|evidence|testimony|affidavit)$", re.I)
# the words of a case: the words before them name the case, not the witness ("PW2 <name> case me …")
_CASE = re.compile(r"(?:case|matter|suit|appeal|petition|claim|wala|wale|wali|vs|versus)$", re.I)
# a name of one to three words, each a word of letters
_WORD = re.compile(r"([A-Za-z][A-Za-z'.]*[A-Za-z]|[A-Za-z]{2,})\s*")


def witness_named(text: str, known: Callable[[str], bool]) -> list[str]:
    """The words of the name typed right after a witness's number ("PW2 <given> <surname> ne …"), lowercased;
    [] when none follows it or the words after it name the case ("PW2 <name> case me …"). `known` says whether a
    word is one the reader knows as no name (a particle, a verb, a law word)."""
    m = _LABEL.search(text)
    if m is None:
        return []
    words: list[str] = []
    pos = m.end()
    while len(words) < 3:
        w = _WORD.match(text, pos)
        if w is None:
            break
        word = w.group(1).lower().strip(".'")
        if _CASE.match(word):
            return []  # "PW2 <name> case me": the words name the case the witness is of
        if len(word) < 3 or known(word) or _ACCOUNT.match(word):
            break
        words.append(word)
        pos = w.end()
    after = _WORD.match(text, pos)
    if after is not None and _CASE.match(after.group(1).lower()):
        return []  # "PW2 <name> <party> case me": the name runs into the case's, which no rule can cut apart
    return words


def without_witness_name(text: str, known: Callable[[str], bool]) -> str:
    """The question with the name typed after a witness's number blanked: what is left names the matter, if anything."""
    words = witness_named(text, known)
    for w in words:
        text = re.sub(rf"\b{re.escape(w)}\b", " ", text, count=1, flags=re.I)
    return text
