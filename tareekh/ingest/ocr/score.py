"""Character error rate of OCR output against the text that was written, as the benchmarks measure it.

Case-insensitive, whitespace collapsed. Text printed on the page but not part of the reference (a diary's
printed header, an order sheet's heading, stamp and signature) may precede or follow the reference in the
OCR output without counting: the reference is aligned to the best-matching stretch of the output
(semi-global edit distance). Anything read in the middle of the reference still counts.
"""

from __future__ import annotations

import re

import numpy as np


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text.lower()).strip()


def semiglobal_distance(reference: str, hypothesis: str) -> int:
    """Edit distance of `reference` to the closest substring of `hypothesis`."""
    r = np.frombuffer(reference.encode("utf-32-le"), dtype=np.uint32)
    h = np.frombuffer(hypothesis.encode("utf-32-le"), dtype=np.uint32)
    if len(r) == 0:
        return 0
    if len(h) == 0:
        return len(r)
    prev = np.zeros(len(h) + 1, dtype=np.int64)  # free start anywhere in the hypothesis
    idx = np.arange(len(h) + 1, dtype=np.int64)
    for i in range(1, len(r) + 1):
        sub = prev[:-1] + (h != r[i - 1])
        cand = np.empty(len(h) + 1, dtype=np.int64)
        cand[0] = prev[0] + 1
        cand[1:] = np.minimum(sub, prev[1:] + 1)
        # insertions along the row: cur[j] = min_k<=j cand[k] + (j - k)
        cur = np.minimum.accumulate(cand - idx) + idx
        prev = cur
    return int(prev.min())  # free end anywhere


def cer(reference: str, hypothesis: str) -> float:
    """Character error rate of `hypothesis` against `reference` (0 = perfect), see the module docstring."""
    ref, hyp = normalise(reference), normalise(hypothesis)
    if not ref:
        return 0.0 if not hyp else 1.0
    return semiglobal_distance(ref, hyp) / len(ref)
