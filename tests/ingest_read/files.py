"""Small test files made on the fly: PDFs with a text layer, huge-header images, EXIF-rotated photos."""

from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path

from PIL import Image


def _pdf_escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def text_pdf(path: Path, pages: list[str]) -> Path:
    """A minimal valid PDF whose pages carry `pages` as a Helvetica text layer (one line per text line)."""
    objs: list[bytes] = []
    n = len(pages)
    page_ids = [4 + 2 * i for i in range(n)]
    objs.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    kids = " ".join(f"{p} 0 R" for p in page_ids)
    objs.append(f"<< /Type /Pages /Kids [{kids}] /Count {n} >>".encode())
    objs.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for i, text in enumerate(pages):
        lines = text.split("\n")
        ops = ["BT", "/F1 12 Tf", "72 760 Td", "16 TL"]
        for line in lines:
            ops.append(f"({_pdf_escape(line)}) Tj T*")
        ops.append("ET")
        stream = "\n".join(ops).encode("latin-1")
        objs.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
            f"/Contents {page_ids[i] + 1} 0 R >>".encode()
        )
        objs.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objs, start=1):
        offsets.append(out.tell())
        out.write(f"{i} 0 obj\n".encode() + body + b"\nendobj\n")
    xref = out.tell()
    out.write(f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode())
    for off in offsets:
        out.write(f"{off:010d} 00000 n \n".encode())
    out.write(f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    path.write_bytes(out.getvalue())
    return path


def huge_png(path: Path, width: int = 30_000, height: int = 30_000) -> Path:
    """A valid grey PNG of width×height pixels, written row by row (a few hundred KB on disk)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    comp = zlib.compressobj(9)
    row = b"\x00" + b"\xff" * width
    body = bytearray()
    for _ in range(height):
        body += comp.compress(row)
    body += comp.flush()
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", bytes(body)) + chunk(b"IEND", b""))
    return path


def huge_header_jpeg(path: Path, width: int = 30_000, height: int = 30_000) -> Path:
    """A small JPEG whose header claims width×height pixels (what a bomb or a broken camera file looks like)."""
    buf = io.BytesIO()
    Image.new("RGB", (64, 64), (200, 200, 200)).save(buf, "JPEG", quality=80)
    data = bytearray(buf.getvalue())
    i = data.find(b"\xff\xc0")
    assert i > 0
    struct.pack_into(">HH", data, i + 5, height, width)
    path.write_bytes(bytes(data))
    return path


def exif_rotated_jpeg(image: Image.Image, path: Path) -> Path:
    """Save `image` as a phone would: pixels stored rotated, EXIF orientation 6 saying 'turn 90° clockwise'."""
    stored = image.transpose(Image.Transpose.ROTATE_90)  # counter-clockwise; orientation 6 undoes it
    exif = Image.Exif()
    exif[0x0112] = 6
    stored.save(path, "JPEG", quality=90, exif=exif.tobytes())
    return path
