"""The worker helper (one thread, busy note only after 600 ms) and editing a case from its page."""

from __future__ import annotations

import threading
import time

from PySide6.QtWidgets import QDialogButtonBox

from tareekh.gui.ops import Op


def test_ops_run_in_order_on_one_worker_thread_and_callbacks_on_the_gui_thread(window, qtbot):
    seen: list[tuple[int, str]] = []
    callbacks: list[str] = []
    for i in range(5):
        Op(window, lambda p, i=i: seen.append((i, threading.current_thread().name)) or i) \
            .success(lambda r: callbacks.append(threading.current_thread().name)).run()
    assert window.runner.wait_idle(10)
    assert [i for i, _ in seen] == [0, 1, 2, 3, 4]
    assert len({name for _, name in seen}) == 1 and seen[0][1] != threading.main_thread().name
    assert set(callbacks) == {threading.main_thread().name}


def test_busy_note_appears_only_for_work_longer_than_600_ms(window, qtbot):
    bar = window.statusBar()
    Op(window, lambda p: time.sleep(0.2)).run()
    qtbot.wait(400)
    assert bar.currentMessage() == ""
    window.runner.wait_idle(10)
    Op(window, lambda p: time.sleep(1.0), label="Reading…").run()
    qtbot.waitUntil(lambda: bar.currentMessage() == "Reading…", timeout=3000)
    window.runner.wait_idle(10)
    assert bar.currentMessage() == ""


def test_an_op_failure_goes_to_its_failure_callback(window, qtbot):
    errors = []
    Op(window, lambda p: p.registry.get_case("C99")).failure(errors.append).run()
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert "C99" in str(errors[0])


def test_editing_a_case_records_the_new_next_date_in_its_history(window, qtbot, monkeypatch):
    page = window.go("cases")
    qtbot.waitUntil(lambda: page.list.count() == 12, timeout=10000)
    page.open_case("C05")
    qtbot.waitUntil(lambda: page.panel.bundle is not None and page.panel.case_id == "C05", timeout=10000)
    page.panel.edit()
    from tareekh.gui.cases import EditCaseDialog

    dialog = page.panel.findChild(EditCaseDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.fields["stage"].setText("final arguments")
    dialog.fields["next_date"].setText("29.12.2026")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save).click()
    qtbot.waitUntil(lambda: "29.12.2026" in page.panel.history.text(), timeout=10000)
    window.runner.wait_idle(10)
    case = window.practice.registry.get_case("C05")
    assert (case.stage, case.next_date) == ("final arguments", "2026-12-29")


def test_an_op_failure_without_a_callback_shows_one_clear_message(window, qtbot):
    from PySide6.QtWidgets import QMessageBox

    from tareekh.gui import ops

    Op(window, lambda p: p.registry.get_case("C99")).run()
    qtbot.waitUntil(lambda: bool(ops._open_boxes), timeout=5000)
    box = ops._open_boxes[-1]
    assert isinstance(box, QMessageBox) and "C99" in box.text() and "Traceback" not in box.text()
    box.accept()
    qtbot.waitUntil(lambda: box not in ops._open_boxes, timeout=2000)


def test_a_chat_memory_shows_on_its_case_page_and_can_be_forgotten(window, qtbot):
    from PySide6.QtWidgets import QPushButton

    chats = window.go("chats")
    window.runner.wait_idle(10)
    chats.set_filter("C01")
    chats.ask("Remind me to file the rejoinder in the Seabreeze suit by Friday.")
    qtbot.waitUntil(lambda: len(chats.answers) == 1, timeout=30000)
    window.runner.wait_idle(10)
    assert window.practice.chat_memories("C01"), "the agent kept no chat memory"
    page = window.go("cases")
    page.open_case("C01")
    qtbot.waitUntil(lambda: page.panel.bundle is not None and page.panel.memory_card.isVisibleTo(page.panel),
                    timeout=10000)
    forget = next(b for b in page.panel.memory_card.findChildren(QPushButton) if b.text() == "Forget")
    forget.click()
    qtbot.waitUntil(lambda: not page.panel.memory_card.isVisibleTo(page.panel), timeout=10000)
    window.runner.wait_idle(10)
    assert window.practice.chat_memories("C01") == []


def test_the_case_page_shows_where_two_sources_disagree_and_opens_each(window, qtbot, tmp_path):
    from tareekh.gui.widgets import Chip

    for name, nxt in (("mine.txt", "10.12.2026"), ("junior.txt", "17.12.2026")):
        (tmp_path / name).write_text(f"25 Nov 2026, Wed - court notes\n\nKavuri CMA (CMA 512/2025) - arguments "
                                     f"heard in part. Next date {nxt}.\n", encoding="utf-8")
    window.practice.ingest([tmp_path / "mine.txt", tmp_path / "junior.txt"])
    assert window.practice.conflicts("C05")
    page = window.go("cases")
    page.open_case("C05")
    qtbot.waitUntil(lambda: page.panel.bundle is not None and page.panel.conflict_card.isVisibleTo(page.panel),
                    timeout=10000)
    text = " ".join(w.text() for w in page.panel.conflict_card.findChildren(type(page.count)))
    assert "10.12.2026" in text and "17.12.2026" in text and "your note of 25 Nov 2026" in text
    chips = page.panel.conflict_card.findChildren(Chip)
    assert len(chips) == 2
    chips[1].click()
    reader = window.readers[-1]
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.fields["source_file"].text() in ("mine.txt", "junior.txt")


def test_the_case_page_lists_its_documents_by_their_own_date_and_a_chip_opens_one(window, qtbot, tmp_path):
    from tareekh.gui.widgets import Chip

    deed = tmp_path / "deed.txt"
    deed.write_text("SALE DEED\nThis Deed of Sale is executed on this 12th day of March, 2018 at Hyderabad.\n"
                    "The schedule property is the subject of O.S. No. 1287 of 2021 and of W.P. No. 20561 of 2025.\n",
                    encoding="utf-8")
    window.practice.ingest([deed])
    page = window.go("cases")
    page.open_case("C03")
    qtbot.waitUntil(lambda: page.panel.bundle is not None and page.panel.documents_card.isVisibleTo(page.panel),
                    timeout=10000)
    labels = " ".join(w.text() for w in page.panel.documents_card.findChildren(type(page.count)))
    assert "Sale deed, 12.03.2018" in labels
    (chip,) = page.panel.documents_card.findChildren(Chip)
    chip.click()
    reader = window.readers[-1]
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.fields["source_file"].text() == "deed.txt"
    page.open_case("C02")  # the same deed, filed under the other case it names
    qtbot.waitUntil(lambda: page.panel.case_id == "C02" and page.panel.bundle is not None
                    and page.panel.bundle["case"].id == "C02", timeout=10000)
    assert [d["doc_kind"] for d in page.panel.bundle["documents"]] == ["sale deed"]
