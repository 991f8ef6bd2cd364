"""Defects a new lawyer met on a fresh practice (the walk of 2 Dec 2026), each pinned on real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.gui.conftest import DEMO_TODAY


def _shown_texts(widget) -> list[str]:
    """What a label shows on screen: its text as rich text is rendered to plain, else as it is."""
    from PySide6.QtGui import Qt as GuiQt, QTextDocument

    out = []
    for label in widget.findChildren(QLabel):
        text = label.text()
        rich = label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
        if rich:
            doc = QTextDocument()
            doc.setHtml(text)
            text = doc.toPlainText()
        out.append(text)
    return out


def test_a_pending_item_with_an_apostrophe_shows_it_not_an_html_entity(window, qtbot):
    from tareekh.gui.today import MatterCard
    from tareekh.practice.types import TodayMatter

    matter = TodayMatter(case_id="C01", number="O.S. No. 412 of 2023", short_name="Flat & garage",
                         pending=["Opposite counsel's cross: the certificate is not from a Board",
                                  "Reply to I.A. <2> & the costs"])
    card = MatterCard(window.pages["today"], matter)
    qtbot.addWidget(card)
    shown = _shown_texts(card)
    assert "• Opposite counsel's cross: the certificate is not from a Board" in shown
    assert "• Reply to I.A. <2> & the costs" in shown
    assert not any("&#x27;" in t or "&amp;" in t or "&lt;" in t for t in shown)


def test_an_answer_about_a_case_with_an_ampersand_names_it_as_typed(window, qtbot):
    from tareekh.gui.chats import AnswerView, Reply

    page = window.pages["chats"]
    page.case_labels["C09"] = "Complaint Case 2231/2025 — Agro Traders & Co. cheque case"
    view = AnswerView(page, Reply("Nothing new.", {}, ["C09"], [], set()))
    qtbot.addWidget(view)
    assert "About Complaint Case 2231/2025 — Agro Traders & Co. cheque case" in _shown_texts(view)


def test_opening_a_case_from_elsewhere_highlights_it_in_the_case_list(window, qtbot):
    cases = window.go("cases")
    qtbot.waitUntil(lambda: cases.list.count() > 2, timeout=10000)
    cases.list.setCurrentRow(0)  # the lawyer picked the first case by hand
    first = cases.list.item(0).data(Qt.ItemDataRole.UserRole)
    other = cases.list.item(2).data(Qt.ItemDataRole.UserRole)
    window.go("today")
    window.open_case(other)  # e.g. a case link on Today
    qtbot.waitUntil(lambda: cases.panel.bundle is not None and cases.panel.case_id == other, timeout=10000)
    selected = [i.data(Qt.ItemDataRole.UserRole) for i in cases.list.selectedItems()]
    assert selected == [other], f"the list still shows {selected} while {other} is open (first was {first})"
    assert cases.list.currentItem().data(Qt.ItemDataRole.UserRole) == other


def test_a_new_practice_imports_the_lawyers_case_list_from_today_without_a_command(qtbot, home, tmp_path,
                                                                                     monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice

    case_list = tmp_path / "my cases.csv"
    case_list.write_text("Case No.,Short Name,NDOH,Court Hall\n"
                         "O.S. No. 318 of 2022,Mehra plot,01.12.2026,Hall 4\n"
                         "W.P. No. 14872 of 2025,Asha Nair WP,05.01.2027,Court Hall 7\n", encoding="utf-8")
    asked = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (asked.append(a) or str(case_list), "")))
    practice = Practice.open(home)
    win = MainWindow(practice, today=DEMO_TODAY, restore_state=False)
    qtbot.addWidget(win)
    win.show()
    win.start("today")
    today = win.pages["today"]
    qtbot.waitUntil(lambda: today.import_btn.isVisible(), timeout=10000)
    assert "tareekh init" not in today.state.text() and "`" not in today.state.text()
    qtbot.mouseClick(today.import_btn, Qt.MouseButton.LeftButton)
    assert asked, "the button did not ask for the case list"
    cases = win.pages["cases"]
    qtbot.waitUntil(lambda: cases.list.count() == 2, timeout=15000)
    assert win.current_page() == "cases"
    assert "Imported 2 cases from my cases.csv." in cases.import_box.text()
    cases.import_box.accept()
    win.go("today")
    qtbot.waitUntil(lambda: today.matter_case_ids() != [], timeout=10000)
    assert not today.import_btn.isVisible() and not today.demo_btn.isVisible()
    win.close()
    practice.close()


def test_the_question_boxs_example_names_a_case_of_this_practice_not_the_demos(qtbot, home):
    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice

    practice = Practice.open(home)
    win = MainWindow(practice, today=DEMO_TODAY, restore_state=False)
    qtbot.addWidget(win)
    win.show()
    chats = win.go("chats")
    win.runner.wait_idle(30)
    qtbot.wait(50)
    empty_example = chats.question.placeholderText()
    assert empty_example.startswith("e.g.") and "Seabreeze" not in empty_example
    from tareekh.registry.models import Case

    win.runner.wait_idle(30)
    practice.registry.add_case(Case(id="", number="O.S. No. 318 of 2022", short_name="Mehra plot",
                                    next_date="2026-12-01"))
    win.refresh_all()
    win.go("today")
    win.go("chats")
    qtbot.waitUntil(lambda: "Mehra plot" in chats.question.placeholderText(), timeout=10000)
    assert chats.question.placeholderText() == "e.g. What happened last time in Mehra plot?"
    win.close()
    practice.close()


def test_the_reader_of_a_chat_says_what_it_is_and_hides_the_page_tools(window, qtbot, tmp_path):
    chat = tmp_path / "WhatsApp Chat with Ramesh Client.txt"
    chat.write_text("[20/01/26, 5:47 PM] Ramesh Client: Sir, Seabreeze flat case (OS 412/2023) ka kya hua?\n"
                    "[20/01/26, 5:52 PM] Advocate: Seabreeze flat: cross of PW1 done, next date 01.12.2026.\n"
                    "[21/01/26, 8:10 PM] Ramesh Client: Pothineni partition mein bhi mera bhai party hai.\n"
                    "[23/01/26, 9:00 AM] Ramesh Client: Happy Republic Day sir, fees bhej diya hai.\n",
                    encoding="utf-8")
    window.runner.wait_idle(30)
    report = window.practice.ingest([chat])
    # a chat about two cases: the day that names neither stays a general note (a chat about one case files
    # such days under it)
    days = {e.kind: e for e in report.entries}
    assert {"chat_day", "general"} <= set(days), [(e.kind, e.case_id) for e in report.entries]
    reader = window.open_reader(days["general"].id)
    qtbot.waitUntil(lambda: reader.is_loaded, timeout=10000)
    assert reader.heading.text().startswith("General note, 23.01.2026")
    general_row = next(reader.siblings.item(i).text() for i in range(reader.siblings.count())
                       if reader.siblings.item(i).text().startswith("▶"))
    assert "no case yet" not in general_row  # a general note waits for nothing
    assert not reader.tools.isVisible()  # no page: no zoom buttons that do nothing
    assert "chat" in reader.no_image.text() and "typed" not in reader.no_image.text()
    reader.load(days["chat_day"].id)
    qtbot.waitUntil(lambda: reader.is_loaded and reader.fields["doc_type"].text() == "chat day", timeout=10000)
    assert "chat" in reader.no_image.text() and "typed" not in reader.no_image.text()
    assert reader.text_caption.text().startswith("The day's messages")
    # with no page to show, the messages take the room the page would have had, and the caption says why
    assert not reader.page_side.isVisible() and "no photo or scan" in reader.text_caption.text()
    qtbot.waitUntil(lambda: reader.text.width() > 0.8 * reader.width(), timeout=5000)
    reader.close()


def test_a_chats_row_says_each_case_once_with_its_days_and_a_repeated_line_once_with_its_count(qtbot):
    from tareekh.gui.add_notes import FileRow

    bail = "filed under Crl. Misc. Bail Application 4521/2026 — Imran bail"
    writ = "filed under Writ - C 12345/2025 — LDA writ"
    row = FileRow("WhatsApp Chat with a client.txt")
    qtbot.addWidget(row)
    row.set_placements({1: "kept as a general note", 2: f"{bail}, 02.02.2026", 3: f"{bail}, 10.02.2026",
                        4: "kept as a general note", 5: f"{writ}, 07.04.2026", 6: f"{bail}, 08.04.2026",
                        7: f"{writ}, hearing 11.08.2026"})
    assert row.message.text().split("\n") == [
        "• kept as a general note (2 records)",
        f"• {bail}, 02.02.2026, 10.02.2026, 08.04.2026",
        f"• {writ}, 07.04.2026",
        f"• {writ}, hearing 11.08.2026",
    ]
    assert row.text == "filed"
    twice = FileRow("MACP 233-24 PW2 doctor 6.11.25.docx")
    qtbot.addWidget(twice)
    twice.set_placements({8: "filed under M.A.C.P. 233/2024 — accident claim, hearing 06.11.2025",
                          9: "filed under M.A.C.P. 233/2024 — accident claim, hearing 06.11.2025"})
    assert twice.message.text() == "filed under M.A.C.P. 233/2024 — accident claim, hearing 06.11.2025 (2 records)"
    waiting = FileRow("two.txt")
    qtbot.addWidget(waiting)
    waiting.set_placements({10: "waiting for you: two cases named", 11: f"{bail}, hearing 02.02.2026"})
    assert waiting.text == "waiting for you"
    assert waiting.message.text().split("\n") == ["• waiting for you: two cases named",
                                                  f"• {bail}, hearing 02.02.2026"]


def test_settings_backs_up_the_practice_to_an_archive_that_restores_and_refuses_to_overwrite(
        window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from tareekh.practice import Practice
    from tareekh.practice.backup_ops import restore_practice

    target = tmp_path / "pendrive" / "practice"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    settings = window.go("settings")
    qtbot.mouseClick(settings.backup_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: settings.backup_result.text().startswith(("Backed up", "Not backed up")), timeout=30000)
    archive = target.with_name("practice.zip")
    assert settings.backup_result.text().startswith("Backed up") and str(archive) in settings.backup_result.text()
    restore_practice(archive, tmp_path / "restored")
    with Practice.open(tmp_path / "restored") as back:
        assert len(back.registry.list_cases()) == len(window.practice.registry.list_cases()) > 0
    qtbot.mouseClick(settings.backup_btn, Qt.MouseButton.LeftButton)  # the same name again: refused, said
    qtbot.waitUntil(lambda: settings.backup_result.text().startswith("Not backed up"), timeout=30000)
    assert "already exists" in settings.backup_result.text()
    assert settings.backup_btn.isEnabled()


def test_a_review_card_being_corrected_keeps_the_lawyers_typing_when_another_note_is_added(window, qtbot, tmp_path):
    from PySide6.QtTest import QTest

    from tests.gui.helpers import drop_files, write

    drop_files(window, [write(tmp_path / "vague.txt", "15.08.2026\nArguments heard in part. Client to bring the "
                              "original receipts next time.\n")])
    page = window.pages["add_notes"]
    qtbot.waitUntil(lambda: len(page.review_cards) == 1, timeout=30000)
    card = page.review_cards[0]
    card.text.setFocus()
    card.text.moveCursor(card.text.textCursor().MoveOperation.End)
    QTest.keyClicks(card.text, " Receipts of 2 lakh.")
    card.case.select_case("C03")
    # Meanwhile a second, doubtful note is typed and added: the queue reloads with both.
    QTest.keyClicks(page.note, "Some remarks about nothing in particular.")
    qtbot.mouseClick(next(b for b in page.findChildren(type(card.confirm_btn)) if b.text() == "Add note"),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(page.review_cards) == 2, timeout=30000)
    window.runner.wait_idle(10)
    same = next(c for c in page.review_cards if c.entry_id == card.entry_id)
    assert same.text.toPlainText().endswith("next time. Receipts of 2 lakh.")
    assert same.case.case_id() == "C03"
    # Untouched cards are rebuilt as before; the corrected one still confirms what the lawyer typed.
    same.confirm_btn.click()
    qtbot.waitUntil(lambda: len(page.review_cards) == 1, timeout=10000)
    window.runner.wait_idle(10)
    entry = window.practice.entry(card.entry_id)
    assert (entry.case_id, entry.status) == ("C03", "retained") and entry.text.endswith("Receipts of 2 lakh.")


def test_about_says_what_a_missing_part_costs_and_how_to_add_it_as_two_sentences(window, qtbot):
    from tareekh.practice.types import Check, DoctorReport as Report

    settings = window.go("settings")
    settings.show_about(Report(version="0.2.0", python="3.11.7", system="Linux", frozen=False, checks=[
        Check(name="language model endpoint", need="optional", present=False,
              cost="none needed: Tareekh works offline; an endpoint makes answers better",
              fix="set one in Settings (a cloud API, or a local server)")]))
    line = settings.about.text().split("\n")[-1]
    assert line == ("✗ language model endpoint — without it: none needed: Tareekh works offline; an endpoint makes "
                    "answers better. To add it: set one in Settings (a cloud API, or a local server).")


def test_a_corrupt_photos_row_says_failed_without_a_full_progress_bar(window, qtbot, tmp_path):
    from tests.gui.helpers import drop_files

    bad = tmp_path / "IMG_20261129_101500.jpg"
    bad.write_bytes(b"\xff\xd8\xff\xe0" + bytes(range(256)) * 8)  # a JPEG's first bytes, then nothing of an image
    good = tmp_path / "note 1 dec.txt"
    good.write_text("Seabreeze flat (OS 412/23) - 01.12.2026: PW1 cross concluded. Next date 15.01.2027.\n",
                    encoding="utf-8")
    drop_files(window, [bad, good])
    page = window.pages["add_notes"]
    qtbot.waitUntil(lambda: page.rows[bad.name].state == "failed" and page.rows[good.name].state != "stored"
                    and window.runner.idle, timeout=60000)
    failed, filed = page.rows[bad.name], page.rows[good.name]
    assert bad.name in failed.message.text() and failed.message.isVisible()
    assert not failed.bar.isVisible()
    assert filed.state == "retained" and filed.bar.isVisible() and filed.bar.value() == filed.bar.maximum()


def test_a_case_page_names_a_case_with_an_apostrophe_and_ampersand_as_typed(window, qtbot):
    from tareekh.registry.models import Case

    window.runner.wait_idle(30)
    window.practice.registry.add_case(Case(id="", number="O.S. No. 9 of 2026", short_name="D'Souza & Sons shop",
                                           title="Lobo vs D'Souza & Sons"))
    case = next(c for c in window.practice.registry.list_cases() if c.number == "O.S. No. 9 of 2026")
    window.practice.registry.add_alias(case.id, "D'Souza shop")
    window.open_case(case.id)
    cases = window.pages["cases"]
    qtbot.waitUntil(lambda: cases.panel.bundle is not None and cases.panel.case_id == case.id, timeout=10000)
    shown = _shown_texts(cases.panel)
    assert "O.S. 9/2026 — D'Souza & Sons shop" in shown
    assert any("D'Souza shop" in t for t in shown)
    assert not any("&#x27;" in t or "&amp;" in t for t in shown)


def test_a_next_date_gone_by_is_not_called_next_in_the_case_list_or_on_the_case_page(window, qtbot):
    from tareekh.registry.models import Case

    window.runner.wait_idle(30)
    window.practice.registry.add_case(Case(id="", number="O.S. No. 10 of 2026", short_name="Old date suit",
                                           next_date="2026-11-20"))
    window.practice.registry.add_case(Case(id="", number="O.S. No. 11 of 2026", short_name="Coming suit",
                                           next_date="2026-12-03"))
    cases = window.go("cases")
    cases.reload_list()
    qtbot.waitUntil(lambda: any("Old date suit" in cases.list.item(i).text() for i in range(cases.list.count())),
                    timeout=10000)
    rows = {cases.list.item(i).text().split("\n")[1]: cases.list.item(i).text() for i in range(cases.list.count())}
    assert rows["Old date suit"].endswith("listed 20.11.2026; no date since")  # today is 01.12.2026
    assert rows["Coming suit"].endswith("next 03.12.2026")
    old = next(c for c in window.practice.registry.list_cases() if c.short_name == "Old date suit")
    window.open_case(old.id)
    qtbot.waitUntil(lambda: cases.panel.bundle is not None and cases.panel.case_id == old.id, timeout=10000)
    assert "20.11.2026 — passed; no later date recorded" in _shown_texts(cases.panel)


def test_a_cases_chat_days_are_not_listed_under_a_documents_heading(window, qtbot, tmp_path):
    chat = tmp_path / "WhatsApp Chat with Ramesh Client.txt"
    chat.write_text("[20/01/26, 5:47 PM] Ramesh Client: Sir, Seabreeze flat case (OS 412/2023) ka kya hua?\n"
                    "[20/01/26, 5:52 PM] Advocate: Seabreeze flat: cross of PW1 done, next date 01.12.2026.\n",
                    encoding="utf-8")
    window.runner.wait_idle(30)
    report = window.practice.ingest([chat])
    day = next(e for e in report.entries if e.kind == "chat_day")
    window.open_case(day.case_id)
    cases = window.pages["cases"]
    qtbot.waitUntil(lambda: cases.panel.bundle is not None and cases.panel.case_id == day.case_id, timeout=10000)
    qtbot.waitUntil(lambda: cases.panel.documents_card.isVisibleTo(cases.panel), timeout=10000)
    heading = _shown_texts(cases.panel.documents_card)[0]
    assert heading.startswith("Chats") and "deeds" not in heading


def test_a_dropped_folder_adds_the_notes_inside_it_even_two_chats_of_one_file_name(window, qtbot, tmp_path):
    from tareekh.gui.add_notes import FileRow
    from tests.gui.helpers import drop_files, write

    folder = tmp_path / "from my phone"
    (folder / "WhatsApp Chat - Ramesh").mkdir(parents=True)
    (folder / "WhatsApp Chat - Seema").mkdir()
    write(folder / "WhatsApp Chat - Ramesh" / "_chat.txt",
          "[20/01/26, 5:52 PM] Advocate: Seabreeze flat (OS 412/2023): cross of PW1 done, next date 01.12.2026.\n")
    write(folder / "WhatsApp Chat - Seema" / "_chat.txt",
          "[21/01/26, 6:10 PM] Advocate: Malkajgiri WP (WP 20561/2025): GHMC sought time, next date 12.01.2027.\n")
    write(folder / ".hidden-note.txt", "not for Tareekh\n")
    write(folder / "thumbs.db", "not a note\n")
    drop_files(window, [folder])
    page = window.pages["add_notes"]
    qtbot.waitUntil(lambda: len(page.findChildren(FileRow)) == 2 and window.runner.idle
                    and all(r.state not in ("waiting", "stored") for r in page.findChildren(FileRow)), timeout=60000)
    qtbot.wait(100)
    rows = page.findChildren(FileRow)
    assert sorted(r.name for r in rows) == ["_chat.txt", "_chat.txt"]
    assert all(r.state == "retained" for r in rows), [(r.state, r.message.text()) for r in rows]
    window.runner.wait_idle(10)
    filed = [e for e in window.practice.entries() if e.source_file == "_chat.txt"]
    assert sorted(e.case_id for e in filed) == ["C01", "C02"]  # both chats, none lost to the other's name


def test_a_case_list_dropped_on_the_window_is_refused_with_where_to_import_it(window, qtbot, tmp_path):
    from tests.gui.helpers import drop_files, write

    case_list = write(tmp_path / "my cases.csv", "Case No.,Short Name\nO.S. No. 1 of 2026,Test suit\n")
    drop_files(window, [case_list])
    page = window.pages["add_notes"]
    qtbot.waitUntil(lambda: page.rows["my cases.csv"].state == "failed", timeout=30000)
    assert "Cases → Import cases…" in page.rows["my cases.csv"].message.text()


def test_lock_after_is_offered_only_in_an_encrypted_practice(window, qtbot, prepared_home, tmp_path):
    import shutil

    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice
    from tareekh.practice.encryption import encrypt_home

    settings = window.go("settings")
    qtbot.waitUntil(lambda: window.runner.idle and "Tareekh" in settings.about.text(), timeout=20000)
    assert not settings.lock_after.isVisibleTo(settings)  # a plain practice never locks
    assert not settings.practice_form.labelForField(settings.lock_after).isVisibleTo(settings)
    locked_home = tmp_path / "locked"
    shutil.copytree(prepared_home, locked_home)
    encrypt_home(locked_home, "a long walk to the district court", cost=12)
    practice = Practice.open(locked_home, passphrase="a long walk to the district court")
    win = MainWindow(practice, today=DEMO_TODAY, restore_state=False)
    qtbot.addWidget(win)
    win.show()
    page = win.go("settings")
    qtbot.waitUntil(lambda: win.runner.idle and "Tareekh" in page.about.text(), timeout=20000)
    assert page.lock_after.isVisibleTo(page) and page.lock_after.value() == 15
    win.close()
    practice.close()


def test_brief_me_while_an_answer_is_on_its_way_asks_the_briefing_in_its_own_chat(window, qtbot):
    chats = window.go("chats")
    window.runner.wait_idle(30)
    chats.question.setText("What happened last time in Gachibowli lease?")
    qtbot.mouseClick(chats.ask_btn, Qt.MouseButton.LeftButton)
    window.brief_me("C02", "Malkajgiri road widening WP")  # at once, from Today: the first answer is not in yet
    window.runner.wait_idle(60)
    qtbot.wait(300)
    window.runner.wait_idle(30)
    assert [a.answer.case_ids for a in chats.answers] == [["C02"]]  # the briefing's answer, not the lease's
    # The thread on screen (a cleared thread's widgets are hidden at once and deleted later).
    asked = [t for t, label in zip(_shown_texts(chats), chats.findChildren(QLabel))
             if t.startswith("You:") and label.isVisibleTo(chats)]
    assert len(asked) == 1 and asked[0].startswith("You: Brief me on Malkajgiri road widening WP")
    stored = {c.title: c for c in window.practice.chats()}
    assert len(stored) == 2  # the first question kept its own chat and answer
    assert chats.chat_id == next(c.id for t, c in stored.items() if t.startswith("Brief me"))


def test_settings_backs_up_a_plain_practice_encrypted_under_a_passphrase_when_asked(window, qtbot, tmp_path,
                                                                                   monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from tareekh.errors import TareekhError
    from tareekh.practice import Practice

    assert not window.practice.encrypted
    target = tmp_path / "pendrive" / "sealed.zip"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    settings = window.go("settings")
    assert settings.backup_encrypt.isVisible() and not settings.backup_passphrase.isEnabled()
    settings.backup_encrypt.setChecked(True)
    settings.backup_passphrase.setText("short")
    qtbot.mouseClick(settings.backup_btn, Qt.MouseButton.LeftButton)
    assert "too short" in settings.backup_result.text() and not target.exists()  # said, and nothing written
    settings.backup_passphrase.setText("pen drive in the robe pocket")
    qtbot.mouseClick(settings.backup_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: settings.backup_result.text().startswith(("Backed up", "Not backed up")), timeout=30000)
    assert settings.backup_result.text().endswith(", encrypted."), settings.backup_result.text()
    assert Practice.backup_locked(target) == "passphrase"
    with pytest.raises(TareekhError):
        Practice.restore(target, tmp_path / "thief")
    Practice.restore(target, tmp_path / "restored", passphrase="pen drive in the robe pocket")
    with Practice.open(tmp_path / "restored", passphrase="pen drive in the robe pocket") as back:
        assert len(back.registry.list_cases()) == len(window.practice.registry.list_cases()) > 0
