"""Soak: the kill loop N times on one practice home. Prints one JSON line.

Each run drops a new batch of typed notes (plus a few files of earlier batches again, and every third run two
small page images for OCR), starts `python -m tareekh ingest`, SIGKILLs it (and its OCR workers) at a random
point — while files are stored, entries filed, or entries handed to the memory — then restarts the practice
through the CLI (`tareekh entries`; resuming is automatic at start-up) and audits the whole home. Every
other run also starts `tareekh consolidate` and kills it part-way. After the last run a full `tareekh
consolidate` must leave nothing pending and no observation twice.

    .venv/bin/python bench/soak.py --runs 5 [--batch 30] [--seed 1] [--keep DIR]

Figures: runs, kills, files_dropped, files_accounted_for, duplicates, integrity_failures (the last three must
be: all, 0, 0), plus consolidation kills, observations written twice, and seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.reliability.helpers import (  # noqa: E402
    audit,
    build_home,
    clean_env,
    count,
    integrity,
    run,
    tareekh_cmd,
    wait_for,
    write_images,
    write_notes,
)

KILL_POINTS = [
    ("practice.db", "SELECT count(*) FROM uploads", "store"),
    ("practice.db", "SELECT count(*) FROM entries", "file"),
    ("memory.db", "SELECT count(*) FROM documents", "retain"),
]


def start(cmd: list[str]) -> subprocess.Popen:
    return subprocess.Popen(cmd, env=clean_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)


def kill_when(proc: subprocess.Popen, db: Path, sql: str, threshold: int, rng: random.Random) -> bool:
    base = count(db, sql)
    wait_for(lambda: proc.poll() is not None or count(db, sql) >= base + threshold, 300, step=0.02)
    time.sleep(rng.uniform(0, 0.2))
    killed = proc.poll() is None
    if killed:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            killed = False
    proc.wait(60)
    return killed


def doubled_observations(home: Path) -> int:
    conn = sqlite3.connect(home / "memory.db")
    try:
        return conn.execute(
            "SELECT coalesce(sum(n - 1), 0) FROM (SELECT count(*) AS n FROM memories WHERE type = 'observation'"
            " GROUP BY text, tags HAVING n > 1)").fetchone()[0]
    finally:
        conn.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--batch", type=int, default=30, help="new notes per run")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", type=Path, help="keep the soak home here (default: a temporary folder)")
    args = ap.parse_args(argv)

    rng = random.Random(args.seed)
    work = Path(tempfile.mkdtemp(prefix="tareekh-soak-"))
    home = args.keep or work / "home"
    if home.exists():
        shutil.rmtree(home)
    started = time.perf_counter()
    build_home(home)
    dropped: list[Path] = []
    kills = consolidation_kills = restarts_failed = 0
    where: dict[str, int] = {}
    problems: list[str] = []
    for n in range(args.runs):
        batch = write_notes(work / f"drop{n}", args.batch, args.seed * 1000 + n, start=n * args.batch)
        if n % 3 == 2:
            batch += write_images(work / f"drop{n}", 2, args.seed * 1000 + n)
        again = rng.sample(dropped, min(len(dropped), 3))
        files = batch + again
        rng.shuffle(files)
        dropped += batch
        db, sql, label = rng.choice(KILL_POINTS)
        proc = start(tareekh_cmd(home, "ingest", "--quiet", *map(str, files)))
        if kill_when(proc, home / db, sql, rng.randint(1, max(1, len(batch) // 2)), rng):
            kills += 1
            where[label] = where.get(label, 0) + 1
        if n % 2 == 1:
            proc = start(tareekh_cmd(home, "consolidate"))
            if kill_when(proc, home / "memory.db", "SELECT count(*) FROM memories WHERE type = 'observation'",
                         rng.randint(1, 8), rng):
                consolidation_kills += 1
        restart = run(tareekh_cmd(home, "entries", "--json"))
        if restart.returncode != 0:
            restarts_failed += 1
            problems.append(f"run {n}: restart failed: {restart.stderr.strip()[-200:]}")
    final = run(tareekh_cmd(home, "consolidate", "--json"))
    if final.returncode != 0:
        problems.append(f"final consolidate failed: {final.stderr.strip()[-200:]}")
    result = audit(home, dropped)
    pending = count(home / "memory.db", "SELECT count(*) FROM memories WHERE type != 'observation'"
                                        " AND consolidated_at IS NULL AND consolidation_failed_at IS NULL")
    doubled = doubled_observations(home)
    integrity_failures = result.integrity_failures
    problems += result.problems
    figures = {
        "runs": args.runs,
        "kills": kills,
        **result.as_dict(),
        "integrity_failures": integrity_failures,
        "kills_by_stage": where,
        "consolidation_kills": consolidation_kills,
        "observations_twice": doubled,
        "facts_pending_after_final_consolidate": pending,
        "restarts_failed": restarts_failed,
        "entries": count(home / "practice.db", "SELECT count(*) FROM entries"),
        "memory_documents": count(home / "memory.db", "SELECT count(*) FROM documents WHERE id LIKE 'entry:%'"),
        "seconds": round(time.perf_counter() - started, 1),
        "problems": problems[:10],
        "memory_db_integrity": integrity(home / "memory.db"),
    }
    print(json.dumps(figures))
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    ok = (result.files_accounted_for == len(dropped) and result.duplicates == 0 and integrity_failures == 0
          and doubled == 0 and not problems)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
