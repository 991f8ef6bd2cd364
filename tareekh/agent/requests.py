"""What a counsel or judge asked for, wanted or said in a matter: the line where they ask it, quoted whole.

"What did <counsel> ask for in <case>?", "what did the judge want …?": the person is a counsel or judge the
registry knows (by any of their name words), or the role typed ("the judge", "the other side"); a witness's or a
party's words are their deposition's and are left to the witness answers. The answer
quotes the case's sentences that name them with a verb of asking or saying — whole sentences, a page's line
wraps joined, so that a quote never stops mid-phrase.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.docket import unwrapped
from tareekh.agent.layout import human_date
from tareekh.agent.people import name_words
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

_ASKED = re.compile(
    r"\bwhat\s+(?:did|does|has|had|do)\s+(?P<who>.+?)\s+(?P<verb>ask(?:ed)?|want(?:ed)?|seek|sought|request(?:ed)?|"
    r"demand(?:ed)?|need(?:ed)?|insist(?:ed)?\s+on|call(?:ed)?\s+for|press(?:ed)?\s+for|say|said|tell|direct(?:ed)?)\b",
    re.I)
_ASK_VERB = re.compile(
    r"\b(?:ask(?:s|ed)?|want(?:s|ed)?|sought|seeks?|request(?:s|ed)?|demand(?:s|ed)?|insist(?:s|ed)?|call(?:s|ed)\s+for|"
    r"needs?|needed|directed|directs|pressed\s+for|prayed)\b", re.I)
_SAY_VERB = re.compile(r"\b(?:said|says|stated|states|submitted|told|observed|remarked|argued|contended|conceded)\b",
                       re.I)
_JUDGE_ROLE = re.compile(r"\b(?:judge|court|bench|j|presiding\s+officer|sir|madam|justice|cj|acj|scj)\b", re.I)
_OTHER_ROLE = re.compile(r"\b(?:other\s+side|opposite|their\s+counsel|opponent|defence|counsel)\b", re.I)
# people the other rooms answer for: a witness's deposition, the client's words (agent/witness.py, agent/people.py)
_NOT_MINE = re.compile(r"\b(?:[pd]w[\s.-]*\d+|witness|client|we|i|our|my)\b", re.I)
_DEPOSITION = re.compile(r"\b(?:cross|chief|deposition|deposed|evidence|examination|x[\s.-]*exam)", re.I)
MAX_QUOTES = 3
_PRONOUN = re.compile(r"(?:he|she|they|him|her|them)", re.I)


def _named_before(person: object, before: str) -> bool:
    """Whether a word of the person's name stands in the question before its asking."""
    have = {w.lower() for w in re.findall(r"[A-Za-z]+", before)}
    return any(w.lower() in have for w in name_words(getattr(person, "name", None), getattr(person, "short", None))
               if len(w) > 2)


def asks_what_asked(text: str) -> re.Match[str] | None:
    return _ASKED.search(text)


def asked_for(comp: Composing) -> Draft | None:
    """The sentences of the asked case(s) where the named person asks, wants, seeks or says something."""
    from tareekh.agent.draft import Draft

    q = comp.q
    m = _ASKED.search(q.text)
    if m is None or not q.cases:
        return None
    who = m.group("who").strip()
    if _NOT_MINE.search(who) or _DEPOSITION.search(q.text):
        return None
    asking = not re.match(r"s[ae]|tell", m.group("verb"), re.I)
    if not asking and q.judges:
        # "what did <judge> say when …?": the bench's words, of the situation or hearing the question names
        # (agent/judge_said.py reads both); the latest line naming the judge is no answer to "when …"
        from tareekh.agent.judge_said import judge_said

        judged = judge_said(comp)
        if judged is not None:
            return judged
    found: list[tuple[str, int, RecordRef, str]] = []
    for cid in q.cases[:2]:
        words = _speaker_words(comp, cid, who, q.text[:m.start()])
        if not words:
            continue
        speaker = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + r")\b",
                             re.I)
        for rec in comp.records([cid]):
            for s in sentences(unwrapped(rec.text)):
                t = s.text.strip()
                hit = speaker.search(t)
                if hit is None:
                    continue
                after = t[hit.end():]
                ask = _ASK_VERB.search(after)
                say = _SAY_VERB.search(after) or re.match(r"\s*(?:[A-Z]\.?\s*)?:", after)
                if ask is None and say is None:
                    continue
                rank = 0 if (ask is not None) == asking else 1
                found.append((rec.date or "", rank, rec, t))
    if not found:
        return None
    if q.on is not None:
        # "what did the judge say on the 12th?": that day's words; another day's are no answer (the other answerers
        # read that day's notes)
        found = [f for f in found if f[0] == q.on.isoformat()]
        if not found:
            return None
    best_rank = min(f[1] for f in found)
    chosen = [f for f in found if f[1] == best_rank]
    chosen.sort(key=lambda f: f[0])
    chosen = chosen[-MAX_QUOTES:]
    _, _, rec, text = chosen[-1]
    where = comp.label(rec.case_ids[0]) if rec.case_ids else ""
    when = human_date(rec.date) if rec.date else "undated"
    first = f"On {when}, in {where}: {text.rstrip('.')} [{comp.cite(rec)}]."
    earlier = [f for f in chosen[:-1]]
    if earlier:
        first += " Earlier: " + "; ".join(
            f"{human_date(d) if d else 'undated'}, {t.rstrip('.')} [{comp.cite(r)}]" for d, _, r, t in earlier) + "."
    lines = [comp.line(r, t, with_case=comp.multi()) for _, _, r, t in chosen]
    return Draft(first, lines)


def _speaker_words(comp: Composing, cid: str, who: str, before: str) -> set[str]:
    """The words a note may name the person by: the typed words, and the registry's name words of the counsel or
    judge they resolve to (a role — 'the judge', 'the other side' — is the case's own judge or counsel)."""
    q = comp.q
    card = comp.card(cid)
    typed = {w for w in re.findall(r"[A-Za-z][A-Za-z.]+", who)
             if w.lower() not in ("the", "ld", "learned", "sri", "smt", "shri", "mr", "mrs", "ms", "j", "sir", "madam")
             and len(w) > 2}
    out: set[str] = set()
    people = []
    if card is not None:
        if q.counsel and card.counsel is not None and card.counsel.id in q.counsel:
            people.append(card.counsel)
        if q.judges and card.judge is not None and card.judge.id in q.judges:
            people.append(card.judge)
        if not people and _JUDGE_ROLE.search(who) and card.judge is not None:
            people.append(card.judge)
            out |= {w for w in typed}
        elif not people and _OTHER_ROLE.search(who) and card.counsel is not None:
            people.append(card.counsel)
    if _PRONOUN.fullmatch(who):
        # "<judge> … what does he want from <authority>?": "he" is the one named before the asking, never the one
        # the asking is of (the authority's counsel, read from the words after the verb)
        people = [p for p in people if _named_before(p, before)]
    for person in people:
        out |= {w for w in name_words(getattr(person, "name", None), getattr(person, "short", None)) if len(w) > 2}
    if not people:
        return set()  # a witness or a party: what they said is their deposition's (agent/witness.py)
    return {w for w in out if w.lower() not in ("the", "and", "for", "court")}
