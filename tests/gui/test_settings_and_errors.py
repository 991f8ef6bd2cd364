"""Settings: saved to the home's settings.toml (the key never: the keychain keeps it when asked); Test connection; errors are logged."""

from __future__ import annotations

import sys
import tomllib

from PySide6.QtCore import Qt


def _settings_page(window, qtbot):
    page = window.go("settings")
    qtbot.waitUntil(lambda: page.loaded, timeout=10000)
    return page


def test_saving_settings_never_writes_the_key_and_keeps_it_in_the_keychain_when_asked(window, qtbot, demo_home,
                                                                                     file_keychain):
    page = _settings_page(window, qtbot)
    page.base_url.setText("http://127.0.0.1:9/v1")
    page.model.setText("small-model")
    page.api_key.setText("sk-secret-123")
    page.ocr_languages.setText("eng, tel")
    page.fuzzy_floor.setValue(85)
    assert page.lock_after.value() == 15  # the default, as loaded from the practice's settings
    page.lock_after.setValue(5)
    qtbot.mouseClick(page.save_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.saved.text().startswith("Saved"), timeout=10000)
    text = (demo_home / "settings.toml").read_text()
    data = tomllib.loads(text)
    assert data["lock_after_minutes"] == 5 and window.practice.settings.lock_after_minutes == 5
    assert data["llm"]["base_url"] == "http://127.0.0.1:9/v1" and data["llm"]["model"] == "small-model"
    assert data["ocr_languages"] == ["eng", "tel"] and data["resolve"]["fuzzy_floor"] == 85
    assert "sk-secret-123" not in text
    assert "session only" in page.saved.text()
    assert window.practice.settings.llm.api_key.get_secret_value() == "sk-secret-123"
    assert window.practice.registry.thresholds.fuzzy_floor == 85  # used from now on, not after a restart
    page.keep_key.setChecked(True)
    qtbot.mouseClick(page.save_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.saved.text() == "Saved.", timeout=10000)
    assert "sk-secret-123" not in (demo_home / "settings.toml").read_text()
    assert file_keychain.get_password("tareekh", f"{demo_home.resolve()}:llm.api_key") == "sk-secret-123"


def test_test_connection_reports_the_servers_models_and_a_bad_endpoint(window, qtbot, fake_llm):
    page = _settings_page(window, qtbot)
    page.base_url.setText(fake_llm.base_url)
    page.model.setText("fake-model")
    qtbot.mouseClick(page.test_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.test_btn.isEnabled() and "Connect" in page.test_result.text()
                    and page.test_result.text() != "Connecting…", timeout=15000)
    assert page.test_result.text().startswith("Connected: the server offers 3 model(s)")
    page.model.setText("no-such-model")
    qtbot.mouseClick(page.test_btn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.test_result.text().startswith("Could not connect"), timeout=15000)
    assert "no-such-model" in page.test_result.text()


def test_uncaught_errors_are_logged_in_the_home(demo_home, monkeypatch, capsys):
    from tareekh.gui import app

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    app._install_excepthook(demo_home, headless=True)
    try:
        raise ValueError("boom in a slot")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    log = (demo_home / "logs" / "gui-errors.log").read_text()
    assert "ValueError: boom in a slot" in log
    assert "internal error: ValueError: boom in a slot" in capsys.readouterr().err


def test_settings_about_lists_what_is_installed_and_what_a_missing_part_costs(window, qtbot, no_tesseract):
    page = _settings_page(window, qtbot)
    qtbot.waitUntil(lambda: "RapidOCR" in page.about.text(), timeout=15000)
    text = page.about.text()
    assert text.startswith("Tareekh ")
    assert "✓ RapidOCR and its models" in text and "✓ embedding model and vocabulary" in text
    assert "✗ tesseract — without it: typed English pages are read by RapidOCR" in text
    assert "To add it: install Tesseract" in text
