"""A page read in an Indian script reads as a lawyer types it: tesseract's joiners that draw nothing are dropped
and a Malayalam chillu written the old way becomes the chillu letter, so a typed phrase, an event's words and a
registry name are found in it; a date or case number one engine misread (no such date, a year no case has) gives
way to the other engine's valid one on the same line, even when RapidOCR's box for it is beside the script
reading's word."""

from __future__ import annotations

from tareekh.ingest.models import Box, Word
from tareekh.ingest.ocr.choose import _numbers_from, _numbers_under, valid_number
from tareekh.ingest.ocr.tesseract import _script_clean

ZWNJ, ZWJ, VIRAMA_ML = "\u200c", "\u200d", "\u0d4d"


def w(text: str, x: int, width: int, line: int = 0, y: int = 100) -> Word:
    return Word(text=text, conf=70.0, box=Box(x=x, y=y, w=width, h=30), line=line)


def texts(words: list[Word]) -> list[str]:
    return [x.text for x in words]


def test_a_tamil_words_closing_non_joiner_is_dropped_so_a_typed_phrase_is_found():
    read = " ".join(_script_clean(t) for t in (f"மனு{ZWNJ}", f"தாக்கல்{ZWNJ}", "செய்யப்பட்டது", f"வேலுச்சாமி{ZWNJ}."))
    assert "தாக்கல் செய்யப்பட்டது" in read and "வேலுச்சாமி." in read and ZWNJ not in read


def test_a_joiner_inside_a_tamil_word_draws_nothing_and_goes():
    assert _script_clean(f"பொன்{ZWNJ}னம்மாள்") == "பொன்னம்மாள்"
    assert _script_clean(f"சுந்த{ZWJ}ரம்") == "சுந்தரம்"


def test_a_malayalam_chillu_written_the_old_way_becomes_the_typed_letter():
    # ന്‍ ല്‍ ര്‍ ണ്‍ ള്‍ as tesseract writes them; ൻ ൽ ർ ൺ ൾ as a keyboard types them
    assert _script_clean(f"ഹര്ജിക്കാര{VIRAMA_ML}{ZWJ}") == "ഹര്ജിക്കാർ"
    assert _script_clean(f"പണ{VIRAMA_ML}{ZWJ}ടാരം{ZWNJ}") == "പൺടാരം"
    assert _script_clean(f"കോട്ടയത്തുള{VIRAMA_ML}{ZWJ}") == "കോട്ടയത്തുൾ"
    assert _script_clean(f"അവന{VIRAMA_ML}{ZWJ}.") == "അവൻ."
    assert _script_clean(f"ശിവദാസ{VIRAMA_ML}{ZWJ}") == f"ശിവദാസ{VIRAMA_ML}{ZWJ}"  # സ has no chillu: kept


def test_joiners_that_draw_a_conjunct_or_a_half_letter_are_kept():
    # a Devanagari half letter (क्‍ष) and a joiner between two letters of another script are the writer's
    assert _script_clean(f"क्{ZWJ}ष") == f"क्{ZWJ}ष"
    assert _script_clean(f"ಕ{ZWNJ}ಷ") == f"ಕ{ZWNJ}ಷ"


def test_dates_and_case_numbers_a_lawyer_writes_are_valid_and_misreadings_are_not():
    for good in ("18.09.2030", "8/1/31", "23/2030", "1187/2030", "12/9", "4.5"):
        assert valid_number(good), good
    for bad in ("23/2930", "18.09:2999", "41.13.2030", "1௪.01.2027", "32.01.2029", "11.03.08/2026"):
        assert not valid_number(bad), bad


def test_a_misread_year_takes_rapidocrs_number_from_the_same_line_though_its_box_is_beside_it():
    # RapidOCR placed "45/2031" by its letters, past the Telugu words it read as two glyphs: it covers nothing
    # of tesseract's "45/2931", which lies on the same line with the same shape and a digit apart
    script = [w("O.S.", 10, 50), w("45/2931", 70, 110), w("రామయ్య", 190, 130), w("వాయిదా", 10, 90, line=1, y=160)]
    rapid = [w("O.S.", 10, 60), w("45/2031", 230, 120), w("T历", 360, 40)]
    assert texts(_numbers_under(rapid, script)) == ["O.S.", "45/2031", "రామయ్య", "వాయిదా"]


def test_a_valid_number_of_the_script_reading_is_kept_against_rapidocrs_invalid_one():
    script = [w("ತಾರೀಖು", 10, 100), w("19.11.2030", 120, 150)]
    assert _numbers_under([w("19.11.2930", 118, 155)], script) == script
    hindi = [w("अगली", 10, 90), w("19.11.2030", 110, 150)]
    assert texts(_numbers_from([w("3TeTR", 10, 90), w("19.71.2030", 110, 150)], hindi)) == texts(hindi)


def test_a_word_read_onto_a_date_does_not_replace_the_script_readings_words():
    # "તા. 03/08/2026" read by RapidOCR as one number "11.03.08/2026": the Gujarati "તા." stays
    script = [w("તા.", 10, 40), w("03/08/2026", 55, 140)]
    assert _numbers_under([w("11.03.08/2026", 8, 190)], script) == script


def test_a_number_on_another_line_or_two_digits_off_is_not_taken():
    script = [w("45/2931", 70, 110, line=0, y=100), w("తేదీ", 10, 80, line=1, y=200)]
    assert _numbers_under([w("45/2031", 230, 120, y=200)], script) == script  # RapidOCR's is on the next line
    assert _numbers_under([w("17/2031", 230, 120)], script) == script  # 45 → 17 and 9 → 0: three digits apart


def test_a_case_number_set_off_from_rapidocrs_soup_by_a_stop_replaces_the_one_short_of_a_digit():
    # a Kannada case type read as soup ending in a stop, then the number whole; the script model lost a digit
    script = [w("ಓ.ಎಸ್.", 10, 90), w("73/2025", 105, 110), w("ಹನುಮಪ್ಪ", 230, 120)]
    rapid = [w("e.n@m.738/2025", 8, 210), w("Ω1o", 230, 100)]
    assert texts(_numbers_under(rapid, script)) == ["ಓ.ಎಸ್.", "738/2025", "ಹನುಮಪ್ಪ"]
    # a run glued on with no stop between is soup, and is not taken
    assert _numbers_under([w("G1738/2025", 8, 210)], script) == script
