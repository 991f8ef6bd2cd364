"""A script's letter read for one of its own digits inside a date or case number (Gujarati ર for ૨, Tamil க for ௧,
Kannada's anusvara for ೦) becomes that digit when the run is then a valid date or number-and-year; words stay."""

from __future__ import annotations

from tareekh.ingest.repair import repair_text


def test_a_gujarati_case_number_with_ra_read_for_two_becomes_digits():
    assert repair_text("દાવો ર૧૪/ર૦ર૯ વિ.").text == "દાવો ૨૧૪/૨૦૨૯ વિ."
    assert repair_text("મુદત ૧પ/૦૯/૨૦૩૦").text == "મુદત ૧૫/૦૯/૨૦૩૦"


def test_tamil_and_kannada_lookalikes_in_mixed_digits_become_digits():
    assert repair_text("வழக்கு க௨/௨0௨௫").text == "வழக்கு ௧௨/௨0௨௫"
    assert repair_text("ದಿನಾಂಕ ಂ೧.೦೨.೨೦೩೦").text == "ದಿನಾಂಕ ೦೧.೦೨.೨೦೩೦"


def test_words_and_runs_that_are_no_valid_number_are_left_alone():
    for text in ("વકીલ રમેશ હાજર", "નિશાની-પની અરજી", "அ/எ", "ர/ப", "ક્રમ ર૧/૪૫૬", "ર૯.૧૩.૨૦૩૦"):
        assert repair_text(text).text == text, text


def test_a_hands_slash_read_as_a_one_or_a_one_lost_between_slashes_is_written_back():
    assert repair_text("2030 AUGUST\n21/8130 Rent Ct").text == "2030 AUGUST\n21/8/30 Rent Ct"
    assert repair_text("2030 DECEMBER\nPE from 9//31. Draft by 30 Dec.").text == "2030 DECEMBER\nPE from 9/1/31. Draft by 30 Dec."


def test_case_numbers_and_runs_without_one_valid_date_of_the_pages_years_are_left():
    for text in ("2030\nOS 118/30 heard", "2030\n118/30 - plaint", "OS 118/2030",
                 "2024 MAY\n21/8130 heard", "2030 x 12/130", "no year here 9//31"):
        assert repair_text(text).text == text, text
