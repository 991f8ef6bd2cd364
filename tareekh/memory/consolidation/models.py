"""The typed values of consolidation: the model's answer, the configuration, reports, facts and observations."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Protocol, TypeVar

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, field_validator

from tareekh.memory.models import cited_id, cited_ids
from tareekh.memory.scopes import Scope
from tareekh.memory.strategies import (
    ScopeConfig,
    ScopeLimit,
    Strategy,
    StrategyDefaults,
    config_for_scope,
    parse_scope_limits,
    parse_strategies,
)

T = TypeVar("T", bound=BaseModel)

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


# ------------------------------------------------------------------------------------ facts and observations


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


def aggregate_dates(sources: Sequence[Fact]) -> tuple[datetime | None, datetime | None, datetime | None]:
    """(earliest event, latest event end, latest mention) over the sources; None where no source has one."""
    events = [s.occurred_start or s.mentioned_at for s in sources]
    ends = [s.occurred_end or s.occurred_start or s.mentioned_at for s in sources]
    mentions = [s.mentioned_at for s in sources]
    def known(vals: list[datetime | None]) -> list[datetime]:
        return [v for v in vals if v is not None]

    first, last, mentioned = known(events), known(ends), known(mentions)
    return (min(first) if first else None, max(last) if last else None, max(mentioned) if mentioned else None)


# ------------------------------------------------------------------------------------ small helpers


def now_utc() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)


def iso(d: datetime | None) -> str | None:
    return d.isoformat(timespec="seconds") if d else None


def parse_dt(s: str | None) -> datetime | None:
    return datetime.fromisoformat(s) if s else None


def tokens(text: str) -> int:
    return max(1, (len(text) + 3) // 4)  # ≈ 4 characters per token, as recall counts


def norm_text(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def scope_key(scope: Scope) -> str:
    return json.dumps(list(scope), ensure_ascii=False)


def remaining_slots(cfg: ScopeConfig, existing: int) -> int | None:
    """How many more observations the scope may have (None: no cap)."""
    cap = cfg.max_observations_per_scope
    if cap < 0:
        return None
    return max(cap - existing, 0)
