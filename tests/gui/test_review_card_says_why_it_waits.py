"""A note waiting for review says what in it left its case in doubt — the name two cases share, the number the
registry does not hold — not only that some cases could fit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tareekh.gui.add_notes import FileRow


def _add_typed(page, qtbot, text: str, day: str) -> FileRow:
    qtbot.waitUntil(lambda: page.note_case.count() > 1, timeout=10000)
    before = set(page.findChildren(FileRow))
    page.note.setPlainText(text)
    page.note_date.setText(day)
    qtbot.mouseClick(page.add_note_btn, Qt.MouseButton.LeftButton)
    (row,) = set(page.findChildren(FileRow)) - before
    qtbot.waitUntil(lambda: row.state in ("retained", "review", "failed"), timeout=30000)
    page.main.runner.wait_idle(30)
    return row


def _why(page, qtbot, words: str) -> str:
    qtbot.waitUntil(lambda: any(words in c.text.toPlainText() for c in page.review_cards), timeout=10000)
    card = next(c for c in page.review_cards if words in c.text.toPlainText())
    return card.findChild(QLabel, "whyWaiting").text()


def test_a_name_two_cases_share_is_named_on_the_card(window, qtbot):
    page = window.go("add_notes")
    row = _add_typed(page, qtbot, "Kotagiri - presiding officer on leave, adjourned.", "01.12.2026")
    assert row.state == "review"
    why = _why(page, qtbot, "presiding officer on leave")
    assert "two cases could fit" in why and "'Kotagiri' is a name they share" in why, why


def test_a_number_the_registry_does_not_hold_is_named_on_the_card(window, qtbot):
    page = window.go("add_notes")
    row = _add_typed(page, qtbot, "O.S. No. 5531 of 2019 - vakalat filed for the third defendant.", "02.12.2026")
    assert row.state == "review"
    why = _why(page, qtbot, "vakalat filed")
    assert "O.S. No. 5531 of 2019, which is not in your registry" in why, why
    assert "score" not in why
