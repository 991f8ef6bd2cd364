"""The typed values that cross the memory engine's boundary (pydantic models in and out)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

FactType = Literal["world", "experience", "observation"]
TagsMatch = Literal["any", "all", "any_strict", "all_strict", "exact"]
Budget = Literal["low", "mid", "high"]
FACT_TYPES: tuple[str, ...] = ("world", "experience", "observation")
TAGS_MATCH_MODES: tuple[str, ...] = ("any", "all", "any_strict", "all_strict", "exact")
OBSERVATION_SCOPE_MODES = ("combined", "per_tag", "all_combinations", "shared")


def check_types(types: Sequence[str] | str | None) -> list[str]:
    """The fact types asked for, checked and without repeats (None: every type)."""
    if types is None:
        return list(FACT_TYPES)
    if isinstance(types, str):
        types = [types]
    bad = [t for t in types if t not in FACT_TYPES]
    if bad:
        raise ValueError(f"fact type {bad[0]!r} is not one of {', '.join(FACT_TYPES)}")
    return list(dict.fromkeys(types))


def naive_utc(value: datetime) -> datetime:
    """Timestamps are stored as naive UTC: an aware value is converted, a naive one taken as it is."""
    if value.tzinfo is not None:
        value = value.astimezone(timezone.utc).replace(tzinfo=None)
    return value


def cited_id(value: Any) -> str:
    """One id as a model wrote it: `[12]`, ` 12 ` and 12 all mean "12"."""
    return str(value).strip().strip("[]")


def cited_ids(value: Any) -> list[str]:
    """The ids a model cites, as strings: None is none, one id is a list of one, blanks are dropped."""
    if value is None:
        return []
    if isinstance(value, (str, int)):
        value = [value]
    return [cited_id(v) for v in value if str(v).strip()]


class RetainItem(BaseModel):
    """One piece of content to remember.

    `timestamp` is when the content was produced (stored as each fact's `mentioned_at`; relative dates in
    the text are read against it). None means now; the string "unset" stores no timestamp.
    `metadata` (str → str) is returned untouched with every recalled fact; None values are dropped.
    `observation_scopes`: "combined" (default) | "per_tag" | "all_combinations" | "shared" | a list of tag
    lists; stored per fact for consolidation.
    """

    model_config = ConfigDict(extra="forbid")

    content: str
    context: str | None = None
    timestamp: datetime | Literal["unset"] | None = None
    document_id: str | None = None
    tags: list[str] = Field(default_factory=list)
    metadata: dict[str, str] = Field(default_factory=dict)
    observation_scopes: str | list[list[str]] | None = None

    @field_validator("content")
    @classmethod
    def _content_not_blank(cls, v: str) -> str:
        if not v or not v.strip():
            raise ValueError("content is blank")
        return v

    @field_validator("tags", mode="before")
    @classmethod
    def _tags_list(cls, v: Any) -> Any:
        if v is None:
            return []
        if isinstance(v, str):
            return [v]
        return v

    @field_validator("tags")
    @classmethod
    def _tags_clean(cls, v: list[str]) -> list[str]:
        out: list[str] = []
        for tag in v:
            if not isinstance(tag, str) or not tag.strip():
                raise ValueError(f"tag {tag!r} is empty")
            if tag not in out:
                out.append(tag)
        return out

    @field_validator("metadata", mode="before")
    @classmethod
    def _metadata_drop_none(cls, v: Any) -> Any:
        if v is None:
            return {}
        if isinstance(v, dict):
            return {k: val for k, val in v.items() if val is not None}
        return v

    @field_validator("observation_scopes")
    @classmethod
    def _scopes_known(cls, v: Any) -> Any:
        if isinstance(v, str) and v not in OBSERVATION_SCOPE_MODES:
            raise ValueError(
                f"observation_scopes {v!r} is not one of {', '.join(OBSERVATION_SCOPE_MODES)} or a list of tag lists"
            )
        return v

    @field_validator("document_id")
    @classmethod
    def _document_id(cls, v: str | None) -> str | None:
        if v is not None and not v.strip():
            raise ValueError("document_id is blank")
        return v


class RetainResult(BaseModel):
    """What one retain call did."""

    items: int
    facts: int
    fact_ids: list[str] = Field(default_factory=list)
    document_ids: list[str] = Field(default_factory=list)
    documents_unchanged: list[str] = Field(default_factory=list)
    documents_replaced: list[str] = Field(default_factory=list)
    seconds: float = 0.0


class RecalledFact(BaseModel):
    """A memory as recall and list_facts return it."""

    id: str
    text: str
    type: FactType
    score: float = 0.0
    tags: list[str] = Field(default_factory=list)
    metadata: dict[str, str] = Field(default_factory=dict)
    document_id: str | None = None
    occurred_start: datetime | None = None
    occurred_end: datetime | None = None
    mentioned_at: datetime | None = None
    source_fact_ids: list[str] = Field(default_factory=list)
    context: str | None = None
    entities: list[str] = Field(default_factory=list)
    ranks: dict[str, int] | None = None  # per-arm 1-based rank, when recall(trace=True)


class Document(BaseModel):
    """A retained item as stored (its content and retain parameters) and the ids of its facts."""

    id: str
    content: str
    content_hash: str
    context: str | None = None
    timestamp: datetime | None = None
    tags: list[str] = Field(default_factory=list)
    metadata: dict[str, str] = Field(default_factory=dict)
    observation_scopes: str | list[list[str]] | None = None
    fact_ids: list[str] = Field(default_factory=list)
    created_at: datetime
    updated_at: datetime


class BankStats(BaseModel):
    bank_id: str
    path: str
    documents: int
    facts: int
    by_type: dict[str, int]
    entities: int
    tags: int
    pending_consolidation: int
    embedding_provider: str
    embedding_dim: int
    embedding_full: bool = True  # False: the n-gram fallback (poorer search by meaning)
    embedding_summary: str = ""  # in words, for Settings and `tareekh memory stats`
    embedding_fix: str | None = None


class BankConfig(BaseModel):
    """How a bank behaves. Every field has a working offline default.

    - `bank_id`: several banks can share one file; every statement is scoped by it.
    - `embeddings`: an `EmbeddingProvider` (default: MiniLM ONNX if installed, else hashed n-grams).
    - `fact_extractor`: optional callable `(item: RetainItem, anchor: datetime | None) -> list[ExtractedFact]`
      (e.g. an LLM); None uses the offline sentence/clause extractor.
    - `budgets`: candidates per arm for low/mid/high.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")

    bank_id: str = "default"
    embeddings: Any = None
    fact_extractor: Callable[..., Any] | None = None
    budgets: dict[str, int] = Field(default_factory=lambda: {"low": 100, "mid": 300, "high": 1000})
    rrf_k: int = 60
    semantic_min_similarity: float | None = None  # None: the provider's own default
    graph_seeds: int = 20
    enable_graph_retrieval: bool = True
    enable_temporal_retrieval: bool = True
    recency_boost: bool = True
