"""The frozen app: packaging/tareekh.spec builds a one-folder app with PyInstaller, and the built program,
started from outside the source tree with no virtualenv, a new HOME and no display, builds the demo practice,
answers from it and saves its window's screenshot."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests import builds


def _clean_env(home: Path) -> dict:
    """What a double-click gives: the system's PATH, a HOME, nothing of this checkout or its virtualenv."""
    env = {"PATH": os.pathsep.join(["/usr/bin", "/bin"]), "HOME": str(home), "LANG": "C.UTF-8",
           "QT_QPA_PLATFORM": "offscreen", "OMP_THREAD_LIMIT": "1"}
    return env


@pytest.fixture(scope="module")
def frozen():
    pytest.importorskip("PyInstaller", reason="the dev extras install PyInstaller (scripts/setup.sh)")
    folder, log = builds.wait("freeze")
    print(log)
    program = folder / "dist" / "tareekh" / ("tareekh.exe" if os.name == "nt" else "tareekh")
    assert program.is_file()
    return program


@pytest.mark.slow
@pytest.mark.timeout(2400)  # a build or an install from PyPI, then the demo
def test_the_frozen_app_builds_the_demo_answers_and_saves_its_screenshot_outside_the_source_tree(frozen, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = _clean_env(tmp_path / "home")

    def run(*args: str, timeout: int = 600) -> subprocess.CompletedProcess:
        return subprocess.run([str(frozen), *args], env=env, cwd=elsewhere, capture_output=True, text=True,
                              timeout=timeout)

    out = run("demo", timeout=900)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "registry imported 12 cases; 12 cases" in out.stdout
    assert "new entries filed" in out.stdout  # its OCR workers started as the frozen program itself
    assert str(tmp_path / "home") in out.stdout  # the home is the platform's user data folder under HOME

    out = run("ask", "What happened last time in the Seabreeze flat case?")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "[1]" in out.stdout and "IMG_20261116_174512.jpg" in out.stdout

    shot = tmp_path / "frozen main window.png"
    out = run("--today", "2026-12-01", "--screenshot", str(shot), timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000

    out = run("doctor")
    assert "the frozen app" in out.stdout and "ok       embedding model and vocabulary" in out.stdout
    assert "ok       RapidOCR and its models" in out.stdout
