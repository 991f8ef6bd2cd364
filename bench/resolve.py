"""Case resolution: quality on tareekh-data and speed at 10,000 cases. Prints one JSON line.

Quality: the registry is imported from data/world.json; every upload in uploads/manifest.json with exactly
one case id is resolved from its source_text (the manifest is ground truth here only; the product never
reads it). Speed: resolutions per second on one core, with that registry and with a generated registry of
10,000 cases (the world's cases plus generated ones with realistic numbers, titles and short names).

    .venv/bin/python bench/resolve.py [--data DIR] [--cases 10000] [--repeat 3] [--failures]
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tareekh.migrations import apply_migrations  # noqa: E402
from tareekh.registry import Registry  # noqa: E402
from tareekh.registry.schema import MIGRATIONS  # noqa: E402
from tareekh.registry.transfer import world_to_registry  # noqa: E402

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


def shared_data(arg: str | None) -> Path:
    return Path(arg) if arg else REPO.parent / "shared" / "tareekh-data"


def new_registry(path: Path) -> Registry:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys=ON")
    apply_migrations(conn, MIGRATIONS)
    return Registry(conn)


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


def rate(reg: Registry, texts: list[str], repeat: int) -> float:
    reg.resolve("warm up the index")
    runs = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for text in texts:
            reg.resolve(text)
        runs.append(len(texts) / (time.perf_counter() - t0))
    return statistics.median(runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", help="tareekh-data folder (default: ../shared/tareekh-data)")
    ap.add_argument("--cases", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--failures", action="store_true", help="print each miss to stderr")
    args = ap.parse_args()

    data = shared_data(args.data)
    world = json.loads((data / "data" / "world.json").read_text(encoding="utf-8"))
    manifest = json.loads((data / "uploads" / "manifest.json").read_text(encoding="utf-8"))
    single = [u for u in manifest if len(u.get("case_ids", [])) == 1 and u.get("source_text")]
    texts = [u["source_text"] for u in single]
    own = world_to_registry(world)

    with tempfile.TemporaryDirectory() as tmp:
        reg = new_registry(Path(tmp) / "world.db")
        reg.import_json(own)
        t0 = time.perf_counter()
        reg.index()
        build_world = time.perf_counter() - t0
        top1 = top1_strict = auto = wrong = review = 0
        for u in single:
            want = u["case_ids"][0]
            res = reg.resolve(u["source_text"])
            best = res.best.case_id if res.best else None
            top1 += best == want
            # strict: the right case ranked first on its own, not tied with another
            tied = len(res.candidates) > 1 and res.candidates[1].score == res.candidates[0].score
            top1_strict += best == want and not tied
            if res.case_id:
                auto += 1
                if res.case_id != want:
                    wrong += 1
            else:
                review += 1
            if args.failures and (best != want or res.needs_review):
                print(json.dumps({"want": want, "got": res.case_id, "best": best, "reason": res.reason,
                                  "cands": [(c.case_id, c.score, c.tier) for c in res.candidates[:3]],
                                  "text": u["source_text"][:300]}, ensure_ascii=False), file=sys.stderr)
        # Ingest also knows the file's name ("CC_OS_318-22_2026-03-18.jpg"); order-sheet continuation pages
        # name no case in their text at all, so measure both: the text alone, and name + text.
        named_top1 = named_wrong = named_auto = 0
        identifiable = identifiable_top1 = 0
        for u in single:
            want = u["case_ids"][0]
            res = reg.resolve(u["source_text"])
            if res.candidates:
                identifiable += 1
                identifiable_top1 += res.best.case_id == want
            res = reg.resolve(Path(u["files"][0]).stem + "\n" + u["source_text"])
            named_top1 += bool(res.best) and res.best.case_id == want
            named_auto += bool(res.case_id)
            named_wrong += bool(res.case_id) and res.case_id != want
        # Texts about several cases (diary pages) must never file under one of them on their own.
        multi = [u for u in manifest if len(u.get("case_ids", [])) > 1 and u.get("source_text")]
        multi_auto = sum(bool(reg.resolve(u["source_text"][:90_000]).case_id) for u in multi)
        # Baseline: the case-number tier alone (what a regex over the text gives).
        from tareekh.registry.numbers import find_numbers

        number_of = {c["number"]: c["id"] for c in own["cases"]}
        key_of = {find_numbers(k)[0][0]: v for k, v in number_of.items()}
        baseline_top1 = 0
        for u in single:
            keys = [k for k, _m, _s in find_numbers(u["source_text"]) if k in key_of]
            baseline_top1 += bool(keys) and key_of[keys[0]] == u["case_ids"][0]
        world_rate = rate(reg, texts, args.repeat)
        reg.conn.close()

        big = new_registry(Path(tmp) / "big.db")
        big.import_json(generated_cases(own, args.cases))
        t0 = time.perf_counter()
        big.index()
        build_big = time.perf_counter() - t0
        big_rate = rate(big, texts, args.repeat)
        # Baseline speed: fuzzy-matching each text against every alias, no index (on a few texts only).
        from rapidfuzz import fuzz, process

        norms = [r[0] for r in big.conn.execute("SELECT DISTINCT norm FROM aliases WHERE kind != 'number'")]
        sample = texts[:8]
        t0 = time.perf_counter()
        for text in sample:
            process.extractOne(text.lower(), norms, scorer=fuzz.partial_ratio)
        brute_rate = len(sample) / (time.perf_counter() - t0)
        big_top1 = sum((big.resolve(t).best or type("x", (), {"case_id": None})).case_id == u["case_ids"][0]
                       for t, u in zip(texts, single))
        big.conn.close()

    n = len(single)
    print(json.dumps({
        "uploads_single_case": n,
        "top1_accuracy": round(top1 / n, 4),
        "top1_accuracy_strict_no_ties": round(top1_strict / n, 4),
        "auto_filed_share": round(auto / n, 4),
        "wrong_auto_filings": wrong,
        "review_share": round(review / n, 4),
        "texts_naming_no_case": n - identifiable,
        "top1_accuracy_texts_naming_a_case": round(identifiable_top1 / max(1, identifiable), 4),
        "top1_accuracy_with_file_name": round(named_top1 / n, 4),
        "auto_filed_share_with_file_name": round(named_auto / n, 4),
        "wrong_auto_filings_with_file_name": named_wrong,
        "multi_case_texts": len(multi),
        "multi_case_texts_auto_filed": multi_auto,
        "baseline_numbers_only_top1": round(baseline_top1 / n, 4),
        "resolutions_per_s_world": round(world_rate),
        "registry_cases_big": args.cases,
        "resolutions_per_s_big": round(big_rate),
        "top1_accuracy_big": round(big_top1 / n, 4),
        "baseline_bruteforce_fuzzy_per_s_big": round(brute_rate, 1),
        "index_build_s_world": round(build_world, 3),
        "index_build_s_big": round(build_big, 3),
        "repeat": args.repeat,
    }))


if __name__ == "__main__":
    main()
