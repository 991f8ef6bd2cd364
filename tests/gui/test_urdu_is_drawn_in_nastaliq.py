"""Urdu and Kashmiri lines are drawn in a Nastaliq face, as a munshi's register is written, not in the UI face's
Naskh; a Sindhi line (letters the Nastaliq face lacks) stays whole in the UI face; text stays as typed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tareekh.gui import fonts
from tareekh.gui.chats import render_answer_html
from tareekh.gui.widgets import NoteText, Source, plain

ENGLISH = "MA 118/2029 — 02.03.2031: respondent's reply filed."
URDU = "رجسٹر میں اندراج موجود ہے، گواہ نے تصدیق کی۔ اگلی تاریخ ۱۵"
SINDHI = "عدالت فيصلو محفوظ ڪيو"


def _face() -> str:
    fonts._installed_nastaliq.cache_clear()
    fonts._nastaliq_raw.cache_clear()
    fonts._nastaliq_has.cache_clear()
    face = fonts.nastaliq_face()
    if face is None:
        pytest.skip("no Nastaliq face installed (scripts/setup.sh installs fonts-noto-core)")
    return face


def _drawn_faces(edit: NoteText) -> dict[str, set[str]]:
    """Each line of the note and the faces its glyphs are drawn in."""
    out: dict[str, set[str]] = {}
    block = edit.document().firstBlock()
    while block.isValid():
        layout = block.layout()
        if block.text() and layout is not None:
            runs = layout.glyphRuns(0, len(block.text()))
            out[block.text()] = {run.rawFont().familyName() for run in runs}
        block = block.next()
    return out


def test_a_note_in_the_reader_draws_its_urdu_line_in_nastaliq_and_the_others_as_before(qtbot):
    face = _face()
    edit = NoteText(f"{ENGLISH}\n{URDU}\n{SINDHI}")
    qtbot.addWidget(edit)
    edit.resize(800, 300)
    edit.show()
    qtbot.waitUntil(lambda: edit.document().lastBlock().layout().lineCount() > 0, timeout=5000)
    drawn = _drawn_faces(edit)
    assert drawn[URDU] == {face}, drawn[URDU]
    assert face not in drawn[ENGLISH]
    assert face not in drawn[SINDHI], "a Sindhi line was drawn half in a face that lacks its letters"
    assert edit.toPlainText() == f"{ENGLISH}\n{URDU}\n{SINDHI}"  # what is copied is the lawyer's text


def test_a_line_typed_in_urdu_in_the_note_box_takes_nastaliq_as_it_is_typed(window, qtbot):
    face = _face()
    page = window.go("add_notes")
    page.note.setPlainText(ENGLISH)
    page.note.append(URDU)
    qtbot.waitUntil(lambda: URDU in _drawn_faces(page.note), timeout=5000)
    assert _drawn_faces(page.note)[URDU] == {face}


def test_a_label_quoting_urdu_draws_it_in_nastaliq_and_still_shows_its_marks_as_typed(qtbot):
    face = _face()
    label = plain(f"Order <b>& {URDU}")
    qtbot.addWidget(label)
    assert label.textFormat() == Qt.TextFormat.RichText
    assert f"font-family:'{face}'" in label.text() and "&lt;b&gt;&amp;" in label.text()
    english = plain("Order <b>& sons")
    assert english.textFormat() == Qt.TextFormat.PlainText and english.text() == "Order <b>& sons"


def test_an_answer_quoting_an_urdu_register_draws_the_quote_in_nastaliq():
    face = _face()
    html = render_answer_html(f"The register says: {URDU} [1].", {1: Source(entry_id=3, text=URDU)}, set())
    assert f"<span style=\"font-family:'{face}';\">{URDU}</span>" in html
    sindhi = render_answer_html(f"The order says: {SINDHI} [1].", {1: Source(entry_id=3, text=SINDHI)}, set())
    assert face not in sindhi


def test_without_a_nastaliq_face_urdu_labels_stay_plain_text(monkeypatch, qtbot):
    monkeypatch.setattr(fonts, "nastaliq_face", lambda: None)
    assert fonts.nastaliq_runs(URDU) == []
    assert fonts.rich_text(f"<{URDU}>") == f"&lt;{URDU}&gt;"
    label = plain(URDU)
    qtbot.addWidget(label)
    assert label.textFormat() == Qt.TextFormat.PlainText and label.text() == URDU
