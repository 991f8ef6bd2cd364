"""The real Hindsight server the server half of the suite runs against: started once per session on loopback.

`bash scripts/test.sh` runs the server half whenever the server can start (the first run installs its
virtualenv: a few minutes). `TAREEKH_SKIP_SERVER=1` skips it, and every skipped test then says so in the
summary, beside a banner at the top and the bottom of the run; a server that cannot start fails those
tests with its log rather than skipping them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "scripts" / "hindsight_server.py"
SKIP_REASON = "THE MEMORY SERVER HALF IS SKIPPED (TAREEKH_SKIP_SERVER=1): these tests ran on the embedded engine only"


def skip_requested() -> bool:
    return os.environ.get("TAREEKH_SKIP_SERVER", "") not in ("", "0")


class Server:
    """A running server: its URL, its folder, and fresh bank names for each test."""

    def __init__(self, url: str, folder: Path) -> None:
        self.url = url
        self.folder = folder

    def new_bank_id(self, prefix: str = "t") -> str:
        return f"{prefix}-{uuid.uuid4().hex[:12]}"


def start(folder: Path) -> Server:
    # the server's folder must be reachable by the unprivileged user PostgreSQL runs as under root
    out = subprocess.run([sys.executable, str(SCRIPT), "start", "--dir", str(folder), "--json"],
                         capture_output=True, text=True, timeout=1500)
    if out.returncode != 0:
        pytest.fail(f"the Hindsight server did not start (set TAREEKH_SKIP_SERVER=1 to skip the server half):\n"
                    f"{out.stderr[-4000:]}", pytrace=False)
    state = json.loads(out.stdout.strip().splitlines()[-1])
    return Server(state["url"], folder)


def stop(folder: Path) -> None:
    subprocess.run([sys.executable, str(SCRIPT), "stop", "--dir", str(folder)], capture_output=True, timeout=120)


def new_folder() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="tareekh-hindsight-"))
    folder.chmod(0o755)
    return folder


def remove(folder: Path) -> None:
    shutil.rmtree(folder, ignore_errors=True)
