"""Broken and misnamed files of the newer kinds (HEIC, .doc, .odt, .rtf, multi-page TIFF) through
`practice.ingest`: each a clear message of its own naming the file, the original kept, and the batch going on
(a good note dropped after them is filed)."""

from __future__ import annotations

import io

from PIL import Image

from tests.reliability.test_hostile_input import base_home, ingest_with_good_note, kept, page_with_text, world

__all__ = ["base_home", "world"]  # fixtures used here


def _heic(img: Image.Image) -> bytes:
    import pillow_heif

    pillow_heif.register_heif_opener()
    buf = io.BytesIO()
    img.save(buf, format="HEIF", quality=70)
    return buf.getvalue()


def test_truncated_zero_byte_and_misnamed_files_each_get_their_own_message(world, tmp_path):
    practice, drop = world
    page = page_with_text(["03 Mar 2025 Marripudi - not reached."])
    heic = _heic(page)
    cut_heic = drop / "IMG_0042.HEIC"
    cut_heic.write_bytes(heic[: len(heic) // 2])
    empty_odt = drop / "notes.odt"
    empty_odt.write_bytes(b"")
    photo_as_doc = drop / "scan.doc"
    buf = io.BytesIO()
    page.save(buf, "JPEG")
    photo_as_doc.write_bytes(buf.getvalue())
    text_as_rtf = drop / "notes.rtf"
    text_as_rtf.write_text("Marripudi - not reached.\n", encoding="utf-8")
    cut, empty, misnamed, fake = ingest_with_good_note(practice, drop, tmp_path, cut_heic, empty_odt, photo_as_doc,
                                                       text_as_rtf)
    assert cut.state == "error" and cut.message.startswith("IMG_0042.HEIC:") and "image" in cut.message
    assert empty.state == "error" and empty.message == "notes.odt: empty file (0 bytes)"
    assert misnamed.state == "error" and misnamed.message == (
        "scan.doc: the file is named .doc but holds a JPEG photo; rename it to .jpg and add it again")
    assert fake.state == "error" and fake.message == "notes.rtf: not an RTF file (it does not start with {\\rtf)"
    for path in (cut_heic, photo_as_doc, text_as_rtf):
        assert kept(practice, path)


def test_a_heic_renamed_to_jpg_is_read_as_the_photo_it_holds(world, tmp_path):
    practice, drop = world
    page = page_with_text(["03 Mar 2025, Mon - court notes", "Marripudi (O.S. No. 318 of 2022) - not reached."])
    as_jpg = drop / "IMG_20250303_101500.jpg"
    as_jpg.write_bytes(_heic(page))  # a HEIC that a transfer tool renamed
    (r,) = ingest_with_good_note(practice, drop, tmp_path, as_jpg)
    assert r.state == "done" and r.entry_ids
    assert [e.case_id for e in practice.entries(upload_id=r.upload_id)] == ["C2"]
