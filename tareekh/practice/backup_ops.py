"""Backup and restore of a whole practice home as one zip archive.

The archive holds both databases (copied with SQLite's online backup API, so a backup taken while the
app is writing is still consistent), every original, and the settings with any API key removed. A
`manifest.json` lists each member with its sha256; restore checks every one before it writes anything
into the home, and refuses a home that already holds a practice unless told to replace it.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import tempfile
import tomllib
import zipfile
from datetime import datetime, timezone
from pathlib import Path, PurePosixPath

from pydantic import BaseModel

from tareekh.errors import ConflictError, InputError
from tareekh.practice.home import MEMORY_DB, ORIGINALS, PRACTICE_DB
from tareekh.settings import SETTINGS_FILE, resolve_home

FORMAT = "tareekh-backup/1"


class BackupReport(BaseModel):
    archive: str
    files: int
    originals: int
    bytes: int
    # set when the memory is on a server: the archive holds no copy of it (said, never left to surprise)
    memory_not_included: str | None = None


class RestoreReport(BaseModel):
    home: str
    files: int
    originals: int
    previous_home: str | None = None  # with --replace: where the home that was there before now is


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _copy_database(source: Path, target: Path) -> None:
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True, timeout=30)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()


def _settings_without_secrets(path: Path) -> str | None:
    if not path.exists():
        return None
    lines = path.read_text(encoding="utf-8").splitlines()
    kept = [ln for ln in lines if not ln.strip().replace(" ", "").startswith("api_key=")]
    text = "\n".join(kept) + "\n"
    tomllib.loads(text)  # still valid after the key is gone
    return text


class BackupOps:
    """Mixed into Practice: `backup(path)`; `restore_practice(archive, home, replace=False)`."""

    def backup(self, path: str | os.PathLike) -> BackupReport:
        """Write one zip archive of the whole practice to `path` (refuses to overwrite)."""
        target = Path(path).expanduser().resolve()
        if target.exists():
            raise ConflictError(f"{target} already exists: choose a new file name for the backup")
        if self.home in target.parents:
            raise InputError(f"{target} is inside the practice home: write the backup somewhere else")
        target.parent.mkdir(parents=True, exist_ok=True)
        members: dict[str, str] = {}
        partial = target.with_name(target.name + ".partial")
        with tempfile.TemporaryDirectory() as tmp, zipfile.ZipFile(partial, "w") as zf:
            for name in (PRACTICE_DB, MEMORY_DB):
                if (self.home / name).exists():
                    copy = Path(tmp) / name
                    _copy_database(self.home / name, copy)
                    members[name] = _sha256(copy)
                    zf.write(copy, name, compress_type=zipfile.ZIP_DEFLATED)
            originals = sorted(p for p in self.originals_dir.iterdir() if p.is_file())
            for orig in originals:
                arc = f"{ORIGINALS}/{orig.name}"
                members[arc] = _sha256(orig)
                zf.write(orig, arc, compress_type=zipfile.ZIP_STORED)
            settings = _settings_without_secrets(self.home / SETTINGS_FILE)
            if settings is not None:
                zf.writestr(SETTINGS_FILE, settings)
                members[SETTINGS_FILE] = hashlib.sha256(settings.encode()).hexdigest()
            manifest = {
                "format": FORMAT,
                "created": datetime.now(timezone.utc).isoformat(),
                "members": members,
            }
            zf.writestr("manifest.json", json.dumps(manifest, indent=1))
        partial.replace(target)
        memory = self.settings.memory
        return BackupReport(
            archive=str(target),
            files=len(members),
            originals=sum(1 for m in members if m.startswith(f"{ORIGINALS}/")),
            bytes=target.stat().st_size,
            memory_not_included=(f"the memory is on the server {memory.url} (bank {memory.bank}) and is not in this "
                                 "archive: back it up on the server, or bring it home first with "
                                 "`tareekh memory migrate --to embedded`") if memory.on_server else None,
        )


def restore_practice(archive: str | os.PathLike, home: str | os.PathLike | None, *, replace: bool = False) -> RestoreReport:
    """Restore an archive made by `backup` into `home`, checking every member's sha256 first."""
    source = Path(archive).expanduser()
    if not source.is_file():
        raise InputError(f"{source}: no such backup file")
    target = resolve_home(home)
    if target.exists() and any(target.iterdir()) and not replace:
        raise ConflictError(
            f"{target} is not empty: restore into an empty folder, or pass --replace to overwrite it"
        )
    try:
        zf = zipfile.ZipFile(source)
    except zipfile.BadZipFile:
        raise InputError(f"{source}: not a Tareekh backup (not a zip archive)") from None
    with zf:
        try:
            manifest = json.loads(zf.read("manifest.json"))
        except (KeyError, ValueError):
            raise InputError(f"{source}: not a Tareekh backup (no valid manifest.json)") from None
        if manifest.get("format") != FORMAT:
            raise InputError(f"{source}: unknown backup format {manifest.get('format')!r}")
        members: dict[str, str] = manifest.get("members", {})
        for name in members:
            parts = PurePosixPath(name).parts
            if name.startswith("/") or ".." in parts or "\\" in name or len(parts) > 2:
                raise InputError(f"{source}: refusing unsafe member name {name!r}")
        target.parent.mkdir(parents=True, exist_ok=True)
        # The whole home is built beside the target and put in place with renames, so a kill at any point
        # leaves either the old home or the new one (and, with --replace, the old one is kept aside).
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.restore-", dir=target.parent))
        try:
            (staging / ORIGINALS).mkdir()
            for name, digest in members.items():
                out = staging / name
                out.parent.mkdir(parents=True, exist_ok=True)
                with zf.open(name) as src, open(out, "wb") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)
                if _sha256(out) != digest:
                    raise InputError(f"{source}: {name} is damaged (checksum mismatch); nothing restored")
            previous = None
            if target.exists():
                if any(target.iterdir()):
                    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
                    previous = target.with_name(f"{target.name}.replaced-{stamp}")
                    os.rename(target, previous)
                else:
                    target.rmdir()
            os.rename(staging, target)
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
    return RestoreReport(
        home=str(target),
        files=len(members),
        originals=sum(1 for m in members if m.startswith(f"{ORIGINALS}/")),
        previous_home=str(previous) if previous else None,
    )
