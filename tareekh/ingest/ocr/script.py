"""Which script a typed page is printed in, from its ink alone, before any OCR runs.

Devanagari joins the letters of a word under one headline (the shirorekha), so a printed Hindi word is one
wide connected blob whose top third holds a horizontal run across nearly its whole width; Latin letters are
separate blobs, and the few that touch (a bold "rn") are not several heights wide. Counting such blobs costs
a few milliseconds a page (tesseract's own script detection, `--psm 0`, took 0.6–1.0 s a page here), so an
English page is read exactly as before and a Hindi page goes straight to tesseract's Hindi model.
"""

from __future__ import annotations

import cv2
import numpy as np

# A page with at least this many headline-joined words has Devanagari worth reading with the Hindi model.
# Rendered pages measured here: every Hindi order sheet or document had 22 or more; English pages had 0–2
# (a letter-sized blob of a heading in bold, a stamp's lettering).
MIN_DEVANAGARI_WORDS = 5


def devanagari_words(gray: np.ndarray) -> int:
    """How many connected ink blobs of the page look like headline-joined Devanagari words."""
    # a light blur and Otsu's threshold keep the letters and drop the speckle of a scan's paper
    smooth = cv2.GaussianBlur(np.ascontiguousarray(gray, dtype=np.uint8), (0, 0), 1.0)
    threshold, _ = cv2.threshold(smooth, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    ink = (smooth < threshold).astype(np.uint8)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    if n <= 1:
        return 0
    heights = stats[1:, cv2.CC_STAT_HEIGHT]
    widths = stats[1:, cv2.CC_STAT_WIDTH]
    letters = (heights >= 8) & (heights <= 200) & (widths >= 2)
    if not letters.any():
        return 0
    h_text = float(np.median(heights[letters]))
    # wide blobs of text height: a word joined by its headline (rules are far thinner, stamps far taller)
    wide = np.flatnonzero(letters & (heights >= 0.8 * h_text) & (heights <= 3 * h_text) & (widths >= 2.2 * heights)) + 1
    found = 0
    for i in wide:
        x, y, w, h = (int(v) for v in stats[i, :4])
        top = labels[y : y + max(2, h // 3), x : x + w] == i
        if _longest_run(top) >= 0.7 * w:
            found += 1
    return found


def _longest_run(mask: np.ndarray) -> int:
    """The longest horizontal run of True in any row of `mask`."""
    padded = np.zeros((mask.shape[0], mask.shape[1] + 2), dtype=np.int8)
    padded[:, 1:-1] = mask
    edges = np.diff(padded, axis=1)
    best = 0
    for row in edges:
        starts = np.flatnonzero(row == 1)
        if starts.size:
            ends = np.flatnonzero(row == -1)
            best = max(best, int((ends - starts).max()))
    return best


def has_devanagari(*grays: np.ndarray) -> bool:
    """True when a typed page carries enough printed Devanagari to read it with the Hindi model.

    Give the page as prepared for OCR and as photographed: preparation evens out a photo's light, but it
    also stretches the paper's grain on a page with little text, and then only the unprepared page shows
    the words whole (a circular of three lines, rendered here: 1 word found prepared, 7 unprepared).
    """
    return any(devanagari_words(g) >= MIN_DEVANAGARI_WORDS for g in grays)
