"""The OCR seam: an engine reads one prepared page image into words with boxes and confidences.

Every engine is a thin wrapper that owns its program's errors (`OcrEngineError`), probes its version, and
returns an `OcrResult` in the coordinates of the image it was given; `choose.py` maps them back to the
original photo with the `PageTransform` kept by `preprocess.py`.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

import numpy as np
from PIL import Image

from tareekh.errors import TareekhError
from tareekh.ingest.models import Word


class OcrEngineError(TareekhError):
    """An OCR engine is missing, misconfigured or failed on a page; the message says which and why."""

    code = "ocr_failed"


class NeedsTool(OcrEngineError):
    """A page only another program can read (tesseract, or one of its language models) and it is not here.

    The upload is kept and waits, with this message, until the program appears; `tool` says what it waits for
    ("tesseract", or "tesseract:hin" for a language model).
    """

    code = "needs_tool"

    def __init__(self, message: str, tool: str) -> None:
        super().__init__(message)
        self.tool = tool


@dataclass
class OcrResult:
    """Words read from one image, in that image's pixel coordinates, in reading order."""

    engine: str
    words: list[Word] = field(default_factory=list)

    @property
    def confidence(self) -> float:
        """Mean word confidence 0..100 weighted by word length (0 when nothing was read)."""
        total = sum(len(w.text) for w in self.words)
        if not total:
            return 0.0
        return sum(w.conf * len(w.text) for w in self.words) / total

    @property
    def text(self) -> str:
        return layout_text(self.words)


@runtime_checkable
class OcrEngine(Protocol):
    name: str

    def available(self) -> bool:
        """True when the engine can run here (program and models present)."""
        ...

    def version(self) -> str: ...

    def read(self, image: Image.Image, *, languages: tuple[str, ...] = ("eng",), psm: int | None = None) -> OcrResult:
        """Read one page image. Raises OcrEngineError naming the problem."""
        ...


class NullEngine:
    """Reads nothing: used when no engine is available and in tests of the pipeline around OCR."""

    name = "none"

    def available(self) -> bool:
        return True

    def version(self) -> str:
        return "0"

    def read(self, image: Image.Image, *, languages: tuple[str, ...] = ("eng",), psm: int | None = None) -> OcrResult:
        return OcrResult(engine=self.name)


def layout_text(words: list[Word]) -> str:
    """Join words into lines (by `Word.line`) and put a blank line where the vertical gap is wide.

    A blank line separates matters on a diary page and docket rows on an order sheet, and the splitter
    relies on it; OCR engines do not report it, so it is recovered from the line spacing.
    """
    if not words:
        return ""
    lines: dict[int, list[Word]] = {}
    for w in words:
        lines.setdefault(w.line, []).append(w)
    ordered = [lines[k] for k in sorted(lines)]
    tops: list[float] = []
    heights: list[float] = []
    for ws in ordered:
        boxes = [w.box for w in ws if w.box is not None]
        if boxes:
            tops.append(statistics.median(b.y + b.h / 2 for b in boxes))
            heights.append(statistics.median(b.h for b in boxes))
        else:
            tops.append(float("nan"))
            heights.append(float("nan"))
    gaps = [b - a for a, b in zip(tops, tops[1:]) if not (np.isnan(a) or np.isnan(b)) and b > a]
    pitch = statistics.median(gaps) if gaps else 0.0
    valid_h = [h for h in heights if not np.isnan(h)]
    pitch = max(pitch, 1.2 * statistics.median(valid_h)) if valid_h else pitch
    out: list[str] = []
    for i, ws in enumerate(ordered):
        if i and pitch and not np.isnan(tops[i]) and not np.isnan(tops[i - 1]):
            if tops[i] - tops[i - 1] > 1.55 * pitch:
                out.append("")
        out.append(" ".join(w.text for w in ws))
    return "\n".join(out)


