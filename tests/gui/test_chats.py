"""Chats: an answer's [n] chips show the cited text and open the note reader on the cited entry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QLabel

from tareekh.gui.chats import cited_numbers, render_answer_html
from tareekh.gui.widgets import Source
from tests.gui.test_reader import diary_page


def test_clicking_the_first_chip_opens_the_reader_on_that_entrys_file_and_region(window, qtbot, tmp_path):
    report = window.practice.ingest([diary_page(tmp_path / "diary.png")])
    assert {e.status for e in report.entries} == {"retained"}
    page = window.go("chats")
    window.runner.wait_idle(10)
    page.question.setText("What did GHMC file in the Malkajgiri road widening WP?")
    qtbot.mouseClick(page.ask_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(page.answers) == 1, timeout=30000)
    view = page.answers[0]
    assert view.chips, f"no chips in: {view.label.text()}"
    chip = view.chips[0]
    assert chip.citation.text in chip.toolTip() or chip.citation.text[:60] in chip.toolTip()
    assert 'href="cite:' in view.label.text()
    qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)
    reader = window.readers[-1]
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    cited = window.practice.entry(chip.citation.entry_id)
    assert reader.entry_id == chip.citation.entry_id
    assert reader.fields["source_file"].text() == "diary.png" == cited.source_file
    r = cited.region
    assert reader.region_rect() == QRectF(r.x, r.y, r.w, r.h)
    # The chat is kept and listed; reopening it shows the answer with the same chips.
    window.runner.wait_idle(10)
    assert page.chat_list.count() == 1 and page.chat_id
    chips_before = [c.text() for c in view.chips]
    page.new_chat()
    assert page.answers == [] and page.chat_id is None
    page.chat_list.itemClicked.emit(page.chat_list.item(0))
    qtbot.waitUntil(lambda: len(page.answers) == 1, timeout=10000)
    assert [c.text() for c in page.answers[0].chips] == chips_before


def test_answer_html_marks_unverified_sentences_and_hides_dropped_numbers():
    cites = {1: Source(None, "a", verified=True), 2: Source(None, "b", verified=True)}
    html = render_answer_html("Filed on 14 Aug [1]. Costs of Rs 5,000 were paid [2][7]. Nothing else [3].",
                              cites, {"Costs of Rs 5,000 were paid [2][7]."})
    assert html.count('href="cite:1"') == 1 and html.count('href="cite:2"') == 1
    assert "cite:7" not in html and "cite:3" not in html and "[3]" not in html
    assert "unverified" in html
    assert html.index("unverified") > html.index("Costs")
    assert cited_numbers("3–5") == [3, 4, 5] and cited_numbers("3, 5") == [3, 5] and cited_numbers("3][5") == [3, 5]


def test_a_stored_answer_marks_sentences_whose_citations_failed_the_check():
    cites = {1: Source(None, "a", verified=True), 2: Source(None, "b", verified=False)}
    html = render_answer_html("Heard on 2 Sep [1]. Costs were Rs 9,000 [2].", cites, set())
    assert html.count("unverified") == 1 and html.index("unverified") > html.index("Rs 9,000")


@pytest.mark.parametrize("second", ["अगली तारीख 9 Oct को सुनवाई होगी", "ಮುಂದಿನ ದಿನಾಂಕ 9 Oct ಗೆ ವಾದ", "அடுத்த தேதி 9 Oct"])
def test_a_sentence_in_an_indian_script_is_flagged_on_its_own(qapp, second):
    """A stored answer quoting a note in its own script: only the sentence whose citation failed the check is marked
    unverified, not the English sentence before it (a sentence in a script has no capital letter to start it)."""
    cites = {1: Source(None, "a", verified=True), 2: Source(None, "b", verified=False)}
    html = render_answer_html(f"Heard on 2 Sep [1]. {second} [2].", cites, set())
    label = QLabel(html)
    assert html.count("unverified") == 1 and "9 Oct" in label.text()
    assert html.index("<span") > html.index('href="cite:1"')
