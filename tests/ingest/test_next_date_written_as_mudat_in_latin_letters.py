"""Gujarati and Marathi notes typed in Latin letters fix the next date with "mudat" (મુદત, मुदत) and its day."""

from datetime import date

from tareekh.ingest.dates import find_next_date

HEARD = date(2031, 3, 4)


def test_a_marathi_note_in_latin_letters_fixes_its_next_date_with_mudat() -> None:
    found = find_next_date("Sakshidar gairhajar, dusrya bajune vel magitla. Pudhil mudat 14/07/2031 - uttar.",
                           hearing=HEARD)
    assert found is not None and found.value == date(2031, 7, 14)


def test_a_gujarati_note_fixes_a_day_and_month_name_after_mudat() -> None:
    found = find_next_date("Saamaa paksh no javab aavyo nathi. Have mudat 9 Apr", hearing=HEARD)
    assert found is not None and found.value == date(2031, 4, 9)


def test_mudat_sought_is_time_asked_for_not_a_day_fixed() -> None:
    assert find_next_date("Saame vakil e mudat maangi. 22/04 ne divse arji aapse", hearing=HEARD) is None


def test_a_period_of_time_in_hindi_is_no_next_date() -> None:
    assert find_next_date("Jamaa karne ki muddat 12.05.2031 tak di gayi", hearing=HEARD) is None
