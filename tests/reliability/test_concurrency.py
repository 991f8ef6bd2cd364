"""One home, used at once by a GUI-like worker thread ingesting, consolidation in the background, and CLI
processes (`ingest`, `ask`, `entries`, `consolidate`): no "database is locked" reaches anyone, no write is lost,
nothing is stored twice."""

from __future__ import annotations

import subprocess
import threading

import pytest

from tareekh.practice import Practice
from tests.reliability.helpers import audit, build_home, clean_env, tareekh_cmd, write_notes


@pytest.fixture(scope="module")
def base_home(tmp_path_factory):
    path = tmp_path_factory.mktemp("concurrency") / "base"
    build_home(path)
    with Practice.open(path) as p:
        p.ingest(write_notes(path.parent / "seed", 4, 99, start=300))
    return path


@pytest.fixture
def home(base_home, copy_home):
    return copy_home(base_home)


def start(home, *args) -> subprocess.Popen:
    return subprocess.Popen(tareekh_cmd(home, *args), env=clean_env(), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def test_gui_worker_background_consolidation_and_cli_processes_share_a_home(home, tmp_path):
    gui_files = write_notes(tmp_path / "gui", 8, 1)
    cli_files = write_notes(tmp_path / "cli", 8, 2, start=50)
    both = gui_files[:3]  # the lawyer drops the same three files in the app and on the command line
    practice = Practice.open(home)
    outcome: dict = {}

    def gui_worker():
        try:
            outcome["report"] = practice.ingest(gui_files)
            practice.consolidate_soon()
        except BaseException as exc:  # noqa: BLE001 - recorded for the assertion below
            outcome["error"] = exc

    worker = threading.Thread(target=gui_worker)
    worker.start()
    procs = {
        "ingest": start(home, "ingest", "--quiet", "--json", *map(str, cli_files + both)),
        "ask": start(home, "ask", "What happened in Marripudi?", "--json"),
        "entries": start(home, "entries", "--json"),
        "consolidate": start(home, "consolidate", "--json"),
    }
    outputs = {name: p.communicate(timeout=240) for name, p in procs.items()}
    worker.join(240)
    practice.wait_for_consolidation(120)
    # a second reader while everything settles: the app asks a question on its own thread
    answer = practice.ask("What happened in Marripudi?")
    practice.close()

    assert "error" not in outcome, repr(outcome.get("error"))
    for name, (out, err) in outputs.items():
        assert procs[name].returncode == 0, f"{name}: {err[-1500:]}"
        assert "locked" not in err.lower() and "locked" not in out.lower(), name
    report = outcome["report"]
    assert not report.errors, report.errors
    assert {f.state for f in report.files} <= {"done", "duplicate"}
    assert answer.answer

    with Practice.open(home) as again:  # the start-up resume has nothing left to do: all writes landed
        uploads = again.uploads()
        assert {u.state for u in uploads} == {"done"}
        assert len(uploads) == 4 + len(gui_files) + len(cli_files)
    result = audit(home, gui_files + cli_files)
    assert result.problems == []
    assert (result.files_accounted_for, result.duplicates, result.integrity_failures) == (16, 0, 0)


def test_a_second_process_opening_the_home_never_takes_over_uploads_still_being_ingested(home, tmp_path):
    """The app is half-way through a batch when a CLI command opens the same home. Its start-up resume must
    leave the app's uploads alone: taking them over split them twice and put one hearing in the memory under
    two entry ids."""
    files = write_notes(tmp_path / "drop", 6, 9)
    practice = Practice.open(home)
    paused, go = threading.Event(), threading.Event()

    def progress(ev):
        if ev.stage == "split" and ev.done == 2 and not paused.is_set():
            paused.set()
            go.wait(120)

    out: dict = {}
    worker = threading.Thread(target=lambda: out.setdefault("report", practice.ingest(files, progress=progress)))
    worker.start()
    try:
        assert paused.wait(60)
        cli = subprocess.run(tareekh_cmd(home, "entries", "--json"), env=clean_env(), capture_output=True,
                             text=True, timeout=120)
        assert cli.returncode == 0, cli.stderr
        # the CLI saw the app's uploads in flight and did not finish them itself
        with Practice.open(home, create=False) as other:  # a second opener in this process skips resuming too
            assert any(u.state not in ("done", "error") for u in other.uploads())
    finally:
        go.set()
        worker.join(120)
        practice.close()
    assert {f.state for f in out["report"].files} == {"done"}
    result = audit(home, files)
    assert result.problems == [] and result.duplicates == 0


def test_the_same_files_dropped_in_two_processes_at_once_are_stored_once(home, tmp_path):
    files = write_notes(tmp_path / "drop", 6, 4)
    a = start(home, "ingest", "--json", *map(str, files))
    b = start(home, "ingest", "--json", *map(str, files[::-1]))
    (out_a, err_a), (out_b, err_b) = a.communicate(timeout=240), b.communicate(timeout=240)
    assert a.returncode == 0 and b.returncode == 0, err_a[-1500:] + err_b[-1500:]
    import json

    states = sorted(f["state"] for out in (out_a, out_b) for f in json.loads(out)["files"])
    assert states == ["done"] * 6 + ["duplicate"] * 6
    result = audit(home, files)
    assert result.problems == [] and result.duplicates == 0
