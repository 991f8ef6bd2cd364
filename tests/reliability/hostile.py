"""Hostile and broken files, made cheaply by hand (no 900-megapixel image is ever held in memory here)."""

from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_bomb(path: Path, side: int = 30_000) -> Path:
    """A valid all-white 1-bit PNG of side × side pixels (30,000² = 900 megapixels) in ~100 KB: the rows are
    compressed in a stream, one row at a time."""
    row = b"\x00" + b"\xff" * ((side + 7) // 8)
    comp = zlib.compressobj(9)
    parts = [comp.compress(row * 250) for _ in range(side // 250)]
    parts.append(comp.compress(row * (side % 250)))
    parts.append(comp.flush())
    ihdr = struct.pack(">IIBBBBB", side, side, 1, 0, 0, 0, 0)  # 1-bit greyscale
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"IDAT", b"".join(parts)) + _chunk(b"IEND", b""))
    return path


def jpeg_huge(path: Path, side: int = 30_000) -> Path:
    """A valid baseline greyscale JPEG of side × side mid-grey pixels (~11 MB for 30,000²).

    The header (quantisation and the standard Huffman tables) comes from a tiny JPEG that Pillow writes; the
    frame size is patched and the scan is every 8×8 block coded as "DC difference 0, end of block": 2 + 4
    bits with the standard tables, so four blocks are exactly the three bytes 0x28 0xA2 0x8A."""
    from PIL import Image

    buf = io.BytesIO()
    Image.new("L", (8, 8), 128).save(buf, "JPEG", quality=75, optimize=False)
    small = buf.getvalue()
    sos = small.index(b"\xff\xda")
    sos_len = struct.unpack(">H", small[sos + 2 : sos + 4])[0]
    header = bytearray(small[: sos + 2 + sos_len])
    sof = header.index(b"\xff\xc0")
    header[sof + 5 : sof + 9] = struct.pack(">HH", side, side)
    blocks = ((side + 7) // 8) ** 2
    data = b"\x28\xa2\x8a" * (blocks // 4)
    bits = "001010" * (blocks % 4)
    if bits:
        bits += "1" * (-len(bits) % 8)  # pad the last byte with 1-bits
        data += int(bits, 2).to_bytes(len(bits) // 8, "big")
    path.write_bytes(bytes(header) + data + b"\xff\xd9")
    return path


def minimal_pdf(pages: int, text: str = "03 Mar 2025 Marripudi - not reached.", *, broken_xref: bool = False) -> bytes:
    """A PDF with `pages` pages that all draw the same line of text (one shared content stream and font)."""
    safe = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    stream = f"BT /F1 12 Tf 72 720 Td ({safe}) Tj ET".encode()
    first_page = 5
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [" + b" ".join(f"{first_page + i} 0 R".encode() for i in range(pages))
        + f"] /Count {pages} >>".encode(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Length {len(stream)} >>\nstream\n".encode() + stream + b"\nendstream",
    ]
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>"
    objects += [page] * pages
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for n, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{n} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{(off * 7 + 13) % 99991 if broken_xref else off:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n".encode()
    out += f"{xref + 17 if broken_xref else xref}\n%%EOF\n".encode()
    return bytes(out)


def docx_bomb(path: Path, inflated_mb: int = 200) -> Path:
    """A valid .docx of well under 1 MB whose document.xml inflates to `inflated_mb` MB of paragraphs."""
    import zipfile

    from docx import Document

    buf = io.BytesIO()
    Document().save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    para = b"<w:p><w:r><w:t>03 Mar 2025 Marripudi - not reached.</w:t></w:r></w:p>" * 1000
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for info in src.infolist():
            if info.filename != "word/document.xml":
                zf.writestr(info, src.read(info.filename))
                continue
            with zf.open("word/document.xml", "w", force_zip64=True) as out:
                out.write(b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w='
                          b'"http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>')
                for _ in range(inflated_mb * 1024 * 1024 // len(para)):
                    out.write(para)
                out.write(b"</w:body></w:document>")
    return path
