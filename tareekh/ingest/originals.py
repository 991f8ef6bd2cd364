"""The content-addressed originals store: every dropped file is copied to `originals/<sha256><ext>` first.

The dropped file is only ever opened for reading. The copy is written to a temporary name inside the
originals folder and renamed into place, so a crash never leaves a half-written original under its final
name. Nothing is written outside the home.
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
import tempfile
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from tareekh.errors import InputError
from tareekh.ingest.filetypes import IMAGE_TYPES, SUPPORTED, TEXT_TYPES

IMAGE_EXTS = IMAGE_TYPES
TEXT_EXTS = TEXT_TYPES
_CHUNK = 1 << 20
_MAX_NAME = 120


@dataclass(frozen=True)
class StoredOriginal:
    sha256: str
    relpath: str  # relative to the home, e.g. "originals/ab12….jpg"
    ext: str  # lower-case, with the dot; "" when the file had none
    size: int
    display_name: str


def sanitise_name(name: str) -> str:
    """A file name safe to show and log: no folders, no control or shell characters, bounded length."""
    name = unicodedata.normalize("NFC", str(name))
    name = name.replace("\\", "/").split("/")[-1]
    name = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C")  # NUL, newlines, controls
    # parentheses stay: Windows and browsers name a second copy "notes (1).txt"; the name is only ever shown
    name = re.sub(r"[`$;&|<>*?\"'!{}\[\]#~^]", "_", name)
    name = re.sub(r"\s+", " ", name).strip(" .")
    if len(name) > _MAX_NAME:
        stem, dot, ext = name.rpartition(".")
        name = (stem[: _MAX_NAME - len(ext) - 1] + dot + ext) if dot and len(ext) <= 8 else name[:_MAX_NAME]
    return name or "unnamed"


def extension(name: str) -> str:
    suffix = Path(name).suffix.lower()
    return suffix if re.fullmatch(r"\.[a-z0-9]{1,8}", suffix or "") else ""


def check_source(path: Path) -> None:
    """Refuse what ingest will not open: symlinks, folders, devices, missing files."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        raise InputError(f"{sanitise_name(path.name)}: no such file") from None
    except OSError as exc:
        raise InputError(f"{sanitise_name(path.name)}: cannot open ({exc.strerror})") from None
    if stat.S_ISLNK(st.st_mode):
        raise InputError(f"{sanitise_name(path.name)}: is a symbolic link; drop the file itself")
    if stat.S_ISDIR(st.st_mode):
        raise InputError(f"{sanitise_name(path.name)}: is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise InputError(f"{sanitise_name(path.name)}: not a regular file")


def store_original(path: Path, originals_dir: Path, *, display_name: str | None = None) -> StoredOriginal:
    """Copy `path` into the store under its sha256 (atomically); the source is only read."""
    path = Path(path)
    check_source(path)
    shown = sanitise_name(display_name or path.name)
    ext = extension(shown)
    originals_dir.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha256()
    size = 0
    fd, tmp_name = tempfile.mkstemp(prefix=".incoming-", suffix=".part", dir=originals_dir)
    tmp = Path(tmp_name)
    try:
        # O_NOFOLLOW: a file swapped for a symlink after the check is still refused.
        src_fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(src_fd, "rb") as src, os.fdopen(fd, "wb") as dst:
            while chunk := src.read(_CHUNK):
                digest.update(chunk)
                dst.write(chunk)
                size += len(chunk)
            dst.flush()
            os.fsync(dst.fileno())
        sha = digest.hexdigest()
        final = originals_dir / f"{sha}{ext}"
        if final.exists():
            tmp.unlink()
        else:
            os.chmod(tmp, 0o444)
            os.replace(tmp, final)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise InputError(f"{shown}: could not be copied into the home ({exc.strerror or exc})") from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return StoredOriginal(sha, f"{originals_dir.name}/{sha}{ext}", ext, size, shown)


def store_bytes(data: bytes, originals_dir: Path, *, display_name: str) -> StoredOriginal:
    """Store text typed into the app (or other in-memory content) the same way as a dropped file."""
    shown = sanitise_name(display_name)
    ext = extension(shown)
    sha = hashlib.sha256(data).hexdigest()
    originals_dir.mkdir(parents=True, exist_ok=True)
    final = originals_dir / f"{sha}{ext}"
    if not final.exists():
        fd, tmp_name = tempfile.mkstemp(prefix=".incoming-", suffix=".part", dir=originals_dir)
        try:
            with os.fdopen(fd, "wb") as dst:
                dst.write(data)
            os.chmod(tmp_name, 0o444)
            os.replace(tmp_name, final)
        except BaseException:
            Path(tmp_name).unlink(missing_ok=True)
            raise
    return StoredOriginal(sha, f"{originals_dir.name}/{sha}{ext}", ext, len(data), shown)
