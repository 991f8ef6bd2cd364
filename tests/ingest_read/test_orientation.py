"""Pages shot sideways or upside down are read upright, their word boxes still in the original photo's pixels;
an upright page is read once, as before."""

from __future__ import annotations

import re

import numpy as np
import pytest
from PIL import Image, ImageDraw

from tareekh.ingest.models import Box
from tareekh.ingest.ocr import orientation
from tareekh.ingest.ocr.choose import read_page
from tareekh.ingest.ocr.preprocess import PageTransform, load_image, with_image
from tareekh.ingest.ocr.score import cer
from tareekh.ingest.read import read_file
from tests.ingest_read.conftest import DIARY_TEXT, ORDER_TEXT


def turn(image: Image.Image, degrees_clockwise: int) -> Image.Image:
    """The photo of a page turned `degrees_clockwise` (as a phone saves it when the orientation tag is lost)."""
    return image.rotate(-degrees_clockwise, expand=True)


@pytest.mark.parametrize("degrees", [90, 180, 270])
def test_a_box_in_the_turned_image_maps_back_to_the_original_pixels(degrees):
    photo = Image.new("RGB", (600, 400), "white")
    ImageDraw.Draw(photo).rectangle((50, 80, 249, 119), fill="black")  # 200×40 at (50, 80)
    loaded = with_image(photo)
    upright = orientation.turned(loaded, degrees)
    ink = np.argwhere(np.asarray(upright.image.convert("L")) < 128)
    (y0, x0), (y1, x1) = ink.min(axis=0), ink.max(axis=0)
    found = Box(x=int(x0), y=int(y0), w=int(x1 - x0 + 1), h=int(y1 - y0 + 1))
    assert upright.transform.map_box(found) == Box(x=50, y=80, w=200, h=40)
    # the turn composes with what came before it (a reduced image: boxes still in full-size pixels)
    halved = orientation.turned(type(loaded)(photo.resize((300, 200)), PageTransform(np.diag([2.0, 2.0, 1.0]),
                                                                                        (600, 400))), degrees)
    ink = np.argwhere(np.asarray(halved.image.convert("L")) < 128)
    (y0, x0), (y1, x1) = ink.min(axis=0), ink.max(axis=0)
    back = halved.transform.map_box(Box(x=int(x0), y=int(y0), w=int(x1 - x0 + 1), h=int(y1 - y0 + 1)))
    assert abs(back.x - 50) <= 2 and abs(back.y - 80) <= 2 and abs(back.w - 200) <= 3 and abs(back.h - 40) <= 3


def test_text_lines_are_seen_running_across_or_down(order_sheet_page, diary_photo):
    for page in (order_sheet_page, Image.open(diary_photo)):
        assert orientation.text_axis(page)[0] == "horizontal"
        assert orientation.text_axis(turn(page, 180))[0] == "horizontal"
        assert orientation.text_axis(turn(page, 90))[0] == "vertical"
        assert orientation.text_axis(turn(page, 270))[0] == "vertical"
    assert orientation.text_axis(Image.new("RGB", (800, 1000), "white"))[0] == "unsure"


def _words(text: str) -> list[str]:
    return re.findall(r"\d{2}\.\d{2}\.\d{4}|W\.P\. No\. 20561 of 2025", text)


@pytest.mark.parametrize("degrees", [90, 180, 270])
def test_a_typed_page_photographed_turned_is_read_upright_with_boxes_on_the_photo(tmp_path, order_sheet_page,
                                                                                   degrees):
    page = order_sheet_page.resize((930, 1316))
    upright = read_file(_save(page, tmp_path / "upright.png"), engine="tesseract")
    photo = _save(turn(page, degrees), tmp_path / f"turned_{degrees}.png")
    doc = read_file(photo, engine="tesseract")
    read = doc.pages[0]
    assert read.rotation == (360 - degrees) % 360  # the turn that made it upright again
    assert cer(ORDER_TEXT, read.text) < 0.03 and _words(read.text) == _words(upright.pages[0].text)
    assert (read.width, read.height) == Image.open(photo).size
    assert any("was read turned" in w for w in doc.warnings)
    # the box of a word on the photo is the upright page's box of that word, turned with the page
    want = _box_of(upright.pages[0], "PROCEEDINGS")
    got = _box_of(read, "PROCEEDINGS")
    assert _close(got, _turned_box(want, degrees, (930, 1316)))


def test_a_handwritten_diary_photo_shot_sideways_is_read_upright(tmp_path, diary_photo, vocabulary):
    photo = _save(turn(Image.open(diary_photo), 90), tmp_path / "IMG_sideways.jpg")
    doc = read_file(photo, vocabulary=vocabulary)
    page = doc.pages[0]
    assert page.rotation == 270 and page.engine == "rapidocr"
    assert cer(DIARY_TEXT, page.text) < 0.06
    for token in ("14.12.2026", "21.12.2026", "OS 412/23"):
        assert token in page.text
    w, h = Image.open(photo).size
    assert all(0 <= wd.box.x and wd.box.x + wd.box.w <= w and 0 <= wd.box.y and wd.box.y + wd.box.h <= h
               for wd in page.words)


def test_an_upright_page_is_read_once(order_sheet, monkeypatch):
    calls = []

    def counting(loaded, **kw):
        calls.append(1)
        return read_page(loaded, **kw)

    monkeypatch.setattr("tareekh.ingest.ocr.choose.read_page", counting)
    doc = read_file(order_sheet, engine="tesseract")
    assert len(calls) == 1 and doc.pages[0].rotation == 0
    assert not any("turned" in w for w in doc.warnings)


def test_a_confident_wrong_orientation_guess_is_overruled_by_the_readings(tmp_path, diary_photo):
    loaded = load_image(_save(turn(Image.open(diary_photo), 270), tmp_path / "p.jpg"), "p.jpg")
    readings = []

    def read(image):
        readings.append(1)
        return read_page(image, number=1, name="p.jpg")

    lying = lambda image: (0, 9.9)  # noqa: E731 - "the first turn tried is right" (it is not), said surely
    found = orientation.read_upright(loaded, read, osd=lying)
    assert found.rotation == 90 and len(readings) == 2
    assert "14.12.2026" in found.read.page.text


def _save(im, path):
    im.save(path)
    return path


def _box_of(page, text):
    return next(w.box for w in page.words if w.text.startswith(text))


def _turned_box(box: Box, degrees: int, size: tuple[int, int]) -> Box:
    """Where `box` of an upright page of `size` lies once the page is turned `degrees` clockwise."""
    w, h = size
    if degrees == 90:
        return Box(x=h - box.y - box.h, y=box.x, w=box.h, h=box.w)
    if degrees == 180:
        return Box(x=w - box.x - box.w, y=h - box.y - box.h, w=box.w, h=box.h)
    return Box(x=box.y, y=w - box.x - box.w, w=box.h, h=box.w)


def _close(a: Box, b: Box, tol: int = 6) -> bool:
    return all(abs(getattr(a, k) - getattr(b, k)) <= tol for k in ("x", "y", "w", "h"))
