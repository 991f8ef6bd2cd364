"""Slow preparations that the suite starts in the background as soon as it knows it will need them, so they
overlap the other tests: the wheel built and installed into a fresh virtualenv (mostly download time), and
the frozen app built by PyInstaller. `tests/conftest.py` starts them after collection; the tests wait.

    python -m tests.builds install DIR      build the wheel into DIR/wheels, install it into DIR/venv
    python -m tests.builds freeze DIR       build the frozen app into DIR/dist
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = "Scripts" if os.name == "nt" else "bin"
NICE = 3

_started: dict[str, tuple[subprocess.Popen, Path, float]] = {}


def clean_env() -> dict:
    """This process's environment without anything of Tareekh, Python paths or an active virtualenv."""
    return {k: v for k, v in os.environ.items() if not k.startswith(("TAREEKH_", "PYTHON", "VIRTUAL_ENV"))}


def shared_folder(kind: str, run_id: str) -> Path:
    """Where `kind` is built for every pytest-xdist worker of the run `run_id`: the controller starts it there
    (one build for the run, not one per worker), and the worker that runs its test waits on it."""
    return Path(tempfile.gettempdir()) / f"tareekh-{kind}-{run_id}"


def start(kind: str, folder: Path | None = None) -> None:
    """Start `kind` ("install" or "freeze") in the background, once per session (in `folder` when given)."""
    if kind in _started:
        return
    _sweep_left_behind(kind)
    if folder is None:
        folder = Path(tempfile.mkdtemp(prefix=f"tareekh-{kind}-"))
    else:
        folder.mkdir()
    (folder / "owner").write_text(str(os.getpid()), encoding="ascii")
    log = open(folder / "log.txt", "w", encoding="utf-8")  # noqa: SIM115 - closed by the child's exit
    # a little below the tests: at the lowest priority the two workers left it no CPU until the end of the run,
    # and a worker then waited minutes for it; a little below, it is done before tests/workers.py hands out
    # the tests that wait on it, and the tests still come first
    nice = {"preexec_fn": lambda: os.nice(NICE)} if os.name == "posix" else {}
    proc = subprocess.Popen([sys.executable, "-m", "tests.builds", kind, str(folder)], cwd=ROOT, env=clean_env(),
                            stdout=log, stderr=subprocess.STDOUT, **nice)
    _started[kind] = (proc, folder, time.monotonic())

    def stop() -> None:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        shutil.rmtree(folder, ignore_errors=True)

    atexit.register(stop)


def _sweep_left_behind(kind: str) -> None:
    """Remove the folders of earlier runs whose test process is gone: a run killed from outside, or ended by
    pytest-timeout's os._exit, never reaches its atexit clean-up, and each folder holds most of a gigabyte."""
    for folder in Path(tempfile.gettempdir()).glob(f"tareekh-{kind}-*"):
        try:
            owner = int((folder / "owner").read_text(encoding="ascii"))
        except (OSError, ValueError):
            continue  # not one of ours, or from before owners were written: left alone
        if not _alive(owner):
            shutil.rmtree(folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    if os.name != "posix":
        return True  # no cheap check there: keep the folder rather than pull it from under a live run
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def wait(kind: str, timeout: float = 2400) -> tuple[Path, str]:
    """Start `kind` if nobody did, wait for it, and return (its folder, what it printed). Raises on failure."""
    run_id = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run_id and kind not in _started and shared_folder(kind, run_id).is_dir():
        return _wait_shared(kind, shared_folder(kind, run_id), timeout)
    start(kind)
    proc, folder, t0 = _started[kind]
    proc.wait(timeout=timeout)
    text = (folder / "log.txt").read_text(encoding="utf-8", errors="replace")
    if proc.returncode != 0:
        raise AssertionError(f"{kind} failed (exit {proc.returncode}):\n{text[-4000:]}")
    return folder, text + f"\n({kind} ready {time.monotonic() - t0:.0f} s after it was started)\n"


def _wait_shared(kind: str, folder: Path, timeout: float) -> tuple[Path, str]:
    """Wait for a build another process (the xdist controller) started: it writes its exit status last."""
    t0, deadline = time.monotonic(), time.monotonic() + timeout
    done = folder / "exit"
    while not done.exists():
        owner = int((folder / "owner").read_text(encoding="ascii"))
        if not _alive(owner):
            raise AssertionError(f"{kind}: the process that started it ({owner}) is gone and it never finished")
        if time.monotonic() > deadline:
            raise AssertionError(f"{kind} not ready after {timeout:.0f} s")
        time.sleep(1)
    text = (folder / "log.txt").read_text(encoding="utf-8", errors="replace")
    code = done.read_text(encoding="ascii").strip()
    if code != "0":
        raise AssertionError(f"{kind} failed (exit {code}):\n{text[-4000:]}")
    return folder, text + f"\n({kind} ready; waited {time.monotonic() - t0:.0f} s for it here)\n"


def _step(cmd: list[str], timeout: int) -> None:
    t0 = time.monotonic()
    shown = " ".join(Path(c).name if i == 0 else c for i, c in enumerate(cmd))
    print(f"$ {shown}", flush=True)
    subprocess.run(cmd, check=True, timeout=timeout, env=clean_env(), cwd=tempfile.gettempdir())
    print(f"  ({time.monotonic() - t0:.1f} s)", flush=True)


def copy_sources(dest: Path) -> Path:
    """What a wheel of Tareekh is built from, copied to `dest`. pip builds a local project in place (build/ and
    *.egg-info beside pyproject.toml): a build from the checkout writes into it while the other pytest-xdist
    worker runs tests there, and two builds at once would write the same folders."""
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    dest.mkdir(parents=True)
    for name in ("pyproject.toml", "README.md", "setup.py", "setup.cfg", "MANIFEST.in"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, dest / name)
    for name in ("tareekh", "resources", "seed"):
        shutil.copytree(ROOT / name, dest / name, ignore=skip)
    return dest


def install(folder: Path) -> None:
    wheels, venv = folder / "wheels", folder / "venv"
    source = copy_sources(folder / "source")
    _step([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(source)], 600)
    [wheel] = wheels.glob("tareekh-*.whl")
    print(f"wheel: {wheel.name}", flush=True)
    # a bare venv; this interpreter's pip installs into it (no ensurepip: seconds saved, same result)
    _step([sys.executable, "-m", "venv", "--without-pip", str(venv)], 120)
    _step([sys.executable, "-m", "pip", "--python", str(venv / BIN / "python"), "install", "-q", str(wheel)], 2000)


def freeze(folder: Path) -> None:
    _step([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath",
           str(folder / "dist"), "--workpath", str(folder / "build"), str(ROOT / "packaging" / "tareekh.spec")], 2000)


def main(kind: str, folder: Path) -> int:
    """Build `kind` into `folder`, then write its exit status to `folder/exit` (what `_wait_shared` waits on)."""
    code = 1
    try:
        {"install": install, "freeze": freeze}[kind](folder)
        code = 0
    finally:
        (folder / "exit").write_text(str(code), encoding="ascii")
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
