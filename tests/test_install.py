"""The wheel, installed as a lawyer installs it: into a fresh virtualenv, run from a folder outside the source
tree with PYTHONPATH empty, HOME a new folder (the practice goes to the platform's user data folder under it)
and no tesseract on PATH. Then `tareekh doctor`, `tareekh demo`, `tareekh ask` and the app's offscreen
screenshot, as a person would run them.

Set INSTALL_TEST_TRANSCRIPT=FILE to keep what each command printed.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from tests import builds
from tests.conftest import path_without

ROOT = Path(__file__).resolve().parents[1]
BIN = "Scripts" if os.name == "nt" else "bin"


def _run(cmd: list[str], *, env: dict, cwd: Path, log: list[str], timeout: int = 600) -> subprocess.CompletedProcess:
    t0 = time.monotonic()
    out = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    shown = " ".join(Path(c).name if i == 0 else c for i, c in enumerate(cmd))
    log.append(f"$ {shown}    ({time.monotonic() - t0:.1f} s, exit {out.returncode})\n{out.stdout}"
               + (f"[stderr]\n{out.stderr}" if out.stderr.strip() else ""))
    return out


@pytest.fixture(scope="module")
def installed():
    """(venv, wheel, log): the wheel built from this checkout and installed with its dependencies."""
    folder, text = builds.wait("install")
    [wheel] = (folder / "wheels").glob("tareekh-*.whl")
    return folder / "venv", wheel, [text]


@pytest.mark.slow
@pytest.mark.timeout(2400)  # a build or an install from PyPI, then the demo
def test_the_installed_wheel_runs_doctor_demo_ask_and_the_app_without_the_source_tree_or_tesseract(
        installed, tmp_path):
    venv, wheel, log = installed
    run_dir = tmp_path / "somewhere else"
    run_dir.mkdir()
    home = tmp_path / "user home"
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("TAREEKH_", "PYTHON", "VIRTUAL_ENV", "XDG_"))}
    env.update(HOME=str(home), PYTHONPATH="", QT_QPA_PLATFORM="offscreen", OMP_THREAD_LIMIT="1",
               PATH=os.pathsep.join([str(venv / BIN), path_without(("tesseract",), tmp_path / "bin")]))
    tareekh = str(venv / BIN / "tareekh")
    shot = tmp_path / "main window.png"
    python = str(venv / BIN / "python")
    try:
        out = _run([python, "-c", "import tareekh, sys; print(tareekh.__file__); print(sys.path)"],
                   env=env, cwd=run_dir, log=log)
        where = out.stdout.splitlines()[0]
        assert where.startswith(str(venv)) and str(ROOT) not in out.stdout

        out = _run([tareekh, "doctor"], env=env, cwd=run_dir, log=log)
        assert out.returncode == 0, out.stdout + out.stderr
        assert "ok       RapidOCR and its models" in out.stdout
        assert "ok       embedding model and vocabulary" in out.stdout  # declared dependency or package data
        assert "absent   tesseract\n" in out.stdout and "without it: typed English pages are read by RapidOCR" in out.stdout
        assert out.stdout.rstrip().endswith("everything Tareekh needs is here")

        out = _run([tareekh, "demo"], env=env, cwd=run_dir, log=log, timeout=900)
        assert out.returncode == 0, out.stdout + out.stderr
        data_home = home / ".local" / "share" / "tareekh"  # platformdirs' user data folder under this HOME
        assert f"Demo practice at {data_home}" in out.stdout
        assert "registry imported 12 cases; 12 cases" in out.stdout and "new entries filed" in out.stdout
        assert (data_home / "practice.db").is_file()

        out = _run([tareekh, "entries", "--json"], env=env, cwd=run_dir, log=log)
        entries = json.loads(out.stdout)
        log[-1] = log[-1].split("\n")[0] + f"\n({len(entries)} entries; per file: " + ", ".join(
            f"{name} {sum(e['source_file'] == name for e in entries)}"
            for name in sorted({e["source_file"] for e in entries})) + ")\n"
        sources = {e["source_file"] for e in entries}
        assert {"CC_OS_412-23_2026-11-16.jpg", "IMG_20261116_174512.jpg"} <= sources  # typed and handwritten, read

        out = _run([tareekh, "ask", "What happened last time in the Seabreeze flat case?"], env=env, cwd=run_dir,
                   log=log)
        assert out.returncode == 0, out.stdout + out.stderr
        assert "PW1 cross" in out.stdout and "[1]" in out.stdout  # read from the handwritten photo, cited
        assert "IMG_20261116_174512.jpg" in out.stdout

        app = str(venv / BIN / "tareekh-app")  # the app's own entry point (no console window on Windows)
        out = _run([app, "--today", "2026-12-01", "--screenshot", str(shot)], env=env, cwd=run_dir, log=log,
                   timeout=300)
        assert out.returncode == 0, out.stdout + out.stderr
        assert shot.is_file() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000
        assert "screenshot saved to" in out.stdout
    finally:
        transcript = os.environ.get("INSTALL_TEST_TRANSCRIPT")
        if transcript:
            Path(transcript).write_text(f"wheel: {wheel.name}\n\n" + "\n".join(log), encoding="utf-8")
            if shot.is_file():  # beside it, the installed app's screenshot
                shutil.copyfile(shot, Path(transcript).with_name("installed-app-main-window.png"))
