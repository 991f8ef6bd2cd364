"""A note that calls a next date written with its year wrong ("ND 14.03.2027 likha tha - galat", "not 05.08.2026",
"14.03.2027 चुकीची") denies that day: an undated note is never filed as a hearing on the very day it denies (the day
its case was listed for), it corrects the next date to the one it gives.

Before, only a day and month without the year were read as denied; a correction that wrote the year was filed as a
hearing on the day it denies. Names and words written for these tests.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.papers import corrected_next_date, denied_days
from tareekh.registry import Case


@pytest.mark.parametrize("text, denied, right", [
    ("Kal ke note me ND 14.03.2027 likha tha - galat hai. Register dekha: sahi agli tarikh 21.03.2027.",
     {(14, 3)}, date(2027, 3, 21)),
    ("Next date is not 05.08.2026; the cause list shows 12.08.2026.", {(5, 8)}, date(2026, 8, 12)),
    ("पुढील तारीख 14.03.2027 चुकीची. बरोबर तारीख 21.03.2027.", {(14, 3)}, date(2027, 3, 21)),
])
def test_a_full_date_called_wrong_is_denied_and_the_other_is_the_correction(text, denied, right):
    assert denied_days(text, with_year=True) == denied
    assert corrected_next_date(text, with_year=True) == (denied, right)


def test_a_full_date_that_is_only_a_next_date_is_not_denied():
    assert denied_days("Arguments heard. ND 14.03.2027. Next 21.03.2027 for orders.", with_year=True) == set()


def test_an_undated_correction_with_the_year_is_no_hearing_on_the_day_it_denies(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="T1", number="C.C. No. 4412 of 2025", short_name="Chinnaswamy cheque case",
                                    title="Chinnaswamy Traders vs Oommen Pathrose"))
    practice.ingest([drop("02-03-2026 chinnaswamy.txt",
                          "02.03.2026 Chinnaswamy cheque case - accused absent, exemption allowed. ND 14.03.2026.\n")])
    (e,) = practice.ingest([drop("New note.txt",
                                 "correction - Chinnaswamy cheque case\n"
                                 "Kal ke note me ND 14.03.2026 likha tha - galat hai. Register dekha: sahi agli "
                                 "tarikh 21.03.2026. (14.03 ko court ki chhutti hai.)\n")]).entries
    assert e.hearing_date != "2026-03-14" and e.kind != "hearing"
    assert practice.entry(int(e.id)).next_date == "2026-03-21"
