"""Answers that still state the facts when the question is only half understood.

A question typed in a language or a style the reader does not know often names its case plainly and asks in words
the rules cannot read ("<case> ni aavti mudat?", "<case> nu shu?"): its kind is then a guess, and a guessed yes/no
or open reading finds no line that says so and answers "No record …" although the notes hold the case's whole
story. What a lawyer asking about a case most needs is where it stands: what happened at the last hearing, the
next date and what it is for, and what is pending before it. When the kind was guessed and the guess finds
nothing, that is the answer.

Also here: a day named alone ("Friday?", "4 tarikh ko kya hai?", in any language: agent/days_asked.py) asks what
is listed that day; and a next date is said with whether the last date was effective (not reached, adjourned, the
court on leave), because a lawyer asks the next date to know what happens then and why it was put off.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.tongues import _verb

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# what the reader reads as asking for something (a question word, a which-word, the day's board) in the Hinglish the
# pivot writes every language in (agent/tongues.py)
_ASKS = re.compile(r"\b(?:what|which|kya|kaun\w*|kon\w*|any|list\w*|board|cases?|matters?|mamla\w*|mukad\w*|hai|"
                   r"hain|kuch|koi|clash\w*|overlap\w*)\b|^\W*\S+\W*$", re.I)
_NOT_A_LISTING = ("count", "amount", "said", "judge_habit", "pattern", "who", "pending", "last_time")


def day_listed(comp: Composing) -> Draft | None:
    """'Friday?', 'shukravare kayo case che?', '4 tarikh ko kya hai?': a coming day named alone, no case named, asks
    which matters are listed on it (agent/docket.py)."""
    from tareekh.agent.docket import listed_matters

    q = comp.q
    if not getattr(q, "day_named", False) or q.on is None or q.cases or q.judges or q.counsel or q.unknown_case:
        return None
    if q.kind in _NOT_A_LISTING or q.on.isoformat() < comp.today:
        return None
    if not (_ASKS.search(q.text) or (getattr(q, "day_relative", False) and len(re.findall(r"\w+", q.text)) <= 4)):
        # (tomorrow asked in a few words of any language, "repu emi undi?", asks its list too)
        return None
    return listed_matters(comp, asked=True)


def guessed_kind(comp: Composing) -> bool:
    """The question's kind was a guess: no word of it says what it asks, or the only sign is its question mark
    (a yes/no read from "?" alone, with no verb or particle that asks yes or no)."""
    from tareekh.agent.question import _YES_NO, _kind

    q = comp.q
    if q.kind == "open":
        return True
    if q.kind != "yes_no" or _YES_NO.search(q.text) or _PARTICIPLE.search(q.text) \
            or any(_verb(w) for w in re.findall(r"\w+", q.text.lower())):
        return False  # "… jama hua?", "appeal filed?", "… bharya?": a verb that asks whether it was done
    plain = re.sub(r"\?\s*$", "", q.text.rstrip())
    return _kind(plain, bool(q.judges), bool(q.counsel), bool(q.witness)) == "open"


# a thing and its past participle asked with a question mark ("appeal filed?", "costs paid?"): a yes or no
_PARTICIPLE = re.compile(r"\b(?:[a-z]{3,}ed|paid|done|given|taken|made|sent|heard)\s*\?\s*$", re.I)


def _says_nothing(draft: Draft | None) -> bool:
    if draft is None:
        return True
    return bool(re.match(r"\s*(?:no record|nothing in your notes|not (?:clearly )?on record)\b", draft.first, re.I))


def status_when_unread(comp: Composing, draft: Draft | None) -> Draft | None:
    """The named case's status (last hearing and what happened, next date and its purpose, work pending) in place
    of a guessed kind's "No record …" or an empty answer; `draft` as it was otherwise."""
    q = comp.q
    if not q.cases or len(q.cases) > 2 or q.unknown_case or not _says_nothing(draft) or not guessed_kind(comp):
        return draft
    if _asks_an_unheld_thing(comp):
        return draft  # "… cross-objections vesara?": a thing no record of the case holds stays "no record"
    status = comp._briefing()
    if status is None or _says_nothing(status):
        return draft
    for cid in q.cases:
        first, more = comp._pending_for(cid, None)
        left = _WORK_LEFT.search(first or "")
        if left:
            # (the work alone: the status before it already says how the matter stands, and a day's "allowed" that
            # closed it by the notes' reading is no surer than the register's word said there)
            status.first += f" {comp.label(cid)} — pending: {first[left.end():]}"
            status.lines += more
    return status


# the work `_pending_for` says is left: pending in an open matter, or left after the order that closed it (a bond, a
# condition to appear: still the client's to keep); "nothing pending", "nothing is recorded as pending" say none
_WORK_LEFT = re.compile(r" — pending: |; left after it: ")


# what shows a hearing went ahead (events/models.py kinds)
_WENT_AHEAD = frozenset({"witness", "filing", "order", "undertaking"})


def last_date_effect(comp: Composing, cid: str) -> str:
    """' The last date, 25 Nov 2026, was not effective: adjourned by the court (not reached) [3].': what came of the
    matter's last hearing when it was put off (by the court or a side); '' when it went ahead or nothing says."""
    recs = [r for r in comp.records([cid]) if r.kind == "hearing" and r.date and r.date[:10] <= comp.today]
    if not recs:
        return ""
    last = max(r.date[:10] for r in recs)
    on_day = [e for e in comp.ev.events(case_ids=[cid]) if (e.record_date or "")[:10] == last]
    adj = [e for e in on_day if e.kind == "adjournment"]
    if not adj or any(e.kind in _WENT_AHEAD and getattr(e, "filed", True) for e in on_day):
        return ""  # a witness examined, a paper filed, an order made: the day went ahead, whatever time was sought
    gist = comp.gist(adj)
    if not gist:
        return ""
    cites = comp.cites(adj)
    court = any(e.sought_by == "court" for e in adj)
    head = "was not effective" if court else "was adjourned"
    return f" The last date, {human_date(last)}, {head}: {gist}{cites}."


def _asks_an_unheld_thing(comp: Composing) -> bool:
    """A word of the question the reader knows (of the law, of the court, of its vocabulary) that no record of the
    named cases holds: the question asks about that thing, and its answer is that the notes do not hold it. Words
    the reader does not know (of the question's language) do not count."""
    from tareekh.agent.closest import content_groups, required
    from tareekh.agent.framing import _reader_knows, only_unknown_words
    from tareekh.agent.lexicon import stems, words

    held: set[str] = set()
    for r in comp.records(list(comp.q.cases)):
        held |= stems(r.text)
    known = {w for w in words(comp.q.text) if len(w) >= 3 and _reader_knows(w)}
    groups = required(content_groups(comp.q, comp._name_stems()))
    unheld = [g for g in groups if not g & held]
    if any(s in g for g in unheld for w in known for s in stems(w)):
        return True
    # one word no record holds ("helmet"), or words side by side ("gas connection"), name a thing; several apart are
    # a sentence of the question's language (agent/framing.py)
    return bool(unheld) and not only_unknown_words(comp, groups)


# a question word as the pivot writes every language's (agent/tongues.py), and English's
_ASKING_WORD = re.compile(r"^(?:kya|kyon|kyun|kaise|kaisa|kaisi|kab|kahan|kaun\w*|what|how|why|when|where|which)$", re.I)


def asking_verb_only(comp: Composing, groups: list[set[str]]) -> bool:
    """Each thing the question seems to ask that the case's records do not hold is a word the reader does not know
    standing right after a question word at the end of its clause ("… nu kem chalyu?", "… pudhe kasa gela?"): the
    verb of the question's language (its verb comes last, after the question word), not a thing asked."""
    from tareekh.agent.framing import practice_framing
    from tareekh.agent.lexicon import expand, stems

    held: set[str] = set()
    for r in comp.records(list(comp.q.cases)):
        held |= stems(r.text)
    asking = [expand(w) for w in re.findall(r"[^\W\d_]+", comp.q.text.lower()) if _ASKING_WORD.match(w)]
    unheld = [g for g in groups if not g & held and g not in asking]
    if not unheld:
        return False
    clauses = re.split(r"[?,;.!\n]|\s[-–—]\s", comp.q.text)
    verbs: set[str] = set()
    for clause in clauses:
        ws = re.findall(r"[^\W\d_]+", clause.lower())
        for i in range(1, len(ws)):
            if _ASKING_WORD.match(ws[i - 1]) and ws[i:] and all(practice_framing(comp, w) for w in ws[i:]):
                verbs |= set(ws[i:])
    return bool(verbs) and all(any(g == expand(w) for w in verbs) for g in unheld)


def coming_date(comp: Composing, cid: str) -> str:
    """', next date 27 Aug 2026 [4]': the matter's next date as its latest record up to today gives it, when it is
    still to come; '' otherwise."""
    nexts = [e for e in comp.ev.events(case_ids=[cid], kinds=["next_date"])
             if e.date and (e.record_date or "") <= comp.today]
    if not nexts:
        return ""
    latest = max(nexts, key=lambda e: (e.record_date or "", e.date))
    if latest.date < comp.today:
        return ""
    rec = comp.record_of(latest.entry_id)
    cite = f" [{comp.cite(rec)}]" if rec is not None else ""
    return f", next date {human_date(latest.date)}{cite}"


def date_checked(comp: Composing, first: str) -> str:
    """' Not 14 Sep 2026.': a next date asked to be confirmed ("ND 14/9 hai na?", "is it on the 14th?") that the notes
    put on another day says so; '' when the day typed is the one found, or none was typed."""
    q = comp.q
    if q.on is None or q.on.isoformat() < comp.today or human_date(q.on.isoformat()) in first:
        return ""
    return f" Not {human_date(q.on.isoformat())}."
