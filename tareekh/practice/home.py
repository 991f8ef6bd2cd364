"""The home folder: settings, practice.db with its migrations, and the folders every room uses."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

from tareekh import keychain
from tareekh.errors import ConflictError, InputError
from tareekh.migrations import Migration, apply_migrations
from tareekh.settings import Settings, load_settings, resolve_home
from tareekh.vault import (
    DEFAULT_COST, PLAIN, Vault, WrongPassphrase, create_vault, is_encrypted_home, open_vault,
)

PRACTICE_DB = "practice.db"
MEMORY_DB = "memory.db"
ORIGINALS = "originals"
LOGS = "logs"
PASSPHRASE_SECRET = "passphrase"  # the keychain entry of a home's passphrase, when the lawyer asks to keep it
ENCRYPT_JOURNAL = "encrypt-journal.json"


def find_passphrase(home: Path) -> str | None:
    """The passphrase of an encrypted home without asking: TAREEKH_PASSPHRASE, else the keychain."""
    return os.environ.get("TAREEKH_PASSPHRASE") or keychain.load(home, PASSPHRASE_SECRET)


def practice_migrations() -> list[Migration]:
    """Every room's practice.db migrations, in order. Each room names its own (`registry-0001-…`)."""
    from tareekh.registry.schema import MIGRATIONS as registry
    from tareekh.ingest.schema import MIGRATIONS as ingest
    from tareekh.agent.schema import MIGRATIONS as agent
    from tareekh.events.schema import MIGRATIONS as events

    return [*registry, *ingest, *agent, *events]


def connect(path: Path, vault: Vault = PLAIN) -> sqlite3.Connection:
    """A connection with the settings every Tareekh database uses: WAL, a busy timeout, foreign keys; keyed
    (SQLCipher) when the home is encrypted."""
    conn: sqlite3.Connection = vault.connect(path, timeout=30.0, check_same_thread=False)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA busy_timeout=30000")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA synchronous=NORMAL")
    return conn


class PracticeHome:
    """The home folder, its settings and practice.db's connection: what every room's service stands on.

    One object, shared by the services: when the lawyer changes the settings, `settings` is replaced here
    and every service reads the new ones at its next use."""

    def __init__(self, path: Path, settings: Settings, conn: sqlite3.Connection, vault: Vault = PLAIN) -> None:
        self.path = path
        self.settings = settings
        self.conn = conn
        self.vault = vault

    @property
    def originals_dir(self) -> Path:
        return self.path / ORIGINALS

    @property
    def memory_path(self) -> Path:
        return self.path / MEMORY_DB

    def close(self) -> None:
        self.conn.close()
        self.vault.close()


def open_home(home: str | os.PathLike[str] | None = None, *, create: bool = True, passphrase: str | None = None,
              encrypt: bool = False, kdf_cost: int = DEFAULT_COST, **overrides: Any) -> PracticeHome:
    """Open (and, unless create=False, create) the practice home; apply pending migrations.

    An encrypted home is unlocked with `passphrase`, else TAREEKH_PASSPHRASE, else the keychain; a wrong
    one raises WrongPassphrase before anything is written. `encrypt=True` creates a new home encrypted."""
    path = resolve_home(home)
    if path.exists() and not path.is_dir():
        raise InputError(f"home {path} is a file, not a folder")
    exists = (path / PRACTICE_DB).exists()
    if not exists and not create:
        raise InputError(f"no practice at {path}: run `tareekh init --home {path}` first")
    if (path / ENCRYPT_JOURNAL).exists() and _journal_state(path) == "swapping":
        raise InputError(f"encrypting the practice at {path} was interrupted: run `tareekh encrypt --home "
                         f"{path}` to finish it (nothing is lost)")
    if encrypt and not is_encrypted_home(path):
        if exists:
            raise ConflictError(f"{path} already holds a practice: encrypt it with `tareekh encrypt`")
        if not passphrase:
            raise InputError("an encrypted practice needs a passphrase")
        path.mkdir(parents=True, exist_ok=True)
        vault = create_vault(path, passphrase, cost=kdf_cost)
    else:
        vault = open_vault(path, passphrase or find_passphrase(path)) if is_encrypted_home(path) else PLAIN
    for sub in ("", ORIGINALS, LOGS):
        (path / sub).mkdir(parents=True, exist_ok=True)
    settings = load_settings(path, **overrides)
    conn = connect(path / PRACTICE_DB, vault)
    apply_migrations(conn, practice_migrations())
    return PracticeHome(path, settings, conn, vault)


def needs_passphrase(home: str | os.PathLike[str] | None) -> bool:
    """Whether opening `home` needs a passphrase typed (encrypted, and none in the environment or keychain)."""
    path = resolve_home(home)
    return is_encrypted_home(path) and not find_passphrase(path)


def home_exists(home: str | os.PathLike[str] | None) -> bool:
    """Whether a practice has been created at `home` (its database is there)."""
    return (resolve_home(home) / PRACTICE_DB).exists()


def keep_passphrase(home: str | os.PathLike[str] | None, passphrase: str) -> bool:
    """Keep an encrypted home's passphrase in this computer's keychain, so it opens without asking; False
    when there is no keychain (the passphrase is then typed, or set in TAREEKH_PASSPHRASE)."""
    return keychain.store(resolve_home(home), PASSPHRASE_SECRET, passphrase)


def passphrase_opens(home: str | os.PathLike[str] | None, passphrase: str) -> bool:
    """Whether `passphrase` unlocks the encrypted `home` (nothing is opened or written)."""
    try:
        open_vault(resolve_home(home), passphrase)
    except WrongPassphrase:
        return False
    return True


def _journal_state(home: Path) -> str | None:
    import json

    try:
        state = json.loads((home / ENCRYPT_JOURNAL).read_text(encoding="utf-8")).get("state")
    except (OSError, ValueError, AttributeError):
        return None
    return state if isinstance(state, str) else None
