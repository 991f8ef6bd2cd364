"""A text box's hint (the 'Type a note' box's example) wraps to the box's width: Qt drew it on one line, and
the example's end ('… next date 2 Sep for DW1.') was cut at the box's edge."""

from __future__ import annotations


def _inked_rows(widget) -> list[int]:
    image = widget.viewport().grab().toImage()
    base = image.pixelColor(image.width() - 3, image.height() - 3)
    rows = []
    for y in range(image.height()):
        if any(abs(image.pixelColor(x, y).lightness() - base.lightness()) > 40 for x in range(0, image.width(), 2)):
            rows.append(y)
    return rows


def test_a_hint_longer_than_the_box_wraps_onto_the_next_lines(qtbot):
    from tareekh.gui.widgets import NoteText

    box = NoteText()
    box.setPlaceholderText("e.g. O.S. 904/2029 — 14.03.2030: PW2 Chandrakalavati cross-examined at length; the other "
                           "side sought time for DW1; next date 22.04.2030 for DW1 chief.")
    box.resize(320, 140)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    rows = _inked_rows(box)
    line = box.fontMetrics().height()
    assert rows and rows[-1] - rows[0] > 2 * line, rows  # three lines or more, not one cut at the edge
    assert box.placeholderText().endswith("DW1 chief.")


def test_the_hint_goes_once_the_lawyer_types(qtbot):
    from tareekh.gui.widgets import NoteText

    box = NoteText()
    box.setPlaceholderText("पहली पंक्ति का उदाहरण, जो इस छोटे डिब्बे से लंबा है और अगली पंक्ति में जाना चाहिए")
    box.resize(260, 120)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    assert _inked_rows(box)
    box.setPlainText("")
    box.insertPlainText(".")
    qtbot.wait(50)
    rows = _inked_rows(box)
    assert not rows or rows[-1] - rows[0] < box.fontMetrics().height() * 1.5
