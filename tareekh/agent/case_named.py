"""A word that names the matter is not the person asked about.

"What did <judge> say in the <surname> case?": the surname before the word for a case names the matter (its party,
its nickname), even when a counsel or a chat's writer bears the same surname. Wherever the question writes the word
only so — right before a word for a case, or with one linking word between ("<name> ka case", "<name>'s matter",
"<name> er mamla", "<name> vazhakku") — it is the case's name, and the speaker is someone else the question names
(the judge, a counsel by another name), or the case's own people when it names no one else.
"""

from __future__ import annotations

import re

from tareekh.agent.question_words import CASE_HEADS, STOP
from tareekh.registry.aliases import KIND_WORDS

# a linking word between a name and the word for its case: possessives and "wala" of the languages typed in Latin
# letters (Hindi/Urdu ka/ki/ke, wala; Punjabi da/di/de; Bengali/Assamese er/r; Odia ra/nka; Marathi cha/chi/che/chya;
# Gujarati no/ni/nu/na; Tamil oda/udaya; Telugu di/gari; Kannada avara/ra; Malayalam inte/nte; Mizo/Khasi/Nagamese
# write the name straight before it) and English "'s", "vs <party>" left aside
_LINK = frozenset("""
ka ki ke kaa kee wala wale wali vala vale vali walo valo da di de er ra nka cha chi che chya no ni nu na oda odu
udaya gari gaari garu di avara avaru inte nte ude the a an of
""".split())
_CASE = CASE_HEADS | frozenset(KIND_WORDS) | frozenset("cases matters suits appeals petitions writs".split())
_TOKEN = re.compile(r"[a-z0-9]+(?:['’]s)?")


def names_only_the_case(text: str, word: str) -> bool:
    """True when every place the question writes `word` is a case's name: the word for a case right after it, or
    after one linking word."""
    toks = _TOKEN.findall(text.lower())
    bare = [re.sub(r"['’]s$", "", t) for t in toks]
    places = [i for i, t in enumerate(bare) if t == word.lower()]
    if not places:
        return False
    for i in places:
        nxt = bare[i + 1: i + 3]
        if nxt and nxt[0] in _CASE:
            continue
        if len(nxt) == 2 and nxt[0] in _LINK and nxt[1] in _CASE:
            continue
        return False
    return True


_ENGLISH = frozenset(("the", "a", "an", "of"))
DESCRIBING_RUN = 3  # words before "[link] <case word>" read as the matter's description ("<place> <people> wala case")


def describing(text: str) -> set[str]:
    """The words of the runs that stand right before a case's word, or a linking word and a case's word ("<village>
    <farmers> wala case", "<client> ka appeal", "<party> complaint"): up to three words each, back to a question's break
    or another linking word. They say which matter is meant; in a briefing they narrow its story to no topic."""
    out: set[str] = set()
    for clause in re.split(r"[?.!,;:\n]", text.lower()):
        bare = [re.sub(r"['’]s$", "", t) for t in _TOKEN.findall(clause)]
        for i, t in enumerate(bare):
            if t not in _CASE or i == 0:
                continue
            # (English writes its description after "the"/"of": "what happened in the appeal" describes nothing)
            j = i - 1 if bare[i - 1] in _LINK - _ENGLISH else i
            run = []
            for w in reversed(bare[max(0, j - DESCRIBING_RUN):j]):
                if w in _LINK or w in _CASE:
                    break
                if w not in STOP:  # a word of the language between ("<party> ji wala"), no part of the description
                    run.append(w)
            out |= set(run)
    return out
