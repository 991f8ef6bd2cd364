"""A note that corrects a day written in an earlier one says so with the verb of writing between the day and the
word for a mistake ("05.02 likh diya - galat", "12/03 lihile - chukiche", "9/4 written - wrong"): it is a
correction, not the note of a hearing. A hearing's note whose day is followed by what happened is not."""

import pytest

from tareekh.events.corrections import is_correction


@pytest.mark.parametrize("text", [
    "Parson ki diary me DW2 ke baad ki tarikh 05.02 likh diya - galat. Peshkar se milaya: agli tarikh 19.03.2031 "
    "(bahas), 5 feb nahi.",  # Hindi
    "Diary madhe 12/03 lihile - chukiche. Nazir kadun tapasle: pudhil tarikh 19.03.2031, 12 march nahi.",  # Marathi
    "Yesterday's page: the next date 9/4 written - wrong. Checked the cause list: it is 23.04.2031, not April 9th.",
])
def test_a_day_written_then_called_a_mistake_is_a_correction(text):
    assert is_correction(text)


@pytest.mark.parametrize("text", [
    "05.02 ko judge sahab nahi baithe. Arguments nahi hue. ND 19.03.2031.",
    "12/03 chief over, cross begins. Their counsel sought time. Next 14.04.2031.",
])
def test_a_hearings_note_is_no_correction(text):
    assert not is_correction(text)
