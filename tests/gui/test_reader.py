"""The note reader: the original page with the entry's region highlighted, fast even for a 12-MP photo."""

from __future__ import annotations

import time
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from tareekh.ingest.models import Box
from tareekh.ingest.review import Entry

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def diary_page(path: Path, size=(1400, 560), font_size=28) -> Path:
    try:
        font = ImageFont.truetype(FONT, font_size)
    except OSError:
        font = ImageFont.load_default()
    img = Image.new("RGB", size, "white")
    d = ImageDraw.Draw(img)
    lines = ["12 Aug 2026, Wed - court notes", "", "Seabreeze (OS 412/2023) - PW1 cross-examined by the",
             "defendant's counsel. Next date 01.12.2026 for further cross.", "",
             "Malkajgiri WP (WP 20561/2025) - counter affidavit filed by GHMC.",
             "Adjourned to 01.12.2026 for admission."]
    y = 40
    for line in lines:
        d.text((60, y), line, fill="black", font=font)
        y += int(font_size * 1.7)
    img.save(path)
    return path


def test_reader_shows_the_page_with_the_entrys_region(window, qtbot, tmp_path):
    page = diary_page(tmp_path / "diary.png")
    report = window.practice.ingest([page])  # the worker is idle: set-up may use the practice directly
    entry = next(e for e in report.entries if e.case_id == "C02")
    assert entry.region is not None
    reader = window.open_reader(entry.id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.fields["source_file"].text() == "diary.png"
    assert reader.fields["case"].text() == "W.P. 20561/2025 — Malkajgiri road widening WP"  # never its id
    assert "GHMC" in reader.text.toPlainText()
    r = entry.region
    assert reader.region_rect() == QRectF(r.x, r.y, r.w, r.h)
    assert reader.view.pixmap_item is not None
    assert reader.view.scene().sceneRect() == QRectF(0, 0, 1400, 560)
    # The other entry of the same upload is listed, and clicking it switches the reader to it.
    assert reader.siblings.count() == 2
    other = next(reader.siblings.item(i) for i in range(2) if "Seabreeze flat" in reader.siblings.item(i).text())
    reader.siblings.itemClicked.emit(other)
    qtbot.waitUntil(lambda: reader.is_loaded and reader.fields["case"].text() == "O.S. 412/2023 — Seabreeze flat",
                    timeout=10000)
    reader.close()


class _StubPractice:
    """Just enough Practice for the reader: one entry whose original is a 12-MP photo."""

    def __init__(self, home: Path, photo: Path) -> None:
        self.home = home
        self._entry = Entry(id=1, upload_id=1, source_file="IMG_20260812_171906.jpg", original_path=photo.name,
                            case_id="C01", hearing_date="2026-08-12", doc_type="handwritten_note", author="lawyer",
                            confidence=0.9, status="retained", reason=None, text="PW1 cross-examined.", page=1,
                            region=Box(x=300, y=600, w=2400, h=500))

    def entry(self, entry_id):
        return self._entry

    def entries(self, upload_id=None, **_):
        return [self._entry]

    def case_label(self, case_id):
        return "O.S. 412/2023 — Seabreeze flat"

    def source_words(self, entry):
        return "your note of 12 Aug 2026"

    def placement(self, entry):
        return "filed under O.S. 412/2023 — Seabreeze flat, hearing 12.08.2026"


def test_reader_opens_a_12_megapixel_photo_in_under_200_ms(qtbot, tmp_path):
    from tareekh.gui.ops import Runner
    from tareekh.gui.reader import NoteReader

    photo = tmp_path / "photo.jpg"
    img = Image.new("RGB", (4000, 3000), (250, 248, 240))
    ImageDraw.Draw(img).rectangle((300, 600, 2700, 1100), outline="black", width=12)
    img.save(photo, quality=85)
    host = QWidget()
    qtbot.addWidget(host)
    host.runner = Runner(_StubPractice(tmp_path, photo), host)
    times = []
    for _ in range(3):
        reader = NoteReader(host, 1)
        t0 = time.perf_counter()
        qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
        times.append((time.perf_counter() - t0) * 1000)
        assert reader.view.page.full_size.width() == 4000
        assert not reader.view.page.is_full  # a scaled preview first
        assert reader.region_rect() == QRectF(300, 600, 2400, 500)
        reader.close()
    # The best of three: on a loaded 2-core machine other processes can steal any one run.
    assert min(times) < 200, f"reader opened in {times} ms"
    # Zooming in past the preview's resolution swaps in the full photo; the region stays where it was.
    reader = NoteReader(host, 1)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    for _ in range(4):
        reader.view.zoom(1.6)
    qtbot.waitUntil(lambda: reader.view.page.is_full, timeout=10000)
    assert reader.view.pixmap_item.pixmap().width() == 4000
    assert reader.region_rect() == QRectF(300, 600, 2400, 500)
    reader.close()


def test_the_readers_keys_zoom_in_and_out_and_escape_closes_it(qtbot, tmp_path):
    from PySide6.QtCore import Qt

    from tareekh.gui.ops import Runner
    from tareekh.gui.reader import NoteReader

    photo = tmp_path / "photo.jpg"
    Image.new("RGB", (1600, 1200), (250, 248, 240)).save(photo, quality=85)
    host = QWidget()
    qtbot.addWidget(host)
    host.runner = Runner(_StubPractice(tmp_path, photo), host)
    reader = NoteReader(host, 1)
    reader.show()
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    reader.activateWindow()
    qtbot.waitUntil(reader.isActiveWindow, timeout=5000)
    fitted = reader.view.transform().m11()
    qtbot.keyClick(reader, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert abs(reader.view.transform().m11() - fitted * 1.25) < 1e-9
    qtbot.keyClick(reader, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert abs(reader.view.transform().m11() - fitted) < 1e-9
    with qtbot.waitSignal(reader.destroyed, timeout=5000):  # closed, and gone (it deletes itself on close)
        qtbot.keyClick(reader, Qt.Key.Key_Escape)


def test_a_photo_waiting_for_review_shows_the_crop_of_its_page(window, qtbot, tmp_path):
    from tests.gui.helpers import drop_files

    try:
        font = ImageFont.truetype(FONT, 28)
    except OSError:
        font = ImageFont.load_default()
    img = Image.new("RGB", (1200, 500), "white")
    d = ImageDraw.Draw(img)
    for i, line in enumerate(["12 Aug 2026, Wed - court notes", "", "Gandhi matter - client called about the",
                              "settlement figure; will discuss on Monday."]):
        d.text((60, 40 + 48 * i), line, fill="black", font=font)
    img.save(tmp_path / "IMG_20260812_090000.png")
    drop_files(window, [tmp_path / "IMG_20260812_090000.png"])
    page = window.pages["add_notes"]
    qtbot.waitUntil(lambda: len(page.review_cards) == 1, timeout=30000)
    crop = page.review_cards[0].findChild(type(page.review_title), "crop")
    assert crop is not None and not crop.pixmap().isNull()
    assert 0 < crop.pixmap().width() <= 460


def test_pdf_pages_are_shown_in_the_pixel_space_ingest_read_them_in(tmp_path):
    import pypdfium2 as pdfium

    from tareekh.gui.images import PDF_DPI, page_image
    from tareekh.ingest import read

    assert PDF_DPI == read.PDF_DPI
    pdf = pdfium.PdfDocument.new()
    pdf.new_page(595, 842)  # A4 in points
    pdf.save(tmp_path / "scan.pdf")
    page = page_image(tmp_path / "scan.pdf", 1)
    assert (page.full_size.width(), page.full_size.height()) == (round(595 * 200 / 72), round(842 * 200 / 72))
    assert page.image.width() == round(595 * 2)


def test_an_undated_document_is_headed_undated_in_lower_case_after_its_kind(qtbot, tmp_path):
    """Before, the heading read 'Sale deed, Undated · …', a capital in mid-phrase; now 'Sale deed, undated · …'."""
    from tareekh.gui.ops import Runner
    from tareekh.gui.reader import NoteReader

    photo = tmp_path / "deed.jpg"
    Image.new("RGB", (800, 600), (250, 248, 240)).save(photo, quality=85)
    stub = _StubPractice(tmp_path, photo)
    stub._entry = stub._entry.model_copy(update={"kind": "document", "doc_kind": "sale deed", "hearing_date": None,
                                                 "record_date": None, "doc_type": "document"})
    host = QWidget()
    qtbot.addWidget(host)
    host.runner = Runner(stub, host)
    reader = NoteReader(host, 1)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.heading.text().startswith("Sale deed, undated · ")
    reader.close()


def test_a_paper_typed_into_the_practice_is_not_said_to_be_written_by_the_lawyer(qtbot, tmp_path):
    """Before, a gift deed of 1958 typed into the practice read 'Written by: you'; a document's writer is its makers,
    said only when recorded (a hearing note the lawyer typed still reads 'you')."""
    from tareekh.gui.ops import Runner
    from tareekh.gui.reader import NoteReader

    photo = tmp_path / "deed.jpg"
    Image.new("RGB", (800, 600), (250, 248, 240)).save(photo, quality=85)
    stub = _StubPractice(tmp_path, photo)
    stub._entry = stub._entry.model_copy(update={"kind": "document", "author": "lawyer", "record_date": "1961-03-14",
                                                 "doc_kind": "gift deed", "hearing_date": None})
    host = QWidget()
    qtbot.addWidget(host)
    host.runner = Runner(stub, host)
    reader = NoteReader(host, 1)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.fields["author"].text() == "—"
    assert reader.heading.text().startswith("Gift deed, 14.03.1961")
    reader.close()
