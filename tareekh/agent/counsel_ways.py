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
# bereavement (not "death" or "marriage" alone: the facts of many a case), a meeting (an officer's or a Government
# pleader's: at the Collectorate, with the department), the client or the party not come, a job lost (berozgar, naukri gayi/chali gayi, no job,
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
    r"\bnot\s+received\b|\bmeeting\b|हाई\s*कोर्ट|बीमार|निर्देश|तैयार\s+नहीं|बेरोजगार|नौकरी|मीटिंग", re.I)
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


# what the counsel did that the other side meets: a paper filed, handed up or served, a defence, a suggestion or a
# point put
_ACT = re.compile(r"\bfiled\b|\bfiles\b|\bhanded\s+(?:up|over|in)\b|\bserved\b|\bmoved\b|\btendered\b|"
                  r"\bput\s+in\b|\bdefen[cs]e\b|\bsuggest\w*|\bcontend\w*|\bobject(?:ed|s|ion)\b|\bargued\b|\bwants\b|"
                  r"\bprayed\b|\bpressed\b|\burged\b|\braised\b", re.I)
# and what makes it a tactic: done in court, late, at the last minute or the same day, not served before ("kadaisi
# nimisham", Tamil; "aakhri waqt", Hindi/Urdu: the last moment)
_TACTIC = re.compile(r"\bin\s+court\b|\blate\b|\blast[\s-]+minute\b|\bsame\s+day\b|\bnot\s+served\b|"
                     r"\bwithout\s+(?:notice|serving|a\s+copy)\b|\bbeyond\b|\bkadaisi\b|\baa?khi?ri\s+(?:waqt|samay)\b", re.I)
# a line that only lists who appeared or signed ("Counsel: Sd/- …", a cause list's "MR. <NAME> (R4)"): no act of theirs
_LISTED = re.compile(r"\bsd/-|\bcounsel\s*:|\bappear(?:ed|ing)\s+for\b", re.I)


def listed_only(line: str) -> bool:
    """The line only lists the counsel among those who appeared or signed (mostly capitals, a signature, an
    appearance) and marks no habit of theirs."""
    letters = [c for c in line if c.isalpha() and c.isascii()]
    shouted = len(letters) >= 30 and sum(c.isupper() for c in letters) > 0.6 * len(letters)
    return (shouted or bool(_LISTED.search(line))) and not marks_habit(line)


def habit_first(topic: Callable[[str], float] | None) -> Callable[[str], float]:
    """How a line about the counsel ranks: the question's topic first (when it names one), then a line marking a
    habit or an excuse, a paper they filed or handed up (more when in court, late or at the last minute), then any
    line (each line about them keeps some weight, the newest of equal ones first); a line that only lists them
    among those who appeared keeps none."""
    def score(line: str) -> float:
        got = topic(line) if topic is not None else 0.0
        if listed_only(line) and not got:
            return 0.0
        acted = 0.25 if _ACT.search(line) else 0.0
        acted += 0.25 if acted and _TACTIC.search(line) else 0.0
        return got + (0.75 if marks_habit(line) else 0.0) + acted + 0.05
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
