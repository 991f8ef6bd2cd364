"""The files ingest accepts, by extension, and what a file's first bytes say it really is.

A file is read by its extension; its first bytes are looked at only to say clearly what a misnamed file is
(a photo saved as `.doc`, a Word file saved as `.pdf`) and to read the usual misnamings of word-processor
files (an RTF or a `.docx` saved as `.doc`) as what they are.
"""

from __future__ import annotations

from pathlib import Path

from tareekh.errors import InputError

IMAGE_TYPES = (".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif", ".tif", ".tiff")
TEXT_TYPES = (".txt", ".md")
# Word-processor files, read into paragraphs (tables as cells joined by " | "), never OCR'd.
WORD_TYPES = (".docx", ".doc", ".odt", ".rtf")
SUPPORTED = IMAGE_TYPES + (".pdf",) + TEXT_TYPES + WORD_TYPES + (".zip",)
SUPPORTED_TEXT = ("photos and scans (jpg, jpeg, png, webp, heic, heif, tif, tiff), pdf, Word (docx, doc), "
                  "OpenDocument (odt), rtf, txt, md, zip (a WhatsApp export)")

# (first bytes, what the content is, the extension it would have)
_MAGIC: tuple[tuple[bytes, str, str], ...] = (
    (b"\xff\xd8\xff", "a JPEG photo", ".jpg"),
    (b"\x89PNG\r\n\x1a\n", "a PNG image", ".png"),
    (b"II*\x00", "a TIFF image", ".tif"),
    (b"MM\x00*", "a TIFF image", ".tif"),
    (b"%PDF-", "a PDF", ".pdf"),
    (b"{\\rtf", "an RTF document", ".rtf"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old-style Office file (Word 97-2003 .doc, or Excel/PowerPoint)", ".doc"),
    (b"PK\x03\x04", "a zip archive (a .docx, .odt or .zip)", ".zip"),
    (b"GIF8", "a GIF image", ".gif"),
)


def content_kind(head: bytes) -> tuple[str, str] | None:
    """(what the content is, its usual extension) from a file's first bytes, or None when unrecognised."""
    for magic, what, ext in _MAGIC:
        if head.startswith(magic):
            return what, ext
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "a WebP image", ".webp"
    if head[4:8] == b"ftyp" and head[8:12] in (b"heic", b"heix", b"mif1", b"msf1", b"heim", b"heis", b"hevc"):
        return "a HEIC photo", ".heic"
    return None


def head_of(path: Path, size: int = 16) -> bytes:
    """The first `size` bytes of a file (b"" when it cannot be read)."""
    try:
        with open(path, "rb") as f:
            return f.read(size)
    except OSError:
        return b""


OCR_TYPES = IMAGE_TYPES + (".pdf",)  # read in worker processes (native decoders and OCR)


def read_as(name: str, path: Path, suffix: str) -> tuple[str, str | None]:
    """(the type to read the file as, a warning when that is not its extension's type).

    A misnamed file is read as what it holds when both types are read the same way (in an OCR worker, or
    not); otherwise it is refused with a message that says what it holds and what to rename it to.
    """
    found = content_kind(head_of(path))
    if found is None or suffix in TEXT_TYPES or suffix == ".zip":
        return suffix, None
    what, ext = found
    if ext == ".zip" and suffix in (".docx", ".odt"):
        return suffix, None
    if ext == suffix or {ext, suffix} <= {".jpg", ".jpeg"} or {ext, suffix} <= {".tif", ".tiff"}:
        return suffix, None
    if suffix in IMAGE_TYPES and (ext in IMAGE_TYPES or ext == ".gif"):
        return suffix, None  # images are decoded by their content whatever they are named
    if ext == ".zip" and suffix in WORD_TYPES:
        return ".docx", f"{name}: named {suffix} but holds a zip archive; read as a Word .docx file"
    if ext not in SUPPORTED:
        raise InputError(f"{name}: the file is named {suffix} but holds {what}, which is not a type Tareekh reads "
                         f"({SUPPORTED_TEXT})")
    readable = ext in SUPPORTED and (ext in OCR_TYPES) == (suffix in OCR_TYPES)
    if readable:
        return ext, f"{name}: named {suffix} but holds {what}; read as {ext}"
    raise InputError(f"{name}: the file is named {suffix} but holds {what}; rename it to {ext} and add it again")
