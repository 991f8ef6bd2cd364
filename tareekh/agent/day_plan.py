"""The lawyer's own plan for a day that several matters fall on ("18 Dec clash: … I take TS 36, <junior> takes CJM").

A day with two or more matters listed is a day the lawyer has to split; a plan or to-do note written before it that
names the day says how (who attends which court). Its line is quoted beside the day's matters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, iso_dates

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line, RecordRef

PLAN_CHARS = 220


def plan_for_day(comp: Composing, iso: str) -> tuple[str, list[Line]]:
    """' Your plan of <day>: "<its line for the day>" [n].' from the latest plan or general note written up to today
    whose line names the day `iso`, with its line; ("", []) when none does."""
    best: tuple[RecordRef, str] | None = None
    for rec in comp.records(None):
        if (rec.kind != "general" and rec.doc_kind != "plan") or not rec.date or rec.date > comp.today:
            continue
        for line in rec.text.splitlines():
            if any(day == iso for _, _, day in iso_dates(line, rec.date)) and (best is None or rec.date >= best[0].date):
                best = (rec, line.strip())
                break
    if best is None:
        return "", []
    rec, line = best
    said = clean(line, PLAN_CHARS)
    return f" Your plan of {human_date(rec.date)}: \"{said}\" [{comp.cite(rec)}].", [comp.line(rec, line)]
