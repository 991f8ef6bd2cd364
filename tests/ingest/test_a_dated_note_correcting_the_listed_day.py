"""A note of one case that opens with its own day and calls the day its case was listed for wrong — the wrong word
before the date ("ND galat likha 18.6.26", "wrongly written as 18/06/2026") — and names the right one ("sahi tithi
25.06.2026", "correct date is 25/06/2026") corrects the case's next date: it is no hearing of the day it was written,
and the case's next date is the right day, never the one called wrong.

Before, only a note with no day of its own, or a matter among several on one page, was read as a correction; a
dated note of one case was kept as a hearing of its day with no next date, and the wrong day stood. Names and words
written for these tests.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.papers import corrected_next_date, denied_days
from tareekh.registry import Case


@pytest.mark.parametrize("text, denied, right", [
    ("9.4.26 - sudhar: Nallathambi case - kal ND galat likha 18.6.26. Naqal se mila - sahi tithi 25.06.2026.",
     {(18, 6)}, date(2026, 6, 25)),
    ("09/04/2026 Ondiveeran appeal: yesterday I wrongly wrote 18/06/2026 as the date; correct date is 25/06/2026.",
     {(18, 6)}, date(2026, 6, 25)),
])
def test_a_date_called_wrong_before_it_and_the_right_one(text, denied, right):
    assert denied_days(text, with_year=True) == denied
    assert corrected_next_date(text, with_year=True) == (denied, right)


@pytest.mark.parametrize("text", ["Marakkar OS - galti se 20.9 likha tha, sahi agli tarikh 14.09.2026",
                                  "Marakkar OS: by mistake noted 20/9; right date 14.9"])
def test_a_date_written_by_mistake_is_denied(text):
    assert denied_days(text) == {(20, 9)}


def test_a_right_word_between_is_no_denial():
    assert denied_days("pehle galat samjha tha, sahi 25.06.2026 hai", with_year=True) == set()


def test_a_dated_correction_of_one_case_moves_its_next_date(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="T1", number="C.C. No. 771 of 2025", short_name="Nallathambi cheque case",
                                    title="Dodderi Finance vs Nallathambi"))
    practice.ingest([drop("08-04-2026 nallathambi.txt",
                          "08.04.2026 Nallathambi cheque case - CW1 examined, documents marked. ND 18.06.2026.\n")])
    (e,) = practice.ingest([drop("09-04-2026 note.txt",
                                 "09.04.2026 - correction: Nallathambi cheque case - kal diary me ND galat likha "
                                 "18.6.26. Clerk ne register dekha - sahi tithi 25.06.2026 (accused statement).\n")]).entries
    got = practice.entry(int(e.id))
    assert got.kind != "hearing" and got.hearing_date is None
    assert got.next_date == "2026-06-25"
    assert practice.registry.get_case("T1").next_date == "2026-06-25"
