"""OCR benchmark: rendered diary photos and order sheets, and real handwritten pages, read back and scored.

Prints ONE JSON line:

- `kinds`: the manifest's diary photos and order sheets rendered from their source text. Character error
  rate per doc kind (case-insensitive, whitespace collapsed; text printed around the reference — a diary's
  date header, an order sheet's heading and stamp — does not count) for tesseract at its best, RapidOCR and
  the automatic per-page choice, the automatic choice also without the lexicon pass ("auto-nolex"); the
  share of dates and case numbers read exactly before and after repair (repair uses the vocabulary of the
  data's world.json registry); seconds per page; how the pages were judged (handwritten, typed, unsure);
  and the lexicon pass's changes: how many words it changed and how many of those were already right.
- `real`: the real handwritten pages of `--real` (images with a `.txt` transcription beside each): CER per
  page per engine, with and without the lexicon pass (no vocabulary: these pages are not a practice's).
- `baseline`: with `--baseline DIR`, the same measurements by the code checked out in DIR (its own
  `.venv`), run in a subprocess in the same run: today's reader beside this one.

Pages are read in 2 processes.

    .venv/bin/python bench/ocr.py [--data DIR] [--real DIR] [--baseline DIR] [--limit N] [--workers 2]
                                  [--engines tesseract,rapidocr,auto] [--kinds handwritten,order_sheet]

An engine written `<engine>:no-tesseract` (e.g. `auto:no-tesseract`) is read with tesseract hidden from PATH:
what a lawyer who installed only `pipx install tareekh` gets.
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
if "--code" in sys.argv:  # measuring another checkout (the baseline): import its tareekh, not ours
    REPO = Path(sys.argv[sys.argv.index("--code") + 1]).resolve()
sys.path.insert(0, str(REPO))
sys.path.append(str(Path(__file__).resolve().parents[1]))  # devtools/ (the renderer) from this checkout

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "tareekh-data"
DEFAULT_REAL = Path(__file__).resolve().parents[2] / "shared" / "real-handwriting"
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
    from devtools.render import render_diary_photo, render_order_sheet

    if job["kind"] == "handwritten":
        meera = job["author"] == "Meera"
        im = render_diary_photo(job["text"], date=date.fromisoformat(job["date"]) if meera else None,
                                seed=job["seed"], hand="dkg" if meera else "humor", owner=job["owner"])
    else:
        im = render_order_sheet(job["text"], seed=job["seed"], **job["heading"])
    im.save(path, quality=85)


def _has_lexicon() -> bool:
    import inspect

    from tareekh.ingest.read import read_file

    return "lexicon" in inspect.signature(read_file).parameters


@contextlib.contextmanager
def _tesseract_hidden():
    """PATH as on a machine without tesseract, while the block runs (tareekh looks it up on every read)."""
    import os

    with tempfile.TemporaryDirectory() as folder:
        for directory in os.environ["PATH"].split(os.pathsep):
            for name in (os.listdir(directory) if os.path.isdir(directory) else ()):
                link = Path(folder) / name
                if not name.startswith("tesseract") and not link.exists():
                    link.symlink_to(os.path.join(directory, name))
        saved = os.environ["PATH"]
        os.environ["PATH"] = folder
        try:
            yield
        finally:
            os.environ["PATH"] = saved


def _read(path: Path, engine: str, vocabulary: dict | None):
    """read_file with `engine`, where "<engine>-nolex" switches the lexicon pass off (when the code has one)
    and "<engine>:no-tesseract" hides tesseract."""
    from tareekh.ingest.read import read_file

    engine, _, hidden = engine.partition(":")
    if hidden == "no-tesseract":
        with _tesseract_hidden():
            return _read(path, engine, vocabulary)
    name, _, nolex = engine.partition("-")
    if _has_lexicon():
        return read_file(path, engine=name, vocabulary=vocabulary, lexicon=not nolex)
    return read_file(path, engine=name, vocabulary=vocabulary)


def _tokens(text: str) -> list[str]:
    return [t for t in (re.sub(r"[^0-9a-z]", "", w.lower()) for w in text.split()) if t]


def _lexicon_changes(reference: str, words: list) -> tuple[int, int, int]:
    """(words the lexicon pass changed, of those already right, words right before the pass) on one page."""
    import difflib

    before = [getattr(w, "read_as", None) or w.text for w in words]
    ref = _tokens(reference)
    norm = [re.sub(r"[^0-9a-z]", "", t.lower()) for t in before]
    right: set[int] = set()
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, ref, norm, autojunk=False).get_opcodes():
        if op == "equal":
            right.update(range(j1, j2))
    changed = [i for i, w in enumerate(words) if getattr(w, "read_as", None)]
    broken = [i for i in changed if i in right and _tokens(words[i].text) != _tokens(before[i])]
    return len(changed), len(broken), len(right)


def _judged(path: Path) -> str | None:
    try:
        from tareekh.ingest.ocr.kind import classify
    except ImportError:
        return None
    from PIL import Image

    with Image.open(path) as im:
        return classify(im)


def _work(job: dict) -> dict:
    from tareekh.ingest.ocr.score import cer

    out = {"kind": job["kind"], "file": job["file"], "engines": {}}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "page.jpg"
        t0 = time.perf_counter()
        _render(job, path)
        out["render_s"] = time.perf_counter() - t0
        out["judged"] = _judged(path)
        for engine in job["engines"]:
            t0 = time.perf_counter()
            doc = _read(path, engine, job["vocabulary"])
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
                "lexicon": _lexicon_changes(job["text"], page.words),
            }
    return out


def _real_work(job: dict) -> dict:
    from tareekh.ingest.ocr.score import cer

    path = Path(job["path"])
    reference = path.with_suffix(".txt").read_text(encoding="utf-8")
    out = {"page": path.stem, "judged": _judged(path), "engines": {}}
    for engine in job["engines"]:
        t0 = time.perf_counter()
        page = _read(path, engine, None).pages[0]
        out["engines"][engine] = {"cer": round(cer(reference, page.text), 4),
                                  "seconds": round(time.perf_counter() - t0, 2), "engine_used": page.engine}
    return out


def real_pages(folder: Path, engines: list[str], workers: int) -> dict:
    """CER per real page and engine (`-nolex`: without the lexicon pass), and the mean per engine."""
    images = sorted(p for p in folder.glob("*") if p.suffix.lower() in (".png", ".jpg", ".jpeg")
                    and p.with_suffix(".txt").exists())
    jobs = [{"path": str(p), "engines": engines} for p in images]
    if workers > 1:
        with mp.get_context("spawn").Pool(workers, initializer=_init_worker) as pool:
            results = pool.map(_real_work, jobs, chunksize=1)
    else:
        results = [_real_work(j) for j in jobs]
    report: dict = {"folder": str(folder), "pages": {r["page"]: r for r in results}, "cer_mean": {}}
    for e in engines:
        report["cer_mean"][e] = round(statistics.mean(r["engines"][e]["cer"] for r in results), 4) if results else None
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--limit", type=int, default=0, help="at most N pages per kind (0 = all)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--engines", default="tesseract,rapidocr,auto", help="also: auto:no-tesseract")
    ap.add_argument("--kinds", default="handwritten,order_sheet", help="which kinds of rendered page to read")
    ap.add_argument("--real", type=Path, default=DEFAULT_REAL, help="real handwritten pages with .txt transcriptions")
    ap.add_argument("--baseline", type=Path, help="a checkout of today's code (with its .venv) to measure beside")
    ap.add_argument("--code", type=Path, help=argparse.SUPPRESS)  # set when this script measures a baseline
    a = ap.parse_args(argv)
    manifest = json.loads((a.data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    world_path = a.data / "data" / "world.json"
    world = json.loads(world_path.read_text(encoding="utf-8")) if world_path.exists() else {}
    vocab = vocabulary_from_world(world)
    cases = {c["id"]: c for c in world.get("cases", [])}
    owner = "Adv. " + world.get("advocate", {}).get("name", "Meera Rao")
    engines = [e for e in a.engines.split(",") if e]
    if _has_lexicon() and "auto" in engines:
        engines.append("auto-nolex")
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
            changed = sum(x["lexicon"][0] for x in es)
            broken = sum(x["lexicon"][1] for x in es)
            right = sum(x["lexicon"][2] for x in es)
            if changed or e.startswith("auto"):
                k[e]["lexicon_words_changed"] = changed
                k[e]["lexicon_right_words_broken"] = broken
                k[e]["lexicon_right_words_broken_share"] = round(broken / right, 5) if right else None
        judged: dict[str, int] = {}
        for r in rs:
            judged[str(r["judged"])] = judged.get(str(r["judged"]), 0) + 1
        k["judged"] = judged
        report["kinds"][kind] = k
    if a.real and a.real.is_dir():  # three pages: every engine, with and without the lexicon pass
        real_engines = ["tesseract", "rapidocr", "auto"]
        if _has_lexicon():
            real_engines += [f"{e}-nolex" for e in real_engines]
        report["real"] = real_pages(a.real, real_engines, a.workers)
    if a.baseline:  # after this code's run, not beside it: both get the same machine to themselves
        report["baseline"] = _finish_baseline(_start_baseline(a), a.baseline)
    print(json.dumps(report))
    return 0


def _start_baseline(a: argparse.Namespace):
    """Today's reader, measured by this script inside its checkout's own virtualenv, in a subprocess."""
    import subprocess

    python = a.baseline / ".venv" / "bin" / "python"
    cmd = [str(python), str(Path(__file__).resolve()), "--code", str(a.baseline), "--data", str(a.data),
           "--real", str(a.real), "--workers", str(a.workers), "--engines", "auto"]
    if a.limit:
        cmd += ["--limit", str(a.limit)]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _finish_baseline(proc, code: Path) -> dict:
    out, err = proc.communicate()
    if proc.returncode != 0:
        return {"error": (err or "").strip().splitlines()[-1:] or ["baseline failed"]}
    data = json.loads(out.strip().splitlines()[-1])
    data["code"] = str(code)
    return data


if __name__ == "__main__":
    raise SystemExit(main())
