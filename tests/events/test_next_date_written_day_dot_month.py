"""A diary's next date written day-dot-month with no year ("ND 24.7", "agli 4.9") is a form the date reader leaves
alone (it is a decimal's too); when ingest read that day as the record's next date, the rules keep it as the record's
next-date event, so "agli date kya mili" finds it. A figure like "24.7 kg" with no next-date word before it gives
none. Invented notes, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _next(text: str, next_date: str | None):
    rec = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-06-19", next_date=next_date,
                 people=People(our_side="complainant"))
    return [e.date for e in extract(rec) if e.kind == "next_date"]


@pytest.mark.parametrize("text, iso", [
    ("19.6 RCT 4410\nCW1 Madhavika affidavit filed. Pahadia's counsel absent.\nND 24.7", "2026-07-24"),
    ("19.6 - CW1 chief done, cross baaki. agli 4.9 ko cross", "2026-09-04"),
])
def test_a_day_dot_month_after_the_next_date_word_is_the_next_date(text, iso):
    assert _next(text, iso) == [iso]


def test_a_figure_with_no_next_date_word_is_no_next_date():
    assert _next("19.6 - seized 24.7 kg as per panchnama.", "2026-07-24") == []
