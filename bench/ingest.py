"""Ingest benchmark: render the manifest's uploads from their source text, ingest them all, score the filing.

Every upload of `<data>/uploads/manifest.json` is made from its `source_text`: diary photos (a type ending in
`_photo`) with the renderer's phone photo (the advocate's own pages carry the printed date header), certified
order sheets as scans with the case's heading, docx notes with python-docx, txt notes copied as they are
(made from the text when missing), and any type the bench does not know as a scanned typed page. All are
ingested into a fresh home (registry imported from `<data>/data/world.json`) in date order, in one batch, and
scored against the manifest, which the product never reads.

Prints ONE JSON line: CER per doc kind (case-insensitive, whitespace collapsed, text printed around the
reference not counted) and the share of dates and case numbers read exactly; split precision / recall / F1
per kind (entries matched to the manifest's hearings by case and hearing date; uploads with no hearing are
left out) with a one-entry-per-file baseline; hearing-date accuracy; case accuracy of entries filed
automatically and the number of wrong automatic filings; the review share; wall time of the ingest.

With `--rotate`, the run's page images are also read turned sideways and upside down beside the same pages
upright (`bench/rotated.py`), by this checkout and, with `--baseline DIR`, by another checkout.

    .venv/bin/python bench/ingest.py [--text-only] [--data DIR] [--home DIR] [--limit N] [--progress]
                                     [--rotate [--baseline /work/baseline]]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import re
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

DEFAULT_DATA = REPO.parent / "shared" / "tareekh-data"
IMAGE_EXT = (".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif", ".tif", ".tiff")
_DATE_RE = re.compile(
    r"(?<![\d.])(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\s(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s\d{4}"
    r"|\d{1,2}/\d{1,2})(?![\d/])"
)


def kind_of(upload_type: str) -> str:
    """The way an upload type is made: photo, order_sheet, docx, text, or scan (unknown types)."""
    t = upload_type.lower()
    if t.endswith("_photo"):
        return "photo"
    if "order_sheet" in t:
        return "order_sheet"
    if t.endswith("_docx") or t.endswith("docx"):
        return "docx"
    if t.endswith(("_txt", "_md", "_text")):
        return "text"
    return "scan"


def _heading(case: dict, item: dict) -> dict:
    sides = re.split(r"\s+vs?\.?\s+", case.get("title", "") or "", maxsplit=1)
    return {
        "case_number": case.get("case_number"),
        "court": case.get("court"),
        "petitioner": sides[0] if sides and sides[0] else None,
        "respondent": sides[1] if len(sides) > 1 else None,
        "copy_applied": date.fromisoformat(item["date"]) if item.get("date") else None,
    }


def _make(job: dict) -> float:
    """Write one upload file from its source text; returns seconds spent."""
    from tareekh.ingest.render import make_docx, render_diary_photo, render_order_sheet, render_scanned_page

    t0 = time.perf_counter()
    out = Path(job["out"])
    kind, text = job["kind"], job["text"]
    if kind == "text":
        src = Path(job["src"]) if job.get("src") else None
        if src and src.is_file():
            shutil.copyfile(src, out)
        else:
            out.write_text(text, encoding="utf-8")
    elif kind == "docx":
        make_docx(text, out)
    else:
        if kind == "photo":
            im = render_diary_photo(text, date=date.fromisoformat(job["date"]) if job["header"] else None,
                                    seed=job["seed"], hand="dkg" if job["header"] else "humor", owner=job["owner"])
        elif kind == "order_sheet":
            im = render_order_sheet(text, seed=job["seed"], **job["heading"])
        else:
            im = render_scanned_page(text, seed=job["seed"])
        if out.suffix.lower() in (".heic", ".heif"):  # an iPhone's photo, as the iPhone saves it
            import pillow_heif

            pillow_heif.register_heif_opener()
            im.save(out, format="HEIF", quality=85)
        else:
            im.save(out, quality=85)
    return time.perf_counter() - t0


def _exact(source: str, read: str) -> tuple[int, int]:
    """(found, total) of the source's dates and case numbers that appear exactly in what was read."""
    from tareekh.registry.numbers import find_numbers

    dates = [m.group(1) for m in _DATE_RE.finditer(source)]
    numbers = [f[0] for f in find_numbers(source)]
    flat = " " + re.sub(r"\s+", " ", read) + " "
    pool = [m.group(1) for m in _DATE_RE.finditer(flat)]
    keys = [f[0] for f in find_numbers(flat)]
    found = 0
    for d in dates:
        if d in pool:
            pool.remove(d)
            found += 1
    for n in numbers:
        if n in keys:
            keys.remove(n)
            found += 1
    return found, len(dates) + len(numbers)


def hearings(data: Path, world: dict) -> dict[str, tuple[str, str]]:
    """hearing id -> (case id, date), from world.json and data/cases/*.json (whichever has hearings)."""
    found: dict[str, tuple[str, str]] = {}
    case_docs = list(world.get("cases", []))
    for path in sorted((data / "data" / "cases").glob("*.json")):
        try:
            case_docs.append(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            continue
    for c in case_docs:
        for h in c.get("hearings", []) or []:
            if h.get("hearing_id") and h.get("date"):
                found[h["hearing_id"]] = (c["id"], h["date"])
    return found


def _prf(tp: int, predicted: int, expected: int) -> dict:
    p = tp / predicted if predicted else 0.0
    r = tp / expected if expected else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4), "entries": predicted, "hearings": expected}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help="a folder with uploads/manifest.json and data/world.json")
    ap.add_argument("--home", type=Path, help="keep the practice home here (must not exist or be empty)")
    ap.add_argument("--text-only", action="store_true", help="ingest each upload's source_text as a .txt file")
    ap.add_argument("--limit", type=int, default=0, help="only the first N uploads in date order (0 = all)")
    ap.add_argument("--workers", type=int, default=2, help="processes rendering the pages")
    ap.add_argument("--progress", action="store_true", help="print ingest progress on stderr")
    ap.add_argument("--rotate", action="store_true", help="also read the page images turned 90/180/270 degrees")
    ap.add_argument("--baseline", type=Path, help="with --rotate: another checkout with its own .venv, read alike")
    a = ap.parse_args(argv)

    from tareekh.ingest.ocr.score import cer
    from tareekh.ingest.progress import StderrProgress
    from tareekh.practice import Practice

    manifest = json.loads((a.data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    world_path = a.data / "data" / "world.json"
    world = json.loads(world_path.read_text(encoding="utf-8"))
    cases = {c["id"]: c for c in world.get("cases", [])}
    hearing_of = hearings(a.data, world)
    advocate = world.get("advocate", {}).get("name", "")
    first_name = advocate.split()[0] if advocate else ""

    items = sorted(enumerate(manifest), key=lambda p: (p[1].get("date") or "", p[0]))
    if a.limit:
        items = items[: a.limit]

    scratch = Path(tempfile.mkdtemp(prefix="tareekh-bench-ingest-"))
    home = a.home or scratch / "home"
    if home.exists() and any(home.iterdir()):
        print(json.dumps({"error": f"--home {home} is not empty"}), file=sys.stderr)
        return 2
    files_dir = scratch / "files"
    files_dir.mkdir()
    jobs, names = [], {}
    for seed, item in items:
        listed = item["files"][0]
        name = Path(listed).name
        kind = "text" if a.text_only else kind_of(item.get("type", ""))
        if a.text_only:
            name = name if name.lower().endswith((".txt", ".md")) else name + ".txt"
        elif kind in ("photo", "order_sheet", "scan") and not name.lower().endswith(IMAGE_EXT):
            name = Path(name).stem + ".jpg"
        elif kind == "docx" and not name.lower().endswith(".docx"):
            name = Path(name).stem + ".docx"
        if name in names.values():
            name = f"{seed}_{name}"
        names[seed] = name
        case = cases.get((item.get("case_ids") or [None])[0], {})
        jobs.append({
            "out": str(files_dir / name), "kind": kind, "text": item["source_text"], "seed": seed,
            "date": item.get("date"), "header": bool(first_name) and item.get("author", "").split()[:1] == [first_name],
            "owner": f"Adv. {advocate}" if advocate else None, "heading": _heading(case, item),
            "src": str(a.data / "uploads" / listed) if not a.text_only else None,
        })
    t0 = time.perf_counter()
    if a.workers > 1 and not a.text_only:
        with mp.get_context("spawn").Pool(a.workers) as pool:
            pool.map(_make, jobs, chunksize=4)
    else:
        for job in jobs:
            _make(job)
    render_s = time.perf_counter() - t0

    practice = Practice.open(home)
    try:
        # Hearings (when a world.json variant carries them) are for scoring, not for the registry.
        practice.registry.import_world({**world, "cases": [{k: v for k, v in c.items() if k != "hearings"}
                                                           for c in world.get("cases", [])]})
        t0 = time.perf_counter()
        report = practice.ingest([files_dir / names[s] for s, _ in items],
                                 progress=StderrProgress() if a.progress else None)
        ingest_s = time.perf_counter() - t0
        stage_s = report.timings
        by_name = {f.file: f for f in report.files}
        stats = _score(practice, items, names, by_name, hearing_of, cer, a.text_only)
    finally:
        practice.close()
    rotated = None
    if a.rotate and not a.text_only:
        from bench.rotated import rotation_figures

        pages = [{"path": str(files_dir / names[s]), "source": item["source_text"]} for s, item in items
                 if kind_of(item.get("type", "")) in ("photo", "order_sheet", "scan")]
        rotated = rotation_figures(pages, scratch / "rotated", REPO, a.baseline, _exact)
        shutil.rmtree(scratch / "rotated", ignore_errors=True)
    if a.home is None:
        shutil.rmtree(scratch, ignore_errors=True)
    else:
        shutil.rmtree(files_dir, ignore_errors=True)
    out = {"bench": "ingest", "mode": "text-only" if a.text_only else "rendered", "uploads": len(items),
           **stats, "render_s": round(render_s, 1), "ingest_wall_s": round(ingest_s, 1),
           "ingest_stage_s": stage_s, "load_average_1m": round(os.getloadavg()[0], 1),
           "seconds_per_upload": round(ingest_s / max(1, len(items)), 3), "data": str(a.data),
           "home": str(a.home) if a.home else None}
    if rotated is not None:
        out["rotate"] = rotated
    print(json.dumps(out))
    return 0


def _score(practice, items, names, by_name, hearing_of, cer, text_only: bool) -> dict:
    split = defaultdict(lambda: [0, 0, 0])  # kind -> [tp, predicted, expected]
    baseline = defaultdict(lambda: [0, 0, 0])
    cers = defaultdict(list)
    exact = defaultdict(lambda: [0, 0])
    date_ok = date_total = 0
    auto_ok = auto_total = 0
    wrong: list[dict] = []
    review = total_entries = 0
    errors = []
    for _seed, item in items:
        kind = item.get("type", "other")
        result = by_name.get(names[_seed])
        if result is None or result.state != "done":
            errors.append({"file": names[_seed], "state": result.state if result else "missing",
                           "message": result.message if result else None})
            continue
        upload = practice.upload(result.upload_id)
        entries = practice.entries(upload_id=result.upload_id)
        total_entries += len(entries)
        review += sum(e.status == "review" for e in entries)
        doc = json.loads(practice.conn.execute("SELECT document FROM uploads WHERE id = ?", (upload.id,)).fetchone()[0])
        read_text = "\n".join(p["text"] for p in doc["pages"])
        cers[kind].append(cer(item["source_text"], read_text))
        f, t = _exact(item["source_text"], read_text)
        exact[kind][0] += f
        exact[kind][1] += t
        expected = [hearing_of[h] for h in item.get("hearing_ids", []) if h in hearing_of]
        case_ids = set(item.get("case_ids") or [])
        for e in entries:
            if e.status == "retained" and e.reason != "confirmed by the user":
                auto_total += 1
                if e.case_id in case_ids:
                    auto_ok += 1
                else:
                    wrong.append({"file": names[_seed], "entry": e.id, "filed": e.case_id, "expected": sorted(case_ids),
                                  "text": e.text[:80]})
        if not expected:
            continue
        pool = list(expected)
        tp = 0
        for e in entries:
            key = (e.suggested_case_id, e.hearing_date)
            if key in pool:
                pool.remove(key)
                tp += 1
            cases_expected = {c for c, _ in expected}
            if e.suggested_case_id in cases_expected:
                date_total += 1
                date_ok += (e.suggested_case_id, e.hearing_date) in expected
        s = split[kind]
        s[0] += tp
        s[1] += len(entries)
        s[2] += len(expected)
        b = baseline[kind]
        b[0] += 1
        b[1] += 1
        b[2] += len(expected)
    split_all = [sum(v[i] for v in split.values()) for i in range(3)]
    base_all = [sum(v[i] for v in baseline.values()) for i in range(3)]
    return {
        "split": {k: _prf(*v) for k, v in sorted(split.items())} | {"all": _prf(*split_all)},
        "split_baseline_one_entry_per_file_f1": {k: _prf(*v)["f1"] for k, v in sorted(baseline.items())}
        | {"all": _prf(*base_all)["f1"]},
        "cer_mean": {k: round(sum(v) / len(v), 4) for k, v in sorted(cers.items()) if v},
        "cer_median": {k: round(sorted(v)[len(v) // 2], 4) for k, v in sorted(cers.items()) if v},
        "dates_numbers_exact": {k: round(f / t, 3) if t else None for k, (f, t) in sorted(exact.items())},
        "hearing_date_accuracy": round(date_ok / date_total, 4) if date_total else None,
        "auto_filed": auto_total,
        "auto_case_accuracy": round(auto_ok / auto_total, 4) if auto_total else None,
        "wrong_automatic_filings": len(wrong),
        "wrong_examples": wrong[:5],
        "entries": total_entries,
        "review_share": round(review / total_entries, 4) if total_entries else None,
        "file_errors": len(errors),
        "error_examples": errors[:5],
    }


if __name__ == "__main__":
    sys.exit(main())
