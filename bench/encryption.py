"""What encryption costs: one practice built twice in the same run, plain and encrypted, and timed side by side.

Every upload of `<data>/uploads/manifest.json` is written as a .txt note from its `source_text` (as
`bench/ingest.py --text-only` does) and ingested, in date order, into a plain home and into an encrypted home
(registry from `<data>/data/world.json`). Then, alternating between the two homes round by round:
- recall: `Practice.recall` for queries made from the registry (case short names, "adjourned", …), p50/p95 ms;
- today: `Practice.today` for days of the practice's calendar, p50 ms (the Today page's load);
- open: `Practice.open` + close, p50 s (for the encrypted home this includes scrypt's key derivation);
- app: a fresh `python -m tareekh --home H` launch (offscreen, as `bench/startup.py` does) to its Today page
  loaded, p50 s;
and once: the ingest wall and CPU time of each home (the notes ingested 30 at a time, the two homes taking
turns, the first alternating), the conversion of a copy of the plain home with `tareekh encrypt`
(seconds, originals), and a scan of every byte of each home for phrases of the notes (plain > 0, encrypted 0).
Targets (issue 17): recall p50 and Today within 1.3x of plain, ingest within 1.2x, conversion under 2 minutes.

Prints ONE JSON line.

    .venv/bin/python bench/encryption.py [--data DIR] [--limit N] [--rounds 5] [--launches 3]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
DEFAULT_DATA = Path("/work/shared/tareekh-data")
PASSPHRASE = "bench: four plain words here"


def write_notes(data: Path, folder: Path, limit: int | None) -> list[Path]:
    items = json.loads((data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    items = sorted(items, key=lambda it: (it.get("date") or "", json.dumps(it.get("files"))))[:limit]
    folder.mkdir(parents=True, exist_ok=True)
    paths, seen = [], set()
    for n, item in enumerate(items):
        files = item["files"] if isinstance(item["files"], list) else json.loads(item["files"].replace("'", '"'))
        name = Path(files[0]).name
        name = name if name.lower().endswith((".txt", ".md")) else name + ".txt"
        if name in seen:
            name = f"{n}_{name}"
        seen.add(name)
        (folder / name).write_text(item["source_text"], encoding="utf-8")
        paths.append(folder / name)
    return paths


def build(homes: dict[str, Path], world: dict, notes: list[Path], chunk: int) -> dict:
    """Ingest the notes into both homes, `chunk` notes at a time, alternating which home goes first, so that a
    change of load on the machine falls on both alike; each home's background consolidation is waited for
    (untimed) after each chunk. Wall and CPU seconds of the ingest calls, per home."""
    from ingest import import_world_tolerantly

    from tareekh.practice import Practice

    opened = {m: Practice.open(h, encrypt=m == "encrypted", passphrase=PASSPHRASE if m == "encrypted" else None)
              for m, h in homes.items()}
    out = {m: {"ingest_s": 0.0, "ingest_cpu_s": 0.0, "files_done": 0} for m in homes}
    try:
        for p in opened.values():
            import_world_tolerantly(p.registry, world)
        for n, start in enumerate(range(0, len(notes), chunk)):
            order = list(opened) if n % 2 == 0 else list(reversed(opened))
            for mode in order:
                p = opened[mode]
                t0, c0 = time.perf_counter(), time.process_time()
                report = p.ingest(notes[start:start + chunk])
                out[mode]["ingest_s"] += time.perf_counter() - t0
                out[mode]["ingest_cpu_s"] += time.process_time() - c0
                out[mode]["files_done"] += sum(1 for f in report.files if f.state == "done")
                p.wait_for_consolidation(600)
        for mode, p in opened.items():
            out[mode]["entries"] = len(p.entries())
            out[mode]["ingest_s"] = round(out[mode]["ingest_s"], 1)
            out[mode]["ingest_cpu_s"] = round(out[mode]["ingest_cpu_s"], 1)
    finally:
        for p in opened.values():
            p.close()
    return out


def launch(home: Path) -> float:
    """Seconds from launching the app on `home` to its Today page loaded (bench/startup.py's probe)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAREEKH_")}
    env.update(QT_QPA_PLATFORM="offscreen", TAREEKH_STARTUP_PROBE="1", TAREEKH_PASSPHRASE=PASSPHRASE)
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "tareekh", "--home", str(home), "--today", "2026-12-01"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    loaded = None
    for line in proc.stdout:
        if line.startswith("TAREEKH_INTERACTIVE"):
            loaded = time.perf_counter() - t0
    if proc.wait() != 0 or loaded is None:
        raise SystemExit(f"launch on {home} failed (exit {proc.returncode})")
    return loaded


def scan(home: Path, phrases: list[str]) -> int:
    data = b"\n".join(p.read_bytes() for p in home.rglob("*") if p.is_file()).lower()
    return sum(1 for ph in phrases if ph.lower().encode() in data)


def p(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--limit", type=int, default=None, help="uploads (default: all)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--launches", type=int, default=3)
    ap.add_argument("--chunk", type=int, default=30, help="notes ingested into one home before the other's turn")
    a = ap.parse_args(argv)
    for key in [k for k in os.environ if k.startswith("TAREEKH_")]:
        os.environ.pop(key)
    os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")
    from tareekh.practice import Practice
    from tareekh.practice.encryption import encrypt_home

    world = json.loads((a.data / "data" / "world.json").read_text(encoding="utf-8"))
    tmp = Path(tempfile.mkdtemp(prefix="bench-encryption-"))
    try:
        notes = write_notes(a.data, tmp / "notes", a.limit)
        homes = {"plain": tmp / "plain", "encrypted": tmp / "encrypted"}
        out: dict = {"bench": "encryption", "data": str(a.data), "uploads": len(notes)}
        out.update(build(homes, world, notes, a.chunk))
        cases = [c for c in world.get("cases", []) if c.get("short_name")]
        queries = [c["short_name"] for c in cases[:20]] + ["adjourned", "written statement", "cross-examination",
                                                          "costs imposed", "next date", "interim application"]
        days = sorted({n.get("date") for n in json.loads((a.data / "uploads" / "manifest.json").read_text())
                       if n.get("date")})[-30:]
        times: dict = {m: {"recall": [], "today": [], "open": [], "app": []} for m in homes}
        for _ in range(a.rounds):
            for mode, home in homes.items():
                t0 = time.perf_counter()
                practice = Practice.open(home, passphrase=PASSPHRASE if mode == "encrypted" else None)
                practice.close()
                times[mode]["open"].append(time.perf_counter() - t0)
                with Practice.open(home, passphrase=PASSPHRASE if mode == "encrypted" else None) as pr:
                    pr.recall(queries[0])  # the first recall loads the index: timed apart, as open's cost
                    for q in queries:
                        t0 = time.perf_counter()
                        pr.recall(q)
                        times[mode]["recall"].append((time.perf_counter() - t0) * 1000)
                    for day in days[:10]:
                        t0 = time.perf_counter()
                        pr.today(day)
                        times[mode]["today"].append((time.perf_counter() - t0) * 1000)
        for _ in range(a.launches):
            for mode, home in homes.items():
                times[mode]["app"].append(launch(home))
        for mode in homes:
            t = times[mode]
            out[mode].update({
                "recall_p50_ms": round(statistics.median(t["recall"]), 1), "recall_p95_ms": round(p(t["recall"], .95), 1),
                "today_p50_ms": round(statistics.median(t["today"]), 1),
                "open_p50_s": round(statistics.median(t["open"]), 3),
                "app_today_loaded_p50_s": round(statistics.median(t["app"]), 2),
            })
        pl, en = out["plain"], out["encrypted"]
        out["ratio"] = {k: round(en[k] / pl[k], 2) for k in
                        ("ingest_s", "ingest_cpu_s", "recall_p50_ms", "today_p50_ms", "open_p50_s", "app_today_loaded_p50_s")
                        if pl.get(k)}
        copy = tmp / "convert"
        shutil.copytree(homes["plain"], copy)
        report = encrypt_home(copy, PASSPHRASE)
        out["conversion"] = {"seconds": report.seconds, "originals": report.originals, "databases": report.databases}
        phrases = [c["short_name"] for c in cases] + ["adjourned", "cross-examin"]
        out["scan_phrases_found"] = {m: scan(h, phrases) for m, h in homes.items()} | {"converted": scan(copy, phrases)}
        out["scan_phrases"] = len(phrases)
        out["load_avg"] = round(os.getloadavg()[0], 2)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
