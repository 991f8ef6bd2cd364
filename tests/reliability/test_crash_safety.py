"""SIGKILL a real `python -m tareekh` at a random point of an ingest or a consolidation, restart, and check that
nothing dropped is lost, nothing is left half-way, nothing is stored twice, and both databases are sound."""

from __future__ import annotations

import random
import shutil
import sqlite3
import subprocess
import time

import pytest

from tareekh.practice import Practice
from tests.reliability.helpers import (
    audit,
    build_home,
    count,
    integrity,
    run,
    run_and_kill,
    tareekh_cmd,
    clean_env,
    wait_for,
    wait_until_released,
    write_images,
    write_notes,
)


@pytest.fixture(scope="module")
def base_home(tmp_path_factory):
    path = tmp_path_factory.mktemp("crash") / "base"
    build_home(path)
    return path


@pytest.fixture
def fresh(base_home, copy_home):
    return copy_home(base_home)


# Where to pull the plug: while files are stored, while entries are filed, or during the memory handoff.
KILL_POINTS = [
    ("practice.db", "SELECT count(*) FROM uploads"),
    ("practice.db", "SELECT count(*) FROM entries"),
    ("memory.db", "SELECT count(*) FROM documents"),
]


def ingest_and_kill(home, files, rng, *, points=KILL_POINTS, relative=False) -> bool:
    """Start a CLI ingest; SIGKILL it once the chosen counter passes a random threshold (counted from its
    value at the start when `relative`). True when killed."""
    db, sql = rng.choice(points)
    threshold = (count(home / db, sql) if relative else 0) + rng.randint(1, max(1, len(files) // 2))
    proc = subprocess.Popen(tareekh_cmd(home, "ingest", "--quiet", *map(str, files)), env=clean_env(),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        wait_for(lambda: proc.poll() is not None or count(home / db, sql) >= threshold, 90, step=0.02)
        time.sleep(rng.uniform(0, 0.15))
    finally:
        killed = proc.poll() is None
        if killed:
            import os
            import signal

            os.killpg(proc.pid, signal.SIGKILL)  # the OCR workers too
        proc.wait(60)
    assert wait_until_released(home), "a killed ingest's processes still hold the home 30 s after the kill"
    return killed


@pytest.mark.parametrize("seed", [11, 22])
def test_an_ingest_killed_at_a_random_point_is_finished_at_restart_with_nothing_lost_or_doubled(fresh, tmp_path, seed):
    rng = random.Random(seed)
    files = write_notes(tmp_path / "drop", 8, seed)
    if seed == 22:
        files += write_images(tmp_path / "drop", 2, seed)  # OCR in worker processes, killed with them
    rng.shuffle(files)
    killed = ingest_and_kill(fresh, files, rng)
    assert killed, "the ingest finished before the kill point: the test did not test anything"

    with Practice.open(fresh) as practice:  # resuming is automatic at start-up
        states = {u.state for u in practice.uploads()}
    result = audit(fresh, files)
    assert result.problems == []
    assert (result.files_accounted_for, result.duplicates, result.integrity_failures) == (len(files), 0, 0)
    assert states <= {"done", "error"}

    # Dropping the whole batch again (the lawyer retries) adds nothing: every file is a duplicate.
    with Practice.open(fresh) as practice:
        before = len(practice.entries())
        report = practice.ingest(files)
        assert {f.state for f in report.files} == {"duplicate"}
        assert len(practice.entries()) == before
    assert audit(fresh, files).duplicates == 0


def test_files_a_kill_kept_from_being_stored_are_stored_at_restart(fresh, tmp_path):
    """Killed while the batch is being copied into the home: the files not yet copied were written down
    first, so the restart stores and files them too (none of the batch is silently left out)."""
    files = write_notes(tmp_path / "drop", 20, 8)
    proc = subprocess.Popen(tareekh_cmd(fresh, "ingest", "--quiet", *map(str, files)), env=clean_env(),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    # the batch is written down before the first file is copied: kill as soon as that is seen
    wait_for(lambda: proc.poll() is not None or count(fresh / "practice.db", "SELECT count(*) FROM dropped") >= 1,
             90, step=0.002)
    proc.kill()
    proc.wait(30)
    assert wait_until_released(fresh)
    stored = count(fresh / "practice.db", "SELECT count(*) FROM uploads")
    assert stored < len(files), "the whole batch was stored before the kill: the test did not test anything"
    with Practice.open(fresh):
        pass
    result = audit(fresh, files)
    assert result.problems == [] and result.files_accounted_for == len(files)
    assert count(fresh / "practice.db", "SELECT count(*) FROM dropped") == 0


def test_two_kills_in_a_row_then_a_restart_through_the_cli(fresh, tmp_path):
    rng = random.Random(5)
    files = write_notes(tmp_path / "drop", 6, 5)
    assert ingest_and_kill(fresh, files, rng, points=KILL_POINTS[:2])
    # The second run resumes the first, then works on the same files and six new ones (so it has work left
    # to be killed in, whatever the first run finished).
    more = write_notes(tmp_path / "drop2", 6, 6)
    # counted from where the first run left off, on the counters that grow file by file
    assert ingest_and_kill(fresh, files[::-1] + more, rng, points=KILL_POINTS[:2], relative=True)
    files += more
    done = run(tareekh_cmd(fresh, "entries", "--json"))
    assert done.returncode == 0, done.stderr
    result = audit(fresh, files)
    assert result.problems == [] and result.files_accounted_for == len(files)


def _pending_facts(home) -> int:
    return count(home / "memory.db", "SELECT count(*) FROM memories WHERE type != 'observation'"
                                     " AND consolidated_at IS NULL AND consolidation_failed_at IS NULL")


def _observations(home) -> list[tuple]:
    conn = sqlite3.connect(home / "memory.db")
    try:
        return conn.execute(
            "SELECT text, tags FROM memories WHERE type = 'observation' ORDER BY tags, text").fetchall()
    finally:
        conn.close()


def _doubled_sources(home) -> int:
    """A fact counted twice in one scope: the source of two observations that carry the same tags."""
    conn = sqlite3.connect(home / "memory.db")
    try:
        return conn.execute(
            "SELECT count(*) FROM (SELECT s.source_id, m.tags FROM observation_sources s"
            " JOIN memories m ON m.id = s.observation_id GROUP BY s.source_id, m.tags HAVING count(*) > 1)"
        ).fetchone()[0]
    finally:
        conn.close()


@pytest.fixture(scope="module")
def unconsolidated(tmp_path_factory, base_home):
    """A home with ~40 filed hearings whose facts were never consolidated (background run switched off)."""
    root = tmp_path_factory.mktemp("unconsolidated")
    home = root / "home"
    shutil.copytree(base_home, home)
    files = write_notes(root / "drop", 12, 7)
    practice = Practice.open(home)
    try:
        practice.memory_service.consolidate_soon = lambda: None
        report = practice.ingest(files)
        assert not report.errors
    finally:
        practice.close()
    assert _pending_facts(home) > 30
    return home


@pytest.mark.parametrize("seed", [2])
def test_consolidation_killed_mid_way_and_rerun_stores_each_observation_once(unconsolidated, tmp_path, seed):
    home = tmp_path / "home"
    shutil.copytree(unconsolidated, home)
    pending = _pending_facts(home)
    rng = random.Random(seed)
    threshold = rng.randint(1, 6)
    proc = subprocess.Popen(tareekh_cmd(home, "consolidate"), env=clean_env(), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    wait_for(lambda: proc.poll() is not None or count(
        home / "memory.db", "SELECT count(*) FROM memories WHERE type = 'observation'") >= threshold, 90, step=0.02)
    killed = proc.poll() is None
    proc.kill()
    proc.wait(30)
    assert killed, "consolidation finished before the kill point"
    assert 0 < _pending_facts(home) < pending or _pending_facts(home) == pending
    assert integrity(home / "memory.db") == "ok"

    rerun = run(tareekh_cmd(home, "consolidate", "--json"))
    assert rerun.returncode == 0, rerun.stderr
    assert _pending_facts(home) == 0
    assert integrity(home / "memory.db") == "ok" and integrity(home / "practice.db") == "ok"
    observations = _observations(home)
    assert len(observations) == len(set(observations)), "an observation was written twice"
    assert _doubled_sources(home) == 0
    assert audit(home, []).duplicates == 0


def test_integrity_check_passes_on_a_fresh_home_with_memories_and_observations(tmp_path):
    """Both databases pass a full `PRAGMA integrity_check` (on SQLite 3.40 it once reported every row of
    memory_tags and observation_sources as holding a NULL bank_id: the columns' order tripped a bug)."""
    home = tmp_path / "home"
    build_home(home)
    with Practice.open(home) as p:
        p.ingest(write_notes(tmp_path / "drop", 3, 3))
        p.wait_for_consolidation(60)
        p.memory_consolidate()
        conn = sqlite3.connect(p.memory_path)
        assert conn.execute("SELECT count(*) FROM observation_sources").fetchone()[0] > 0
        assert conn.execute("SELECT count(*) FROM memory_tags").fetchone()[0] > 0
        conn.close()
    assert integrity(home / "memory.db") == "ok" and integrity(home / "practice.db") == "ok"


def test_a_rejected_entry_whose_removal_from_the_memory_failed_is_removed_at_the_next_start(fresh, tmp_path):
    """Rejecting a retained entry takes it out of the memory; if that fails (or the app dies first), the
    rejection stands and the next start finishes the removal — a rejected note never answers questions."""
    files = write_notes(tmp_path / "drop", 1, 4)
    with Practice.open(fresh) as p:
        (entry, *_) = p.ingest(files).entries
        assert p.bank.get_document(f"entry:{entry.id}") is not None

        def broken(entries):
            raise OSError("disk went away")

        p.ingest_service.forget_in_memory = broken
        assert p.reject(entry.id).status == "rejected"
        assert p.bank.get_document(f"entry:{entry.id}") is not None  # still remembered, for now
    with Practice.open(fresh) as p:
        assert p.bank.get_document(f"entry:{entry.id}") is None
        assert p.entry(entry.id).status == "rejected"
    assert audit(fresh, files).problems == []
