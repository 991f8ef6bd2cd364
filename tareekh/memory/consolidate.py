"""Consolidation: turn pending facts into observations, one observation scope at a time.

The process (MEMORY.md, "Consolidation, step by step"):

1. Pending = (fact, scope) pairs: every world/experience fact with no `consolidated_at` /
   `consolidation_failed_at`, under each scope its `observation_scopes` spec resolves to (scopes.py), minus
   the pairs already done. A fact is stamped `consolidated_at` once every one of its scopes is done, and
   `consolidation_failed_at` once every scope is settled and at least one failed. Progress per pair lives
   in `consolidation_progress`, so a scope that waits for an LLM does not hold back the fact's other scopes.
2. Pairs are grouped by resolved scope (never by the facts' own tag sets) and cut into batches of 8.
3. For each fact, related observations are recalled from **exactly** that scope (`tags_match="exact"` on
   the scope's tags; for the untagged scope, only untagged observations). A `[alice]` pass never sees an
   `[alice, bob]` observation.
4. One typed call per batch (`ConsolidationResponse`: creates / updates / deletes citing source fact ids),
   through any object with `structured(messages, schema, *, tries)` — `tareekh.llm.LLM` is one; this module
   never imports it. The scope's winning strategy supplies the mission and the evidence budgets; nothing of
   another scope's strategy enters the call.
5. Deletes and updates whose target was not recalled for the batch are rejected; source ids outside the
   batch are ignored (none left → skipped); a create repeating a shown observation or an update's text, or
   within cosine ≥ 0.97 of an observation of the same scope, is dropped; creates beyond the cap are dropped.
   Execution order: deletes, updates, creates.
6. An observation's tags are its scope; its dates aggregate its sources: `occurred_start` = the earliest
   event (a source's occurred_start, else its mentioned_at), `occurred_end` = the latest event end,
   `mentioned_at` = the latest mention; `proof_count` = distinct source facts (the bank counts them).
7. A batch that fails is split in halves down to one fact; a single fact that still fails is marked
   failed for that scope, reported, and does not block the rest.

Without a model, consolidation is extractive and deterministic: each fact joins the observation of its
scope whose sources' centroid is nearest (cosine ≥ `offline_similarity`), or starts a new one (cap
permitting). The text is a representative source sentence (the one nearest the centroid, cut to the
per-observation evidence budget) with its count, date range and the span tags it covers (e.g. the cases a
judge-scope observation draws on). A scope whose strategy sets an `observations_mission` waits for a model:
an extractive sentence cannot honour a brief. In a scope that spans several span groups (a judge's scope spans
cases), facts are compared by `cluster_text` (the caller's: e.g. the sentence without its case reference) and
each fact's vector is moved away from its own group's mean (`span_debias`), so what recurs across groups
clusters, not what one group keeps repeating.

Facts the caller recognises as boilerplate (`skip_fact`) are consolidated without contributing. When the
model fails for `abort_after_failures` single facts in a row, the model is taken to be down: the run stops
and those facts stay pending (rather than all being marked failed). `recover_failed()` clears failed marks
so the next run retries them, in the scopes that failed only.

Deleting facts (a document removed or replaced) is handled by the bank: observations lose those sources and
go when none is left. Extractive observations whose source count no longer matches their text are
re-rendered at the start of the next run.
"""

from __future__ import annotations

import json
import logging
import re
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, field_validator

from tareekh.memory.models import cited_id, cited_ids
from tareekh.memory.scopes import Scope, ScopeSpecError, resolve_observation_scopes, scope_label, scope_of
from tareekh.memory.strategies import (
    ScopeConfig,
    ScopeLimit,
    Strategy,
    StrategyDefaults,
    config_for_scope,
    owner_label,
    parse_scope_limits,
    parse_strategies,
)

if TYPE_CHECKING:
    from tareekh.memory.bank import Bank

log = logging.getLogger("tareekh.memory.consolidate")

T = TypeVar("T", bound=BaseModel)

SCHEMA: list[tuple[str, str]] = [
    (
        "memory-0101-consolidation-progress",
        """
        CREATE TABLE IF NOT EXISTS consolidation_progress (
            bank_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            scope TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('done', 'failed')),
            error TEXT,
            at TEXT NOT NULL,
            PRIMARY KEY (memory_id, scope)
        ) WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS consolidation_progress_by_bank ON consolidation_progress(bank_id, scope);
        """,
    ),
]


def ensure_schema(conn: Any) -> None:
    """Apply this module's named migrations (recorded in the bank file's `memory_migrations` table)."""
    conn.execute("CREATE TABLE IF NOT EXISTS memory_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    for name, sql in SCHEMA:
        if conn.execute("SELECT 1 FROM memory_migrations WHERE name = ?", (name,)).fetchone():
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            if not conn.execute("SELECT 1 FROM memory_migrations WHERE name = ?", (name,)).fetchone():
                for statement in [s.strip() for s in sql.split(";") if s.strip()]:
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO memory_migrations (name, applied_at) VALUES (?, ?)",
                    (name, datetime.now().isoformat(timespec="seconds")),
                )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise


# ------------------------------------------------------------------------------------ the model seam


class StructuredModel(Protocol):
    """What consolidation and reflect need of a language model: one typed (pydantic) answer per call.

    `tareekh.llm.LLM` satisfies it; it must raise an exception when it cannot answer.
    """

    def structured(self, messages: Sequence[dict[str, Any]], schema: type[T], *, tries: int = 3) -> T: ...


class ObservationCreate(BaseModel):
    text: str
    source_fact_ids: list[str] = Field(default_factory=list)
    reason: str = ""

    _coerce = field_validator("source_fact_ids", mode="before")(lambda cls, v: cited_ids(v))


class ObservationUpdate(BaseModel):
    observation_id: str
    text: str
    source_fact_ids: list[str] = Field(default_factory=list)
    reason: str = ""

    _coerce = field_validator("source_fact_ids", mode="before")(lambda cls, v: cited_ids(v))
    _coerce_id = field_validator("observation_id", mode="before")(lambda cls, v: cited_id(v))


class ObservationDelete(BaseModel):
    observation_id: str
    reason: str = ""

    _coerce_id = field_validator("observation_id", mode="before")(lambda cls, v: cited_id(v))


class _Aborted(Exception):
    """The run stops (the model keeps failing)."""


class ConsolidationResponse(BaseModel):
    """What the model answers for one batch: observations to create, update and delete."""

    creates: list[ObservationCreate] = Field(default_factory=list)
    updates: list[ObservationUpdate] = Field(default_factory=list)
    deletes: list[ObservationDelete] = Field(default_factory=list)


# ------------------------------------------------------------------------------------ configuration


class ConsolidationConfig(BaseModel):
    """How a bank consolidates: strategies, bank-wide defaults, the model (None = offline), and limits."""

    model_config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")

    strategies: list[Strategy] = Field(default_factory=list)
    observation_scope_limits: list[ScopeLimit] = Field(default_factory=list)
    defaults: StrategyDefaults = Field(default_factory=StrategyDefaults)
    model: Any = None  # a StructuredModel, or None for the offline (extractive) path
    batch_size: int = Field(default=8, ge=1)
    max_attempts: int = Field(default=3, ge=1)
    dedup_threshold: float = Field(default=0.97, gt=0, le=1)
    recall_budget: str = "low"
    recall_max_tokens: int = Field(default=512, ge=1)
    offline_similarity: float = Field(default=0.6, gt=-1, le=1)
    span_tag_prefixes: list[str] = Field(default_factory=list)
    # facts for which skip_fact(text, tags, metadata) is true are consolidated without contributing
    skip_fact: Callable[[str, list[str], dict[str, str]], bool] | None = None
    # offline, in scopes spanning several span groups: the text a fact is compared and quoted by
    cluster_text: Callable[[str, list[str], dict[str, str]], str] | None = None
    abort_after_failures: int = Field(default=3, ge=1)  # consecutive single-fact model failures
    span_debias: float = Field(default=0.7, ge=0, le=1)  # offline: see Consolidator._debias
    refresh_mental_models: bool = True
    # asked between batches; True stops the run cleanly (what is done stays done, the rest stays pending)
    should_stop: Callable[[], bool] | None = None

    @field_validator("strategies", mode="before")
    @classmethod
    def _strategies(cls, v: Any) -> Any:
        return parse_strategies(v)

    @field_validator("observation_scope_limits", mode="before")
    @classmethod
    def _limits(cls, v: Any) -> Any:
        return parse_scope_limits(v)

    def for_scope(self, scope: Sequence[str]) -> ScopeConfig:
        return config_for_scope(
            scope, self.strategies, observation_scope_limits=self.observation_scope_limits, defaults=self.defaults
        )


# ------------------------------------------------------------------------------------ reports


class FactFailure(BaseModel):
    fact_id: str
    scope: list[str]
    error: str


class ConsolidationReport(BaseModel):
    """What one consolidation run did."""

    pairs_processed: int = 0
    facts_consolidated: int = 0
    facts_failed: int = 0
    scopes_processed: int = 0
    batches: int = 0
    model_calls: int = 0
    created: int = 0
    updated: int = 0
    deleted: int = 0
    rerendered: int = 0
    rejected_updates: int = 0
    rejected_deletes: int = 0
    skipped_no_sources: int = 0
    skipped_facts: int = 0
    dropped_duplicates: int = 0
    dropped_over_cap: int = 0
    waiting_scopes: list[list[str]] = Field(default_factory=list)
    failures: list[FactFailure] = Field(default_factory=list)
    mental_models_refreshed: int = 0
    aborted: str | None = None
    seconds: float = 0.0
    mode: str = "offline"


class ScopeInfo(BaseModel):
    """One observation scope: its counts and who owns it."""

    scope: list[str]
    label: str
    facts: int
    pending: int
    failed: int
    observations: int
    owner: int | None
    owner_label: str
    observations_mission: str | None
    max_observations_per_scope: int
    cap_source: str
    waiting_for_llm: bool


class StrategyInfo(BaseModel):
    index: int
    label: str
    active: bool
    strategy: dict[str, Any]
    owns: list[list[str]] = Field(default_factory=list)
    matches_by_pattern: list[list[list[str]]] = Field(default_factory=list)


class ScopesReport(BaseModel):
    """`scopes()` / `preview_strategies()`: every scope and every strategy."""

    scopes: list[ScopeInfo]
    strategies: list[StrategyInfo]
    llm_configured: bool
    note: str = "The untagged scope is never claimed by a strategy; it always uses the bank-wide settings."


# ------------------------------------------------------------------------------------ helpers


def _now() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)


def _iso(d: datetime | None) -> str | None:
    return d.isoformat(timespec="seconds") if d else None


def _dt(s: str | None) -> datetime | None:
    return datetime.fromisoformat(s) if s else None


def _tokens(text: str) -> int:
    return max(1, (len(text) + 3) // 4)  # ≈ 4 characters per token, as recall counts


def _norm_text(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _scope_key(scope: Scope) -> str:
    return json.dumps(list(scope), ensure_ascii=False)


def _chunks(seq: Sequence, n: int = 500):
    for i in range(0, len(seq), n):
        yield seq[i : i + n]


@dataclass
class Fact:
    id: str
    text: str
    tags: list[str]
    spec: Any
    occurred_start: datetime | None
    occurred_end: datetime | None
    mentioned_at: datetime | None
    embedding: np.ndarray | None = None
    metadata: dict[str, str] = field(default_factory=dict)

    @property
    def event(self) -> datetime | None:
        return self.occurred_start or self.mentioned_at


@dataclass
class Observation:
    id: str
    text: str
    proof_count: int
    sources: list[str]
    embedding: np.ndarray
    metadata: dict[str, str]
    occurred_start: datetime | None = None
    occurred_end: datetime | None = None
    mentioned_at: datetime | None = None


def _read_facts(bank: "Bank", ids: Sequence[str | int], *, with_embeddings: bool = False) -> dict[str, Fact]:
    out: dict[str, Fact] = {}
    cols = "id, text, tags, observation_scopes, occurred_start, occurred_end, mentioned_at, metadata"
    if with_embeddings:
        cols += ", embedding"
    for part in _chunks([int(i) for i in ids]):
        marks = ",".join("?" * len(part))
        for r in bank.conn.execute(
            f"SELECT {cols} FROM memories WHERE bank_id = ? AND id IN ({marks})", (bank.bank_id, *part)
        ):
            out[str(r[0])] = Fact(
                id=str(r[0]), text=r[1], tags=json.loads(r[2]), spec=json.loads(r[3]) if r[3] else None,
                occurred_start=_dt(r[4]), occurred_end=_dt(r[5]), mentioned_at=_dt(r[6]),
                metadata=json.loads(r[7] or "{}"),
                embedding=np.frombuffer(r[8], dtype=np.float32) if with_embeddings and r[8] else None,
            )
    return out


def scope_observations(bank: "Bank", scope: Scope) -> list[Observation]:
    """Observations whose tag set is exactly `scope` (for `()`: untagged observations only)."""
    from tareekh.memory import tags as tagmatch

    pred, params = tagmatch.sql_predicate(list(scope), "exact", bank.bank_id)
    rows = bank.conn.execute(
        "SELECT m.id, m.text, m.proof_count, m.embedding, m.metadata, m.occurred_start, m.occurred_end,"
        f" m.mentioned_at FROM memories m WHERE m.bank_id = ? AND m.type = 'observation' AND {pred} ORDER BY m.id",
        (bank.bank_id, *params),
    ).fetchall()
    sources: dict[int, list[str]] = defaultdict(list)
    for part in _chunks([r[0] for r in rows]):
        marks = ",".join("?" * len(part))
        for oid, sid in bank.conn.execute(
            f"SELECT observation_id, source_id FROM observation_sources WHERE observation_id IN ({marks})"
            " ORDER BY source_id", part
        ):
            sources[oid].append(str(sid))
    return [
        Observation(
            id=str(r[0]), text=r[1], proof_count=r[2], sources=sources.get(r[0], []),
            embedding=np.frombuffer(r[3], dtype=np.float32) if r[3] else np.zeros(bank.embeddings.dim, np.float32),
            metadata=json.loads(r[4] or "{}"), occurred_start=_dt(r[5]), occurred_end=_dt(r[6]),
            mentioned_at=_dt(r[7]),
        )
        for r in rows
    ]


def aggregate_dates(sources: Sequence[Fact]) -> tuple[datetime | None, datetime | None, datetime | None]:
    """(earliest event, latest event end, latest mention) over the sources; None where no source has one."""
    events = [s.occurred_start or s.mentioned_at for s in sources]
    ends = [s.occurred_end or s.occurred_start or s.mentioned_at for s in sources]
    mentions = [s.mentioned_at for s in sources]
    pick = lambda vals, fn: fn(v for v in vals if v is not None) if any(v is not None for v in vals) else None  # noqa: E731
    return pick(events, min), pick(ends, max), pick(mentions, max)


class _Progress:
    """Per (fact, scope) progress rows."""

    def __init__(self, bank: "Bank"):
        self.bank = bank

    def load(self, fact_ids: Sequence[str]) -> dict[str, dict[str, str]]:
        out: dict[str, dict[str, str]] = defaultdict(dict)
        for part in _chunks([int(i) for i in fact_ids]):
            marks = ",".join("?" * len(part))
            for mid, scope, status in self.bank.conn.execute(
                f"SELECT memory_id, scope, status FROM consolidation_progress WHERE bank_id = ? AND memory_id IN ({marks})",
                (self.bank.bank_id, *part),
            ):
                out[str(mid)][scope] = status
        return out

    def record(self, fact_ids: Sequence[str], scope: Scope, status: str, error: str | None = None) -> None:
        now = _iso(_now())
        key = _scope_key(scope)
        with self.bank._lock:
            self.bank.conn.execute("BEGIN IMMEDIATE")
            try:
                self.bank.conn.executemany(
                    "INSERT OR REPLACE INTO consolidation_progress (bank_id, memory_id, scope, status, error, at)"
                    " SELECT ?, id, ?, ?, ?, ? FROM memories WHERE bank_id = ? AND id = ?",
                    [(self.bank.bank_id, key, status, error, now, self.bank.bank_id, int(i)) for i in fact_ids],
                )
                self.bank.conn.execute("COMMIT")
            except BaseException:
                self.bank.conn.execute("ROLLBACK")
                raise


# ------------------------------------------------------------------------------------ pending work


@dataclass
class _Pending:
    by_scope: dict[Scope, list[Fact]] = field(default_factory=dict)
    scopes_of: dict[str, list[Scope]] = field(default_factory=dict)
    bad_spec: dict[str, str] = field(default_factory=dict)


def _pending(bank: "Bank") -> _Pending:
    ensure_schema(bank.conn)
    ids = [r["id"] for r in bank.pending_facts()]
    found = _read_facts(bank, ids)
    facts = {i: found[i] for i in ids if i in found}
    progress = _Progress(bank).load(list(facts))
    out = _Pending()
    for fid, fact in facts.items():
        try:
            scopes = resolve_observation_scopes(fact.spec, fact.tags)
        except ScopeSpecError as exc:
            out.bad_spec[fid] = str(exc)
            continue
        out.scopes_of[fid] = scopes
        done = progress.get(fid, {})
        for scope in scopes:
            if _scope_key(scope) not in done:
                out.by_scope.setdefault(scope, []).append(fact)
    for scope_facts in out.by_scope.values():
        scope_facts.sort(key=lambda f: (f.event or datetime.max, int(f.id)))
    return out


# ------------------------------------------------------------------------------------ the run


class Consolidator:
    """One consolidation run over a bank (see the module docstring for the process)."""

    def __init__(self, bank: "Bank", config: ConsolidationConfig | None = None):
        self.bank = bank
        self.config = config or ConsolidationConfig()
        self.model = self.config.model
        self.report = ConsolidationReport(mode="llm" if self.model is not None else "offline")
        self._streak: list[FactFailure] = []
        self._recast_vectors: dict[str, np.ndarray] = {}
        self.progress = _Progress(bank)
        self._touched_tags: set[str] = set()
        self._touched_untagged = False

    # -- driver -----------------------------------------------------------------------------------

    def run(self, *, scopes: Sequence[Sequence[str]] | None = None) -> ConsolidationReport:
        started = time.perf_counter()
        ensure_schema(self.bank.conn)
        self._rerender_stale()
        pending = _pending(self.bank)
        wanted = {scope_of(s) for s in scopes} if scopes is not None else None
        for fid, error in pending.bad_spec.items():
            self.bank.mark_consolidated([fid], failed=True)
            self.report.failures.append(FactFailure(fact_id=fid, scope=[], error=error))
            self.report.facts_failed += 1
        touched: set[str] = set()
        try:
            self._run_scopes(pending, wanted, touched)
        except _Aborted:
            closing = self.config.should_stop is not None and self.config.should_stop()
            (log.info if closing else log.warning)("consolidation %s", self.report.aborted)
        # every pending fact whose scopes are all settled now (or were, by an interrupted run) is stamped
        self._settle(set(pending.scopes_of), pending)
        self.report.seconds = round(time.perf_counter() - started, 4)
        return self.report

    def _run_scopes(self, pending: "_Pending", wanted: set | None, touched: set[str]) -> None:
        for scope in sorted(pending.by_scope, key=lambda s: (len(s), s)):
            if wanted is not None and scope not in wanted:
                continue
            facts = pending.by_scope[scope]
            cfg = self.config.for_scope(scope)
            if self.model is None and cfg.observations_mission:
                self.report.waiting_scopes.append(list(scope))
                continue
            skip = self.config.skip_fact
            if skip is not None:
                skipped = [f for f in facts if skip(f.text, f.tags, f.metadata)]
                if skipped:  # consolidated without contributing (e.g. boilerplate the caller recognises)
                    self.progress.record([f.id for f in skipped], scope, "done")
                    self.report.skipped_facts += len(skipped)
                    facts = [f for f in facts if f not in skipped]
                    if not facts:
                        continue
            self.report.scopes_processed += 1
            if self.model is None:
                # offline, facts join clusters one by one whatever the batch cut, so the scope is worked in one
                # pass and each observation written once (a failure still splits down to single facts)
                self.report.batches += -(-len(facts) // self.config.batch_size) - 1
                groups = [facts]
            else:
                groups = [facts[i : i + self.config.batch_size] for i in range(0, len(facts), self.config.batch_size)]
            for batch in groups:
                if self.config.should_stop is not None and self.config.should_stop():
                    self.report.aborted = "stopped: the bank is closing; the rest stays pending"
                    raise _Aborted()
                self._isolated(scope, cfg, batch)
                touched.update(f.id for f in batch)
                for f in batch:
                    if f.tags:
                        self._touched_tags.update(f.tags)
                    else:
                        self._touched_untagged = True

    def _settle(self, fact_ids: set[str], pending: _Pending) -> None:
        """Stamp facts whose every scope is settled: consolidated, or failed when any scope failed."""
        if not fact_ids:
            return
        progress = self.progress.load(sorted(fact_ids, key=int))
        done, failed = [], []
        for fid in fact_ids:
            keys = {_scope_key(s) for s in pending.scopes_of.get(fid, [])}
            statuses = progress.get(fid, {})
            if keys and keys <= set(statuses):
                (failed if any(statuses[k] == "failed" for k in keys) else done).append(fid)
        if done:
            self.bank.mark_consolidated(done)
        if failed:
            self.bank.mark_consolidated(failed, failed=True)
        self.report.facts_consolidated += len(done)
        self.report.facts_failed += len(failed)

    def _isolated(self, scope: Scope, cfg: ScopeConfig, batch: list[Fact]) -> None:
        """Process a batch; on failure split it in halves down to single facts, which are marked failed."""
        self.report.batches += 1
        try:
            self._batch(scope, cfg, batch)
        except Exception as exc:  # noqa: BLE001 - any model/parse failure isolates this batch only
            if len(batch) > 1:
                mid = len(batch) // 2
                log.info("consolidation batch of %d in scope %s failed (%s); splitting", len(batch), scope, exc)
                self._isolated(scope, cfg, batch[:mid])
                self._isolated(scope, cfg, batch[mid:])
                return
            error = f"{type(exc).__name__}: {exc}"
            log.warning("fact %s could not be consolidated in scope %s: %s", batch[0].id, scope, error)
            self.progress.record([batch[0].id], scope, "failed", error)
            failure = FactFailure(fact_id=batch[0].id, scope=list(scope), error=error)
            self.report.failures.append(failure)
            self._streak.append(failure)
            if self.model is not None and len(self._streak) >= self.config.abort_after_failures:
                self._abort(error)
            return
        self._streak.clear()
        self.progress.record([f.id for f in batch], scope, "done")
        self.report.pairs_processed += len(batch)

    def _abort(self, error: str) -> None:
        """Single facts failing one after another means the model is down, not that the facts are bad:
        undo their failed marks (they stay pending) and stop the run."""
        streak, self._streak = self._streak, []
        with self.bank._lock:
            self.bank.conn.executemany(
                "DELETE FROM consolidation_progress WHERE bank_id = ? AND memory_id = ? AND scope = ?",
                [(self.bank.bank_id, int(f.fact_id), _scope_key(tuple(f.scope))) for f in streak],
            )
        self.report.failures = [f for f in self.report.failures if f not in streak]
        self.report.aborted = (
            f"stopped: the language model failed {len(streak)} times in a row ({error}); "
            "the remaining facts stay pending"
        )
        raise _Aborted()

    def _batch(self, scope: Scope, cfg: ScopeConfig, batch: list[Fact]) -> None:
        if self.model is None:
            self._offline_batch(scope, cfg, batch)
        else:
            self._model_batch(scope, cfg, batch)

    # -- caps -------------------------------------------------------------------------------------

    @staticmethod
    def _remaining(cfg: ScopeConfig, existing: int) -> int | None:
        cap = cfg.max_observations_per_scope
        if cap < 0:
            return None
        return max(cap - existing, 0)

    # -- the model path ---------------------------------------------------------------------------

    def _related(self, scope: Scope, batch: list[Fact], cfg: ScopeConfig) -> tuple[dict[str, set[str]], list[Observation]]:
        """Per fact, the ids of related observations recalled from exactly this scope; and those observations."""
        in_scope = {o.id: o for o in scope_observations(self.bank, scope)}
        per_fact: dict[str, set[str]] = {f.id: set() for f in batch}
        if not in_scope:
            return per_fact, []
        for f in batch:
            hits = self.bank.recall(
                f.text, tags=list(scope), tags_match="exact", types=["observation"],
                budget=self.config.recall_budget, max_tokens=self.config.recall_max_tokens,
            )
            per_fact[f.id] = {h.id for h in hits if h.id in in_scope}
        union = sorted({i for ids in per_fact.values() for i in ids}, key=int)
        return per_fact, [in_scope[i] for i in union]

    def _evidence(self, observations: list[Observation], cfg: ScopeConfig) -> dict[str, list[dict[str, Any]]]:
        """Source facts shown with each observation, within the per-observation and total token budgets."""
        total_budget = cfg.consolidation_source_facts_max_tokens
        per_budget = cfg.consolidation_source_facts_max_tokens_per_observation
        if total_budget == 0 or per_budget == 0:
            return {}
        ids = [s for o in observations for s in o.sources]
        facts = _read_facts(self.bank, ids)
        used = 0
        out: dict[str, list[dict[str, Any]]] = {}
        for o in observations:
            spent = 0
            shown = []
            for sid in reversed(o.sources):  # the newest sources first
                f = facts.get(sid)
                if f is None:
                    continue
                cost = _tokens(f.text)
                if (per_budget >= 0 and spent + cost > per_budget) or (total_budget >= 0 and used + cost > total_budget):
                    break
                spent += cost
                used += cost
                shown.append({"text": f.text, **({"date": _iso(f.event)} if f.event else {})})
            out[o.id] = shown
        return out

    def build_messages(
        self, scope: Scope, cfg: ScopeConfig, batch: list[Fact], shown: list[Observation], remaining: int | None
    ) -> list[dict[str, str]]:
        """The system and user messages of one consolidation call (bank-agnostic rules + this scope's brief)."""
        evidence = self._evidence(shown, cfg)
        mission = cfg.observations_mission or DEFAULT_MISSION
        lines = []
        for f in batch:
            dates = []
            if f.occurred_start:
                dates.append(f"occurred_start={_iso(f.occurred_start)}")
            if f.occurred_end and f.occurred_end != f.occurred_start:
                dates.append(f"occurred_end={_iso(f.occurred_end)}")
            if f.mentioned_at:
                dates.append(f"mentioned_at={_iso(f.mentioned_at)}")
            lines.append(f"[{f.id}] {f.text}" + (f" ({', '.join(dates)})" if dates else ""))
        obs_json = [
            {
                "id": o.id,
                "text": o.text,
                "proof_count": o.proof_count,
                **({"occurred_start": _iso(o.occurred_start)} if o.occurred_start else {}),
                **({"occurred_end": _iso(o.occurred_end)} if o.occurred_end else {}),
                **({"mentioned_at": _iso(o.mentioned_at)} if o.mentioned_at else {}),
                **({"source_memories": evidence[o.id]} if evidence.get(o.id) else {}),
            }
            for o in shown
        ]
        user = [f"## MISSION\n{mission}"]
        if remaining is not None:
            if remaining == 0:
                cap = cfg.max_observations_per_scope
                user.append(
                    f"## CAPACITY CONSTRAINT\nOBSERVATION LIMIT REACHED ({cap}/{cap}). Only UPDATE or DELETE "
                    "existing observations; do not CREATE."
                )
            elif remaining <= len(batch):
                user.append(
                    f"## CAPACITY CONSTRAINT\n{remaining} observation slot(s) remaining in this scope. "
                    "Prefer UPDATE over CREATE."
                )
        user.append(
            "## INPUT\nNEW FACTS:\n" + "\n".join(lines) + "\n\nEXISTING OBSERVATIONS (JSON):\n"
            + json.dumps(obs_json, ensure_ascii=False, indent=1)
        )
        return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": "\n\n".join(user)}]

    def _model_batch(self, scope: Scope, cfg: ScopeConfig, batch: list[Fact]) -> None:
        per_fact, shown = self._related(scope, batch, cfg)
        existing = scope_observations(self.bank, scope)
        remaining = self._remaining(cfg, len(existing))
        messages = self.build_messages(scope, cfg, batch, shown, remaining)
        self.report.model_calls += 1
        answer = self.model.structured(messages, ConsolidationResponse, tries=self.config.max_attempts)
        if not isinstance(answer, ConsolidationResponse):
            answer = ConsolidationResponse.model_validate(answer)
        self._apply(scope, batch, per_fact, shown, existing, remaining, answer)

    def _apply(
        self,
        scope: Scope,
        batch: list[Fact],
        per_fact: dict[str, set[str]],
        shown: list[Observation],
        existing: list[Observation],
        remaining: int | None,
        answer: ConsolidationResponse,
    ) -> None:
        batch_ids = {f.id for f in batch}
        recalled = {o.id for o in shown}
        shown_by_id = {o.id: o for o in shown}
        # 1. deletes: only observations recalled for this batch
        deleted: set[str] = set()
        for d in answer.deletes:
            if d.observation_id not in recalled or d.observation_id in deleted:
                self.report.rejected_deletes += d.observation_id not in recalled
                continue
            self.bank.delete_memories([d.observation_id])
            deleted.add(d.observation_id)
            self.report.deleted += 1
        # 2. updates: duplicates for one id collapse (last text wins, sources unioned)
        merged: dict[str, ObservationUpdate] = {}
        for u in answer.updates:
            prev = merged.get(u.observation_id)
            if prev is not None:
                u = ObservationUpdate(
                    observation_id=u.observation_id, text=u.text,
                    source_fact_ids=list(dict.fromkeys(prev.source_fact_ids + u.source_fact_ids)), reason=u.reason,
                )
            merged[u.observation_id] = u
        update_texts = set()
        for u in merged.values():
            sources = [s for s in dict.fromkeys(u.source_fact_ids) if s in batch_ids]
            if u.observation_id not in recalled or u.observation_id in deleted:
                self.report.rejected_updates += 1
                continue
            if not sources:
                self.report.skipped_no_sources += 1
                continue
            text = _norm_text(u.text)
            if not text:
                self.report.skipped_no_sources += 1
                continue
            target = shown_by_id[u.observation_id]
            all_sources = list(dict.fromkeys(target.sources + sources))
            self._write(scope, text, all_sources, observation_id=u.observation_id, how="llm")
            update_texts.add(text)
            self.report.updated += 1
        # 3. creates: sources in batch, no repeats, no near-duplicates in this scope, within the cap
        seen_texts = {_norm_text(o.text) for o in shown} | update_texts
        scope_vectors = [o.embedding for o in existing if o.id not in deleted]
        for c in answer.creates:
            sources = [s for s in dict.fromkeys(c.source_fact_ids) if s in batch_ids]
            text = _norm_text(c.text)
            if not sources or not text:
                self.report.skipped_no_sources += 1
                continue
            if text in seen_texts:
                self.report.dropped_duplicates += 1
                continue
            vec = self.bank.embeddings.embed([text])[0]
            if scope_vectors and float(np.max(np.stack(scope_vectors) @ vec)) >= self.config.dedup_threshold:
                self.report.dropped_duplicates += 1
                continue
            if remaining is not None:
                if remaining <= 0:
                    self.report.dropped_over_cap += 1
                    continue
                remaining -= 1
            self._write(scope, text, sources, how="llm")
            seen_texts.add(text)
            scope_vectors.append(vec)
            self.report.created += 1

    def _write(self, scope: Scope, text: str, sources: list[str], *, observation_id: str | None = None,
               how: str, extra_meta: dict[str, str] | None = None) -> str:
        facts = _read_facts(self.bank, sources)
        live = [s for s in sources if s in facts]
        start, end, mentioned = aggregate_dates([facts[s] for s in live])
        meta = {"consolidation": how, **(extra_meta or {})}
        kwargs = dict(tags=list(scope), source_fact_ids=live, occurred_start=start, occurred_end=end,
                      mentioned_at=mentioned, metadata=meta)
        if observation_id is None:
            return self.bank.add_observation(text, **kwargs)
        return self.bank.update_observation(observation_id, text, **kwargs)

    # -- the offline path -------------------------------------------------------------------------

    def _offline_batch(self, scope: Scope, cfg: ScopeConfig, batch: list[Fact]) -> None:
        facts = _read_facts(self.bank, [f.id for f in batch], with_embeddings=True)
        existing = scope_observations(self.bank, scope)
        remaining = self._remaining(cfg, len(existing))
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
        rendered = {n: render_extractive(clusters[n].facts(self.bank), cfg, self.config.span_tag_prefixes, scope)
                    for n in sorted(changed)}
        with _embedding_cache(self.bank, [text for text, _ in rendered.values()]):
            for n, (text, rep) in rendered.items():
                cl = clusters[n]
                meta = {"representative": rep, "rendered_sources": str(len(cl.source_ids))}
                self._write(scope, text, cl.source_ids, observation_id=cl.observation_id, how="extractive",
                            extra_meta=meta)
                if cl.observation_id is None:
                    self.report.created += 1
                else:
                    self.report.updated += 1

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
        group_of = {
            fid: tuple(sorted(t for t in f.tags if t.startswith(tuple(prefixes)) and t not in scope))
            for fid, f in unique.items()
        }
        sums: dict[tuple, np.ndarray] = {}
        counts: dict[tuple, int] = defaultdict(int)
        for fid, f in unique.items():
            g = group_of[fid]
            sums[g] = sums.get(g, 0) + f.embedding
            counts[g] += 1
        if len(sums) < 2:
            return False
        for fid, f in unique.items():
            g = group_of[fid]
            if not g or counts[g] < 2:
                continue
            v = f.embedding - beta * (sums[g] / counts[g])
            norm = float(np.linalg.norm(v))
            if norm > 0:
                f.embedding = (v / norm).astype(np.float32)
        return True

    def _rerender_stale(self) -> None:
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
            facts = list(_read_facts(self.bank, obs.sources).values())
            self._recast(scope, facts, embed=False)
            text, rep = render_extractive(facts, cfg, self.config.span_tag_prefixes, scope)
            self._write(scope, text, obs.sources, observation_id=obs.id, how="extractive",
                        extra_meta={"representative": rep, "rendered_sources": str(len(obs.sources))})
            self.report.rerendered += 1


class _CachedEmbeddings:
    """A provider that answers from texts embedded beforehand in one batch (falls back to the real one)."""

    def __init__(self, inner: Any, texts: Sequence[str]):
        self.inner = inner
        self.name, self.dim = inner.name, inner.dim
        unique = list(dict.fromkeys(texts))
        vectors = inner.embed(unique) if unique else np.zeros((0, inner.dim), np.float32)
        self.cache = {t: vectors[i] for i, t in enumerate(unique)}

    def embed(self, texts: list[str]) -> np.ndarray:
        if all(t in self.cache for t in texts):
            return np.stack([self.cache[t] for t in texts]) if texts else np.zeros((0, self.dim), np.float32)
        return self.inner.embed(texts)


class _embedding_cache:
    """Within the block, the bank embeds the given texts from one batched call (writing N observations
    costs one model run instead of N)."""

    def __init__(self, bank: "Bank", texts: Sequence[str]):
        self.bank, self.texts = bank, texts

    def __enter__(self):
        self.saved = self.bank.embeddings
        self.bank.embeddings = _CachedEmbeddings(self.saved, self.texts)
        return self

    def __exit__(self, *exc):
        self.bank.embeddings = self.saved
        return False


@dataclass
class _Cluster:
    """An observation being built offline: its sources and their embedding sum."""

    observation_id: str | None
    source_ids: list[str]
    total: np.ndarray
    new_facts: list[Fact] = field(default_factory=list)
    known: dict[str, Fact] = field(default_factory=dict)

    @classmethod
    def new(cls, fact: Fact) -> "_Cluster":
        return cls(None, [fact.id], fact.embedding.astype(np.float32).copy(), [fact], {fact.id: fact})

    @classmethod
    def from_observations(cls, observations: Sequence[Observation], bank: "Bank") -> list["_Cluster"]:
        facts = _read_facts(bank, [s for o in observations for s in o.sources], with_embeddings=True)
        out = []
        for o in observations:
            vecs = [facts[s].embedding for s in o.sources if s in facts and facts[s].embedding is not None]
            total = np.sum(vecs, axis=0).astype(np.float32) if vecs else o.embedding.astype(np.float32).copy()
            out.append(cls(o.id, list(o.sources), total, [], {s: facts[s] for s in o.sources if s in facts}))
        return out

    def centroid(self) -> np.ndarray:
        norm = float(np.linalg.norm(self.total))
        return (self.total / norm).astype(np.float32) if norm else self.total

    def add(self, fact: Fact) -> None:
        if fact.id in self.source_ids:
            return
        self.source_ids.append(fact.id)
        self.total = self.total + fact.embedding
        self.new_facts.append(fact)
        self.known[fact.id] = fact

    def facts(self, bank: "Bank") -> list[Fact]:
        missing = [s for s in self.source_ids if s not in self.known]
        if missing:
            self.known.update(_read_facts(bank, missing, with_embeddings=True))
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
    considered, used = [], 0
    for f in ordered:
        cost = _tokens(f.text)
        if considered and total_budget >= 0 and used + cost > total_budget:
            break
        considered.append(f)
        used += cost
    vecs = [f.embedding for f in considered if f.embedding is not None]
    rep = considered[0]
    if len(vecs) == len(considered) and len(vecs) > 1:
        centroid = np.sum(vecs, axis=0)
        rep = considered[int(np.argmax(np.stack(vecs) @ centroid))]
    sentence = _norm_text(rep.text)
    if per_budget >= 0 and _tokens(sentence) > max(per_budget, 1):
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


DEFAULT_MISSION = (
    "Track anything notable — names, numbers, dates, places, events, decisions, claims, relationships and "
    "recurring patterns."
)

SYSTEM_PROMPT = """You consolidate facts into observations: durable beliefs, each resting on the facts that support it.

The MISSION in the user message overrides the rules below where they conflict.

Rules:
- Write each observation in the language of its source facts.
- Prefer UPDATE over CREATE when an existing observation covers the same event, claim or pattern; CREATE only when nothing matches.
- One facet per observation. Match by entity and facet, not by topic. Keep different people and topics apart.
- A change of state updates the observation concisely, with dates; cascade it to every affected observation.
- Resolve vague references ("he", "the court") from the facts.
- Never delete an observation that carries history; delete only one that is restated elsewhere or meaningless.
- No arithmetic or derivation: do not recompute counts or totals.
- Do not emit tags; they are assigned by the system.

Input: NEW FACTS as lines "[id] text (occurred_start=…, occurred_end=…, mentioned_at=…)", then EXISTING OBSERVATIONS as a JSON array of {id, text, proof_count, dates, source_memories}.

Output: one JSON object {"creates": [{"text", "source_fact_ids", "reason"}], "updates": [{"observation_id", "text", "source_fact_ids", "reason"}], "deletes": [{"observation_id", "reason"}]}. Every create and update cites the ids of the NEW FACTS it rests on. Use only observation ids from EXISTING OBSERVATIONS. Answer with empty lists when there is nothing durable to record."""


# ------------------------------------------------------------------------------------ public entry points


def consolidate(bank: "Bank", config: ConsolidationConfig | None = None, *,
                scopes: Sequence[Sequence[str]] | None = None) -> ConsolidationReport:
    """Consolidate the bank's pending facts (optionally only the given scopes); then refresh mental models."""
    with _run_lock(bank):
        runner = Consolidator(bank, config)
        report = runner.run(scopes=scopes)
    cfg = runner.config
    if cfg.refresh_mental_models and (report.created or report.updated or report.deleted or report.rerendered):
        try:
            from tareekh.memory.mental_models import refresh_after_consolidation

            report.mental_models_refreshed = refresh_after_consolidation(
                bank, tags=runner._touched_tags, untagged=runner._touched_untagged, model=cfg.model,
                skip_fact=cfg.skip_fact,
            )
        except Exception as exc:  # noqa: BLE001 - a failed refresh never undoes a consolidation
            log.warning("mental model refresh after consolidation failed: %s", exc)
    return report


def recover_failed(bank: "Bank") -> int:
    """Clear the failed marks so the next run retries those facts (only in the scopes that failed). Count."""
    ensure_schema(bank.conn)
    with bank._lock:
        bank.conn.execute("BEGIN IMMEDIATE")
        try:
            bank.conn.execute("DELETE FROM consolidation_progress WHERE bank_id = ? AND status = 'failed'",
                              (bank.bank_id,))
            n = bank.conn.execute(
                "UPDATE memories SET consolidation_failed_at = NULL WHERE bank_id = ?"
                " AND consolidation_failed_at IS NOT NULL", (bank.bank_id,),
            ).rowcount
            bank.conn.execute("COMMIT")
        except BaseException:
            bank.conn.execute("ROLLBACK")
            raise
    return n


_RUN_LOCKS: dict[tuple[str, str], threading.Lock] = {}
_RUN_LOCKS_GUARD = threading.Lock()


def _run_lock(bank: "Bank") -> threading.Lock:
    """One consolidation at a time per bank file and bank id, within this process."""
    key = (str(bank.path), bank.bank_id)
    with _RUN_LOCKS_GUARD:
        return _RUN_LOCKS.setdefault(key, threading.Lock())


def _all_scopes(bank: "Bank", strategies: Sequence[Strategy], config: ConsolidationConfig) -> list[ScopeInfo]:
    ensure_schema(bank.conn)
    facts: dict[Scope, int] = defaultdict(int)
    pending: dict[Scope, int] = defaultdict(int)
    failed: dict[Scope, int] = defaultdict(int)
    progress: dict[tuple[int, str], str] = {
        (mid, scope): status
        for mid, scope, status in bank.conn.execute(
            "SELECT memory_id, scope, status FROM consolidation_progress WHERE bank_id = ?", (bank.bank_id,)
        )
    }
    for mid, tags, spec, done, bad in bank.conn.execute(
        "SELECT id, tags, observation_scopes, consolidated_at, consolidation_failed_at FROM memories"
        " WHERE bank_id = ? AND type IN ('world', 'experience')", (bank.bank_id,)
    ):
        try:
            scopes = resolve_observation_scopes(json.loads(spec) if spec else None, json.loads(tags))
        except ScopeSpecError:
            continue
        for scope in scopes:
            facts[scope] += 1
            status = progress.get((mid, _scope_key(scope)))
            if status == "failed":
                failed[scope] += 1
            elif status is None and not done and not bad:
                pending[scope] += 1
    observations: dict[Scope, int] = defaultdict(int)
    for (tags,) in bank.conn.execute(
        "SELECT tags FROM memories WHERE bank_id = ? AND type = 'observation'", (bank.bank_id,)
    ):
        observations[scope_of(json.loads(tags))] += 1
    out = []
    for scope in sorted(set(facts) | set(observations), key=lambda s: (len(s), s)):
        cfg = config_for_scope(
            scope, strategies, observation_scope_limits=config.observation_scope_limits, defaults=config.defaults
        )
        out.append(ScopeInfo(
            scope=list(scope), label=scope_label(scope), facts=facts.get(scope, 0), pending=pending.get(scope, 0),
            failed=failed.get(scope, 0), observations=observations.get(scope, 0), owner=cfg.owner,
            owner_label=owner_label(cfg.owner, strategies, scope), observations_mission=cfg.observations_mission,
            max_observations_per_scope=cfg.max_observations_per_scope, cap_source=cfg.cap_source,
            waiting_for_llm=bool(config.model is None and cfg.observations_mission and pending.get(scope, 0)),
        ))
    return out


def list_scopes(bank: "Bank", config: ConsolidationConfig | None = None) -> ScopesReport:
    """Every observation scope of the bank with its counts, its owner ("Default" where none), and waiting."""
    config = config or ConsolidationConfig()
    return _report(bank, config.strategies, config)


def preview_strategies(bank: "Bank", strategies: Any, config: ConsolidationConfig | None = None) -> ScopesReport:
    """What `scopes()` would show under `strategies` (raw or parsed); nothing is saved. Raises StrategyError."""
    config = config or ConsolidationConfig()
    parsed = parse_strategies(strategies) if not (
        isinstance(strategies, list) and all(isinstance(s, Strategy) for s in strategies)
    ) else strategies
    return _report(bank, parsed, config)


def _report(bank: "Bank", strategies: list[Strategy], config: ConsolidationConfig) -> ScopesReport:
    scopes = _all_scopes(bank, strategies, config)
    infos = []
    for i, s in enumerate(strategies):
        infos.append(StrategyInfo(
            index=i, label=s.label(i), active=s.active, strategy=s.to_raw(),
            owns=[x.scope for x in scopes if x.owner == i],
            matches_by_pattern=[[x.scope for x in scopes if p.matches(x.scope)] for p in s.scopes],
        ))
    return ScopesReport(scopes=scopes, strategies=infos, llm_configured=config.model is not None)


# ------------------------------------------------------------------------------------ in the background


class BackgroundConsolidation:
    """Runs consolidation on its own thread and its own bank connection, so retain never waits for it.

    `request()` starts a run (or, if one is running, asks for one more afterwards, so facts retained during
    a run are not left behind). `wait()` blocks until idle (for tests and shutdown).
    """

    def __init__(self, open_bank: Callable[[], "Bank"], config_factory: Callable[[], ConsolidationConfig]):
        self._open_bank = open_bank
        self._config_factory = config_factory
        self._cv = threading.Condition()
        self._stop = threading.Event()
        self._running = False
        self._again = False
        self.last_report: ConsolidationReport | None = None
        self.last_error: str | None = None

    def request(self) -> None:
        with self._cv:
            if self._running:
                self._again = True
                return
            self._running = True
        threading.Thread(target=self._loop, name="tareekh-consolidation", daemon=True).start()

    def _loop(self) -> None:
        while True:
            try:
                bank = self._open_bank()
                try:
                    config = self._config_factory()
                    config.should_stop = self._stop.is_set
                    self.last_report = consolidate(bank, config)
                    self.last_error = None
                finally:
                    bank.close()
            except Exception as exc:  # noqa: BLE001 - logged and kept; the next request tries again
                self.last_error = f"{type(exc).__name__}: {exc}"
                log.warning("background consolidation failed: %s", self.last_error)
            with self._cv:
                if self._again and not self._stop.is_set():
                    self._again = False
                    continue
                self._running = False
                self._cv.notify_all()
                return

    def stop(self, timeout: float | None = 30.0) -> bool:
        """Ask a running run to stop at its next batch and wait for it; True when it has stopped.

        A process must not exit while this thread is inside the embedding runtime (that aborts it), so
        closing a Practice stops the run instead of abandoning it; unfinished facts stay pending.
        """
        self._stop.set()
        return self.wait(timeout)

    @property
    def running(self) -> bool:
        with self._cv:
            return self._running

    def wait(self, timeout: float | None = None) -> bool:
        """Block until no run is in progress; False if `timeout` passed first."""
        with self._cv:
            return self._cv.wait_for(lambda: not self._running, timeout=timeout)
