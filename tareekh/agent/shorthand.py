"""A question typed in a hurry, written out in full: the law's and the chat's short forms ("NDOH", "next dt",
"opp side", "no. of"), words typed without their vowels ("wht hppnd", "adjrnmt", "krna") and one-letter slips
("adjornment", "hearnig") become the words the question reader knows before it reads the question.

Only words the reader does not know are touched, and never a name the registry holds or one typed with a capital
inside the sentence: a hurried word is rewritten to a word of the reader's vocabulary only when exactly one such
word fits it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from rapidfuzz.distance import OSA

# Short forms of Indian court practice and of phone typing, each written out. Generic usage, not any one
# practice's: a diary's "NDOH", the cause list's "dt", the chat's "pls", "abt", "b4".
ABBREVIATIONS: dict[str, str] = {
    "ndoh": "next date of hearing", "nxtdt": "next date", "doh": "date of hearing", "dt": "date", "dtd": "dated",
    "hrg": "hearing", "adj": "adjournment", "adjd": "adjourned", "adjn": "adjournment", "adjns": "adjournments",
    "adv": "advocate", "advs": "advocates", "opp": "opposite", "oppn": "opposite", "amt": "amount",
    "xxn": "cross-examination", "w/s": "written statement",
    "pls": "please", "plz": "please", "abt": "about", "wrt": "about", "b4": "before", "bfr": "before",
    "coz": "because", "bcoz": "because", "bcz": "because", "tmrw": "tomorrow", "tmrrw": "tomorrow",
    "tdy": "today", "yday": "yesterday", "yr": "year", "yrs": "years", "wk": "week", "wks": "weeks",
    "mnth": "month", "mnths": "months", "stmt": "statement", "govt": "government", "mgmt": "management", "mgt": "management", "dept": "department",
    "deptt": "department", "corpn": "corporation", "reqd": "required", "info": "information",
    "kb": "kab", "kl": "kal", "nhi": "nahi", "h": "hai", "hn": "hain",
}
# The law's and the courtroom's words a hurried question leaves vowels out of or misspells, beside the question
# reader's own vocabulary.
LAW_WORDS = frozenset("""
adjournment adjournments adjourned hearing hearings happened happen judgment judgement judge judges order orders
ordered witness witnesses evidence argument arguments affidavit petition petitioner application counsel advocate
client plaintiff defendant respondent complainant accused appellant commissioner receiver report statement
examination cross chief interim injunction deposit deposited costs payment paid undertaking undertook filed filing
listed pending status amount maintenance compensation warrant warrants summons notice served service vakalat
decree execution appeal revision settlement mediation compromise withdrawn dismissed allowed granted rejected
reserved pronounced disposed stayed exhibit exhibits marked document documents certified limitation condonation
admission admissions admitted issued bail anticipatory custody remand charge charges framed issues trial next last
previous what when where which why happened tomorrow yesterday today week month months year please about before
after number times against between regarding without court date dates reply rejoinder counter written instalment
instalments registry registered sought seeking taken total conditions proceedings previous month hearing karna
karni batao bataiye nahi kab kal kitni kitne kitna kaun
""".split())
# "no. of times", "no of adjournments": the number of
_NUMBER_OF = re.compile(r"\bno\.?\s+of\b", re.I)
# "where r we", "what r the costs", "did u file": the chat's one-letter words, only where a question word or a
# pronoun stands beside them (a lone "R" elsewhere is an initial of a name)
_ARE = re.compile(r"\b(where|what|how|when|who|which|why)\s+r\b(?!\.)", re.I)
_YOU = re.compile(r"\b(did|do|have|can|could|will|would|should|are|r)\s+u\b(?![./])", re.I)
_TOKEN = re.compile(r"[A-Za-z][A-Za-z/]*")
_VOWELS = set("aeiou")
SHORTEST = 3  # a shorter word is too many words' skeleton


def _dropped(typed: str, word: str) -> tuple[int, int] | None:
    """(vowels, consonants) the typed word leaves out of the word, when it is the word with letters left out (its
    first letter kept); None when it is not."""
    if typed[0] != word[0] or len(typed) >= len(word):
        return None
    i = 0
    vowels = consonants = 0
    for ch in word:
        if i < len(typed) and typed[i] == ch:
            i += 1
        elif ch in _VOWELS:
            vowels += 1
        else:
            consonants += 1
    return (vowels, consonants) if i == len(typed) else None


def _without_vowels(typed: str, vocabulary: Iterable[str]) -> str | None:
    """The one word of the vocabulary the typed word is with its vowels (and at most a letter or two more) left out:
    "hppnd" happened, "adjrnmts" adjournments, "krna" karna."""
    # the hurried form keeps no vowel inside the word ("krna" may keep its last): "want", "copy", "der" are words
    if len(typed) < SHORTEST or any(ch in _VOWELS for ch in typed[1:-1]):
        return None
    best: list[tuple[tuple[int, int], str]] = []
    for word in vocabulary:
        got = _dropped(typed, word)
        if got is None:
            continue
        vowels, consonants = got
        if vowels == 0 or consonants > (1 if len(typed) >= 5 else 0):
            continue
        best.append(((consonants, vowels + consonants), word))
    if not best:
        return None
    best.sort()
    if len(best) > 1 and best[0][0] == best[1][0]:
        return None  # two words fit as well: not for this reader to choose
    return best[0][1]


def _slip(typed: str, vocabulary: Iterable[str]) -> str | None:
    """The one word of the vocabulary a longer typed word is one slip from (a letter missed, added, changed or two
    swapped): "adjornment", "hearnig"."""
    # a shorter word one letter from a law's word is as often a word of its own ("remind", "remand")
    if len(typed) < 7:
        return None
    found = {w for w in vocabulary if len(w) >= 7 and w[0] == typed[0] and abs(len(w) - len(typed)) <= 1
             and OSA.distance(typed, w, score_cutoff=1) <= 1
             # "clients" is the plural and "issued" another form of "issues", not a slip: a slip is inside the word
             and not (typed.startswith(w) or w.startswith(typed) or typed[:-1] == w[:-1])}
    return found.pop() if len(found) == 1 else None


def written_out(text: str, vocabulary: frozenset[str] | set[str], known: Callable[[str], bool]) -> str:
    """The question with its short forms, vowel-less words and slips written out; every other word as typed.
    `vocabulary` holds the reader's words (lower case); `known(word)` is true for a name the registry holds."""
    text = _NUMBER_OF.sub("number of", text)
    text = _ARE.sub(lambda m: f"{m.group(1)} are", text)
    text = _YOU.sub(lambda m: f"{m.group(1)} you", text)
    # hurried forms are read as words of the law, never as another word of the reader's languages ("chestada" is
    # a verb of its own, not a slip of "chesada")
    words = [w for w in LAW_WORDS if len(w) >= SHORTEST]

    def one(m: re.Match[str]) -> str:
        typed = m.group()
        low = typed.lower()
        if low in vocabulary or known(low):
            return typed
        if low in ABBREVIATIONS:
            return ABBREVIATIONS[low]
        if "/" in low or not low.isalpha():
            return typed
        # a capital inside the sentence marks a name, or a court's or a statute's letters ("CRP", "NBW")
        starts = m.start() == 0 or re.search(r"[.?!\n]\s*$", text[: m.start()]) is not None
        if typed[0].isupper() and not starts:
            return typed
        full = _without_vowels(low, words) or _slip(low, words)
        if full and not full.startswith(low) and len(low) >= 4 and any(w.startswith(low) for w in words):
            return typed  # "appl": the first letters of "application" as typed, not "appeal" without its vowels
        return full or typed

    return _TOKEN.sub(one, text)
