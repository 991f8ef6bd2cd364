"""Case endings and clitics glued to a word with a hyphen ("<name>-ak", "reply-an", "HC-an", "<name>-r", "case-il",
"<name>-ke"): the word the question means, with the ending set apart or dropped.

Many Indian languages inflect a name or an English loan by an ending, and lawyers typing in Latin letters often
join it with a hyphen (Konkani "-an", "-ak", "-chem"; Odia and Assamese "-r", "-ra", "-re", "-t"; Bengali "-er",
"-ke"; Malayalam "-il", "-inte"; Hindi "-ne", "-ka"). An ending that is itself a word the reader knows ("-ka", "-ne",
"-an") is set apart as that word; one it does not know is dropped, but only when what is left is a word the
registry or the reader knows, so a hyphenated name ("<first>-<second>") is never cut.
"""

from __future__ import annotations

import re
from collections.abc import Callable

ENDING = 4  # the most letters of an ending glued with a hyphen ("-inte", "-chem", "-kade")
_GLUED = re.compile(rf"(?<![\w-])([A-Za-z]{{2,}})-([A-Za-z]{{1,{ENDING}}})(?![\w-])")


def unglued(text: str, known: Callable[[str], bool], word: Callable[[str], bool]) -> str:
    """`text` with each "<word>-<ending>" written as "<word> <ending>" (an ending `word` knows) or "<word>" (one it
    does not), where `known(<word>)` holds."""
    def one(m: re.Match[str]) -> str:
        stem, ending = m.group(1), m.group(2)
        if not known(stem.lower()):
            return m.group()
        if word(ending.lower()):
            return f"{stem} {ending}"
        return stem
    return _GLUED.sub(one, text)


# the particle a question closes on to ask "…, right?" ("… ho gayi thi na?", "… dise ne?", "… aachu illa?",
# "… ayindi kada?", "… aayitu alva?", "… kazhinju alle?"): Hindi, Urdu, Punjabi, Marathi, Bengali, Odia "na";
# Assamese and Gujarati "ne"; Telugu "kada"; Kannada "alva"; Tamil "illa", "illaya"; Malayalam "alle"
_TAG = re.compile(r"(?<=\w)[\s,]+(?:na|naa|ne|kada|kadaa|kadha|alva|allava|alle|illa|illaya)\s*(\?+)?\s*$", re.I)


# the same particle closing the first of two questions ("… admit ho gayi thi na? kis date ko?"), or set after the
# auxiliary that closes a clause with the clause's afterthought behind it ("… lag gaya tha na <names> pe?"): the
# auxiliaries of Hindi, Urdu and Punjabi (tha, thi, the, hai, hain, hoga, hogi, si, san), after which "na" is never
# the negation that comes before a verb
_TAG_INSIDE = re.compile(r"(?<=\w)[\s,]+(?:na|naa|ne|kada|kadaa|kadha|alva|allava|alle|illa|illaya)\s*(\?+)(?=\s*\w)", re.I)
_TAG_AFTER_AUX = re.compile(r"\b(tha|thi|the|hai|hain|hoga|hogi|si|san)[\s,]+na\b(?=[\s,]+\w)", re.I)


def without_tag(text: str) -> str:
    """The question without the particle it closes on to ask for agreement: it asks no thing of its own."""
    if len(re.findall(r"\w+", text)) > 3:
        text = _TAG_AFTER_AUX.sub(r"\1", _TAG_INSIDE.sub(lambda m: m.group(1), text))
    m = _TAG.search(text)
    if m is None or len(re.findall(r"\w+", text[: m.start()])) < 2:
        return text
    return text[: m.start()] + (m.group(1) or "")
