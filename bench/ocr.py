"""OCR benchmark: render the manifest's diary photos and order sheets from their source text, read them back.

Prints ONE JSON line: character error rate per doc kind (case-insensitive, whitespace collapsed; text
printed around the reference — a diary's date header, an order sheet's heading and stamp — does not count)
for tesseract at its best, RapidOCR and the automatic per-page choice; the share of dates and case numbers
read exactly before and after repair (repair uses the vocabulary of the data's world.json registry); and
seconds per page. Pages are read in 2 processes.

    .venv/bin/python bench/ocr.py [--data DIR] [--limit N] [--workers 2] [--engines tesseract,rapidocr,auto]
        [--kinds handwritten,order_sheet]

The engine `auto-no-tesseract` is the automatic choice on a machine without tesseract (it is hidden from
PATH while that page is read): what a lawyer who installed only `pipx install tareekh` gets.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing as mp
import re
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

DEFAULT_DATA = REPO.parent / "shared" / "tareekh-data"
KINDS = {"handwritten_note_photo": "handwritten", "certified_order_sheet_scan": "order_sheet"}

_DATE_RE = re.compile(
    r"(?<![\d.])(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\s(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s\d{4}"
    r"|\d{1,2}/\d{1,2})(?![\d/])"
)


def vocabulary_from_world(world: dict) -> dict:
    """The vocabulary `Registry.vocabulary()` would give for this world.json: numbers, names, short names."""
    cases = world.get("cases", [])
    parties: set[str] = set()
    for c in cases:
        for side in re.split(r"\s+vs?\.?\s+", c.get("title", "")):
            for p in re.split(r"\s*&\s*|\s+and\s+", side):
                p = re.sub(r"\s*\d+\s+others?$", "", p).strip()
                if p:
                    parties.add(p)
    parties |= {cl["name"] for cl in world.get("clients", [])}
    judges = {n for j in world.get("judges", []) for n in (j.get("name"), j.get("short")) if n}
    counsel = {oc["name"] for oc in world.get("opposing_counsel", world.get("counsel", []))}
    return {
        "numbers": sorted(c["case_number"] for c in cases if c.get("case_number")),
        "parties": sorted(parties),
        "judges": sorted(judges),
        "counsel": sorted(counsel),
        "short_names": sorted(c["short_name"] for c in cases if c.get("short_name")),
    }


def _targets(text: str) -> tuple[list[str], list[str]]:
    """Dates (as written) and case-number keys in a source text."""
    from tareekh.registry.numbers import find_numbers

    dates = [m.group(1) for m in _DATE_RE.finditer(text)]
    numbers = [f[0] for f in find_numbers(text)]
    return dates, numbers


def _exact(source: str, read: str) -> tuple[int, int]:
    """(found, total) of the source's dates and case numbers read exactly."""
    from tareekh.registry.numbers import find_numbers

    dates, numbers = _targets(source)
    flat = " " + re.sub(r"\s+", " ", read) + " "
    got_dates = [m.group(1) for m in _DATE_RE.finditer(flat)]
    found = 0
    pool = list(got_dates)
    for d in dates:
        if d in pool:
            pool.remove(d)
            found += 1
    keys = [f[0] for f in find_numbers(flat)]
    for n in numbers:
        if n in keys:
            keys.remove(n)
            found += 1
    return found, len(dates) + len(numbers)


def _init_worker() -> None:
    from tareekh.ingest.ocr.choose import set_rapidocr_threads

    set_rapidocr_threads(1)


def _render(job: dict, path: Path) -> None:
    from tareekh.ingest.render import render_diary_photo, render_order_sheet

    if job["kind"] == "handwritten":
        meera = job["author"] == "Meera"
        im = render_diary_photo(job["text"], date=date.fromisoformat(job["date"]) if meera else None,
                                seed=job["seed"], hand="dkg" if meera else "humor", owner=job["owner"])
    else:
        im = render_order_sheet(job["text"], seed=job["seed"], **job["heading"])
    im.save(path, quality=85)


@contextlib.contextmanager
def _tesseract_hidden(tmp: Path):
    """PATH as on a machine without tesseract, while the block runs (tareekh looks it up on every read)."""
    import os

    folder = tmp / "bin"
    folder.mkdir(exist_ok=True)
    for directory in os.environ["PATH"].split(os.pathsep):
        for name in (os.listdir(directory) if os.path.isdir(directory) else ()):
            if not name.startswith("tesseract") and not (folder / name).exists():
                (folder / name).symlink_to(os.path.join(directory, name))
    saved = os.environ["PATH"]
    os.environ["PATH"] = str(folder)
    try:
        yield
    finally:
        os.environ["PATH"] = saved


def _work(job: dict) -> dict:
    from tareekh.ingest.ocr.score import cer
    from tareekh.ingest.read import read_file

    out = {"kind": job["kind"], "file": job["file"], "engines": {}}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "page.jpg"
        t0 = time.perf_counter()
        _render(job, path)
        out["render_s"] = time.perf_counter() - t0
        for engine in job["engines"]:
            t0 = time.perf_counter()
            if engine == "auto-no-tesseract":
                with _tesseract_hidden(Path(tmp)):
                    doc = read_file(path, engine="auto", vocabulary=job["vocabulary"])
            else:
                doc = read_file(path, engine=engine, vocabulary=job["vocabulary"])
            secs = time.perf_counter() - t0
            page = doc.pages[0]
            raw = page.raw_text if page.raw_text is not None else page.text
            out["engines"][engine] = {
                "seconds": secs,
                "engine_used": page.engine,
                "cer": cer(job["text"], page.text),
                "cer_raw": cer(job["text"], raw),
                "exact_before": _exact(job["text"], raw),
                "exact_after": _exact(job["text"], page.text),
            }
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--limit", type=int, default=0, help="at most N pages per kind (0 = all)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--engines", default="tesseract,rapidocr,auto", help="also: auto-no-tesseract")
    ap.add_argument("--kinds", default="handwritten,order_sheet", help="which kinds of page to read")
    a = ap.parse_args(argv)
    manifest = json.loads((a.data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    world_path = a.data / "data" / "world.json"
    world = json.loads(world_path.read_text(encoding="utf-8")) if world_path.exists() else {}
    vocab = vocabulary_from_world(world)
    cases = {c["id"]: c for c in world.get("cases", [])}
    owner = "Adv. " + world.get("advocate", {}).get("name", "Meera Rao")
    engines = [e for e in a.engines.split(",") if e]
    jobs: list[dict] = []
    per_kind: dict[str, int] = {}
    for i, item in enumerate(manifest):
        kind = KINDS.get(item.get("type"))
        if not kind or kind not in a.kinds.split(","):
            continue
        if a.limit and per_kind.get(kind, 0) >= a.limit:
            continue
        per_kind[kind] = per_kind.get(kind, 0) + 1
        case = cases.get((item.get("case_ids") or [None])[0], {})
        sides = re.split(r"\s+vs?\.?\s+", case.get("title", ""), maxsplit=1)
        heading = {
            "case_number": case.get("case_number"),
            "court": case.get("court"),
            "petitioner": sides[0] if sides and sides[0] else None,
            "respondent": sides[1] if len(sides) > 1 else None,
            "copy_applied": date.fromisoformat(item["date"]) if item.get("date") else None,
        }
        jobs.append({"kind": kind, "file": item["files"][0], "text": item["source_text"], "date": item.get("date"),
                     "author": item.get("author", ""), "seed": i, "owner": owner, "heading": heading,
                     "engines": engines, "vocabulary": vocab})
    t0 = time.perf_counter()
    if a.workers > 1:
        with mp.get_context("spawn").Pool(a.workers, initializer=_init_worker) as pool:
            results = pool.map(_work, jobs, chunksize=1)
    else:
        _init_worker()
        results = [_work(j) for j in jobs]
    wall = time.perf_counter() - t0
    report: dict = {"bench": "ocr", "pages": len(results), "workers": a.workers, "wall_s": round(wall, 1),
                    "data": str(a.data), "kinds": {}}
    for kind in sorted({r["kind"] for r in results}):
        rs = [r for r in results if r["kind"] == kind]
        k: dict = {"pages": len(rs)}
        for e in engines:
            es = [r["engines"][e] for r in rs]
            fb = sum(x["exact_before"][0] for x in es)
            fa = sum(x["exact_after"][0] for x in es)
            tot = sum(x["exact_after"][1] for x in es)
            k[e] = {
                "cer_median": round(statistics.median(x["cer"] for x in es), 4),
                "cer_mean": round(statistics.mean(x["cer"] for x in es), 4),
                "cer_mean_before_repair": round(statistics.mean(x["cer_raw"] for x in es), 4),
                "dates_numbers_exact_before_repair": round(fb / tot, 3) if tot else None,
                "dates_numbers_exact_after_repair": round(fa / tot, 3) if tot else None,
                "dates_numbers_total": tot,
                "seconds_per_page_median": round(statistics.median(x["seconds"] for x in es), 2),
            }
            if e.startswith("auto"):
                used: dict[str, int] = {}
                for x in es:
                    used[x["engine_used"]] = used.get(x["engine_used"], 0) + 1
                k[e]["engine_used"] = used
        report["kinds"][kind] = k
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
