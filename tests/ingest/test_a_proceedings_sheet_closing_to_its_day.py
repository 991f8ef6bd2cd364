"""A court's proceedings sheet closes each day's entry with a sentence of its own, "To <date>." ("To 14.10.2031 for
evidence."): that is the day the matter is adjourned to. A range ("from … to …") is no next date."""

from datetime import date

from tareekh.ingest.dates import find_next_date

HEARD = date(2031, 8, 19)


def test_a_proceedings_entry_closing_with_to_and_a_date_fixes_that_day() -> None:
    text = ("19.08.2031  Plaintiff present. Defendant called absent. Commissioner's report received. "
            "To 14.10.2031.")
    found = find_next_date(text, hearing=HEARD)
    assert found is not None and found.value == date(2031, 10, 14)


def test_to_and_a_date_opening_a_line_with_its_purpose_fixes_that_day() -> None:
    found = find_next_date("Summons to DW2 returned unserved.\nTo 02.11.2031 for evidence.", hearing=HEARD)
    assert found is not None and found.value == date(2031, 11, 2)


def test_a_range_of_days_is_no_next_date() -> None:
    assert find_next_date("Leave granted from 22.08.2031 to 30.08.2031 to the petitioner.", hearing=HEARD) is None
