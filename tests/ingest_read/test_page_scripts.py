"""A page is read in the script it is written in, whatever the home's languages say: a diary page in Telugu in a
home set to English, a typed Gujarati page in a practice that writes Gujarati; an English hand stays with RapidOCR."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.ocr.choose import _looks_unread
from tareekh.ingest.ocr.languages import letters_by_script
from tareekh.ingest.ocr.tesseract import TesseractEngine
from tareekh.ingest.read import read_file

TELUGU_DIARY = ("ఓ.ఎస్. 77/2026 స్థల వివాదం\n"
                "సాక్షి హాజరు కాలేదు. వాయిదా కోరారు.\n"
                "తదుపరి తేదీ 12.02.2027")
GUJARATI_ORDER = ("દીવાની દાવો નં. 88/2026\n"
                  "હુકમ\n"
                  "બંને પક્ષ હાજર. સાક્ષી ગેરહાજર. કેસ મુલતવી.\n"
                  "આગામી તારીખ 20.03.2027")


def _has(*codes: str) -> bool:
    engine = TesseractEngine()
    return engine.available() and set(codes) <= engine.languages()


def test_a_reading_of_a_script_without_its_model_looks_unread():
    # what RapidOCR and tesseract's English model make of Kannada and Tamil pages
    assert _looks_unread("a3230 -n 2030\n12.08.2030 0 ..(.) 14/2029\no.2..0..\n(.1α ). (8..)")
    assert _looks_unread("08.08.2030 IT6T-U 6UT 5LD6T\n0.4. 41/2030 (T5C乐6T")


def test_an_english_reading_with_case_numbers_and_dates_does_not_look_unread():
    assert not _looks_unread("Seabreeze flat (OS 412/23) - PW1 chief affidavit filed. Cross on 14.12.2026.\n"
                             "Kavuri CMA (CMA 512/25) - adjd to 21.12.2026 for counter. Rs. 5,000 costs paid.")
    assert not _looks_unread("ಮುಂದಿನ ದಿನಾಂಕ 16.09.2030 ಸಾಕ್ಷ್ಯ")  # read in its own script: words


@pytest.mark.skipif(not _has("tel", "osd"), reason="tesseract's Telugu and detection models are not installed")
def test_a_telugu_diary_page_is_read_in_telugu_in_a_home_set_to_english(tmp_path):
    from devtools.render import render_diary_photo

    path = tmp_path / "IMG_20270115_180000.jpg"
    render_diary_photo(TELUGU_DIARY, date=date(2027, 1, 15), seed=3, hand="dkg").save(path, quality=85)
    doc = read_file(path)  # the home's languages: English only
    text = doc.pages[0].text
    assert letters_by_script(text)["tel"] >= 20, text
    assert "12.02.2027" in text and "77/2026" in text


@pytest.mark.skipif(not _has("guj"), reason="tesseract's Gujarati model is not installed")
def test_a_typed_gujarati_page_is_read_with_the_practices_script(tmp_path):
    from devtools.render import render_scanned_page

    path = tmp_path / "order.png"
    render_scanned_page(GUJARATI_ORDER, seed=2).save(path)
    doc = read_file(path, languages=("eng", "guj"))
    page = doc.pages[0]
    assert page.engine == "tesseract" and letters_by_script(page.text)["guj"] >= 30, page.text
    assert "20.03.2027" in page.text


@pytest.mark.skipif(not _has("tam"), reason="tesseract's Tamil model is not installed")
def test_an_english_hand_stays_with_rapidocr_in_a_practice_that_writes_tamil(diary_photo):
    page = read_file(diary_photo, languages=("eng", "tam")).pages[0]
    assert page.engine == "rapidocr"  # before: every page of such a home went to tesseract, a hand's worst reader
    assert "14.12.2026" in page.text


# Bengali and Gurmukhi hang their letters from a headline as Devanagari does; the ink test that finds a printed
# Hindi page finds them too, and only the practice's own Unicode block tells which model reads the page.
BENGALI_ORDER = ("দেওয়ানি মামলা নং ৪১/২০২৬\n"
                 "আদেশ\n"
                 "উভয় পক্ষ হাজির। সাক্ষী অনুপস্থিত। শুনানি মুলতুবি।\n"
                 "পরবর্তী তারিখ 11.05.2027")
GURMUKHI_ORDER = ("ਦੀਵਾਨੀ ਮੁਕੱਦਮਾ ਨੰ. 63/2026\n"
                  "ਹੁਕਮ\n"
                  "ਦੋਵੇਂ ਧਿਰਾਂ ਹਾਜ਼ਰ। ਗਵਾਹ ਗੈਰਹਾਜ਼ਰ। ਸੁਣਵਾਈ ਮੁਲਤਵੀ।\n"
                  "ਅਗਲੀ ਤਾਰੀਖ਼ 18.06.2027")


def test_the_headline_scripts_are_told_by_their_unicode_block():
    from tareekh.ingest.ocr.languages import headline_scripts

    assert headline_scripts(("eng", "ben", "tam", "pan", "asm", "mar", "urd")) == ("ben", "pan", "asm", "mar")
    assert headline_scripts(("eng", "tel", "kan", "urd", "ori")) == ()


def _languages_for(text: str, languages: tuple[str, ...]) -> tuple[str, ...]:
    from devtools.render import render_scanned_page
    from tareekh.ingest.ocr.choose import _script_languages
    from tareekh.ingest.ocr.preprocess import prepare_typed, with_image

    loaded = with_image(render_scanned_page(text, seed=4))
    ordered, _ = _script_languages(prepare_typed(loaded.image, loaded.transform), loaded, languages, "order.png", 1,
                                   [])
    return ordered


@pytest.mark.parametrize(("text", "code"), [(BENGALI_ORDER, "ben"), (GURMUKHI_ORDER, "pan")])
def test_a_typed_page_in_a_headline_script_is_read_with_the_practices_model_not_hindis(text, code):
    from devtools.render import script_font

    if not _has(code) or script_font({"ben": "beng", "pan": "guru"}[code]) is None:
        pytest.skip(f"no {code} model or font here")
    # before: ("eng", code, "hin"), the Hindi model beside the page's own, and Devanagari letters in its reading
    assert _languages_for(text, ("eng", code)) == ("eng", code)


@pytest.mark.skipif(not _has("hin", "tam"), reason="tesseract's hin and tam models are not installed")
def test_a_typed_hindi_page_in_a_practice_writing_no_headline_script_is_read_with_hindi():
    hindi = "दीवानी वाद संख्या 57/2026\nआदेश\nदोनों पक्ष उपस्थित। साक्षी अनुपस्थित। सुनवाई स्थगित।\nअगली तिथि 09.07.2027"
    assert _languages_for(hindi, ("eng", "tam")) == ("eng", "tam", "hin")
    # a practice that writes Hindi beside Bengali keeps reading its headline pages with both
    assert _languages_for(hindi, ("eng", "hin", "ben")) == ("eng", "ben", "hin")
