"""A side's defence asked as its habit across hearings — "what defence does the company take every time?", "<side>
ka bachav har baar wahi hai?", "company cha defence pratyek veli tech ka?" — of one matter, or of every matter the side is in ("<party> har jagah kya
defence leta hai delay ka?", "sob case e <party>-r ki bachav?", "ella case-lum <party> enna defence?").

No one record answers it: the side puts its stand in its pleading (a written statement, a consumer forum's "written
version", a reply, a counter, objections, in whatever language the note writes it), in its counsel's argument
("<counsel> for OP1: …", "argued that …"), in the suggestions its counsel puts in cross, and in the plea at the charge.
Every day of the matter's records that writes such a sentence is the answer, oldest first, each cited, so the lawyer
sees whether the stand stayed the same — never the time the side sought, which is its delaying, not its defence.
A question of its excuses for time or for staying away is agent/side_excuses.py's and agent/away_pleas.py's — unless
the question's "what" asks the defence itself ("kya defence … delay ka", "what plea on the delay"): then the delay is
the point the defence answers, not the side's putting the matter off.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.absences import ABSENT
from tareekh.agent.every_matter import every_matter, what_of
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
MAX_MATTERS = 6  # a side's matters gathered at once; more is a list of matters, not its stand
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
    if _PLEADS.search(text):
        return True
    return any(_CONTENT.match(text, m.start()) for m in _STAND.finditer(text))


# a plea or an argument with its object right after the verb ("pleading force majeure", "argued limitation again",
# "pleads that …"), never the time sought by it ("argued for an adjournment", "pleaded for time")
_PLEADS = re.compile(r"\b(?:plead(?:s|ing)|argu(?:ed|es|ing))\s+(?!(?:for|that\s+time|time|adjourn)\b)[^\W\d_]{3,}", re.I)


def _defence_asked_itself(text: str) -> bool:
    """The question's "what" asks the defence itself ("kya defence leta hai delay ka", "what plea on the delay"), no
    excuse, time or absence asked of the side: a word for delay in it is the point the defence answers."""
    from tareekh.agent.side_excuses import _EXCUSE_WORD, _TIME_ASKED, _WHAT_DONE

    if _EXCUSE_WORD.search(text) or _TIME_ASKED.search(text) or _WHAT_DONE.search(text) or ABSENT.search(text):
        return False
    return what_of(text, DEFENCE.asked)


def defence_kept(comp: Composing) -> Draft | None:
    """Each day the one matter's records write a side's stand, oldest first, when the question asks its defence as a
    habit; None otherwise or when no record writes one."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.side_excuses import _asked as excuse_asked

    q = comp.q
    text = q.typed or q.text
    if q.judges or q.counsel or q.witness or q.kind in ("amount", "next_date", "count"):
        return None
    across = every_matter(text)
    if not q.cases:
        return None  # a side by its role in every matter: its excuses' and ways' answerers (side_excuses.py)
    if len(q.cases) > 1 and not across and q.kind != "pattern":
        return None  # several matters named, none asked of all: each its own question
    if not DEFENCE.asked.search(text) or not (every_time(text) or asks_habit(text) or across or q.kind == "pattern"):
        return None
    if (excuse_asked(text) or ABSENT.search(text)) and not _defence_asked_itself(text):
        return None  # the plea for time or for staying away: the side's excuses, not its defence
    return _stands(comp, list(dict.fromkeys(q.cases))[:MAX_MATTERS])


def _stands(comp: Composing, cids: list[str]) -> Draft | None:
    """The days the matters' records write a side's stand, oldest first: one matter's hearing by hearing, several
    matter by matter."""
    from tareekh.agent.draft import Draft

    days: list[tuple[object, str]] = []
    for rec in sorted(comp.records(cids), key=lambda r: r.date or ""):
        if rec.kind not in ("hearing", "chat_day") or not rec.date or rec.date[:10] > comp.today:
            continue
        said = [s.text.strip() for s in sentences(rec.text or "") if _stand(s.text)]
        if said:
            days.append((rec, " … ".join(dict.fromkeys(said))))
    if not days:
        return None
    if len(cids) == 1:
        shown = days[-MAX_DAYS:]
        parts = [f"{human_date(r.date)}: {clean(t, CLIP)} [{comp.cite(r)}]" for r, t in shown]
        first = f"What your notes record of the defence in {comp.label(cids[0])}, hearing by hearing: " + "; ".join(parts) + "."
        return Draft(first, [comp.line(r, t) for r, t in shown], gathered=True)
    return _across(comp, cids, days)


def _across(comp: Composing, cids: list[str], days: list) -> Draft:
    """The side's stand in each of its matters that writes one, matter by matter, each day oldest first (the
    latest days of each, so every matter is heard)."""
    from tareekh.agent.draft import Draft

    latest = {cid: max((str(r.date) for r, _ in days if cid in (r.case_ids or [])), default="") for cid in cids}
    # the matters whose records write a stand, the latest-heard first when more than the answer holds
    held = [cid for cid in cids if latest[cid]]
    held = [cid for cid in held if cid in sorted(held, key=lambda c: latest[c], reverse=True)[:MAX_MATTERS]]
    each = max(1, MAX_DAYS // max(1, len(held)))
    shown: list[tuple[object, str]] = []
    groups: list[str] = []
    for cid in held:
        mine = [(r, t) for r, t in days if cid in (r.case_ids or []) and (r, t) not in shown][-each:]
        if not mine:
            continue
        shown += mine
        groups.append(f"in {comp.label(cid)} — " + "; ".join(
            f"{human_date(r.date)}: {clean(t, CLIP)} [{comp.cite(r)}]" for r, t in mine))
    n = len(groups)
    first = (f"What your notes record of the defence in {n} matters: " if n > 1 else
             "What your notes record of the defence ") + "; ".join(groups) + "."
    return Draft(first, [comp.line(r, t, with_case=True) for r, t in shown], gathered=True)
