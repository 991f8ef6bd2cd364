"""Tesseract, through pytesseract: word boxes and confidences from `image_to_data`.

Runs with OMP_THREAD_LIMIT=1: the OpenMP build is 2–5× slower with two threads on a 2-core machine, and
pages are read in parallel processes instead.
"""

from __future__ import annotations

import functools
import os
import re

import pytesseract
from PIL import Image

from tareekh.ingest.models import Box, Word
from tareekh.ingest.ocr.base import OcrEngineError, OcrResult

os.environ["OMP_THREAD_LIMIT"] = "1"  # inherited by every tesseract subprocess

TIMEOUT_S = 120
OSD_SIDE = 2000  # orientation detection needs letters, not a 12-MP photo


@functools.lru_cache(maxsize=1)
def _probe() -> tuple[str, frozenset[str]]:
    try:
        version = str(pytesseract.get_tesseract_version())
        langs = frozenset(pytesseract.get_languages(config=""))
    except pytesseract.TesseractNotFoundError:
        raise OcrEngineError("tesseract is not installed: install the tesseract-ocr package") from None
    except (pytesseract.TesseractError, OSError) as exc:
        raise OcrEngineError(f"tesseract does not run: {exc}") from None
    return version, langs


class TesseractEngine:
    name = "tesseract"

    def available(self) -> bool:
        try:
            _probe()
        except OcrEngineError:
            return False
        return True

    def version(self) -> str:
        return _probe()[0]

    def languages(self) -> frozenset[str]:
        return _probe()[1]

    def read(self, image: Image.Image, *, languages: tuple[str, ...] = ("eng",), psm: int | None = None) -> OcrResult:
        _, have = _probe()
        missing = [lang for lang in languages if lang not in have]
        if missing:
            raise OcrEngineError(
                f"tesseract has no language data for {', '.join(missing)}: install tesseract-ocr-"
                + f" tesseract-ocr-".join(missing)
            )
        config = f"--psm {psm or 4}"
        try:
            data = pytesseract.image_to_data(
                image, lang="+".join(languages) or "eng", config=config,
                output_type=pytesseract.Output.DICT, timeout=TIMEOUT_S,
            )
        except RuntimeError as exc:  # pytesseract raises RuntimeError on timeout
            raise OcrEngineError(f"tesseract timed out after {TIMEOUT_S} s on a page: {exc}") from None
        except pytesseract.TesseractError as exc:
            raise OcrEngineError(f"tesseract failed on a page: {exc.message or exc}") from None
        words: list[Word] = []
        line_ids: dict[tuple[int, int, int], int] = {}
        for i, text in enumerate(data["text"]):
            text = _devanagari_clean((text or "").strip())
            conf = float(data["conf"][i])
            if not text or conf < 0:
                continue
            key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
            line = line_ids.setdefault(key, len(line_ids))
            box = Box(x=int(data["left"][i]), y=int(data["top"][i]), w=int(data["width"][i]), h=int(data["height"][i]))
            words.append(Word(text=text, conf=conf, box=box, line=line))
        return OcrResult(engine=self.name, words=_drop_noise(words))


    def orientation(self, image: Image.Image) -> tuple[int, float] | None:
        """Tesseract's orientation detection (`--psm 0`): (degrees to turn the page clockwise to make it
        upright, confidence), or None when it finds too little text to say or cannot run."""
        small = image.convert("L")
        if max(small.size) > OSD_SIDE:
            small.thumbnail((OSD_SIDE, OSD_SIDE))
        try:
            _probe()
            out = pytesseract.image_to_osd(small, config="--psm 0", timeout=TIMEOUT_S)
        except (OcrEngineError, pytesseract.TesseractError, RuntimeError, OSError):
            return None  # "Too few characters", no osd model, a timeout: no opinion
        found = dict(line.split(":", 1) for line in out.splitlines() if ":" in line)
        try:
            return int(found["Rotate"].strip()) % 360, float(found["Orientation confidence"].strip())
        except (KeyError, ValueError):
            return None


# Tesseract's Hindi model writes a conjunct as virama, joiner, virama ("उन्‍्मोचित" for "उन्मोचित"); one
# virama is what was printed.
_DOUBLE_VIRAMA = re.compile("\u094d[\u200c\u200d]?\u094d")


def _devanagari_clean(word: str) -> str:
    return _DOUBLE_VIRAMA.sub("\u094d", word) if "\u094d" in word else word


_RULE_MARKS = re.compile(r"^[|_=~—–\\/!\[\]{}()'\"`:;,.*°]+$")


def _drop_noise(words: list[Word]) -> list[Word]:
    """Drop what tesseract reads from ruled lines, margins and dust: marks-only words like '|', '_', '—'.

    Only when they are not part of text: a mark with low confidence, or any '|'/'_' run.
    """
    kept = []
    for w in words:
        if _RULE_MARKS.match(w.text) and (w.conf < 60 or set(w.text) <= set("|_=~—[]{}")):
            continue
        kept.append(w)
    return kept
