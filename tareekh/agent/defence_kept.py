"""A side's defence asked as its habit across hearings — "what defence does the company take every time?", "<side>
ka bachav har baar wahi hai?", "company cha defence pratyek veli tech ka?" — of one matter.

No one record answers it: the side puts its stand in its pleading (a written statement, a consumer forum's "written
version", a reply, a counter, objections, in whatever language the note writes it), in its counsel's argument
("<counsel> for OP1: …", "argued that …"), in the suggestions its counsel puts in cross, and in the plea at the charge.
Every day of the matter's records that writes such a sentence is the answer, oldest first, each cited, so the lawyer
sees whether the stand stayed the same — never the time the side sought, which is its delaying, not its defence.
A question of its excuses for time or for staying away is agent/side_excuses.py's and agent/away_pleas.py's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.absences import ABSENT
from tareekh.agent.senses import DEFENCE
from tareekh.agent.habit_asked import asks_habit, every_time
from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the side's stand as notes write it beyond the words of the defence sense (agent/concept_asked.py): its pleading by
# the names the forums and languages give it — a consumer forum's "written version", "version", a "counter",
# "objections", Hindi/Urdu "likhit jawab/bayan", "jawab dava", Marathi "lekhi jabab/kaifiyat/mhanne", Gujarati "lekhit
# jawab", Bengali "likhito jobab", Tamil "ethirurai/pathil manu", Telugu "kounter", Kannada "aakshepane", Malayalam
# "tharkkam/ethir sathyavangmoolam" — and its counsel's argument, "<counsel> for OP1 / the respondent: …", "argued
# that", "their stand"
_STAND = re.compile(
    r"\bwritten\s+version\b|\bversion\b|\bcounter\b|\bobjections?\b|\bargued\s+that\b|\bstand\b|"
    r"\bfor\s+(?:the\s+)?(?:O\.?P\.?|opponents?|opp\.?\s*party|respondents?|R|defendants?|D|accused|A|insurer|"
    r"insurance\s+company|company|state|appellants?)\s*-?\s*(?:no\.?\s*)?\d*\s*[:\-–]|"
    r"\blikhit\w*\s+(?:jawab|bayan)\b|\bjawab\s*(?:dava|daawa|dawa)\b|\blekhi\s+jabab\b|\bkaifiyat\b|\bmhanne\b|"
    r"\blekhit\s+jawab\b|\blikhito\s+jobab\b|\bethirurai\b|\bpathil\s+manu\b|\bkounter\b|\baakshepane\b|"
    r"लिखित\s+(?:जवाब|बयान)|जवाब\s*दावा|लेखी\s+(?:जबाब|जवाब)|कैफियत|म्हणणे|લેખિત\s+જવાબ|লিখিত\s+জবাব|"
    r"எதிருரை|பதில்\s+மனு|కౌంటర్|ಆಕ್ಷೇಪಣೆ|തർക്കം", re.I)
MAX_DAYS = 6
CLIP = 220


# a pleading or an argument only named ("WS filed", "sought time for the written statement") says no stand: its
# content follows it, after a colon or a dash or a verb of saying ("written statement: <the stand>", "version
# aala - tyanche mhanne <the stand>", "reply says that …"), within a few words
_NAME_ONLY = re.compile(r"written\s+statement|W\.?S\.?|written\s+objection|reply|defen[cs]e", re.I)
_CONTENT = re.compile(r".{0,60}?(?:[:\-–—]|\bthat\b|\bmhan\w*|\bkeh\w*|\bsays?\b|\bsaid\b)\s*\w+\W+\w+", re.I | re.S)


def _stand(text: str) -> bool:
    """The sentence writes the side's stand itself: a plea or a suggestion put, or a pleading or argument with what
    it says — not the pleading's name alone."""
    for m in DEFENCE.held.finditer(text):
        if not _NAME_ONLY.fullmatch(m.group()) or _CONTENT.match(text, m.start()):
            return True
    return any(_CONTENT.match(text, m.start()) for m in _STAND.finditer(text))


def defence_kept(comp: Composing) -> Draft | None:
    """Each day the one matter's records write a side's stand, oldest first, when the question asks its defence as a
    habit; None otherwise or when no record writes one."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.side_excuses import _asked as excuse_asked

    q = comp.q
    text = q.typed or q.text
    if len(q.cases) != 1 or q.judges or q.counsel or q.witness or q.kind in ("amount", "next_date", "count"):
        return None
    if not DEFENCE.asked.search(text) or not (every_time(text) or asks_habit(text) or q.kind == "pattern"):
        return None
    if excuse_asked(text) or ABSENT.search(text):
        return None  # the plea for time or for staying away: the side's excuses, not its defence
    cid = q.cases[0]
    days: list[tuple[object, str]] = []
    for rec in sorted(comp.records([cid]), key=lambda r: r.date or ""):
        if rec.kind not in ("hearing", "chat_day") or not rec.date or rec.date[:10] > comp.today:
            continue
        said = [s.text.strip() for s in sentences(rec.text or "") if _stand(s.text)]
        if said:
            days.append((rec, " … ".join(dict.fromkeys(said))))
    if not days:
        return None
    shown = days[-MAX_DAYS:]
    parts = [f"{human_date(r.date)}: {clean(t, CLIP)} [{comp.cite(r)}]" for r, t in shown]
    first = f"What your notes record of the defence in {comp.label(cid)}, hearing by hearing: " + "; ".join(parts) + "."
    return Draft(first, [comp.line(r, t) for r, t in shown], gathered=True)
