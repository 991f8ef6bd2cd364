"""A page read in an Indian script keeps the dates and case numbers its lawyer wrote in Latin digits: the script
model's misreadings of them under RapidOCR's number are replaced by it; a number written in the script's own
digits, and the script's words, are kept."""

from __future__ import annotations

from tareekh.ingest.models import Box, Word
from tareekh.ingest.ocr.choose import _numbers_under


def w(text: str, x: int, width: int, line: int = 0, y: int = 100) -> Word:
    return Word(text=text, conf=70.0, box=Box(x=x, y=y, w=width, h=30), line=line)


def texts(words: list[Word]) -> list[str]:
    return [x.text for x in words]


def test_a_date_the_tamil_model_read_in_mixed_digits_takes_rapidocrs_reading():
    script = [w("வாய்தா", 10, 120), w("1௪.01.2027", 150, 160)]
    rapid = [w("IT6T", 10, 120), w("14.01.2027", 148, 165)]
    assert texts(_numbers_under(rapid, script)) == ["வாய்தா", "14.01.2027"]


def test_a_case_number_read_as_letters_or_short_of_a_digit_takes_rapidocrs_reading():
    script = [w("ಸಾಹು", 10, 80), w("OS", 100, 40), w("mom", 150, 110), w("(RA", 300, 50), w("22/2025)", 355, 120)]
    rapid = [w("OS", 100, 40), w("318/2023", 148, 115), w("(RA", 300, 50), w("可318/2025)", 352, 125)]
    assert texts(_numbers_under(rapid, script)) == ["ಸಾಹು", "OS", "318/2023", "(RA", "318/2025)"]


def test_a_number_in_the_scripts_own_digits_and_the_scripts_words_are_kept():
    script = [w("মোকদ্দমা", 10, 120), w("৩১৮/২০২৩", 150, 130), w("ਤਾਰੀਖ਼", 10, 120, line=1, y=160)]
    rapid = [w("T", 10, 120), w("318/2028", 150, 130), w("3.1.2", 10, 120, line=1, y=160)]
    assert _numbers_under(rapid, script) == script


def test_a_number_spanning_two_lines_of_the_script_reading_is_not_moved():
    script = [w("1௪.01", 10, 60, line=0, y=100), w("2027", 10, 60, line=1, y=112)]
    rapid = [Word(text="14.01.2027", conf=95.0, box=Box(x=8, y=98, w=70, h=45), line=0)]
    assert _numbers_under(rapid, script) == script


def test_a_hand_read_as_soup_under_a_clean_printed_head_looks_unread():
    from tareekh.ingest.ocr.choose import _looks_unread

    head = "2027 MARCH Adv. Tanvir Koshal\n09 Tuesday\n"
    assert _looks_unread(head + "qTAT 3Ay (OS 77/2025) - mUHST g1a11 ,TH 4.4.2027")
    assert _looks_unread(head + "b2elk @71e ko (MC 77/2025) - q1e22 319ebe,ee@e\n4.4.2027")
    # an English hand with its codes, hyphens and signs is read
    assert not _looks_unread(head + "GSTR-1 + e-way bills to come from Vellayan @ office, PW-2 cross on 4.4.27")
    assert not _looks_unread(head + "Hunjan v. Devgan OS 77/2025 - IA 3/26 heard, 2nd deft's reply by 10.30am")


def test_a_number_glued_to_rapidocrs_soup_is_not_taken():
    script = [w("ତା.", 10, 40), w("22.01.2026", 55, 140)]
    rapid = [w("G122.01.2026", 8, 190), w("3166126.02.2026", 200, 150)]
    assert _numbers_under(rapid, script) == script


def test_a_hand_in_a_script_without_a_printed_head_is_read_in_its_script():
    # RapidOCR reads a Gurmukhi hand as soup it is unsure of, and a soup of digits and dots looks read: the page
    # is read again with the practice's script, its date as the hand wrote it
    import pytest

    from devtools.render import render_diary_photo, script_font
    from tareekh.ingest.ocr.choose import read_page
    from tareekh.ingest.ocr.preprocess import with_image
    from tareekh.ingest.ocr.tesseract import TesseractEngine

    if script_font("guru") is None or "pan" not in TesseractEngine().languages():
        pytest.skip("no Gurmukhi font or no tesseract Punjabi model")
    photo = render_diary_photo("ਮਿ. 09.03.2027\nਢਿੱਲੋਂ ਬਨਾਮ ਗਰੇਵਾਲ - ਗਵਾਹ ਹਾਜ਼ਰ ਨਹੀਂ ਹੋਇਆ।\nਅਗਲੀ ਤਾਰੀਖ਼ 21.04.2027",
                               seed=7)
    read = read_page(with_image(photo), number=1, name="IMG-20270309-WA0004.jpg", languages=("eng", "pan"))
    assert read.page.engine == "tesseract"
    assert "ਗਵਾਹ" in read.page.text and "21.04.2027" in read.page.text


def test_a_number_glued_to_soup_on_rapidocrs_line_is_not_copied_into_the_script_reading():
    # RapidOCR's line over a Bengali hand: its letters read as soup with a date glued on; the script reading's
    # own date is kept, not replaced by "122.02.2027" (before: the digits after the soup's "ST" were copied in)
    from tareekh.ingest.ocr.choose import _numbers_from

    script = [w("পরবর্তী", 10, 120), w("তারিখ", 140, 90), w("22.02.2027", 240, 150)]
    for glued in ("ST122.02.2027", "G22.02.2027", "3Ua122.02.2027,"):
        assert _numbers_from([w("Uoaa", 10, 200), w(glued, 230, 170)], script) == script


def test_a_number_rapidocr_read_as_a_word_of_its_own_replaces_the_script_models_misreading():
    from tareekh.ingest.ocr.choose import _numbers_from

    script = [w("अगली", 10, 90), w("तिथि", 110, 80), w("4.012927", 210, 150)]
    rapid = [w("3TeTRG", 10, 180), w("(14.01.2027)", 205, 160)]
    assert texts(_numbers_from(rapid, script)) == ["अगली", "तिथि", "14.01.2027"]
