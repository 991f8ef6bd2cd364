"""Today lists the matters of the chosen day; the window's pages, shortcuts and state."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt

from tests.gui.conftest import DEMO_TODAY


def test_today_lists_the_matters_whose_next_date_is_the_chosen_day(window, qtbot):
    page = window.pages["today"]
    assert page.day() == DEMO_TODAY
    qtbot.waitUntil(lambda: sorted(page.matter_case_ids()) == ["C01", "C02"], timeout=10000)
    card = next(c for c in page.cards if c.case_id == "C02")
    texts = " ".join(lbl.text() for lbl in card.findChildren(type(page.summary)))
    assert "Court Hall 12" in texts and "admission" in texts.lower()
    page.set_day(date(2026, 12, 4))
    qtbot.waitUntil(lambda: page.matter_case_ids() == ["C03"], timeout=10000)
    page.set_day(date(2026, 12, 2))
    qtbot.waitUntil(lambda: page.cards == [] and "Nothing listed" in page.state.text(), timeout=10000)
    assert page.upcoming.count() > 0  # the next 21 days still show


def test_brief_me_opens_a_chat_on_that_matter(window, qtbot):
    page = window.pages["today"]
    qtbot.waitUntil(lambda: len(page.cards) == 2, timeout=10000)
    card = next(c for c in page.cards if c.case_id == "C01")
    brief = next(b for b in card.findChildren(type(window.pages["chats"].ask_btn)) if b.text() == "Brief me")
    qtbot.mouseClick(brief, Qt.MouseButton.LeftButton)
    assert window.current_page() == "chats"
    chats = window.pages["chats"]
    assert chats.filter_case() == "C01" and chats.scope_chip.isVisibleTo(chats)
    window.runner.wait_idle(30)
    assert chats.scope_chip.label.text() == "O.S. 412/2023 — Seabreeze flat"
    questions = [w.text() for w in chats.thread_box.findChildren(type(page.summary)) if w.objectName() == "question"]
    assert any("Brief me on Seabreeze flat" in q for q in questions)
    window.runner.wait_idle(30)


def test_shortcuts_switch_pages_and_state_is_kept_in_the_home(window, qtbot, demo_home):
    for i, key in enumerate(["today", "chats", "cases", "add_notes", "settings"], 1):
        qtbot.keyClick(window, Qt.Key(Qt.Key.Key_0 + i), Qt.KeyboardModifier.ControlModifier)
        assert window.current_page() == key
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.current_page() == "cases"
    window.runner.wait_idle(10)
    window.save_state()
    assert (demo_home / "gui-state.ini").exists()
    assert "page=cases" in (demo_home / "gui-state.ini").read_text()


def test_ctrl_o_goes_to_add_notes_and_asks_for_files(window, qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(window.pages["add_notes"], "pick_files", lambda: asked.append(True))  # no modal dialog
    qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert window.current_page() == "add_notes"
    assert asked == [True]


def test_case_search_filters_by_alias_and_adding_an_alias_shows_it(window, qtbot):
    page = window.go("cases")
    qtbot.waitUntil(lambda: page.list.count() == 12, timeout=10000)
    page.search.setText("Kotagiri")
    qtbot.waitUntil(lambda: 0 < page.list.count() < 12, timeout=10000)
    page.list.setCurrentRow(0)
    qtbot.waitUntil(lambda: page.panel.bundle is not None, timeout=10000)
    cid = page.panel.case_id
    page.panel.alias_edit.setText("the flat case")
    page.panel.add_alias()
    qtbot.waitUntil(lambda: "the flat case" in page.panel.alias_label.text(), timeout=10000)
    window.runner.wait_idle(10)
    assert "the flat case" in window.practice.registry.aliases(cid)


def test_an_empty_practice_offers_the_demo_and_loading_it_fills_today(qtbot, home, monkeypatch):
    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice
    from tareekh.practice import registry_ops

    # The demo without its uploads (reading photos takes a while; the registry is what Today needs).
    seed = home.parent / "seed"
    seed.mkdir()
    (seed / "registry.json").write_bytes((registry_ops.seed_dir() / "registry.json").read_bytes())
    monkeypatch.setattr(registry_ops, "seed_dir", lambda: seed)
    practice = Practice.open(home)
    win = MainWindow(practice, today=DEMO_TODAY, restore_state=False)
    qtbot.addWidget(win)
    win.show()
    win.start("today")
    page = win.pages["today"]
    qtbot.waitUntil(lambda: page.demo_btn.isVisible(), timeout=10000)
    assert "No cases yet" in page.state.text()
    qtbot.mouseClick(page.demo_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: sorted(page.matter_case_ids()) == ["C01", "C02"], timeout=30000)
    assert not page.demo_btn.isVisible()
    win.close()
    practice.close()


def test_the_next_days_list_keeps_each_rows_cells_on_one_line_when_one_wraps(window, qtbot):
    from PySide6.QtWidgets import QLabel

    page = window.pages["today"]
    qtbot.waitUntil(lambda: page.upcoming.count() > 0, timeout=10000)
    window.resize(760, 700)  # a small laptop window: a long "listed for" wraps to two lines
    window.runner.wait_idle(10)
    qtbot.wait(200)
    grid = page.upcoming
    rows = {}
    for i in range(grid.count()):
        item = grid.itemAt(i)
        label = item.widget()
        if isinstance(label, QLabel):
            row, _col, _rs, _cs = grid.getItemPosition(i)
            # where its first line is drawn: a label taller than its text centres the text in it
            text_height = label.heightForWidth(label.width())
            spare = label.height() - (text_height if text_height > 0 else label.sizeHint().height())
            centred = bool(label.alignment() & Qt.AlignmentFlag.AlignVCenter)
            rows.setdefault(row, []).append(label.geometry().top() + (spare // 2 if centred else 0))
    assert rows
    for row, tops in rows.items():
        assert max(tops) - min(tops) <= 1, f"row {row}: cells start at {tops}"
