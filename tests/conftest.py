"""Shared fixtures: a fresh practice home in a tmp folder, offscreen Qt, single-threaded tesseract."""

from __future__ import annotations

import os
import shutil

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
# No test (nor a process a test starts) reads or writes the developer's own keychain: a test that needs one sets
# a file-backed keychain of its own (the `file_keychain` fixture).
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.null.Keyring"

import pytest  # noqa: E402

pytest_plugins = ["tests.fakes.fixtures", "tests.hangs"]


@pytest.fixture
def file_keychain(tmp_path):
    """A keychain kept in a file under tmp_path (keyrings.alt's plaintext backend), for this test only."""
    import keyring
    from keyring.backends import null
    from keyrings.alt.file import PlaintextKeyring

    backend = PlaintextKeyring()
    backend.file_path = str(tmp_path / "keychain.cfg")
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(null.Keyring())


@pytest.fixture
def no_tareekh_env(monkeypatch):
    """TAREEKH_* variables from the developer's shell do not leak into the test (restored after it)."""
    for key in list(os.environ):
        if key.startswith("TAREEKH_"):
            monkeypatch.delenv(key, raising=False)


def path_without(programs: tuple[str, ...], folder) -> str:
    """A PATH with every program of the current PATH but `programs` (names or name prefixes): one folder of
    links, so a test can hide tesseract the way a machine without it lacks it."""
    folder.mkdir(parents=True, exist_ok=True)
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        if not os.path.isdir(directory):
            continue
        for name in os.listdir(directory):
            target = os.path.join(directory, name)
            link = folder / name
            if name.startswith(programs) or link.exists() or not os.access(target, os.X_OK):
                continue
            link.symlink_to(target)
    return str(folder)


@pytest.fixture
def no_tesseract(monkeypatch, tmp_path):
    """tesseract is not installed, as far as this test (and the processes it starts) can tell."""
    monkeypatch.setenv("PATH", path_without(("tesseract",), tmp_path / "bin-without-tesseract"))
    from tareekh.ingest.ocr.tesseract import TesseractEngine

    assert not TesseractEngine().available()


@pytest.fixture
def copy_home(tmp_path, no_tareekh_env):
    """`copy_home(prepared)`: a copy of a practice home built once for many tests, at tmp_path/home."""

    def copy(prepared):
        home = tmp_path / "home"
        shutil.copytree(prepared, home)
        return home

    return copy


@pytest.fixture
def home(tmp_path, no_tareekh_env):
    """An empty practice home; TAREEKH_* variables from the developer's shell do not leak in."""
    path = tmp_path / "home"
    path.mkdir()
    return path


@pytest.fixture
def practice(home):
    """An opened Practice on an empty home, closed after the test."""
    from tareekh.practice import Practice

    p = Practice.open(home)
    yield p
    p.close()


_BUILDS = (("install", "tests/test_install.py"), ("freeze", "tests/test_frozen.py"))


def pytest_collection_finish(session):
    """Start the slow preparations of the install and frozen-app tests now, in the background, when they
    are among the tests to run: they then overlap every test before them (see tests/builds.py). Under
    pytest-xdist the controller starts them, once for all workers (the hook below)."""
    if session.config.option.collectonly or hasattr(session.config, "workerinput"):
        return
    _start_builds({item.nodeid.split("::")[0] for item in session.items}, None)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_node_collection_finished(node, ids):
    """pytest-xdist's controller, when a worker has collected: the builds start here, in a folder named by
    the run, where the worker that runs their test finds them (tests/builds.py's `wait`)."""
    _start_builds({nodeid.split("::")[0] for nodeid in ids}, node.workerinput["testrunuid"])


def _start_builds(files: set[str], run_id: str | None) -> None:
    from tests import builds

    for kind, file in _BUILDS:
        if file in files and (kind != "freeze" or _has_pyinstaller()):
            builds.start(kind, builds.shared_folder(kind, run_id) if run_id else None)


@pytest.hookimpl(trylast=True)  # after -k and -m have deselected
def pytest_collection_modifyitems(config, items):
    """Tests that share something expensive run on one pytest-xdist worker, and the work is handed out in the
    order tests/workers.py gives; the first server test may wait for the server's install (scripts/test.sh)."""
    from tests import workers

    workers.longer_timeout_for_the_first_server_test(items, 1500)
    if hasattr(config, "workerinput"):
        workers.write_plan(config, items)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "loadgroup":
        return None
    from tests import workers

    return workers.make_scheduler(config, log)


def _has_pyinstaller() -> bool:
    import importlib.util

    return importlib.util.find_spec("PyInstaller") is not None


@pytest.fixture(scope="session")
def hindsight_server():
    """One real Hindsight server (PostgreSQL + pgvector + hindsight-api) for the whole session; stopped by its
    recorded process ids at the end. Skipped, loudly, with TAREEKH_SKIP_SERVER=1 (see tests/server.py)."""
    from tests import server

    if server.skip_requested():
        pytest.skip(server.SKIP_REASON)
    if os.environ.get("TAREEKH_TEST_SERVER_URL"):  # a server you started yourself (while developing)
        yield server.Server(os.environ["TAREEKH_TEST_SERVER_URL"], None)
        return
    folder = server.new_folder()
    try:
        yield server.start(folder)
    finally:
        server.stop(folder)
        server.remove(folder)


def pytest_report_header(config):
    from tests import server

    if server.skip_requested():
        return ["*** " + server.SKIP_REASON + " ***"]
    return ["memory server half: ON (a real Hindsight server is started for the tests that need one)"]


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    from tests import server

    if server.skip_requested():
        terminalreporter.write_sep("!", server.SKIP_REASON, red=True, bold=True)


# Qt's pooled worker threads (from the app's widgets under test) and native runtimes such as onnxruntime
# can still hold threads when Python finalises, and finalisation then occasionally crashes with every test
# already passed and reported (seen once in about twenty full runs here). The session's result is final
# once pytest has reported it, so the process ends with that status without running finalisation.
_EXIT_STATUS: list[int] = []


def pytest_sessionfinish(session, exitstatus):
    _EXIT_STATUS.append(int(exitstatus))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    if _EXIT_STATUS and os.environ.get("TAREEKH_TESTS_FINALISE") != "1":
        import sys

        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(_EXIT_STATUS[-1])
