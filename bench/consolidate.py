"""Benchmark: offline consolidation of the shared practice data, and whether cross-case patterns form.

Retains one item per hearing note of ../shared/tareekh-data/data/cases/*.json (tags case/judge/counsel from
world.json's cases; one observation scope per tag), then consolidates offline on fresh copies of that bank
and prints ONE JSON line:

- retain_seconds, facts, notes;
- consolidate_seconds_median (over --runs copies) and facts/second;
- observations_total, observations per scope (and the median per scope kind);
- judge_cross_case: for every judge, whether an observation carrying the judge's tag cites facts from >= 2
  cases (the same rule for every variant: any observation whose tags include the judge counts);
- the baseline, measured in the same run, one that can win: the memory engine alone (`baseline_engine_alone`:
  the same per-tag scopes without Tareekh's case-reference stripping and boilerplate skipping, --runs runs) —
  the same clustering on the raw notes, so a judge pattern spanning cases can form there too;
- `hindsight_combined_scopes`: the same notes with `combined` scopes (grouped by each note's whole tag set, as
  Hindsight 0.9.1 groups them), scored by the same rule. Every combined scope holds one case's notes, so it
  cannot span cases by construction; it is reported to show that, not as the baseline.

Items carry the header metadata the app writes (so Tareekh's consolidation settings apply as in the app).

    .venv/bin/python bench/consolidate.py [--data DIR] [--runs 3] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tareekh.memory import Bank, BankConfig, default_provider  # noqa: E402
from tareekh.memory.consolidation import ConsolidationConfig, consolidate  # noqa: E402
from tareekh.practice.bank_config import is_boilerplate, strip_case_reference  # noqa: E402


def load_items(data: Path, scopes: str, limit: int | None) -> list[dict]:
    world = json.loads((data / "data" / "world.json").read_text(encoding="utf-8"))
    by_id = {c["id"]: c for c in world["cases"]}
    items = []
    for path in sorted((data / "data" / "cases").glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        meta = by_id.get(case["id"], case)
        tags = [f"case:{case['id']}"]
        if meta.get("judge_id"):
            tags.append(f"judge:{meta['judge_id']}")
        if meta.get("opposing_counsel_id"):
            tags.append(f"counsel:{meta['opposing_counsel_id']}")
        for h in case.get("hearings", []):
            if not (h.get("note") or "").strip():
                continue
            items.append({
                "content": h["note"],
                "timestamp": f"{h['date']}T10:00:00",
                "document_id": h["hearing_id"],
                "tags": tags,
                # the header the app writes at retain time (agent/layout.py), which names the case
                "metadata": {"case_id": case["id"], "hearing_date": h["date"],
                             "header": f"{case['case_number']} ({case.get('short_name') or ''}; "
                                       f"{case.get('title') or ''}), hearing of {h['date']}"},
                "observation_scopes": scopes,
            })
    return items[:limit] if limit else items


def judge_cross_case(bank: Bank) -> dict[str, bool]:
    """For each judge: does some observation carrying the judge's tag cite facts from at least two cases?"""
    observations = bank.list_facts(types=["observation"])
    source_ids = {s for o in observations for s in o.source_fact_ids}
    case_of = {f.id: next((t for t in f.tags if t.startswith("case:")), None) for f in bank.get_facts(sorted(source_ids, key=int))}
    judges = sorted({t for f in bank.list_facts(types=["world", "experience"]) for t in f.tags if t.startswith("judge:")})
    out = {}
    for j in judges:
        mine = [o for o in observations if j in o.tags]
        out[j] = any(len({case_of.get(s) for s in o.source_fact_ids} - {None}) >= 2 for o in mine)
    return out


def cross_case_totals(bank: Bank) -> dict[str, int]:
    """Observations carrying a judge or counsel tag citing facts of >= 2 cases, and how many facts they rest on."""
    case_of = {f.id: next((t for t in f.tags if t.startswith("case:")), None)
               for f in bank.list_facts(types=["world", "experience"])}
    spanning = [o for o in bank.list_facts(types=["observation"])
                if any(t.split(":", 1)[0] in ("judge", "counsel") for t in o.tags)]
    multi = [o for o in spanning if len({case_of.get(s) for s in o.source_fact_ids} - {None}) >= 2]
    return {"judge_counsel_observations": len(spanning), "cross_case_observations": len(multi),
            "facts_in_cross_case_observations": sum(len(o.source_fact_ids) for o in multi)}


def scope_counts(bank: Bank) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for o in bank.list_facts(types=["observation"]):
        counts[", ".join(sorted(o.tags)) or "(untagged)"] += 1
    return dict(sorted(counts.items()))


def run(data: Path, runs: int, limit: int | None) -> dict:
    provider = default_provider()
    tareekh = ConsolidationConfig(span_tag_prefixes=["case:"], refresh_mental_models=False,
                                  skip_fact=is_boilerplate, cluster_text=strip_case_reference)
    engine = ConsolidationConfig(span_tag_prefixes=["case:"], refresh_mental_models=False)
    out: dict = {"bench": "consolidate", "embeddings": provider.name}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        results = {}
        variants = (("per_tag", "per_tag", tareekh, runs), ("engine_alone", "per_tag", engine, runs),
                    ("combined", "combined", tareekh, 1))
        for label, scopes, config, n_runs in variants:
            items = load_items(data, scopes, limit)
            master = tmp / f"{label}.db"
            with Bank.open(master, BankConfig(embeddings=provider)) as bank:
                t0 = time.perf_counter()
                retained = bank.retain(items)
                retain_s = time.perf_counter() - t0
            times, report, counts, cross, totals = [], None, {}, {}, {}
            for n in range(n_runs):
                copy = tmp / f"{label}-{n}.db"
                shutil.copyfile(master, copy)
                for suffix in ("-wal", "-shm"):
                    if Path(str(master) + suffix).exists():
                        shutil.copyfile(str(master) + suffix, str(copy) + suffix)
                with Bank.open(copy, BankConfig(embeddings=provider)) as bank:
                    t0 = time.perf_counter()
                    report = consolidate(bank, config)
                    times.append(time.perf_counter() - t0)
                    if n == 0:
                        counts = scope_counts(bank)
                        cross = judge_cross_case(bank)
                        totals = cross_case_totals(bank)
            median = statistics.median(times)
            kinds: dict[str, list[int]] = defaultdict(list)
            for scope, c in counts.items():
                if "," not in scope:
                    kinds[scope.split(":", 1)[0]].append(c)
            results[label] = {
                "notes": len(items),
                "facts": retained.facts,
                "retain_seconds": round(retain_s, 3),
                "consolidate_seconds_median": round(median, 3),
                "consolidate_seconds_runs": [round(t, 3) for t in times],
                "fact_scope_pairs": report.pairs_processed,
                "pairs_per_second": round(report.pairs_processed / median, 1) if median else None,
                "observations_total": sum(counts.values()),
                "scopes": len(counts),
                "observations_median_per_scope_kind": {k: statistics.median(v) for k, v in sorted(kinds.items())},
                "observations_per_scope": counts,
                "judge_cross_case": cross,
                "judge_scopes_with_cross_case_pattern": f"{sum(cross.values())}/{len(cross)}",
                **totals,
                "failures": len(report.failures),
            }
        out.update(results["per_tag"])
        keys = ("consolidate_seconds_median", "observations_total", "scopes", "judge_scopes_with_cross_case_pattern",
                "cross_case_observations", "facts_in_cross_case_observations")
        out["baseline_engine_alone"] = {k: results["engine_alone"][k] for k in keys}
        out["hindsight_combined_scopes"] = {k: results["combined"][k] for k in keys}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "tareekh-data",
                    help="the tareekh-data folder (default ../shared/tareekh-data)")
    ap.add_argument("--runs", type=int, default=3, help="consolidation runs on fresh copies (median reported)")
    ap.add_argument("--limit", type=int, default=None, help="only the first N notes")
    args = ap.parse_args()
    if not (args.data / "data" / "world.json").exists():
        print(json.dumps({"bench": "consolidate", "error": f"no data at {args.data}"}))
        sys.exit(2)
    print(json.dumps(run(args.data, max(1, args.runs), args.limit), ensure_ascii=False))


if __name__ == "__main__":
    main()
