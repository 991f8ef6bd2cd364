"""The OCR seam: engines own their errors, the null engine reads nothing, an unknown engine is refused."""

from __future__ import annotations

import pytest
from PIL import Image

from tareekh.errors import InputError
from tareekh.ingest.ocr import NullEngine, OcrEngine, OcrEngineError
from tareekh.ingest.ocr.rapidocr import RapidOcrEngine
from tareekh.ingest.ocr.base import NeedsTool
from tareekh.ingest.ocr.tesseract import TesseractEngine
from tareekh.ingest.read import read_file


def test_engines_satisfy_the_protocol():
    for engine in (NullEngine(), TesseractEngine(), RapidOcrEngine()):
        assert isinstance(engine, OcrEngine)


def test_tesseract_probes_its_version_and_languages():
    t = TesseractEngine()
    assert t.available() and t.version().startswith(("4", "5"))
    assert "eng" in t.languages()


def test_rapidocr_runs_offline_from_the_models_in_its_wheel():
    assert RapidOcrEngine().available()


def test_missing_language_data_names_the_package_to_install():
    with pytest.raises(NeedsTool, match="tesseract has no xyz model: install .*tesseract-ocr-xyz") as caught:
        TesseractEngine().read(Image.new("L", (50, 50), 255), languages=("xyz",))
    assert caught.value.tool == "tesseract:xyz"


def test_tesseract_not_on_path_is_a_clear_engine_error_and_found_again_once_back(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    assert not TesseractEngine().available()
    with pytest.raises(OcrEngineError, match="tesseract is not installed: install Tesseract"):
        TesseractEngine().read(Image.new("L", (50, 50), 255))
    monkeypatch.undo()
    assert TesseractEngine().available()


def test_null_engine_reads_nothing_and_the_page_says_so(tmp_path):
    p = tmp_path / "x.png"
    Image.new("RGB", (100, 80), "white").save(p)
    doc = read_file(p, engine="none")
    assert doc.pages[0].text == "" and any("no text found" in w for w in doc.warnings)


def test_unknown_engine_is_refused(tmp_path):
    p = tmp_path / "x.png"
    Image.new("RGB", (100, 80), "white").save(p)
    with pytest.raises(InputError, match="unknown OCR engine 'magic'"):
        read_file(p, engine="magic")


def test_an_english_hand_in_a_practice_that_writes_telugu_is_read_by_rapidocr_first(diary_photo):
    # a practice's script no longer sends every handwritten page to tesseract (which reads a hand worst): the page is
    # read by RapidOCR, and read again in the script only when that reading looks like a script it has no model for
    doc = read_file(diary_photo, languages=("eng", "tel"))
    assert doc.pages[0].kind == "handwritten" and doc.pages[0].engine == "rapidocr"
    assert "412" in doc.text  # still read


def _printed_line(mode: str) -> Image.Image:
    from PIL import ImageDraw, ImageFont

    im = Image.new("RGBA", (900, 120), (0, 0, 0, 0))  # transparent: only the letters are opaque
    ImageDraw.Draw(im).text((20, 30), "Counter filed on 14.12.2026", fill=(0, 0, 0, 255),
                            font=ImageFont.load_default(size=48))
    if mode == "RGBA":
        return im
    paper = Image.new("RGB", im.size, "white")
    paper.paste(im, (0, 0), im.getchannel("A"))
    return paper.convert(mode)


def test_tesseract_is_handed_an_uncompressed_file_and_reads_it(monkeypatch):
    import pytesseract

    handed: list[str] = []
    real = pytesseract.image_to_data

    def spy(image, *args, **kwargs):
        handed.append(image)
        return real(image, *args, **kwargs)

    monkeypatch.setattr(pytesseract, "image_to_data", spy)
    result = TesseractEngine().read(_printed_line("L"), psm=6)
    assert len(handed) == 1 and isinstance(handed[0], str) and handed[0].endswith(".pnm")
    assert " ".join(w.text for w in result.words) == "Counter filed on 14.12.2026"


def test_tesseract_reads_a_transparent_image_as_dark_letters_on_white_paper():
    result = TesseractEngine().read(_printed_line("RGBA"), psm=6)
    assert " ".join(w.text for w in result.words) == "Counter filed on 14.12.2026"
