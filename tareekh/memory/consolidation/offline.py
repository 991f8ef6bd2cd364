"""The offline path: extractive, deterministic consolidation without a language model.

Each fact joins the observation of its scope whose sources' centroid is nearest (cosine ≥
`offline_similarity`), or starts a new one (cap permitting). The text is a representative source sentence
with its count, date range and the span tags it covers (`render_extractive`). In a scope spanning several
span groups (a judge's scope spans cases), facts are compared by `cluster_text` and each fact's vector is
moved away from its own group's mean (`span_debias`), so what recurs across groups clusters.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from tareekh.memory.consolidation.models import (
    ConsolidationConfig,
    ConsolidationReport,
    Fact,
    Observation,
    aggregate_dates,
    norm_text,
    remaining_slots,
    tokens,
)
from tareekh.memory.consolidation.observations import read_facts, scope_observations, write_observation
from tareekh.memory.consolidation.pending import Progress
from tareekh.memory.core import BankCore
from tareekh.memory.embeddings import EmbeddingProvider
from tareekh.memory.scopes import Scope, scope_of
from tareekh.memory.strategies import ScopeConfig


class OfflinePath:
    """The offline half of one consolidation run (the run's bank, configuration and report)."""

    def __init__(self, bank: BankCore, config: ConsolidationConfig, report: ConsolidationReport):
        self.bank, self.config, self.report = bank, config, report
        self._recast_vectors: dict[str, np.ndarray] = {}

    def batch(self, scope: Scope, cfg: ScopeConfig, batch: list[Fact]) -> None:
        """The scope's observations, clustered afresh from every fact the scope holds (those consolidated
        before and this batch) in one order (event date, then id), then written as the fewest changes to the
        stored ones. So what a scope says does not depend on how ingest happened to cut its facts into runs
        (a background run during a long ingest sees a few uploads' facts, a later run the rest).

        A scope holding an observation a language model wrote keeps it: there facts join one by one."""
        existing = scope_observations(self.bank, scope)
        if any(o.metadata.get("consolidation") != "extractive" for o in existing):
            self._join(scope, cfg, batch, existing)
            return
        facts = self._scope_facts(scope, existing, batch)
        self._recast(scope, facts)  # both mutate the facts (their text, their vectors) before clustering
        self._debias(scope, facts)
        arriving = {f.id for f in batch}
        clusters = self._clusters(facts, remaining_slots(cfg, 0), arriving)
        self._reconcile(scope, cfg, clusters, existing)

    def _scope_facts(self, scope: Scope, existing: Sequence[Observation], batch: list[Fact]) -> list[Fact]:
        """Every fact of the scope with a vector, oldest event first: those consolidated into it before (its
        progress rows and its observations' sources) and the batch; boilerplate the caller skips left out."""
        done = Progress(self.bank).done_in(scope)
        ids = list(dict.fromkeys(done + [s for o in existing for s in o.sources] + [f.id for f in batch]))
        found = read_facts(self.bank, ids, with_embeddings=True)
        skip = self.config.skip_fact
        keep = [f for f in found.values() if f.embedding is not None and not (skip and skip(f.text, f.tags, f.metadata))]
        return sorted(keep, key=lambda f: (f.event or datetime.max, int(f.id)))

    def _clusters(self, facts: list[Fact], remaining: int | None, arriving: set[str]) -> list[_Cluster]:
        """Each fact in turn joins the cluster whose centroid is nearest (cosine >= offline_similarity) or
        starts one (cap permitting); then a cluster that repeats an earlier one (centroids at cosine >=
        dedup_threshold) folds into it. Facts dropped over the cap are reported when they are this run's."""
        clusters: list[_Cluster] = []
        matrix = np.zeros((0, self.bank.embeddings.dim), np.float32)  # unit centroids, one row per cluster
        for fact in facts:
            if clusters:
                sims = matrix @ _vector(fact)
                best = int(np.argmax(sims))
                if float(sims[best]) >= self.config.offline_similarity:
                    clusters[best].add(fact)
                    matrix[best] = clusters[best].centroid()
                    continue
            if remaining is not None and len(clusters) >= remaining:
                self.report.dropped_over_cap += fact.id in arriving
                continue
            clusters.append(_Cluster.new(fact))
            matrix = np.vstack([matrix, clusters[-1].centroid()[None, :]])
        kept: list[_Cluster] = []
        for c in clusters:
            vec = c.centroid()
            twin = max(kept, key=lambda k: float(k.centroid() @ vec), default=None)
            if twin is not None and float(twin.centroid() @ vec) >= self.config.dedup_threshold:
                for fact in c.new_facts:
                    twin.add(fact)
                self.report.dropped_duplicates += any(f.id in arriving for f in c.new_facts)
                continue
            kept.append(c)
        return kept

    def _reconcile(self, scope: Scope, cfg: ScopeConfig, clusters: list[_Cluster], existing: Sequence[Observation]) -> None:
        """Write the clusters as the fewest changes: each cluster keeps the stored observation it shares most
        sources with (each observation used once); one whose sources are unchanged is not rewritten; a stored
        observation no cluster keeps is deleted."""
        pairs = sorted(
            ((len(set(c.source_ids) & set(o.sources)), -n, -int(o.id), n, o.id)
             for n, c in enumerate(clusters) for o in existing),
            reverse=True,
        )
        stored = {o.id: o for o in existing}
        taken: set[str] = set()
        for shared, _, _, n, oid in pairs:
            if shared and clusters[n].observation_id is None and oid not in taken:
                clusters[n].observation_id = oid
                taken.add(oid)
        stale = [o.id for o in existing if o.id not in taken]
        if stale:
            self.bank.delete_memories(stale)
            self.report.deleted += len(stale)
        changed = [c for c in clusters
                   if c.observation_id is None or set(c.source_ids) != set(stored[c.observation_id].sources)]
        self._write(scope, cfg, changed)

    def _write(self, scope: Scope, cfg: ScopeConfig, clusters: list[_Cluster]) -> None:
        """Render each cluster's text and write it (new observations created, kept ones rewritten)."""
        rendered = [render_extractive(c.facts(self.bank), cfg, self.config.span_tag_prefixes, scope) for c in clusters]
        with _embedding_cache(self.bank, [text for text, _ in rendered]):
            for cl, (text, rep) in zip(clusters, rendered):
                meta = {"representative": rep, "rendered_sources": str(len(cl.source_ids))}
                write_observation(self.bank, scope, text, cl.source_ids, observation_id=cl.observation_id,
                                  how="extractive", extra_meta=meta)
                if cl.observation_id is None:
                    self.report.created += 1
                else:
                    self.report.updated += 1

    def _join(self, scope: Scope, cfg: ScopeConfig, batch: list[Fact], existing: list[Observation]) -> None:
        """Each fact of the batch joins the nearest observation of the scope, or starts one (cap permitting).

        One piece (about 55 lines): the clusters, their centroid matrix and the changed set are updated
        together fact by fact; split, each part would have to hand all three back and forth."""
        facts = read_facts(self.bank, [f.id for f in batch], with_embeddings=True)
        remaining = remaining_slots(cfg, len(existing))
        clusters = _Cluster.from_observations(existing, self.bank)
        everyone = list(facts.values()) + [f for c in clusters for f in c.known.values()]
        recast = self._recast(scope, everyone)
        if self._debias(scope, everyone) or recast:
            for c in clusters:
                vecs = [f.embedding for f in c.known.values() if f.embedding is not None]
                if vecs:
                    c.total = np.sum(vecs, axis=0).astype(np.float32)
        changed: set[int] = set()
        matrix = np.zeros((0, self.bank.embeddings.dim), np.float32)  # unit centroids, one row per cluster
        if clusters:
            matrix = np.stack([c.centroid() for c in clusters])
        for f in batch:
            fact = facts.get(f.id)
            if fact is None or fact.embedding is None:
                continue
            if len(clusters):
                sims = matrix @ fact.embedding
                best = int(np.argmax(sims))
                if float(sims[best]) >= self.config.offline_similarity:
                    clusters[best].add(fact)
                    matrix[best] = clusters[best].centroid()
                    changed.add(best)
                    continue
            if remaining is not None and remaining <= 0:
                self.report.dropped_over_cap += 1
                continue
            if remaining is not None:
                remaining -= 1
            clusters.append(_Cluster.new(fact))
            matrix = np.vstack([matrix, clusters[-1].centroid()[None, :]])
            changed.add(len(clusters) - 1)
        # a new observation that would repeat one of the scope's (cosine >= threshold) folds into it; offline
        # an observation's meaning is its sources' centroid, so that is what is compared
        for n in [n for n in sorted(changed) if clusters[n].observation_id is None]:
            vec = clusters[n].centroid()
            twin = max(
                (m for m, c in enumerate(clusters) if c.observation_id is not None),
                key=lambda m: float(clusters[m].centroid() @ vec), default=None,
            )
            if twin is not None and float(clusters[twin].centroid() @ vec) >= self.config.dedup_threshold:
                for fact in clusters[n].new_facts:
                    clusters[twin].add(fact)
                changed.discard(n)
                changed.add(twin)
                self.report.dropped_duplicates += 1
        self._write(scope, cfg, [clusters[n] for n in sorted(changed)])

    def _spanning(self, scope: Scope) -> bool:
        """Does this scope gather facts of several span groups (a judge's scope, across cases)?"""
        prefixes = tuple(self.config.span_tag_prefixes)
        return bool(prefixes) and not any(t.startswith(prefixes) for t in scope)

    def _recast(self, scope: Scope, facts: list[Fact], *, embed: bool = True) -> bool:
        """In a spanning scope, compare and quote facts by `cluster_text` (e.g. without the case's name), so a
        pattern is seen as the same across groups. Mutates the facts' text (and vectors). Vectors of recast
        texts are computed in one batch per run."""
        fn = self.config.cluster_text
        if fn is None or not self._spanning(scope):
            return False
        todo: list[tuple[Fact, str]] = []
        for f in {id(f): f for f in facts}.values():
            new = fn(f.text, f.tags, f.metadata)
            if new and new.strip() and new != f.text:
                todo.append((f, new.strip()))
        if not todo:
            return False
        if embed:
            missing = list(dict.fromkeys(t for _, t in todo if t not in self._recast_vectors))
            if missing:
                vectors = self.bank.embeddings.embed(missing)
                self._recast_vectors.update(zip(missing, vectors))
        for f, new in todo:
            f.text = new
            if embed and f.embedding is not None:
                f.embedding = self._recast_vectors[new]
        return True

    def _debias(self, scope: Scope, facts: list[Fact]) -> bool:
        """In a scope that spans several span groups (a judge's scope spans cases), damp what each fact
        shares with the other facts of its group, so facts cluster by what recurs across groups (an
        adjournment pattern), not by the group's own wording (a case's name). Mutates the facts' vectors."""
        beta = self.config.span_debias
        prefixes = self.config.span_tag_prefixes
        if beta <= 0 or not prefixes or any(t.startswith(tuple(prefixes)) for t in scope):
            return False
        unique = {f.id: f for f in facts if f.embedding is not None}
        vec_of = {fid: f.embedding for fid, f in unique.items() if f.embedding is not None}
        group_of = {
            fid: tuple(sorted(t for t in f.tags if t.startswith(tuple(prefixes)) and t not in scope))
            for fid, f in unique.items()
        }
        sums: dict[tuple[str, ...], np.ndarray] = {}
        counts: dict[tuple[str, ...], int] = defaultdict(int)
        for fid in unique:
            g = group_of[fid]
            sums[g] = sums[g] + vec_of[fid] if g in sums else vec_of[fid]
            counts[g] += 1
        if len(sums) < 2:
            return False
        for fid, f in unique.items():
            g = group_of[fid]
            if not g or counts[g] < 2:
                continue
            v = vec_of[fid] - beta * (sums[g] / counts[g])
            norm = float(np.linalg.norm(v))
            if norm > 0:
                f.embedding = (v / norm).astype(np.float32)
        return True

    def rerender_stale(self) -> None:
        """Extractive observations that lost sources (a document deleted) get their text recomputed."""
        rows = self.bank.conn.execute(
            "SELECT id, tags, metadata, proof_count FROM memories WHERE bank_id = ? AND type = 'observation'",
            (self.bank.bank_id,),
        ).fetchall()
        for oid, tags, meta, proof in rows:
            meta = json.loads(meta or "{}")
            if meta.get("consolidation") != "extractive" or meta.get("rendered_sources") == str(proof):
                continue
            scope = scope_of(json.loads(tags))
            cfg = self.config.for_scope(scope)
            obs = next((o for o in scope_observations(self.bank, scope) if o.id == str(oid)), None)
            if obs is None or not obs.sources:
                continue
            facts = list(read_facts(self.bank, obs.sources).values())
            self._recast(scope, facts, embed=False)
            text, rep = render_extractive(facts, cfg, self.config.span_tag_prefixes, scope)
            write_observation(self.bank, scope, text, obs.sources, observation_id=obs.id, how="extractive",
                        extra_meta={"representative": rep, "rendered_sources": str(len(obs.sources))})
            self.report.rerendered += 1




class _CachedEmbeddings:
    """A provider that answers from texts embedded beforehand in one batch (falls back to the real one)."""

    def __init__(self, inner: EmbeddingProvider, texts: Sequence[str]) -> None:
        self.inner = inner
        self.name, self.dim = inner.name, inner.dim
        unique = list(dict.fromkeys(texts))
        vectors = inner.embed(unique) if unique else np.zeros((0, inner.dim), np.float32)
        self.cache = {t: vectors[i] for i, t in enumerate(unique)}

    def embed(self, texts: list[str]) -> np.ndarray:
        if all(t in self.cache for t in texts):
            return np.stack([self.cache[t] for t in texts]) if texts else np.zeros((0, self.dim), np.float32)
        return self.inner.embed(texts)


class _embedding_cache:  # noqa: N801 - used as a `with` block, like a function
    """Within the block, the bank embeds the given texts from one batched call (writing N observations
    costs one model run instead of N)."""

    def __init__(self, bank: BankCore, texts: Sequence[str]) -> None:
        self.bank, self.texts = bank, texts

    def __enter__(self) -> _embedding_cache:
        self.saved = self.bank.embeddings
        self.bank.embeddings = _CachedEmbeddings(self.saved, self.texts)
        return self

    def __exit__(self, *exc: object) -> None:
        self.bank.embeddings = self.saved


def _vector(fact: Fact) -> np.ndarray:
    """A fact's vector (the offline path reads facts with theirs; one without cannot be clustered)."""
    if fact.embedding is None:
        raise ValueError(f"fact {fact.id} has no vector to cluster by")
    return fact.embedding


@dataclass
class _Cluster:
    """An observation being built offline: its sources and their embedding sum."""

    observation_id: str | None
    source_ids: list[str]
    total: np.ndarray
    new_facts: list[Fact] = field(default_factory=list)
    known: dict[str, Fact] = field(default_factory=dict)

    @classmethod
    def new(cls, fact: Fact) -> _Cluster:
        return cls(None, [fact.id], _vector(fact).astype(np.float32).copy(), [fact], {fact.id: fact})

    @classmethod
    def from_observations(cls, observations: Sequence[Observation], bank: BankCore) -> list[_Cluster]:
        facts = read_facts(bank, [s for o in observations for s in o.sources], with_embeddings=True)
        out = []
        for o in observations:
            vecs = [v for s in o.sources if s in facts and (v := facts[s].embedding) is not None]
            total = np.sum(vecs, axis=0).astype(np.float32) if vecs else o.embedding.astype(np.float32).copy()
            out.append(cls(o.id, list(o.sources), total, [], {s: facts[s] for s in o.sources if s in facts}))
        return out

    def centroid(self) -> np.ndarray:
        norm = float(np.linalg.norm(self.total))
        unit: np.ndarray = (self.total / norm).astype(np.float32) if norm else self.total
        return unit

    def add(self, fact: Fact) -> None:
        if fact.id in self.source_ids:
            return
        self.source_ids.append(fact.id)
        self.total = self.total + _vector(fact)
        self.new_facts.append(fact)
        self.known[fact.id] = fact

    def facts(self, bank: BankCore) -> list[Fact]:
        missing = [s for s in self.source_ids if s not in self.known]
        if missing:
            self.known.update(read_facts(bank, missing, with_embeddings=True))
        return [self.known[s] for s in self.source_ids if s in self.known]


def _date(d: datetime | None) -> str:
    return f"{d.day} {d:%b %Y}" if d else "an unknown date"


def render_extractive(
    facts: Sequence[Fact], cfg: ScopeConfig, span_prefixes: Sequence[str] = (), scope: Sequence[str] = ()
) -> tuple[str, str]:
    """An extractive observation: a representative source sentence, its count, date range and span tags.

    The representative is the source nearest the sources' centroid among the newest sources that fit the
    scope's total evidence budget; it is cut to the per-observation evidence budget. Returns (text, its id).
    """
    total_budget = cfg.consolidation_source_facts_max_tokens
    per_budget = cfg.consolidation_source_facts_max_tokens_per_observation
    ordered = sorted(facts, key=lambda f: (f.event or datetime.min, int(f.id)), reverse=True)
    considered: list[Fact] = []
    used = 0
    for f in ordered:
        cost = tokens(f.text)
        if considered and total_budget >= 0 and used + cost > total_budget:
            break
        considered.append(f)
        used += cost
    vecs = [f.embedding for f in considered if f.embedding is not None]
    rep = considered[0]
    if len(vecs) == len(considered) and len(vecs) > 1:
        centroid = np.sum(vecs, axis=0)
        rep = considered[int(np.argmax(np.stack(vecs) @ centroid))]
    sentence = norm_text(rep.text)
    if per_budget >= 0 and tokens(sentence) > max(per_budget, 1):
        cut = sentence[: max(per_budget, 1) * 4].rsplit(" ", 1)[0] if " " in sentence[: max(per_budget, 1) * 4] else sentence[: max(per_budget, 1) * 4]
        sentence = cut.rstrip(" ,;:-") + "…"
    n = len(facts)
    start, end, _ = aggregate_dates(facts)
    if n == 1:
        when = f"noted once, on {_date(start)}" if start else "noted once"
    elif start and end and start.date() != end.date():
        when = f"noted {n} times, {_date(start)} to {_date(end)}"
    else:
        when = f"noted {n} times" + (f", on {_date(start)}" if start else "")
    spans: list[str] = []
    for prefix in span_prefixes:
        spans.extend(sorted({t for f in facts for t in f.tags if t.startswith(prefix) and t not in scope}))
    span = f"; across {', '.join(spans)}" if len(spans) > 1 else (f"; in {spans[0]}" if spans else "")
    return f"{sentence} ({when}{span})", rep.id
