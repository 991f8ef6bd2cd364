"""Reading pages photographed turned (sideways either way, upside down) beside the same pages upright, for
`bench/ingest.py --rotate`.

Each rendered page image of the run is saved twice as JPEG (quality 85): upright, and turned 90°, 180° or 270°
clockwise (in turn, page by page: what a phone saves when its orientation tag is lost). Both are read by this
checkout's `read_file` and, with `--baseline`, by another checkout's, in its own Python; the readers take turns
over small batches so a shared machine slows both alike. Figures per reader: CER median and mean, the share of
dates and case numbers read exactly, seconds per page (median), page readings (OCR passes) per page and the
time spent finding which way up a page is (median), for upright pages and for turned pages (all, and per
turn); for this checkout also the share of turned pages it found the turn of, and its upright pages read a
third time with the turn-finding switched off (what finding the turn costs on the common, upright page).
"""

from __future__ import annotations

import json
import statistics
import subprocess
from collections.abc import Callable
from pathlib import Path

CHUNK = 4
TURNS = (90, 180, 270)

# Run in each checkout's own Python: reads the files named on the command line, one JSON line per file.
# It counts the page readings (OCR passes) per file and the time spent finding which way up a page is.
READER = r"""
import json, sys, time
from pathlib import Path
from tareekh.ingest.ocr import choose
from tareekh.ingest.read import read_file
count = {"readings": 0, "axis": 0.0}
read_page = choose.read_page
def counted(*args, **kw):
    count["readings"] += 1
    return read_page(*args, **kw)
choose.read_page = counted
try:
    from tareekh.ingest.ocr import orientation
    text_axis = orientation.text_axis
    def timed(*args, **kw):
        t = time.perf_counter()
        try:
            return text_axis(*args, **kw)
        finally:
            count["axis"] += time.perf_counter() - t
    orientation.text_axis = timed
    if sys.argv[1:2] == ["--orientation-off"]:  # this checkout as it reads without finding the turn first
        orientation.read_upright = lambda loaded, read, osd=None: orientation.Upright(read(loaded), loaded, 0, 1)
except ImportError:
    pass
for path in [p for p in sys.argv[1:] if p != "--orientation-off"]:
    count.update(readings=0, axis=0.0)
    t0 = time.perf_counter()
    try:
        doc = read_file(Path(path))
        text, turns = doc.text, [getattr(p, "rotation", 0) for p in doc.pages]
    except Exception as exc:
        text, turns = "", [None]
        print(f"{path}: {exc}", file=sys.stderr)
    print(json.dumps({"file": path, "text": text, "turns": turns, "seconds": time.perf_counter() - t0,
                      "readings": count["readings"], "axis_seconds": count["axis"]}), flush=True)
"""


def _read(checkout: Path, paths: list[str], *flags: str) -> dict[str, dict]:
    python = checkout / ".venv" / "bin" / "python"
    run = subprocess.run([str(python), "-c", READER, *flags, *paths], cwd=checkout, capture_output=True, text=True,
                         env={"OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin", "HOME": str(Path.home())})
    if run.returncode != 0:
        raise SystemExit(f"reading with {checkout} failed:\n{run.stderr[-2000:]}")
    return {r["file"]: r for r in map(json.loads, run.stdout.splitlines())}


def _copies(pages: list[dict], out: Path) -> list[dict]:
    """Upright and turned JPEG copies of each page: [{"path", "source", "turn"}] (turn 0 = upright)."""
    from PIL import Image

    try:
        import pillow_heif

        pillow_heif.register_heif_opener()
    except ImportError:
        pass
    out.mkdir(parents=True, exist_ok=True)
    copies = []
    for i, page in enumerate(pages):
        with Image.open(page["path"]) as im:
            image = im.convert("RGB")
        turn = TURNS[i % len(TURNS)]
        for degrees in (0, turn):
            path = out / f"{i:03d}-{degrees:03d}.jpg"
            (image.rotate(-degrees, expand=True) if degrees else image).save(path, quality=85)
            copies.append({"path": str(path), "source": page["source"], "turn": degrees})
    return copies


def _figures(copies: list[dict], reads: dict[str, dict], exact: Callable[[str, str], tuple[int, int]],
             cer: Callable[[str, str], float], *, turns_found: bool) -> dict:
    def group(cs: list[dict]) -> dict:
        if not cs:
            return {}
        cers = [cer(c["source"], reads[c["path"]]["text"]) for c in cs]
        found = [exact(c["source"], reads[c["path"]]["text"]) for c in cs]
        total = sum(t for _, t in found)
        g = {"pages": len(cs), "cer_median": round(statistics.median(cers), 4), "cer_mean": round(statistics.mean(cers), 4),
             "dates_numbers_exact": round(sum(f for f, _ in found) / total, 3) if total else None,
             "seconds_per_page_median": round(statistics.median(reads[c["path"]]["seconds"] for c in cs), 2),
             "readings_per_page_mean": round(statistics.mean(reads[c["path"]]["readings"] for c in cs), 2),
             "orientation_check_ms_median": round(1000 * statistics.median(reads[c["path"]]["axis_seconds"]
                                                                            for c in cs), 1)}
        if turns_found and any(c["turn"] for c in cs):
            # the turn that makes a page turned d° clockwise upright is (360 - d)°
            right = sum(reads[c["path"]]["turns"][:1] == [(360 - c["turn"]) % 360] for c in cs)
            g["turn_found"] = round(right / len(cs), 3)
        return g

    out = {"upright": group([c for c in copies if c["turn"] == 0]),
           "turned": group([c for c in copies if c["turn"] != 0])}
    for turn in TURNS:
        out[f"turned_{turn}"] = group([c for c in copies if c["turn"] == turn])
    return out


def rotation_figures(pages: list[dict], out: Path, repo: Path, baseline: Path | None,
                     exact: Callable[[str, str], tuple[int, int]]) -> dict:
    """Figures for `pages` ([{"path": a rendered page image, "source": its text}]), see the module docstring."""
    from tareekh.ingest.ocr.score import cer

    copies = _copies(pages, out)
    paths = [c["path"] for c in copies]
    upright = {c["path"] for c in copies if c["turn"] == 0}
    # readers: this checkout, the baseline, and this checkout not looking for the turn (upright pages only: what
    # finding the turn costs on the common page)
    readers = [(repo, ()), *([(baseline, ())] if baseline else []), (repo, ("--orientation-off",))]
    reads: list[dict[str, dict]] = [{} for _ in readers]
    for n, start in enumerate(range(0, len(paths), CHUNK)):
        chunk = paths[start : start + CHUNK]
        order = list(range(len(readers)))
        for k in order if n % 2 == 0 else order[::-1]:
            checkout, flags = readers[k]
            wanted = [p for p in chunk if p in upright] if flags else chunk
            if wanted:
                reads[k].update(_read(checkout, wanted, *flags))
    report = {"this": _figures(copies, reads[0], exact, cer, turns_found=True)}
    plain = [c for c in copies if c["turn"] == 0]
    report["this_without_orientation"] = {"upright": _figures(plain, reads[-1], exact, cer, turns_found=False)["upright"]}
    if baseline:
        report["baseline"] = _figures(copies, reads[1], exact, cer, turns_found=False)
        report["baseline_checkout"] = str(baseline)
    return report
