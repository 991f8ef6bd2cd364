"""Today's card shows the matter's last hearing as the lawyer last heard of it: when the junior's WhatsApp from court
is the only record of the hearing ("Sir … other side took time again. ND …"), that chat is the last note — not the
diary note of the hearing before it, which read as if nothing had happened since."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from tests.gui.conftest import DEMO_TODAY

NOTE = ("14.10.2026 O.S. 412/2023 Seabreeze flat - PW1 chief affidavit filed, marked Ex. P1 to P6.\n"
        "ND 09.11.2026 for cross of PW1\n")
# the junior's report of 9 Nov, the day the note fixed; it puts the matter off to the demo's day (1 Dec 2026)
CHAT = ("09/11/2026, 12:05 - Yashaswini Jr: Sir Seabreeze flat O.S. 412/2023 - defendant counsel not ready for "
        "cross, took time again. ND 01.12.2026\n"
        "09/11/2026, 12:07 - Vidyadharan Adv: ok, note it\n")


@pytest.fixture
def told_window(qtbot, demo_home, tmp_path):
    from PySide6.QtWidgets import QApplication

    from tareekh.gui.theme import apply_theme
    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice

    practice = Practice.open(demo_home)
    note = tmp_path / "seabreeze 14.10.txt"
    note.write_text(NOTE, encoding="utf-8")
    chat = tmp_path / "WhatsApp Chat with Yashaswini Jr.txt"
    chat.write_text(CHAT, encoding="utf-8")
    practice.ingest([note], case_id="C01")
    practice.ingest([chat], case_id="C01")
    apply_theme(QApplication.instance(), "light")
    win = MainWindow(practice, today=DEMO_TODAY, restore_state=False)
    qtbot.addWidget(win)
    win.show()
    win.start("today")
    yield win
    win.close()
    practice.close()


def test_a_hearing_told_only_in_a_chat_is_the_last_note_on_todays_card(told_window, qtbot):
    page = told_window.pages["today"]
    qtbot.waitUntil(lambda: "C01" in page.matter_case_ids(), timeout=15000)
    card = next(c for c in page.cards if c.case_id == "C01")
    last = card.findChild(QLabel, "lastNote")
    assert last is not None
    assert "09.11.2026" in last.text() and "took time again" in last.text(), last.text()
    assert "14.10.2026" not in last.text()
