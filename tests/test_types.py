"""The static type check: mypy, strict on the memory and practice rooms (pyproject.toml's [tool.mypy]), runs
clean.

It runs in the README's test command like any test, so a change that breaks a typed boundary fails here
rather than in front of the lawyer.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["tareekh/memory", "tareekh/practice"]


def _mypy(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--config-file",
                           str(ROOT / "pyproject.toml"), *args], cwd=cwd, capture_output=True, text=True, timeout=600)


@pytest.mark.timeout(900)
def test_mypy_strict_on_the_memory_and_practice_rooms_finds_no_error():
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
