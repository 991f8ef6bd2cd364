"""A diary's "khatam" (over) ends the matter only when the matter is what is over ("case khatam ho gaya"); a stage
said over — "DW1 ka cross khatam" — is the day's work and the case goes on. A correction note names the right next
date after the wrong one ("ND … likha - galat. Sahi agli tithi …"): the last date the record announces is its next
date. A purpose written as an abbreviation with its dots ("I.O.") keeps them. Invented notes, written for these
tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _events(text: str, next_date: str | None = None):
    rec = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-11-10", next_date=next_date,
                 people=People(our_side="plaintiff"))
    return extract(rec)


def _outcomes(text: str) -> list[str]:
    return [e.outcome for e in _events(text) if e.kind == "order"]


def _next(text: str, next_date: str | None = None) -> list[tuple[str, str | None]]:
    return [(e.date, e.purpose) for e in _events(text, next_date) if e.kind == "next_date"]


@pytest.mark.parametrize("text", [
    "10.11.26 Civil Judge - O.S. 77/25 Harkirat v. Baljeet\nDW1 Baljeet ka cross khatam. Admitted the boundary wall.",
    "Evidence khatam, ab bahas hogi.",
    "Harkirat ne kaha case khatam karo, 50 hazar le lo.",
])
def test_a_stage_over_or_an_offer_is_no_disposal(text):
    assert "disposed" not in _outcomes(text)


@pytest.mark.parametrize("text", [
    "Aaj mamla khatam ho gaya - dono paksh ne samjhauta kar liya.",
    "Application disposed of as withdrawn.",
])
def test_the_matter_over_is_a_disposal(text):
    assert "disposed" in _outcomes(text)


def test_the_corrected_next_date_is_the_one_after_the_wrong_one():
    text = ("Correction - Harkirat suit: kal ke note me ND 15.12.2026 likha, galat hai.\n"
            "Sahi agli tithi 08.12.2026 (somvar), DW2 ke liye.")
    assert _next(text, "2026-12-15") == [("2026-12-08", "DW2 ke liye")]


@pytest.mark.parametrize("text, purpose", [
    ("Baljeet ko bola har date pe aana. ND 15.12.2026 - I.O.", "I.O."),
    ("Baljeet absent. ND 15.12 - P.E.", "P.E."),
    ("Baljeet absent. ND 15.12.2026 - DW2 chief.", "DW2 chief"),
])
def test_the_purpose_after_a_next_date_ingest_read(text, purpose):
    assert _next(text, "2026-12-15") == [("2026-12-15", purpose)]


@pytest.mark.parametrize("text", [
    "Cross of DW1 done. ND 15.12.2026 (Tue).",
    "Cross of DW1 done. Next date 15.12.2026 - Tuesday.",
])
def test_the_day_of_the_week_after_a_next_date_is_no_purpose(text):
    assert _next(text, "2026-12-15") == [("2026-12-15", None)]
