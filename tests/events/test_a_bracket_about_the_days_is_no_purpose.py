"""A next date moved and the reason written in a bracket after it ("NDOH changed to 14/12 (clerk corrected the
diary, 7/12 is her leave)") tells which day, not what the hearing is for: a bracket after the date that writes
another day is an aside, no purpose. A bracket that says the stage is still the purpose, and so is a purpose whose
words carry a day of their own without a bracket. Invented notes."""

from __future__ import annotations

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _next(text: str, next_date: str = "2026-12-14") -> list[tuple[str, str | None]]:
    rec = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-11-30", next_date=next_date,
                 people=People(our_side="complainant"))
    return [(e.date, e.purpose) for e in extract(rec) if e.kind == "next_date"]


def test_a_bracket_telling_why_the_day_moved_is_no_purpose():
    text = ("Thangapandi cheque case - no DW produced. NDOH 7/12 -- NDOH changed to 14/12 "
            "(bench clerk corrected the diary, 7/12 is a holiday).")
    assert _next(text) == [("2026-12-14", None)]


def test_a_bracket_naming_the_stage_is_still_the_purpose():
    assert _next("Thangapandi cheque case - no DW produced. ND 14/12 (for defence evidence)") == \
        [("2026-12-14", "defence evidence")]


def test_a_purpose_after_the_date_with_a_day_in_it_but_no_bracket_is_kept():
    got = _next("Oduvil suit: ND 05.03.2027 CW1 evidence - affidavit ready by 2/3", "2027-03-05")
    assert got and got[0][1] and got[0][1].startswith("CW1 evidence"), got
