"""Settings say where the memory is and, in plain words, what it cannot do in its present mode."""

from __future__ import annotations

from tareekh.settings import MemorySettings, save_memory_settings


def _memory_card(window, qtbot):
    page = window.go("settings")
    qtbot.waitUntil(lambda: page.memory_where.text() != "…", timeout=30000)
    return page


def test_settings_show_an_embedded_memory_on_this_computer_with_nothing_missing(window, qtbot, demo_home):
    page = _memory_card(window, qtbot)
    assert page.memory_where.text() == f"this computer: {demo_home / 'memory.db'}"
    assert page.memory_notes.text() == ""


def test_the_memory_card_names_no_terminal_command(window, qtbot):
    from PySide6.QtWidgets import QLabel

    page = _memory_card(window, qtbot)
    shown = " ".join(label.text() for label in page.findChildren(QLabel))
    assert "Memory" in shown
    assert "tareekh " not in shown  # a command to type belongs to the README, not to a lawyer's window


def test_settings_say_what_a_server_memory_without_a_model_cannot_do(hindsight_server, demo_home, request, qtbot):
    save_memory_settings(demo_home, MemorySettings(backend="hindsight", url=hindsight_server.url,
                                                   bank=hindsight_server.new_bank_id("gui")))
    window = request.getfixturevalue("window")
    page = _memory_card(window, qtbot)
    assert page.memory_where.text().startswith(f"a shared memory server: {hindsight_server.url} (bank gui-")
    assert "without a language model" in page.memory_notes.text()
    assert "no observations" in page.memory_notes.text()
