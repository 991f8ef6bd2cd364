"""The lawyer's plan for a matter's next date: a plan or week's to-do written up to today whose line names both the
day and the matter ("Fri 08.01 <court> 2.30 - <matter> - arguments") says what the bare matter's name leaves out —
the time, the court, who goes. Quoted after the matter's next date when a bare name asks where it stands.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.question_words import CASE_HEADS
from tareekh.events.text import clean, iso_dates

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line

PLAN_CHARS = 220
# a word of a matter's name that names no matter of its own: its kind, a court's word, a joining word
_GENERIC = CASE_HEADS | frozenset("case matter suit appeal petition writ vs versus and the of others ors anr".split())


def _names_day(line: str, iso: str, anchor: str) -> bool:
    """The line names the day `iso`: in full, or day and month alone ("08.01", "8/1") as a plan writes it."""
    if any(d == iso for _, _, d in iso_dates(line, anchor)):
        return True
    _, month, day = iso[:10].split("-")
    return bool(re.search(rf"(?<![\d.:/])0?{int(day)}\s?[./-]\s?0?{int(month)}(?![\d:])(?![./-]\d)", line))


def _matter_words(comp: Composing, cid: str) -> set[str]:
    card = comp.card(cid)
    if card is None:
        return set()
    names = [card.case.short_name or "", card.case.title or ""] + [p.name for p in card.case.parties]
    return {w for n in names for w in re.findall(r"[a-z]{4,}", n.lower()) if w not in _GENERIC}


def plan_of_matter(comp: Composing, cid: str, iso: str | None) -> tuple[str, list[Line]]:
    """' Your plan of <day>: "<its line for the matter on that day>" [n].' — the latest plan or general note up to
    today whose line names the day `iso` (today or later) and a word of the matter's name; ("", []) when none does."""
    if not iso or iso < comp.today:
        return "", []
    own = _matter_words(comp, cid)
    best = None
    for rec in comp.records(None):
        planned = rec.kind == "general" or rec.doc_kind == "plan" or cid in (rec.case_ids or [])
        if not planned or getattr(rec, "is_order_sheet", False) or (rec.date or "") > comp.today:
            continue  # (a typed week's plan filed under the matter may carry no date of its own)
        for line in rec.text.splitlines():
            if own & set(re.findall(r"[a-z]{4,}", line.lower())) and _names_day(line, iso, rec.date or comp.today) \
                    and (best is None or (rec.date or "") >= (best[0].date or "")):
                best = (rec, line.strip())
                break
    if best is None:
        return "", []
    rec, line = best
    of = f" of {human_date(rec.date)}" if rec.date else ""
    return f" Your plan{of}: \"{clean(line, PLAN_CHARS)}\" [{comp.cite(rec)}].", [comp.line(rec, line)]


def plan_beside(comp: Composing, cid: str, first: str, shown: list[Line]) -> tuple[str, list[Line]]:
    """The lawyer's plan for the matter's next date (see plan_of_matter), said after the court's listing: what the
    lawyer means to do that day (the witness to bring, the paper to carry) is the day's purpose in the lawyer's own
    words, which the order's "for evidence" leaves out. ("", []) when no plan names the day and the matter, or the
    answer quotes that plan's line already (its next date was read from the plan)."""
    plan, lines = plan_of_matter(comp, cid, upcoming_next(comp, cid))
    if not plan or any(ln.text.strip() and (ln.text.strip() in line.text or line.text.strip() in ln.text)
                       for ln in shown for line in lines) or any(line.text.strip()[:40] in first for line in lines):
        return "", []
    return plan, lines


def upcoming_next(comp: Composing, cid: str) -> str | None:
    """The matter's next date from today on: the register's, else the latest record's."""
    card = comp.card(cid)
    reg = card.case.next_date if card is not None and getattr(comp, "register_current", False) else None
    if reg and reg >= comp.today:
        return reg
    nexts = comp.ev.events(case_ids=[cid], kinds=["next_date"])
    latest = max(nexts, key=lambda e: (e.record_date or "", e.entry_id), default=None)
    return latest.date if latest is not None and latest.date and latest.date >= comp.today else None


PLAN_WRITTEN_DAYS = 7  # a plan is typed in the week before the days it plans


def written_on(rec) -> str | None:
    """The day a plan was typed, when its heading writes one before the days it plans ("WEEK 7-12 DEC (typed Fri
    4/12)", "plan 14-19 Sept - 11/9"): a plan is dated by the first day it plans, and it is written before that
    day. The latest date of the heading in the week before the plan's own date; None when it writes none, or the
    record is no plan."""
    from tareekh.events.text import after

    if getattr(rec, "doc_kind", None) != "plan" or not rec.date:
        return None
    head = next((ln for ln in rec.text.splitlines() if ln.strip()), "")
    own = rec.date[:10]
    lo = after(own, days=-PLAN_WRITTEN_DAYS) or own
    return max((d for _, _, d in iso_dates(head, own) if lo <= d < own), default=None)


def known_by(rec, today: str) -> bool:
    """The record is written by `today`: dated on or before it, a plan whose days begin tomorrow, or a plan of days
    after it that its heading says was typed by then."""
    if rec.date and rec.date[:10] <= today:
        return True
    from tareekh.events.text import after

    if getattr(rec, "doc_kind", None) == "plan" and rec.date and rec.date[:10] <= (after(today, days=1) or today):
        return True  # a plan whose first day is tomorrow was typed by today, at the latest
    typed = written_on(rec)
    return typed is not None and typed <= today
