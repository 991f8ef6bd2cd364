"""The home's ingest lock: one holder across processes and threads, released when the holder dies, and the
Windows branch (msvcrt) run here through a stand-in module that keeps msvcrt's contract on top of flock."""

import errno
import fcntl
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
import types

import pytest

from tareekh.ingest.home_lock import LOCK_FILE, home_lock, msvcrt_locks, platform_locks

TRY_IN_CHILD = textwrap.dedent("""
    import sys
    from pathlib import Path
    from tareekh.ingest.home_lock import home_lock
    with home_lock(Path(sys.argv[1]), wait=False) as held:
        print("held" if held else "busy", flush=True)
""")


def _try_in_child(home) -> str:
    out = subprocess.run([sys.executable, "-c", TRY_IN_CHILD, str(home)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_another_process_finds_the_home_busy_while_it_is_held_and_free_after(tmp_path):
    with home_lock(tmp_path) as held:
        assert held
        assert _try_in_child(tmp_path) == "busy"
    assert _try_in_child(tmp_path) == "held"


def test_a_waiting_ingest_is_told_once_and_goes_on_when_the_holder_lets_go(tmp_path):
    order: list[str] = []
    first_holds = threading.Event()
    release = threading.Event()

    def first():
        with home_lock(tmp_path):
            order.append("first holds")
            first_holds.set()
            release.wait(10)
            order.append("first lets go")

    t = threading.Thread(target=first)
    t.start()
    first_holds.wait(10)
    waits: list[int] = []
    threading.Timer(0.3, release.set).start()
    with home_lock(tmp_path, on_wait=lambda: waits.append(1)) as held:
        order.append("second holds")
        assert held
    t.join(10)
    assert waits == [1]
    assert order == ["first holds", "first lets go", "second holds"]


def test_a_killed_holder_leaves_the_home_unlocked(tmp_path):
    child = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent("""
            import sys, time
            from pathlib import Path
            from tareekh.ingest.home_lock import home_lock
            with home_lock(Path(sys.argv[1])):
                print("holding", flush=True)
                time.sleep(60)
        """), str(tmp_path)],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert child.stdout.readline().strip() == "holding"
        with home_lock(tmp_path, wait=False) as held:
            assert not held
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
    with home_lock(tmp_path, wait=False) as held:
        assert held


class _MsvcrtOnFlock(types.SimpleNamespace):
    """msvcrt's locking contract (LK_NBLCK raises OSError when held, LK_UNLCK frees) over flock, recording calls."""

    LK_UNLCK, LK_LOCK, LK_NBLCK = 0, 1, 2

    def __init__(self):
        super().__init__(calls=[])

    def locking(self, fd, mode, nbytes):
        self.calls.append((mode, os.lseek(fd, 0, os.SEEK_CUR), nbytes))
        if mode == self.LK_NBLCK:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise OSError(errno.EACCES, "Permission denied") from None
        elif mode == self.LK_UNLCK:
            fcntl.flock(fd, fcntl.LOCK_UN)
        else:
            raise AssertionError(f"unexpected mode {mode}")


def test_the_windows_branch_is_chosen_without_fcntl(monkeypatch):
    fake = _MsvcrtOnFlock()
    monkeypatch.setitem(sys.modules, "fcntl", None)  # import fcntl now raises ImportError, as on Windows
    monkeypatch.setitem(sys.modules, "msvcrt", fake)
    try_lock, unlock = platform_locks()
    fd = os.open(os.devnull, os.O_RDWR)
    try:
        assert try_lock(fd)
        unlock(fd)
    finally:
        os.close(fd)
    assert [c[0] for c in fake.calls] == [fake.LK_NBLCK, fake.LK_UNLCK]


def test_the_windows_branch_locks_byte_zero_excludes_others_and_waits_by_polling(tmp_path):
    fake = _MsvcrtOnFlock()
    locks = msvcrt_locks(fake)
    with home_lock(tmp_path, locks=locks) as held:
        assert held
        (tmp_path / LOCK_FILE).write_bytes(b"moved")  # the position is reset before each call anyway
        assert _try_in_child(tmp_path) == "busy"
        with home_lock(tmp_path, wait=False, locks=locks) as second:
            assert not second
    assert _try_in_child(tmp_path) == "held"
    assert all(pos == 0 and n == 1 for _, pos, n in fake.calls)
    assert fake.calls[-1][0] == fake.LK_UNLCK

    held_by_other = threading.Event()

    def other():
        with home_lock(tmp_path):
            held_by_other.set()
            time.sleep(0.4)

    t = threading.Thread(target=other)
    t.start()
    held_by_other.wait(10)
    waited = []
    with home_lock(tmp_path, locks=locks, on_wait=lambda: waited.append(1)) as held:
        assert held and waited == [1]
        assert not t.is_alive() or _try_in_child(tmp_path) == "busy"
    t.join(10)


@pytest.mark.parametrize("wait", [True, False])
def test_the_lock_file_is_made_in_the_home(tmp_path, wait):
    with home_lock(tmp_path, wait=wait) as held:
        assert held
    assert (tmp_path / LOCK_FILE).is_file()
