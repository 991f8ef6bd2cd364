"""Consolidation: turn pending facts into observations, one observation scope at a time.

Modules: `models` (the model's answer, configuration, reports), `pending` (the work and its progress),
`observations` (reading and writing a scope's observations), `run` (the driver and the model path; the entry
points), `offline` (the extractive path), `listing` (scopes and strategies), `background` (its own thread).

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

from tareekh.memory.consolidation.background import BackgroundConsolidation
from tareekh.memory.consolidation.listing import list_scopes, preview_strategies
from tareekh.memory.consolidation.models import (
    ConsolidationConfig,
    ConsolidationReport,
    ConsolidationResponse,
    FactFailure,
    ObservationCreate,
    ObservationDelete,
    ObservationUpdate,
    ScopeInfo,
    ScopesReport,
    StrategyInfo,
    StructuredModel,
)
from tareekh.memory.consolidation.offline import render_extractive
from tareekh.memory.consolidation.run import DEFAULT_MISSION, SYSTEM_PROMPT, Consolidator, consolidate, recover_failed

__all__ = [
    "DEFAULT_MISSION", "SYSTEM_PROMPT", "BackgroundConsolidation", "ConsolidationConfig", "ConsolidationReport",
    "ConsolidationResponse", "Consolidator", "FactFailure", "ObservationCreate", "ObservationDelete",
    "ObservationUpdate", "ScopeInfo", "ScopesReport", "StrategyInfo", "StructuredModel", "consolidate",
    "list_scopes", "preview_strategies", "recover_failed", "render_extractive",
]
