"""Loading photos safely and preparing them for OCR, keeping the way back to original pixels.

`load_image` applies EXIF orientation and refuses or shrinks oversized images without decoding them at full
size (decompression-bomb guard). Each preparation step composes a `PageTransform`, the 3×3 matrix that maps
a point of the prepared image back to the original, so word boxes are reported in original coordinates.
"""

from __future__ import annotations

import math
import struct
import threading
from dataclasses import dataclass, field
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageOps

from tareekh.errors import InputError
from tareekh.ingest.models import Box

# Pages are read at most this many pixels on the long side: a phone page photo has text far larger than
# OCR needs, and bigger images only cost time and memory.
MAX_SIDE = 3200
# Formats that cannot be decoded at reduced scale are refused above this many pixels.
MAX_PIXELS = 60_000_000
# JPEGs are decoded at 1/2, 1/4 or 1/8 scale when large, so far larger ones can be opened in bounded memory.
MAX_JPEG_PIXELS = MAX_PIXELS * 64

_open_lock = threading.Lock()

# Formats whose frames are pages of one document (a scanner's multi-page TIFF); in any other format a second
# frame (an animation, a burst) is not another page.
PAGED_FORMATS = ("TIFF",)

try:  # iPhone photos: HEIC/HEIF opened by Pillow like any other image (libheif applies their rotation)
    import pillow_heif

    pillow_heif.register_heif_opener()
except ImportError:  # pragma: no cover - a declared dependency; without it HEIC is "not a readable image"
    pass


@dataclass
class PageTransform:
    """Maps prepared-image points to original-image points: [x, y, 1] @ matrix.T."""

    matrix: np.ndarray = field(default_factory=lambda: np.eye(3))
    original_size: tuple[int, int] = (0, 0)

    def then(self, step_to_previous: np.ndarray) -> PageTransform:
        """A transform for an image derived from this one, given the map from the new image to the old."""
        return PageTransform(self.matrix @ step_to_previous, self.original_size)

    def map_box(self, box: Box) -> Box:
        pts = np.array(
            [[box.x, box.y, 1], [box.x + box.w, box.y, 1], [box.x, box.y + box.h, 1], [box.x + box.w, box.y + box.h, 1]],
            dtype=float,
        )
        out = pts @ self.matrix.T
        out = out[:, :2] / out[:, 2:3]
        w0, h0 = self.original_size
        x0 = int(np.clip(np.floor(out[:, 0].min()), 0, max(w0 - 1, 0)))
        y0 = int(np.clip(np.floor(out[:, 1].min()), 0, max(h0 - 1, 0)))
        x1 = int(np.clip(np.ceil(out[:, 0].max()), x0 + 1, max(w0, x0 + 1)))
        y1 = int(np.clip(np.ceil(out[:, 1].max()), y0 + 1, max(h0, y0 + 1)))
        return Box(x=x0, y=y0, w=x1 - x0, h=y1 - y0)


def _scale(s: float) -> np.ndarray:
    """Map from an image scaled by `s` back to the unscaled one."""
    return np.diag([1.0 / s, 1.0 / s, 1.0])


@dataclass
class LoadedImage:
    image: Image.Image  # RGB, EXIF-oriented, possibly reduced
    transform: PageTransform  # from `image` to the original (EXIF-oriented, full-size) pixels
    warnings: list[str] = field(default_factory=list)


def _open(path: Path, name: str) -> Image.Image:
    try:
        with _open_lock:
            # Pillow's own bomb check would refuse before we can ask the JPEG decoder to shrink; we do our
            # own check below, against the header size, before any pixel is decoded.
            saved = Image.MAX_IMAGE_PIXELS
            Image.MAX_IMAGE_PIXELS = None
            try:
                return Image.open(path)
            finally:
                Image.MAX_IMAGE_PIXELS = saved
    except FileNotFoundError:
        raise InputError(f"{name}: file not found") from None
    except (Image.UnidentifiedImageError, OSError, ValueError, SyntaxError, RuntimeError) as exc:
        raise InputError(f"{name}: not a readable image ({_why(exc)})") from None


# What Pillow raises on a damaged file besides OSError: a TIFF directory that ends early raises TypeError or
# KeyError, a short table struct.error or IndexError.
_DAMAGED = (OSError, ValueError, SyntaxError, TypeError, KeyError, IndexError, struct.error, RuntimeError)


def page_count(path: Path, name: str, limit: int) -> tuple[int, str | None]:
    """(how many pages a paged image (multi-page TIFF) has, a warning when a later page is damaged); 1 for any
    other image. Pages are counted by seeking, no further than `limit` + 1, so a file that claims endless
    pages costs `limit` seeks."""
    with _open(path, name) as im:
        if im.format not in PAGED_FORMATS:
            return 1, None
        n = 1
        try:
            while n <= limit:
                im.seek(n)
                n += 1
        except EOFError:
            pass
        except _DAMAGED as exc:
            return n, f"{name}: page {n + 1} and any after it cannot be read ({_why(exc)}); skipped"
        return n, None


def load_image(path: Path, name: str, page: int = 1) -> LoadedImage:
    """Open an image file (page `page` of a multi-page TIFF) as RGB with EXIF orientation applied, in bounded
    memory.

    Raises InputError naming the file for empty, truncated, unreadable or oversized images.
    """
    warnings: list[str] = []
    im = _open(path, name)
    if page > 1:
        try:
            im.seek(page - 1)
        except EOFError:
            raise InputError(f"{name}: the image has no page {page}") from None
        except _DAMAGED as exc:
            raise InputError(f"{name}: page {page} of the image cannot be read ({_why(exc)})") from None
    w, h = im.size
    pixels = w * h
    if pixels <= 0:
        raise InputError(f"{name}: image has no pixels ({w}×{h})")
    scale = 1.0
    try:
        limit = MAX_JPEG_PIXELS if im.format == "JPEG" else MAX_PIXELS
        if pixels > limit:
            raise InputError(
                f"{name}: image is too large to read ({w}×{h} = {pixels / 1e6:.0f} megapixels; "
                f"the limit is {limit / 1e6:.0f}); scale it down and add it again"
            )
        if im.format == "JPEG" and max(w, h) > 2 * MAX_SIDE:
            s = MAX_SIDE / max(w, h)
            im.draft("RGB", (max(1, math.ceil(w * s)), max(1, math.ceil(h * s))))  # decode at 1/2..1/8 scale
            scale = im.size[0] / w
        if pixels > MAX_PIXELS / 2:
            warnings.append(f"{name}: very large image ({w}×{h} pixels); read at reduced size")
        exif_orientation = 1
        try:
            exif_orientation = int(im.getexif().get(0x0112, 1) or 1)
        except Exception:  # a broken EXIF block must not stop the page being read
            warnings.append(f"{name}: EXIF data unreadable; orientation not applied")
        im.load()
        if im.format not in PAGED_FORMATS and getattr(im, "n_frames", 1) > 1:
            warnings.append(f"{name}: image has {im.n_frames} frames; only the first was read")
        im = ImageOps.exif_transpose(im) if exif_orientation != 1 else im
        if im.mode != "RGB":
            im = _to_rgb(im)
        if max(im.size) > MAX_SIDE:
            s = MAX_SIDE / max(im.size)
            im = im.resize((max(1, int(im.size[0] * s)), max(1, int(im.size[1] * s))), Image.Resampling.LANCZOS)
            scale *= s
    except InputError:
        raise
    except (*_DAMAGED, Image.DecompressionBombError) as exc:
        raise InputError(f"{name}: image could not be decoded ({_why(exc)})") from None
    if exif_orientation in (5, 6, 7, 8):
        w, h = h, w
    return LoadedImage(im, PageTransform(_scale(scale), (w, h)), warnings)


def _why(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    if "truncated" in text.lower():  # Pillow says "image file is truncated" and "Truncated File Read"
        return "the file is truncated: it ends before the image does"
    if "cannot identify image file" in text:
        return "its content is not a JPEG, PNG, HEIC, TIFF or WebP picture"
    return text.split("\n")[0][:160]


def _to_rgb(im: Image.Image) -> Image.Image:
    if im.mode in ("RGBA", "LA", "PA") or (im.mode == "P" and "transparency" in im.info):
        im = im.convert("RGBA")
        bg = Image.new("RGB", im.size, (255, 255, 255))
        bg.paste(im, mask=im.getchannel("A"))
        return bg
    if im.mode in ("I;16", "I;16B", "I;16L", "I"):
        arr = np.asarray(im, dtype=np.float64)
        hi = arr.max() or 1.0
        return Image.fromarray((arr / hi * 255).astype(np.uint8)).convert("RGB")
    return im.convert("RGB")


def with_image(im: Image.Image, original_size: tuple[int, int] | None = None) -> LoadedImage:
    """Wrap an in-memory image (a rendered PDF page) as if loaded from a file."""
    im = _to_rgb(im) if im.mode != "RGB" else im
    return LoadedImage(im, PageTransform(np.eye(3), original_size or im.size))


def find_page_quad(rgb: np.ndarray) -> np.ndarray | None:
    """Corners (tl, tr, br, bl) of a bright paper page on a darker background, or None.

    None when the page fills the frame (a scan) or no clear four-sided page is found.
    """
    h, w = rgb.shape[:2]
    s = 800 / max(h, w)
    small = cv2.resize(rgb, (max(1, int(w * s)), max(1, int(h * s))), interpolation=cv2.INTER_AREA)
    gray = cv2.cvtColor(small, cv2.COLOR_RGB2GRAY)
    gray = cv2.GaussianBlur(gray, (5, 5), 0)
    thr, mask = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    # the page must be clearly brighter than what surrounds it
    inside = gray[mask > 0]
    outside = gray[mask == 0]
    if inside.size == 0 or outside.size < 0.02 * gray.size or inside.mean() - outside.mean() < 40:
        return None
    mask = cv2.morphologyEx(mask, cv2.MORPH_CLOSE, np.ones((15, 15), np.uint8))
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not contours:
        return None
    c = max(contours, key=cv2.contourArea)
    area = cv2.contourArea(c)
    if area < 0.25 * gray.size or area > 0.97 * gray.size:
        return None
    peri = cv2.arcLength(c, True)
    quad = None
    for eps in (0.01, 0.02, 0.03, 0.05):
        approx = cv2.approxPolyDP(c, eps * peri, True)
        if len(approx) == 4:
            quad = approx.reshape(4, 2).astype(np.float64)
            break
    if quad is None:
        rect = cv2.minAreaRect(c)
        quad = cv2.boxPoints(rect).astype(np.float64)
    # order: tl, tr, br, bl
    ssum = quad.sum(axis=1)
    diff = quad[:, 1] - quad[:, 0]
    ordered = np.array([quad[ssum.argmin()], quad[diff.argmin()], quad[ssum.argmax()], quad[diff.argmax()]])
    return ordered / s


def crop_page(im: Image.Image, transform: PageTransform) -> tuple[Image.Image, PageTransform]:
    """Crop a photographed page out of its background and undo the keystone, when a page is found."""
    rgb = np.asarray(im)
    quad = find_page_quad(rgb)
    if quad is None:
        return im, transform
    tl, tr, br, bl = quad
    width = int(max(np.linalg.norm(tr - tl), np.linalg.norm(br - bl)))
    height = int(max(np.linalg.norm(bl - tl), np.linalg.norm(br - tr)))
    if width < 100 or height < 100:
        return im, transform
    inset = 4  # trim the page edge so its shadow is not read as a character
    dst = np.array([[-inset, -inset], [width + inset, -inset], [width + inset, height + inset], [-inset, height + inset]], dtype=np.float32)
    m = cv2.getPerspectiveTransform(quad.astype(np.float32), dst)
    warped = cv2.warpPerspective(rgb, m, (width, height), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return Image.fromarray(warped), transform.then(np.linalg.inv(m))


def flatten(gray: np.ndarray) -> np.ndarray:
    """Even out the lighting: divide by a blurred estimate of the paper's brightness."""
    h, w = gray.shape
    k = max(31, (min(h, w) // 25) | 1)
    bg = cv2.morphologyEx(gray, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_RECT, (15, 15)))
    bg = cv2.GaussianBlur(bg, (k, k), 0)
    out = cv2.divide(gray, bg, scale=255)
    return out


def prepare_handwritten(im: Image.Image, transform: PageTransform, *, upscale: float = 1.5) -> tuple[Image.Image, PageTransform]:
    """Photo of a handwritten page: crop + perspective fix, light flattening, upscale."""
    im, transform = crop_page(im, transform)
    rgb = np.asarray(im)
    if max(rgb.shape[:2]) * upscale > 3200:
        upscale = max(1.0, 3200 / max(rgb.shape[:2]))
    if upscale != 1.0:
        rgb = cv2.resize(rgb, None, fx=upscale, fy=upscale, interpolation=cv2.INTER_CUBIC)
        transform = transform.then(_scale(upscale))
    return Image.fromarray(rgb), transform


def prepare_typed(im: Image.Image, transform: PageTransform, *, stretch: bool = True) -> tuple[Image.Image, PageTransform]:
    """Scan or photo of a typed page: crop when photographed, grayscale, flatten, autocontrast.

    `stretch=False` leaves out the autocontrast: on a page with little text it stretches the paper's grain
    into speckle, and tesseract's Hindi model then read a three-line circular as noise (75 % CER, 20 s) that
    it read perfectly unstretched.
    """
    im, transform = crop_page(im, transform)
    gray = cv2.cvtColor(np.asarray(im), cv2.COLOR_RGB2GRAY)
    gray = flatten(gray)
    if not stretch:
        return Image.fromarray(gray), transform
    out = ImageOps.autocontrast(Image.fromarray(gray), cutoff=1)
    return out, transform


def remove_rules(im: Image.Image) -> Image.Image:
    """The page with its long ruled lines (table borders, underlines across the page) painted white.

    Tesseract's Hindi model segments along Devanagari headlines, and a table rule a few pixels from a row's
    date merged with it: the date was read as "==" (seen on rendered order sheets). Only runs far longer
    than any word go: at least a sixth of the page across, an eighth down, so no headline is touched.
    """
    gray = np.asarray(im.convert("L"))
    ink = ((gray < 128) * 255).astype(np.uint8)
    h, w = gray.shape
    # thicken first, so a rule tilted by a scan's skew still holds one unbroken row (column)
    along = cv2.dilate(ink, cv2.getStructuringElement(cv2.MORPH_RECT, (1, 5)))
    down = cv2.dilate(ink, cv2.getStructuringElement(cv2.MORPH_RECT, (5, 1)))
    rules = cv2.morphologyEx(along, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (max(40, w // 6), 1)))
    rules |= cv2.morphologyEx(down, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (1, max(40, h // 8))))
    out = gray.copy()
    out[(rules & ink) > 0] = 255
    return Image.fromarray(out)


def prepare_handwritten_gray(im: Image.Image, transform: PageTransform, *, upscale: float = 1.5) -> tuple[Image.Image, PageTransform]:
    """Handwriting for tesseract: as `prepare_handwritten`, then grayscale and flattened."""
    im, transform = prepare_handwritten(im, transform, upscale=upscale)
    gray = flatten(cv2.cvtColor(np.asarray(im), cv2.COLOR_RGB2GRAY))
    return ImageOps.autocontrast(Image.fromarray(gray), cutoff=1), transform


