"""Case resolution on each practice, beside today's code (the baseline checkout) in the same run.

For each `--data` folder (default: both practices in ../shared) the registry is imported from
data/world.json, every upload of uploads/manifest.json is resolved from its source_text (the manifest is
ground truth here only; the product never reads it), and one JSON line of figures is printed, with the same
figures of the `--baseline` checkout (run in a subprocess with its own virtualenv) under "baseline".

- top1_accuracy: the right case ranked first on its own; a tie with another case is a miss.
- wrong_auto_filings_all: texts filed automatically under a case they are not about (uploads about one
  case, several cases, or none).
- number coverage: every case number of the registry must parse, and every written form of a registered
  number in the uploads ("ST 310/23", "bail 4521", "12345/25") must resolve to its case by number.
- speed: resolutions per second on one core with the practice's registry and with 10,000 cases.

When the baseline refuses the practice's world.json (a key it does not know, a case number it cannot read),
the refused keys and cases are removed and the rest is scored; what was removed is reported.

    .venv/bin/python bench/resolve.py [--data DIR]... [--baseline DIR | --no-baseline] [--cases 10000]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
DEFAULT_DATA = [SHARED / "tareekh-data", SHARED / "practice-lucknow"]
DEFAULT_BASELINE = REPO.parent / "baseline"

SURNAMES = """Adusumilli Akkineni Alluri Annamaneni Bhimavarapu Bollineni Chennupati Chintalapudi Dasari Devineni
Dhulipala Gaddam Gandham Garlapati Gorantla Gummadi Jonnalagadda Kakarla Kambhampati Kanneganti Katragadda
Kodali Kolli Konidela Kotha Lingamaneni Maddipati Manchala Mandalapu Mannava Medikonda Movva Mullapudi
Nadendla Nallapaneni Nekkanti Paladugu Paruchuri Pinnamaneni Potluri Pulipati Ravipati Sanka Suryadevara
Tammineni Thota Uppalapati Vallabhaneni Vemuri Yalamanchili Yarramsetti Zampani Abburi Bodduluri Chaganti
Duggirala Edupuganti Gadde Inturi Jasti Kamineni Lakkaraju Mutyala Nutakki Obulasetty Pamidimukkala""".split()
GIVEN = """Anil Bhavani Chandra Durga Eswar Gayatri Hari Indira Jagan Kalyani Lokesh Madhavi Naveen Padma Ravi
Sarada Tirupati Uma Vasantha Yamini Aruna Balakrishna Chaitanya Deepika Gopi Hemanth Jyothi Kishore""".split()
ORGS = """Traders Agencies Enterprises Builders Developers Textiles Motors Steels Polymers Industries""".split()
NATURES = ["partition", "eviction", "injunction", "recovery", "title suit", "specific performance", "lease"]
TYPES = [("O.S.", 1600), ("W.P.", 30000), ("C.R.P.", 4000), ("C.M.A.", 1500), ("A.S.", 200)]
_DEVANAGARI = str.maketrans("०१२३४५६७८९", "0123456789")


def new_registry(path: Path):
    from tareekh.migrations import apply_migrations
    from tareekh.registry import Registry
    from tareekh.registry.schema import MIGRATIONS

    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys=ON")
    apply_migrations(conn, MIGRATIONS)
    return Registry(conn)


def world_registry(world: dict) -> tuple[dict, list[str]]:
    """The own-format registry of a world.json, and what had to be removed for this code to take it."""
    from tareekh.errors import InputError
    from tareekh.registry.transfer import world_to_registry

    world = json.loads(json.dumps(world))
    removed: list[str] = []
    for _ in range(50):
        try:
            return world_to_registry(world), removed
        except InputError as exc:
            m = re.search(r"unknown key '([^']+)'", str(exc))
            if not m:
                raise
            key = m.group(1)
            removed.append(f"key '{key}'")
            world.pop(key, None)
            for group in ("judges", "opposing_counsel", "clients", "cases"):
                for item in world.get(group, []):
                    item.pop(key, None)
    raise RuntimeError("too many refused keys")


def import_registry(reg, own: dict, removed: list[str]) -> dict:
    """Import, dropping the cases this code refuses (their numbers); returns the registry imported."""
    from tareekh.errors import InputError

    own = json.loads(json.dumps(own))
    for _ in range(len(own["cases"]) + 1):
        try:
            reg.import_json(own)
            return own
        except InputError as exc:
            m = re.search(r"case ([A-Za-z0-9_.-]+)", str(exc))
            if not m or not any(c["id"] == m.group(1) for c in own["cases"]):
                raise
            removed.append(f"case {m.group(1)} ({str(exc).split(': ', 2)[-1][:80]})")
            own["cases"] = [c for c in own["cases"] if c["id"] != m.group(1)]
    raise RuntimeError("could not import")


def generated_cases(world_reg: dict, n: int, seed: int = 7) -> dict:
    """`world_reg` plus generated cases up to `n`, with unique numbers."""
    rng = random.Random(seed)
    data = json.loads(json.dumps(world_reg))
    used = {c["number"] for c in data["cases"]}
    i = 0
    while len(data["cases"]) < n:
        i += 1
        t, top = rng.choice(TYPES)
        number = f"{t} No. {rng.randint(1, top)} of {rng.randint(2012, 2026)}"
        if number in used:
            continue
        used.add(number)
        a = f"{rng.choice(GIVEN)} {rng.choice(SURNAMES)}"
        b = (f"{rng.choice(SURNAMES)} {rng.choice(ORGS)}" if rng.random() < 0.4
             else f"{rng.choice(GIVEN)} {rng.choice(SURNAMES)}")
        short = f"{a.split()[1]} {rng.choice(NATURES)}"
        data["cases"].append({"id": f"G{i:05d}", "number": number, "title": f"{a} vs {b}",
                              "short_name": short})
    return data


def rate(reg, texts: list[str], repeat: int) -> float:
    reg.resolve("warm up the index")
    runs = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for text in texts:
            reg.resolve(text)
        runs.append(len(texts) / (time.perf_counter() - t0))
    return statistics.median(runs)


def _number_parts(number: str) -> tuple[int, int] | None:
    text = number.translate(_DEVANAGARI)
    m = re.search(r"(\d{1,6})\s*(?:of|/|-)\s*((?:19|20)\d{2})", text)
    return (int(m.group(1)), int(m.group(2))) if m else None


_WRITTEN_WITH_YEAR = r"(?<![\d.,/-]){num}\s*(?:/|-|_|of|सन्|सन)\s*(?:{year}|{yy})(?![\d])"
_WRITTEN_NO_YEAR = r"(?:(?<=[A-Za-z])|(?<=[A-Za-z] )){num}(?![\d]|\s*(?:/|-|of)\s*\d|[.,]\d)"
_NOT_TYPES = {"rs", "no", "cheque", "chq", "ct", "item", "page", "para", "sec", "u", "s", "dt", "vide", "room", "hall"}


def written_numbers(text: str, num: int, year: int) -> list[tuple[int, int, bool]]:
    """Where `text` writes the number num/year, with or without its year: (start, end, with_year)."""
    text = text.translate(_DEVANAGARI)
    out = []
    pattern = _WRITTEN_WITH_YEAR.format(num=num, year=year, yy=f"{year % 100:02d}")
    for m in re.finditer(pattern, text):
        out.append((m.start(), m.end(), True))
    for m in re.finditer(_WRITTEN_NO_YEAR.format(num=num), text):
        before = re.findall(r"[A-Za-z]+", text[max(0, m.start() - 12):m.start()])
        if before and before[-1].lower() not in _NOT_TYPES and len(str(num)) >= 2:
            out.append((m.start(), m.end(), False))
    return out


def score(data: Path, n_big: int, repeat: int, failures: bool) -> dict:
    world = json.loads((data / "data" / "world.json").read_text(encoding="utf-8"))
    manifest = json.loads((data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    own, removed = world_registry(world)
    out: dict = {"practice": data.name}
    with tempfile.TemporaryDirectory() as tmp:
        reg = new_registry(Path(tmp) / "world.db")
        own = import_registry(reg, own, removed)
        registered = {c["id"] for c in own["cases"]}
        t0 = time.perf_counter()
        reg.index()
        out["index_build_s_world"] = round(time.perf_counter() - t0, 3)
        single = [u for u in manifest if len(u.get("case_ids", [])) == 1 and u.get("source_text")]
        top1 = auto = wrong = identifiable = identifiable_top1 = 0
        named_top1 = named_auto = named_wrong = 0
        for u in single:
            want = u["case_ids"][0]
            res = reg.resolve(u["source_text"])
            cands = res.candidates
            tied = len(cands) > 1 and cands[1].score == cands[0].score
            best = cands[0].case_id if cands else None
            top1 += best == want and not tied
            if cands:
                identifiable += 1
                identifiable_top1 += best == want and not tied
            if res.case_id:
                auto += 1
                wrong += res.case_id != want
            if failures and (best != want or res.needs_review or tied):
                print(json.dumps({"practice": data.name, "want": want, "got": res.case_id, "reason": res.reason,
                                  "cands": [(c.case_id, c.score, c.tier) for c in cands[:3]],
                                  "file": u["files"][0], "text": u["source_text"][:200]},
                                 ensure_ascii=False), file=sys.stderr)
            named = reg.resolve(Path(u["files"][0]).stem + "\n" + u["source_text"])
            nc = named.candidates
            ntied = len(nc) > 1 and nc[1].score == nc[0].score
            named_top1 += bool(nc) and nc[0].case_id == want and not ntied
            named_auto += bool(named.case_id)
            named_wrong += bool(named.case_id) and named.case_id != want
        others = [u for u in manifest if len(u.get("case_ids", [])) != 1 and u.get("source_text")]
        wrong_other = 0
        for u in others:
            res = reg.resolve(u["source_text"][:90_000])
            if res.case_id and res.case_id not in u["case_ids"]:
                wrong_other += 1
                if failures:
                    print(json.dumps({"practice": data.name, "want": u["case_ids"], "got": res.case_id,
                                      "reason": res.reason, "text": u["source_text"][:200]}, ensure_ascii=False),
                          file=sys.stderr)
        n = len(single)
        out.update({
            "uploads_single_case": n,
            "top1_accuracy": round(top1 / n, 4),
            "texts_naming_no_case": n - identifiable,
            "top1_accuracy_texts_naming_a_case": round(identifiable_top1 / max(1, identifiable), 4),
            "auto_filed_share": round(auto / n, 4),
            "review_share": round(1 - auto / n, 4),
            "wrong_auto_filings": wrong,
            "top1_accuracy_with_file_name": round(named_top1 / n, 4),
            "auto_filed_share_with_file_name": round(named_auto / n, 4),
            "wrong_auto_filings_with_file_name": named_wrong,
            "uploads_about_several_or_no_case": len(others),
            "wrong_auto_filings_all": wrong + wrong_other,
        })
        # Number coverage: the registry's numbers, and their forms as written in the uploads.
        from tareekh.registry.numbers import normalise_number

        parsed = sum(bool(normalise_number(c.get("case_number") or c.get("number") or "")) for c in world["cases"])
        out["registry_numbers_parsed"] = f"{parsed}/{len(world['cases'])}"
        found = {True: [0, 0], False: [0, 0]}
        missed: list[str] = []
        for u in manifest:
            for cid in u.get("case_ids", []):
                if cid not in registered:
                    parts = None
                else:
                    parts = _number_parts(next(c["number"] for c in own["cases"] if c["id"] == cid))
                if not parts:
                    continue
                for source in (Path(u["files"][0]).name, u.get("source_text") or ""):
                    for s, e, with_year in written_numbers(source, *parts):
                        window = source[max(0, s - 40):e + 8]
                        found[with_year][1] += 1
                        try:
                            res = reg.resolve(window)
                        except Exception:  # noqa: BLE001 - an empty window
                            continue
                        if any(c.case_id == cid and c.tier == "number" for c in res.candidates):
                            found[with_year][0] += 1
                        elif failures:
                            missed.append(window.replace("\n", " "))
        if failures and missed:
            print(json.dumps({"practice": data.name, "numbers_missed": missed[:40]}, ensure_ascii=False),
                  file=sys.stderr)
        out["written_numbers_found_with_year"] = f"{found[True][0]}/{found[True][1]}"
        out["written_numbers_found_without_year"] = f"{found[False][0]}/{found[False][1]}"
        texts = [u["source_text"] for u in single]
        out["resolutions_per_s_world"] = round(rate(reg, texts, repeat))
        reg.conn.close()

        big = new_registry(Path(tmp) / "big.db")
        big.import_json(generated_cases(own, n_big))
        t0 = time.perf_counter()
        big.index()
        out["index_build_s_big"] = round(time.perf_counter() - t0, 3)
        out["registry_cases_big"] = n_big
        out["resolutions_per_s_big"] = round(rate(big, texts, repeat))
        big_wrong = 0
        for u in single:
            res = big.resolve(u["source_text"])
            big_wrong += bool(res.case_id) and res.case_id != u["case_ids"][0]
        out["wrong_auto_filings_big"] = big_wrong
        big.conn.close()
    out["refused_by_this_code"] = removed
    return out


def run_baseline(baseline: Path, data: Path, args) -> dict:
    python = baseline / ".venv" / "bin" / "python"
    cmd = [str(python if python.exists() else sys.executable), __file__, "--code", str(baseline), "--data", str(data),
           "--no-baseline", "--cases", str(args.cases), "--repeat", str(args.repeat)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=3600)
    if done.returncode != 0:
        return {"error": done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "failed"}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", action="append", help="a practice folder (repeatable; default: both in ../shared)")
    ap.add_argument("--cases", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--baseline", default=str(DEFAULT_BASELINE), help="a checkout of today's code")
    ap.add_argument("--no-baseline", action="store_true")
    ap.add_argument("--code", help=argparse.SUPPRESS)  # score this checkout's tareekh (the baseline run)
    ap.add_argument("--failures", action="store_true", help="print each miss to stderr")
    args = ap.parse_args()
    sys.path.insert(0, str(Path(args.code).resolve() if args.code else REPO))
    for data in [Path(d) for d in (args.data or DEFAULT_DATA)]:
        figures = score(data, args.cases, args.repeat, args.failures)
        if not args.no_baseline and Path(args.baseline).is_dir():
            figures["baseline"] = run_baseline(Path(args.baseline), data, args)
        print(json.dumps(figures, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
