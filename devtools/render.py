"""Realistic page images made from text: phone photos of diary pages and scans of certified order sheets.

Used for the demo practice's uploads, the tests (OCR with known text) and the benchmarks. Deterministic per
seed. Handwriting uses the Debian handwriting fonts (fonts-dkg-handwriting, fonts-humor-sans), typed pages a
serif face (Liberation Serif, else DejaVu Serif). None of them has an Indian script, so text is drawn in runs of one
script each: Devanagari runs with a Devanagari face (Lohit Devanagari from fonts-lohit-deva, else Noto), Tamil,
Malayalam, Kannada, Telugu, Bengali, Gujarati, Gurmukhi, Odia, Urdu and Tibetan runs with the face fontconfig
gives for their language (fonts-noto-ui-core), the rest with the page's own font, so mixed lines render. Run as
`python -m devtools.render --kind diary --text-file F --out X.jpg [--date 2026-11-03] [--seed 1]`.
"""

from __future__ import annotations

import argparse
import functools
import io
import math
import random
import re
import subprocess
import sys
import unicodedata
from datetime import date as Date
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

PAGE_W, PAGE_H = 1240, 1754  # A4 at 150 dpi
PAPER = (247, 243, 228)
RULE = (170, 196, 222)
MARGIN = (214, 120, 120)
HEADER_INK = (120, 110, 100)
DESK = (92, 72, 55)

_FONT_FILES = {
    "dkg": ["/usr/share/fonts/truetype/fifthhorseman/dkg.ttf"],
    "humor": ["/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf"],
    "serif": ["/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
              "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"],
    "serif-bold": ["/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
                   "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"],
    "sans": ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"],
    "deva": ["/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf",
             "/usr/share/fonts/truetype/noto/NotoSerifDevanagari-Regular.ttf",
             "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"],
}
_FC_NAMES = {"dkg": "DkgHandwriting", "humor": "Humor Sans", "serif": "Liberation Serif",
             "serif-bold": "Liberation Serif:bold", "sans": "DejaVu Sans", "deva": ":lang=hi"}
HANDS = ("dkg", "humor")


@functools.lru_cache(maxsize=None)
def font_path(kind: str) -> str:
    """The file of a font family, from the known Debian paths, else fontconfig, else DejaVu Sans."""
    for candidate in _FONT_FILES[kind]:
        if Path(candidate).exists():
            return candidate
    try:
        out = subprocess.run(["fc-match", "-f", "%{file}", _FC_NAMES[kind]], capture_output=True, text=True,
                             timeout=10).stdout.strip()
        if out and Path(out).exists():
            return out
    except (OSError, subprocess.SubprocessError):
        pass
    for candidate in _FONT_FILES["sans"]:
        if Path(candidate).exists():
            return candidate
    raise RuntimeError("no usable font found: install fonts-dejavu-core")


@functools.lru_cache(maxsize=256)
def _font(kind: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(font_path(kind), size)


@functools.lru_cache(maxsize=1)
def devanagari_font() -> str | None:
    """The file of a font that draws Devanagari, or None when none is installed (fonts-lohit-deva has one)."""
    for candidate in _FONT_FILES["deva"]:
        if Path(candidate).exists():
            return candidate
    try:
        out = subprocess.run(["fc-match", "-f", "%{file}\n%{lang}", _FC_NAMES["deva"]], capture_output=True,
                             text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    file, _, langs = out.partition("\n")
    return file if file and Path(file).exists() and "hi" in langs.split("|") else None


_DEVANAGARI_CHAR = re.compile(r"[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]")
_NEUTRAL_CHAR = re.compile(r"[\s.,;:!?'\"()\[\]/\\|&*+=_~-]")
_JOINER_CHAR = re.compile(r"[\u200C\u200D]")  # zero-width (non-)joiners belong to the script they follow

# The other scripts an Indian lawyer's pages are written in: Unicode block, fontconfig language. The page fonts
# (handwriting, serif) hold none of them, so without a face of their own they were drawn as empty boxes and the
# rendered mode measured OCR on boxes for every Tamil, Malayalam, Kannada, Telugu, Bengali … page.
_SCRIPT_BLOCKS = (
    ("beng", "\u0980", "\u09FF", "bn"), ("guru", "\u0A00", "\u0A7F", "pa"), ("gujr", "\u0A80", "\u0AFF", "gu"),
    ("orya", "\u0B00", "\u0B7F", "or"), ("taml", "\u0B80", "\u0BFF", "ta"), ("telu", "\u0C00", "\u0C7F", "te"),
    ("knda", "\u0C80", "\u0CFF", "kn"), ("mlym", "\u0D00", "\u0D7F", "ml"), ("arab", "\u0600", "\u06FF", "ur"),
    ("tibt", "\u0F00", "\u0FFF", "bo"),
)


def _script_of(ch: str) -> str | None:
    """The script key of a letter that needs a face of its own ("deva", "taml", …), None for the page's font."""
    if _DEVANAGARI_CHAR.match(ch) and not _JOINER_CHAR.match(ch):
        return "deva"
    for key, low, high, _ in _SCRIPT_BLOCKS:
        if low <= ch <= high:
            return key
    return None


def runs_by_script(text: str) -> list[tuple[str, str | None]]:
    """`text` cut into runs of one script: (run, script key or None). Spaces, punctuation and zero-width joiners
    stay with the run they follow, so a Tamil or Hindi phrase is one run however many words it has."""
    runs: list[tuple[str, str | None]] = []
    for ch in text:
        script = _script_of(ch)
        if runs and (runs[-1][1] == script or _NEUTRAL_CHAR.match(ch) or _JOINER_CHAR.match(ch)):
            runs[-1] = (runs[-1][0] + ch, runs[-1][1])
        else:
            runs.append((ch, script))
    return runs


def script_runs(text: str) -> list[tuple[str, bool]]:
    """`text` cut into runs of one script: (run, is_devanagari), the other scripts each a run of their own."""
    return [(run, script == "deva") for run, script in runs_by_script(text)]


@functools.lru_cache(maxsize=None)
def script_font(script: str) -> str | None:
    """The file of a font that draws `script` (a key of `runs_by_script`), or None when none is installed
    (fonts-noto-ui-core has every Indian script's; fonts-tibetan-machine the Tibetan)."""
    if script == "deva":
        return devanagari_font()
    lang = next((code for key, _, _, code in _SCRIPT_BLOCKS if key == script), None)
    if lang is None:
        return None
    for family in _SCRIPT_FACES.get(script, ()):
        if file := _face_file(family):
            return file
    try:
        out = subprocess.run(["fc-match", "-f", "%{file}\n%{lang}", f":lang={lang}"], capture_output=True,
                             text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    file, _, langs = out.partition("\n")
    return file if file and Path(file).exists() and lang in langs.split("|") else None


# Each script's face by name, before fontconfig's pick for the language: its pick moves when a font package is
# installed (with fonts-noto-core, Kannada and Gujarati pages came out in a serif face and Urdu in Kufi), and
# the pages, and what OCR reads of them, would change with the machine. The Perso-Arabic runs of Urdu and Kashmiri
# are drawn in Nastaliq, as a munshi writes them, when a Nastaliq face is installed and has every letter of the run
# (Sindhi's ڪ is not in it), else in Naskh.
_SCRIPT_FACES: dict[str, tuple[str, ...]] = {
    "beng": ("Noto Sans Bengali UI",), "guru": ("Noto Sans Gurmukhi UI",), "gujr": ("Noto Sans Gujarati UI",),
    "orya": ("Noto Sans Oriya UI",), "taml": ("Noto Sans Tamil UI",), "telu": ("Noto Sans Telugu UI",),
    "knda": ("Noto Sans Kannada UI",), "mlym": ("Noto Sans Malayalam UI",),
    "arab": ("Noto Naskh Arabic UI", "Noto Naskh Arabic"), "tibt": ("Tibetan Machine Uni",),
}
NASTALIQ_FACES = ("Noto Nastaliq Urdu",)


@functools.lru_cache(maxsize=None)
def _face_file(family: str) -> str | None:
    """The regular file of the installed face `family`, or None (fontconfig's substitute for a missing face is
    not taken)."""
    try:
        out = subprocess.run(["fc-match", "-f", "%{family}\n%{file}", f"{family}:style=Regular"],
                             capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    families, _, file = out.partition("\n")
    return file if family in families.split(",") and file and Path(file).exists() else None


@functools.lru_cache(maxsize=None)
def _charset(file: str) -> frozenset[int]:
    """The code points the font file has (fontconfig's charset of it)."""
    try:
        out = subprocess.run(["fc-query", "-f", "%{charset}", file], capture_output=True, text=True,
                             timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    points: set[int] = set()
    for part in out.split():
        low, _, high = part.partition("-")
        try:
            points.update(range(int(low, 16), int(high or low, 16) + 1))
        except ValueError:
            continue
    return frozenset(points)


def nastaliq_font(run: str) -> str | None:
    """The file of a Nastaliq face that has every letter of the Perso-Arabic `run`, or None."""
    for family in NASTALIQ_FACES:
        file = _face_file(family)
        if file and all(ch.isspace() or ord(ch) in _charset(file) for ch in run):
            return file
    return None


def _run_font(kind: str, size: int, script: str | None, run: str = "") -> ImageFont.FreeTypeFont:
    if script == "arab" and run and (nastaliq := nastaliq_font(run.strip())):
        return _deva_font(nastaliq, size)
    if script and (path := script_font(script)):
        return _deva_font(path, size)
    return _font(kind, size)


@functools.lru_cache(maxsize=64)
def _deva_font(path: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, size)


@functools.lru_cache(maxsize=4096)
def _has_glyph(font: ImageFont.FreeTypeFont, ch: str) -> bool:
    """True when `font` draws `ch` as a glyph of its own, not its empty or crossed box for a letter it lacks."""
    if ch.isspace():
        return True
    mask = font.getmask(ch)
    missing = font.getmask("\ue000")  # a private-use letter no font here draws: the font's own box for a lack
    return mask.getbbox() is not None and not (mask.size == missing.size and bytes(mask) == bytes(missing))


@functools.lru_cache(maxsize=None)
def _fc_file_for(ch: str) -> str | None:
    """The file fontconfig gives for a face that has `ch` (the rupee sign is in neither the hands nor
    Liberation Serif; DejaVu and Noto have it), or None."""
    try:
        out = subprocess.run(["fc-match", "-f", "%{file}", f":charset={ord(ch):x}"], capture_output=True, text=True,
                             timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return out if out and Path(out).exists() else None


@functools.lru_cache(maxsize=1024)
def _sign_face(ch: str, size: int) -> ImageFont.FreeTypeFont | None:
    """A face to draw a sign the line's own face lacks: the printed serif, else DejaVu Sans, else any face
    fontconfig finds with the sign; None when no installed face has it (the line's face then draws what it can,
    never another face's box)."""
    for face in (_font("serif", size), _font("sans", size)):
        if _has_glyph(face, ch):
            return face
    path = _fc_file_for(ch)
    if path:
        face = _deva_font(path, size)
        if _has_glyph(face, ch):
            return face
    return None


def _pieces(text: str, kind: str, size: int) -> list[tuple[str, ImageFont.FreeTypeFont]]:
    """`text` cut into pieces of one face: each script run in a face that has it, and a sign that face lacks
    (the hands have no em dash, danda or rupee sign; the Urdu face no hyphen or bracket) in the first face that
    has it (`_sign_face`), as a writer's pen draws it whatever the rest of the line is written in."""
    out: list[tuple[str, ImageFont.FreeTypeFont]] = []
    for run, script in runs_by_script(text):
        font = _run_font(kind, size, script, run)
        for ch in run:
            face = font if _has_glyph(font, ch) else _sign_face(ch, size) or font
            if out and out[-1][1] is face:
                out[-1] = (out[-1][0] + ch, face)
            else:
                out.append((ch, face))
    return out


def text_width(text: str, kind: str, size: int) -> float:
    """The drawn width of `text` in the font `kind`, each other script's runs measured in its own face."""
    return sum(font.getlength(piece) for piece, font in _pieces(text, kind, size))


def right_to_left(text: str) -> bool:
    """True when `text` is written right to left: its first strong letter is Urdu's (Arabic script) or Hebrew's,
    the paragraph direction of the Unicode bidirectional algorithm (rule P2)."""
    for ch in text:
        kind = unicodedata.bidirectional(ch)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False


_MIRRORED = str.maketrans("()[]{}<>", ")(][}{><")


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, kind: str, size: int, fill) -> None:
    """Draw `text` with its top-left at `xy` like `ImageDraw.text`, each script run in a font that has it, all
    runs on the baseline of the page's own font. A line written right to left (Urdu) puts its first run at the
    right: an Urdu line's Latin date or section number sits among its words as its writer reads them."""
    x, y = xy
    baseline = y + _font(kind, size).getmetrics()[0]
    runs = _pieces(text, kind, size)
    if right_to_left(text):
        x += sum(font.getlength(run) for run, font in runs)
        for run, font in runs:
            x -= font.getlength(run)
            if not right_to_left(run):  # a bracket drawn apart from the Urdu face turns as the line does
                run = run.translate(_MIRRORED)
            draw.text((x, baseline), run.strip(), font=font, fill=fill, anchor="ls")
        return
    for run, font in runs:
        draw.text((x, baseline), run, font=font, fill=fill, anchor="ls")
        x += font.getlength(run)


# ---- diary pages ------------------------------------------------------------------------------------


def render_diary_page(
    text: str,
    *,
    date: Date | None = None,
    seed: int = 0,
    hand: str | None = None,
    owner: str | None = "Adv. Meera Rao",
    ink: tuple[int, int, int] | None = None,
    paper: str = "diary",
) -> Image.Image:
    """A flat, unphotographed diary page: ruled cream paper, optional printed date header, handwriting.

    `paper="white"` writes the same hand on plain white paper with no rules or margin (a notebook leaf or
    a sheet of printer paper), as real pages often are.

    Each paragraph of `text` starts a new line; a blank line leaves a ruled line empty (between matters).
    A date prints the diary header ("2026   NOVEMBER" / "03  Tuesday") and the owner's name; without a
    date the page is a plain notebook page.
    """
    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    hand = hand or HANDS[seed % len(HANDS)]
    if hand not in HANDS:
        raise ValueError(f"unknown hand {hand!r}: use one of {', '.join(HANDS)}")
    ink = ink or ((22, 34, 112) if hand == "dkg" else (30, 30, 36))
    if paper not in ("diary", "white"):
        raise ValueError(f"unknown paper {paper!r}: use diary or white")
    sheet = np.empty((PAGE_H, PAGE_W, 3), dtype=np.float32)
    sheet[:] = PAPER if paper == "diary" else (250, 250, 248)
    sheet += nrng.normal(0, 3.5, (PAGE_H, PAGE_W, 1))
    page = Image.fromarray(np.clip(sheet, 0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(page)
    top = 230 if date else 184
    pitch = 56
    if paper == "diary":
        for y in range(top, PAGE_H - 40, pitch):
            draw.line([(0, y), (PAGE_W, y)], fill=RULE, width=2)
        draw.line([(118, 0), (118, PAGE_H)], fill=MARGIN, width=2)
    if date:
        draw.text((140, 60), f"{date.year}   {date.strftime('%B').upper()}", font=_font("serif-bold", 30), fill=HEADER_INK)
        draw.text((140, 110), f"{date.day:02d}  {date.strftime('%A')}", font=_font("serif", 44), fill=HEADER_INK)
        if owner:
            w = text_width(owner, "serif", 24)
            draw_text(draw, (PAGE_W - 70 - w, 70), owner, "serif", 24, (150, 140, 130))
    base_size = 36 if hand == "dkg" else 34
    # shrink the hand until the text fits the ruled lines
    for size in range(base_size, 17, -2):
        lines = _layout_hand(text, hand, size, rng=random.Random(seed), right=PAGE_W - 70)
        if len(lines) <= (PAGE_H - 40 - top) // pitch:
            break
    lines = _layout_hand(text, hand, size, rng=rng, right=PAGE_W - 70)
    for i, line in enumerate(lines):
        baseline = top + i * pitch - 10
        for word in line:
            _draw_word(page, word, hand, size, ink, baseline, rng)
    return page


def _layout_hand(text: str, hand: str, size: int, *, rng: random.Random, right: int) -> list[list[dict]]:
    """Lines of positioned words (dicts with x, text, struck, size) for a handwritten page."""
    font = _font(hand, size)
    # hands leave about a letter's width between words
    space = max(font.getlength("n"), 0.8 * font.getlength(" "))
    lines: list[list[dict]] = []
    paragraphs = text.strip("\n").split("\n")
    first = True
    for para in paragraphs:
        if not para.strip():
            lines.append([])
            continue
        x = 140 + rng.randint(0, 30 if first else 20)
        first = False
        start = len(lines)
        line: list[dict] = []
        for token in para.split():
            wsize = max(12, int(size * rng.uniform(0.93, 1.07)))
            struck = token.isalpha() and len(token) > 4 and rng.random() < 0.03
            items = []
            if struck:
                i = len(token) - 2
                wrong = token[:i] + rng.choice("aeiou") + token[i + 1 :]
                items.append({"text": wrong, "struck": True, "size": wsize})
            items.append({"text": token, "struck": False, "size": wsize})
            for item in items:
                width = _hand_width(item["text"], hand, size) * wsize / size
                if line and x + width > right:
                    lines.append(line)
                    line = []
                    x = 140 + rng.randint(0, 20)
                item["x"], item["w"] = x, width
                line.append(item)
                x += width + space * rng.uniform(0.9, 1.5)
        if line:
            lines.append(line)
        if right_to_left(para):  # an Urdu hand starts each line at the right and writes leftwards
            for written in lines[start:]:
                for item in written:
                    item["x"] = 140 + right - item["x"] - item["w"]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def _hand_width(text: str, hand: str, size: int) -> float:
    return text_width(text, hand, size)


def _draw_word(page: Image.Image, word: dict, hand: str, size: int, ink: tuple[int, int, int], baseline: int,
               rng: random.Random) -> None:
    font = _font(hand, word["size"])
    text = word["text"]
    ascent, descent = font.getmetrics()
    # a face that reaches higher or lower than the hand (Nastaliq's kaf and gaf rise far above the line) gets
    # room for it: its strokes were cut off at the tile's edge, and گواہ was drawn as لواہ
    above, below = (max(0, extra - 6) for extra in _ink_beyond(text, hand, word["size"], ascent, descent))
    w = int(text_width(text, hand, word["size"])) + 12
    h = ascent + descent + 12 + above + below
    tile = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(tile)
    draw_text(d, (6, 6 + above), text, hand, word["size"], 235)
    if word["struck"]:
        y = 6 + above + ascent - int(ascent * 0.35)
        d.line([(4, y + rng.randint(-3, 3)), (w - 4, y + rng.randint(-3, 3))], fill=235, width=3)
    angle = rng.uniform(-2.2, 2.2)
    tile = tile.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    colour = tuple(max(0, min(255, c + rng.randint(-12, 12))) for c in ink)
    layer = Image.new("RGB", tile.size, colour)
    dy = rng.randint(-3, 3)
    x = int(word["x"]) - 6 - (tile.size[0] - w) // 2
    y = baseline - ascent - 6 - above - (tile.size[1] - h) // 2 + dy
    page.paste(layer, (x, y), tile)


def _ink_beyond(text: str, kind: str, size: int, ascent: int, descent: int) -> tuple[int, int]:
    """How far (pixels) the ink of `text`'s script runs rises above `ascent` and falls below `descent` of the
    page's font: (0, 0) when it stays within them."""
    top, bottom = -ascent, descent
    for run, script in runs_by_script(text):
        if script is None or not run.strip():
            continue
        box = _run_font(kind, size, script, run).getbbox(run, anchor="ls")
        top, bottom = min(top, int(box[1])), max(bottom, int(box[3]))
    return -top - ascent, bottom - descent


def photograph(page: Image.Image, *, seed: int, quality: int | None = None) -> Image.Image:
    """A phone photo of a page on a desk: rotation, keystone, uneven light, warm cast, blur, JPEG noise."""
    rng = random.Random(seed * 7919 + 1)
    nrng = np.random.default_rng(seed * 7919 + 1)
    border = 80
    W, H = page.size[0] + 2 * border, page.size[1] + 2 * border
    desk = np.empty((H, W, 3), dtype=np.float32)
    desk[:] = DESK
    desk += nrng.normal(0, 6, (H, W, 1))
    canvas = Image.fromarray(np.clip(desk, 0, 255).astype(np.uint8))
    canvas.paste(page, (border, border))
    canvas = canvas.rotate(rng.uniform(-2.5, 2.5), resample=Image.Resampling.BICUBIC, fillcolor=DESK)
    inset = rng.uniform(10, 45)
    j = lambda: rng.uniform(0, 20)  # noqa: E731 - corner jitter
    quad = (-inset + j(), j(), -j(), H - j(), W + j(), H - j(), W + inset - j(), j())
    canvas = canvas.transform((W, H), Image.Transform.QUAD, quad, resample=Image.Resampling.BICUBIC, fillcolor=DESK)
    arr = np.asarray(canvas, dtype=np.float32)
    cx, cy = rng.uniform(0, W), rng.uniform(0, H)
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    dist = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
    light = 1.08 - 0.28 * dist / dist.max()
    arr = arr * light[..., None]
    arr[..., 2] *= 0.95
    canvas = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    canvas = canvas.filter(ImageFilter.GaussianBlur(0.7))
    canvas = canvas.resize((int(W * 0.85), int(H * 0.85)), Image.Resampling.LANCZOS)
    return _jpeg_roundtrip(canvas, quality or rng.randint(74, 86))


def render_diary_photo(
    text: str,
    *,
    date: Date | None = None,
    seed: int = 0,
    hand: str | None = None,
    owner: str | None = "Adv. Meera Rao",
) -> Image.Image:
    """A phone photo of a handwritten diary page (printed date header when `date` is given)."""
    page = render_diary_page(text, date=date, seed=seed, hand=hand, owner=owner)
    return photograph(page, seed=seed)


# ---- typed pages ------------------------------------------------------------------------------------

DOCKET_ROW = re.compile(r"^\s*(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\s*[:\-–]?)\s*(.*)$")


def _wrap(text: str, kind: str, size: int, width: int) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        line = ""
        for w in words:
            cand = f"{line} {w}".strip()
            if line and text_width(cand, kind, size) > width:
                lines.append(line)
                line = w
            else:
                line = cand
        lines.append(line)
    return lines


def court_heading(court: str | None, case_number: str | None) -> list[str]:
    """The centred heading lines of a certified copy for a court name as the registry writes it."""
    lines: list[str] = []
    c = (court or "").strip()
    if "high court" in c.lower():
        lines += ["HIGH COURT FOR THE STATE OF TELANGANA", "AT HYDERABAD"]
        if case_number and case_number.upper().startswith("W.P"):
            lines.append("(Special Original Jurisdiction)")
        elif case_number and case_number.upper().startswith(("C.R.P", "CRP")):
            lines.append("(Civil Revisional Jurisdiction)")
        elif case_number:
            lines.append("(Appellate Side)")
    elif c:
        parts = [p.strip() for p in c.split(",") if p.strip()]
        first = parts[0].upper()
        first = first if first.startswith("IN THE") else "IN THE " + first
        lines.append(first)
        rest = [p.upper() for p in parts[1:]]
        if rest:
            lines.append(", AT ".join(rest) if len(rest) == 2 else ", ".join(rest))
    if case_number:
        lines.append(case_number)
    return lines


def render_order_sheet_page(
    text: str,
    *,
    seed: int = 0,
    case_number: str | None = None,
    court: str | None = None,
    petitioner: str | None = None,
    respondent: str | None = None,
    copy_applied: Date | None = None,
) -> Image.Image:
    """A clean certified order sheet: heading, parties, docket rows (dd.mm.yyyy | text), signature, stamp.

    Lines of `text` before the first docket row are printed as extra heading lines; each line starting
    with a date is a docket row, and following lines without a date continue it.
    """
    rng = random.Random(seed)
    page = Image.new("RGB", (PAGE_W, PAGE_H), (252, 252, 250))
    d = ImageDraw.Draw(page)
    pre: list[str] = []
    rows: list[tuple[str, str]] = []
    for line in text.strip("\n").split("\n"):
        m = DOCKET_ROW.match(line)
        if m:
            rows.append((m.group(1), m.group(2).strip()))
        elif rows:
            if line.strip():
                rows[-1] = (rows[-1][0], (rows[-1][1] + " " + line.strip()).strip())
        elif line.strip():
            pre.append(line.strip())
    heading = court_heading(court, case_number) + pre
    y = 90
    ink = (20, 20, 20)
    for line in heading:
        w = text_width(line, "serif-bold", 28)
        draw_text(d, ((PAGE_W - w) / 2, y), line, "serif-bold", 28, ink)
        y += 40
    y += 14
    for label, who in (("Between:", petitioner), ("And:", respondent)):
        if who:
            for i, line in enumerate(_wrap(who, "serif", 26, 900)):
                draw_text(d, (120, y), label if i == 0 else "", "serif", 26, ink)
                draw_text(d, (260, y), line, "serif", 26, ink)
                y += 34
            y += 6
    title = "PROCEEDINGS" if "high court" in (court or "").lower() else "DOCKET PROCEEDINGS"
    y += 16
    w = text_width(title, "serif-bold", 28)
    draw_text(d, ((PAGE_W - w) / 2, y), title, "serif-bold", 28, ink)
    y += 50
    d.line([(100, y), (PAGE_W - 100, y)], fill=(40, 40, 40), width=2)
    rule_top = y
    y += 22
    for when, body in rows:
        draw_text(d, (120, y), when, "serif", 26, ink)
        for line in _wrap(body, "serif", 26, PAGE_W - 120 - 300):
            draw_text(d, (300, y), line, "serif", 26, ink)
            y += 34
        y += 26
    d.line([(280, rule_top), (280, max(y, rule_top + 200))], fill=(60, 60, 60), width=2)
    # signature squiggle
    sx, sy = PAGE_W - 360, y + 60
    pts = [(sx + t * 2.2, sy + 18 * math.sin(t / 7.0 + rng.random()) + rng.uniform(-2, 2)) for t in range(110)]
    d.line(pts, fill=(25, 40, 120), width=3)
    d.text((PAGE_W - 380, sy + 40), "Copyist / Section Officer", font=_font("serif", 22), fill=(40, 40, 40))
    if copy_applied:
        d.text((120, sy + 40), f"Copy applied on: {copy_applied.strftime('%d.%m.%Y')}", font=_font("serif", 22),
               fill=(40, 40, 40))
    _stamp(page, (150 + rng.randint(0, 60), min(PAGE_H - 330, sy + 110) + rng.randint(0, 40)), rng)
    return page


def _stamp(page: Image.Image, at: tuple[int, int], rng: random.Random) -> None:
    colour = (110, 40, 140)
    tile = Image.new("L", (360, 190), 0)
    d = ImageDraw.Draw(tile)
    d.ellipse([6, 6, 354, 184], outline=200, width=4)
    d.ellipse([22, 20, 338, 170], outline=200, width=2)
    f = _font("serif-bold", 30)
    for i, line in enumerate(("CERTIFIED TO BE", "TRUE COPY")):
        w = d.textlength(line, font=f)
        d.text(((360 - w) / 2, 52 + i * 44), line, font=f, fill=200)
    tile = tile.rotate(rng.uniform(-14, 14), resample=Image.Resampling.BICUBIC, expand=True)
    page.paste(Image.new("RGB", tile.size, colour), at, tile)


def scan(page: Image.Image, *, seed: int, quality: int = 82) -> Image.Image:
    """A flatbed scan: grey with noise, slight contrast change, some colour kept (stamp tint), tilt, blur."""
    rng = random.Random(seed * 104729 + 3)
    nrng = np.random.default_rng(seed * 104729 + 3)
    grey = np.asarray(page.convert("L"), dtype=np.float32)
    grey = grey + nrng.normal(0, 5, grey.shape)
    grey = grey * 0.97 + 4
    grey_rgb = np.repeat(np.clip(grey, 0, 255)[..., None], 3, axis=2)
    colour = np.asarray(page, dtype=np.float32)
    mixed = 0.55 * grey_rgb + 0.45 * colour
    out = Image.fromarray(np.clip(mixed, 0, 255).astype(np.uint8))
    out = out.rotate(rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=(250, 250, 248))
    out = out.filter(ImageFilter.GaussianBlur(0.4))
    return _jpeg_roundtrip(out, quality)


def render_order_sheet(text: str, *, seed: int = 0, **heading) -> Image.Image:
    """A scanned certified order sheet. `heading` takes case_number, court, petitioner, respondent, copy_applied."""
    return scan(render_order_sheet_page(text, seed=seed, **heading), seed=seed)


def render_scanned_page(text: str, seed: int = 0) -> Image.Image:
    """A scanned typed page of any other kind: plain white page, serif text as given."""
    page = Image.new("RGB", (PAGE_W, PAGE_H), (252, 252, 250))
    d = ImageDraw.Draw(page)
    y = 110
    for line in _wrap(text.strip("\n"), "serif", 25, PAGE_W - 240):
        if y > PAGE_H - 100:
            break
        draw_text(d, (120, y), line, "serif", 25, (20, 20, 20))
        y += 36
    return scan(page, seed=seed)


def _jpeg_roundtrip(im: Image.Image, quality: int) -> Image.Image:
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=quality)
    buf.seek(0)
    out = Image.open(buf)
    out.load()
    return out.convert("RGB")


# ---- docx -------------------------------------------------------------------------------------------


def make_docx(text: str, path: Path, *, title: str | None = None, hearing_date: Date | None = None,
              author: str | None = None) -> Path:
    """A Word note: optional level-2 heading and italic "Date of hearing … Note by …" line, then paragraphs."""
    import docx
    from docx.shared import Pt

    d = docx.Document()
    style = d.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(11)
    if title:
        d.add_heading(title, level=2)
    if hearing_date or author:
        bits = []
        if hearing_date:
            bits.append(f"Date of hearing: {hearing_date.strftime('%d.%m.%Y')}")
        if author:
            bits.append(f"Note by: {author}")
        p = d.add_paragraph()
        p.add_run("    ".join(bits)).italic = True
    for para in re.split(r"\n\s*\n", text.strip("\n")):
        d.add_paragraph(para.replace("\n", " ").strip())
    path = Path(path)
    d.save(str(path))
    return path


# ---- CLI --------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m devtools.render", description=__doc__.split("\n")[0])
    ap.add_argument("--kind", choices=["diary", "order", "scan", "docx"], required=True)
    ap.add_argument("--text-file", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--date", help="diary header date, YYYY-MM-DD")
    ap.add_argument("--hand", choices=HANDS)
    ap.add_argument("--case-number")
    ap.add_argument("--court")
    ap.add_argument("--quality", type=int, default=85)
    a = ap.parse_args(argv)
    try:
        text = a.text_file.read_text(encoding="utf-8")
        when = Date.fromisoformat(a.date) if a.date else None
    except (OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if a.kind == "docx":
        make_docx(text, a.out, hearing_date=when)
        return 0
    if a.kind == "diary":
        im = render_diary_photo(text, date=when, seed=a.seed, hand=a.hand)
    elif a.kind == "order":
        im = render_order_sheet(text, seed=a.seed, case_number=a.case_number, court=a.court)
    else:
        im = render_scanned_page(text, seed=a.seed)
    im.save(a.out, quality=a.quality)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

__all__ = ["devanagari_font", "draw_text", "runs_by_script", "script_font", "script_runs", "text_width", "render_diary_photo", "render_diary_page", "render_order_sheet", "render_order_sheet_page",
           "render_scanned_page", "make_docx", "photograph", "scan", "court_heading"]
