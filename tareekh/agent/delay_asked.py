"""How long a paper or step was put off in one matter: "WS dene me kitna latkaya?", "how much did they delay the
reply?", "ketlu modu karyu jawab ma?".

"How much" with a word of delay asks no sum: the answer is the times time was sought for the thing asked, each day
with its line (a last chance, the costs it drew), and the day the thing finally came. The thing is the question's
own word that the matter's lines of time sought hold ("WS ke liye mohlat mange"); the day it came is the first later
line that holds the word and neither seeks time nor says it was not done.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.delay_words import DELAY
from tareekh.agent.layout import human_date
from tareekh.agent.question_words import STOP, tokens
from tareekh.agent.side_excuses import _TIME_ASKED
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# "how much" in the languages' words (never the thing put off)
_HOW_MUCH = frozenset("kitna kitni kitne how much long kinna kinni ketlu ketla kiti kitti koto kete kiman evvalavu evlo "
                      "enta entha eshtu ethra".split())
# a line saying the thing is not yet in: not, nahi, and in the languages' words and scripts
_NOT_YET = re.compile(r"\bnot\b|\bnahi\b|\bnahin\b|\bnai\b|\bnever\b|\byet\s+to\b|\bnaahi\b|\bnathi\b|\bledu\b|"
                      r"\billa[iy]?\b|\bhoyni\b|नहीं|नाही|নেই|ਨਹੀਂ|નથી|ନାହିଁ|లేదు|இல்லை|ಇಲ್ಲ|ഇല്ല|نہیں", re.I)
_MAX = 160


def _thing_words(text: str) -> list[str]:
    """The question's words that may name the thing put off: not its stop words, its "how much" or its delay."""
    return [w for w in tokens(text) if w not in STOP and w not in _HOW_MUCH and not DELAY.fullmatch(w)
            and not _TIME_ASKED.fullmatch(w) and len(w) >= 2]


def _holds(word: str, text: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.I) is not None


def _sought(rec: RecordRef, thing: list[str]) -> str | None:
    """The record's words seeking time for the thing: the sentence that seeks it (with the one before when that one
    names the thing) and the one after, which tells the costs or last chance it drew; none when no sentence seeking
    time names the thing or follows one that does."""
    ss = sentences(rec.text or "")
    for i, s in enumerate(ss):
        if not _TIME_ASKED.search(s.text) or DELAY.search(s.text):
            continue
        first = ss[i - 1] if i and any(_holds(w, ss[i - 1].text) for w in thing) else s
        if first is s and not any(_holds(w, s.text) for w in thing):
            continue
        last = ss[i + 1] if i + 1 < len(ss) else s
        return (rec.text or "")[first.start:last.end].strip()  # the record's own words, as its line quotes them
    return None


def _came(rec: RecordRef, thing: list[str]) -> str | None:
    """The record's sentence saying the thing came: it names the thing, seeks no time and says no 'not'."""
    for s in sentences(rec.text or ""):
        if any(_holds(w, s.text) for w in thing) and not _TIME_ASKED.search(s.text) and not _NOT_YET.search(s.text):
            return s.text
    return None


def _days(comp: Composing, cid: str, thing: list[str]) -> tuple[list[tuple[RecordRef, str]], tuple[RecordRef, str] | None]:
    """The matter's days that sought time for the thing, in order, and the first later day it came."""
    sought: list[tuple[RecordRef, str]] = []
    came = None
    recs = sorted((r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today), key=lambda r: r.date or "")
    for rec in recs:
        said = _sought(rec, thing)
        if said is not None:
            if not sought or sought[-1][0].date[:10] != rec.date[:10]:
                sought.append((rec, said))
            came = None
            continue
        if sought and came is None:
            done = _came(rec, thing)
            if done is not None:
                came = (rec, done)
    return sought, came


def delay_asked(comp: Composing) -> Draft | None:
    """The times time was sought for the thing the question asks was put off in its one matter, each day with its
    line, and the day the thing came; none when the question asks no delay or no line of the matter seeks time
    for a word of the question."""
    from tareekh.agent.draft import Draft

    from tareekh.agent.question import delay_asked as asks_delay

    q = comp.q
    text = q.typed or q.text
    if len(q.cases) != 1 or not asks_delay(text):
        return None
    cid = q.cases[0]
    named = set(tokens(f"{comp.label(cid)} {_title(comp, cid)}"))  # the matter's own name is not the thing put off
    words = [w for w in _thing_words(text) if w not in named]
    found = [(w, *_days(comp, cid, [w])) for w in words]  # the thing: the word the most days sought time for
    found = [f for f in found if f[1]]
    if not found:
        return None
    word, sought, came = max(found, key=lambda f: len(f[1]))
    typed = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.I)
    thing = typed.group() if typed else word
    parts = [f"{human_date(rec.date)} ({clean(said, _MAX)}) [{comp.cite(rec)}]" for rec, said in sought]
    first = f"Time was sought {_times(len(sought))} for the {thing} in {comp.label(cid)}: {'; '.join(parts)}."
    lines = [comp.line(rec, said) for rec, said in sought]
    if came is not None:
        rec, done = came
        first += f" It came on {human_date(rec.date)} ({clean(done, _MAX)}) [{comp.cite(rec)}]."
        lines.append(comp.line(rec, done))
    else:
        first += f" No later record of the matter says the {thing} came."
    return Draft(first, lines)


def _title(comp: Composing, cid: str) -> str:
    case = getattr(comp.card(cid), "case", None)
    parties = " ".join(getattr(p, "name", "") or "" for p in getattr(case, "parties", None) or [])
    return f"{getattr(case, 'title', '') or ''} {parties}"


def _times(n: int) -> str:
    return {1: "once", 2: "two times"}.get(n, f"{n} times")
