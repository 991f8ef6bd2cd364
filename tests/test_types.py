"""The static type check: mypy, strict on the memory and practice rooms and on the GUI (pyproject.toml's
[tool.mypy]), runs clean.

It runs in the README's test command like any test, so a change that breaks a typed boundary fails here
rather than in front of the lawyer.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["tareekh/memory", "tareekh/practice", "tareekh/gui"]


def _mypy(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--config-file",
                           str(ROOT / "pyproject.toml"), *args], cwd=cwd, capture_output=True, text=True, timeout=600)


@pytest.mark.timeout(900)
def test_mypy_strict_on_the_memory_and_practice_rooms_and_the_gui_finds_no_error():
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


def test_the_type_check_is_strict_on_practice_its_modules_and_its_package_face(tmp_path):
    """The configuration really is strict for tareekh.practice: an untyped function in one of its modules, or
    in the package's own __init__ (where `Practice` lives), is an error."""
    room = tmp_path / "tareekh" / "practice"
    room.mkdir(parents=True)
    (tmp_path / "tareekh" / "__init__.py").write_text("", encoding="utf-8")
    (room / "__init__.py").write_text("def first(a):\n    return a\n", encoding="utf-8")
    (room / "loose.py").write_text("def add(a, b):\n    return a + b\n", encoding="utf-8")
    done = _mypy("tareekh/practice", cwd=tmp_path)
    assert done.returncode == 1
    assert "loose.py:1: error: Function is missing a type annotation" in done.stdout
    assert "__init__.py:1: error: Function is missing a type annotation" in done.stdout


def _tree_with_gui_modules(tmp_path: Path, modules: dict[str, str]) -> Path:
    """A copy of the package in tmp_path (links to the real rooms) whose gui/ also holds `modules`: mypy then
    checks more GUI modules against the real Practice, with the real configuration, without writing in the
    checkout."""
    pkg = tmp_path / "tareekh"
    pkg.mkdir()
    for child in (ROOT / "tareekh").iterdir():
        if child.name not in ("gui", "__pycache__"):
            (pkg / child.name).symlink_to(child)
    gui = pkg / "gui"
    gui.mkdir()
    for module in (ROOT / "tareekh" / "gui").glob("*.py"):
        (gui / module.name).symlink_to(module)
    for name, source in modules.items():
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


def loose(chat_id: str) -> int:
    return chat_id  # type: ignore
"""

# `p.name`, `p.registry.name` and `Practice.name` in the GUI: the Practice members it uses (names that are not
# Practice's, a party's `p.name` say, are told apart by mypy's "has no attribute").
USES = re.compile(r"\b(?:p|Practice)\.(?:registry\.)?[a-z_]+\b")

# Members mypy may read as Any, each with the reason why; the list may only shrink. Empty since Practice is
# composed of typed services (`settings` and `Practice.open` were the last two).
KNOWN_ANY: set[str] = set()


def _practice_uses() -> list[str]:
    found = set()
    for module in sorted((ROOT / "tareekh" / "gui").glob("*.py")):
        found.update(USES.findall(module.read_text(encoding="utf-8")))
    return sorted(found)


@pytest.fixture(scope="module")
def gui_probes(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    """One mypy run over two GUI modules that are not in the product: one with mistakes, and one that reveals
    the type of every Practice member the GUI uses."""
    uses = _practice_uses()
    reveal = "from tareekh.practice import Practice\n\n\ndef uses(p: Practice) -> None:\n" + \
        "".join(f"    reveal_type({name})\n" for name in uses)
    tree = _tree_with_gui_modules(tmp_path_factory.mktemp("gui-probes"),
                                  {"mistakes.py": GUI_MISTAKES, "practice_uses.py": reveal})
    return _mypy("tareekh/gui/mistakes.py", "tareekh/gui/practice_uses.py", cwd=tree), uses


@pytest.mark.timeout(900)
def test_the_type_check_catches_the_gui_reading_a_field_a_practice_result_does_not_have(gui_probes):
    """A GUI module that misspells a field of a typed Practice result (`Chat.title`), inside a callback or inside
    the lambda an Op runs on the worker, or misspells a Practice method, or leaves a function untyped, or ignores
    an error without naming it, fails."""
    done, _uses = gui_probes
    assert done.returncode == 1, done.stdout + done.stderr
    out = done.stdout
    assert 'mistakes.py:10: error: "Chat" has no attribute "titel"  [attr-defined]' in out
    # Inside the Op's lambda `p` is a Practice, not Any: its calls and the fields of what they return are checked.
    assert 'mistakes.py:15: error: "Chat" has no attribute "titel"  [attr-defined]' in out
    assert 'mistakes.py:16: error: "Practice" has no attribute "chatt"' in out
    assert "mistakes.py:19: error: Function is missing a type annotation  [no-untyped-def]" in out
    assert 'mistakes.py:24: error: "type: ignore" comment without error code' in out


@pytest.mark.timeout(900)
def test_every_practice_member_the_gui_uses_has_a_type_not_any(gui_probes):
    """What the GUI calls on Practice is typed: no member it uses reads as Any, nor returns Any, to mypy."""
    done, uses = gui_probes
    revealed: dict[str, str] = {}
    missing: set[str] = set()
    for line in done.stdout.splitlines():
        found = re.match(r"tareekh/gui/practice_uses\.py:(\d+): "
                         r"(note: Revealed type is (.*)|error: .*has no attribute)", line)
        if found:
            name = uses[int(found.group(1)) - 5]  # the reveals start on line 5
            if found.group(3) is not None:
                revealed[name] = found.group(3)
            else:
                missing.add(name)
    members = {name: t for name, t in revealed.items() if name not in missing}
    assert {"p.ask", "p.chat", "p.ingest", "p.registry.list_cases", "p.settings", "p.update_settings",
            "Practice.open", "Practice.passphrase_opens"} <= set(members)
    loose = {name for name, t in members.items() if t == '"Any"' or re.search(r'-> Any"$', t)}
    assert loose <= KNOWN_ANY, {name: members[name] for name in loose - KNOWN_ANY}
