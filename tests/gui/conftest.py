"""GUI fixtures: a demo-registry practice copied from one prepared home (Anki's habit), and a main window."""

from __future__ import annotations

import json
from datetime import date

import pytest

DEMO_TODAY = date(2026, 12, 1)


@pytest.fixture(scope="session")
def prepared_home(tmp_path_factory):
    """One practice with the demo registry, built once; tests copy it."""
    from tareekh.practice import Practice
    from tareekh.practice.registry_ops import seed_dir

    path = tmp_path_factory.mktemp("prepared") / "home"
    with Practice.open(path) as p:
        p.registry.import_json(json.loads((seed_dir() / "registry.json").read_text(encoding="utf-8")))
    return path


@pytest.fixture
def demo_home(prepared_home, copy_home):
    return copy_home(prepared_home)


@pytest.fixture
def window(qtbot, demo_home):
    from tareekh.gui.theme import apply_theme
    from tareekh.gui.window import MainWindow
    from tareekh.practice import Practice
    from PySide6.QtWidgets import QApplication

    practice = Practice.open(demo_home)
    apply_theme(QApplication.instance(), "light")
    win = MainWindow(practice, today=DEMO_TODAY, restore_state=False)
    qtbot.addWidget(win)
    win.show()
    win.start("today")
    win.runner.wait_idle(30)
    yield win
    win.close()
    practice.close()


@pytest.fixture(scope="session", autouse=True)
def _join_worker_threads_at_the_end():
    """Every Runner's worker thread is joined before Python finalises (a live one can crash the exit)."""
    yield
    from tareekh.gui.ops import shutdown_all

    shutdown_all()
