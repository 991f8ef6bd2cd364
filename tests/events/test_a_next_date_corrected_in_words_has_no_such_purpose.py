"""What a next date is for is read after it, unless the words after it only say which day it is: a junior's
correction "next date 9 May hai, 2 nahi" (is, not), "next date 9.5.2026 not for args" — a copula or a negation is no purpose.
A stage written as two capitals after the date ("Peshi 16.8.26 - DE.") is the date's purpose. Invented notes,
written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _next(text: str, next_date: str | None = None) -> list[tuple[str, str | None]]:
    rec = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-03-10", next_date=next_date,
                 people=People(our_side="plaintiff"))
    return [(e.date, e.purpose) for e in extract(rec) if e.kind == "next_date"]


@pytest.mark.parametrize("text", [
    "16:02 Zarifa Jr: Jaskirat ka chief affidavit file kiya. Next date 2 May\n"
    "16:09 Zarifa Jr: maaf kijiye sir, next date 9 May hai 2 nahi",
    "Vellaisamy appeal: next date 9.5.2026 not for args, only for the office report",
    "Ekambaram suit: agli tarikh 9.5.2026 है, 2.5 नहीं",
])
def test_a_correction_s_words_after_the_date_are_no_purpose(text):
    assert _next(text) == [("2026-05-09", None)]


@pytest.mark.parametrize("text, purpose", [
    ("10.3.26 Civil Judge - Jaskirat suit\n4 issues framed.\nPeshi 16.8.26 - DE.", "DE"),
    ("Jaskirat suit: next date 16.8.26 - PE", "PE"),
])
def test_a_stage_in_two_capitals_after_the_date_is_its_purpose(text, purpose):
    assert _next(text) == [("2026-08-16", purpose)]


def test_a_purpose_in_words_after_the_date_is_still_read():
    assert _next("Jaskirat suit: next date 16.8.26 - cross of PW2.") == [("2026-08-16", "cross of PW2")]
