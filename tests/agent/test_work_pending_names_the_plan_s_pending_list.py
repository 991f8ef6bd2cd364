"""What is pending before a day names, beside the listings, the items the newest plan lists under a heading of work
still to do ("Pending:", "To do -", "baaki kaam:"): the lawyer's own list of what is left, whether or not its matter is
listed by then and whether or not the item has a day. An older plan's list, a plan written after today, and the
lines above the heading are not said."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent.docket import _plan_pending
from tareekh.agent.draft import RecordRef


def _plan(entry_id: int, day: str, text: str, cases: list[str] | None = None) -> RecordRef:
    return RecordRef(entry_id=entry_id, text=text, case_ids=cases or [], date=day, kind="general", doc_kind="plan")


def _comp(records: list[RecordRef], today: str = "2031-02-14"):
    cited: list[int] = []
    return SimpleNamespace(records=lambda ids: records, today=today,
                           cite=lambda rec: cited.append(rec.entry_id) or len(cited),
                           line=lambda rec, text, with_case=False: text)


def test_the_items_under_the_pending_heading_of_the_newest_plan_are_said():
    records = [
        _plan(1, "2031-02-01", "PLAN 1-7 Feb\nbaaki kaam:\n- Pazhassi appeal - old item"),
        _plan(2, "2031-02-10", "PLAN 10-17 Feb\nMon 12/2 Sub Court - Karthiayani partition - PW3\nTo do -\n"
                               "1) Karthiayani - commission report objections, draft and file"),
        _plan(3, "2031-02-10", "PLAN 10-17 Feb\nTo do -\n* Pazhassi appeal - typed paper book (40 pages)"),
    ]
    lines: list = []
    said = _plan_pending(_comp(records), lines)
    assert said.startswith(" Pending in your plan of 10 Feb 2031: ")
    assert "commission report objections, draft and file [1]" in said
    assert "typed paper book (40 pages) [2]" in said
    assert "old item" not in said and "PW3" not in said
    assert len(lines) == 2


def test_a_plan_written_after_today_or_without_the_heading_says_nothing():
    later = [_plan(1, "2031-03-01", "PLAN\nPending:\n- Pazhassi appeal - file reply")]
    assert _plan_pending(_comp(later), []) == ""
    plain = [_plan(1, "2031-02-10", "PLAN\nMon 12/2 - Karthiayani partition - pending arguments")]
    assert _plan_pending(_comp(plain), []) == ""
