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
