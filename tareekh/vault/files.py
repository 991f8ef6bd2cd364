"""Files sealed with AES-256-GCM: authenticated, so a changed byte is refused rather than read wrong.

A sealed file is MAGIC, a random 12-byte nonce, then the ciphertext with its 16-byte tag. Originals are
photos and documents of a few MB at most, so a file is sealed in one piece.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from tareekh.errors import InputError

MAGIC = b"TRKSEAL1"


class TamperedFile(InputError):
    code = "tampered"


def seal(key: bytes, data: bytes) -> bytes:
    nonce = os.urandom(12)
    return MAGIC + nonce + AESGCM(key).encrypt(nonce, data, MAGIC)


def unseal(key: bytes, blob: bytes, *, name: str = "file") -> bytes:
    if not blob.startswith(MAGIC):
        raise TamperedFile(f"{name}: not a sealed file of this home")
    try:
        return AESGCM(key).decrypt(blob[len(MAGIC):len(MAGIC) + 12], blob[len(MAGIC) + 12:], MAGIC)
    except InvalidTag:
        raise TamperedFile(f"{name}: changed or damaged since it was sealed (or sealed with another key); "
                           "it was not read") from None


def is_sealed(path: Path) -> bool:
    try:
        with open(path, "rb") as fh:
            return fh.read(len(MAGIC)) == MAGIC
    except OSError:
        return False


def write_atomic(path: Path, data: bytes, *, mode: int | None = None) -> None:
    """Write `data` to a temporary file beside `path`, flush it to disk, then rename it into place."""
    fd, tmp = tempfile.mkstemp(prefix=".sealing-", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
