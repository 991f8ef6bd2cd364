"""Photos and scans: the right engine per page, text read well enough, dates and case numbers exact after repair,
and word boxes in the original photo's pixels."""

from __future__ import annotations

import re

from PIL import Image

from tareekh.ingest.ocr.score import cer
from tareekh.ingest.read import read_file
from tests.ingest_read.conftest import DIARY_TEXT, ORDER_TEXT
from tests.ingest_read.files import exif_rotated_jpeg


def _tokens(text: str) -> list[str]:
    dates = re.findall(r"\d{2}\.\d{2}\.\d{4}", text)
    numbers = re.findall(r"\b(?:OS|CMA|WP) \d+/\d+", text)
    return dates + numbers


def test_diary_photo_is_read_as_handwriting_with_dates_and_numbers_exact(diary_photo, vocabulary):
    doc = read_file(diary_photo, vocabulary=vocabulary)
    page = doc.pages[0]
    assert page.kind == "handwritten" and page.engine == "rapidocr" and doc.doc_type == "handwritten_note"
    assert cer(DIARY_TEXT, page.text) < 0.06
    for token in _tokens(DIARY_TEXT):
        assert token in page.text
    assert "2026" in page.text and "NOVEMBER" in page.text.upper()  # the printed header is kept for dating
    with Image.open(diary_photo) as im:
        w, h = im.size
    assert (page.width, page.height) == (w, h)
    assert all(0 <= wd.box.x and wd.box.x + wd.box.w <= w and 0 <= wd.box.y and wd.box.y + wd.box.h <= h
               for wd in page.words)


def test_order_sheet_scan_is_read_by_tesseract_with_docket_dates_exact(order_sheet):
    doc = read_file(order_sheet)
    page = doc.pages[0]
    assert page.kind == "typed" and page.engine == "tesseract" and doc.doc_type == "order_sheet"
    assert cer(ORDER_TEXT, page.text) < 0.03
    for token in ("16.11.2026", "30.11.2026", "14.12.2026", "W.P. No. 20561 of 2025"):
        assert token in page.text
    assert page.confidence > 80


def _box_of(doc, text):
    return next(w.box for w in doc.pages[0].words if w.text.startswith(text))


def test_word_boxes_map_back_through_page_crop_and_scale(tmp_path, order_sheet_page):
    # the clean page, shrunk to 80 % and laid on a dark desk at (200, 150): a photo the reader must crop
    small = order_sheet_page.resize((992, 1403))
    photo = Image.new("RGB", (1400, 1750), (70, 55, 45))
    photo.paste(small, (200, 150))
    p = tmp_path / "photo.png"
    photo.save(p)
    doc = read_file(p, engine="tesseract")
    box = _box_of(doc, "PROCEEDINGS")
    # where the renderer drew it on the clean page, mapped by the same scale and offset
    flat = read_file(_save(order_sheet_page, tmp_path / "flat.png"), engine="tesseract")
    ref = _box_of(flat, "PROCEEDINGS")
    assert abs(box.x - (200 + 0.8 * ref.x)) < 8 and abs(box.y - (150 + 0.8 * ref.y)) < 8
    assert abs(box.w - 0.8 * ref.w) < 8


def _save(im, path):
    im.save(path)
    return path


def test_exif_orientation_is_applied_and_boxes_are_in_upright_pixels(tmp_path, order_sheet_page):
    upright = order_sheet_page.resize((930, 1316))
    p = exif_rotated_jpeg(upright, tmp_path / "sideways.jpg")
    with Image.open(p) as raw:
        assert raw.size == (1316, 930)  # stored sideways
    doc = read_file(p, engine="tesseract")
    page = doc.pages[0]
    assert (page.width, page.height) == (930, 1316)
    assert "16.11.2026" in page.text
    box = _box_of(doc, "16.11.2026")
    assert box.x < 200 and 300 < box.y < 900  # left column, upper half of the upright page
