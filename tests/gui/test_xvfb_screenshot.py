"""The run command's path on a machine with an X server: the app under Xvfb with the xcb platform."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from PIL import Image, ImageStat


@pytest.mark.slow
def test_app_under_xvfb_renders_a_screenshot_that_is_not_blank(demo_home, tmp_path):
    xvfb_run = shutil.which("xvfb-run")
    if xvfb_run is None or shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (scripts/setup.sh installs the xvfb package)")
    shot = tmp_path / "main.png"
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAREEKH_")}
    env["QT_QPA_PLATFORM"] = "xcb"
    env.pop("DISPLAY", None)
    proc = subprocess.run(
        [xvfb_run, "-a", "-s", "-screen 0 1400x900x24", sys.executable, "-m", "tareekh", "--home",
         str(demo_home), "--today", "2026-12-01", "--screenshot", str(shot)],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert shot.exists(), proc.stdout + proc.stderr
    image = Image.open(shot).convert("L")
    assert image.width >= 800 and image.height >= 500
    assert ImageStat.Stat(image).var[0] > 100, "the screenshot is blank"
    # The Today page rendered its matters: the first case's card is dark text on a light card.
    assert sum(1 for n in image.histogram() if n) > 20  # more than twenty grey levels in use


def _run_app(*args: str):
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAREEKH_")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run([sys.executable, "-m", "tareekh", *args], env=env, capture_output=True, text=True,
                          timeout=120)


def test_bad_start_up_arguments_get_one_clear_line_and_exit_2(tmp_path):
    a_file = tmp_path / "not-a-folder"
    a_file.write_text("x")
    proc = _run_app("--home", str(a_file), "--screenshot", str(tmp_path / "x.png"))
    assert proc.returncode == 2 and "is a file, not a folder" in proc.stderr
    assert "Traceback" not in proc.stderr
    proc = _run_app("--home", str(tmp_path / "h"), "--today", "31.12.2026", "--screenshot", str(tmp_path / "x.png"))
    assert proc.returncode == 2 and "not a date like" in proc.stderr and "Traceback" not in proc.stderr


def test_without_a_display_the_app_says_so_instead_of_aborting(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("TAREEKH_") and k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    proc = subprocess.run([sys.executable, "-m", "tareekh", "--home", str(tmp_path / "h")], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "no display found" in proc.stderr and "--screenshot" in proc.stderr
