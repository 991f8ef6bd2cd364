"""Typed Hindi pages: drawn by the renderer, recognised as Devanagari, read with tesseract's Hindi model."""

from __future__ import annotations

import re
from datetime import date

import numpy as np
import pytest

from tareekh.ingest.ocr.preprocess import load_image, prepare_typed
from tareekh.ingest.ocr.score import cer
from tareekh.ingest.ocr.script import MIN_DEVANAGARI_WORDS, devanagari_words
from tareekh.ingest.ocr.tesseract import TesseractEngine
from tareekh.ingest.read import read_file
from devtools.render import devanagari_font, render_order_sheet, render_scanned_page, script_runs
from tareekh.ingest.split import split_document

ORDER = """न्यायालय अपर सत्र न्यायाधीश, कोर्ट संख्या 4, नगर
सत्र परीक्षण संख्या 512/2024
राज्य बनाम रमेश चन्द आदि
आदेश पत्रक

10.02.2026
पत्रावली पेश हुई। अभियुक्त उपस्थित। साक्षी PW-1 की मुख्य परीक्षा अंकित की गई। बचाव पक्ष द्वारा जिरह हेतु समय माँगा गया। पत्रावली वास्ते जिरह दिनांक 12.03.2026 को पेश हो।

12.03.2026
पत्रावली पेश हुई। PW-1 की जिरह की गई, साक्षी उन्मोचित। पत्रावली वास्ते साक्ष्य अभियोजन दिनांक 16.04.2026 को पेश हो।
"""

needs_font = pytest.mark.skipif(devanagari_font() is None,
                                reason="no Devanagari font installed (scripts/setup.sh installs fonts-lohit-deva)")


def _has_hindi_model() -> bool:
    engine = TesseractEngine()
    return engine.available() and "hin" in engine.languages()


needs_hindi = pytest.mark.skipif(not _has_hindi_model(),
                                 reason="tesseract has no Hindi model (scripts/setup.sh installs tesseract-ocr-hin)")


def test_a_mixed_line_is_cut_into_runs_of_one_script_each():
    runs = script_runs("PW-2 राजेश कुमार उपस्थित, next 13/2")
    assert runs == [("PW-2 ", False), ("राजेश कुमार उपस्थित, ", True), ("next 13/2", False)]


@pytest.fixture(scope="module")
def hindi_scan(tmp_path_factory):
    if devanagari_font() is None:
        pytest.skip("no Devanagari font installed (scripts/setup.sh installs fonts-lohit-deva)")
    path = tmp_path_factory.mktemp("hindi") / "scan0003.jpg"
    render_order_sheet(ORDER, seed=4).save(path, quality=85)
    return path


@needs_font
def test_the_renderer_draws_devanagari_glyphs_not_empty_boxes(hindi_scan):
    loaded = load_image(hindi_scan, hindi_scan.name)
    gray = np.asarray(prepare_typed(loaded.image, loaded.transform)[0])
    assert devanagari_words(gray) >= 3 * MIN_DEVANAGARI_WORDS  # headline-joined words, as only real glyphs make


@needs_font
def test_english_pages_are_not_taken_for_devanagari(tmp_path):
    path = tmp_path / "english.jpg"
    render_order_sheet("16.11.2026: Counsel for the petitioner present. Counter not filed. Call on 30.11.2026.\n"
                       "30.11.2026: Counter filed. For arguments, call on 14.12.2026.", seed=2,
                       case_number="W.P. No. 20561 of 2025", court="High Court for the State of Telangana").save(path)
    loaded = load_image(path, path.name)
    assert devanagari_words(np.asarray(prepare_typed(loaded.image, loaded.transform)[0])) < MIN_DEVANAGARI_WORDS


@needs_font
@needs_hindi
def test_a_rendered_hindi_order_sheet_is_read_and_split_with_its_dates(hindi_scan):
    doc = read_file(hindi_scan)  # the configured languages are English only: the page's script decides
    (page,) = doc.pages
    assert cer(ORDER.split("10.02.2026")[1], page.text) < 0.06
    for words in ("पत्रावली पेश हुई", "साक्षी उन्मोचित", "512/2024"):
        assert words in page.text
    assert doc.doc_type == "order_sheet"
    rows = split_document(doc)
    assert [(r.hearing_date, r.next_date) for r in rows] == [("2026-02-10", "2026-03-12"), ("2026-03-12", "2026-04-16")]


@needs_font
@needs_hindi
def test_a_mixed_hindi_english_page_reads_both_scripts(tmp_path):
    text = ("सूचना / NOTICE\nसमस्त अधिवक्ता सदस्यगण को सूचित किया जाता है कि दिनांक 10.03.2026 को न्यायिक कार्य से "
            "विरत रहेंगे।\nAll members are reminded to deposit the annual subscription by 31.03.2026.")
    path = tmp_path / "circular.jpg"
    render_scanned_page(text, seed=3).save(path)
    page_text = read_file(path).pages[0].text
    assert "न्यायिक कार्य" in page_text and "annual subscription" in page_text
    assert "10.03.2026" in page_text and "31.03.2026" in page_text


@needs_font
@needs_hindi
def test_a_diary_page_written_in_hindi_is_read_with_the_hindi_model_and_keeps_its_next_date(tmp_path):
    # a diary photo whose hand reads as handwriting: RapidOCR has no Devanagari model and read such a page as
    # Latin and Chinese glyphs ("3TTR 10.12.2026", "TR材TTE"), so the next date and every Hindi word were lost
    from devtools.render import render_diary_photo

    text = "सुरेश वर्मा MACP 118/2025\nगवाह की गवाही हुई। बीमा कंपनी ने समय माँगा।\nअगली तारीख 14.01.2027\n"
    for seed in (4, 7):
        path = tmp_path / f"diary{seed}.jpg"
        render_diary_photo(text, date=date(2026, 11, 20), seed=seed).save(path, quality=85)
        doc = read_file(path)
        page_text = doc.pages[0].text
        assert not re.search(r"[\u3000-\u9fff]", page_text), page_text  # no Chinese glyphs on an Indian page
        assert "अगली तारीख" in page_text and "14.01.2027" in page_text, page_text
        assert "बीमा कंपनी" in page_text, page_text
