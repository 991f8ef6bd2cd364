"""Before any file is added the Add notes page's file list says what will show there; a bare "Files" heading over
blank space told a lawyer nothing (seen on a fresh session's Add notes page, forty-fifth session)."""

from __future__ import annotations

from tests.gui.helpers import drop_files, write


def test_an_empty_file_list_says_what_will_show_and_the_first_drop_replaces_it(window, qtbot, tmp_path):
    page = window.go("add_notes")
    window.runner.wait_idle(10)
    assert page.rows_empty.isVisibleTo(page)
    said = page.rows_empty.text()
    assert "No files added yet" in said and "waiting for you" in said
    note = write(tmp_path / "diary 3 sept.txt", "03.09.2026 Seabreeze (OS 412/2023) - adjourned to 01.12.2026.\n")
    drop_files(window, [note])
    qtbot.waitUntil(lambda: page.rows["diary 3 sept.txt"].state in ("retained", "review", "failed"), timeout=30000)
    assert not page.rows_empty.isVisibleTo(page)


def test_a_typed_note_also_replaces_the_empty_file_list(window, qtbot):
    page = window.go("add_notes")
    qtbot.waitUntil(lambda: page.note_case.count() > 1, timeout=10000)
    page.note.setPlainText("Seabreeze (OS 412/2023): client to bring the sale deed next time.")
    page.note_date.setText("01.12.2026")
    page.add_note_btn.click()
    assert not page.rows_empty.isVisibleTo(page)
    qtbot.waitUntil(lambda: page.running == 0, timeout=30000)
    window.runner.wait_idle(10)

