"""Handwriting or print, told from the ink itself: how letters sit on their line and how alike their heights are.

A font puts every letter of a line on one straight baseline and draws its small letters at one height; a hand
does neither. Two statistics of the page's connected ink components measure that, whatever the paper's
colour or ruling:

- `baseline_spread`: text lines are chained from letter-sized components, a straight line is fitted through
  their bottoms (robustly, so descenders do not count), and the median distance of a bottom from its line is
  taken, relative to the letter height. Print: about 0.02 (rendered scans and order sheets 0.017–0.023);
  hands: 0.04 and up (rendered diary hands 0.043–0.071, which draw each word slightly turned and shifted).
- `height_concentration`: the share of letter-sized components within 10 % of the median height. Print
  0.45–0.55; cursive and ballpoint hands 0.15–0.30 (a handwriting *font* is as regular as print here, which is
  why the baseline decides first, and this only settles a baseline between the two ranges).

The thresholds sit between those ranges, measured on Tareekh's rendered pages (`bench/ocr.py` reports how the
pages were classed); a page between them is "unsure" and is read by both engines.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import cv2
import numpy as np
from PIL import Image

from tareekh.ingest.ocr.preprocess import flatten

Kind = Literal["handwritten", "typed", "unsure"]

TYPED_SPREAD = 0.03  # at or below: letters sit on a ruler-straight baseline
HAND_SPREAD = 0.04  # at or above: they do not
HAND_CONCENTRATION = 0.30  # at or below: letter heights too varied for a font
TYPED_CONCENTRATION = 0.35
ANALYSIS_SIDE = 1600  # pages are measured at this long side: enough for letters, fast (~30 ms)


@dataclass(frozen=True)
class InkStats:
    components: int
    letter_height: float  # median component height, in pixels at ANALYSIS_SIDE
    height_concentration: float
    baseline_spread: float | None  # None when no line had enough letters to fit
    scale: float = 1.0  # the analysis image's size over the page image's

    @property
    def page_letter_height(self) -> float:
        """The median letter height in the page image's own pixels."""
        return self.letter_height / self.scale


def ink_statistics(im: Image.Image) -> InkStats | None:
    """The page's letter statistics, or None when it holds too little ink to judge."""
    gray = np.asarray(im.convert("L"))  # one channel before shrinking: half the time of shrinking the colours
    scale = min(1.0, ANALYSIS_SIDE / max(im.size))
    if scale < 1:
        size = (max(1, int(im.size[0] * scale)), max(1, int(im.size[1] * scale)))
        gray = cv2.resize(gray, size, interpolation=cv2.INTER_LINEAR)
    gray = flatten(gray)
    _, ink = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    _, _, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    stats = stats[1:]
    h, w, area = stats[:, 3], stats[:, 2], stats[:, 4]
    # letters and words: not specks, not ruled lines, page edges or photos
    keep = (h >= 6) & (area >= 12) & (h < ink.shape[0] / 8) & (w < ink.shape[1] / 3)
    stats, h = stats[keep], h[keep]
    if len(h) < 10:
        return None
    med = float(np.median(h))
    core = (h > 0.5 * med) & (h < 2 * med)
    concentration = float(np.mean(np.abs(h[core] - med) <= 0.1 * med)) if core.any() else 0.0
    return InkStats(len(h), med, round(concentration, 3), _baseline_spread(stats, h, med), scale)


def _baseline_spread(stats: np.ndarray, h: np.ndarray, med: float) -> float | None:
    letters = stats[(h > 0.6 * med) & (h < 1.6 * med)]
    if len(letters) < 6:
        return None
    cx = letters[:, 0] + letters[:, 2] / 2
    bottom = (letters[:, 1] + letters[:, 3]).astype(float)
    cy = letters[:, 1] + letters[:, 3] / 2
    order = np.argsort(cy)
    lines: list[list[int]] = [[int(order[0])]]
    for i in order[1:]:
        if cy[i] - cy[lines[-1][-1]] < 0.4 * med:
            lines[-1].append(int(i))
        else:
            lines.append([int(i)])
    residuals: list[float] = []
    for line in lines:
        if len(line) < 6:
            continue
        x, y = cx[line], bottom[line]
        a = np.vstack([x, np.ones_like(x)]).T
        coef = np.linalg.lstsq(a, y, rcond=None)[0]
        r = np.abs(y - a @ coef)
        inliers = r <= np.percentile(r, 75)  # descenders (g, p, y) and marks do not bend the baseline
        coef = np.linalg.lstsq(a[inliers], y[inliers], rcond=None)[0]
        residuals.extend((np.abs(y - a @ coef) / med).tolist())
    return round(float(np.median(residuals)), 3) if residuals else None


def classify(im: Image.Image) -> Kind:
    """"handwritten", "typed" or "unsure" for a page image, from `ink_statistics`."""
    return judge(ink_statistics(im))


def judge(stats: InkStats | None) -> Kind:
    """"handwritten", "typed" or "unsure" from a page's ink statistics (None: too little ink to judge)."""
    if stats is None or stats.baseline_spread is None:
        return "unsure"
    spread, concentration = stats.baseline_spread, stats.height_concentration
    if spread >= HAND_SPREAD:
        return "handwritten"
    if spread <= TYPED_SPREAD:
        return "typed" if concentration >= TYPED_CONCENTRATION else "unsure"
    return "handwritten" if concentration <= HAND_CONCENTRATION else "unsure"
