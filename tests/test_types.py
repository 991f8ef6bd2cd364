"""The static type check: mypy, strict on the memory room and on the GUI (pyproject.toml's [tool.mypy]),
runs clean.

It runs in the README's test command like any test, so a change that breaks a typed boundary fails here
rather than in front of the lawyer.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["tareekh/memory", "tareekh/gui"]


def _mypy(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--config-file",
                           str(ROOT / "pyproject.toml"), *args], cwd=cwd, capture_output=True, text=True, timeout=600)


@pytest.mark.timeout(900)
def test_mypy_strict_on_the_memory_room_and_the_gui_finds_no_error():
    done = _mypy(*CHECKED)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success: no issues found")


def test_the_type_check_is_strict_and_fails_on_an_untyped_function_in_memory(tmp_path):
    """The configuration really is strict for tareekh.memory: an untyped function there is an error."""
    room = tmp_path / "tareekh" / "memory"
    room.mkdir(parents=True)
    (tmp_path / "tareekh" / "__init__.py").write_text("", encoding="utf-8")
    (room / "__init__.py").write_text("", encoding="utf-8")
    (room / "loose.py").write_text("def add(a, b):\n    return a + b\n", encoding="utf-8")
    done = _mypy("tareekh/memory", cwd=tmp_path)
    assert done.returncode == 1
    assert "loose.py:1: error: Function is missing a type annotation" in done.stdout


def _tree_with_gui_module(tmp_path: Path, name: str, source: str) -> Path:
    """A copy of the package in tmp_path (links to the real rooms) whose gui/ also holds `name`: mypy then checks
    one more GUI module against the real Practice, with the real configuration, without writing in the checkout."""
    pkg = tmp_path / "tareekh"
    pkg.mkdir()
    for child in (ROOT / "tareekh").iterdir():
        if child.name not in ("gui", "__pycache__"):
            (pkg / child.name).symlink_to(child)
    gui = pkg / "gui"
    gui.mkdir()
    for module in (ROOT / "tareekh" / "gui").glob("*.py"):
        (gui / module.name).symlink_to(module)
    (gui / name).write_text(source, encoding="utf-8")
    return tmp_path


GUI_MISTAKES = """\
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tareekh.gui.ops import Op
from tareekh.practice.types import Chat


def show_title(chat: Chat) -> None:
    print(chat.titel)


def load(parent: QWidget, chat_id: str) -> None:
    Op(parent, lambda p: p.chat(chat_id)).success(show_title).run()
    Op(parent, lambda p: p.chat(chat_id).titel).run()
    Op(parent, lambda p: p.chatt(chat_id)).run()


def untyped(parent, chat_id):
    return chat_id
"""


@pytest.mark.timeout(900)
def test_the_type_check_catches_the_gui_reading_a_field_a_practice_result_does_not_have(tmp_path):
    """A GUI module that misspells a field of a typed Practice result (`Chat.title`), inside a callback or inside
    the lambda an Op runs on the worker, or misspells a Practice method, or leaves a function untyped, fails."""
    tree = _tree_with_gui_module(tmp_path, "mistakes.py", GUI_MISTAKES)
    done = _mypy("tareekh/gui/mistakes.py", cwd=tree)
    assert done.returncode == 1, done.stdout + done.stderr
    out = done.stdout
    assert 'mistakes.py:10: error: "Chat" has no attribute "titel"  [attr-defined]' in out
    # Inside the Op's lambda `p` is a Practice, not Any: its calls and the fields of what they return are checked.
    assert 'mistakes.py:15: error: "Chat" has no attribute "titel"  [attr-defined]' in out
    assert 'mistakes.py:16: error: "Practice" has no attribute "chatt"' in out
    assert "mistakes.py:19: error: Function is missing a type annotation  [no-untyped-def]" in out
