"""A line that only says the judge did the same as always ("same as always with <judge>", "as usual", "wahi purana",
"adhe thaan"), written after the line that says what was done: the habit is the line before it. A chat's reply, a
note's afterthought, is how a lawyer marks a habit as often as by writing "again" in the line itself.

The "same" words are the general vocabulary of the languages (from knowledge of the languages, not any practice's
notes): English same/usual/always, Hindi/Urdu wahi/vahi/wohi/wahi purana/same hi, Punjabi ohi/uhi, Gujarati ej,
Marathi tech/tasach, Bengali/Assamese/Odia sei/sehi/ekei/eke, Tamil adhe/athe/adhey, Telugu ade/adhe, Kannada
ade/adhe, Malayalam athe/athu thanne, Nepali uhi/tehi, Konkani tench."""

from __future__ import annotations

import re

from tareekh.agent.judge_ways import repeated

_SAME = re.compile(
    r"\b(?:same|usual|always|habit|typical|classic|wahi|vahi|wohi|vohi|ohi|uhi|ej|tech|tasach|sei|sehi|ekei|eke|"
    r"adhe|adhey|athe|athey|ade|tehi|tench|thanne|dhaan|than)\b|वही|ওই|সেই|அதே|అదే|ಅದೇ|അതേ", re.I)
# a chat line's time and writer, a list mark: not words of the remark
_LEAD = re.compile(r"^\s*(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\s*[-–]?\s*)?(?:[^:]{1,30}:\s+)?", re.I)
MOST_WORDS = 7  # a line of more words says something of its own


def bare_habit(text: str, name_words: set[str]) -> bool:
    """The line marks a habit ("same as always with <judge>", "as usual") and says nothing else: few words beside
    the judge's name and the marking words."""
    if not (repeated(text) or _SAME.search(text)):
        return False
    body = _LEAD.sub("", text, count=1)
    words = [w for w in re.findall(r"\w+", body.lower()) if w not in name_words]
    return 0 < len(words) <= MOST_WORDS and bool(_SAME.search(body))
