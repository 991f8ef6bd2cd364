"""OCR benchmark: rendered diary photos and order sheets, and real handwritten pages, read back and scored.

Prints ONE JSON line:

- `kinds`: the manifest's diary photos and order sheets rendered from their source text. Character error
  rate per doc kind (case-insensitive, whitespace collapsed; text printed around the reference — a diary's
  date header, an order sheet's heading and stamp — does not count) for tesseract at its best, RapidOCR and
  the automatic per-page choice, the automatic choice also without the lexicon pass ("auto-nolex"); the
  share of dates and case numbers read exactly before and after repair (repair uses the vocabulary of the
  data's world.json registry); seconds per page, wall and CPU (the reader's process and the tesseract it
  runs: what the page costs on an idle machine, whatever else the machine is doing); how the pages were
  judged (handwritten, typed, unsure); and the lexicon pass's changes: how many words it changed and how many
  of those were already right.
- `real`: the real handwritten pages of `--real` (images with a `.txt` transcription beside each): CER per
  page per engine, with and without the lexicon pass (no vocabulary: these pages are not a practice's).
- `baseline`: with `--baseline DIR`, the automatic choice of the code checked out in DIR (its own `.venv`)
  on the same page files, scored by this script: today's reader beside this one. The two readers take turns
  over small batches of pages, so a machine shared with other jobs loads both alike.

Pages are rendered once, by this checkout, and each reader reads them in `--workers` processes.

    .venv/bin/python bench/ocr.py [--data DIR] [--real DIR] [--baseline DIR] [--limit N] [--workers 2]
                                  [--engines tesseract,rapidocr,auto] [--kinds handwritten,order_sheet]

An engine written `<engine>:no-tesseract` (e.g. `auto:no-tesseract`) is read with tesseract hidden from PATH:
what a lawyer who installed only `pipx install tareekh` gets.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import re
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.append(str(Path(__file__).resolve().parents[1]))  # devtools/ (the renderer) from this checkout

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "tareekh-data"
DEFAULT_REAL = Path(__file__).resolve().parents[2] / "shared" / "real-handwriting"
KINDS = {"handwritten_note_photo": "handwritten", "certified_order_sheet_scan": "order_sheet"}
TURN = 4  # pages per turn of each reader

# Run by each checkout's own Python with that checkout on sys.path: reads the jobs given one JSON line at a time
# on stdin ({"path", "engine", "vocabulary"}; "<engine>-nolex" without the lexicon pass, where the code has one)
# and answers each with one JSON line. CPU counts the reader's process and the programs it waited for.
READER = r"""
import contextlib, inspect, json, os, sys, tempfile, time
from pathlib import Path
from tareekh.ingest.ocr.choose import set_rapidocr_threads
from tareekh.ingest.read import read_file
set_rapidocr_threads(1)
has_lexicon = "lexicon" in inspect.signature(read_file).parameters

@contextlib.contextmanager
def tesseract_hidden():
    # PATH as on a machine without tesseract, while the block runs (tareekh looks it up on every read)
    with tempfile.TemporaryDirectory() as folder:
        for directory in os.environ["PATH"].split(os.pathsep):
            for name in (os.listdir(directory) if os.path.isdir(directory) else ()):
                link = os.path.join(folder, name)
                if not name.startswith("tesseract") and not os.path.lexists(link):
                    os.symlink(os.path.join(directory, name), link)
        saved = os.environ["PATH"]
        os.environ["PATH"] = folder
        try:
            yield
        finally:
            os.environ["PATH"] = saved

for line in sys.stdin:
    job = json.loads(line)
    engine, _, hidden = job["engine"].partition(":")
    name, _, nolex = engine.partition("-")
    kwargs = {"engine": name, "vocabulary": job["vocabulary"]}
    if has_lexicon:
        kwargs["lexicon"] = not nolex
    t0, c0 = time.perf_counter(), os.times()
    try:
        with tesseract_hidden() if hidden == "no-tesseract" else contextlib.nullcontext():
            page = read_file(Path(job["path"]), **kwargs).pages[0]
    except Exception as exc:
        print(json.dumps({"error": f"{type(exc).__name__}: {exc}"}), flush=True)
        continue
    t1, c1 = time.perf_counter(), os.times()
    cpu = sum(c1[i] - c0[i] for i in range(4))
    words = [[w.text, getattr(w, "read_as", None)] for w in page.words]
    print(json.dumps({"text": page.text, "raw_text": page.raw_text, "engine_used": page.engine,
                      "seconds": t1 - t0, "cpu_s": cpu, "words": words}), flush=True)
"""

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


def _render(job: dict, path: Path) -> None:
    from devtools.render import render_diary_photo, render_order_sheet

    if job["kind"] == "handwritten":
        meera = job["author"] == "Meera"
        im = render_diary_photo(job["text"], date=date.fromisoformat(job["date"]) if meera else None,
                                seed=job["seed"], hand="dkg" if meera else "humor", owner=job["owner"])
    else:
        im = render_order_sheet(job["text"], seed=job["seed"], **job["heading"])
    im.save(path, quality=85)



def _render_job(job: dict) -> None:
    _render(job, Path(job["path"]))


def _tokens(text: str) -> list[str]:
    return [t for t in (re.sub(r"[^0-9a-z]", "", w.lower()) for w in text.split()) if t]


def _lexicon_changes(reference: str, words: list) -> tuple[int, int, int]:
    """(words the lexicon pass changed, of those already right, words right before the pass) on one page;
    `words` are [text, read_as] pairs (read_as: the engine's reading when the pass changed the word)."""
    import difflib

    before = [read_as or text for text, read_as in words]
    ref = _tokens(reference)
    norm = [re.sub(r"[^0-9a-z]", "", t.lower()) for t in before]
    right: set[int] = set()
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, ref, norm, autojunk=False).get_opcodes():
        if op == "equal":
            right.update(range(j1, j2))
    changed = [i for i, (_, read_as) in enumerate(words) if read_as]
    broken = [i for i in changed if i in right and _tokens(words[i][0]) != _tokens(before[i])]
    return len(changed), len(broken), len(right)


def _judged(path: Path) -> str | None:
    from PIL import Image

    from tareekh.ingest.ocr.kind import classify

    with Image.open(path) as im:
        return classify(im)


class Readers:
    """`n` reader processes of one checkout (its `.venv`, its `tareekh`), fed jobs one at a time."""

    def __init__(self, code: Path, n: int, warm: dict | None = None) -> None:
        """`warm`: a job each process reads first, untimed, so that loading the models and the dictionary (as
        ingest's worker processes do once) is not counted against the first pages."""
        import subprocess

        python = code / ".venv" / "bin" / "python"
        env = {**os.environ, "PYTHONPATH": str(code), "OMP_THREAD_LIMIT": "1"}
        self.procs = [subprocess.Popen([str(python), "-c", READER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       text=True, cwd=str(code), env=env) for _ in range(n)]
        if warm:
            self.read([warm] * n)

    def read(self, jobs: list[dict]) -> list[dict]:
        """Each job read by the next free process; results in the order of `jobs`."""
        results: list[dict | None] = [None] * len(jobs)
        pending = list(enumerate(jobs))
        busy: dict[int, int] = {}  # process index -> job index
        import selectors

        sel = selectors.DefaultSelector()
        for k, p in enumerate(self.procs):
            sel.register(p.stdout, selectors.EVENT_READ, k)
        try:
            while pending or busy:
                for k, p in enumerate(self.procs):
                    if k not in busy and pending:
                        i, job = pending.pop(0)
                        p.stdin.write(json.dumps(job) + "\n")
                        p.stdin.flush()
                        busy[k] = i
                for key, _ in sel.select():
                    k = key.data
                    line = self.procs[k].stdout.readline()
                    if not line:
                        raise RuntimeError(f"a reader of {self.procs[k].args[0]} stopped")
                    results[busy.pop(k)] = json.loads(line)
        finally:
            sel.close()
        return results  # type: ignore[return-value]

    def close(self) -> None:
        for p in self.procs:
            p.stdin.close()
            p.wait(timeout=60)


def _score(job: dict, got: dict) -> dict:
    from tareekh.ingest.ocr.score import cer

    if "error" in got:
        raise RuntimeError(f"{job['path']}: {got['error']}")
    raw = got["raw_text"] if got["raw_text"] is not None else got["text"]
    return {"seconds": got["seconds"], "cpu_s": got["cpu_s"], "engine_used": got["engine_used"],
            "cer": cer(job["text"], got["text"]), "cer_raw": cer(job["text"], raw),
            "exact_before": _exact(job["text"], raw), "exact_after": _exact(job["text"], got["text"]),
            "lexicon": _lexicon_changes(job["text"], got["words"])}


def _summary(results: list[dict], engines: list[str]) -> dict:
    kinds: dict = {}
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
                "cpu_s_per_page_median": round(statistics.median(x["cpu_s"] for x in es), 2),
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
        if rs and "judged" in rs[0]:
            judged: dict[str, int] = {}
            for r in rs:
                judged[str(r["judged"])] = judged.get(str(r["judged"]), 0) + 1
            k["judged"] = judged
        kinds[kind] = k
    return kinds


def _real_summary(pages: list[dict], engines: list[str]) -> dict:
    report: dict = {"pages": {p["page"]: p for p in pages}, "cer_mean": {}}
    for e in engines:
        report["cer_mean"][e] = round(statistics.mean(p["engines"][e]["cer"] for p in pages), 4) if pages else None
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
    a = ap.parse_args(argv)
    from tareekh.ingest.ocr.score import cer

    manifest = json.loads((a.data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    world_path = a.data / "data" / "world.json"
    world = json.loads(world_path.read_text(encoding="utf-8")) if world_path.exists() else {}
    vocab = vocabulary_from_world(world)
    cases = {c["id"]: c for c in world.get("cases", [])}
    owner = "Adv. " + world.get("advocate", {}).get("name", "Meera Rao")
    engines = [e for e in a.engines.split(",") if e]
    if "auto" in engines:
        engines.append("auto-nolex")
    tmp = tempfile.TemporaryDirectory()
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
                     "path": str(Path(tmp.name) / f"{kind}-{i:04d}.jpg")})
    with mp.get_context("spawn").Pool(a.workers) as pool:  # the pages, rendered once for both readers
        pool.map(_render_job, jobs, chunksize=4)
    real: list[dict] = []
    if a.real and a.real.is_dir():
        for p in sorted(a.real.glob("*")):
            if p.suffix.lower() in (".png", ".jpg", ".jpeg") and p.with_suffix(".txt").exists():
                real.append({"path": str(p), "text": p.with_suffix(".txt").read_text(encoding="utf-8")})
    real_engines = ["tesseract", "rapidocr", "auto", "tesseract-nolex", "rapidocr-nolex", "auto-nolex"]

    warm = {"path": jobs[0]["path"], "engine": "auto", "vocabulary": vocab} if jobs else None
    ours = Readers(REPO, a.workers, warm)
    base = Readers(a.baseline, a.workers, warm) if a.baseline else None
    results = [{"kind": j["kind"], "file": j["file"], "judged": _judged(Path(j["path"])), "engines": {}} for j in jobs]
    base_results = [{"kind": j["kind"], "file": j["file"], "engines": {}} for j in jobs]
    t0 = time.perf_counter()
    try:
        for start in range(0, len(jobs), TURN):  # the readers take turns over each batch of pages
            batch = list(range(start, min(start + TURN, len(jobs))))
            for e in engines:
                got = ours.read([{"path": jobs[i]["path"], "engine": e, "vocabulary": vocab} for i in batch])
                for i, g in zip(batch, got):
                    results[i]["engines"][e] = _score(jobs[i], g)
            if base:
                got = base.read([{"path": jobs[i]["path"], "engine": "auto", "vocabulary": vocab} for i in batch])
                for i, g in zip(batch, got):
                    base_results[i]["engines"]["auto"] = _score(jobs[i], g)
        real_pages = [{"page": Path(r["path"]).stem, "judged": _judged(Path(r["path"])), "engines": {}} for r in real]
        base_real = [{"page": Path(r["path"]).stem, "engines": {}} for r in real]
        for e in real_engines:
            got = ours.read([{"path": r["path"], "engine": e, "vocabulary": None} for r in real])
            for page, r, g in zip(real_pages, real, got):
                page["engines"][e] = {"cer": round(cer(r["text"], g["text"]), 4), "seconds": round(g["seconds"], 2),
                                      "cpu_s": round(g["cpu_s"], 2), "engine_used": g["engine_used"]}
            if base and e == "auto":
                got = base.read([{"path": r["path"], "engine": e, "vocabulary": None} for r in real])
                for page, r, g in zip(base_real, real, got):
                    page["engines"][e] = {"cer": round(cer(r["text"], g["text"]), 4),
                                          "seconds": round(g["seconds"], 2), "cpu_s": round(g["cpu_s"], 2),
                                          "engine_used": g["engine_used"]}
    finally:
        ours.close()
        if base:
            base.close()
        tmp.cleanup()
    wall = time.perf_counter() - t0
    report: dict = {"bench": "ocr", "pages": len(results), "workers": a.workers, "wall_s": round(wall, 1),
                    "data": str(a.data), "kinds": _summary(results, engines)}
    if real:
        report["real"] = {"folder": str(a.real), **_real_summary(real_pages, real_engines)}
    if base:
        report["baseline"] = {"code": str(a.baseline), "kinds": _summary(base_results, ["auto"])}
        if real:
            report["baseline"]["real"] = _real_summary(base_real, ["auto"])
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
