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
