"""One ingest (or start-up resume) at a time per practice home, across processes and threads.

An exclusive lock on the first byte of `home/.ingest.lock`: `fcntl.flock` on Linux and macOS,
`msvcrt.locking` on Windows. Both are released by the system when the holder exits or is killed, so a crash
never leaves a practice locked. Windows has no call that waits for such a lock without a ten-second limit, so
every platform waits the same way: it tries, and tries again every `POLL_S` — the path that the tests run here
is the one that runs on Windows.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

LOCK_FILE = ".ingest.lock"
POLL_S = 0.1

TryLock = Callable[[int], bool]
Unlock = Callable[[int], None]


def platform_locks() -> tuple[TryLock, Unlock]:
    """(try_lock(fd) -> held, unlock(fd)) for this system: flock where fcntl exists, else msvcrt."""
    try:
        import fcntl
    except ImportError:
        import msvcrt  # Windows

        return msvcrt_locks(msvcrt)

    def try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

    return try_lock, unlock


def msvcrt_locks(msvcrt) -> tuple[TryLock, Unlock]:
    """The Windows pair: lock and unlock byte 0 with `msvcrt.locking` (a held lock raises OSError)."""

    def try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)  # msvcrt.locking locks from the current position
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

    return try_lock, unlock


@contextmanager
def home_lock(home: Path, *, wait: bool = True, on_wait: Callable[[], None] | None = None,
              locks: tuple[TryLock, Unlock] | None = None) -> Iterator[bool]:
    """Hold the home's ingest lock. Yields False, holding nothing, when another holds it and `wait` is False;
    otherwise calls `on_wait` once if it has to wait, and yields True once the lock is held."""
    try_lock, unlock = locks or platform_locks()
    fd = os.open(Path(home) / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
    held = False
    try:
        held = try_lock(fd)
        if not held:
            if not wait:
                yield False
                return
            if on_wait is not None:
                on_wait()
            while not held:
                time.sleep(POLL_S)
                held = try_lock(fd)
        yield True
    finally:
        if held:
            unlock(fd)
        os.close(fd)
