"""A counsel's way, as a note marks it: the same thing done again ("again", "same line as before", "3rd time",
"every date") or the excuse given for time named (another court, illness, instructions awaited, not prepared, a job
lost, the client not come). Asked a counsel's pattern, such lines come before the one-off mentions of them, whatever
topic the question's words name: a lawyer asking "what does he do every time?" wants the thing done every time.

The excuses are the general vocabulary of a plea for time in the languages lawyers type (from knowledge of the
languages, not any practice's notes)."""

from __future__ import annotations

import re
from collections.abc import Callable

from tareekh.agent.judge_ways import repeated

# an excuse for time, named: instructions awaited (English, Hindi/Urdu nirdesh/hidayat, Telugu/Kannada suchana), not
# ready or prepared (taiyar nahi, tayari nahi, ready illa/ledu), unwell (bimar, tabiyat, fever, hospital, ajaari
# (Bengali/Assamese osukh/oxukh), udambu sari illa (Tamil), onts(u) baaga illa, vayya (Malayalam: not well)), away
# (out of station, abroad, bahar, videsh), in another court (High Court, sessions, another bench), a funeral or
# bereavement (not "death" or "marriage" alone: the facts of many a case), the client or the party not come, a job lost (berozgar, naukri gayi/chali gayi, no job,
# jobless, unemployed), the papers or the file not received
_EXCUSE = re.compile(
    r"\binstruct\w*|\binstr\b|\bnirdesh\w*|\bhidaa?yat\w*|\bsuchana\w*|\bnot\s+(?:ready|prepared)\b|\bunprepared\b|"
    r"\btaiyaa?r\s+nahi\w*|\btayaa?r\s+nahi\w*|\bready\s+(?:illa\w*|ledu|nahi\w*|nai|nei|nahin)\b|"
    r"\bunwell\b|\bnot\s+well\b|\bsick\b|\bill(?:ness)?\b|\bhospital\w*|\bbimaa?r\w*|\bbeemar\w*|\btabiy[ae]t\b|\bfever\b|"
    r"\bmedical\b|\bosukh\b|\boxukh\b|\budambu\b|\bvayya\b|\bout\s*of\s*station\b|\boutstation\b|\babroad\b|"
    r"\bvidesh\b|\bvides\b|\bhigh\s*court\b|\b(?:in|at)\s+(?:the\s+)?hc\b|\bsessions?\s+court\b|\bdivision\s+bench\b|\bengaged\b|"
    r"\bheld\s+up\b|\bbusy\b|\bbereavement\b|\bexpired\b|\bfuneral\b|"
    r"\bclient\s+(?:not|absent|did\s*n)|\bno\s+job\b|\bjobless\b|\blost\s+(?:his|her|the)?\s*job\b|\bunemploy\w*|"
    r"\bberoz?gaa?r\w*|\bnaukri\s+(?:nahi|chali|gayi|gai|chhut)\w*|\bfile\s+not\s+(?:received|come)\b|"
    r"\bnot\s+received\b|हाई\s*कोर्ट|बीमार|निर्देश|तैयार\s+नहीं|बेरोजगार|नौकरी", re.I)
# a line the note marks as the same again: "same line", "same excuse", "as before", "as last time", "Nth time"
_SAME_AGAIN = re.compile(r"\bsame\s+(?:line|excuse|story|reason|thing|plea|ground)\b|\bas\s+(?:before|last\s+time)\b|"
                         r"\b(?:\d|one|two|three|four|five)\s*(?:st|nd|rd|th)?\s+times?\b", re.I)


def marks_habit(text: str) -> bool:
    """The line says the counsel did it again or names the excuse given for time."""
    return repeated(text) or bool(_SAME_AGAIN.search(text)) or bool(_EXCUSE.search(text))


# a question about a counsel's excuses or delays: the time they sought is the topic, whatever words say so
# (and the other languages' word for an excuse: Bengali/Assamese ojuhat/ajuhat, Tamil saakku, Telugu saaku/saakulu,
# Kannada nepa, Nepali nihu, Marathi nimitta)
EXCUSE_ASKED = re.compile(r"\b(?:excuses?|bahan[aeu]\w*|bahaan[aeu]\w*|behan[aeu]\w*|kaa?ran(?:am|amu|a)?|karon|"
                          r"o[jz]uhat\w*|ajuhat\w*|saakk\w*|saaku\w*|nepa(?:da|vannu|gal\w*)?|nihu|nimitt\w*|"
                          r"reasons?|delay\w*|time|adjourn\w*|mudat|vaayida|vayida|taree?kh|(?:date|taree?kh|tarik)\s+l[aei]\w*)\b", re.I)


def excuse_named(text: str) -> bool:
    return bool(_EXCUSE.search(text))


def habit_first(topic: Callable[[str], float] | None) -> Callable[[str], float]:
    """How a line about the counsel ranks: the question's topic first (when it names one), then a line marking a
    habit or an excuse, then any line (each line about them keeps some weight, the newest of equal ones first)."""
    def score(line: str) -> float:
        got = topic(line) if topic is not None else 0.0
        return got + (0.75 if marks_habit(line) else 0.0) + 0.05
    return score


def excuse_asked(text: str) -> bool:
    """The question asks the excuses or reasons given for time ("ki bahane", "what excuses", "ojuhat")."""
    return bool(re.search(r"excuse|bahan|bahaan|behan|o[jz]uhat|ajuhat|saakk|saaku|\bnepa|\bnihu\b|\breasons?\b|"
                          r"\bkaa?ran", text, re.I)) and bool(EXCUSE_ASKED.search(text))


def excuse_near(rec: object, start: int, end: int) -> str | None:
    """The sentence of the record, nearest the adjournment read at start..end, that names an excuse for time."""
    from tareekh.events.text import sentences

    if rec is None:
        return None
    best: tuple[int, str] | None = None
    for s in sentences(getattr(rec, "text", "") or ""):
        if not _EXCUSE.search(s.text):
            continue
        far = 0 if s.start <= end and start <= s.end else min(abs(s.start - end), abs(start - s.end))
        if far <= 400 and (best is None or far < best[0]):
            best = (far, s.text)
    return best[1] if best else None
