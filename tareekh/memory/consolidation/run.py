"""The run: pending work through the model (or the offline path), batch by batch, and the public entry points
`consolidate()` and `recover_failed()` (see the package docstring for the process)."""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from tareekh.memory.consolidation.models import (
    ConsolidationConfig,
    ConsolidationReport,
    ConsolidationResponse,
    Fact,
    FactFailure,
    Observation,
    ObservationUpdate,
    iso,
    norm_text,
    remaining_slots,
    scope_key,
    tokens,
)
from tareekh.memory.consolidation.observations import read_facts, scope_observations, write_observation
from tareekh.memory.consolidation.offline import OfflinePath
from tareekh.memory.consolidation.pending import Pending, Progress, pending_work
from tareekh.memory.core import BankCore
from tareekh.memory.recall import recall
from tareekh.memory.reflect import refresh_after_consolidation
from tareekh.memory.scopes import Scope, scope_of
from tareekh.memory.strategies import ScopeConfig

log = logging.getLogger("tareekh.memory.consolidate")


class _Aborted(Exception):
    """The run stops (the model keeps failing)."""


class Consolidator:
    """One consolidation run over a bank (see the module docstring for the process)."""

    def __init__(self, bank: BankCore, config: ConsolidationConfig | None = None):
        self.bank = bank
        self.config = config or ConsolidationConfig()
        self.model = self.config.model
        self.report = ConsolidationReport(mode="llm" if self.model is not None else "offline")
        self._streak: list[FactFailure] = []
        self.offline = OfflinePath(bank, self.config, self.report)
        self.progress = Progress(bank)
        self.touched_tags: set[str] = set()
        self.touched_untagged = False

    # -- driver -----------------------------------------------------------------------------------

    def run(self, *, scopes: Sequence[Sequence[str]] | None = None) -> ConsolidationReport:
        started = time.perf_counter()
        self.offline.rerender_stale()
        pending = pending_work(self.bank)
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

    def _run_scopes(self, pending: Pending, wanted: set[Scope] | None, touched: set[str]) -> None:
        """Each pending scope in turn (smallest first), in batches; stops when asked to or the model is down."""
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
                        self.touched_tags.update(f.tags)
                    else:
                        self.touched_untagged = True

    def _settle(self, fact_ids: set[str], pending: Pending) -> None:
        """Stamp facts whose every scope is settled: consolidated, or failed when any scope failed."""
        if not fact_ids:
            return
        progress = self.progress.load(sorted(fact_ids, key=int))
        done: list[str] = []
        failed: list[str] = []
        for fid in fact_ids:
            keys = {scope_key(s) for s in pending.scopes_of.get(fid, [])}
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
        with self.bank.transaction() as conn:
            conn.executemany(
                "DELETE FROM consolidation_progress WHERE bank_id = ? AND memory_id = ? AND scope = ?",
                [(self.bank.bank_id, int(f.fact_id), scope_key(tuple(f.scope))) for f in streak],
            )
        self.report.failures = [f for f in self.report.failures if f not in streak]
        self.report.aborted = (
            f"stopped: the language model failed {len(streak)} times in a row ({error}); "
            "the remaining facts stay pending"
        )
        raise _Aborted()

    def _batch(self, scope: Scope, cfg: ScopeConfig, batch: list[Fact]) -> None:
        """One batch through the model, or through the offline path when there is none."""
        if self.model is None:
            self.offline.batch(scope, cfg, batch)
        else:
            self._model_batch(scope, cfg, batch)

    # -- the model path ---------------------------------------------------------------------------

    def _related(self, scope: Scope, batch: list[Fact], cfg: ScopeConfig) -> tuple[dict[str, set[str]], list[Observation]]:
        """Per fact, the ids of related observations recalled from exactly this scope; and those observations."""
        in_scope = {o.id: o for o in scope_observations(self.bank, scope)}
        per_fact: dict[str, set[str]] = {f.id: set() for f in batch}
        if not in_scope:
            return per_fact, []
        for f in batch:
            hits = recall(
                self.bank, f.text, tags=list(scope), tags_match="exact", types=["observation"],
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
        facts = read_facts(self.bank, ids)
        used = 0
        out: dict[str, list[dict[str, Any]]] = {}
        for o in observations:
            spent = 0
            shown = []
            for sid in reversed(o.sources):  # the newest sources first
                f = facts.get(sid)
                if f is None:
                    continue
                cost = tokens(f.text)
                if (per_budget >= 0 and spent + cost > per_budget) or (total_budget >= 0 and used + cost > total_budget):
                    break
                spent += cost
                used += cost
                shown.append({"text": f.text, **({"date": iso(f.event)} if f.event else {})})
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
                dates.append(f"occurred_start={iso(f.occurred_start)}")
            if f.occurred_end and f.occurred_end != f.occurred_start:
                dates.append(f"occurred_end={iso(f.occurred_end)}")
            if f.mentioned_at:
                dates.append(f"mentioned_at={iso(f.mentioned_at)}")
            lines.append(f"[{f.id}] {f.text}" + (f" ({', '.join(dates)})" if dates else ""))
        obs_json = [
            {
                "id": o.id,
                "text": o.text,
                "proof_count": o.proof_count,
                **({"occurred_start": iso(o.occurred_start)} if o.occurred_start else {}),
                **({"occurred_end": iso(o.occurred_end)} if o.occurred_end else {}),
                **({"mentioned_at": iso(o.mentioned_at)} if o.mentioned_at else {}),
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
        """One typed model call for the batch, and its answer applied."""
        per_fact, shown = self._related(scope, batch, cfg)
        existing = scope_observations(self.bank, scope)
        remaining = remaining_slots(cfg, len(existing))
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
        """The model's deletes, updates and creates, each checked against what the batch was shown.

        One piece (about 75 lines): the three steps share what was deleted and what texts were written, in
        this order (deletes, updates, creates), as the module docstring's step 5 describes."""
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
            text = norm_text(u.text)
            if not text:
                self.report.skipped_no_sources += 1
                continue
            target = shown_by_id[u.observation_id]
            all_sources = list(dict.fromkeys(target.sources + sources))
            write_observation(self.bank, scope, text, all_sources, observation_id=u.observation_id, how="llm")
            update_texts.add(text)
            self.report.updated += 1
        # 3. creates: sources in batch, no repeats, no near-duplicates in this scope, within the cap
        seen_texts = {norm_text(o.text) for o in shown} | update_texts
        scope_vectors = [o.embedding for o in existing if o.id not in deleted]
        for c in answer.creates:
            sources = [s for s in dict.fromkeys(c.source_fact_ids) if s in batch_ids]
            text = norm_text(c.text)
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
            write_observation(self.bank, scope, text, sources, how="llm")
            seen_texts.add(text)
            scope_vectors.append(vec)
            self.report.created += 1


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


def consolidate(bank: BankCore, config: ConsolidationConfig | None = None, *,
                scopes: Sequence[Sequence[str]] | None = None) -> ConsolidationReport:
    """Consolidate the bank's pending facts (optionally only the given scopes); then refresh mental models."""
    with _run_lock(bank):
        runner = Consolidator(bank, config)
        report = runner.run(scopes=scopes)
    cfg = runner.config
    if cfg.refresh_mental_models and (report.created or report.updated or report.deleted or report.rerendered):
        try:
            report.mental_models_refreshed = refresh_after_consolidation(
                bank, tags=runner.touched_tags, untagged=runner.touched_untagged, model=cfg.model,
                skip_fact=cfg.skip_fact,
            )
        except Exception as exc:  # noqa: BLE001 - a failed refresh never undoes a consolidation
            log.warning("mental model refresh after consolidation failed: %s", exc)
    return report


def recover_failed(bank: BankCore) -> int:
    """Clear the failed marks so the next run retries those facts (only in the scopes that failed). Count."""
    with bank.transaction() as conn:
        conn.execute("DELETE FROM consolidation_progress WHERE bank_id = ? AND status = 'failed'", (bank.bank_id,))
        n: int = conn.execute(
            "UPDATE memories SET consolidation_failed_at = NULL WHERE bank_id = ?"
            " AND consolidation_failed_at IS NOT NULL", (bank.bank_id,),
        ).rowcount
    return n


_RUN_LOCKS: dict[tuple[str, str], threading.Lock] = {}
_RUN_LOCKS_GUARD = threading.Lock()


def _run_lock(bank: BankCore) -> threading.Lock:
    """One consolidation at a time per bank file and bank id, within this process."""
    key = (str(bank.path), bank.bank_id)
    with _RUN_LOCKS_GUARD:
        return _RUN_LOCKS.setdefault(key, threading.Lock())
