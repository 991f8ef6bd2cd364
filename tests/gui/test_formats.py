"""Files as phones make them, in the app: the file dialog offers every type ingest reads, and the note reader
shows what Qt cannot read itself (an iPhone HEIC photo, any page of a multi-page TIFF) in the pixel space
ingest read them in, so the entry's region is highlighted where it was read."""

from __future__ import annotations

from PIL import Image
from PySide6.QtCore import QRectF

from tests.gui.test_reader import diary_page


def test_reader_shows_a_heic_photo_upright_with_the_entrys_region(window, qtbot, tmp_path):
    import pillow_heif

    pillow_heif.register_heif_opener()
    upright = Image.open(diary_page(tmp_path / "diary.png"))
    exif = Image.Exif()
    exif[0x0112] = 6  # as an iPhone stores it: sideways pixels, "turn 90°" in the metadata
    photo = tmp_path / "IMG_0042.HEIC"
    upright.transpose(Image.Transpose.ROTATE_90).save(photo, format="HEIF", quality=85, exif=exif.tobytes())
    report = window.practice.ingest([photo])
    entry = next(e for e in report.entries if e.case_id == "C02")
    assert entry.region is not None
    reader = window.open_reader(entry.id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.view.pixmap_item is not None and reader.view.isVisible()
    assert reader.view.scene().sceneRect() == QRectF(0, 0, 1400, 560)  # upright, as ingest read it
    r = entry.region
    assert reader.region_rect() == QRectF(r.x, r.y, r.w, r.h)
    assert r.x + r.w > 600 and r.y + r.h <= 560  # wider than the stored (sideways) pixels: upright
    reader.close()


def test_reader_shows_the_tiff_page_an_entry_came_from(window, qtbot, tmp_path):
    blank = Image.new("RGB", (1400, 400), "white")
    page = Image.open(diary_page(tmp_path / "diary.png")).resize((2800, 1120))  # larger than the preview
    tiff = tmp_path / "scan.tif"
    blank.save(tiff, save_all=True, append_images=[blank.resize((1000, 300)), page], compression="tiff_lzw")
    report = window.practice.ingest([tiff])
    entry = next(e for e in report.entries if e.case_id == "C02")
    assert entry.page == 3
    reader = window.open_reader(entry.id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.view.scene().sceneRect() == QRectF(0, 0, 2800, 1120)
    assert not reader.view.page.is_full  # a scaled preview of page 3 first
    r = entry.region
    assert reader.region_rect() == QRectF(r.x, r.y, r.w, r.h)
    for _ in range(4):  # zooming in loads page 3 at full resolution, not page 1
        reader.view.zoom(1.6)
    qtbot.waitUntil(lambda: reader.view.page.is_full, timeout=10000)
    assert (reader.view.pixmap_item.pixmap().width(), reader.view.pixmap_item.pixmap().height()) == (2800, 1120)
    reader.close()


def test_the_file_dialog_offers_every_type_ingest_reads_in_either_case():
    from tareekh.gui.add_notes import FILE_FILTER
    from tareekh.ingest.filetypes import SUPPORTED

    notes = FILE_FILTER.split(";;")[0]
    assert notes.startswith("Notes (")
    patterns = set(notes[len("Notes (") : -1].split())
    for ext in SUPPORTED:
        assert f"*{ext}" in patterns and f"*{ext.upper()}" in patterns, ext
    assert FILE_FILTER.endswith("All files (*)")


def test_add_notes_says_a_retake_is_another_photo_of_a_page_filed_before(window, qtbot, tmp_path):
    from tests.gui.helpers import drop_files

    first = diary_page(tmp_path / "IMG_20260812_171906.png")
    again = tmp_path / "IMG_20260812_171911.jpg"
    Image.open(first).save(again, quality=70)  # the same page, saved again
    page = window.pages["add_notes"]
    drop_files(window, [first])
    qtbot.waitUntil(lambda: page.rows[first.name].state in ("retained", "review", "failed"), timeout=60000)
    entries = len(window.practice.entries())
    drop_files(window, [again])
    qtbot.waitUntil(lambda: page.rows[again.name].state in ("retake", "retained", "review", "failed"), timeout=60000)
    row = page.rows[again.name]
    assert row.state == "retake" and row.text == "another photo"
    assert row.message.text().startswith("another photo of a page filed on ")
    assert f"({first.name})" in row.message.text() and not row.message.isHidden()
    assert len(window.practice.entries()) == entries
