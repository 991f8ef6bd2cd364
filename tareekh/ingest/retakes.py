"""Knowing a retake: a new photo of a page already filed (saved again at another quality, shot again a moment
later, cropped differently) is another photo of that page, not a new page.

Two page readings are of the same page when their texts are nearly the same, or when their images are nearly
the same (one photo saved again) and their texts agree well; and, either way, only when they carry the same
numbers (dates, case numbers, amounts, the diary's printed day). The numbers are what tell two pages apart
when their words barely differ ("not reached, adjourned to 14.12" in one week's page and "… to 21.12" in the
next), and a page that merely shares its first line with another (the same day's header) differs in most of
its text. Every number of two digits or more must be the same; of the one-digit numbers one may be missing
from one reading (OCR drops the "1" of "PW1" on a blurred photo), none may be different ("5.1.2027" against
"6.1.2027" is another date).

A page's image hash is a one-sided difference hash of the upright page, cropped from its background and
evened out in light, at 17×16: bit (x, y) is set where the page gets clearly darker from one cell to the
next. Blank paper gives clear bits, not the noise of a plain difference hash, so a photo saved again at
another JPEG quality keeps nearly every bit.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections import Counter
from dataclasses import dataclass

import cv2
import numpy as np
from PIL import Image

HASH_W, HASH_H = 16, 16
EDGE = 3  # grey levels a cell must be darker than its left neighbour for its bit to be set
MIN_TEXT = 40  # characters of text (normalised) a page needs before its text alone can match
TEXT_SAME = 0.90  # similarity (0..1) of two texts that are one page read twice
TEXT_WITH_IMAGE = 0.75  # similarity enough when the images match too
# Share of the hash's bits that may differ between two copies of one photo. Measured on rendered diary photos:
# the same photo saved again at JPEG quality 55 instead of 85, 0.020; cropped, 0.004; but the page shot again
# (another render), 0.055, and a different page of the same diary, 0.051: the hash only knows a photo saved
# again, never tells one page from another, so a page shot again is known by its text.
IMAGE_SAME = 0.03
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


def same_numbers(a: str, b: str) -> bool:
    """The numbers of two readings agree: see the module docstring."""
    x, y = numbers(a), numbers(b)
    if numbers_key(a) != numbers_key(b):
        return False
    short = lambda c: Counter({k: v for k, v in c.items() if len(k) < 2})  # noqa: E731
    differ = (short(x) - short(y)) + (short(y) - short(x))
    return sum(differ.values()) <= 1


def same_page(a: PagePrint, b: PagePrint) -> bool:
    """True when `a` and `b` are two photos (or readings) of one page: see the module docstring."""
    if not same_numbers(a.text, b.text):
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


# ---- practice.db: the printed pages, and finding the page a new photo is another photo of --------------------

OCR_ENGINES = ("tesseract", "rapidocr", "llm-vision")


def numbers_key(text: str) -> str:
    """The page's numbers of two digits or more as one key: two photos of one page have the same key."""
    return " ".join(sorted(n for n in numbers(text).elements() if len(n) >= 2))


def page_prints(upload_id: int, document_json: str) -> list[tuple]:
    """Rows for `page_prints` of every OCR'd page of a stored document (text layers and typed notes have none)."""
    try:
        doc = json.loads(document_json)
    except ValueError:
        return []
    if doc.get("media") not in ("image", "pdf"):
        return []
    return [(upload_id, int(p.get("number", 1)), numbers_key(p.get("text") or ""), p.get("text") or "",
             float(p.get("confidence") or 0.0), p.get("engine") or "", p.get("image_hash"))
            for p in doc.get("pages", []) if p.get("engine") in OCR_ENGINES]


def find_first_photo(conn: sqlite3.Connection, upload_id: int) -> tuple[PagePrint, PagePrint] | None:
    """(the new upload's page, the page already filed that it is another photo of), or None.

    Only a one-page photo can be a retake; it is matched against pages of uploads that were filed (done, not
    retakes themselves) and still have an entry that was not rejected, with exactly the same numbers."""
    from tareekh.ingest.filetypes import IMAGE_TYPES
    from tareekh.ingest.review import uploads_with_live_entries

    own = conn.execute(
        "SELECT p.page, p.numbers, p.text, p.confidence, p.engine, p.image_hash FROM page_prints p"
        f" JOIN uploads u ON u.id = p.upload_id WHERE p.upload_id = ? AND u.ext IN ({','.join('?' * len(IMAGE_TYPES))})",
        (upload_id, *IMAGE_TYPES)).fetchall()
    if len(own) != 1:
        return None
    page, key, text, confidence, engine, digest = own[0]
    new = PagePrint(upload_id, page, text, confidence, engine, digest)
    rows = conn.execute(
        "SELECT p.upload_id, p.page, p.text, p.confidence, p.engine, p.image_hash FROM page_prints p"
        " JOIN uploads u ON u.id = p.upload_id WHERE p.numbers = ? AND p.upload_id != ? AND u.state = 'done'"
        " AND u.retake_of IS NULL ORDER BY p.upload_id, p.page", (key, upload_id)).fetchall()
    live = uploads_with_live_entries(conn) if rows else set()
    for row in (r for r in rows if r[0] in live):
        first = PagePrint(*row)
        if same_page(new, first):
            return new, first
    return None


def pair_entries(first: list[tuple[int, str]], drafts: list[str]) -> list[tuple[int, str]] | None:
    """(entry id, the retake's text) for each entry of the first photo's page, when the retake split into
    the same entries in the same order (each pair alike); None when it did not (the first reading is kept)."""
    if not first or len(first) != len(drafts):
        return None
    pairs = list(zip([e for e, _ in first], drafts))
    if any(text_similarity(old, new) < 0.6 for (_, old), new in zip(first, drafts)):
        return None
    return pairs
