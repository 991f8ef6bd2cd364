"""Knowing a retake: a new photo of a page already filed (saved again at another quality, shot again a moment
later, cropped differently) is another photo of that page, not a new page.

Two page readings are of the same page when their texts are nearly the same, or when their images are nearly
the same and their texts agree well; and, either way, only when they carry exactly the same numbers (dates,
case numbers, amounts, the diary's printed day). The numbers are what tell two pages apart when their words
barely differ ("not reached, adjourned to 14.12" in one week's page and "… to 21.12" in the next), and a page
that merely shares its first line with another (the same day's header) differs in most of its text.

A page's image hash is a one-sided difference hash of the upright page, cropped from its background and
evened out in light, at 17×16: bit (x, y) is set where the page gets clearly darker from one cell to the
next. Blank paper gives clear bits, not the noise of a plain difference hash, so a photo saved again at
another JPEG quality keeps nearly every bit.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

import cv2
import numpy as np
from PIL import Image

HASH_W, HASH_H = 16, 16
EDGE = 3  # grey levels a cell must be darker than its left neighbour for its bit to be set
MIN_TEXT = 40  # characters of text (normalised) a page needs before its text alone can match
TEXT_SAME = 0.90  # similarity (0..1) of two texts that are one page read twice
TEXT_WITH_IMAGE = 0.70  # similarity enough when the images match too
IMAGE_SAME = 0.08  # share of the hash's bits that may differ between two photos of one page
BETTER_BY = 3.0  # confidence points by which a retake must read better for its text to replace the first


def image_hash(image: Image.Image) -> str:
    """The page's perceptual hash, as hex (see the module docstring)."""
    from tareekh.ingest.ocr.preprocess import PageTransform, crop_page, flatten

    page, _ = crop_page(image, PageTransform(np.eye(3), image.size))
    small = page.copy()
    small.thumbnail((800, 800))
    gray = flatten(cv2.cvtColor(np.asarray(small.convert("RGB")), cv2.COLOR_RGB2GRAY))
    cells = cv2.resize(gray, (HASH_W + 1, HASH_H), interpolation=cv2.INTER_AREA).astype(np.int16)
    bits = (cells[:, :-1] - cells[:, 1:]) > EDGE
    return np.packbits(bits.flatten()).tobytes().hex()


def hash_distance(a: str, b: str) -> float:
    """Share of bits (0..1) in which two image hashes differ; 1.0 when either is missing or they differ in size."""
    if not a or not b or len(a) != len(b):
        return 1.0
    x = np.unpackbits(np.frombuffer(bytes.fromhex(a), dtype=np.uint8))
    y = np.unpackbits(np.frombuffer(bytes.fromhex(b), dtype=np.uint8))
    return float((x != y).mean())


def normalise(text: str) -> str:
    """Lower case, letters and digits only, single spaces: what OCR of one page keeps between two photos."""
    return " ".join(re.findall(r"\w+", text.lower()))


def numbers(text: str) -> Counter:
    """Every run of digits in the text (dates split into their parts), with how often it appears."""
    from tareekh.ingest.dates import ascii_digits

    return Counter(re.findall(r"\d+", ascii_digits(text)))


def text_similarity(a: str, b: str) -> float:
    """0..1: one minus the normalised edit (insert/delete) distance of the two normalised texts."""
    from rapidfuzz.distance import Indel

    return float(Indel.normalized_similarity(normalise(a), normalise(b)))


@dataclass(frozen=True)
class PagePrint:
    """What is kept of one read page to know a retake of it."""

    upload_id: int
    page: int
    text: str
    confidence: float
    engine: str
    image_hash: str | None


def same_page(a: PagePrint, b: PagePrint) -> bool:
    """True when `a` and `b` are two photos (or readings) of one page: see the module docstring."""
    if numbers(a.text) != numbers(b.text):
        return False
    similar = text_similarity(a.text, b.text)
    long_enough = min(len(normalise(a.text)), len(normalise(b.text))) >= MIN_TEXT
    if long_enough and similar >= TEXT_SAME:
        return True
    images = hash_distance(a.image_hash or "", b.image_hash or "") <= IMAGE_SAME
    return images and similar >= TEXT_WITH_IMAGE and bool(normalise(a.text))


def reads_better(retake: PagePrint, first: PagePrint) -> bool:
    """True when the retake's reading is clearly surer than the first's, by the same engine."""
    return retake.engine == first.engine and retake.confidence >= first.confidence + BETTER_BY
