"""`tareekh encrypt`: convert a plain practice home into an encrypted one, in place, resumably.

Never half-converted: the encrypted databases, the sealed originals and the new `vault.json` are first built
beside the home in `.encrypting/` (the plain home stays whole and usable until then), each original checked
by reading it back. Only then does the journal turn to "swapping", and the swap is a few renames, each safe to
repeat: a run cut short at any point is finished by running `tareekh encrypt` again with the same passphrase
(while the journal says "swapping", the home refuses to open and says so). The plain files are deleted last.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tareekh.errors import ConflictError, InputError
from tareekh.ingest.home_lock import home_lock
from tareekh.practice.home import ENCRYPT_JOURNAL, MEMORY_DB, ORIGINALS, PRACTICE_DB
from tareekh.settings import resolve_home
from tareekh.vault import DEFAULT_COST, VAULT_FILE, Vault, create_vault, is_encrypted_home, open_vault

STAGING = ".encrypting"
PLAIN_ASIDE = ".plain-originals"
DATABASES = (PRACTICE_DB, MEMORY_DB)


class EncryptReport(BaseModel):
    home: str
    databases: int
    originals: int
    resumed: bool
    seconds: float


def _journal(home: Path) -> dict[str, Any]:
    try:
        data = json.loads((home / ENCRYPT_JOURNAL).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_journal(home: Path, state: str) -> None:
    tmp = home / (ENCRYPT_JOURNAL + ".tmp")
    tmp.write_text(json.dumps({"state": state, "at": time.strftime("%Y-%m-%dT%H:%M:%S")}), encoding="utf-8")
    os.replace(tmp, home / ENCRYPT_JOURNAL)


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _build(home: Path, staging: Path, vault: Vault, progress: Callable[[str], None]) -> tuple[int, int]:
    """Encrypted copies of the databases and every original in `staging`; the plain home is only read."""
    databases = 0
    for name in DATABASES:
        if (home / name).exists():
            progress(f"encrypting {name}")
            vault.encrypt_database(home / name, staging / name)
            databases += 1
    sealed_dir = staging / ORIGINALS
    sealed_dir.mkdir(exist_ok=True)
    plain_dir = home / ORIGINALS
    plain = sorted(p for p in plain_dir.iterdir() if p.is_file() and not p.name.startswith(".")) \
        if plain_dir.is_dir() else []
    wanted = {p.name for p in plain}
    for extra in sealed_dir.iterdir():
        if extra.name not in wanted:  # removed from the home since an interrupted run, or a partial write
            extra.unlink()
    for n, path in enumerate(plain, start=1):
        target = sealed_dir / path.name
        data = path.read_bytes()
        if target.exists():
            try:
                if _sha256(vault.read_bytes(target)) == _sha256(data):
                    continue  # sealed by an earlier, interrupted run
            except InputError:
                pass
        vault.write_file(target, data, mode=0o444)
        if _sha256(vault.read_bytes(target)) != _sha256(data):
            raise InputError(f"{path.name}: its sealed copy does not read back the same; the home is unchanged")
        if n % 50 == 0:
            progress(f"sealed {n} of {len(plain)} originals")
    return databases, len(plain)


def _swap(home: Path, staging: Path) -> None:
    """Put the built files in place. Every step checks what is on disk first, so it is safe to repeat."""
    for name in DATABASES:
        built = staging / name
        if built.exists():
            for suffix in ("-wal", "-shm", "-journal"):
                # the plain database's log would be replayed into the encrypted file: its content is in the
                # encrypted copy already (the export read it)
                Path(str(home / name) + suffix).unlink(missing_ok=True)
            os.replace(built, home / name)
    sealed = staging / ORIGINALS
    if sealed.exists():
        if (home / ORIGINALS).exists():
            if (home / PLAIN_ASIDE).exists():
                shutil.rmtree(home / ORIGINALS)  # cannot hold anything: the home refuses to open while swapping
            else:
                os.rename(home / ORIGINALS, home / PLAIN_ASIDE)
        os.rename(sealed, home / ORIGINALS)
    if (staging / VAULT_FILE).exists():
        os.replace(staging / VAULT_FILE, home / VAULT_FILE)
    shutil.rmtree(home / PLAIN_ASIDE, ignore_errors=True)
    shutil.rmtree(staging, ignore_errors=True)
    (home / ENCRYPT_JOURNAL).unlink(missing_ok=True)


def interrupted(home: Path) -> bool:
    """Whether an encryption of `home` began and has not finished."""
    return bool(_journal(home).get("state"))


def encrypt_home(home: str | os.PathLike[str] | None, passphrase: str, *, cost: int = DEFAULT_COST,
                 progress: Callable[[str], None] | None = None,
                 _stop_after: str | None = None) -> EncryptReport:
    """Encrypt the plain practice at `home` under `passphrase`; finish an interrupted run (same passphrase).

    The app must be closed: a home held by an ingest is refused. `_stop_after` ("build") lets the tests stop
    a run between its two phases the way a crash would."""
    started = time.perf_counter()
    path = resolve_home(home)
    say = progress or (lambda _msg: None)
    if not (path / PRACTICE_DB).exists():
        raise InputError(f"no practice at {path}: nothing to encrypt")
    state = _journal(path).get("state")
    if is_encrypted_home(path) and state is None:
        raise ConflictError(f"the practice at {path} is already encrypted")
    if not passphrase:
        raise InputError("the passphrase is empty")
    staging = path / STAGING
    with home_lock(path, wait=False) as free:
        if not free:
            raise ConflictError("the practice is busy (an ingest is running): close the app and try again")
        resumed = state is not None
        if state is None or not (staging / VAULT_FILE).exists() and state == "building":
            shutil.rmtree(staging, ignore_errors=True)
            staging.mkdir()
            vault = create_vault(staging, passphrase, cost=cost)
            _write_journal(path, "building")
            state = "building"
        elif state == "building":
            vault = open_vault(staging, passphrase)  # a wrong passphrase stops here: nothing written
        else:  # swapping: the staged vault.json may already be in place
            vault = open_vault(staging if (staging / VAULT_FILE).exists() else path, passphrase)
        databases = originals = 0
        if state == "building":
            databases, originals = _build(path, staging, vault, say)
            if _stop_after == "build":
                return EncryptReport(home=str(path), databases=databases, originals=originals, resumed=resumed,
                                     seconds=time.perf_counter() - started)
            _write_journal(path, "swapping")
        say("putting the encrypted files in place")
        _swap(path, staging)
        vault.close()
    if not originals:
        originals = sum(1 for p in (path / ORIGINALS).iterdir() if p.is_file()) if (path / ORIGINALS).exists() else 0
        databases = sum(1 for name in DATABASES if (path / name).exists())
    return EncryptReport(home=str(path), databases=databases, originals=originals, resumed=resumed,
                         seconds=round(time.perf_counter() - started, 2))
