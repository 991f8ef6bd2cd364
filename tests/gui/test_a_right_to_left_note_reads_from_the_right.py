"""A note with lines in a right-to-left script: each such line starts at the right edge, as on the page."""

from __future__ import annotations

import pytest

from tests.gui.helpers import write

ENGLISH = "OS 412/2023 — 01.12.2026: PW1 cross-examination continued."
# a register's line in Urdu, a witness's words in Kashmiri, an order's line in Sindhi
RTL_LINES = ["رجسٹر میں اندراج موجود ہے، گواہ نے تصدیق کی", "گواہن ووٚن زِ زمین چھےٚ تٔمِس", "عدالت فيصلو محفوظ ڪيو"]


def _starts(edit) -> list[tuple[str, float]]:
    """Each paragraph's text and the x where its first letter is drawn, as a share of the text's width."""
    width = edit.viewport().width()
    out, block = [], edit.document().firstBlock()
    while block.isValid():
        layout = block.layout()
        if block.text() and layout.lineCount():
            out.append((block.text(), layout.lineAt(0).cursorToX(0)[0] / width))
        block = block.next()
    return out


@pytest.mark.parametrize("rtl", RTL_LINES)
def test_the_reader_draws_a_right_to_left_line_from_the_right_edge(window, qtbot, tmp_path, rtl):
    """Before, the reader laid every line from the left: an Urdu deed read as a column of line ends, each line
    starting in the middle of the box. Now a right-to-left line starts at the right edge, an English line at the
    left, in one note."""
    note = write(tmp_path / "register note.txt", f"{ENGLISH}\n{rtl}\nNext date 15.01.2027.")
    report = window.practice.ingest([note])
    entry = next(e for e in report.entries if rtl[:8] in e.text)
    reader = window.open_reader(entry.id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    reader.resize(1000, 600)
    qtbot.waitUntil(lambda: reader.text.viewport().width() > 300, timeout=5000)
    starts = dict(_starts(reader.text))
    assert starts[rtl] > 0.9, f"the right-to-left line starts at {starts[rtl]:.0%} of the width"
    assert starts[next(t for t in starts if t.startswith("OS 412"))] < 0.1
    reader.close()


def test_a_line_typed_in_urdu_in_the_note_box_starts_at_the_right(window, qtbot):
    """The lawyer's own typed note: a line in Urdu is laid from the right as it is typed, the English line from
    the left."""
    page = window.go("add_notes")
    page.note.setPlainText(f"{ENGLISH}\n{RTL_LINES[0]}")
    qtbot.waitUntil(lambda: page.note.viewport().width() > 100, timeout=5000)
    starts = _starts(page.note)
    assert starts[0][1] < 0.1 and starts[1][1] > 0.9
