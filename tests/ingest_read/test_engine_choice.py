"""The engine is chosen by what the ink looks like, not by the paper: handwriting on plain white paper goes to
RapidOCR, a typed page to tesseract, whatever colour either is."""

from __future__ import annotations

import pytest

from tareekh.ingest.ocr.choose import page_kind
from tareekh.ingest.ocr.kind import ink_statistics
from tareekh.ingest.read import read_file
from devtools.render import render_diary_page, render_scanned_page, scan

TEXT = ("The petitioner filed the counter affidavit today. Arguments heard in part and the matter\n"
        "stands over for further arguments. Client to bring the original receipts and the sale deed.")


@pytest.fixture(scope="module")
def white_handwriting(tmp_path_factory):
    """A handwritten page on white, unruled paper, scanned: no warm paper and no blue rules to go by."""
    path = tmp_path_factory.mktemp("white") / "scan_0001.png"
    page = render_diary_page(TEXT, seed=4, hand="dkg", owner=None, ink=(30, 30, 40), paper="white")
    scan(page, seed=4).save(path)
    return path


@pytest.fixture(scope="module")
def typed_page(tmp_path_factory):
    path = tmp_path_factory.mktemp("typed") / "letter.png"
    render_scanned_page(TEXT + "\n" + TEXT, seed=5).save(path)
    return path


def test_white_paper_handwriting_is_judged_handwritten_and_read_by_rapidocr(white_handwriting):
    from PIL import Image

    with Image.open(white_handwriting) as im:
        assert page_kind(im) == "handwritten"
        stats = ink_statistics(im)
    assert stats is not None and stats.baseline_spread >= 0.04  # letters off a straight baseline
    doc = read_file(white_handwriting)
    page = doc.pages[0]
    assert (page.kind, page.engine) == ("handwritten", "rapidocr") and doc.doc_type == "handwritten_note"
    assert "affidavit" in page.text and "receipts" in page.text


def test_a_typed_page_is_judged_typed_and_read_by_tesseract(typed_page):
    from PIL import Image

    with Image.open(typed_page) as im:
        assert page_kind(im) == "typed"
        stats = ink_statistics(im)
    assert stats is not None and stats.baseline_spread <= 0.03
    page = read_file(typed_page).pages[0]
    assert (page.kind, page.engine) == ("typed", "tesseract") and page.confidence > 80


def test_the_same_typed_page_on_warm_paper_is_still_typed(typed_page):
    from PIL import Image

    with Image.open(typed_page) as im:  # tint the page as an old diary's paper: the ink has not changed
        r, g, b = im.convert("RGB").split()
        warm = Image.merge("RGB", (r, g.point(lambda v: int(v * 0.95)), b.point(lambda v: int(v * 0.82))))
    assert page_kind(warm) == "typed"


def test_a_page_too_small_to_judge_is_read_by_both_engines_and_the_better_reading_kept(tmp_path):
    from PIL import Image, ImageDraw, ImageFont

    from devtools.render import font_path

    im = Image.new("RGB", (700, 120), "white")
    ImageDraw.Draw(im).text((20, 40), "adjourned to 14.12.2026", font=ImageFont.truetype(font_path("serif"), 34),
                            fill="black")
    assert page_kind(im) == "unsure"
    path = tmp_path / "strip.png"
    im.save(path)
    page = read_file(path).pages[0]
    assert "adjourned to 14.12.2026" in page.text


def test_a_handwritten_page_the_ink_cannot_place_keeps_rapidocrs_surer_reading(white_handwriting, monkeypatch):
    # judged "unsure", the page is read by tesseract first; tesseract is not sure of handwriting, so RapidOCR
    # reads it too, and its reading is kept for its confidence, however many dictionary words tesseract's has
    from tareekh.ingest.ocr import choose

    monkeypatch.setattr(choose, "judge", lambda stats: "unsure")
    page = read_file(white_handwriting).pages[0]
    assert page.engine == "rapidocr" and page.kind == "handwritten"
    assert "affidavit" in page.text and "receipts" in page.text


def test_large_writing_is_detected_shrunk_and_still_read():
    from PIL import Image, ImageDraw, ImageFont

    from tareekh.ingest.ocr import rapidocr
    from tareekh.ingest.ocr.kind import ink_statistics
    from devtools.render import font_path

    big = Image.new("RGB", (1900, 700), (250, 250, 248))  # a close photo of a few lines in a large hand
    font = ImageFont.truetype(font_path("dkg"), 84)
    for i, line in enumerate(("The counter affidavit", "was filed today and the", "receipts are with the client")):
        ImageDraw.Draw(big).text((60, 60 + 200 * i), line, font=font, fill=(30, 30, 40))
    stats = ink_statistics(big)
    assert stats is not None and stats.page_letter_height > rapidocr.DET_LETTER
    engine = rapidocr.RapidOcrEngine()
    result = engine.read(big, letter_height=stats.page_letter_height)
    det = rapidocr._engine(0).text_det
    assert det.limit_type == "max" and det.limit_side_len < max(big.size)  # detection ran shrunk ...
    assert "affidavit" in result.text and "receipts" in result.text  # ... and the lines were still read
    engine.read(big, letter_height=None)
    assert det.limit_type == "min"  # without a letter height (or with small letters) at full size


def test_a_diary_page_of_ordinary_writing_is_detected_shrunk_and_still_read(diary_photo):
    from tareekh.ingest.ocr import rapidocr
    from tareekh.ingest.ocr.preprocess import load_image, prepare_handwritten

    loaded = load_image(diary_photo, diary_photo.name)
    page, _ = prepare_handwritten(loaded.image, loaded.transform, upscale=1.0)
    stats = ink_statistics(loaded.image)
    assert stats is not None and stats.page_letter_height > rapidocr.DET_LETTER  # a phone photo's letters
    result = rapidocr.RapidOcrEngine().read(page, letter_height=stats.page_letter_height)
    det = rapidocr._engine(0).text_det
    assert det.limit_type == "max" and det.limit_side_len < max(page.size)  # detected on fewer pixels ...
    assert "affidavit" in result.text and "counter" in result.text  # ... and its lines still read
