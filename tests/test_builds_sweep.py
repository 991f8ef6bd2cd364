"""The suite's background builds (tests/builds.py) clean up after runs that were killed before their own
clean-up ran, and only after those."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests import builds


@pytest.mark.skipif(os.name != "posix", reason="liveness of a process id is checked on POSIX only")
def test_a_folder_left_by_a_dead_run_is_removed_and_a_live_or_unknown_one_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(builds.tempfile, "gettempdir", lambda: str(tmp_path))
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    left = tmp_path / "tareekh-probe-dead"
    live = tmp_path / "tareekh-probe-live"
    unknown = tmp_path / "tareekh-probe-unknown"
    other_kind = tmp_path / "tareekh-other-dead"
    for folder in (left, live, unknown, other_kind):
        folder.mkdir()
        (folder / "log.txt").write_text("x", encoding="utf-8")
    (left / "owner").write_text(dead.stdout.strip(), encoding="ascii")
    (other_kind / "owner").write_text(dead.stdout.strip(), encoding="ascii")
    (live / "owner").write_text(str(os.getpid()), encoding="ascii")

    builds._sweep_left_behind("probe")

    assert not left.exists()
    assert live.exists() and unknown.exists() and other_kind.exists()
