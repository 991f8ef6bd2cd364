"""A file dropped a second time: its row says where its entries are now, and the list shows the latest drop."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QScrollArea

from tareekh.gui.add_notes import FileRow
from tests.gui.helpers import drop_files, write

# No case of the demo registry is named: the note waits for the lawyer.
WAITING = "Arguments heard in the Kotagiri land matter; the tahsildar's report awaited. Posted for orders.\n"


def _rows(page) -> list[FileRow]:
    return page.findChildren(FileRow)


def test_a_note_still_waiting_is_not_called_filed_when_dropped_again(window, qtbot, tmp_path):
    """Before, the second drop of a note that waits in review said 'filed — already added earlier: nothing new',
    and the lawyer took it as filed. Now it says it was added earlier and that it still waits."""
    note = write(tmp_path / "ootacamund diary 3 march.txt", WAITING)
    page = window.pages["add_notes"]
    drop_files(window, [note])
    qtbot.waitUntil(lambda: len(page.review_cards) == 1, timeout=30000)
    window.runner.wait_idle(20)
    drop_files(window, [note])
    qtbot.waitUntil(lambda: len(_rows(page)) == 2 and _rows(page)[1].state not in ("waiting", "stored"),
                    timeout=30000)
    window.runner.wait_idle(20)
    again = _rows(page)[1]
    words = again.message.text()
    assert again.stage.text() == "waiting for you", words
    assert "already added earlier" in words and "waiting for you" in words


def test_a_filed_note_dropped_again_says_where_it_was_filed(window, qtbot, tmp_path):
    note = write(tmp_path / "seabreeze.txt", "Seabreeze flat (OS 412/23) - 14.03.2027: PW2 chief examination. "
                                             "Next date 02.04.2027.\n")
    page = window.pages["add_notes"]
    drop_files(window, [note])
    qtbot.waitUntil(lambda: len(_rows(page)) == 1 and _rows(page)[0].state == "retained", timeout=30000)
    window.runner.wait_idle(20)
    drop_files(window, [note])
    qtbot.waitUntil(lambda: len(_rows(page)) == 2 and _rows(page)[1].state == "retained", timeout=30000)
    words = _rows(page)[1].message.text()
    assert words.startswith("already added earlier") and "filed under" in words, words


def test_the_file_list_scrolls_to_the_files_just_dropped(window, qtbot, tmp_path):
    """Before, rows of a new drop went below the earlier ones out of sight: the lawyer saw the morning's first
    files and not what became of the one just dropped."""
    window.resize(1100, 640)
    page = window.go("add_notes")
    notes = [write(tmp_path / f"remark {i}.txt", f"Remark number {i} on nothing in particular.\n") for i in range(12)]
    drop_files(window, notes[:11])
    qtbot.waitUntil(lambda: len(_rows(page)) == 11 and all(r.state not in ("waiting", "stored", "read", "split")
                                                           for r in _rows(page)), timeout=60000)
    window.runner.wait_idle(20)
    area = next(a for a in page.findChildren(QScrollArea) if a.widget() is _rows(page)[0].parentWidget())
    area.verticalScrollBar().setValue(0)
    drop_files(window, notes[11:])
    qtbot.waitUntil(lambda: len(_rows(page)) == 12, timeout=30000)
    window.runner.wait_idle(20)
    for _ in range(20):
        QApplication.processEvents()
    last = _rows(page)[-1]
    assert area.verticalScrollBar().maximum() > 0, "the list must be taller than its box for this test"
    top = last.mapTo(area.widget(), last.rect().topLeft()).y() - area.verticalScrollBar().value()
    assert 0 <= top < area.viewport().height(), "the row of the file just dropped is out of sight"


def test_the_review_queue_shows_the_card_of_the_note_just_dropped(window, qtbot, tmp_path):
    """Before, a dropped note that waits for the lawyer joined the end of the queue, below the cards already
    waiting: the row said 'waiting for you' and the card was out of sight. Now the queue scrolls to it."""
    window.resize(1100, 640)
    page = window.go("add_notes")
    older = [write(tmp_path / f"remark {i}.txt", f"Remark number {i}: spoke to the clerk about nothing.\n")
             for i in range(5)]
    drop_files(window, older)
    qtbot.waitUntil(lambda: len(page.review_cards) == 5, timeout=60000)
    window.runner.wait_idle(20)
    area = next(a for a in page.findChildren(QScrollArea) if a.widget() is page.review_cards[0].parentWidget())
    area.verticalScrollBar().setValue(0)
    drop_files(window, [write(tmp_path / "latest.txt", "Told the client Ulrik Pashtam to bring the sale deed.\n")])
    qtbot.waitUntil(lambda: len(page.review_cards) == 6, timeout=30000)
    window.runner.wait_idle(20)
    for _ in range(20):
        QApplication.processEvents()
    card = next(c for c in page.review_cards if "Ulrik Pashtam" in c.text.toPlainText())
    assert area.verticalScrollBar().maximum() > 0
    top = card.y() - area.verticalScrollBar().value()
    assert 0 <= top < area.viewport().height(), "the card of the note just dropped is out of sight"
