"""Bad image input: each gets a clear message naming the file, or a Document with a warning; memory stays bounded."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from tareekh.errors import InputError
from tareekh.ingest.read import read_file
from tests.ingest_read.files import huge_header_jpeg
from tests.reliability.helpers import PEAK_MB_SOURCE

REPO = Path(__file__).resolve().parents[2]


def test_truncated_jpeg_is_refused_as_truncated(tmp_path, order_sheet):
    data = order_sheet.read_bytes()
    p = tmp_path / "IMG_cut.jpg"
    p.write_bytes(data[: len(data) // 3])
    with pytest.raises(InputError, match="IMG_cut.jpg: .*truncated"):
        read_file(p)


def test_a_text_file_named_jpg_is_refused_as_not_an_image(tmp_path):
    p = tmp_path / "fake.jpg"
    p.write_text("hello, not a photo")
    with pytest.raises(InputError, match="fake.jpg: not a readable image") as refused:
        read_file(p)
    assert "Pillow" not in str(refused.value)  # the lawyer is told what the file is not, not which library failed


def test_a_30000_square_png_is_refused_before_decoding(tmp_path):
    # the header says 30,000 × 30,000; the refusal must come from the header, not from decoding
    import struct
    import zlib

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", 30_000, 30_000, 8, 0, 0, 0, 0)
    p = tmp_path / "bomb.png"
    p.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 30_001))
                  + chunk(b"IEND", b""))
    with pytest.raises(InputError, match=r"bomb.png: image is too large to read \(30000×30000 = 900 megapixels"):
        read_file(p)


def test_a_30000_square_jpeg_is_decoded_reduced_in_bounded_memory(tmp_path):
    p = huge_header_jpeg(tmp_path / "huge.jpg")
    code = PEAK_MB_SOURCE + (
        "import json, sys\n"
        "from pathlib import Path\n"
        "from tareekh.errors import InputError\n"
        "from tareekh.ingest.read import read_file\n"
        "try:\n"
        "    doc = read_file(Path(sys.argv[1]), engine='tesseract'); out = {'warnings': doc.warnings}\n"
        "except InputError as e:\n"
        "    out = {'error': str(e)}\n"
        "out['rss_mb'] = peak_mb()\n"
        "print(json.dumps(out))\n"
    )
    run = subprocess.run([sys.executable, "-c", code, str(p)], capture_output=True, text=True, timeout=120, cwd=REPO)
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["rss_mb"] < 1500
    if "error" in out:
        assert "huge.jpg" in out["error"]
    else:
        assert any("30000×30000" in w for w in out["warnings"])


def test_a_photo_with_no_text_gives_an_empty_page_with_a_warning(tmp_path):
    # a plain desk-and-paper photo: nothing written on it
    im = Image.new("RGB", (480, 360), (235, 232, 225))
    im.paste((90, 70, 55), (0, 0, 480, 40))
    p = tmp_path / "blank.jpg"
    im.save(p, quality=80)
    doc = read_file(p)
    assert doc.pages[0].text.strip() == ""
    assert any("blank.jpg" in w and "no text found" in w for w in doc.warnings)


def test_png_with_transparency_and_grey_modes_are_read(tmp_path):
    im = Image.new("LA", (300, 120), (255, 0))
    p = tmp_path / "la.png"
    im.save(p)
    doc = read_file(p, engine="none")
    assert doc.pages[0].width == 300 and doc.pages[0].height == 120


def test_webp_and_tiff_are_supported(tmp_path):
    for name in ("a.webp", "a.tiff", "a.tif"):
        buf = io.BytesIO()
        Image.new("RGB", (200, 100), "white").save(buf, Image.registered_extensions()["." + name.split(".")[1]])
        p = tmp_path / name
        p.write_bytes(buf.getvalue())
        doc = read_file(p, engine="none")
        assert doc.media == "image" and doc.pages[0].width == 200

