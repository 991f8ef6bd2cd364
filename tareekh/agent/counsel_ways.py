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
# (out of station, abroad, bahar, videsh), in another court (High Court, sessions, another bench), a death or a
# wedding in the family, the client or the party not come, a job lost (berozgar, naukri gayi/chali gayi, no job,
# jobless, unemployed), the papers or the file not received
_EXCUSE = re.compile(
    r"\binstruct\w*|\binstr\b|\bnirdesh\w*|\bhidaa?yat\w*|\bsuchana\w*|\bnot\s+(?:ready|prepared)\b|\bunprepared\b|"
    r"\btaiyaa?r\s+nahi\w*|\btayaa?r\s+nahi\w*|\bready\s+(?:illa\w*|ledu|nahi\w*|nai|nei|nahin)\b|"
    r"\bunwell\b|\bnot\s+well\b|\bsick\b|\bill(?:ness)?\b|\bhospital\w*|\bbimaa?r\w*|\bbeemar\w*|\btabiy[ae]t\b|\bfever\b|"
    r"\bmedical\b|\bosukh\b|\boxukh\b|\budambu\b|\bvayya\b|\bout\s*of\s*station\b|\boutstation\b|\babroad\b|"
    r"\bvidesh\b|\bvides\b|\bhigh\s*court\b|\bhc\b|\bsessions?\s+court\b|\bdivision\s+bench\b|\bengaged\b|"
    r"\bheld\s+up\b|\bbusy\b|\bbereavement\b|\bexpired\b|\bdeath\b|\bfuneral\b|\bmarriage\b|\bwedding\b|\bshaadi\b|"
    r"\bclient\s+(?:not|absent|did\s*n)|\bno\s+job\b|\bjobless\b|\blost\s+(?:his|her|the)?\s*job\b|\bunemploy\w*|"
    r"\bberoz?gaa?r\w*|\bnaukri\s+(?:nahi|chali|gayi|gai|chhut)\w*|\bfile\s+not\s+(?:received|come)\b|"
    r"\bnot\s+received\b|हाई\s*कोर्ट|बीमार|निर्देश|तैयार\s+नहीं|बेरोजगार|नौकरी", re.I)
# a line the note marks as the same again: "same line", "same excuse", "as before", "as last time", "Nth time"
_SAME_AGAIN = re.compile(r"\bsame\s+(?:line|excuse|story|reason|thing|plea|ground)\b|\bas\s+(?:before|last\s+time)\b|"
                         r"\b(?:\d|one|two|three|four|five)\s*(?:st|nd|rd|th)?\s+times?\b", re.I)


def marks_habit(text: str) -> bool:
    """The line says the counsel did it again or names the excuse given for time."""
    return repeated(text) or bool(_SAME_AGAIN.search(text)) or bool(_EXCUSE.search(text))


def excuse_named(text: str) -> bool:
    return bool(_EXCUSE.search(text))


def habit_first(topic: Callable[[str], float] | None) -> Callable[[str], float]:
    """How a line about the counsel ranks: the question's topic first (when it names one), then a line marking a
    habit or an excuse, then any line (each line about them keeps some weight, the newest of equal ones first)."""
    def score(line: str) -> float:
        got = topic(line) if topic is not None else 0.0
        return got + (0.75 if marks_habit(line) else 0.0) + 0.05
    return score
