"""An answer's citation markers: each reads as the chip it opens, and stays after a quote in a right-to-left script."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from tareekh.gui.chats import Reply, render_answer_html
from tareekh.gui.widgets import Source

SOURCES = {1: Source(21, "Arguments heard", "2031-03-04", "diary march.jpg", "C02"),
           2: Source(22, "Costs paid", "2031-04-09", "order sheet.pdf", "C02")}


def _shown_text(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


def test_the_marker_in_the_answer_reads_as_the_chip_in_the_sources_row(window, qtbot):
    """Before, the answer drew a bare '1' on a tinted box while the Sources row below read '[1]': a lawyer could not
    tell at a glance that they were one source. Now both read '[1]'."""
    page = window.go("chats")
    page._add_question("costs paid?")
    view = page._add_answer(Reply("Arguments heard on 4 Mar 2031 [1]. Costs of Rs. 2,000 paid on 9 Apr 2031 [2].",
                                  SOURCES, ["C02"], [], set()))
    shown = _shown_text(view.label.text())
    chips = [chip.text() for chip in view.chips]
    assert chips == ["[1]", "[2]"]
    for chip in chips:
        assert chip in shown, f"{chip} is not in the answer as drawn: {shown!r}"
    assert shown.replace("\u200e", "").replace("\u200a", "").count("[") == 2


# a deed quoted in Urdu, a register in Kashmiri and an order in Sindhi: all written right to left
RTL_QUOTES = ["رجسٹر میں اندراج موجود ہے", "عدالتن کوٚر فیصلہٕ محفوظ", "عدالت فيصلو محفوظ ڪيو"]


@pytest.mark.parametrize("quote", RTL_QUOTES)
def test_a_marker_after_a_right_to_left_quote_is_drawn_after_it(qapp, quote):
    """Before, the number of a marker that followed a quote in Urdu was drawn to the LEFT of the quote (the bidi
    rules join a number to the right-to-left run before it): the marker seemed to cite the words before the quote.
    Now it stays to the right, where an English line continues."""
    html = render_answer_html(f"Undated, the register, document: {quote} [1]", SOURCES, set())
    doc = QTextDocument()
    doc.setHtml(html)
    doc.setTextWidth(4000)  # one line
    assert doc.size().height() > 0  # laid out
    block = doc.firstBlock()
    text = block.text()
    layout = block.layout()
    assert layout.lineCount() == 1
    line = layout.lineAt(0)
    first, last = text.index(quote[0]), text.rindex(quote[-1])
    marker = text.index("1", last)  # the marker's number, however it is drawn
    quote_xs = [line.cursorToX(i)[0] for i in range(first, last + 1)]
    assert line.cursorToX(marker)[0] >= max(quote_xs) - 1, "the marker is drawn inside or before the quote"
    assert line.cursorToX(text.index("document"))[0] < min(quote_xs)
