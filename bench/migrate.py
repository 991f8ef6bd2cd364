"""Migration round trip: a practice's whole memory to a Hindsight server bank and back, through the CLI.

    .venv/bin/python bench/migrate.py --home DIR --url URL [--data ../shared/tareekh-data] [--questions 50]

DIR is a practice home (build one with `bench/ingest.py --text-only --home DIR`); it is copied first and the
copy is migrated, so DIR is left as it was. Before, on the server and after coming back, the bench counts the
records (documents) and facts, and asks the same sample questions — the order-sheet texts of hearings spread
evenly over the data set — keeping the top ten records' citations (document id and the metadata's source
file and entry id). Records are compared as records: world/experience facts. Observations are derived (not
copied): the copy is consolidated completely before the first snapshot, and again after the migration back,
since observation texts are part of the keyword arm's corpus statistics (their counts are reported).

Prints ONE JSON line: counts, and for how many of the 50 questions the top-10 citations are identical after
the round trip — over the records alone (observations deleted from a copy of both files), and with the
observations each side's consolidation made (those depend on the history of runs, so ties can fall
differently); the
time of each migration, the verification reports, and how much the server's own top ten overlaps the
embedded engine's (a different engine; this is information, not a target).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

DEFAULT_DATA = REPO.parent / "shared" / "tareekh-data"


def questions(data: Path, n: int) -> list[str]:
    sheets = []
    for f in sorted((data / "data" / "cases").glob("*.json")):
        for h in json.loads(f.read_text(encoding="utf-8")).get("hearings", []):
            if h.get("order_sheet"):
                sheets.append(h["order_sheet"])
    step = max(1, len(sheets) // n)
    return sheets[::step][:n]


def snapshot(home: Path, qs: list[str]) -> dict:
    from tareekh.practice import Practice

    with Practice.open(home) as p:
        bank = p.bank
        stats = bank.stats()
        cites = []
        for q in qs:
            hits = bank.recall(q, types=["world", "experience"], max_tokens=100000)[:10]
            cites.append([[h.document_id, h.metadata.get("source_file"), h.metadata.get("entry_id")] for h in hits])
        return {"backend": p.settings.memory.backend, "documents": stats.documents,
                "records": len(bank.list_document_ids()),
                "facts": stats.by_type.get("world", 0) + stats.by_type.get("experience", 0),
                "observations": stats.by_type.get("observation", 0), "top10": cites}


def records_only(home: Path, qs: list[str]) -> list:
    """Top-10 citations over the records alone: a copy of the embedded file with its observations deleted
    (the derived layer depends on the history of consolidation runs, the records do not)."""
    from tareekh.memory import Bank

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "memory.db"
        src = Bank.open(home / "memory.db")
        src.conn.execute("VACUUM INTO ?", (str(path),))
        src.close()
        bank = Bank.open(path)
        bank.delete_memories([f.id for f in bank.list_facts(types=["observation"])])
        out = [[[h.document_id, h.metadata.get("source_file"), h.metadata.get("entry_id")]
                for h in bank.recall(q, types=["world", "experience"], max_tokens=100000)[:10]] for q in qs]
        bank.close()
        return out


def cli(home: Path, *args: str) -> tuple[dict, float]:
    t = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "tareekh", *args, "--home", str(home), "--json"],
                         capture_output=True, text=True, cwd=REPO)
    secs = time.perf_counter() - t
    if out.returncode != 0:
        raise SystemExit(f"tareekh {' '.join(args)} failed ({out.returncode}): {out.stderr[-2000:]}")
    return json.loads(out.stdout), secs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--url", required=True)
    ap.add_argument("--bank", default=f"bench-migrate-{int(time.time())}")
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--questions", type=int, default=50)
    args = ap.parse_args()
    started = time.time()
    qs = questions(args.data, args.questions)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "practice"
        shutil.copytree(args.home, home)
        # observations are derived, but they are in the keyword arm's corpus statistics: both sides get a
        # complete (offline, deterministic) consolidation so the records are ranked over the same corpus
        _, t_cons_before = cli(home, "consolidate")
        before = snapshot(home, qs)
        before_records = records_only(home, qs)
        to_server, t_out = cli(home, "memory", "migrate", "--to", "hindsight", args.url, "--bank", args.bank)
        on_server = snapshot(home, qs)
        back, t_back = cli(home, "memory", "migrate", "--to", "embedded")
        _, t_cons_after = cli(home, "consolidate")
        after = snapshot(home, qs)
        after_records = records_only(home, qs)
    same_records_top10 = sum(a == b for a, b in zip(before_records, after_records))
    same_top10 = sum(a == b for a, b in zip(before["top10"], after["top10"]))
    overlap = [len({tuple(c) for c in a} & {tuple(c) for c in s}) / max(1, len(a))
               for a, s in zip(before["top10"], on_server["top10"])]
    keep = ("documents", "records", "facts", "observations")
    print(json.dumps({
        "bench": "migrate", "home": str(args.home), "url": args.url, "bank": args.bank, "questions": len(qs),
        "before": {k: before[k] for k in keep}, "on_server": {k: on_server[k] for k in keep},
        "after": {k: after[k] for k in keep},
        "records_identical": before["records"] == on_server["records"] == after["records"],
        "facts_identical_after_round_trip": before["facts"] == after["facts"],
        "top10_citations_identical_records_only": same_records_top10,
        "top10_citations_identical_with_observations_rebuilt": same_top10,
        "server_top10_overlap_with_embedded_mean": round(sum(overlap) / max(1, len(overlap)), 3),
        "to_server": {"seconds": round(t_out, 1), "verified": to_server["verified"], "copied": to_server["copied"],
                      "sample": to_server["sample"], "sample_found_in_target": to_server["sample_found_in_target"],
                      "sample_found_in_source": to_server["sample_found_in_source"]},
        "back": {"seconds": round(t_back, 1), "verified": back["verified"], "copied": back["copied"],
                 "sample": back["sample"], "sample_found_in_target": back["sample_found_in_target"],
                 "sample_found_in_source": back["sample_found_in_source"]},
        "consolidate_seconds": {"before": round(t_cons_before, 1), "after": round(t_cons_after, 1)},
        "load_average": [round(x, 1) for x in os.getloadavg()], "seconds": round(time.time() - started, 1),
    }))


if __name__ == "__main__":
    main()
