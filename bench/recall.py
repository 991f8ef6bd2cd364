"""Benchmark of the memory engine: recall speed at 1k/10k/100k facts, retain throughput, recall quality.

Prints ONE JSON line. Usage:

    .venv/bin/python bench/recall.py [--data ../shared/tareekh-data] [--sizes 1000,10000,100000]
                                     [--queries 200] [--skip-speed] [--skip-quality]
                                     [--backend hindsight --url URL]

With `--backend hindsight --url URL` the same figures are measured on a Hindsight server in the same run
(scripts/hindsight_server.py starts one), beside the embedded engine's: recall p50 end to end through
`HindsightBank` and the server's own (the raw HTTP call), so the JSON says what the backend adds; retain
throughput; recall@10 and MRR of the fused recall.

(a) speed: generated legal-note items (2 facts each) over 50 tags (40 case tags, 10 judge tags) are
    retained through `Bank.retain`; retain throughput is timed on --retain-items items with real MiniLM
    embeddings. Recall p50/p95 at each size (in facts) over mixed queries (half with a case tag filter) beside
    the floor measured on the same rows in the same run: a bare FTS5 MATCH (top 10 by rank) and a bare numpy
    dot product (top 10). For sizes above --embed-limit the items go through the same retain path but with
    vectors taken from a pool of real MiniLM embeddings of the generated sentences plus noise (embedding 100k
    sentences on 2 cores takes minutes); the JSON says which sizes did so.
(b) quality: one item per hearing note of ../shared/tareekh-data/data/cases/*.json (content = the note, tag
    case:<id>, timestamp = the hearing date, document_id = the hearing id); each hearing's order-sheet text
    is a query that should find that hearing's note. Ranks are counted per document (a note may be several
    facts). Reports recall@10 and MRR of each arm alone, of the fused recall, and of plain BM25 over whole
    notes (FTS5, which takes no date), plus the MRR within the case (tag filter), once for each way of dating
    the query (query_timestamp drives the recency boost and reads relative dates):
    - `no_date`: none, as a lawyer typing a question gives none (recency is counted from the run's clock);
    - `order_sheet_date`: the date the order sheet itself names ("Call on 04.04.2025": the next date, when the
      lawyer would hold it), read from the query's own text; a sheet naming no date is asked without one;
    - `answer_date`: the target hearing's own date, which the figures used to be measured with; it hands the
      recency boost the answer and is kept only to show how much that was worth.
    The headline figures are `no_date`'s.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sqlite3
import statistics
import sys
import tempfile
import time
import unicodedata
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tareekh.memory import Bank, BankConfig, RetainItem, default_provider  # noqa: E402
from tareekh.memory.recall import STOP_WORDS, keyword_terms  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO.parent / "shared" / "tareekh-data"

# --- generated notes ----------------------------------------------------------------------------------

SURNAMES = ["Gollapudi", "Reddy", "Rao", "Murthy", "Sharma", "Naidu", "Chowdary", "Varma", "Prasad", "Iyer",
            "Kumar", "Devi", "Lakshmi", "Srinivas", "Raju", "Patel", "Khan", "Das", "Menon", "Pillai"]
HONORIFICS = ["garu", "sir", "madam"]
EVENTS = [
    "Counsel for the defendant sought time to file counter",
    "Issues were framed and the matter posted for evidence",
    "PW1 was cross-examined at length and discharged",
    "The interim injunction was extended till the next date",
    "Written statement filed; copy served on our side",
    "Court directed both parties to attempt mediation",
    "Arguments on the interlocutory application were heard in part",
    "The petitioner's affidavit in lieu of chief examination was filed",
    "Costs of Rs. 2000 imposed on the respondent for the delay",
    "The commissioner's report was received and objections called for",
    "Judgment reserved after final arguments",
    "Summons returned unserved; fresh notice ordered through court",
    "Exhibits A1 to A9 marked through PW2",
    "Decree drafted and sent for engrossment on stamp paper",
    "The matter was not reached today and stood over",
]
CLIENT = ["Client was anxious about the delay", "Client wants to settle if the price is right",
          "Client did not turn up", "Client brought the original sale deed", "Client asked about costs"]
FIRST_NAMES = ["Ramesh", "Suresh", "Lakshmi", "Anjali", "Venkat", "Padma", "Ravi", "Sunitha", "Kiran", "Madhavi",
               "Srinu", "Bhavani", "Naresh", "Swathi", "Prakash", "Geetha", "Mohan", "Sarada", "Vijay", "Rani"]
CLIENT_TAIL = ["today", "again", "this time", "as usual", "before the hearing", "after the hearing",
               "on the phone", "in the corridor", "at the office", "through his son"]
QUERIES = [
    "who asked for an adjournment", "when was the injunction extended", "cross-examination of the plaintiff",
    "mediation suggested by the judge", "costs imposed for delay", "written statement filed",
    "commissioner report objections", "judgment reserved", "summons not served", "documents marked as exhibits",
    "client wants to settle", "original sale deed", "interim application arguments", "decree drafting",
    "matter not taken up", "evidence affidavit of the petitioner", "fresh notice to the respondent",
    "final arguments heard", "issues framed in the suit", "delay by the defendant",
]


def generated_items(n: int, seed: int = 7) -> list[RetainItem]:
    rnd = random.Random(seed)
    base = datetime(2023, 1, 2)
    items = []
    for i in range(n):
        case = rnd.randrange(40)
        judge = case % 10
        who = f"{rnd.choice(SURNAMES)} {rnd.choice(HONORIFICS)}"
        day = base + timedelta(days=rnd.randrange(1200))
        nxt = day + timedelta(days=rnd.randrange(14, 90))
        content = (f"{rnd.choice(SURNAMES)} suit (OS {100 + case}/{20 + case % 4}) - {rnd.choice(EVENTS)}; "
                   f"{who} appeared, next date {nxt:%d.%m.%Y}. {rnd.choice(CLIENT)} {rnd.choice(CLIENT_TAIL)}, "
                   f"said {rnd.choice(FIRST_NAMES)}.")
        items.append(RetainItem(content=content, tags=[f"case:C{case}", f"judge:J{judge}"], timestamp=day,
                                document_id=f"g{i}", metadata={"n": str(i)}))
    return items


class PooledEmbeddings:
    """Stands in for MiniLM when filling a large bank: real MiniLM vectors of the distinct generated
    sentences (the part before the first ' - ' and each sentence are embedded once) plus a little noise;
    queries go to the real model. Same name and dim, so recall treats the bank as a MiniLM bank."""

    def __init__(self, real, seed: int = 3):
        self.real = real
        self.name = real.name
        self.dim = real.dim
        self.cache: dict[str, np.ndarray] = {}
        self.rnd = np.random.default_rng(seed)

    def embed(self, texts):
        if len(texts) == 1:  # a query: the real model, every time
            return self.real.embed(texts)
        keys = [t.split(";")[0].split(" - ")[-1] if ";" in t else t for t in texts]
        missing = [k for k in dict.fromkeys(keys) if k not in self.cache]
        if missing:
            for k, v in zip(missing, self.real.embed(missing)):
                self.cache[k] = v
        out = np.stack([self.cache[k] for k in keys]) + self.rnd.normal(0, 0.02, (len(texts), self.dim))
        out = out.astype(np.float32)
        return out / np.linalg.norm(out, axis=1, keepdims=True)


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q / 100 * (len(values) - 1))))]


def speed(sizes, n_queries, embed_limit, retain_items, deadline):
    """Recall latency at each size (in facts) beside the floor; retain throughput of `retain_items` items."""
    real = default_provider()
    out = {"sizes_are": "facts (generated items carry 2 facts each)",
           "pooled_vectors_for_sizes": [s for s in sizes if s > embed_limit], "sizes": {}}
    rnd = random.Random(11)
    if retain_items:
        with tempfile.TemporaryDirectory() as tmp:
            bank = Bank.open(Path(tmp) / "retain.db", BankConfig(embeddings=real))
            items = generated_items(retain_items, seed=5)
            t0 = time.perf_counter()
            facts = sum(bank.retain(items[i : i + 2000]).facts for i in range(0, retain_items, 2000))
            secs = time.perf_counter() - t0
            distinct = bank.conn.execute("SELECT count(DISTINCT text) FROM memories").fetchone()[0]
            out["retain"] = {"items": retain_items, "facts": facts, "distinct_fact_texts": distinct,
                             "seconds": round(secs, 1), "items_per_s": round(retain_items / secs, 1),
                             "embeddings": real.name}
            bank.close()
    for size in sizes:
        if time.time() > deadline:
            out["sizes"][str(size)] = "skipped: time cap"
            continue
        with tempfile.TemporaryDirectory() as tmp:
            provider = real if size <= embed_limit else PooledEmbeddings(real)
            bank = Bank.open(Path(tmp) / "bench.db", BankConfig(embeddings=provider))
            items = generated_items(max(1, size // 2))
            t0 = time.perf_counter()
            facts = 0
            for i in range(0, len(items), 2000):
                facts += bank.retain(items[i : i + 2000]).facts
            retain_s = time.perf_counter() - t0
            queries = [(rnd.choice(QUERIES), [f"case:C{rnd.randrange(40)}"] if k % 2 else None)
                       for k in range(n_queries)]
            bank.recall("warm up", budget="mid")  # loads the matrix once
            lat, cpu, fts_lat, dot_lat, emb_lat = [], [], [], [], []
            idx = bank.index()
            for q, tags in queries:
                t, c = time.perf_counter(), time.process_time()
                bank.recall(q, tags=tags, tags_match="any_strict", budget="mid")
                lat.append((time.perf_counter() - t) * 1000)
                cpu.append((time.process_time() - c) * 1000)
                t = time.perf_counter()
                real.embed([q])
                emb_lat.append((time.perf_counter() - t) * 1000)
                match = " OR ".join(f'"{w}"' for w in keyword_terms(q))
                t = time.perf_counter()
                bank.conn.execute("SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rank LIMIT 10",
                                  (match,)).fetchall()
                fts_lat.append((time.perf_counter() - t) * 1000)
                qv = real.embed([q])[0]
                t = time.perf_counter()
                s = np.einsum("ij,j->i", idx.matrix, qv)  # as recall does (see recall.py)
                np.argpartition(-s, 10)[:10]
                dot_lat.append((time.perf_counter() - t) * 1000)
            distinct = bank.conn.execute("SELECT count(DISTINCT text) FROM memories").fetchone()[0]
            out["sizes"][str(size)] = {
                "items": len(items), "facts": facts, "distinct_fact_texts": distinct,
                "retain_s": round(retain_s, 2), "retain_items_per_s": round(len(items) / retain_s, 1),
                "retain_embeddings": "pooled" if size > embed_limit else "minilm",
                "recall_p50_ms": round(statistics.median(lat), 2), "recall_p95_ms": round(percentile(lat, 95), 2),
                "recall_cpu_p50_ms": round(statistics.median(cpu), 2),
                "of_which_query_embedding_p50_ms": round(statistics.median(emb_lat), 2),
                "floor_fts5_p50_ms": round(statistics.median(fts_lat), 2),
                "floor_numpy_dot_p50_ms": round(statistics.median(dot_lat), 2),
                "queries": len(queries),
            }
            bank.close()
    return out


# --- quality --------------------------------------------------------------------------------------------

def plain_terms(query: str) -> list[str]:
    """The plain-BM25 baseline's query terms, fixed as they were when it was set (2026-12-01): `\w+` words
    less stop words, the 16 longest. The engine's own keyword terms have since changed (Indic words whole,
    the most selective kept); the baseline does not move with them."""
    found = re.findall(r"\w+", unicodedata.normalize("NFKC", query).lower())
    words = list(dict.fromkeys(w for w in found if w not in STOP_WORDS and not w.isdigit() or
                               (w.isdigit() and len(w) >= 3)))
    return sorted(words, key=len, reverse=True)[:16] if len(words) > 16 else words


def load_hearings(data: Path):
    hearings = []
    for f in sorted((data / "data" / "cases").glob("*.json")):
        case = json.loads(f.read_text(encoding="utf-8"))
        for h in case.get("hearings", []):
            if h.get("note") and h.get("order_sheet"):
                hearings.append((case["id"], h))
    return hearings


def doc_ranks(bank: Bank, fact_ids) -> list[str]:
    """Documents in the order their first fact appears."""
    if not fact_ids:
        return []
    marks = ",".join("?" * len(fact_ids))
    doc_of = dict(bank.conn.execute(f"SELECT id, document_id FROM memories WHERE id IN ({marks})",
                                    [int(i) for i in fact_ids]).fetchall())
    seen: list[str] = []
    for i in fact_ids:
        d = doc_of.get(int(i))
        if d and d not in seen:
            seen.append(d)
    return seen


def score(ranked_docs, target):
    if target in ranked_docs:
        r = ranked_docs.index(target) + 1
        return (1.0 if r <= 10 else 0.0), 1.0 / r
    return 0.0, 0.0


_WRITTEN_DATE = re.compile(r"(?<!\d)(\d{1,2})[./-](\d{1,2})[./-]((?:19|20)\d{2})(?!\d)")
DATE_MODES = ("no_date", "order_sheet_date", "answer_date")


def order_sheet_date(text: str) -> datetime | None:
    """The last DD.MM.YYYY date an order sheet names (its "call on" date), or None."""
    for m in reversed(list(_WRITTEN_DATE.finditer(text))):
        try:
            return datetime(int(m.group(3)), int(m.group(2)), int(m.group(1)))
        except ValueError:
            continue
    return None


def query_date(mode: str, hearing: dict) -> datetime | None:
    if mode == "answer_date":
        return datetime.fromisoformat(hearing["date"])
    if mode == "order_sheet_date":
        return order_sheet_date(hearing["order_sheet"])
    return None


def quality(data: Path):
    hearings = load_hearings(data)
    out: dict = {"queries": len(hearings), "headline": "no_date"}
    with tempfile.TemporaryDirectory() as tmp:
        bank = Bank.open(Path(tmp) / "quality.db")
        items = [RetainItem(content=h["note"], tags=[f"case:{cid}"], timestamp=datetime.fromisoformat(h["date"]),
                            document_id=h["hearing_id"], metadata={"hearing_id": h["hearing_id"]})
                 for cid, h in hearings]
        t0 = time.perf_counter()
        res = bank.retain(items)
        out.update(facts=res.facts, retain_s=round(time.perf_counter() - t0, 2))
        plain = sqlite3.connect(":memory:")
        plain.execute("CREATE VIRTUAL TABLE notes USING fts5(doc, text, tokenize='porter unicode61')")
        plain.executemany("INSERT INTO notes VALUES (?, ?)", [(h["hearing_id"], h["note"]) for _, h in hearings])
        arms = ("semantic", "keyword", "graph", "temporal")
        for mode in DATE_MODES:
            sums = {k: [0.0, 0.0] for k in (*arms, "fused", "plain_bm25", "in_case_fused")}
            dated = 0
            for cid, h in hearings:
                target = h["hearing_id"]
                q = h["order_sheet"]
                at = query_date(mode, h)
                dated += at is not None
                search = bank.search_arms(q, budget="mid", query_timestamp=at)
                for arm in arms:
                    r10, rr = score(doc_ranks(bank, search.arms.get(arm, [])), target)
                    sums[arm][0] += r10
                    sums[arm][1] += rr
                fused = bank.recall(q, budget="mid", max_tokens=100000, query_timestamp=at)
                r10, rr = score(doc_ranks(bank, [f.id for f in fused]), target)
                sums["fused"][0] += r10
                sums["fused"][1] += rr
                terms = plain_terms(q)
                rows = plain.execute("SELECT doc FROM notes WHERE notes MATCH ? ORDER BY rank LIMIT 300",
                                     (" OR ".join(f'"{t}"' for t in terms),)).fetchall() if terms else []
                r10, rr = score([r[0] for r in rows], target)
                sums["plain_bm25"][0] += r10
                sums["plain_bm25"][1] += rr
                in_case = bank.recall(q, tags=[f"case:{cid}"], tags_match="any_strict", budget="mid",
                                      max_tokens=100000, query_timestamp=at)
                r10, rr = score(doc_ranks(bank, [f.id for f in in_case]), target)
                sums["in_case_fused"][0] += r10
                sums["in_case_fused"][1] += rr
            n = len(hearings)
            out[mode] = {"queries_with_a_date": dated,
                         **{k: {"recall_at_10": round(v[0] / n, 3), "mrr": round(v[1] / n, 3)}
                            for k, v in sums.items()}}
        bank.close()
    return out


# --- the same figures on a Hindsight server (--backend hindsight --url URL) ---------------------------------

def _raw_recall(url: str, bank_id: str):
    """The server's own recall time: one keep-alive HTTP connection, the request as HindsightBank sends it,
    the JSON parsed and nothing else (no client library, no mapping to Tareekh's records)."""
    import http.client
    from urllib.parse import urlparse

    u = urlparse(url)
    conn = http.client.HTTPConnection(u.hostname, u.port, timeout=120)
    path = f"/v1/default/banks/{bank_id}/memories/recall"

    def call(query: str, tags) -> float:
        body = {"query": query, "budget": "mid", "max_tokens": 4096, "types": ["world", "experience", "observation"],
                "tags_match": "any_strict" if tags else "any"}
        if tags:
            body["tags"] = tags
        t = time.perf_counter()
        conn.request("POST", path, body=json.dumps(body), headers={"Content-Type": "application/json"})
        resp = conn.getresponse()
        json.loads(resp.read())
        elapsed = (time.perf_counter() - t) * 1000
        if resp.status != 200:
            raise RuntimeError(f"recall: HTTP {resp.status}")
        return elapsed

    return call


def server_speed(url: str, sizes, n_queries, retain_items):
    """Recall latency on a server bank holding the same generated items as the embedded bank of each size,
    end to end through HindsightBank beside the raw HTTP call; retain throughput through HindsightBank."""
    from tareekh.memory.hindsight import HindsightBank

    out = {"sizes_are": "the embedded sizes' items (the server without a model keeps one chunk per item)",
           "sizes": {}}
    rnd = random.Random(11)
    stamp = int(time.time())
    if retain_items:
        bank = HindsightBank.open(url, f"bench-retain-{stamp}")
        items = generated_items(retain_items, seed=5)
        t0 = time.perf_counter()
        for i in range(0, retain_items, 100):
            bank.retain(items[i : i + 100])
        secs = time.perf_counter() - t0
        out["retain"] = {"items": retain_items, "seconds": round(secs, 1), "items_per_s": round(retain_items / secs, 1),
                         "batch": 100, "with_document_ids": True}
        bank.close()
    for size in sizes:
        bank = HindsightBank.open(url, f"bench-{size}-{stamp}")
        items = generated_items(max(1, size // 2))
        t0 = time.perf_counter()
        # filled by four writers at once (the bank is thread-safe); retain throughput is timed above
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(4) as pool:
            list(pool.map(bank.retain, [items[i : i + 100] for i in range(0, len(items), 100)]))
        retain_s = time.perf_counter() - t0
        queries = [(rnd.choice(QUERIES), [f"case:C{rnd.randrange(40)}"] if k % 2 else None) for k in range(n_queries)]
        raw = _raw_recall(url, bank.bank_id)
        bank.recall("warm up", budget="mid")
        raw("warm up", None)
        lat, raw_lat = [], []
        for q, tags in queries:  # the two take turns, so load on the machine falls on both alike
            t = time.perf_counter()
            bank.recall(q, tags=tags, tags_match="any_strict" if tags else "any", budget="mid")
            lat.append((time.perf_counter() - t) * 1000)
            raw_lat.append(raw(q, tags))
        p50, raw50 = statistics.median(lat), statistics.median(raw_lat)
        out["sizes"][str(size)] = {
            "items": len(items), "facts": bank.stats().facts, "fill_s_four_writers": round(retain_s, 2),
            "recall_p50_ms": round(p50, 2), "recall_p95_ms": round(percentile(lat, 95), 2),
            "server_own_recall_p50_ms": round(raw50, 2),
            "backend_adds_p50_ms": round(p50 - raw50, 2), "queries": len(queries),
        }
        bank.close()
    return out


def server_quality(url: str, data: Path):
    from tareekh.memory.hindsight import HindsightBank

    hearings = load_hearings(data)
    bank = HindsightBank.open(url, f"bench-quality-{int(time.time())}")
    items = [RetainItem(content=h["note"], tags=[f"case:{cid}"], timestamp=datetime.fromisoformat(h["date"]),
                        document_id=h["hearing_id"], metadata={"hearing_id": h["hearing_id"]}) for cid, h in hearings]
    t0 = time.perf_counter()
    for i in range(0, len(items), 100):
        bank.retain(items[i : i + 100])
    retain_s = time.perf_counter() - t0
    sums = {k: [0.0, 0.0] for k in ("fused", "in_case_fused")}
    for cid, h in hearings:
        at = query_date("no_date", h)  # the headline's dating, as in quality()
        for key, tags in (("fused", None), ("in_case_fused", [f"case:{cid}"])):
            facts = bank.recall(h["order_sheet"], tags=tags, tags_match="any_strict" if tags else "any",
                                budget="mid", max_tokens=100000, query_timestamp=at)
            ranked = list(dict.fromkeys(f.document_id for f in facts if f.document_id))
            r10, rr = score(ranked, h["hearing_id"])
            sums[key][0] += r10
            sums[key][1] += rr
    n = len(hearings)
    bank.close()
    return {"queries": n, "retain_s": round(retain_s, 2), "dated": "no_date",
            **{k: {"recall_at_10": round(v[0] / n, 3), "mrr": round(v[1] / n, 3)} for k, v in sums.items()}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--embed-limit", type=int, default=10000,
                    help="sizes above this use pooled MiniLM vectors instead of embedding every fact")
    ap.add_argument("--retain-items", type=int, default=10000,
                    help="retain this many generated items with real embeddings to time retain (0 skips)")
    ap.add_argument("--time-cap", type=float, default=600, help="seconds; later sizes are skipped after it")
    ap.add_argument("--skip-speed", action="store_true")
    ap.add_argument("--skip-quality", action="store_true")
    ap.add_argument("--backend", choices=["embedded", "hindsight"], default="embedded",
                    help="hindsight: the same figures on a Hindsight server too, beside the embedded engine's")
    ap.add_argument("--url", help="the Hindsight server (with --backend hindsight)")
    args = ap.parse_args()
    if args.backend == "hindsight" and not args.url:
        ap.error("--backend hindsight needs --url URL (scripts/hindsight_server.py start prints one)")
    started = time.time()
    out: dict = {"bench": "recall", "embeddings": default_provider().name,
                 "load_average_at_start": [round(x, 1) for x in os.getloadavg()], "cpus": os.cpu_count()}
    if not args.skip_quality:
        if (args.data / "data" / "cases").is_dir():
            out["quality"] = quality(args.data)
        else:
            out["quality"] = f"skipped: no {args.data / 'data' / 'cases'}"
    if not args.skip_speed:
        sizes = [int(s) for s in args.sizes.split(",") if s]
        out["speed"] = speed(sizes, args.queries, args.embed_limit, args.retain_items, started + args.time_cap)
    if args.backend == "hindsight":
        out["hindsight"] = {"url": args.url}
        if not args.skip_quality and (args.data / "data" / "cases").is_dir():
            out["hindsight"]["quality"] = server_quality(args.url, args.data)
        if not args.skip_speed:
            sizes = [int(s) for s in args.sizes.split(",") if s]
            out["hindsight"]["speed"] = server_speed(args.url, sizes, args.queries, args.retain_items)
            emb, srv = out["speed"]["sizes"], out["hindsight"]["speed"]["sizes"]
            out["side_by_side"] = {
                size: {"embedded_recall_p50_ms": emb[size]["recall_p50_ms"],
                       "hindsight_recall_p50_ms": srv[size]["recall_p50_ms"],
                       "embedded_faster_x": round(srv[size]["recall_p50_ms"] / emb[size]["recall_p50_ms"], 1),
                       "hindsight_backend_adds_p50_ms": srv[size]["backend_adds_p50_ms"]}
                for size in srv if isinstance(emb.get(size), dict)}
            if "retain" in out["speed"] and "retain" in out["hindsight"]["speed"]:
                out["side_by_side"]["retain_items_per_s"] = {
                    "embedded": out["speed"]["retain"]["items_per_s"],
                    "hindsight": out["hindsight"]["speed"]["retain"]["items_per_s"]}
    out["seconds"] = round(time.time() - started, 1)
    out["load_average_at_end"] = [round(x, 1) for x in os.getloadavg()]
    print(json.dumps(out))


if __name__ == "__main__":
    main()
