"""The app on an encrypted practice: the passphrase is asked for and checked; the pages and the reader work."""

from __future__ import annotations

import pytest

from tareekh.practice import Practice
from tareekh.practice.encryption import encrypt_home
from tests.gui.conftest import DEMO_TODAY
from tests.gui.test_reader import diary_page

PASSPHRASE = "a long walk to the district court"


@pytest.fixture
def encrypted_demo(demo_home):
    encrypt_home(demo_home, PASSPHRASE, cost=12)
    return demo_home


def test_the_passphrase_dialog_checks_what_is_typed_and_can_be_closed(encrypted_demo, qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog, QWidget

    from tareekh.gui.app import ask_passphrase

    parent = QWidget()
    qtbot.addWidget(parent)
    prompts, typed = [], [("not it", True), (PASSPHRASE, True)]
    monkeypatch.setattr(QInputDialog, "getText",
                        staticmethod(lambda _parent, _title, prompt, _mode: (prompts.append(prompt), typed.pop(0))[1]))
    assert ask_passphrase(parent, encrypted_demo) == PASSPHRASE
    assert "is encrypted" in prompts[0] and "does not open this practice" in prompts[1]
    typed[:] = [("", False)]
    assert ask_passphrase(parent, encrypted_demo) is False
    monkeypatch.setenv("TAREEKH_PASSPHRASE", PASSPHRASE)
    assert ask_passphrase(parent, encrypted_demo) is None  # found without asking


def test_the_pages_and_the_reader_work_on_an_encrypted_practice(encrypted_demo, qtbot, tmp_path):
    from tareekh.gui.window import PAGES, MainWindow

    practice = Practice.open(encrypted_demo, passphrase=PASSPHRASE)
    assert practice.encrypted
    win = MainWindow(practice, today=DEMO_TODAY, restore_state=False)
    qtbot.addWidget(win)
    win.show()
    win.start("today")
    win.runner.wait_idle(30)
    report = practice.ingest([diary_page(tmp_path / "diary.png")])
    for key in PAGES:
        win.go(key)
        assert win.runner.wait_idle(30)
    entry = next(e for e in report.entries if e.case_id == "C02")
    reader = win.open_reader(entry.id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert "GHMC" in reader.text.toPlainText()
    assert reader.view.scene().sceneRect().width() == 1400  # the page decrypted and shown
    reader.close()
    win.close()
    practice.close()


def _window_with_notes(qtbot):
    from PySide6.QtWidgets import QLabel, QMainWindow

    win = QMainWindow()
    central = QLabel("Seabreeze: cross-examination next")
    win.setCentralWidget(central)
    qtbot.addWidget(win)
    win.show()
    return win, central


def test_the_idle_lock_hides_the_pages_until_the_passphrase_is_typed(qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from tareekh.gui.idle_lock import IdleLock

    win, central = _window_with_notes(qtbot)
    typed, prompts, visible = [("wrong", True), ("right", True)], [], []

    def dialog(_parent, _title, prompt, _mode):
        prompts.append(prompt)
        visible.append(central.isVisible())
        return typed.pop(0)

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(dialog))
    lock = IdleLock(win, 50, lambda t: t == "right")
    qtbot.waitUntil(lambda: len(prompts) == 2 and not lock.locked, timeout=10000)
    assert visible == [False, False]  # nothing of the practice on screen while it asks
    assert "locked" in prompts[0] and "does not open" in prompts[1]
    assert central.isVisible() and win.windowTitle() != "Tareekh — locked"
    assert lock.timer.isActive()  # and it will lock again after the next idle spell


def test_closing_the_idle_locks_dialog_closes_the_window(qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from tareekh.gui.idle_lock import IdleLock

    win, central = _window_with_notes(qtbot)
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *_a: ("", False)))
    lock = IdleLock(win, 50, lambda t: False)
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=10000)
    assert lock.locked and not central.isVisible()


def test_an_idle_lock_that_fires_after_its_window_was_closed_asks_nothing(qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from tareekh.gui.idle_lock import IdleLock

    win, central = _window_with_notes(qtbot)
    asked = []
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a: asked.append(a) or ("", False)))
    lock = IdleLock(win, 50, lambda t: False)
    win.close()  # closed, not yet deleted: its timer still runs
    qtbot.waitUntil(lambda: not lock.timer.isActive(), timeout=10000)
    qtbot.wait(50)
    assert asked == [] and not lock.locked


def test_a_window_deleted_while_the_idle_lock_asks_leaves_the_lock_with_nothing_to_do(qtbot, monkeypatch):
    import shiboken6
    from PySide6.QtWidgets import QInputDialog, QLabel, QMainWindow

    from tareekh.gui.idle_lock import IdleLock

    win = QMainWindow()  # not handed to qtbot: this test deletes it itself
    win.setCentralWidget(QLabel("Seabreeze: cross-examination next"))
    win.show()
    asked = []

    def dialog(*_args):
        asked.append(True)
        shiboken6.delete(win)  # what the dialog's own event loop can do to a window being torn down
        return ("", False)

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(dialog))
    IdleLock(win, 50, lambda t: False)
    qtbot.waitUntil(lambda: asked == [True], timeout=10000)
    qtbot.wait(50)  # an exception raised in the timer's slot fails this test (pytest-qt)
    assert not shiboken6.isValid(win)
