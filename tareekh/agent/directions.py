"""What an order directs, by when, and what follows if it is not done — answered from `direction` events.

"What must the OPs deposit for notice, and by when?", "if OP-1 does not pay in 45 days, what interest?",
"appellant ko kya jama karna hai, kab tak?": the direction whose sentence (with the one before it, which often
names what it is for: "Notice to OPs. PF within 1 week.") holds most of the question's words answers first —
who must do what, the time limit and its day, and what follows a default — with its `[n]`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from tareekh.agent.closest import content_groups, required
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems
from tareekh.agent.sum_paid import sum_paid_asked
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef
    from tareekh.events import EventBase

# the question asks by when, what follows a default, or what someone has to do
_BY_WHEN = re.compile(r"\bkab\s+tak\b|\bby\s+when\b|\btill\s+when\b|\buntil\s+when\b|\bdeadline\b|\btime\s+limit\b|"
                      r"\bkitne\s+(?:din|dino|hafte|mahine|saal|samay|time|weeks?|days?|months?)\b|\bhow\s+many\s+(?:days|weeks)\b|\bwithin\s+how\b|कब\s+तक|कितने\s+दिन|"
                      r"\beppati(?:ki)?\s+lop(?:u|ala)\b|\benni\s+rojul(?:u|a)\s+lop", re.I)
IF_NOT = re.compile(
    r"\bif\s+(?:\w+\s+){0,5}?(?:not|fails?|failed|doesn'?t|don'?t|didn'?t|defaults?|no)\b|\bwhat\s+happens\b|"
    r"(?:\b(?:nahi|nahin|na)|नहीं|न)\s+(?:\S+\s+){0,2}?(?:to|तो)(?=[\s?,.]|$)|\bkya\s+hoga\b|\botherwise\b|"
    r"\bin\s+default\b|\bfailing\b|\bconsequence|\bwarna\b|\bvarna\b|\belse\b|क्या\s+होगा|अन्यथा|वरना", re.I)
_MUST = re.compile(r"\b(?:kya|what|kitna|how\s+much)\s+(?:\w+\s+){0,3}?(?:jama|deposit|pay|file|furnish|dena|deni|karna|"
                   r"karni|bharna|submit)\w*|\b(?:has|have|had)\s+to\b|\bmust\b|\bsupposed\s+to\b|\bdirected\b|"
                   r"\b(?:jama|deposit|file|bharna|dena)\s+(?:karna|karni|karne|krna|hai|hoga)\b|क्या\s+जमा|जमा\s+करना", re.I)


# what is left to do, as the question rules read it (agent/tongues.py writes each language's word for it as "baaki")
_LEFT = re.compile(r"\b(?:baaki|baki|baakki|baanki|bakaya|left|remaining|remains|outstanding|pending|shesh|bacha|bachi|bache|"
                   r"migil\w*|meedh\w*|ulid\w*)\b|باقی", re.I)


_ALSO = re.compile(r"\bby\s+\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\bto\s+be\s+(?:deposited|paid|remitted|refunded|released|filed|furnished|returned)\b|"
                   r"\bshall\s+(?:be\s+)?(?:deposit|pay|paid|remit|remitted|refund|release|file|furnish)\w*|"
                   r"\bforthwith\b|जमा\s+कर|अदा\s+कर", re.I)


# a time limit told of, not ordered: a clause recited ("if the engineer fails to decide within 60 days"), or what a
# party did not do ("the respondents did not appoint within 30 days") — a direction only when nothing better is
_RECITED = re.compile(r"\bfail(?:s|ed)?\s+to\b|\b(?:did|does|do|could|has|have|had)\s+not\b|\b(?:didn|doesn|hasn|haven|hadn)'?t\b|"
                      r"\bnahi(?:n)?\s+(?:kiya|kiye|ki|diya|diye)\b|नहीं\s+(?:किया|दिया|की)", re.I)


def _due_written(text: str) -> str | None:
    """The day a direction's own words set ("… by 31.08.2026"), when the rules read none: ISO, or None."""
    m = re.search(r"\bby\s+(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b", text, re.I)
    if not m:
        return None
    d, mo, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
    y = y + 2000 if y < 100 else y
    return f"{y:04d}-{mo:02d}-{d:02d}" if 1 <= d <= 31 and 1 <= mo <= 12 else None


# a default asked of in so many words: "if … not", "… nahi diya to", "otherwise", "failing which" (IF_NOT less the
# bare "what will happen", which a question about the next date asks of that day)
_CONDITION = re.compile(
    r"\bif\s+(?:\w+\s+){0,5}?(?:not|fails?|failed|doesn'?t|don'?t|didn'?t|defaults?|no)\b|"
    r"(?:\b(?:nahi|nahin|na)|नहीं|न)\s+(?:\S+\s+){0,2}?(?:to|तो)(?=[\s?,.]|$)|\botherwise\b|\bin\s+default\b|"
    r"\bfailing\b|\bconsequence|\bwarna\b|\bvarna\b|अन्यथा|वरना", re.I)


def asks_direction(text: str) -> bool:
    """The question asks what is directed: by when, what if not, or what must be done."""
    return bool(_BY_WHEN.search(text) or IF_NOT.search(text) or _MUST.search(text))


def _context(rec: RecordRef, e: EventBase) -> str:
    """The direction's span with the sentence before it (what the direction is for)."""
    before = [s.text for s in sentences(rec.text) if s.end <= e.start]
    return f"{before[-1]} {e.text}" if before else e.text


def _last_hearing_first(text: str, kind: str) -> bool:
    """"<matter> last date pe kya hua? rejoinder kab tak": the last hearing asked first, a deadline asked after it in
    a clause of its own — the last hearing's record, which sets the deadline, answers both; an older order's
    direction of the same thing is no answer to the first part (the deadline asked alone is the direction's)."""
    if kind != "last_time":
        return False
    clauses = [c for c in re.split(r"[?;,]+|\s(?:aur|and|and\s+also|tatha|mariyu|matrum|ani|ebong|o)\s", text)
               if c.strip()]
    return len(clauses) > 1 and not asks_direction(clauses[0]) and any(asks_direction(c) for c in clauses[1:])


def directed(comp: Composing) -> Draft | None:
    """The direction the question asks of, answered first: who must do what, by when, and what follows if not."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not asks_direction(q.text) or _last_hearing_first(q.text, q.kind):
        return None
    if sum_paid_asked(q.text) and not (_BY_WHEN.search(q.text) or IF_NOT.search(q.text)):
        return None  # "kitna jama kiya tha?": a sum paid is asked, not what an order directs (agent/sum_paid.py)
    if q.kind == "pending" and (q.until is not None or q.on is not None):
        return None  # "what must be ready before the 9th?": all the work due by a day, not one order's direction
    if q.kind == "pending" and q.cases and _LEFT.search(q.text) and not (_BY_WHEN.search(q.text) or IF_NOT.search(q.text)):
        return None  # "what is left to do in X?": all its open work, from every note of it, not one direction
    if q.kind == "next_date" and not (_BY_WHEN.search(q.text) or _MUST.search(q.text) or _CONDITION.search(q.text)):
        # "when is it next, and what will happen that day?": the next date and its purpose, not a direction whose
        # sentence happens to hold "day"; only a default asked of ("if he does not pay, what then?") is a direction's
        return None
    # the words that ask ("kab tak", "nahi diya to", "what must") are not what the direction must hold
    asked = replace(q, text=_MUST.sub(" ", IF_NOT.sub(" ", _BY_WHEN.sub(" ", q.text))))
    # nor are the words the question names its case by ("the Kale appeal")
    drop = comp._name_stems() | {x for ws in q.case_words.values() for w in ws for x in stems(w)}
    for cid in q.cases:
        card = comp.card(cid)
        drop |= stems(getattr(getattr(card, "case", None), "short_name", None) or "")
    groups = content_groups(asked, drop)
    things = required(groups)
    if not things:
        return None
    # the acts asked ("file", "jama karna"), read from the question as typed: the words of asking hold them too
    act_groups = [g for g in content_groups(q, drop) if g not in things]
    # the things asked are only the matter's own words ("the road arbitration"): the matter is what is asked of
    own_text = " ".join(filter(None, [getattr(getattr(comp.card(c), "case", None), f, None) or ""
                                      for c in q.cases for f in ("short_name", "title", "number", "nature")]))
    named_only = bool(q.cases) and overlap(things, stems(own_text), own_text) == len(things)
    found: list[tuple[tuple, EventBase, RecordRef, str]] = []
    anchors = comp._anchor_stems()
    for e in comp.ev.events(kinds=["direction"]):
        rec = comp.record_of(e.entry_id)
        if rec is None or (rec.date or "")[:10] > comp.today:
            continue
        in_case = bool(set(q.cases) & set(rec.case_ids))
        if q.cases and not in_case:
            # a letter or a circular filed under no case counts when it names the case's client or party
            if rec.case_ids or not (anchors & stems(rec.text)):
                continue
        ctx = _context(rec, e)
        st = stems(ctx)
        held = overlap(things, st, ctx)
        meets = not (held * 2 < len(things) or held == 0)
        # "by when?" of a matter named: a direction of that matter to do the act asked answers too, though its
        # sentence does not repeat the word the matter is known by — only when no direction holds the thing asked
        acts = overlap(act_groups, st, ctx) if named_only and _BY_WHEN.search(q.text) and in_case else 0
        if not meets and not acts:
            continue
        recited = bool(_RECITED.search(e.text))
        due = getattr(e, "due", None) or _due_written(e.text)
        lapsed = bool(due and due[:10] < comp.today)
        # a clause recited is no direction; a limit long run out ranks below one still running
        tier = 0 if recited else (2 if meets else 1)
        rank = (tier, held, not lapsed if tier == 1 else True, overlap(groups, st, ctx),
                bool(IF_NOT.search(q.text) and getattr(e, "otherwise", None)),
                rec.is_order_sheet or rec.kind == "document", rec.date or "")
        found.append((rank, e, rec, ctx))
    if not found:
        return None
    found.sort(key=lambda x: x[0], reverse=True)
    _, e, rec, ctx = _still_running(comp, found)
    first = _sentence(comp, e, rec, if_not=bool(IF_NOT.search(q.text)))
    if not IF_NOT.search(q.text):
        # what else the same record directs ("Statutory Rs 10,000 to be remitted"): a deposit asked is often two
        also = [clean(x.text, 160).rstrip(".") for x in sentences(rec.text)
                if _ALSO.search(x.text) and (x.end <= e.start or x.start >= e.end)][:2]
        if also:
            first = f"{first[:-1]}; also: {'; '.join(also)}."
    lines = [comp.line(rec, ctx, with_case=comp.multi())]
    for _, other, orec, octx in found[1:3]:
        if orec.entry_id != rec.entry_id:
            lines.append(comp.line(orec, octx, with_case=comp.multi()))
    return Draft(first, lines)


# a question of what was to be done then, not of what is to be done now: "by when did we have to file?", "kab tak
# dena tha?"
_PAST_ASKED = re.compile(r"\b(?:had|did|was|were|tha|thi|the|hota|hoti)\b", re.I)


def _still_running(comp: Composing, found: list) -> tuple:
    """The direction to answer with. "What do we have to file and pay, by when?": a limit that ran out months ago
    (a letter's "file your claims within 30 days") is no answer beside a later record of the same matter whose
    direction, on the thing asked, still runs (the tribunal's "deposit … by 31.08"): the later one has taken its
    place. A question of what was to be done then keeps the best match."""
    best = found[0]
    if not _lapsed(comp, best[1]) or _PAST_ASKED.search(comp.q.text):
        return best
    for cand in found[1:]:
        _, e, rec, _ = cand
        if cand[0][0] >= 1 and not _lapsed(comp, e) and (rec.date or "") > (best[2].date or "") \
                and set(rec.case_ids) & set(best[2].case_ids):
            return cand
    return best


def _lapsed(comp: Composing, e: EventBase) -> bool:
    due = getattr(e, "due", None) or _due_written(e.text)
    return bool(due and due[:10] < comp.today)


def _sentence(comp: Composing, e: EventBase, rec: RecordRef, *, if_not: bool) -> str:
    who = getattr(e, "who", None)
    act = getattr(e, "act", "") or ""
    act = act if len(act) <= 220 else clean(act, 220)  # clean() would cut a sum's "/-"
    by = getattr(e, "by", None) or ""
    due = getattr(e, "due", None)
    otherwise = getattr(e, "otherwise", None)
    said_day = re.search(r"\d{1,2}[./-]\d{1,2}", act)  # "(by 30.10.25)" written beside it already
    when = f"{by}{f' (by {human_date(due)})' if due and not said_day and due[:10] not in by else ''}".strip()
    what = f"{who} to {act}" if who and not act.startswith(who) else act
    src = f"{human_date(rec.date)}, {comp.who(rec)}" if rec.date else comp.who(rec)
    n = comp.cite(rec)
    if otherwise and if_not:
        return f"If not done {when}: {clean(otherwise, 200).rstrip('.')} — {src}: {what}, {when} [{n}]."
    tail = f"; failing which {clean(otherwise, 200).rstrip('.')}" if otherwise else ""
    if if_not and not otherwise:
        tail = "; it says nothing of what follows if it is not done"
    return f"{what}, {when}{tail} — {src} [{n}]."
