"""A case box narrower than its case's label shows the label's start (the case number), never its end with the
number cut off at the left."""

from __future__ import annotations

from tareekh.gui.widgets import CaseCombo
from tareekh.registry import Case

LONG = Case(id="C7", number="O.S. No. 4471 of 2027 and I.A. No. 93 of 2027",
            short_name="Zirakpuri cold storage partition and injunction")


def test_a_chosen_case_too_long_for_its_box_is_shown_from_its_number(qtbot):
    box = CaseCombo()
    qtbot.addWidget(box)
    box.setMinimumWidth(0)
    box.setMinimumContentsLength(4)
    box.setFixedWidth(240)
    box.show()
    qtbot.waitExposed(box)
    box.set_cases([LONG], "C7")
    edit = box.line_edit()
    assert edit.text().startswith("O.S. 4471/2027"), edit.text()
    assert edit.fontMetrics().horizontalAdvance(edit.text()) > edit.width()  # the label does not fit
    # the start of the text is in view: the cursor at its first letter sits at the box's left edge
    assert edit.cursorRect().left() < edit.width() // 4, (edit.cursorRect(), edit.width())
    box.select_case(None)
    box.select_case("C7")
    assert edit.cursorRect().left() < edit.width() // 4
