"""The note reader and a first start's main window open no larger than the screen that shows them."""

from __future__ import annotations

from tests.gui.conftest import DEMO_TODAY
from tests.gui.helpers import write


def _fits(widget) -> bool:
    room = widget.screen().availableGeometry()
    return widget.width() <= room.width() and widget.height() <= room.height()


def test_the_note_reader_opens_within_the_screen(window, qtbot, tmp_path):
    """Before, the reader always opened 1100×720 points: on a 1366×768 laptop at 125 % (1093×614 points) its
    bottom, with the end of the note, was below the screen's edge. The offscreen screen here is smaller still."""
    report = window.practice.ingest([write(tmp_path / "short.txt", "OS 412/2023 — 01.12.2026: PW1 cross over.")])
    reader = window.open_reader(report.entries[0].id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.screen().availableGeometry().width() < 1100  # the test means something only on a small screen
    assert _fits(reader), (reader.size(), reader.screen().availableGeometry())
    reader.close()


def test_a_first_start_opens_the_main_window_within_the_screen(qtbot, demo_home):
    from PySide6.QtWidgets import QApplication

    from tareekh.gui.theme import apply_theme
    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice

    practice = Practice.open(demo_home)
    apply_theme(QApplication.instance(), "light")
    win = MainWindow(practice, today=DEMO_TODAY, restore_state=True)  # no saved size: the first start
    qtbot.addWidget(win)
    try:
        assert _fits(win), (win.size(), win.screen().availableGeometry())
    finally:
        win.close()
        practice.close()
