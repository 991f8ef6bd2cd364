"""Settings says, on the page, the languages photos are read in now and why: left at "eng", the field alone read as
English only, though a practice whose notes are written in Gujarati or Odia has its photos read in that script too
(the tooltip was the one place that said so). A lawyer's own setting is said as theirs, once saved."""

from __future__ import annotations

from PySide6.QtCore import Qt

GUJARATI_NOTE = "03.03.2027 ફો.કે. 411/2026 સાક્ષી હાજર ન રહ્યા. આગામી તારીખ 17.03.2027\n"


def _settings_page(window, qtbot):
    page = window.go("settings")
    qtbot.waitUntil(lambda: page.loaded and page.ocr_in_use.text() != "", timeout=15000)
    return page


def test_settings_names_the_script_the_practice_writes_beside_the_eng_field(window, qtbot, tmp_path):
    note = tmp_path / "note.txt"
    note.write_text(GUJARATI_NOTE, encoding="utf-8")
    window.practice.ingest([note])
    page = _settings_page(window, qtbot)
    assert page.ocr_languages.text() == "eng"
    shown = page.ocr_in_use.text()
    assert "English, Gujarati" in shown and "chosen from your practice" in shown
    assert page.ocr_in_use.isVisibleTo(page)


def test_a_lawyers_own_languages_are_said_as_theirs_once_saved(window, qtbot):
    page = _settings_page(window, qtbot)
    assert "English" in page.ocr_in_use.text() and "Odia" not in page.ocr_in_use.text()
    page.ocr_languages.setText("eng, ori")
    qtbot.mouseClick(page.save_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "as set in Settings" in page.ocr_in_use.text(), timeout=15000)
    assert "English, Odia" in page.ocr_in_use.text()
