"""Tesseract, through pytesseract: word boxes and confidences from `image_to_data`.

Tesseract is optional: a system program that Tareekh finds on PATH, and on Windows and macOS also where their
installers put it (the UB Mannheim installer does not add itself to PATH; an app started from the macOS Dock
does not see Homebrew's PATH). It is looked for again at every check, so one installed while the app runs is
used from the next ingest on. Without it, pages only it can read wait (`NeedsTool`), with `install_hint`.

Runs with OMP_THREAD_LIMIT=1: the OpenMP build is 2–5× slower with two threads on a 2-core machine, and
pages are read in parallel processes instead.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytesseract
from PIL import Image

from tareekh.ingest.models import Box, Word
from tareekh.ingest.ocr.base import NeedsTool, OcrEngineError, OcrResult

os.environ["OMP_THREAD_LIMIT"] = "1"  # inherited by every tesseract subprocess

TIMEOUT_S = 120
OSD_SIDE = 2000  # orientation detection needs letters, not a 12-MP photo


def _install_places() -> list[Path]:
    """Where the usual installers put tesseract when it is not on PATH (none on Linux: PATH is the rule)."""
    if sys.platform == "win32":
        roots = [os.environ.get(v) for v in ("ProgramFiles", "ProgramFiles(x86)", "LOCALAPPDATA")]
        return [Path(r) / sub / "tesseract.exe" for r in roots if r for sub in ("Tesseract-OCR", "Programs/Tesseract-OCR")]
    if sys.platform == "darwin":
        return [Path("/opt/homebrew/bin/tesseract"), Path("/usr/local/bin/tesseract"), Path("/opt/local/bin/tesseract")]
    return []


def find_tesseract() -> str | None:
    """The tesseract program to run, or None when there is none here."""
    found = shutil.which("tesseract")
    if found:
        return found
    return next((str(p) for p in _install_places() if p.is_file()), None)


def install_hint(languages: tuple[str, ...] = ()) -> str:
    """What to install on this system for tesseract with `languages` (plain words, for the lawyer)."""
    extra = [lang for lang in languages if lang != "eng"]
    if sys.platform == "win32":
        ticks = f", ticking {', '.join(_LANGUAGE_NAMES.get(x, x) for x in extra)} under Additional language data" if extra else ""
        return f"install Tesseract for Windows (the UB Mannheim installer{ticks}), then open Tareekh again"
    if sys.platform == "darwin":
        return "install Tesseract with Homebrew: brew install tesseract tesseract-lang"
    packages = " ".join(["tesseract-ocr", *(f"tesseract-ocr-{x}" for x in extra)])
    return f"install Tesseract: sudo apt install {packages} (Debian, Ubuntu; other systems: their tesseract packages)"


_LANGUAGE_NAMES = {"hin": "Hindi", "tel": "Telugu", "tam": "Tamil", "kan": "Kannada", "mar": "Marathi",
                   "ben": "Bengali", "guj": "Gujarati", "pan": "Punjabi", "urd": "Urdu", "mal": "Malayalam",
                   "ori": "Odia", "asm": "Assamese"}


def language_name(code: str) -> str:
    return _LANGUAGE_NAMES.get(code, code)


def missing(languages: tuple[str, ...] = ("eng",)) -> NeedsTool | None:
    """Why tesseract cannot read `languages` here (no program, or no model for one of them), else None."""
    cmd = find_tesseract()
    if cmd is None:
        return NeedsTool(f"tesseract is not installed: {install_hint(languages)}", "tesseract")
    try:
        _, have = _probe(cmd)
    except OcrEngineError as exc:
        return NeedsTool(f"{exc}: {install_hint(languages)}", "tesseract")
    lacking = [lang for lang in languages if lang not in have]
    if lacking:
        names = ", ".join(language_name(x) for x in lacking)
        return NeedsTool(f"tesseract has no {names} model: {install_hint(tuple(lacking))}",
                         "tesseract:" + "+".join(lacking))
    return None


def tool_ready(tool: str) -> bool:
    """True when what an upload waits for ("tesseract", "tesseract:hin+tel") is now here."""
    name, _, langs = tool.partition(":")
    if name != "tesseract":
        return False
    return missing(tuple(langs.split("+")) if langs else ("eng",)) is None


@functools.lru_cache(maxsize=4)
def _probe(cmd: str) -> tuple[str, frozenset[str]]:
    pytesseract.pytesseract.tesseract_cmd = cmd
    try:
        version = str(pytesseract.get_tesseract_version())
        langs = frozenset(pytesseract.get_languages(config=""))
    except pytesseract.TesseractNotFoundError:
        raise OcrEngineError(f"tesseract at {cmd} does not start") from None
    except (pytesseract.TesseractError, OSError) as exc:
        raise OcrEngineError(f"tesseract does not run: {exc}") from None
    return version, langs


def _found() -> tuple[str, frozenset[str]]:
    cmd = find_tesseract()
    if cmd is None:
        raise NeedsTool(f"tesseract is not installed: {install_hint()}", "tesseract")
    version, langs = _probe(cmd)
    pytesseract.pytesseract.tesseract_cmd = cmd
    return version, langs


class TesseractEngine:
    name = "tesseract"

    def available(self) -> bool:
        try:
            _found()
        except OcrEngineError:
            return False
        return True

    def version(self) -> str:
        return _found()[0]

    def languages(self) -> frozenset[str]:
        return _found()[1]

    def read(self, image: Image.Image, *, languages: tuple[str, ...] = ("eng",), psm: int | None = None) -> OcrResult:
        _found()
        problem = missing(languages)
        if problem is not None:
            raise problem
        config = f"--psm {psm or 4}"
        try:
            with uncompressed(image) as file:
                data = pytesseract.image_to_data(
                    file, lang="+".join(languages) or "eng", config=config,
                    output_type=pytesseract.Output.DICT, timeout=TIMEOUT_S,
                )
        except RuntimeError as exc:  # pytesseract raises RuntimeError on timeout
            raise OcrEngineError(f"tesseract timed out after {TIMEOUT_S} s on a page: {exc}") from None
        except pytesseract.TesseractError as exc:
            raise OcrEngineError(f"tesseract failed on a page: {exc.message or exc}") from None
        words: list[Word] = []
        line_ids: dict[tuple[int, int, int], int] = {}
        for i, text in enumerate(data["text"]):
            text = _script_clean((text or "").strip())
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
        found = self._osd(image)
        try:
            return int(found["Rotate"].strip()) % 360, float(found["Orientation confidence"].strip())
        except (KeyError, ValueError):
            return None

    def script(self, image: Image.Image) -> tuple[str, float] | None:
        """The script tesseract's detection (`--psm 0`) sees on an upright page ("Kannada", "Latin", …) and
        its confidence, or None when it finds too little text to say or cannot run."""
        found = self._osd(image)
        try:
            return found["Script"].strip(), float(found["Script confidence"].strip())
        except (KeyError, ValueError):
            return None

    def _osd(self, image: Image.Image) -> dict[str, str]:
        small = image.convert("L")
        if max(small.size) > OSD_SIDE:
            small.thumbnail((OSD_SIDE, OSD_SIDE))
        try:
            _found()
            with uncompressed(small) as file:
                out = pytesseract.image_to_osd(file, config="--psm 0", timeout=TIMEOUT_S)
        except (OcrEngineError, pytesseract.TesseractError, RuntimeError, OSError):
            return {}  # "Too few characters", no osd model, a timeout: no opinion
        return dict(line.split(":", 1) for line in out.splitlines() if ":" in line)


@contextlib.contextmanager
def uncompressed(image: Image.Image) -> Iterator[str]:
    """The image saved for tesseract as an uncompressed PGM/PPM file, removed afterwards.

    pytesseract hands tesseract a PNG it writes itself; compressing a page took ~0.25 s of CPU (a third of an
    order sheet's reading), writing the same pixels uncompressed a few milliseconds, and tesseract reads the
    same words from them."""
    if "A" in image.getbands():  # transparent parts as white paper, as pytesseract does
        background = Image.new("RGB", image.size, (255, 255, 255))
        background.paste(image.convert("RGBA"), (0, 0), image.convert("RGBA").getchannel("A"))
        image = background
    elif image.mode not in ("L", "RGB"):
        image = image.convert("RGB")
    with tempfile.TemporaryDirectory(prefix="tareekh-tess-") as folder:
        file = os.path.join(folder, "page.pnm")
        image.save(file, format="PPM")
        yield file


# Tesseract's Hindi model writes a conjunct as virama, joiner, virama ("उन्‍्मोचित" for "उन्मोचित"); one
# virama is what was printed.
_DOUBLE_VIRAMA = re.compile("\u094d[\u200c\u200d]?\u094d")
# Tesseract's Tamil and Malayalam models write a zero-width non-joiner after a word's final virama ("தாக்கல்\u200c",
# "ഉത്തരവ്\u200c"), which no lawyer types: "தாக்கல் செய்ய" was then no longer found in "தாக்கல்\u200c செய்ய", nor a
# party's two-word name. A non-joiner at a word's end draws nothing in any script (a joiner there may draw a
# Malayalam chillu, and stays), and Tamil, which writes no conjuncts, draws nothing with either anywhere.
_END_JOINERS = re.compile("\u200c+(?![\u0900-\u0dffA-Za-z0-9])")  # at the end, or before a stop or a bracket
_TAMIL_JOINERS = re.compile("(?<=[\u0b80-\u0bff])[\u200c\u200d]+")


# Tesseract's Malayalam model writes a chillu (a consonant with no vowel) the old way, consonant, virama and
# joiner ("വക്കീല്\u200d"), where a lawyer's keyboard types the chillu letter itself ("വക്കീൽ"): every word
# ending in one (court, pleader, filed, the names) was then found in no typed note, event phrase or registry name.
_CHILLU = {"\u0d23": "\u0d7a", "\u0d28": "\u0d7b", "\u0d30": "\u0d7c", "\u0d32": "\u0d7d", "\u0d33": "\u0d7e",
           "\u0d15": "\u0d7f"}
_OLD_CHILLU = re.compile("([\u0d23\u0d28\u0d30\u0d32\u0d33\u0d15])\u0d4d\u200d")


def _script_clean(word: str) -> str:
    """`word` as a lawyer types it: one virama where the Hindi model wrote two, a Malayalam chillu as its own
    letter, without the joiners that draw nothing (see above)."""
    if "\u094d" in word:
        word = _DOUBLE_VIRAMA.sub("\u094d", word)
    if "\u200c" in word or "\u200d" in word:
        word = _OLD_CHILLU.sub(lambda m: _CHILLU[m.group(1)], word)
        word = _TAMIL_JOINERS.sub("", _END_JOINERS.sub("", word))
    return word


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
