"""A source chip opens the note reader at the lines the answer drew on, marked, even deep in a long note."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tareekh.gui.chats import Reply
from tareekh.gui.reader import cited_span
from tareekh.gui.widgets import Source
from tests.gui.helpers import write

CITED = "Witness Oshadri Venkel admitted the boundary stone was moved after the survey of the eastern plot."


def test_clicking_a_chip_scrolls_the_reader_to_the_cited_lines_and_marks_them(window, qtbot, tmp_path):
    """Before, the reader opened a long note at its top and the lawyer hunted for the line the answer quoted (in a
    day's note about several matters, the top was another matter). Now the cited lines are marked and in view."""
    filler = "\n".join(f"Point {i}: the cross-examination continued on the rent receipts, item {i} of the list."
                       for i in range(1, 41))
    note = write(tmp_path / "long cross.txt", f"OS 412/2023 — 01.12.2026: PW1 cross.\n{filler}\n{CITED}\nEnd of day.")
    report = window.practice.ingest([note])
    entry = next(e for e in report.entries if CITED in e.text)
    page = window.go("chats")
    page._add_question("what did the witness admit?")
    source = Source(entry.id, entry.text, "2026-12-01", "long cross.txt", entry.case_id)
    view = page._add_answer(Reply(f"The witness admitted on 1 Dec 2026: {CITED} [1]", {1: source},
                                  [entry.case_id or ""], [], set()))
    qtbot.mouseClick(view.chips[0], Qt.MouseButton.LeftButton)
    reader = window.readers[-1]
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    reader.resize(900, 500)
    assert reader.cited is not None
    start, end = reader.cited
    assert entry.text[start:end].strip() == CITED
    assert any(s.cursor.selectedText() == entry.text[start:end] for s in reader.text.extraSelections())
    qtbot.waitUntil(lambda: reader.text.verticalScrollBar().value() > 0, timeout=5000)
    cursor = reader.text.textCursor()
    cursor.setPosition(start)
    rect = reader.text.cursorRect(cursor)
    assert 0 <= rect.top() < reader.text.viewport().height(), "the cited line is out of view"
    reader.close()


def test_the_cited_span_is_found_in_any_script_and_none_for_a_bare_count():
    tamil = "சாட்சி ஆஜராகவில்லை. வாய்தா கொடுக்கப்பட்டது.\nமனுதாரர் தரப்பு வாதம் முடிந்தது, தீர்ப்பு ஒத்திவைக்கப்பட்டது."
    span = cited_span(tamil, "your note: மனுதாரர் தரப்பு வாதம் முடிந்தது, தீர்ப்பு ஒத்திவைக்கப்பட்டது [2]")
    assert span is not None and tamil[span[0]:span[1]].startswith("மனுதாரர்")
    gujarati = "સાક્ષી હાજર રહ્યા નહીં.\nઆગામી તારીખે દલીલો સાંભળવામાં આવશે અને હુકમ થશે."
    span = cited_span(gujarati, "7 Mar, your note: સાક્ષી હાજર રહ્યા નહીં [1]")
    assert span is not None and gujarati[span[0]:span[1]] == "સાક્ષી હાજર રહ્યા નહીં."
    assert cited_span(gujarati, "Twice in the case [1][2].") is None


BANK_RECORD = ("14.05.2031 — C.R. 77/2030 — JM 3rd Court\n"
               "CW2 Sri Ottilo Brandaw, Asst. Manager, Pelican Co-op Bank, proved the return memo (funds insufficient)"
               " and the\naccount statement: balance on 10.01.2031 was Rs. 2,118 only. Counsel's cross nothing. CE closed.\n"
               "Next 20.06.2031 for statement of accused.")


def test_a_chip_marks_the_whole_quoted_record_though_its_words_carry_abbreviations(window, qtbot, tmp_path):
    """Before, the chip's words were the answer's sentences that carried its marker, cut at every abbreviation:
    "C.R.", "Asst.", "Rs." ended sentences, so chip [1] was given half a line and the reader marked "Manager …
    and the", from the middle of the witness's designation. Now the words are the stretch that ends at the marker,
    and the reader marks the record from "CW2" to the end of what the answer quoted."""
    note = write(tmp_path / "cw2 bank.txt", BANK_RECORD)
    report = window.practice.ingest([note])
    entry = next(e for e in report.entries if "Brandaw" in e.text)
    page = window.go("chats")
    page._add_question("bank witness ne kya kaha?")
    quoted = ("CW2 Sri Ottilo Brandaw, Asst. Manager, Pelican Co-op Bank, proved the return memo (funds insufficient) "
              "and the account statement: balance on 10.01.2031 was Rs. 2,118 only. Counsel's cross nothing")
    answer = (f"What your notes say in C.R. Case 77/2030 (N.I. Act), 14 May 2031 [1]:\n"
              f"- 2 Feb 2031, cheque return memo: Pelican Co-op Bank, Dist. branch RETURN MEMO [2]\n"
              f"- 14 May 2031, your note: {quoted} [1]")
    source = Source(entry.id, entry.text, "2031-05-14", "cw2 bank.txt", entry.case_id)
    memo = Source(None, "RETURN MEMO", "2031-02-02", "memo.pdf", entry.case_id)
    view = page._add_answer(Reply(answer, {1: source, 2: memo}, [entry.case_id or ""], [], set()))
    qtbot.mouseClick(view.chips[0], Qt.MouseButton.LeftButton)
    reader = window.readers[-1]
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.cited is not None
    marked = entry.text[reader.cited[0]:reader.cited[1]]
    assert marked.startswith("CW2 Sri Ottilo Brandaw") and marked.rstrip().endswith("Counsel's cross nothing."), marked
    reader.close()


def test_a_chips_words_are_the_stretches_that_end_at_its_marker():
    from tareekh.gui.chats import cited_words

    answer = "Smt. Ilvana Quorr filed the reply on 3 Mar [1]; the court fixed Rs. 5,000 as costs [2], paid later [1]."
    assert cited_words(answer, 1) == "Smt. Ilvana Quorr filed the reply on 3 Mar paid later"
    assert cited_words(answer, 2) == "the court fixed Rs. 5,000 as costs"
    assert cited_words("- 3 Mar, your note: अगली तारीख़ पर गवाह हाज़िर होगा [1][2]", 2) == \
        "3 Mar, your note: अगली तारीख़ पर गवाह हाज़िर होगा"
    assert cited_words("Nothing cited here.", 1) == ""
