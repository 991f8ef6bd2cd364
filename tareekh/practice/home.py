"""The home folder: settings, practice.db with its migrations, and the folders every room uses."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

import sqlite_utils

from tareekh.errors import InputError
from tareekh.migrations import Migration, apply_migrations
from tareekh.settings import Settings, load_settings, resolve_home

PRACTICE_DB = "practice.db"
MEMORY_DB = "memory.db"
ORIGINALS = "originals"
LOGS = "logs"


def practice_migrations() -> list[Migration]:
    """Every room's practice.db migrations, in order. Each room names its own (`registry-0001-…`)."""
    from tareekh.registry.schema import MIGRATIONS as registry
    from tareekh.ingest.schema import MIGRATIONS as ingest
    from tareekh.agent.schema import MIGRATIONS as agent
    from tareekh.events.schema import MIGRATIONS as events

    return [*registry, *ingest, *agent, *events]


def connect(path: Path) -> sqlite3.Connection:
    """A connection with the settings every Tareekh database uses: WAL, a busy timeout, foreign keys."""
    conn = sqlite3.connect(path, timeout=30.0, check_same_thread=False)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA busy_timeout=30000")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA synchronous=NORMAL")
    return conn


class PracticeHome:
    """Owns the home folder, the settings and the practice.db connection."""

    home: Path
    settings: Settings
    db: sqlite_utils.Database

    def __init__(self, home: Path, settings: Settings, conn: sqlite3.Connection) -> None:
        self.home = home
        self.settings = settings
        self.conn = conn
        self.db = sqlite_utils.Database(conn)

    @classmethod
    def open(cls, home: str | os.PathLike | None = None, *, create: bool = True, **overrides: Any):
        """Open (and, unless create=False, create) the practice home; apply pending migrations."""
        path = resolve_home(home)
        if path.exists() and not path.is_dir():
            raise InputError(f"home {path} is a file, not a folder")
        if not (path / PRACTICE_DB).exists() and not create:
            raise InputError(f"no practice at {path}: run `tareekh init --home {path}` first")
        for sub in ("", ORIGINALS, LOGS):
            (path / sub).mkdir(parents=True, exist_ok=True)
        settings = load_settings(path, **overrides)
        conn = connect(path / PRACTICE_DB)
        apply_migrations(conn, practice_migrations())
        practice = cls(path, settings, conn)
        practice._after_open()
        return practice

    def _after_open(self) -> None:
        """Work the rooms do at start-up; `Practice` names each room's (this folder alone has none)."""

    def _before_close(self) -> None:
        """Work the rooms do before the connection closes; `Practice` names each room's."""

    @property
    def originals_dir(self) -> Path:
        return self.home / ORIGINALS

    @property
    def memory_path(self) -> Path:
        return self.home / MEMORY_DB

    def close(self) -> None:
        self._before_close()
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()
