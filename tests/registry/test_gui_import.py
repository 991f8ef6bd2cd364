"""The Cases page's Import cases… action: it imports through Practice and shows the bad rows and warnings."""

import json
from datetime import date

import pytest

pytest.importorskip("pytestqt")


@pytest.fixture
def window(qtbot, home):
    from PySide6.QtWidgets import QApplication

    from tareekh.gui.theme import apply_theme
    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice

    practice = Practice.open(home)
    practice.registry.import_json({"cases": [{"id": "C1", "number": "O.S. No. 1 of 2020", "short_name": "Old"}]})
    apply_theme(QApplication.instance(), "light")
    win = MainWindow(practice, today=date(2026, 12, 1), restore_state=False)
    qtbot.addWidget(win)
    win.show()
    win.start("cases")
    win.runner.wait_idle(30)
    yield win
    win.close()
    practice.close()


def test_import_cases_adds_the_good_rows_and_shows_the_bad_ones(window, qtbot, tmp_path):
    path = tmp_path / "my cases.csv"
    path.write_text("Case No.,Short Name,NDOH,Fees\n"
                    "ST 310/23,Kale trial,20.11.2026,5000\n"
                    "Tadkal,Nothing,,\n", encoding="utf-8")
    page = window.go("cases")
    qtbot.waitUntil(lambda: page.list.count() == 1, timeout=10000)
    assert page.import_btn.text() == "Import cases…"
    page.import_file(str(path))
    qtbot.waitUntil(lambda: page.import_box is not None and page.list.count() == 2, timeout=10000)
    text = page.import_box.text()
    assert "Imported 1 case from my cases.csv." in text
    assert "row 3: 'Tadkal' is not a case number" in text and "column 'Fees' is not imported" in text
    assert window.practice.registry.find_case("ST 310/23").next_date == "2026-11-20"
    page.import_box.accept()


def test_a_file_that_cannot_be_imported_shows_one_clear_message(window, qtbot, tmp_path):
    from tareekh.gui import ops

    path = tmp_path / "registry.json"
    path.write_text(json.dumps({"cases": [{"id": "C2", "number": "OS 2/2020", "shortname": "x"}]}))
    page = window.go("cases")
    page.import_file(str(path))
    qtbot.waitUntil(lambda: bool(ops._open_boxes), timeout=10000)
    box = ops._open_boxes[-1]
    assert "did you mean 'short_name'" in box.text()
    box.accept()
    assert [c.id for c in window.practice.registry.list_cases()] == ["C1"]


@pytest.fixture(scope="module", autouse=True)
def _join_worker_threads():
    """The window's worker threads are joined before Python finalises (a live one can crash the exit)."""
    yield
    from tareekh.gui.ops import shutdown_all

    shutdown_all()
