"""How many dates a party of the other side stayed away, asked of one matter by the party's name: "<name> kitni
tarikh pe gayab raha", "how many dates did <name> not turn up?", "<name> kitni baar gairhazir raha?". Asked by the
role alone ("mulzim kitni baar gairhazir raha?") the count of the role's absences answers (agent/tally.py).

The days are those whose records (a note, an order, a register's line, a chat's day) hold a sentence that says the
party was absent or did not come and names them, by a name word the question gave that is the party's (not its
counsel's), or by the role of the other side (the accused, the respondent, "mulzim"); an earlier day such a line
states outright ("2nd time - 1st was 3 dec") counts too. A sentence of the party's
counsel absent ("<party>'s lawyer not present") is the counsel's day, not the party's. Each day counts once, told
with the record's words, so what followed (a warrant, an exemption) is said with it.

Asked as the party's ways rather than counted — "does <name> come to court at all? what's the pattern?", "<name>
hazir hota hai?", "<name> varaara?" — the same days answer: a party's pattern of attendance is the days it stayed
away, with what followed each.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tareekh.agent.absences import ABSENT
from tareekh.agent.coming_words import COMES as _COMES
from tareekh.agent.away_pleas import _ROLE
from tareekh.agent.draft import Draft, count_phrase
from tareekh.agent.layout import human_date
from tareekh.agent.not_come import NOT_COME
from tareekh.agent.people import name_words, people_for
from tareekh.agent.script_names import spelt_in_latin
from tareekh.agent.tally import _with_earlier as with_earlier
from tareekh.events.sides import OTHER_ROLES, our_role, role_written
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# staying away, as a question or a note says it (agent/absences.py's words, the negated verb of coming)
_AWAY = re.compile(f"{ABSENT.pattern}|{NOT_COME.pattern}", re.I)
# a clause that ends on "today (too) not", the verb of coming left out after the party's name ("<party> aaj pan nahi",
# "<party> aaj bhi nahin", "<party> innu um illa"): the word for today of each language (Hindi/Urdu/Marathi aaj,
# Gujarati aaje, Bengali/Assamese aj/aji, Odia aaji, Punjabi ajj, Tamil indru/innaikku, Telugu ivvala/ee roju, Kannada
# ivattu/indu, Malayalam innu/innum), a word for "too" or "again" (bhi/bi, pan/pun, vi, o, kooda/kuda, saha, um,
# phir/parat/punha), then the negation alone (nahi/nahin/nai/nathi/naahi, na/nei/nai, illa/illai, ledu)
_TODAY_NOT = re.compile(r"\b(?:aaj|aj|aji|aaji|aaje|ajj|indru|innaikku|ivvala|ee\s+roju|ivattu|indu|innu|innum)\s+"
                        r"(?:(?:bhi|bi|pan|pun|vi|o|kooda|kuda|saha|um|phir|parat|punha)\s+)?"
                        r"(?:nahi|nahin|nai|nathi|naahi|na|nei|illa|illai|ledu)\s*[.!]?\s*$", re.I)
# a stage named after a side ("defence evidence", "prosecution witnesses"): the trial's stage, no party of it
_STAGE_OF_SIDE = re.compile(r"\b(?:defen[cs]e|prosecution|plaintiff'?s?|defendant'?s?)\s+(?:evidence|witness\w*)\b", re.I)
# a chat message's head, its time and sender ("12:20 <name> Adv: …"): who wrote the message, not who was away
_MESSAGE_HEAD = re.compile(r"^\s*\[?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\]?\s*(?:-\s*)?[^:\n]{1,40}:\s+", re.I)
# a counsel, in English and the Indian languages' words: a sentence of the counsel's absence is no party's
_COUNSEL = re.compile(r"\b(?:counsel|advocates?|adv|lawyers?|vakil|vakeel|wakil|ld\.?|junior)\b|वकील|अधिवक्ता", re.I)
# time taken asked with it ("date liya ya gayab raha") is agent/took_or_away.py's count
_TIME_TOO = re.compile(r"\b(?:time|adjourn\w*|mohlat|samay)\b|\b(?:date|tareekh|tarikh)\s+(?:li|liya|le|lee|lena|maang\w*)\b",
                       re.I)
_WORD = re.compile(r"[a-z]{3,}")
_HABIT_KINDS = ("pattern", "judge_habit")
# a possessor and the person it owns, "<role>'s <person>": that person is meant
_OWNED = re.compile(r"\b\w+(?:'s|’s|s')\s+\w+")
_FOLLOWING = 2  # the short sentences after a day's absence told with it: what the court did of it
# a clause of a note's sentence: a party's absence and what its counsel did of it are often one sentence joined by a
# comma, semicolon or spaced dash ("<party> absent - counsel moved exemption, allowed")
_CLAUSE = re.compile(r"\s*[;,]\s*|\s+[-–—]+\s+")


def _party_words(comp: Composing, cid: str, text: str) -> tuple[list[str], str] | None:
    """The name words of the other side's party (not its counsel) and how the answer calls them: the question's
    words of the name, or (the party asked by its role) every name word of that side, called "the other side";
    None when the question names neither."""
    card = comp.card(cid)
    if card is None:
        return None
    people = people_for(card, comp.lawyer, by_kind=False)
    counsel = set(name_words(card.counsel.name)) if getattr(card, "counsel", None) else set()
    theirs = {w for w in people.other_names if w not in counsel and w not in people.our_names}
    asked = [w for w in _WORD.findall(text.lower()) if w in theirs]
    # (asked by the role alone, "defendant kitni baar gairhajar raha?", the count of the role's absences answers:
    # agent/tally.py, which reads a role whoever fills it)
    return (asked, " ".join(asked).title()) if asked else None


def _their_roles(comp: Composing, cid: str) -> set[str]:
    """The roles of the other side of the matter, by the side the lawyer appears for (the complainant's other side is
    the accused): a line names that party by the role's word in any script ("आरोपी गैरहजर", "આરોપી ગેરહાજર")."""
    card = comp.card(cid)
    ours = our_role(getattr(getattr(card, "case", None), "side", None))
    return OTHER_ROLES.get(ours or "", set())


def _names_party(comp: Composing, cid: str, names: list[str], text: str) -> bool:
    """Whether a sentence names the party: by the other side's role, or by a name word the question gave, in Latin
    letters or in the note's own script ("ముద్దాయి నాగార్జున రాలేదు" names the party the question types in Latin). A
    name or role written as the possessor of another person ("the accused's brother", "<party>'s mother") names that
    other person, not the party."""
    text = _STAGE_OF_SIDE.sub(" ", _OWNED.sub(" ", text))
    if _ROLE.search(text) or any(role_written(role, text) for role in _their_roles(comp, cid)):
        return True
    latin = spelt_in_latin(text, names) if names else text
    return any(re.search(rf"\b{re.escape(n)}\b", latin, re.I) for n in names)


def _party_absent(comp: Composing, cid: str, names: list[str], text: str) -> bool:
    """Whether a sentence says the party (by name or role) stayed away. A sentence naming a counsel says so only by a
    clause of its own that names the party, stays away and names no counsel ("<party> absent - counsel moved
    exemption"): "<party>'s counsel absent" is the counsel's day."""
    text = _MESSAGE_HEAD.sub("", text, count=1)  # (a chat's sender, "12:20 <junior> Adv:", is no counsel of the day)
    clauses = _CLAUSE.split(text)
    if not _AWAY.search(text) and not any(_TODAY_NOT.search(c) for c in clauses):
        return False
    if not _COUNSEL.search(text) and _AWAY.search(text):
        return _names_party(comp, cid, names, text)
    return any((_AWAY.search(c) or _TODAY_NOT.search(c)) and not _COUNSEL.search(c) and _names_party(comp, cid, names, c)
               for c in clauses)


def _away_days(comp: Composing, cid: str, names: list[str]) -> dict[str, list[tuple[Any, str]]]:
    out: dict[str, list[tuple[Any, str]]] = {}
    for r in comp.records([cid]):
        if r.kind not in ("hearing", "chat_day") or not r.date or r.date[:10] > comp.today:
            continue
        said = sentences(r.text)
        for i, s in enumerate(said):
            t = s.text
            if not _party_absent(comp, cid, names, t):
                continue
            # (with what followed, when the note wrote it in the next sentences: "Accused absent. BW issued.", a chat's
            # "accused absent. <counsel> pan nathi aavya" then "BW issue karyu" in the next message)
            more = " ".join(n.text for n in said[i + 1:i + 1 + _FOLLOWING] if len(n.text) <= 80)
            out.setdefault(r.date[:10], []).append((r, f"{t} {more}".strip()))  # (as written: its dates read below)
            break
    return out


def party_away(comp: Composing, cases: list[str] | None) -> Draft | None:
    """The dates the other side's party, named or by role, stayed away in the one matter asked; None unless the
    question is of that shape and a record says so."""
    q = comp.q
    text = q.typed or q.text
    counted = q.kind == "count" and bool(_AWAY.search(text))
    # (the party's ways asked of its coming, no judge named: "<name> court ki vastunnada asalu? pattern?")
    ways = q.kind in _HABIT_KINDS and not q.judges and bool(_AWAY.search(text) or _COMES.search(text))
    if not (counted or ways) or q.counsel or q.witness or not cases or len(cases) != 1 or _TIME_TOO.search(text):
        return None
    cid = cases[0]
    named = _party_words(comp, cid, text)
    if named is None:
        return None
    names, who = named
    away = _away_days(comp, cid, names)
    if not away:
        return None
    # an earlier day a counted line states outright ("again - 2nd time, 1st was 3 dec") is a day away too
    away = {day: hits for (_, day), hits in with_earlier({(cid, d): h for d, h in away.items()}).items()}
    parts, lines = [], []
    for day in sorted(away):
        told = {r.entry_id: (r, clean(said, 200)) for r, said in away[day]}
        parts.append(f"{human_date(day)} — {next(iter(told.values()))[1]} "
                     f"[{', '.join(str(comp.cite(r)) for r, _ in told.values())}]")
        lines += [comp.line(r, said, order=i) for i, (r, said) in enumerate(told.values())]
    return Draft(f"{count_phrase(len(away))}: {who} stayed away in {comp.label(cid)} on " + "; ".join(parts) + ".",
                 lines)
