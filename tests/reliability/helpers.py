"""Shared by the reliability tests and bench/soak.py: a small practice, generated notes, a kill loop, an audit.

Nothing here reads /work/shared: the registry and the notes are made up here, deterministically from a seed.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# Source for a child process to report its own peak resident memory in MB. Not getrusage's ru_maxrss: Linux
# carries the parent's peak across vfork + exec into the child's ru_maxrss, so a child started by a pytest
# process that has grown to 1.6 GB reports 1.6 GB whatever it does itself. VmHWM is the peak of the child's
# own address space since exec.
PEAK_MB_SOURCE = (
    "def peak_mb():\n"
    "    with open('/proc/self/status') as f:\n"
    "        return next(int(l.split()[1]) for l in f if l.startswith('VmHWM:')) / 1024\n"
)

JUDGES = [("J1", "Sri K. Hemadri Rao"), ("J2", "Smt P. Lakshmi"), ("J3", "Sri M. Venkata Sivudu")]
COUNSEL = [("OC1", "Srinivas Pingali"), ("OC2", "Anjali Varma"), ("OC3", "Shahbaz Qureshi")]
CASES = [
    # id, number, short name, title, judge, counsel
    ("C1", "O.S. No. 1180 of 2021", "Yenugula partition", "Seethamma Yenugula vs Ramulu Yenugula", "J1", "OC1"),
    ("C2", "O.S. No. 318 of 2022", "Marripudi", "Venu Madhav Marripudi vs Mohd. Anwar Sayeed", "J2", "OC2"),
    ("C3", "W.P. No. 18342 of 2024", "Silveroak park WP", "Silveroak Park Residents vs GHMC", "J3", "OC3"),
    ("C4", "O.S. No. 1043 of 2021", "Lakshmi Annavaram", "Lakshmi Annavaram Traders vs Sri Kanakadhara Agencies",
     "J1", "OC2"),
    ("C5", "O.S. No. 77 of 2023", "Seabreeze", "Seabreeze Residents Welfare Association vs Coastal Builders",
     "J2", "OC1"),
]
EVENTS = [
    "Not reached. Adjourned to {next}.",
    "Defendant counsel sought time to file written statement. Costs of Rs. {amount} imposed. Next date {next}.",
    "PW1 cross-examined in part. Call on {next}.",
    "Issues framed. Plaintiff to file list of witnesses. Adjourned to {next}.",
    "Arguments heard in part. We must file the rejoinder by {next}.",
    "Presiding officer on leave. Adjourned to {next}.",
    "Interim application allowed in part. Compliance by {next}.",
]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def clean_env(**extra: str) -> dict[str, str]:
    """The environment for a child `python -m tareekh`: no TAREEKH_* from the developer's shell."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAREEKH_")}
    env.setdefault("OMP_THREAD_LIMIT", "1")
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    env.update(extra)
    return env


def build_home(home: Path) -> None:
    """A practice home whose registry knows five cases with their judges and opposing counsel."""
    from tareekh.practice import Practice
    from tareekh.registry.models import Case, Counsel, Judge

    with Practice.open(home) as p:
        for jid, name in JUDGES:
            p.registry.add_person(Judge(id=jid, name=name))
        for oid, name in COUNSEL:
            p.registry.add_person(Counsel(id=oid, name=name))
        for cid, number, short, title, judge, counsel in CASES:
            p.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, judge_id=judge,
                                     counsel_id=counsel))


def build_tiny(path: Path, *, consolidate: bool = False) -> Path:
    """The agent tests' tiny practice (tests/agent/helpers.py) built at `path`, for a module's tests to copy.

    TAREEKH_* variables from the developer's shell are dropped from this process first (a module-scoped build
    has no monkeypatch); `consolidate` waits for the background consolidation of the notes."""
    from tareekh.practice import Practice
    from tests.agent.helpers import build_practice

    for key in [k for k in os.environ if k.startswith("TAREEKH_")]:
        os.environ.pop(key)
    with Practice.open(path) as p:
        build_practice(p)
        if consolidate:
            p.wait_for_consolidation(60)
    return path


def write_notes(folder: Path, n: int, seed: int, *, start: int = 0) -> list[Path]:
    """`n` typed diary notes (each a day's page naming two or three matters), distinct bytes each."""
    from datetime import date, timedelta

    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(start, start + n):
        day = date(2024, 1, 1) + timedelta(days=i)
        lines = [f"{day.day:02d} {MONTHS[day.month - 1]} {day.year}, {WEEKDAYS[day.weekday()]} - court notes", ""]
        for cid, number, short, *_ in rng.sample(CASES, rng.choice((2, 3))):
            nxt = day + timedelta(days=rng.randint(14, 60))
            event = rng.choice(EVENTS).format(next=nxt.strftime("%d.%m.%Y"), amount=f"{rng.randint(1, 9)},000")
            lines += [f"{short} ({number}) - {event} (seed {seed} note {i})", ""]
        path = folder / f"court_notes_{day.isoformat()}.txt"
        path.write_text("\n".join(lines), encoding="utf-8")
        paths.append(path)
    return paths


def write_images(folder: Path, n: int, seed: int) -> list[Path]:
    """`n` small rendered page images (a typed order-sheet line each), for OCR in the kill loop."""
    from PIL import Image, ImageDraw, ImageFont

    folder.mkdir(parents=True, exist_ok=True)
    try:
        font = ImageFont.truetype("DejaVuSans.ttf", 26)
    except OSError:
        font = ImageFont.load_default()
    paths = []
    for i in range(n):
        _, number, short, *_ = CASES[(seed + i) % len(CASES)]
        img = Image.new("L", (900, 260), 255)
        d = ImageDraw.Draw(img)
        d.text((30, 40), f"{2 + i:02d} Mar 2025, Mon - court notes", fill=0, font=font)
        d.text((30, 120), f"{short} - not reached. Seed {seed} image {i}.", fill=0, font=font)
        path = folder / f"IMG_{seed}_{i}.png"
        img.save(path)
        paths.append(path)
    return paths


# ------------------------------------------------------------------------------------- running and killing


def count(db: Path, sql: str) -> int:
    """A read from another process's database while it writes (WAL readers never block); 0 before it exists."""
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return conn.execute(sql).fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def tareekh_cmd(home: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "tareekh", *args, "--home", str(home)]


def run_and_kill(cmd: list[str], after: float, *, env: dict[str, str] | None = None,
                 timeout: float = 120.0) -> tuple[bool, int | None]:
    """Start `cmd`; SIGKILL it (and its process group: OCR workers) after `after` seconds.
    Returns (killed, exit code if it finished first)."""
    proc = subprocess.Popen(cmd, env=env or clean_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        proc.wait(timeout=after)
        return False, proc.returncode
    except subprocess.TimeoutExpired:
        pass
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(timeout=timeout)
    return True, None


def wait_until_released(home: Path, timeout: float = 30.0) -> bool:
    """After a SIGKILL, wait until every process of the killed group has let go of the home's ingest lock.
    `proc.wait()` returns when the CLI itself is reaped, but a child caught between fork and exec (an OCR
    worker being spawned) holds a copy of the lock's descriptor until it too has exited; on a loaded machine
    that can outlast the parent by a moment, and a start-up in that moment rightly leaves resuming to a later
    start. A restart "after the crash" means after all of the crashed processes are gone."""
    from tareekh.ingest.home_lock import home_lock

    def released() -> bool:
        with home_lock(home, wait=False) as free:
            return free

    return wait_for(released, timeout)


def run(cmd: list[str], *, env: dict[str, str] | None = None, timeout: float = 300.0) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, env=env or clean_env(), capture_output=True, text=True, timeout=timeout)


# ------------------------------------------------------------------------------------- the audit

FINAL_ENTRY = ("retained", "review", "rejected")


@dataclass
class Audit:
    files_dropped: int = 0
    files_accounted_for: int = 0
    duplicates: int = 0
    integrity_failures: int = 0
    problems: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"files_dropped": self.files_dropped, "files_accounted_for": self.files_accounted_for,
                "duplicates": self.duplicates, "integrity_failures": self.integrity_failures}


def integrity(path: Path) -> str:
    """`PRAGMA integrity_check` over every row (not just the first 100 problems): "ok" when it passes."""
    conn = sqlite3.connect(path)
    try:
        lines = [r[0] for r in conn.execute("PRAGMA integrity_check(1000000)")]
    finally:
        conn.close()
    return "ok" if lines == ["ok"] else "; ".join(sorted(set(lines))[:5]) + f" ({len(lines)} lines)"


def audit(home: Path, dropped: list[Path]) -> Audit:
    """After a restart: every dropped file is kept and has an upload in a final state (done with entries in
    a final state, or error with a recorded message); each retained entry is in the memory once; both
    databases pass `PRAGMA integrity_check`."""
    import hashlib

    out = Audit(files_dropped=len(dropped))
    for name in ("practice.db", "memory.db"):
        if (home / name).exists():
            result = integrity(home / name)
            if result != "ok":
                out.integrity_failures += 1
                out.problems.append(f"{name}: integrity_check {result}")
    partial = sorted(p.name for p in (home / "originals").glob(".incoming-*"))
    if partial:
        out.problems.append(f"originals/: half-copied files left behind: {partial[:3]}")
    conn = sqlite3.connect(home / "practice.db")
    try:
        for path in dropped:
            sha = hashlib.sha256(path.read_bytes()).hexdigest()
            stored = list((home / "originals").glob(f"{sha}*"))
            row = conn.execute("SELECT id, state, error FROM uploads WHERE sha256 = ?", (sha,)).fetchone()
            if not stored or stored[0].read_bytes() != path.read_bytes():
                out.problems.append(f"{path.name}: not in originals/")
                continue
            if row is None:
                out.problems.append(f"{path.name}: no upload")
                continue
            uid, state, error = row
            if state == "error":
                recorded = conn.execute("SELECT count(*) FROM ingest_errors WHERE upload_id = ?", (uid,)).fetchone()[0]
                if error and recorded:
                    out.files_accounted_for += 1
                else:
                    out.problems.append(f"{path.name}: error without a recorded message")
                continue
            if state != "done":
                out.problems.append(f"{path.name}: upload {uid} left in state {state}")
                continue
            entries = conn.execute("SELECT id, status, retain_state FROM entries WHERE upload_id = ?", (uid,)).fetchall()
            bad = [e for e in entries if e[1] not in FINAL_ENTRY or (e[1] == "retained" and e[2] != "done")]
            if not entries or bad:
                out.problems.append(f"{path.name}: entries not final {bad or 'none'}")
                continue
            out.files_accounted_for += 1
        retained = [r[0] for r in conn.execute("SELECT id FROM entries WHERE status = 'retained'")]
        dup_seq = conn.execute(
            "SELECT count(*) FROM (SELECT upload_id, seq FROM entries GROUP BY upload_id, seq HAVING count(*) > 1)"
        ).fetchone()[0]
        dup_uploads = conn.execute(
            "SELECT count(*) FROM (SELECT sha256 FROM uploads GROUP BY sha256 HAVING count(*) > 1)").fetchone()[0]
    finally:
        conn.close()
    out.duplicates += dup_seq + dup_uploads
    if dup_seq or dup_uploads:
        out.problems.append(f"practice.db: {dup_seq} doubled entries, {dup_uploads} doubled uploads")
    out.duplicates += memory_duplicates(home, retained, out.problems)
    return out


def memory_duplicates(home: Path, retained: list[int], problems: list[str]) -> int:
    """Entries in the memory more than once (two documents, or the same fact twice in one document), and
    retained entries missing from it (counted as problems, not duplicates)."""
    path = home / "memory.db"
    if not path.exists():
        if retained:
            problems.append(f"memory.db missing with {len(retained)} retained entries")
        return 0
    conn = sqlite3.connect(path)
    try:
        docs = {r[0] for r in conn.execute("SELECT id FROM documents WHERE id LIKE 'entry:%'")}
        doubled = conn.execute(
            "SELECT count(*) FROM (SELECT document_id, item_index, fact_index FROM memories"
            " WHERE type != 'observation' AND document_id LIKE 'entry:%'"
            " GROUP BY document_id, item_index, fact_index HAVING count(*) > 1)"
        ).fetchone()[0]
        facts_per_doc = dict(conn.execute(
            "SELECT document_id, count(*) FROM memories WHERE type != 'observation' AND document_id LIKE 'entry:%'"
            " GROUP BY document_id"))
    finally:
        conn.close()
    missing = [i for i in retained if f"entry:{i}" not in docs or not facts_per_doc.get(f"entry:{i}")]
    if missing:
        problems.append(f"{len(missing)} retained entries not in the memory: {missing[:5]}")
    if doubled:
        problems.append(f"memory.db: {doubled} facts stored twice for one entry")
    # a memory document of an entry that is no longer retained: a hearing split again under new entry ids
    # (so in the memory twice), or a rejected entry still remembered
    wanted = {f"entry:{i}" for i in retained}
    orphans = sorted(docs - wanted)
    if orphans:
        problems.append(f"memory.db: {len(orphans)} documents of entries not retained: {orphans[:5]}")
    return doubled + len(orphans)


def json_line(**figures) -> str:
    return json.dumps(figures, sort_keys=False)


def wait_for(predicate, timeout: float, step: float = 0.05) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(step)
    return predicate()
