"""Time from launch to an interactive window, with a 10,000-fact memory bank (target <= 1.5 s).

Prints ONE JSON line. Each launch is a fresh `python -m tareekh --home H --today 2026-12-01` subprocess
(offscreen Qt) with TAREEKH_STARTUP_PROBE set: the app prints when its window is on screen and taking input
(`shown`), and when the practice has opened and the Today page has loaded its matters (`today_loaded`).
The clock runs in this process, from just before the launch to the line arriving. Medians of --runs (5).
Wall times depend on other load on the machine, so the launch's CPU time and the load average are reported too.
Baseline: the same launch on an empty practice home; and the bare cost of starting Python with Qt.
Also: the median time for the note reader to put a 12-megapixel photo on screen, from the click that opens it
(target < 200 ms).

The bank is built once with the memory engine's own retain (synthetic hearing notes over the demo registry)
and cached under bench/out/startup-home-<facts>/ (delete it to rebuild).

    .venv/bin/python bench/startup.py [--facts 10000] [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from datetime import date, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bench" / "out"
TODAY = "2026-12-01"

EVENTS = [
    "PW{w} was cross-examined by the defendant's counsel on the sale agreement of {d}.",
    "Counsel for the respondent sought an adjournment because the senior counsel was unwell.",
    "The court directed the plaintiff to file the original receipts within two weeks.",
    "Costs of Rs {c} were imposed on the defendant for the delay in filing the written statement.",
    "I.A. No. {i} of 2025 for interim injunction was heard in part.",
    "DW{w} deposed that the site work began before the permissions were granted.",
    "The judge asked both sides to explore settlement before the next date.",
    "Marked Ex. A{w} to A{w2} through PW1 without objection.",
    "The commissioner's report was received and both sides were given copies.",
    "Arguments on the maintainability of the petition were heard; reply by the petitioner next time.",
]


def _note(rng: random.Random, case, day: date) -> str:
    picks = rng.sample(EVENTS, 3)
    parts = [p.format(w=rng.randint(1, 6), w2=rng.randint(7, 12), d=(day - timedelta(days=rng.randint(200, 900))).strftime("%d.%m.%Y"),
                      c=rng.choice([500, 1000, 2500, 5000]), i=rng.randint(100, 999)) for p in picks]
    nxt = (day + timedelta(days=rng.randint(14, 60))).strftime("%d.%m.%Y")
    return (f"{case.number} ({case.short_name}), hearing on {day.strftime('%d %B %Y')}. " + " ".join(parts)
            + f" Next date {nxt}.")


def build_home(facts: int) -> Path:
    """A demo practice whose bank holds at least `facts` facts (cached)."""
    home = OUT / f"startup-home-{facts}"
    done = home / "bench-complete.json"
    if done.exists():
        return home
    if home.exists():
        shutil.rmtree(home)
    from tareekh.memory.models import RetainItem
    from tareekh.practice import Practice

    rng = random.Random(7)
    with Practice.open(home) as p:
        p.load_demo()
        cases = [c for c in p.registry.list_cases()]
        bank = p.bank
        day = date(2021, 1, 4)
        n = 0
        while bank.stats().facts < facts:
            batch = []
            for _ in range(50):
                case = cases[n % len(cases)]
                hearing = day + timedelta(days=n // len(cases) * 3)
                if hearing.isoformat() >= TODAY:
                    hearing = day + timedelta(days=(n * 7) % 2000)
                batch.append(RetainItem(
                    content=_note(rng, case, hearing),
                    timestamp=datetime.combine(hearing, datetime.min.time()).replace(hour=10, minute=30),
                    document_id=f"bench:{n}",
                    tags=[f"case:{case.id}", f"judge:{case.judge_id}", "type:handwritten_note"],
                    metadata={"case_id": case.id, "hearing_date": hearing.isoformat(), "source_file": f"bench_{n}.txt",
                              "doc_type": "handwritten_note", "entry_id": "", "upload_id": ""},
                ))
                n += 1
            bank.retain(batch)
        stats = bank.stats()
    done.write_text(json.dumps({"facts": stats.facts, "documents": stats.documents}), encoding="utf-8")
    return home


def empty_home() -> Path:
    home = OUT / "startup-home-empty"
    if not (home / "practice.db").exists():
        from tareekh.practice import Practice

        Practice.open(home).close()
    return home


def _env() -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TAREEKH_")}
    env.update(QT_QPA_PLATFORM="offscreen", TAREEKH_STARTUP_PROBE="1")
    return env


def launch(home: Path) -> dict[str, float]:
    """One launch; seconds from Popen to each probe line."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "tareekh", "--home", str(home), "--today", TODAY],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=_env(), cwd=ROOT)
    marks: dict[str, float] = {}
    for line in proc.stdout:
        if line.startswith("TAREEKH_SHOWN"):
            marks["shown"] = time.perf_counter() - t0
        elif line.startswith("TAREEKH_INTERACTIVE"):
            marks["today_loaded"] = time.perf_counter() - t0
    _, status, usage = os.wait4(proc.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code != 0 or len(marks) != 2:
        raise SystemExit(f"launch on {home} failed (exit {code}, marks {marks})")
    # CPU seconds of the whole launch (to exit): less sensitive than wall time to other load on the machine.
    marks["cpu"] = usage.ru_utime + usage.ru_stime
    return marks


def bare_qt() -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", "from PySide6.QtWidgets import QApplication; QApplication([])"],
                   env=_env(), check=True, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t0


def reader_open_ms(runs: int) -> dict[str, float]:
    """Median time for the note reader to put a 12-MP photo on screen, from the click that opens it.

    The clock starts where a click on a source chip lands (MainWindow.open_reader: the reader is built and
    shown) and stops at the first paint of the page view after the photo was set on it; `preview_set_ms` is
    the old figure's end (the scaled preview handed to the view), for comparison."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image, ImageDraw
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QWidget

    from tareekh.gui.ops import Runner
    from tareekh.gui.reader import NoteReader
    from tareekh.ingest.models import Box
    from tareekh.ingest.review import Entry

    folder = OUT / "reader"
    folder.mkdir(parents=True, exist_ok=True)
    photo = folder / "photo-12mp.jpg"
    if not photo.exists():
        img = Image.new("RGB", (4000, 3000), (250, 248, 240))
        ImageDraw.Draw(img).rectangle((300, 600, 2700, 1100), outline="black", width=12)
        img.save(photo, quality=85)
    entry = Entry(id=1, upload_id=1, source_file=photo.name, original_path=photo.name, case_id="C01",
                  hearing_date="2026-08-12", doc_type="handwritten_note", author="lawyer", confidence=1.0,
                  status="retained", reason=None, text="…", region=Box(x=300, y=600, w=2400, h=500))

    class OnePhoto:  # just enough Practice for the reader
        home = folder

        def entry(self, _id):
            return entry

        def entries(self, **_):
            return [entry]

    class FirstPaint(QObject):
        """Notes the first paint of the page view after the photo was set on it."""

        def __init__(self, reader) -> None:
            super().__init__()
            self.reader, self.at = reader, None

        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint and self.at is None and self.reader.is_loaded:
                self.at = time.perf_counter()
            return False

    app = QApplication.instance() or QApplication([])
    host = QWidget()
    host.runner = Runner(OnePhoto(), host)
    on_screen, preview = [], []
    for _ in range(runs + 1):
        t0 = time.perf_counter()
        reader = NoteReader(host, 1)
        painted = FirstPaint(reader)
        reader.view.viewport().installEventFilter(painted)
        reader.show()
        end = time.monotonic() + 30
        while painted.at is None and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.001)
        if painted.at is None or reader.view.isHidden():
            raise SystemExit("the note reader did not put the photo on screen within 30 s")
        on_screen.append(painted.at - t0)
        preview.append(reader.opened_at - t0 + (reader.load_ms or 0) / 1000)
        reader.view.viewport().removeEventFilter(painted)
        reader.close()
        app.processEvents()
    host.runner.shutdown()
    return {"click_to_photo_on_screen": median_ms(on_screen[1:]), "preview_set": median_ms(preview[1:])}


def median_ms(values: list[float]) -> float:
    return round(statistics.median(values) * 1000, 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--facts", type=int, default=10000)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    t_build = time.perf_counter()
    home = build_home(args.facts)
    build_s = time.perf_counter() - t_build
    info = json.loads((home / "bench-complete.json").read_text())
    empty = empty_home()
    launch(home)  # warm the file cache and .pyc files once; not counted
    big, base, qt = [], [], []
    for _ in range(args.runs):
        big.append(launch(home))
        base.append(launch(empty))
        qt.append(bare_qt())
    result = {
        "bench": "startup",
        "facts": info["facts"],
        "runs": args.runs,
        "shown_ms": median_ms([m["shown"] for m in big]),
        "today_loaded_ms": median_ms([m["today_loaded"] for m in big]),
        "baseline_empty_shown_ms": median_ms([m["shown"] for m in base]),
        "baseline_empty_today_loaded_ms": median_ms([m["today_loaded"] for m in base]),
        "cpu_ms_to_exit": median_ms([m["cpu"] for m in big]),
        "baseline_empty_cpu_ms_to_exit": median_ms([m["cpu"] for m in base]),
        "baseline_python_qt_ms": median_ms(qt),
        "load_avg_1min": round(os.getloadavg()[0], 2),
        "cores": os.cpu_count(),
        "target_ms": 1500,
        **{f"reader_12mp_{k}_ms": v for k, v in reader_open_ms(max(args.runs, 5)).items()},
        "reader_target_ms": 200,
        "bank_build_s": round(build_s, 1),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
