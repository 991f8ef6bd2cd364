"""Recall: four retrieval arms (a function each), reciprocal-rank fusion, final scoring and the token cut.

Arms (each brings at most B candidates, B = budget low/mid/high = 100/300/1000; every arm applies the same
tag predicate and type filter — the semantic, keyword and graph arms through the numpy mask of tags.mask()
over the bank's cached index, built from the memory_tags side table; the temporal arm and list_facts through
the SQL form tags.sql_predicate(), EXISTS / count probes on the side table; a property test holds all of them
to the reference predicate):
- semantic: cosine of the query vector against the bank's cached matrix (numpy), ≥ the provider's minimum;
- keyword: FTS5 BM25 over an OR of the query's content words (stop words dropped; of a long query the 16
  most selective), hits walked in rank order through the cached type/tag mask until B are found; each word
  is also looked up by sound among the other script's words (sounds.py), the two indexes' BM25 summed;
- graph: facts naming an entity the query names (weight 1 each) or sharing entities with the top semantic
  seeds (tanh(0.5·count)); ties broken by similarity;
- temporal: only when the query names dates (read against query_timestamp): facts whose event date or
  occurred range falls in the window, by proximity to the window's middle plus similarity.
A query mostly in a script the embedding model does not read (`reads_only_latin`) has no similarities:
the semantic arm is empty, the graph arm has no seeds, the temporal arm orders by proximity alone.
Fusion: RRF with k = 60 over the non-empty arms; candidates an arm scores alike share their run's mean rank. Final score: the fused score normalised to the top result,
times Hindsight's recency (±10 %), temporal (±10 %) and proof-count (±5 %) boosts. The cut walks the top 2·B
in order and stops at the first fact that would exceed max_tokens (≈ 4 characters per token).
"""

from __future__ import annotations

import re
import sqlite3
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import numpy as np

from tareekh.memory import tags as tagmatch
from tareekh.memory.core import BankCore
from tareekh.memory.dates import query_window
from tareekh.memory.extract import find_entities
from tareekh.memory.index import Index
from tareekh.memory.models import RecalledFact, check_types, naive_utc
from tareekh.memory.sounds import WORD, cross_script_terms

BUDGETS = ("low", "mid", "high")
_WORD = WORD  # Indic words whole, vowel signs and viramas included (sounds.py)
STOP_WORDS = frozenset(
    """a about above after again against all am an and any are as at be because been before being below between
    both but by can could did do does doing down during each few for from further had has have having he her here
    hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of
    off on once only or other our ours ourselves out over own same she should so some such than that the their
    theirs them themselves then there these they this those through to too under until up very was we were what
    when where which while who whom why will with would you your yours yourself yourselves also any did get got
    shall may might must let us""".split()
)
MAX_KEYWORD_TERMS = 16
SELECTIVITY_CAP = 1000  # memories counted per word when choosing a long query's most selective words
ARMS = ("semantic", "keyword", "graph", "temporal")
DEFERRAL_LOOKBACK_DAYS = 180
ENTITY_FANOUT = 200  # candidates one entity may bring to the graph arm
TEMPORAL_SIM_WEIGHT = 1.0  # date proximity and similarity weigh alike (relevance-first, as Hindsight's entry points)


def _norm_words(text: str) -> list[str]:
    return _WORD.findall(unicodedata.normalize("NFKC", text).lower())


def keyword_terms(query: str, doc_count: Callable[[str], int] | None = None) -> list[str]:
    """Content words of the query for the BM25 arm; of a long query, the MAX_KEYWORD_TERMS most selective.

    Selective (Hindsight keeps "the 16 most selective terms"): found in the fewest of the bank's memories by
    `doc_count` (a word found in none is worth nothing and goes last); without `doc_count`, the longest.
    Length alone let the long words of a whole order sheet crowd out its rarest ones (a section number, a
    witness's "PW-3", a name), and in a Hindi sheet most long words are the court's formulae."""
    words = list(dict.fromkeys(w for w in _norm_words(query) if w not in STOP_WORDS and not w.isdigit() or
                               (w.isdigit() and len(w) >= 3)))
    if len(words) > MAX_KEYWORD_TERMS:
        if doc_count is None:
            words = sorted(words, key=len, reverse=True)[:MAX_KEYWORD_TERMS]
        else:
            counts = {w: doc_count(w) for w in words}
            words = sorted(words, key=lambda w: (counts[w] == 0, counts[w], -len(w)))[:MAX_KEYWORD_TERMS]
    return words


def _doc_counter(conn: sqlite3.Connection) -> Callable[[str], int]:
    """How many memories a query word finds in the keyword index, in its own script or (by sound) the other."""
    def count(word: str) -> int:
        # counted up to SELECTIVITY_CAP: past it a word is common whatever its count, and a bank of 100k
        # facts would otherwise walk a common word's whole posting list for each of a long query's words
        n: int = conn.execute("SELECT count(*) FROM (SELECT 1 FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?)",
                              ('"' + word.replace('"', '""') + '"', SELECTIVITY_CAP)).fetchone()[0]
        for term in cross_script_terms([word]):
            n += conn.execute("SELECT count(*) FROM (SELECT 1 FROM memories_sounds WHERE memories_sounds MATCH ?"
                              " LIMIT ?)", (term, SELECTIVITY_CAP)).fetchone()[0]
        return n
    return count


def _type_clause(types: Sequence[str]) -> tuple[str, list[str]]:
    return f"m.type IN ({','.join('?' * len(types))})", list(types)


@dataclass
class Search:
    """Every arm's ranked ids and the fused ranking (what `recall(trace=True)` reports as ranks)."""

    arms: dict[str, list[int]]
    fused: list[tuple[int, float]]
    window: tuple[datetime, datetime] | None = None


@dataclass
class _Query:
    """What every arm needs of one query: the index, the rows it may return, similarities, the budget."""

    bank: BankCore
    text: str
    idx: Index
    types: list[str]
    allowed: np.ndarray  # bool per index row: type and tag filter
    sims: np.ndarray  # cosine of every row to the query
    budget: int
    tag_sql: tuple[str, list[str | int]]  # the tag filter as SQL (tags.sql_predicate)


def recall(
    bank: BankCore,
    query: str,
    *,
    tags: Sequence[str] | None = None,
    tags_match: str = "any",
    types: Sequence[str] | None = None,
    max_tokens: int = 4096,
    budget: str = "mid",
    query_timestamp: datetime | None = None,
    trace: bool = False,
) -> list[RecalledFact]:
    """Facts for `query`: the four arms fused by reciprocal rank, scored, cut at `max_tokens`."""
    found = search(bank, query, tags=tags, tags_match=tags_match, types=types, budget=budget,
                   query_timestamp=query_timestamp)
    return final_scores(bank, found, max_tokens=max_tokens, budget=budget, query_timestamp=query_timestamp,
                        trace=trace)


def search(
    bank: BankCore,
    query: str,
    *,
    tags: Sequence[str] | None = None,
    tags_match: str = "any",
    types: Sequence[str] | None = None,
    budget: str = "mid",
    query_timestamp: datetime | None = None,
    arms: Sequence[str] = ARMS,
) -> Search:
    """Each arm's ranked ids and their fusion (before scoring and the token cut)."""
    if not isinstance(query, str) or not _WORD.search(query):
        raise ValueError("query has no words to search for")
    if budget not in BUDGETS:
        raise ValueError(f"budget {budget!r} is not one of low, mid, high")
    tagmatch.check_mode(tags_match)
    types = check_types(types)
    idx = bank.index()
    config = bank.config
    anchor = naive_utc(query_timestamp) if query_timestamp else naive_utc(datetime.now().astimezone())

    # one mask for the semantic arm and the similarity look-ups of the others
    allowed = np.isin(idx.types, types) if len(types) < 3 else np.ones(len(idx.ids), dtype=bool)
    tag_mask = tagmatch.mask(idx.n_tags, idx.positions_by_tag, tags, tags_match)
    if tag_mask is not None:
        allowed &= tag_mask
    reads = model_reads(bank.embeddings, query)
    qvec = bank.embeddings.embed([query])[0]
    # einsum, not `@`: a matrix-vector product through multi-threaded OpenBLAS waited ~12 ms on thread
    # hand-off on a busy 2-core machine (0.4 ms single-threaded at 10k rows)
    sims = np.einsum("ij,j->i", idx.matrix, qvec) if len(idx.ids) else np.zeros(0, np.float32)
    if not reads:  # the model's vectors of this text are not its meaning: no arm orders by them
        sims = np.zeros_like(sims)
    q = _Query(bank, query, idx, types, allowed, sims, int(config.budgets[budget]),
               tagmatch.sql_predicate(tags, tags_match, bank.bank_id))

    results: dict[str, list[int]] = {}
    semantic_rows = semantic_arm(q) if reads else np.zeros(0, dtype=np.int64)
    if "semantic" in arms:
        results["semantic"] = [int(idx.ids[r]) for r in semantic_rows]
    if "keyword" in arms:
        results["keyword"] = keyword_arm(q)
    if "graph" in arms and config.enable_graph_retrieval:
        results["graph"] = graph_arm(q, semantic_rows)
    window = None
    if "temporal" in arms and config.enable_temporal_retrieval:
        results["temporal"], window = temporal_arm(q, anchor)
    return Search(arms=results, fused=rrf(results, config.rrf_k), window=window)


def model_reads(embeddings: object, text: str) -> bool:
    """Whether the embedding model reads the text: a model of Latin script alone (`reads_only_latin`) does
    not read a text most of whose letters are in another script (a Hindi order sheet)."""
    if not getattr(embeddings, "reads_only_latin", False):
        return True
    letters = [ch for ch in text if ch.isalpha() or unicodedata.category(ch)[0] == "M"]
    latin = sum(1 for ch in letters if ch.isascii() or "LATIN" in unicodedata.name(ch, ""))
    return not letters or latin * 2 >= len(letters)


def semantic_arm(q: _Query) -> np.ndarray:
    """Index rows by cosine to the query (at least the provider's minimum), best first, at most B."""
    min_sim = q.bank.config.semantic_min_similarity
    if min_sim is None:
        min_sim = getattr(q.bank.embeddings, "min_similarity", 0.3)
    masked = np.where(q.allowed & (q.sims >= min_sim), q.sims, -np.inf)
    k = min(q.budget, int(np.isfinite(masked).sum()))
    if not k:
        return np.zeros(0, dtype=np.int64)
    top = np.argpartition(-masked, k - 1)[:k]
    return top[np.argsort(-masked[top], kind="stable")]


def keyword_arm(q: _Query) -> list[int]:
    """Memory ids by FTS5 BM25 over an OR of the query's content words, through the same mask, at most B.

    A query word also looks for its spellings in the other script (a Devanagari word for the Roman words that
    sound like it, and back) in the sound-key index; where those find anything, a memory's BM25 is the sum of
    its two indexes' (each word's weight counts once per index it matched in)."""
    terms = keyword_terms(q.text, _doc_counter(q.bank.conn))
    if not terms:
        return []
    match = " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
    sounds = cross_script_terms(terms)
    heard = q.bank.conn.execute(
        "SELECT rowid, bm25(memories_sounds) FROM memories_sounds WHERE memories_sounds MATCH ?",
        (" OR ".join(sounds),)).fetchall() if sounds else []
    if heard:
        return _merged_keyword_hits(q, match, heard)
    idx, b = q.idx, q.budget
    # Hits in BM25 order, filtered by the same cached mask as the semantic arm (built from the
    # memory_tags side table). Joining every hit to memories in SQL cost 2-3x the bare MATCH.
    cur = q.bank.conn.execute("SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rank", (match,))
    found: list[int] = []
    n_rows = len(idx.ids)
    while len(found) < b:
        chunk = cur.fetchmany(4096)
        if not chunk or not n_rows:
            break
        hit_ids = np.fromiter((r[0] for r in chunk), dtype=np.int64, count=len(chunk))
        pos = np.minimum(np.searchsorted(idx.ids, hit_ids), n_rows - 1)
        ok = (idx.ids[pos] == hit_ids) & q.allowed[pos]
        found.extend(int(i) for i in hit_ids[ok][: b - len(found)])
    cur.close()
    return found


def _merged_keyword_hits(q: _Query, match: str, heard: list[tuple[int, float]]) -> list[int]:
    """The keyword arm's ranking when the sound-key index found something: BM25 of both indexes summed."""
    idx = q.idx
    score: dict[int, float] = {}
    for mid, s in q.bank.conn.execute(
            "SELECT rowid, bm25(memories_fts) FROM memories_fts WHERE memories_fts MATCH ?", (match,)):
        score[mid] = s
    for mid, s in heard:
        score[mid] = score.get(mid, 0.0) + s
    if not score or not len(idx.ids):
        return []
    hit_ids = np.fromiter(score, dtype=np.int64, count=len(score))
    pos = np.minimum(np.searchsorted(idx.ids, hit_ids), len(idx.ids) - 1)
    ok = (idx.ids[pos] == hit_ids) & q.allowed[pos]
    hit_ids = hit_ids[ok]
    bm25 = np.array([score[int(i)] for i in hit_ids])  # FTS5's bm25 is negative: lower is better
    order = np.lexsort((hit_ids, bm25))[: q.budget]
    return [int(i) for i in hit_ids[order]]


def graph_arm(q: _Query, semantic_rows: np.ndarray) -> Ranked:
    """Memory ids naming an entity the query names, or sharing entities with the top semantic seeds (the
    seeds themselves only by the first)."""
    idx, allowed, sims = q.idx, q.allowed, q.sims
    query_entities: set[int] = set()
    words = _norm_words(q.text)
    for n in range(1, 5):
        for i in range(len(words) - n + 1):
            query_entities.update(idx.entity_names.get(" ".join(words[i : i + n]), ()))
    for ent in find_entities(q.text):
        query_entities.update(idx.entity_names.get(ent.key.split(":", 1)[1], ()))
    # seeds: the top semantic hits; their entities (from the cached links) expand the search. An observation
    # names no entity itself: it reaches entities through its source facts, and is reached back that way.
    sources = idx.source_rows if idx.source_rows is not None else np.zeros((0, 2), np.int64)
    seed_rows = semantic_rows[: q.bank.config.graph_seeds]
    if len(sources) and len(seed_rows):
        seed_rows = np.concatenate([seed_rows, sources[np.isin(sources[:, 0], seed_rows), 1]])
    seed_entities: set[int] = set()
    if len(seed_rows) and idx.link_rows is not None and len(idx.link_rows):
        lo = np.searchsorted(idx.link_rows[:, 0], seed_rows, side="left")
        hi = np.searchsorted(idx.link_rows[:, 0], seed_rows, side="right")
        for a_, b_ in zip(lo, hi):
            seed_entities.update(int(e) for e in idx.link_rows[a_:b_, 1])
    reach = allowed.copy()  # rows that may carry a path: the allowed ones and observations' sources
    if len(sources):
        reach[sources[allowed[sources[:, 0]], 1]] = True
    direct = np.zeros(len(idx.ids), dtype=np.int32)
    shared = np.zeros(len(idx.ids), dtype=np.int32)
    for eid in query_entities | seed_entities:
        rows_e = idx.entity_rows.get(eid)
        if rows_e is None:
            continue
        rows_e = rows_e[reach[rows_e]][-ENTITY_FANOUT:]  # the filter first, then the newest 200
        if eid in query_entities:
            direct[rows_e] += 1
        if eid in seed_entities:
            shared[rows_e] += 1
    if len(sources):
        np.maximum.at(direct, sources[:, 0], direct[sources[:, 1]])
        np.maximum.at(shared, sources[:, 0], shared[sources[:, 1]])
    direct[~allowed] = 0
    shared[~allowed] = 0
    # the expansion brings what the seeds lead to, not the seeds: they are the semantic arm's own hits, and
    # listing them again by the entities they share with themselves gave the semantic arm a second vote
    # (measured: the graph arm cost the fusion more than any other arm on both benchmark practices)
    shared[semantic_rows[: q.bank.config.graph_seeds]] = 0
    hit = np.flatnonzero((direct > 0) | (shared > 0))
    # score = direct + tanh(0.5 * shared): ordering by (direct, shared) is the same; similarity orders the
    # ties (for the budget's cut and for display), but a tie keeps one rank in the fusion (see rrf)
    order = np.lexsort((idx.ids[hit], -sims[hit], -shared[hit], -direct[hit]))[: q.budget]
    rows = hit[order]
    return Ranked([int(i) for i in idx.ids[rows]], (direct[rows] + np.tanh(0.5 * shared[rows])).tolist())


def temporal_arm(q: _Query, anchor: datetime) -> tuple[list[int], tuple[datetime, datetime] | None]:
    """Memory ids dated in the window the query names (read against `anchor`), by proximity + similarity;
    and the window (none when the query names no date)."""
    span = query_window(q.text, anchor.date())
    if not span:
        return [], None
    idx, b = q.idx, q.budget
    start = datetime(span.start.year, span.start.month, span.start.day)
    end = datetime(span.end.year, span.end.month, span.end.day, 23, 59, 59)
    if span.deferral:
        # "adjourned to X": the event that set X happened before X; the nearer to X the likelier
        end = start - timedelta(seconds=1)
        start = start - timedelta(days=DEFERRAL_LOOKBACK_DAYS)
        mid_t, half = end, (end - start).total_seconds()
    else:
        mid_t = start + (end - start) / 2
        half = max((end - start).total_seconds() / 2, 43200.0)
    pred, pred_params = q.tag_sql
    type_sql, type_params = _type_clause(q.types)
    rows = q.bank.conn.execute(
        "SELECT m.id, julianday(m.event_date) - 2440587.5 FROM memories m"
        f" WHERE m.bank_id = ? AND {type_sql} AND {pred} AND ("
        " (m.event_date >= ? AND m.event_date <= ?) OR (m.occurred_start <= ? AND m.occurred_end >= ?))",
        (q.bank.bank_id, *type_params, *pred_params, start.isoformat(), end.isoformat(),
         end.isoformat(), start.isoformat()),
    ).fetchall()
    if not rows:
        return [], (start, end)
    t_ids = np.array([r[0] for r in rows], dtype=np.int64)
    t_days = np.array([np.nan if r[1] is None else r[1] for r in rows], dtype=np.float64)
    n_rows = len(idx.ids)
    pos = np.minimum(np.searchsorted(idx.ids, t_ids), max(n_rows - 1, 0))
    known = (idx.ids[pos] == t_ids) if n_rows else np.zeros(len(t_ids), dtype=bool)
    t_sim = np.where(known, q.sims[pos] if n_rows else 0.0, 0.0)
    mid_days = (mid_t - datetime(1970, 1, 1)).total_seconds() / 86400
    dist = np.abs(t_days - mid_days) * 86400 / half
    prox = np.where(np.isnan(t_days), 0.5, 1.0 - np.minimum(dist, 1.0))
    keep = (t_sim >= 0.1) | (len(rows) <= b)  # a crowded window keeps the relevant ones
    score = prox + TEMPORAL_SIM_WEIGHT * t_sim
    t_ids, score = t_ids[keep], score[keep]
    order = np.lexsort((t_ids, -score))[:b]
    return [int(i) for i in t_ids[order]], (start, end)


class Ranked(list[int]):
    """An arm's ids, best first, with the arm's own score of each: candidates the arm scores alike are tied."""

    def __init__(self, ids: Sequence[int], scores: Sequence[float]):
        super().__init__(ids)
        self.scores = list(scores)


def tied_ranks(ranked: Sequence[int]) -> list[float]:
    """1-based ranks; candidates an arm scores alike (a `Ranked` arm) share the mean rank of their run."""
    scores = getattr(ranked, "scores", None)
    if scores is None:
        return [float(r) for r in range(1, len(ranked) + 1)]
    out: list[float] = []
    start = 0
    while start < len(ranked):
        end = start
        while end + 1 < len(ranked) and scores[end + 1] == scores[start]:
            end += 1
        out.extend([(start + end) / 2 + 1] * (end - start + 1))
        start = end + 1
    return out


def rrf(arms: dict[str, list[int]], k: int = 60) -> list[tuple[int, float]]:
    """Reciprocal-rank fusion: score(d) = Σ over non-empty arms of 1 / (k + rank), ranks from 1; where an arm
    scores candidates alike, their order says nothing and they share the mean rank of their run."""
    scores: dict[int, float] = {}
    for ranked in arms.values():
        for rank, mid in zip(tied_ranks(ranked), ranked):
            scores[mid] = scores.get(mid, 0.0) + 1.0 / (k + rank)
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def final_scores(bank: BankCore, result: Search, *, max_tokens: int, budget: str,
                 query_timestamp: datetime | None, trace: bool) -> list[RecalledFact]:
    """Score the fused candidates (RRF × recency/temporal/proof boosts), keep the top 2·B, cut to max_tokens."""
    b = int(bank.config.budgets[budget])
    idx = bank.index()
    candidates = [(mid, s) for mid, s in result.fused[: 2 * b] if mid in idx.row_of]
    if not candidates or max_tokens <= 0:
        return []
    ids = np.array([mid for mid, _ in candidates], dtype=np.int64)
    rows = np.array([idx.row_of[mid] for mid, _ in candidates], dtype=np.int64)
    fused = np.array([s for _, s in candidates], dtype=np.float64)
    score = fused / fused[0]
    now = naive_utc(query_timestamp) if query_timestamp else naive_utc(datetime.now().astimezone())
    if bank.config.recency_boost:
        now_days = (now - datetime(1970, 1, 1)).total_seconds() / 86400
        age = now_days - idx.when[rows]
        recency = np.where(np.isnan(age), 0.5, np.where(age < 0, 1.0, np.clip(1 - age / 365, 0.1, 1.0)))
        score = score * (1 + 0.2 * (recency - 0.5))
    temporal = result.arms.get("temporal", [])
    if temporal:
        t_rank = {mid: r for r, mid in enumerate(temporal)}
        prox = np.array([1.0 - t_rank[m] / len(temporal) * 0.5 if m in t_rank else 0.5 for m in ids.tolist()])
        score = score * (1 + 0.2 * (prox - 0.5))
    is_obs = idx.types[rows] == "observation"
    if is_obs.any():
        proof = np.clip(0.5 + np.log(np.maximum(idx.proof[rows], 1)) / 10, 0.0, 1.0)
        score = np.where(is_obs, score * (1 + 0.1 * (proof - 0.5)), score)
    order = np.lexsort((ids, -score))
    cost = np.maximum(1, np.ceil(idx.text_len[rows[order]] / 4))
    fits = np.cumsum(cost) <= max_tokens
    n_keep = int(np.argmin(fits)) if not fits.all() else len(fits)  # stop at the first that does not fit
    kept = [int(i) for i in ids[order[:n_keep]]]
    scores = {int(i): float(s) for i, s in zip(ids[order[:n_keep]], score[order[:n_keep]])}
    ranks: dict[int, dict[str, int]] | None = None
    if trace:
        ranks = {}
        for arm, ranked in result.arms.items():
            for r, mid in enumerate(ranked, start=1):
                ranks.setdefault(mid, {})[arm] = r
        for r, (mid, _) in enumerate(result.fused, start=1):
            ranks.setdefault(mid, {})["fused"] = r
    return bank.hydrate(kept, scores, ranks)
