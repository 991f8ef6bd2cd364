"""A long answer in the chat: the records it quotes read one by one, and one click copies it with its sources."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QTextDocument

from tareekh.gui.chats import AnswerView, Reply, copy_text, render_answer_html
from tareekh.gui.widgets import Source

QUOTED = ("What the trial court said in O.S. 45/2030 — Vellaiyan partition suit [1].\n"
          "- 3 Feb 2031, your note: ஆணையர் அறிக்கை வரவில்லை; commissioner to file report [1]\n"
          "- 17 Mar 2031, order sheet: Report received. Objections in two weeks [2]\n"
          "- 2 Apr 2031, WhatsApp chat: Objections filed by Adv. Zorawar Pindiwal [3][9]")
SOURCES = {1: Source(11, "ஆணையர் அறிக்கை வரவில்லை", "2031-02-03", "diary feb.jpg", "C04"),
           2: Source(12, "Report received.", "2031-03-17", "order sheet.pdf", "C04"),
           3: Source(13, "Objections filed", "2031-04-02", "WhatsApp Chat with Office.txt", "C04")}
LABELS = {"C04": "O.S. 45/2030 — Vellaiyan partition suit"}


def _blocks(html: str) -> list[str]:
    doc = QTextDocument()
    doc.setHtml(html)
    blocks, b = [], doc.begin()
    while b.isValid():
        blocks.append((b.text(), b.textList() is not None))
        b = b.next()
    return blocks


def test_records_quoted_as_a_dash_list_are_drawn_as_list_items_each_on_its_own(qapp):
    """Before, the quoted records ran on after the answer's first sentence as '- …' lines of one block; a lawyer
    could not see where one record ended. Now each is an item of a list, the answer's sentence above it."""
    blocks = _blocks(render_answer_html(QUOTED, SOURCES, set()))
    items = [text for text, in_list in blocks if in_list]
    assert len(items) == 3
    assert items[0].startswith("3 Feb 2031") and "ஆணையர்" in items[0]
    assert not any(text.lstrip().startswith("- ") for text, _ in blocks)
    assert [text for text, in_list in blocks if not in_list and text.strip()][0].startswith("What the trial court")


def test_an_answer_with_no_list_is_drawn_as_before(qapp):
    html = render_answer_html("Next date 9 Oct 2031 [1]. Adjourned twice [2].", SOURCES, set())
    assert "<ul" not in html and html.count('href="cite:') == 2


def test_copy_keeps_each_cited_number_and_lists_what_it_is():
    text = copy_text(QUOTED, SOURCES, LABELS)
    assert "[9]" not in text  # a number with no source is left out, as on screen
    assert "Objections filed by Adv. Zorawar Pindiwal [3]" in text
    assert "[1] 03.02.2031 · O.S. 45/2030 — Vellaiyan partition suit · diary feb.jpg" in text
    assert "[3] 02.04.2031 · O.S. 45/2030 — Vellaiyan partition suit · WhatsApp Chat with Office.txt" in text


def test_the_copy_button_of_an_answer_puts_it_on_the_clipboard(window, qtbot):
    page = window.go("chats")
    view = AnswerView(page, Reply(QUOTED, SOURCES, ["C04"], [], set()))
    qtbot.addWidget(view)
    QGuiApplication.clipboard().setText("")
    view.copy_btn.click()
    pasted = QGuiApplication.clipboard().text()
    assert pasted.startswith("What the trial court said")
    assert "Sources:" in pasted and "order sheet.pdf" in pasted


def test_a_long_answer_is_shown_from_its_question_and_first_sentence(window, qtbot):
    """Before, the thread jumped to its very end: of an answer longer than the window the lawyer saw the last
    quoted record, and the answer itself (its first sentence) was scrolled out of sight above."""
    from PySide6.QtWidgets import QApplication

    window.resize(1000, 560)
    page = window.go("chats")
    records = "\n".join(f"- {d} Mar 2031, your note: witness Yamuna Trevedkar absent; time sought by the other side; "
                        f"costs of Rs. {d}00 imposed and the matter adjourned [1]" for d in range(1, 29))
    long = f"Twenty-eight adjournments in O.S. 45/2030 — Vellaiyan partition suit [1].\n{records}"
    for q in ("first question", "how many adjournments?"):
        page._add_question(q)
        page._add_answer(Reply(long, {1: SOURCES[1]}, ["C04"], [], set()))
    for _ in range(30):
        QApplication.processEvents()
        qtbot.wait(10)
    area = page.thread_scroll
    assert area.verticalScrollBar().maximum() > 0
    view = page.answers[-1]
    top = view.mapTo(area.widget(), view.rect().topLeft()).y() - area.verticalScrollBar().value()
    assert 0 <= top < area.viewport().height() // 3, "the answer's first sentence is out of sight"
