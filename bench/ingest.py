"""Ingest benchmark: render a practice's uploads, ingest them all, and score every record against ground truth.

Every upload of `<data>/uploads/manifest.json` is made from its `source_text`: diary photos (a type ending in
`_photo`) with the renderer's phone photo (the advocate's own pages get a printed date header unless the text
already has one), certified order sheets as scans (with a heading from the registry only when the text has
none; an order without docket rows is scanned as a typed page), docx notes copied from the practice's own Word files (made
with python-docx when it ships none), txt notes and chat exports copied as they are, and any other type (documents) as a scanned typed page, several pages to a
PDF when the text is long. `.HEIC` photos are rendered as HEIC, as an iPhone saves them. All are ingested into a fresh home (registry imported from `<data>/data/world.json`;
hearings stripped) in date order, in one batch, and scored against the manifest and `data/cases/*.json`,
which the product never reads.

With `--baseline DIR` the same files are ingested, in a subprocess, by another checkout (today's code) into
its own home, and both are scored by the same scorer. A registry the checkout refuses to import is imported
without the keys it names as unknown and without the cases whose numbers it cannot read; the output lists
what was left out.

Prints ONE JSON line. Figures (for this checkout, and under "baseline" for the other):
- wrong_automatic_filings: (record, case) pairs filed without review whose text does not belong to that
  case: filed under a case not in the upload's ground truth, or, for a hearing record of an upload about
  several cases, under a case whose hearing notes and orders it does not match (by character 4-grams) best;
- pairs_reached: (upload, case) pairs reached by a filed record, over the cases each upload reports (the
  cases of its hearings, else its case_ids);
- review_share: records left for review over all records;
- documents_own_date: document uploads with a filed record dated with the document's own date;
- no_case_uploads_kept_general: uploads about no case whose records are all kept under no case, not reviewed;
- split precision / recall / F1 per kind (hearing records matched to the manifest's hearings by case and
  hearing date; uploads with no hearing, documents and chats left out), hearing-date accuracy, CER of the
  reading, and wall time.

With `--rotate`, the run's page images are also read turned sideways and upside down beside the same pages
upright (`bench/rotated.py`), by this checkout and, with `--baseline DIR`, by that checkout too.

    .venv/bin/python bench/ingest.py [--text-only] [--data DIR] [--home DIR] [--limit N] [--baseline DIR]
                                     [--progress] [--rotate]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

DEFAULT_DATA = REPO.parent / "shared" / "tareekh-data"
IMAGE_EXT = (".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif", ".tif", ".tiff")
_DATE_RE = re.compile(
    r"(?<![\d.])(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\s(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s\d{4}"
    r"|\d{1,2}/\d{1,2})(?![\d/])"
)
_DOCKET = re.compile(r"(?m)^\s*\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b")
_HAS_HEADING = re.compile(r"court|न्यायालय|न्यायाधीश|commission|tribunal|आयोग|अधिकरण", re.IGNORECASE)
_PRINTED_HEADER = re.compile(r"^\s*[A-Z]+\s+\d{4}\s*\n\s*\d{1,2}\s+[A-Z]+")
LINES_PER_PAGE = 38
CHARS_PER_LINE = 88


def kind_of(upload_type: str, text: str = "") -> str:
    """The way an upload is made: photo, order_sheet, docx, text, or scan (documents and unknown types)."""
    t = upload_type.lower()
    if t.endswith("_photo") and not t.startswith("document"):
        return "photo"
    if "order_sheet" in t:
        return "order_sheet" if _DOCKET.search(text) else "scan"
    if t.endswith("_docx") or t.endswith("docx"):
        return "docx"
    if t.endswith(("_txt", "_md", "_text")) or t.startswith("whatsapp"):
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
    from devtools.render import make_docx, render_diary_photo, render_order_sheet, render_scanned_page

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
        src = Path(job["src"]) if job.get("src") else None
        if src and src.is_file() and src.suffix.lower() == ".docx":
            shutil.copyfile(src, out)  # the practice's own Word file: one paragraph per line, as typed
        else:
            make_docx(text, out)  # joins a paragraph's lines: only for a practice that ships no .docx
    else:
        if kind == "photo":
            im = render_diary_photo(text, date=date.fromisoformat(job["date"]) if job["header"] else None,
                                    seed=job["seed"], hand="dkg" if job["header"] else "humor", owner=job["owner"])
        elif kind == "order_sheet":
            im = render_order_sheet(text, seed=job["seed"], **job["heading"])
        else:
            pages = [render_scanned_page(chunk, seed=job["seed"] + i) for i, chunk in enumerate(_pages(text))]
            if out.suffix.lower() == ".pdf":
                pages[0].save(out, save_all=True, append_images=pages[1:], resolution=150)
                return time.perf_counter() - t0
            im = pages[0]
        if out.suffix.lower() in (".heic", ".heif"):  # an iPhone's photo, as the iPhone saves it
            import pillow_heif

            pillow_heif.register_heif_opener()
            im.save(out, format="HEIF", quality=85)
        else:
            im.save(out, quality=85)
    return time.perf_counter() - t0


def _pages(text: str) -> list[str]:
    """The text cut into chunks that fit a scanned page (a long document becomes a PDF of several pages)."""
    pages, current, used = [], [], 0
    for line in text.strip("\n").split("\n"):
        need = max(1, -(-len(line) // CHARS_PER_LINE))
        if current and used + need > LINES_PER_PAGE:
            pages.append("\n".join(current))
            current, used = [], 0
        current.append(line)
        used += need
    pages.append("\n".join(current))
    return pages


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


def hearings(data: Path, world: dict) -> tuple[dict[str, tuple[str, str]], dict[str, str]]:
    """(hearing id -> (case id, date), hearing id -> its note and order text), from world.json and
    data/cases/*.json (whichever has hearings)."""
    found: dict[str, tuple[str, str]] = {}
    texts: dict[str, str] = {}
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
                texts[h["hearing_id"]] = "\n".join(str(h.get(k) or "") for k in ("note", "order_sheet"))
    return found, texts


def _prf(tp: int, predicted: int, expected: int) -> dict:
    p = tp / predicted if predicted else 0.0
    r = tp / expected if expected else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4), "entries": predicted, "hearings": expected}


# ---------------------------------------------------------------- the ingest, in a subprocess per checkout


def import_world_tolerantly(registry, world: dict) -> list[str]:
    """Import world.json into a registry; what this checkout refuses (unknown keys, case numbers it cannot
    read) is left out and listed, so that an older checkout can still be measured on a newer practice."""
    from tareekh.errors import InputError

    world = json.loads(json.dumps(world))
    world["cases"] = [{k: v for k, v in c.items() if k != "hearings"} for c in world.get("cases", [])]
    left_out: list[str] = []
    for _ in range(200):
        try:
            registry.import_world(world)
            return left_out
        except InputError as exc:
            message = str(exc)
            key = re.search(r"unknown key '([^']+)'", message)
            case = re.search(r"\bcase (\w+)\b", message)
            if key:
                world.pop(key[1], None)
                for group in ("cases", "judges", "opposing_counsel", "clients"):
                    for item in world.get(group, []) or []:
                        item.pop(key[1], None)
                left_out.append(f"key '{key[1]}'")
            elif case and any(c.get("id") == case[1] for c in world["cases"]):
                world["cases"] = [c for c in world["cases"] if c.get("id") != case[1]]
                left_out.append(f"case {case[1]}: {message}")
            else:
                raise
    raise SystemExit("the registry could not be imported")


def ingest_only(a: argparse.Namespace) -> int:
    """Ingest the rendered files with the checkout at --repo and dump every record as JSON."""
    sys.path.insert(0, str(a.repo))
    from tareekh.ingest.progress import StderrProgress
    from tareekh.practice import Practice

    world = json.loads(Path(a.world).read_text(encoding="utf-8"))
    order = json.loads(Path(a.order).read_text(encoding="utf-8"))
    practice = Practice.open(Path(a.home))
    try:
        left_out = import_world_tolerantly(practice.registry, world)
        t0 = time.perf_counter()
        report = practice.ingest([Path(a.files) / n for n in order], progress=StderrProgress() if a.progress else None)
        wall = time.perf_counter() - t0
        files = {}
        for name, f in zip(order, report.files):  # one result per file, in order (names may be sanitised)
            entry = {"state": f.state, "message": f.message, "upload_id": f.upload_id, "records": [], "read": ""}
            if f.state == "done" and f.upload_id is not None:
                row = practice.conn.execute("SELECT document FROM uploads WHERE id = ?", (f.upload_id,)).fetchone()
                doc = json.loads(row[0]) if row and row[0] else {"pages": []}
                entry["read"] = "\n".join(p["text"] for p in doc["pages"])
                for e in practice.entries(upload_id=f.upload_id):
                    d = e.model_dump(mode="json")
                    entry["records"].append({
                        "id": d["id"], "kind": d.get("kind", "hearing"), "status": d["status"],
                        "case_ids": d.get("case_ids") or ([d["case_id"]] if d.get("case_id") else []),
                        "suggested": e.suggested_case_id, "hearing_date": d.get("hearing_date"),
                        "record_date": d.get("record_date", d.get("hearing_date")), "doc_kind": d.get("doc_kind"),
                        "reason": d.get("reason"), "text": d["text"],
                    })
            files[name] = entry
        out = {"files": files, "ingest_wall_s": round(wall, 1), "ingest_stage_s": report.timings,
               "registry_left_out": left_out}
    finally:
        practice.close()
    Path(a.dump).write_text(json.dumps(out, ensure_ascii=False), encoding="utf-8")
    return 0


def run_checkout(python: str, repo: Path, files: Path, order: Path, world: Path, home: Path, dump: Path,
                 progress: bool) -> dict:
    cmd = [python, str(Path(__file__).resolve()), "--ingest-only", "--repo", str(repo), "--files", str(files),
           "--order", str(order), "--world", str(world), "--home", str(home), "--dump", str(dump)]
    if progress:
        cmd.append("--progress")
    env = {**os.environ, "PYTHONPATH": str(repo)}
    done = subprocess.run(cmd, cwd=str(repo), env=env, stdout=subprocess.PIPE, stderr=None if progress else subprocess.PIPE,
                          text=True, check=False)
    if not dump.exists():
        raise SystemExit(f"ingest with {repo} failed: {(done.stderr or '')[-1500:]}")
    return json.loads(dump.read_text(encoding="utf-8"))


# ---------------------------------------------------------------- scoring


def _grams(text: str) -> set[str]:
    flat = " ".join(re.sub(r"[^\w]+", " ", text.lower()).split())
    return {flat[i:i + 4] for i in range(max(0, len(flat) - 3))}


def _containment(part: set[str], whole: set[str]) -> float:
    return len(part & whole) / len(part) if part else 0.0


def _belongs(record: dict, case_id: str, item: dict, hearing_of: dict, hearing_text: dict, by_case: dict) -> bool:
    """Does this record's text belong to this case? (See the module docstring.)"""
    cases = set(item.get("case_ids") or [])
    if case_id not in cases:
        return False
    upload_type = item.get("type", "")
    if len(cases) == 1 or record["kind"] != "hearing" or upload_type.startswith(("document", "whatsapp")):
        return True  # an upload about one case, a document, a chat: its ground truth is its case list
    # An upload about several cases: the record must be the note or order of a hearing of this case, and
    # match it better than any hearing of the upload's other cases.
    # A tie (a page whose every hearing carries the page's whole text) is no evidence against either case; it
    # used to go to whichever case the set happened to list first, so the count changed with PYTHONHASHSEED.
    # A record dated the day of the hearing of one of them is that hearing's: a register page's row, whose hearing
    # may keep another upload's text as its note (the 4-grams below would then favour a case whose hearing keeps the
    # whole page).
    day = record.get("hearing_date")
    on_day = {hearing_of[h][0] for h in item.get("hearing_ids", []) if h in hearing_of and hearing_of[h][1] == day}
    if day and len(on_day) == 1:
        return case_id in on_day
    grams = _grams(record["text"])
    scores = {cid: max((_containment(grams, _grams(hearing_text.get(hid, ""))) for hid in by_case.get(cid, ())),
                       default=0.0) for cid in sorted(cases)}
    best = max(scores.values(), default=0.0)
    return best > 0 and scores.get(case_id, 0.0) >= best - 1e-9


def score(dump: dict, items, names, hearing_of, hearing_text, cer, text_only: bool) -> dict:
    by_case: dict[str, list[str]] = defaultdict(list)
    for hid, (cid, _d) in hearing_of.items():
        by_case[cid].append(hid)
    split = defaultdict(lambda: [0, 0, 0])  # kind -> [tp, predicted, expected]
    baseline = defaultdict(lambda: [0, 0, 0])
    cers = defaultdict(list)
    exact = defaultdict(lambda: [0, 0])
    date_ok = date_total = 0
    auto_ok = auto_total = 0
    wrong: list[dict] = []
    review = total = 0
    kinds: dict[str, int] = defaultdict(int)
    pairs = pairs_reached = 0
    missed_pairs: list[dict] = []
    docs = docs_dated = 0
    doc_misses: list[dict] = []
    no_case = no_case_general = 0
    errors = []
    for seed, item in items:
        upload_type = item.get("type", "other")
        result = dump["files"].get(names[seed])
        if result is None or result["state"] != "done":
            errors.append({"file": names[seed], "state": result["state"] if result else "missing",
                           "message": result["message"] if result else None})
            result = {"records": [], "read": ""}
        records = result["records"]
        total += len(records)
        review += sum(r["status"] == "review" for r in records)
        for r in records:
            kinds[r["kind"]] += 1
        if result.get("read"):
            cers[upload_type].append(cer(item["source_text"], result["read"]))
            f, t = _exact(item["source_text"], result["read"])
            exact[upload_type][0] += f
            exact[upload_type][1] += t
        for r in records:
            if r["status"] != "retained" or r["reason"] == "confirmed by the user":
                continue
            for cid in r["case_ids"]:
                auto_total += 1
                if _belongs(r, cid, item, hearing_of, hearing_text, by_case):
                    auto_ok += 1
                else:
                    wrong.append({"file": names[seed], "record": r["id"], "kind": r["kind"], "filed": cid,
                                  "expected": sorted(item.get("case_ids") or []), "text": r["text"][:80]})
        reported = sorted({hearing_of[h][0] for h in item.get("hearing_ids", []) if h in hearing_of}
                          or set(item.get("case_ids") or []))
        filed = {cid for r in records if r["status"] == "retained" for cid in r["case_ids"]}
        for cid in reported:
            pairs += 1
            if cid in filed:
                pairs_reached += 1
            else:
                missed_pairs.append({"file": names[seed], "case": cid,
                                     "why": sorted({(r["status"], r["kind"], r["reason"] or "") for r in records})[:2]})
        if upload_type.startswith("document"):
            docs += 1
            if any(r["status"] == "retained" and r["record_date"] == item.get("date") and r["kind"] != "hearing"
                   for r in records):
                docs_dated += 1
            else:
                doc_misses.append({"file": names[seed], "date": item.get("date"),
                                   "got": [(r["kind"], r["status"], r["record_date"]) for r in records][:2]})
        if not item.get("case_ids"):
            no_case += 1
            no_case_general += bool(records) and all(r["status"] == "retained" and not r["case_ids"] for r in records)
        expected = [hearing_of[h] for h in item.get("hearing_ids", []) if h in hearing_of]
        if not expected or upload_type.startswith(("document", "whatsapp")):
            continue
        hearing_records = [r for r in records if r["kind"] == "hearing"]
        pool = list(expected)
        tp = 0
        cases_expected = {c for c, _ in expected}
        for r in hearing_records:
            key = (r["suggested"], r["hearing_date"])
            if key in pool:
                pool.remove(key)
                tp += 1
            if r["suggested"] in cases_expected:
                date_total += 1
                date_ok += key in expected
        s = split[upload_type]
        s[0] += tp
        s[1] += len(hearing_records)
        s[2] += len(expected)
        b = baseline[upload_type]
        b[0] += 1
        b[1] += 1
        b[2] += len(expected)
    split_all = [sum(v[i] for v in split.values()) for i in range(3)]
    base_all = [sum(v[i] for v in baseline.values()) for i in range(3)]
    return {
        "wrong_automatic_filings": len(wrong),
        "pairs_reached": round(pairs_reached / pairs, 4) if pairs else None,
        "pairs": pairs,
        "review_share": round(review / total, 4) if total else None,
        "documents_own_date": round(docs_dated / docs, 4) if docs else None,
        "documents": docs,
        "no_case_uploads_kept_general": f"{no_case_general}/{no_case}",
        "records": total,
        "records_by_kind": dict(sorted(kinds.items())),
        "auto_filed": auto_total,
        "auto_case_accuracy": round(auto_ok / auto_total, 4) if auto_total else None,
        "split": {k: _prf(*v) for k, v in sorted(split.items())} | {"all": _prf(*split_all)},
        "split_baseline_one_entry_per_file_f1": {k: _prf(*v)["f1"] for k, v in sorted(baseline.items())}
        | {"all": _prf(*base_all)["f1"]},
        "hearing_date_accuracy": round(date_ok / date_total, 4) if date_total else None,
        "cer_mean": {k: round(sum(v) / len(v), 4) for k, v in sorted(cers.items()) if v},
        "cer_median": {k: round(sorted(v)[len(v) // 2], 4) for k, v in sorted(cers.items()) if v},
        "dates_numbers_exact": {k: round(f / t, 3) if t else None for k, (f, t) in sorted(exact.items())},
        "file_errors": len(errors),
        "wrong_examples": wrong[:8],
        "missed_pair_examples": missed_pairs[:40],
        "document_date_misses": doc_misses[:40],
        "error_examples": errors[:5],
    }


# ---------------------------------------------------------------- making the files


def prepare(a: argparse.Namespace, items, cases: dict, advocate: str, files_dir: Path) -> tuple[dict, dict, float]:
    """Write every upload as a file; (seed -> file name, notes about how they were made, seconds)."""
    first_name = advocate.split()[0] if advocate else ""
    jobs, names = [], {}
    for seed, item in items:
        listed = item["files"][0]
        name = Path(listed).name
        if name.startswith("_chat") and len(Path(listed).parts) > 1:
            name = Path(listed).parent.name + ".txt"  # an exported chat, named for its chat
        text = item["source_text"]
        kind = "text" if a.text_only else kind_of(item.get("type", ""), text)
        if a.text_only:
            name = name if name.lower().endswith((".txt", ".md")) else name + ".txt"
        elif kind in ("photo", "order_sheet") and not name.lower().endswith(IMAGE_EXT):
            name = Path(name).stem + ".jpg"
        elif kind == "scan" and not name.lower().endswith(IMAGE_EXT + (".pdf",)):
            name = Path(name).stem + ".jpg"
        elif kind == "docx" and not name.lower().endswith(".docx"):
            name = Path(name).stem + ".docx"
        if name in names.values():
            name = f"{seed}_{name}"
        names[seed] = name
        case = cases.get((item.get("case_ids") or [None])[0], {})
        own_header = bool(_PRINTED_HEADER.match(text))
        head_lines = text.split("\n", 8)[:8]
        heading = _heading(case, item) if not any(_HAS_HEADING.search(ln) for ln in head_lines) else {}
        jobs.append({
            "out": str(files_dir / name), "kind": kind, "text": text, "seed": seed, "date": item.get("date"),
            "header": bool(first_name) and item.get("author", "").split()[:1] == [first_name] and not own_header,
            "owner": f"Adv. {advocate}" if advocate else None, "heading": heading,
            "src": str(a.data / "uploads" / listed) if not a.text_only else None,
        })
    t0 = time.perf_counter()
    if a.workers > 1 and not a.text_only:
        with mp.get_context("spawn").Pool(a.workers) as pool:
            pool.map(_make, jobs, chunksize=4)
    else:
        for job in jobs:
            _make(job)
    notes: dict = {}
    return names, notes, time.perf_counter() - t0


def lawyers_day(questions: list[dict]) -> str | None:
    """The day most of a set's questions are asked on: the lawyer's day its practice was written for.

    The bench pins Tareekh's today to it (TAREEKH_TODAY, tareekh/clock.py) while it builds a home and asks, so that
    a question asked on that day is not taken for one asked of a past day once the computer's clock has passed it
    (agent/as_of.py answers a past day from what was on record then), and a date written without its year is read
    the same on any later day."""
    days = [str(q["today"])[:10] for q in questions if isinstance(q, dict) and q.get("today")]
    return Counter(days).most_common(1)[0][0] if days else None


def pin_lawyers_day(data: Path) -> None:
    """Pin Tareekh's today to the lawyer's day of the practice's own questions, when it has them."""
    for found in (data / "questions.json", data / "uploads" / "questions.json"):
        if found.is_file():
            qs = json.loads(found.read_text(encoding="utf-8"))
            day = lawyers_day(qs.get("questions", []) if isinstance(qs, dict) else qs)
            if day:
                os.environ["TAREEKH_TODAY"] = day
            return


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help="a folder with uploads/manifest.json and data/world.json")
    ap.add_argument("--home", type=Path, help="keep this checkout's practice home here (must not exist or be empty)")
    ap.add_argument("--text-only", action="store_true", help="ingest each upload's source_text as a .txt file")
    ap.add_argument("--limit", type=int, default=0, help="only the first N uploads in date order (0 = all)")
    ap.add_argument("--workers", type=int, default=2, help="processes rendering the pages")
    ap.add_argument("--progress", action="store_true", help="print ingest progress on stderr")
    ap.add_argument("--rotate", action="store_true", help="also read the page images turned 90/180/270 degrees")
    ap.add_argument("--baseline", type=Path, help="also ingest with this checkout (its .venv) and score it the same way")
    ap.add_argument("--out", type=Path, help="also append the JSON line to this file")
    ap.add_argument("--ingest-only", action="store_true", help=argparse.SUPPRESS)
    for hidden in ("--repo", "--files", "--order", "--world", "--dump"):
        ap.add_argument(hidden, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.ingest_only:
        return ingest_only(a)

    sys.path.insert(0, str(REPO))
    from tareekh.ingest.ocr.score import cer

    manifest = json.loads((a.data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    pin_lawyers_day(a.data)
    world = json.loads((a.data / "data" / "world.json").read_text(encoding="utf-8"))
    cases = {c["id"]: c for c in world.get("cases", [])}
    hearing_of, hearing_text = hearings(a.data, world)
    advocate = world.get("advocate", {}).get("name", "")

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
    try:
        names, notes, render_s = prepare(a, items, cases, advocate, files_dir)
        order = scratch / "order.json"
        order.write_text(json.dumps([names[s] for s, _ in items]), encoding="utf-8")
        world_file = scratch / "world.json"
        world_file.write_text(json.dumps(world, ensure_ascii=False), encoding="utf-8")
        sides = {"tareekh": (sys.executable, REPO, home)}
        if a.baseline:
            python = a.baseline / ".venv" / "bin" / "python"
            sides["baseline"] = (str(python if python.exists() else sys.executable), a.baseline.resolve(),
                                 scratch / "home-baseline")
        scored, rotated = {}, None
        for side, (python, repo, side_home) in sides.items():
            dump = run_checkout(python, repo, files_dir, order, world_file, side_home, scratch / f"{side}.json",
                                a.progress)
            stats = score(dump, items, names, hearing_of, hearing_text, cer, a.text_only)
            scored[side] = {**stats, "ingest_wall_s": dump["ingest_wall_s"], "ingest_stage_s": dump["ingest_stage_s"],
                            "seconds_per_upload": round(dump["ingest_wall_s"] / max(1, len(items)), 3),
                            "registry_left_out": dump["registry_left_out"]}
        if a.rotate and not a.text_only:
            from bench.rotated import rotation_figures

            pages = [{"path": str(files_dir / names[s]), "source": item["source_text"]} for s, item in items
                     if kind_of(item.get("type", "")) in ("photo", "order_sheet", "scan")]
            rotated = rotation_figures(pages, scratch / "rotated", REPO, a.baseline, _exact)
    finally:
        shutil.rmtree(files_dir, ignore_errors=True)
        if a.home is None:
            shutil.rmtree(scratch, ignore_errors=True)
    out = {"bench": "ingest", "mode": "text-only" if a.text_only else "rendered", "data": str(a.data),
           "uploads": len(items), **scored["tareekh"], "render_s": round(render_s, 1), **notes,
           "load_average_1m": round(os.getloadavg()[0], 1), "home": str(a.home) if a.home else None,
           "records_dump": str(scratch / "tareekh.json") if a.home else None}
    if rotated is not None:
        out["rotate"] = rotated
    if "baseline" in scored:
        out["baseline"] = {"checkout": str(a.baseline), **scored["baseline"]}
    line = json.dumps(out, ensure_ascii=False)
    print(line)
    if a.out:
        with a.out.open("a", encoding="utf-8") as f:
            f.write(line + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
