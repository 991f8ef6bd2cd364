"""Where the reader was unsure, the lawyer sees it: unsure words are marked in the review card's text and on
its page crop, and in the note reader's text and page."""

from __future__ import annotations

from pathlib import Path

from PIL import Image
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from tareekh.gui.theme import current
from tareekh.ingest.models import Box
from tareekh.ingest.review import Entry
from tareekh.ingest.unsure import UnsureWord

TEXT = "Seabreeze flat - PW1 chief affidavit filed. Cross on 14.12.2026 for counter."
UNSURE = [UnsureWord(text="affidavit", conf=41.0, box=Box(x=500, y=200, w=300, h=60)),
          UnsureWord(text="counter", conf=95.0, box=Box(x=900, y=300, w=200, h=60), read_as="countor")]


def _entry(photo: Path) -> Entry:
    return Entry(id=7, upload_id=1, source_file=photo.name, original_path=photo.name, case_id=None,
                 hearing_date="2026-11-30", doc_type="handwritten_note", author="lawyer", confidence=0.5,
                 status="review", reason="no case found in the text", text=TEXT, page=1,
                 region=Box(x=100, y=100, w=1200, h=400))


class _StubPractice:
    def __init__(self, home: Path, photo: Path) -> None:
        self.home, self._entry = home, _entry(photo)

    def entry(self, entry_id):
        return self._entry

    def entries(self, upload_id=None, **_):
        return [self._entry]

    def unsure_words(self, entry_id):
        return list(UNSURE)

    def case_label(self, case_id):
        return case_id

    def source_words(self, entry):
        return "your note of 30 Nov 2026"

    def placement(self, entry):
        return "waiting for you: no case named"


def _marked(edit) -> list[str]:
    return [s.cursor.selectedText() for s in edit.extraSelections()]


def test_the_review_card_marks_unsure_words_in_its_text_and_on_its_crop(window, qtbot, tmp_path):
    from tareekh.gui.add_notes import ReviewCard
    from tareekh.gui.images import PageImage, load_image
    from tareekh.gui.unsure import marked_crop

    photo = tmp_path / "page.png"
    Image.new("RGB", (1400, 700), "white").save(photo)
    card = ReviewCard(window.pages["add_notes"], _entry(photo), [], None, UNSURE)
    qtbot.addWidget(card)
    assert card.unsure_marked == 2 and _marked(card.text) == ["affidavit", "counter"]
    assert card.text.extraSelections()[0].format.background().color() == QColor(current()["unverified"])
    page: PageImage = load_image(photo)
    crop = marked_crop(page, _entry(photo).region, UNSURE)
    # the region (100..1300 × 100..500) with a 4 % margin is cropped; the unsure word at x 500..800,
    # y 200..260 of the page is boxed, a blank spot elsewhere stays white
    sx = crop.width() / ((1300 + 56) - (100 - 56))
    inside = crop.pixelColor(int((650 - 44) * sx), int((230 - 72) * sx))
    outside = crop.pixelColor(int((300 - 44) * sx), int((450 - 72) * sx))
    assert outside == QColor("white") and inside != QColor("white")


def test_an_unchanged_card_marks_nothing_when_the_reader_was_sure(window, qtbot, tmp_path):
    from tareekh.gui.add_notes import ReviewCard

    card = ReviewCard(window.pages["add_notes"], _entry(tmp_path / "x.png"), [], None, [])
    qtbot.addWidget(card)
    assert card.unsure_marked == 0 and card.text.extraSelections() == []


def test_the_note_reader_marks_unsure_words_in_its_text_and_on_the_page(qtbot, tmp_path):
    from tareekh.gui.ops import Runner
    from tareekh.gui.reader import NoteReader

    photo = tmp_path / "page.png"
    Image.new("RGB", (1400, 700), "white").save(photo)
    host = QWidget()
    qtbot.addWidget(host)
    host.runner = Runner(_StubPractice(tmp_path, photo), host)
    reader = NoteReader(host, 7)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert _marked(reader.text) == ["affidavit", "counter"]
    rects = sorted((i.rect().x(), i.rect().y(), i.rect().width(), i.rect().height()) for i in reader.unsure_items)
    assert rects == [(500, 200, 300, 60), (900, 300, 200, 60)]
    assert "read as countor" in reader.unsure_items[1].toolTip() or "read as countor" in reader.unsure_items[0].toolTip()
    reader.close()
