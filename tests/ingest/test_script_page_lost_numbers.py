"""A page read in an Indian script keeps only valid numbers from RapidOCR's reading, and gets back the date or case
number the script model lost: one it read as Latin marks ("c="), or ran with its neighbours into a few long marks."""

from __future__ import annotations

from tareekh.ingest.models import Box, Word
from tareekh.ingest.ocr.choose import _numbers_from, _numbers_under


def w(text: str, x: int, width: int, line: int = 0, y: int = 100) -> Word:
    return Word(text=text, conf=70.0, box=Box(x=x, y=y, w=width, h=30), line=line)


def texts(words: list[Word]) -> list[str]:
    return [x.text for x in words]


def test_rapidocrs_invalid_number_never_replaces_the_script_readings_one():
    # RapidOCR reads a script's own digit one (১, ૧, १) as a 9: "20/99/2030" is no date, the script reading's stays
    bengali = [w("তারিখ", 10, 90), w("2০/১১/2030", 110, 150)]
    assert _numbers_under([w("20/99/2030", 108, 155)], bengali) == bengali
    marathi = [w("पुढील", 10, 90), w("2०/११/2030", 110, 150)]
    assert _numbers_from([w("GT", 10, 90), w("20/99/2030", 110, 150)], marathi) == marathi


def test_latin_marks_the_script_model_made_of_a_number_take_rapidocrs_valid_reading():
    kannada = [w("ಮುಂದಿನ", 10, 100), w("ದಿನಾಂಕ", 120, 100), w("c=", 240, 140)]
    rapid = [w("HoT", 10, 100), w("3a", 120, 100), w("12.11.2030", 238, 130)]
    assert texts(_numbers_under(rapid, kannada)) == ["ಮುಂದಿನ", "ದಿನಾಂಕ", "12.11.2030"]
    # the script's own word under it stays: RapidOCR made a number of its letters
    tamil = [w("வாய்தா", 10, 100), w("கேட்டனர்", 240, 140)]
    assert _numbers_under([w("12.11.2030", 238, 130)], tamil) == tamil


def test_a_case_number_lost_from_a_slanted_line_is_put_back_at_its_place():
    # the Telugu model ran "(OS 412/2029)" and its neighbours into two long marks; RapidOCR read the number whole
    telugu = [w("దావా", 10, 80), w("నల", 100, 300), w("తీర్పు", 560, 100), w("వాయిదా", 10, 90, line=1, y=160)]
    rapid = [w("(OS", 330, 50), w("412/2029)", 390, 150)]
    assert texts(_numbers_under(rapid, telugu)) == ["దావా", "నల", "412/2029", "తీర్పు", "వాయిదా"]


def test_a_lost_number_is_not_put_in_where_its_line_or_page_has_one():
    # its line holds a number of its own: which it is cannot be told
    line_has = [w("దావా", 10, 80), w("7/2029", 100, 90), w("తీర్పు", 560, 100)]
    assert _numbers_under([w("412/2029", 390, 150)], line_has) == line_has
    # the page holds it a digit off on the line above: RapidOCR placed it a line low
    page_has = [w("412/2028", 70, 110, line=0, y=100), w("తేదీ", 10, 80, line=1, y=200)]
    assert _numbers_under([w("412/2029", 230, 120, y=200)], page_has) == page_has
    # a word of the script reading lies on its spot
    covered = [w("దావా", 10, 80), w("తీర్పు", 380, 120)]
    assert _numbers_under([w("412/2029", 390, 150)], covered) == covered
