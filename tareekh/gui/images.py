"""Page images for the note reader: a fast scaled preview first, full resolution later. Thread-safe (QImage)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QImageIOHandler, QImageReader

if TYPE_CHECKING:  # the practice is imported on the worker, after the window is on screen
    from tareekh.practice import Practice
    from tareekh.practice.types import Box, Entry

PREVIEW_SIDE = 1800
PDF_DPI = 200  # the resolution ingest renders scanned PDF pages at (tareekh.ingest.read.PDF_DPI)
IMAGE_SUFFIXES = {".jpg", ".jpeg", ".png", ".webp", ".bmp", ".tif", ".tiff", ".gif", ".heic", ".heif"}
# Qt has no HEIF reader, and reads a TIFF's first page only: Pillow (with pillow-heif) decodes these.
PILLOW_SUFFIXES = {".heic", ".heif"}
PAGED_SUFFIXES = {".tif", ".tiff"}
# originals that are text, office files, archives or audio: no page to draw, and never probed with QImageReader on
# the worker (its probe loads every image plugin; under the GUI's own plugin loading it once hung a review queue's
# worker for six minutes, holding the GIL)
TEXT_ONLY_SUFFIXES = {".txt", ".text", ".md", ".csv", ".json", ".docx", ".doc", ".odt", ".rtf", ".xlsx", ".xls",
                      ".ods", ".pptx", ".zip", ".eml", ".html", ".htm", ".xml", ".opus", ".ogg", ".mp3", ".m4a",
                      ".aac", ".wav", ".vcf"}


@dataclass
class PageImage:
    image: QImage
    full_size: QSize  # of the original page, after EXIF orientation: the space regions are given in
    is_full: bool


def _oriented(size: QSize, transform: QImageIOHandler.Transformation) -> QSize:
    if transform & QImageIOHandler.Transformation.TransformationRotate90:
        return QSize(size.height(), size.width())
    return size


def load_image(path: Path, max_side: int | None = PREVIEW_SIDE) -> PageImage:
    """Read an image, scaled so its long side is at most `max_side` (None: full size); EXIF orientation applied.

    JPEG decoders scale while decoding, so a 12-MP photo previews in tens of milliseconds."""
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)
    raw = reader.size()
    if not raw.isValid():
        raise ValueError(f"{path.name}: not an image Qt can read ({reader.errorString()})")
    full = _oriented(raw, reader.transformation())
    scaled = False
    if max_side and max(raw.width(), raw.height()) > max_side:
        factor = max_side / max(raw.width(), raw.height())
        reader.setScaledSize(QSize(max(1, round(raw.width() * factor)), max(1, round(raw.height() * factor))))
        scaled = True
    image = reader.read()
    if image.isNull():
        raise ValueError(f"{path.name}: could not be decoded ({reader.errorString()})")
    return PageImage(image, full, not scaled)


def load_with_pillow(path: Path, page: int = 1, max_side: int | None = PREVIEW_SIDE) -> PageImage:
    """Read page `page` of an image through Pillow (a HEIC photo, a page of a multi-page TIFF), scaled so its
    long side is at most `max_side`; orientation applied as ingest applies it (pillow-heif already turns a
    HEIC upright; EXIF orientation for the rest)."""
    from PIL import Image, ImageOps

    try:
        import pillow_heif

        pillow_heif.register_heif_opener()
    except ImportError:  # pragma: no cover - a declared dependency
        pass
    try:
        with Image.open(path) as im:
            if page > 1:
                im.seek(page - 1)
            oriented = ImageOps.exif_transpose(im)
            full = QSize(oriented.width, oriented.height)
            scaled = max_side is not None and max_side != 0 and max(oriented.size) > max_side
            if scaled and max_side is not None:
                oriented.thumbnail((max_side, max_side), Image.Resampling.LANCZOS)
            rgb = oriented.convert("RGB")
    except (OSError, EOFError, SyntaxError, TypeError, KeyError) as exc:
        raise ValueError(f"{path.name}: could not be decoded ({exc})") from None
    data = rgb.tobytes("raw", "RGB")
    image = QImage(data, rgb.width, rgb.height, rgb.width * 3, QImage.Format.Format_RGB888).copy()
    return PageImage(image, full, not scaled)


def render_pdf_page(path: Path, page: int, max_scale: float = 2.0) -> PageImage:
    """Render one PDF page (1-based). Regions are in the pixels ingest read the page at (PDF_DPI, with the
    same clamp for poster-sized pages), so `full_size` is that size even when the preview is smaller."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        index = min(max(page - 1, 0), len(pdf) - 1)
        pdf_page = pdf[index]
        w_pt, h_pt = pdf_page.get_size()
        full = PDF_DPI / 72
        if w_pt * h_pt * full * full > 60_000_000:
            full = (60_000_000 / (w_pt * h_pt)) ** 0.5
        pil = pdf_page.render(scale=min(full, max_scale)).to_pil().convert("RGB")
    finally:
        pdf.close()
    data = pil.tobytes("raw", "RGB")
    image = QImage(data, pil.width, pil.height, pil.width * 3, QImage.Format.Format_RGB888).copy()
    return PageImage(image, QSize(round(w_pt * full), round(h_pt * full)), full <= max_scale)


def page_image(path: Path, page: int = 1, max_side: int | None = PREVIEW_SIDE) -> PageImage | None:
    """The page an entry came from, or None for text-only originals (txt, docx)."""
    suffix = path.suffix.lower()
    if suffix in TEXT_ONLY_SUFFIXES:
        return None
    if suffix == ".pdf":
        return render_pdf_page(path, page)
    if suffix in PILLOW_SUFFIXES or (suffix in PAGED_SUFFIXES and page > 1):
        return load_with_pillow(path, page, max_side)
    if suffix in IMAGE_SUFFIXES or QImageReader(str(path)).canRead():
        return load_image(path, max_side)
    return None


def original_file(practice: Practice, entry: Entry) -> Path | None:
    """The stored original of an entry: `original_path` is relative to the home (originals/<sha256><ext>)."""
    if not entry.original_path:
        return None
    path = Path(entry.original_path)
    if path.is_absolute():
        return path
    # the practice hands out the file (an encrypted practice: a plaintext working copy outside the home)
    stored = getattr(practice, "stored_original", None)
    return stored(entry.original_path) if stored is not None else Path(practice.home) / path


def crop_region(page: PageImage, region: Box | None, width: int = 460, margin: float = 0.04) -> QImage:
    """The part of a page an entry came from (a little margin around it), scaled to `width` pixels."""
    image = page.image
    if region is None:
        crop = image
    else:
        sx = image.width() / max(1, page.full_size.width())
        sy = image.height() / max(1, page.full_size.height())
        mx, my = page.full_size.width() * margin, page.full_size.height() * margin
        x0 = max(0, int((region.x - mx) * sx))
        y0 = max(0, int((region.y - my) * sy))
        x1 = min(image.width(), int((region.x + region.w + mx) * sx))
        y1 = min(image.height(), int((region.y + region.h + my) * sy))
        crop = image.copy(x0, y0, max(1, x1 - x0), max(1, y1 - y0)) if x1 > x0 and y1 > y0 else image
    if crop.width() > width:
        crop = crop.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
    if crop.height() > width:
        crop = crop.scaledToHeight(width, Qt.TransformationMode.SmoothTransformation)
    return crop
