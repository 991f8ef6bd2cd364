"""Ask benchmark: questions generated from the case files, answered offline, scored on the evidence they cite.

The home is built with `bench/ingest.py --text-only` (every upload's source text ingested as a .txt file, the
registry imported from world.json), or `--home DIR` reuses one built before. Questions come from
`<data>/data/cases/*.json` with the hearing that answers them, (case, hearing date):

- costs:      "What costs were imposed in <short name> on <date>?"        (hearings with costs_imposed)
- adjournment: "Who sought an adjournment in <short name> on <date> and why?" (sought by a party, not the court)
- witness:    "What did <PW1/DW1> say in <short name> on <date>?"          (order sheets naming a witness)
- undated forms, where any of the matching hearings counts: "What did DW1 admit in <short name>?",
  "Why did the other side (our side) seek adjournments in <short name>?"

Prints ONE JSON line: evidence recall (share of questions with a citation of the expected case and hearing
date), the share of answers whose every citation resolves to a stored fact with its source (must be 1.0),
the share of cited sentences verified by the groundedness check, citation precision (share of an answer's
citations that are on an expected hearing, averaged), the share answered "No record", the share of answers whose first date, moved by one day, the groundedness
check flags (a check that passes everything would score 0), and offline
answer latency (p50, p90). Baseline in the same run: the top 3 facts of a plain recall of the question.

    .venv/bin/python bench/ask.py [--data DIR] [--home DIR] [--max-questions N]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

DEFAULT_DATA = REPO.parent / "shared" / "tareekh-data"
_WITNESS = re.compile(r"\b([PD]W\s?\d+)\b")


def human(iso: str) -> str:
    d = date.fromisoformat(iso)
    return f"{d.day} {d:%b %Y}"


def questions(data: Path, world_ids: set[str]) -> list[dict]:
    out = []
    for path in sorted((data / "data" / "cases").glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if case["id"] not in world_ids:
            continue
        name = case.get("short_name") or case["case_number"]
        for h in case.get("hearings", []):
            d = h["date"]
            base = {"case_id": case["id"], "hearing_date": d}
            if h.get("costs_imposed"):
                out.append({**base, "kind": "costs", "q": f"What costs were imposed in {name} on {human(d)}?"})
            if h.get("adjournment_sought_by") and h["adjournment_sought_by"] != "court":
                out.append({**base, "kind": "adjournment",
                            "q": f"Who sought an adjournment in {name} on {human(d)} and why?"})
            witness = _WITNESS.search(h.get("order_sheet") or "")
            if witness and re.search(r"admit", h.get("note") or "", re.I):
                w = witness.group(1).replace(" ", "")
                out.append({**base, "kind": "witness_undated",
                            "q": f"What did {w} admit in {name}?", "also": _admits(case, w)})
            if witness and re.search(r"examin|cross|deposed|admit", h.get("order_sheet") or "", re.I):
                w = witness.group(1).replace(" ", "")
                out.append({**base, "kind": "witness", "q": f"What did {w} say in {name} on {human(d)}?"})
        sought = {}
        for h in case.get("hearings", []):
            if h.get("adjournment_sought_by") and h["adjournment_sought_by"] != "court":
                sought.setdefault(h["adjournment_sought_by"], []).append(h["date"])
        for who, dates in sorted(sought.items()):
            side = "our side" if who not in ("opposing side",) else "the other side"
            out.append({"case_id": case["id"], "hearing_date": dates[0], "also": dates, "kind": "adjournment_undated",
                        "q": f"Why did {side} seek adjournments in {name}?"})
    return out


def _admits(case: dict, witness: str) -> list[str]:
    return [h["date"] for h in case.get("hearings", [])
            if witness in (h.get("order_sheet") or "").replace(" ", "") + (h.get("note") or "").replace(" ", "")
            and re.search(r"admit", h.get("note") or "", re.I)]


def _wrong_date_caught(ans) -> int | None:
    """Move the first date of the answer by one day and ask the groundedness check about it: 1 if flagged."""
    from datetime import timedelta

    from tareekh.agent.factbook import FactBook
    from tareekh.agent.grounded import check_answer
    from tareekh.memory import RecalledFact

    m = re.search(r"\b(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})\b", ans.answer)
    if not m or not ans.citations:
        return None
    from datetime import datetime

    shifted = datetime.strptime(m.group(0), "%d %b %Y").date() + timedelta(days=1)
    text = ans.answer[: m.start()] + f"{shifted.day} {shifted:%b %Y}" + ans.answer[m.end():]
    book = FactBook()
    by_n = {c.n: c for c in ans.citations}
    for n in range(1, max(by_n) + 1):
        c = by_n.get(n)
        book.add(RecalledFact(id=str(n), text=c.text if c else "-", type="world",
                              metadata={"hearing_date": c.hearing_date or "", "case_id": c.case_id or ""} if c else {}))
    first = [chk for chk in check_answer(text, book) if f"{shifted.day} {shifted:%b %Y}" in chk.text]
    return int(bool(first) and not first[0].verified) if first else None


def sample(items: list[dict], n: int) -> list[dict]:
    """Every kind kept, then an even stride through the rest (deterministic)."""
    if n <= 0 or len(items) <= n:
        return items
    step = len(items) / n
    return [items[int(i * step)] for i in range(n)]


def build_home(data: Path, home: Path) -> dict:
    cmd = [sys.executable, str(REPO / "bench" / "ingest.py"), "--text-only", "--data", str(data), "--home", str(home)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("{")]
    if not lines:  # judged by its JSON line: a non-zero exit after printing it is a shutdown problem, not a build one
        raise SystemExit(f"bench/ingest.py failed: {done.stderr.strip()[-500:]}")
    return json.loads(lines[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help="tareekh-data folder (uploads/, data/)")
    ap.add_argument("--home", type=Path, help="a home already built by bench/ingest.py --text-only (else built now)")
    ap.add_argument("--max-questions", type=int, default=150, help="cap on questions asked (0 = all)")
    a = ap.parse_args(argv)

    from tareekh.agent.grounded import split_sentences
    from tareekh.agent.factbook import CITATION, fact_date
    from tareekh.agent.offline import NO_RECORD
    from tareekh.practice import Practice

    world = json.loads((a.data / "data" / "world.json").read_text(encoding="utf-8"))
    world_ids = {c["id"] for c in world.get("cases", [])}
    build = None
    home = a.home
    t0 = time.perf_counter()
    scratch = Path(tempfile.mkdtemp(prefix="tareekh-bench-ask-"))
    if home is None:
        home = scratch / "home"
        build = build_home(a.data, home)
    else:  # asking writes chats: work on a copy so the given home is left as it was
        shutil.copytree(home, scratch / "home")
        home = scratch / "home"
    build_s = time.perf_counter() - t0

    qs = sample(questions(a.data, world_ids), a.max_questions)
    practice = Practice.open(home, create=False)
    try:
        practice.settings.llm.base_url = None  # offline, whatever the home's settings say
        practice.ask("warm up", today="2026-10-05")  # model load and index build are not per-question costs
        hits = base_hits = all_valid = sentences = verified = no_record = 0
        times: list[float] = []
        precisions: list[float] = []
        mutated: list[int] = []
        per_kind: dict[str, list[int]] = {}
        for q in qs:
            t = time.perf_counter()
            ans = practice.ask(q["q"], today="2026-10-05")
            times.append((time.perf_counter() - t) * 1000)
            expected = {(q["case_id"], d) for d in q.get("also") or [q["hearing_date"]]}
            hit = any((c.case_id, c.hearing_date) in expected for c in ans.citations)
            hits += hit
            if ans.citations:
                precisions.append(sum((c.case_id, c.hearing_date) in expected for c in ans.citations) / len(ans.citations))
            per_kind.setdefault(q["kind"], []).append(int(hit))
            no_record += ans.answer == NO_RECORD
            valid = ans.dropped_citations == 0 and all(
                c.entry_id or c.doc_type == "chat_memory" for c in ans.citations
            ) and all(c.text for c in ans.citations)
            all_valid += valid
            cited = [s for s in split_sentences(ans.answer) if CITATION.search(s)]
            sentences += len(cited)
            verified += len(cited) - len(ans.unverified_sentences)
            caught = _wrong_date_caught(ans)
            if caught is not None:
                mutated.append(caught)
            base = practice.bank.recall(q["q"], max_tokens=4096, budget="mid")[:3]
            base_hits += any((f.metadata.get("case_id"), fact_date(f)) in expected for f in base)
    finally:
        practice.close()
        shutil.rmtree(scratch, ignore_errors=True)

    n = max(1, len(qs))
    times.sort()
    out = {
        "bench": "ask",
        "mode": "offline",
        "questions": len(qs),
        "by_kind": {k: {"n": len(v), "evidence_recall": round(sum(v) / len(v), 3)} for k, v in sorted(per_kind.items())},
        "evidence_recall": round(hits / n, 3),
        "citation_precision": round(statistics.mean(precisions), 3) if precisions else None,
        "baseline_recall_top3_evidence_recall": round(base_hits / n, 3),
        "answers_all_citations_valid": round(all_valid / n, 3),
        "cited_sentences_verified": round(verified / max(1, sentences), 3),
        "no_record_share": round(no_record / n, 3),
        "wrong_date_flagged": round(sum(mutated) / len(mutated), 3) if mutated else None,
        "wrong_date_trials": len(mutated),
        "latency_ms_p50": round(statistics.median(times), 1) if times else None,
        "latency_ms_p90": round(times[int(0.9 * (len(times) - 1))], 1) if times else None,
        "build_s": round(build_s, 1),
        "ingest": {k: build[k] for k in ("uploads", "ingest_wall_s") if k in build} if build else None,
        "data": str(a.data),
    }
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
