"""Listing: every observation scope of a bank with its counts and owner, and a preview of strategies."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from tareekh.memory.consolidation.models import (
    ConsolidationConfig,
    ScopeInfo,
    ScopesReport,
    StrategyInfo,
    scope_key,
)
from tareekh.memory.core import BankCore
from tareekh.memory.scopes import Scope, ScopeSpecError, resolve_observation_scopes, scope_label, scope_of
from tareekh.memory.strategies import Strategy, config_for_scope, owner_label, parse_strategies


def _all_scopes(bank: BankCore, strategies: Sequence[Strategy], config: ConsolidationConfig) -> list[ScopeInfo]:
    """Every scope that has facts or observations, with its counts and owner under `strategies`."""
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
            status = progress.get((mid, scope_key(scope)))
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


def list_scopes(bank: BankCore, config: ConsolidationConfig | None = None) -> ScopesReport:
    """Every observation scope of the bank with its counts, its owner ("Default" where none), and waiting."""
    config = config or ConsolidationConfig()
    return _report(bank, config.strategies, config)


def preview_strategies(bank: BankCore, strategies: Any, config: ConsolidationConfig | None = None) -> ScopesReport:
    """What `scopes()` would show under `strategies` (raw or parsed); nothing is saved. Raises StrategyError."""
    config = config or ConsolidationConfig()
    parsed = parse_strategies(strategies) if not (
        isinstance(strategies, list) and all(isinstance(s, Strategy) for s in strategies)
    ) else strategies
    return _report(bank, parsed, config)


def _report(bank: BankCore, strategies: list[Strategy], config: ConsolidationConfig) -> ScopesReport:
    """The scopes and, per strategy, what it owns and what each of its patterns matches."""
    scopes = _all_scopes(bank, strategies, config)
    infos = []
    for i, s in enumerate(strategies):
        infos.append(StrategyInfo(
            index=i, label=s.label(i), active=s.active, strategy=s.to_raw(),
            owns=[x.scope for x in scopes if x.owner == i],
            matches_by_pattern=[[x.scope for x in scopes if p.matches(x.scope)] for p in s.scopes],
        ))
    return ScopesReport(scopes=scopes, strategies=infos, llm_configured=config.model is not None)
