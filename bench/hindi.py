"""Hindi pages benchmark: the data set's typed pages that carry Devanagari, rendered once, read by this checkout
and by a baseline checkout (the same image files), beside English order sheets to show the speed is kept. The two readers take turns over small batches of pages.

Prints ONE JSON line: per reader, CER median / mean of the Devanagari pages (case-insensitive, whitespace
collapsed, text around the reference not counted, as in bench/ocr.py), the share of their dates and case
numbers read exactly, seconds per page, and the same CER and seconds for the English order sheets.

    .venv/bin/python bench/hindi.py [--data ../shared/practice-lucknow] [--english ../shared/tareekh-data]
                                    [--baseline /work/baseline] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

SHARED = REPO.parent / "shared"
DEVANAGARI = re.compile(r"[\u0900-\u097F]")
CHUNK = 4
TYPED = {"certified_order_sheet_scan": "order", "document_scan": "scan", "document_photo": "scan"}
_DATE = re.compile(r"(?<![\d.])\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?![\d])")
# case and paper numbers as Hindi orders write them: "310/2023", "संख्या 77 सन् 2019"
_NUMBER = re.compile(r"(?<![\d/.])(\d{1,6})\s*(?:/|सन्\s*)\s*((?:19|20)\d{2})(?!\d)")

# Run in each checkout's own Python: reads the files named on the command line, one JSON line per file.
READER = r"""
import json, sys, time
from pathlib import Path
from tareekh.ingest.read import read_file
for path in sys.argv[1:]:
    t0 = time.perf_counter()
    doc = read_file(Path(path))
    print(json.dumps({"file": path, "text": doc.text, "seconds": time.perf_counter() - t0}), flush=True)
"""


def _targets(text: str) -> list[str]:
    from tareekh.ingest.dates import ascii_digits

    text = ascii_digits(text)
    return [m.group(0) for m in _DATE.finditer(text)] + [f"{int(a)}/{b}" for a, b in _NUMBER.findall(text)]


def _exact(source: str, read: str) -> tuple[int, int]:
    want, pool = _targets(source), _targets(read)
    found = 0
    for t in want:
        if t in pool:
            pool.remove(t)
            found += 1
    return found, len(want)


def _pages(data: Path, english: Path, limit: int, out: Path) -> list[dict]:
    from devtools.render import render_order_sheet, render_scanned_page

    pages = []
    hindi = [it for it in json.loads((data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
             if it.get("type") in TYPED and DEVANAGARI.search(it.get("source_text", ""))]
    eng = [it for it in json.loads((english / "uploads" / "manifest.json").read_text(encoding="utf-8"))
           if it.get("type") == "certified_order_sheet_scan"]
    for group, items in (("devanagari", hindi), ("english", eng)):
        for i, it in enumerate(items[: limit or None]):
            render = render_order_sheet if TYPED[it["type"]] == "order" else render_scanned_page
            path = out / f"{group}-{i:03d}.jpg"
            render(it["source_text"], seed=i).save(path, quality=85)
            pages.append({"group": group, "path": str(path), "source": it["source_text"], "file": it["files"][0]})
    return pages


def _read(checkout: Path, paths: list[str]) -> dict[str, dict]:
    python = checkout / ".venv" / "bin" / "python"
    run = subprocess.run([str(python), "-c", READER, *paths], cwd=checkout, capture_output=True, text=True,
                         env={"OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin", "HOME": str(Path.home())})
    if run.returncode != 0:
        raise SystemExit(f"reading with {checkout} failed:\n{run.stderr[-2000:]}")
    return {r["file"]: r for r in map(json.loads, run.stdout.splitlines())}


def _figures(pages: list[dict], reads: dict[str, dict]) -> dict:
    from tareekh.ingest.ocr.score import cer

    out: dict = {}
    for group in ("devanagari", "english"):
        ps = [p for p in pages if p["group"] == group]
        if not ps:
            continue
        cers = [cer(p["source"], reads[p["path"]]["text"]) for p in ps]
        secs = [reads[p["path"]]["seconds"] for p in ps]
        g = {"pages": len(ps), "cer_median": round(statistics.median(cers), 4), "cer_mean": round(statistics.mean(cers), 4),
             "seconds_per_page_median": round(statistics.median(secs), 2)}
        if group == "devanagari":
            found = [_exact(p["source"], reads[p["path"]]["text"]) for p in ps]
            total = sum(t for _, t in found)
            g["dates_numbers_exact"] = round(sum(f for f, _ in found) / total, 3) if total else None
            g["dates_numbers_total"] = total
        out[group] = g
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=SHARED / "practice-lucknow")
    ap.add_argument("--english", type=Path, default=SHARED / "tareekh-data")
    ap.add_argument("--baseline", type=Path, help="another checkout with its own .venv, read on the same images")
    ap.add_argument("--limit", type=int, default=0, help="at most N pages per group (0 = all)")
    a = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        pages = _pages(a.data, a.english, a.limit, Path(tmp))
        paths = [p["path"] for p in pages]
        checkouts = [REPO] + ([a.baseline] if a.baseline else [])
        reads: list[dict[str, dict]] = [{} for _ in checkouts]
        # The readers take turns over small batches, first one then the other, so that a machine shared with
        # other work slows both alike (seconds per page are compared, not only error rates).
        for n, start in enumerate(range(0, len(paths), CHUNK)):
            chunk = paths[start : start + CHUNK]
            order = list(range(len(checkouts)))
            for k in order if n % 2 == 0 else order[::-1]:
                reads[k].update(_read(checkouts[k], chunk))
        report: dict = {"bench": "hindi", "data": str(a.data), "english": str(a.english),
                        "this": _figures(pages, reads[0])}
        if a.baseline:
            report["baseline"] = _figures(pages, reads[1])
            report["baseline_checkout"] = str(a.baseline)
    print(json.dumps(report, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
