"""A home's vault: plain, or encrypted (SQLCipher databases, AES-GCM sealed files) under the home's keys.

Every database connection and every original of a home goes through its `Vault`, so a plain home and an
encrypted one run the same code. Readers that need a file on disk (tesseract, PDF and image libraries, the
app's page view) get a plaintext working copy in a private temporary folder outside the home (readable only by
this user), removed when it has been read or when the vault closes.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from tareekh.vault.files import is_sealed, seal, unseal, write_atomic
from tareekh.vault.keys import DEFAULT_COST, VAULT_FILE, HomeKeys, VaultHeader, WrongPassphrase, new_header, unlock


def _cipher_module():
    import sqlcipher3

    return sqlcipher3


def database_errors() -> tuple[type[Exception], ...]:
    """The DB-API error classes of both drivers (a plain home's sqlite3, an encrypted home's sqlcipher3)."""
    return (sqlite3.Error, _cipher_module().Error)


def operational_errors() -> tuple[type[Exception], ...]:
    return (sqlite3.OperationalError, _cipher_module().OperationalError)


def row_class(conn: Any) -> type:
    """The Row class of the driver behind `conn` (sqlite3.Row accepts only sqlite3's own cursors)."""
    return sqlite3.Row if isinstance(conn, sqlite3.Connection) else _cipher_module().Row


CIPHER_CACHE_KIB = 32768


class Vault:
    """How one home keeps its bytes. `Vault(None)` is a plain home."""

    def __init__(self, keys: HomeKeys | None) -> None:
        self._keys = keys
        self._scratch: Path | None = None

    @property
    def encrypted(self) -> bool:
        return self._keys is not None

    # -- databases

    def connect(self, path: str | os.PathLike, **kwargs: Any) -> Any:
        """A DB-API connection to `path` (sqlite3's keyword arguments): sqlite3 for a plain home, SQLCipher
        keyed with the home's database key for an encrypted one. A wrong key is WrongPassphrase."""
        if self._keys is None:
            return sqlite3.connect(path, **kwargs)
        sqlcipher3 = _cipher_module()
        conn = sqlcipher3.connect(str(path), **kwargs)
        conn.execute("PRAGMA cipher_log_level = NONE")  # a wrong key is our message, not a line on stderr
        conn.execute(f"PRAGMA key = \"x'{self._keys.database.hex()}'\"")
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlcipher3.DatabaseError:
            conn.close()
            raise WrongPassphrase(f"{Path(path).name} cannot be opened with this home's key (a wrong passphrase, "
                                  "or a database that is not this home's); nothing was changed") from None
        # sorts and temporary tables stay in memory: no temporary file is ever written beside the database
        conn.execute("PRAGMA temp_store = MEMORY")
        # A page SQLite reads again from its own cache costs nothing; one read again from the file must be
        # decrypted and checked again. SQLite's default 2 MiB cache made the Today page 3x slower on a
        # 342-upload practice (memory.db 15 MB); 32 MiB, filled only as pages are read, brings it level.
        conn.execute(f"PRAGMA cache_size = -{CIPHER_CACHE_KIB}")
        return conn

    def encrypt_database(self, plain: Path, target: Path) -> None:
        """Copy the plain SQLite database `plain` (its WAL included) into a new file `target` keyed with this
        vault's key, and check the copy's integrity. `plain` is only read."""
        if self._keys is None:
            raise ValueError("a plain vault has no key to encrypt with")
        from tareekh.errors import InputError

        sqlcipher3 = _cipher_module()
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(str(target) + suffix).unlink(missing_ok=True)  # an export cut short is started again
        src = sqlcipher3.connect(f"file:{plain}?mode=ro", uri=True, timeout=30.0)
        try:
            src.execute(f"ATTACH DATABASE ? AS encrypted KEY \"x'{self._keys.database.hex()}'\"", (str(target),))
            src.execute("SELECT sqlcipher_export('encrypted')")
            version = int(src.execute("PRAGMA main.user_version").fetchone()[0])
            src.execute(f"PRAGMA encrypted.user_version = {version}")
            src.execute("DETACH DATABASE encrypted")
        finally:
            src.close()
        check = self.connect(target)
        try:
            if check.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                raise InputError(f"{Path(plain).name}: its encrypted copy failed the integrity check")
        finally:
            check.close()

    def copy_database(self, source: Path, target: Path) -> None:
        """A consistent copy of the live database `source` (SQLite's online backup), keyed like it."""
        src = self.connect(f"file:{source}?mode=ro", uri=True, timeout=30.0)
        try:
            dst = self.connect(target)
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()

    # -- files

    def seal(self, data: bytes) -> bytes:
        """The bytes to store for `data`: sealed in an encrypted home, as they are in a plain one."""
        return data if self._keys is None else seal(self._keys.files, data)

    def unseal(self, blob: bytes, *, name: str = "file") -> bytes:
        return blob if self._keys is None else unseal(self._keys.files, blob, name=name)

    def read_bytes(self, path: Path) -> bytes:
        """The plaintext of a stored file (a changed sealed file is refused: TamperedFile)."""
        return self.unseal(Path(path).read_bytes(), name=Path(path).name)

    def write_file(self, path: Path, data: bytes, *, mode: int | None = None) -> None:
        """Store `data` at `path` (sealed in an encrypted home), atomically."""
        write_atomic(Path(path), self.seal(data), mode=mode)

    def plain_path(self, path: Path) -> Path:
        """A path whose bytes are the plaintext of the stored file `path`: the file itself in a plain home, a
        working copy outside the home in an encrypted one (release it with `release`)."""
        path = Path(path)
        if self._keys is None:
            return path
        if self._scratch is None:
            self._scratch = Path(tempfile.mkdtemp(prefix="tareekh-open-"))  # mode 0700: this user only
            atexit.register(shutil.rmtree, self._scratch, True)
        copy = self._scratch / path.name
        if not copy.exists():
            write_atomic(copy, self.read_bytes(path), mode=0o600)
        return copy

    def release(self, path: Path) -> None:
        """Remove the working copy `plain_path` made of the stored file `path` (none in a plain home)."""
        if self._scratch is not None:
            (self._scratch / Path(path).name).unlink(missing_ok=True)

    def close(self) -> None:
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None


PLAIN = Vault(None)


def is_encrypted_home(home: Path) -> bool:
    return (Path(home) / VAULT_FILE).exists()


def open_vault(home: Path, passphrase: str | None) -> Vault:
    """The vault of `home`: plain when it has no vault.json; else unlocked with `passphrase`."""
    path = Path(home) / VAULT_FILE
    if not path.exists():
        return Vault(None)
    from tareekh.vault.keys import PassphraseNeeded

    if not passphrase:
        raise PassphraseNeeded(f"the practice at {home} is encrypted: give its passphrase (type it when asked, "
                               "set TAREEKH_PASSPHRASE, or keep it in the keychain)")
    return Vault(unlock(VaultHeader.read(path), passphrase))


def create_vault(folder: Path, passphrase: str, *, cost: int = DEFAULT_COST) -> Vault:
    """Write a new vault.json into `folder` for `passphrase`; return its (unlocked) vault."""
    header, keys = new_header(passphrase, cost)
    Path(folder).mkdir(parents=True, exist_ok=True)
    write_atomic(Path(folder) / VAULT_FILE, header.to_json().encode("utf-8"))
    return Vault(keys)


__all__ = ["PLAIN", "Vault", "create_vault", "database_errors", "is_encrypted_home", "is_sealed", "open_vault",
           "operational_errors", "row_class"]
