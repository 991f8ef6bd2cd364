"""Consolidation strategies: which settings each observation scope is consolidated with.

A strategy is `{"scopes": [pattern, ...], <settings>}` where a pattern is
`{"tags": [glob, ...], "tags_match": "all" | "exact"}` and the settings are at most these four:
`observations_mission`, `max_observations_per_scope`, `consolidation_source_facts_max_tokens`,
`consolidation_source_facts_max_tokens_per_observation`.

Matching (`Strategy.claims`):

- a glob is `fnmatch.fnmatchcase` (case-sensitive; `*`, `?`, `[...]`);
- `"all"` (default) is containment: every glob of the pattern matches some tag of the scope (the scope
  may have more tags);
- `"exact"` is exact cover: every glob matches some tag *and* every tag is matched by some glob;
- any one pattern of a strategy claims the scope;
- the untagged scope `()` is never claimed, not even by `["*"]`;
- a strategy that sets none of the four settings is inactive: it claims nothing and hides nothing.

Resolution (`config_for_scope`): the first active strategy in list order that claims the scope wins, whole.
What it leaves unset comes from the bank-wide `StrategyDefaults`, never from a later strategy. The cap is
the winner's `max_observations_per_scope`, else the first deprecated `observation_scope_limits` rule that
exact-covers the scope, else the bank default (−1 = unlimited).

Parsing is strict from every door (Tareekh never drops a bad entry silently): unknown keys, unknown
`tags_match` values and values of the wrong type raise `StrategyError` naming the key. Incomplete drafts
(`"scopes": []`, a pattern with `"tags": []`, a strategy with no settings) are accepted and do nothing.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from fnmatch import fnmatchcase
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tareekh.memory.scopes import resolve_observation_scopes, scope_label, scope_of

__all__ = [
    "SETTING_KEYS",
    "ScopeConfig",
    "ScopeLimit",
    "ScopePattern",
    "Strategy",
    "StrategyDefaults",
    "StrategyError",
    "config_for_scope",
    "parse_scope_limits",
    "parse_strategies",
    "resolve_observation_scopes",
]

SETTING_KEYS = (
    "observations_mission",
    "max_observations_per_scope",
    "consolidation_source_facts_max_tokens",
    "consolidation_source_facts_max_tokens_per_observation",
)
STRATEGY_KEYS = ("scopes", *SETTING_KEYS)
PATTERN_KEYS = ("tags", "tags_match")
TAGS_MATCH = ("all", "exact")
LIMIT_KEYS = ("scope", "limit")


class StrategyError(ValueError):
    """A consolidation strategy (or scope-limit rule) that cannot be used; the message names the key."""


class ScopePattern(BaseModel):
    """One pattern of a strategy: tag globs and how they must cover a scope's tags."""

    model_config = ConfigDict(frozen=True)

    tags: tuple[str, ...]
    tags_match: Literal["all", "exact"] = "all"

    def matches(self, scope_tags: Sequence[str]) -> bool:
        return glob_match(self.tags, scope_tags, self.tags_match)


class Strategy(BaseModel):
    """One consolidation strategy: patterns that claim scopes, and the settings those scopes get."""

    model_config = ConfigDict(frozen=True)

    scopes: tuple[ScopePattern, ...] = ()
    observations_mission: str | None = None
    max_observations_per_scope: int | None = None
    consolidation_source_facts_max_tokens: int | None = None
    consolidation_source_facts_max_tokens_per_observation: int | None = None

    @property
    def active(self) -> bool:
        """A strategy that sets nothing claims nothing (and so hides nothing from later strategies)."""
        return any(getattr(self, key) is not None for key in SETTING_KEYS)

    def claims(self, scope_tags: Sequence[str]) -> bool:
        return self.active and any(p.matches(scope_tags) for p in self.scopes)

    def matching_patterns(self, scope_tags: Sequence[str]) -> list[int]:
        """Indexes of this strategy's patterns that match the scope (whether or not the strategy is active)."""
        return [i for i, p in enumerate(self.scopes) if p.matches(scope_tags)]

    def label(self, index: int) -> str:
        """A short name for output: 'Strategy 1 (judge:*)'. Indexes are 0-based, labels 1-based."""
        pats = " | ".join(
            " + ".join(p.tags) + (" [exact]" if p.tags_match == "exact" else "") for p in self.scopes
        )
        return f"Strategy {index + 1} ({pats or 'no scopes'})"

    def to_raw(self) -> dict[str, Any]:
        """The dict form `parse_strategies` accepts (round-trips unchanged)."""
        raw: dict[str, Any] = {
            "scopes": [{"tags": list(p.tags), "tags_match": p.tags_match} for p in self.scopes]
        }
        for key in SETTING_KEYS:
            value = getattr(self, key)
            if value is not None:
                raw[key] = value
        return raw


class ScopeLimit(BaseModel):
    """A deprecated `observation_scope_limits` rule: a cap for scopes its globs exact-cover."""

    model_config = ConfigDict(frozen=True)

    scope: tuple[str, ...]
    limit: int

    def matches(self, scope_tags: Sequence[str]) -> bool:
        return glob_match(self.scope, scope_tags, "exact")


class StrategyDefaults(BaseModel):
    """Bank-wide values a scope gets for whatever its winning strategy (if any) leaves unset."""

    model_config = ConfigDict(extra="forbid")

    observations_mission: str | None = None
    max_observations_per_scope: int = Field(default=-1, ge=-1)
    consolidation_source_facts_max_tokens: int = Field(default=4096, ge=-1)
    consolidation_source_facts_max_tokens_per_observation: int = Field(default=256, ge=-1)


class ScopeConfig(BaseModel):
    """The settings one observation scope is consolidated with, and where they came from."""

    model_config = ConfigDict(frozen=True)

    owner: int | None
    observations_mission: str | None
    max_observations_per_scope: int
    consolidation_source_facts_max_tokens: int
    consolidation_source_facts_max_tokens_per_observation: int
    cap_source: Literal["strategy", "observation_scope_limits", "default"] = "default"


def glob_match(globs: Sequence[str], scope_tags: Sequence[str], tags_match: str) -> bool:
    """Does a pattern's globs match a scope's tags under 'all' (containment) or 'exact' (exact cover)?

    Neither mode matches an empty glob list or the untagged scope.
    """
    tags = set(scope_tags)
    if not tags or not globs:
        return False
    if not all(any(fnmatchcase(t, g) for t in tags) for g in globs):
        return False
    if tags_match == "exact":
        return all(any(fnmatchcase(t, g) for g in globs) for t in tags)
    return True


# ---------------------------------------------------------------------------------------------- parsing


def _load(raw: Any, what: str) -> Any:
    if isinstance(raw, (bytes, bytearray)):
        raw = raw.decode("utf-8")
    if isinstance(raw, str):
        text = raw.strip()
        if not text:
            return []
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise StrategyError(f"{what}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
    return raw


def _check_keys(obj: dict[str, Any], allowed: Sequence[str], where: str) -> None:
    for key in obj:
        if key not in allowed:
            raise StrategyError(f"{where}: unknown key {key!r} (allowed: {', '.join(allowed)})")


def _int_setting(value: Any, where: str, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise StrategyError(f"{where}.{key}: expected an integer, got {value!r}")
    if value < -1:
        raise StrategyError(f"{where}.{key}: must be -1 (unlimited) or more, got {value}")
    return value


def _tag_list(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)):
        raise StrategyError(f"{where}: expected a list of tag globs, got {value!r}")
    for tag in value:
        if not isinstance(tag, str) or not tag.strip():
            raise StrategyError(f"{where}: glob {tag!r} is not a non-empty string")
    return tuple(value)


def _parse_pattern(raw: Any, where: str) -> ScopePattern:
    if isinstance(raw, ScopePattern):
        return raw
    if not isinstance(raw, dict):
        raise StrategyError(
            f"{where}: a pattern must be an object like {{\"tags\": [\"judge:*\"]}}, got {raw!r}"
        )
    _check_keys(raw, PATTERN_KEYS, where)
    if "tags" not in raw:
        raise StrategyError(f"{where}: missing key 'tags'")
    tags = _tag_list(raw["tags"], f"{where}.tags")
    match = raw.get("tags_match", "all")
    if match is None:
        match = "all"
    if match not in TAGS_MATCH:
        raise StrategyError(f"{where}.tags_match: unknown value {match!r} (use 'all' or 'exact')")
    return ScopePattern(tags=tags, tags_match=match)


def _parse_strategy(raw: Any, where: str) -> Strategy:
    if isinstance(raw, Strategy):
        return raw
    if not isinstance(raw, dict):
        raise StrategyError(f"{where}: a strategy must be an object, got {raw!r}")
    _check_keys(raw, STRATEGY_KEYS, where)
    scopes_raw = raw.get("scopes", [])
    if scopes_raw is None:
        scopes_raw = []
    if not isinstance(scopes_raw, (list, tuple)):
        raise StrategyError(f"{where}.scopes: expected a list of patterns, got {scopes_raw!r}")
    patterns = tuple(_parse_pattern(p, f"{where}.scopes[{j}]") for j, p in enumerate(scopes_raw))
    values: dict[str, Any] = {}
    mission = raw.get("observations_mission")
    if mission is not None:
        if not isinstance(mission, str):
            raise StrategyError(f"{where}.observations_mission: expected text, got {mission!r}")
        if not mission.strip():
            raise StrategyError(f"{where}.observations_mission: is blank (leave the key out instead)")
        values["observations_mission"] = mission.strip()
    for key in SETTING_KEYS[1:]:
        if raw.get(key) is not None:
            values[key] = _int_setting(raw[key], where, key)
    return Strategy(scopes=patterns, **values)


def parse_strategies(raw: Any) -> list[Strategy]:
    """Parse `consolidation_strategies` (a list, or its JSON text); raise StrategyError naming what is bad."""
    data = _load(raw, "consolidation_strategies")
    if data is None:
        return []
    if isinstance(data, dict) and set(data) == {"consolidation_strategies"}:
        data = data["consolidation_strategies"]  # a whole settings file holding just the key
    if not isinstance(data, (list, tuple)):
        raise StrategyError(
            f"consolidation_strategies: expected a list of strategies, got {type(data).__name__}"
        )
    return [_parse_strategy(s, f"consolidation_strategies[{i}]") for i, s in enumerate(data)]


def parse_scope_limits(raw: Any) -> list[ScopeLimit]:
    """Parse the deprecated `observation_scope_limits` (`[{"scope": [globs], "limit": N}]`), strictly."""
    data = _load(raw, "observation_scope_limits")
    if data is None:
        return []
    if not isinstance(data, (list, tuple)):
        raise StrategyError(
            f"observation_scope_limits: expected a list of rules, got {type(data).__name__}"
        )
    out = []
    for i, rule in enumerate(data):
        where = f"observation_scope_limits[{i}]"
        if isinstance(rule, ScopeLimit):
            out.append(rule)
            continue
        if not isinstance(rule, dict):
            raise StrategyError(f"{where}: a rule must be an object like {{\"scope\": [...], \"limit\": 5}}")
        _check_keys(rule, LIMIT_KEYS, where)
        for key in LIMIT_KEYS:
            if key not in rule:
                raise StrategyError(f"{where}: missing key {key!r}")
        out.append(
            ScopeLimit(scope=_tag_list(rule["scope"], f"{where}.scope"), limit=_int_setting(rule["limit"], where, "limit"))
        )
    return out


# -------------------------------------------------------------------------------------------- resolving


def _defaults(defaults: Any) -> StrategyDefaults:
    if defaults is None:
        return StrategyDefaults()
    if isinstance(defaults, StrategyDefaults):
        return defaults
    if isinstance(defaults, dict):
        return StrategyDefaults(**{k: v for k, v in defaults.items() if k in StrategyDefaults.model_fields})
    # any object carrying the bank-wide values as attributes (a bank config, say)
    return StrategyDefaults(
        **{k: getattr(defaults, k) for k in StrategyDefaults.model_fields if hasattr(defaults, k)}
    )


def owner_of(scope_tags: Sequence[str], strategies: Sequence[Strategy]) -> int | None:
    """Index of the first active strategy claiming the scope, or None (the untagged scope: always None)."""
    tags = scope_of(scope_tags)
    if not tags:
        return None
    for i, strategy in enumerate(strategies):
        if strategy.claims(tags):
            return i
    return None


def config_for_scope(
    scope_tags: Sequence[str],
    strategies: Sequence[Strategy] | Any,
    *,
    observation_scope_limits: Sequence[ScopeLimit] | Any = None,
    defaults: StrategyDefaults | Any = None,
) -> ScopeConfig:
    """The settings a scope is consolidated with: the first claiming strategy, whole, over bank defaults."""
    if not (isinstance(strategies, (list, tuple)) and all(isinstance(s, Strategy) for s in strategies)):
        strategies = parse_strategies(strategies)
    if not (
        isinstance(observation_scope_limits, (list, tuple))
        and all(isinstance(r, ScopeLimit) for r in observation_scope_limits)
    ):
        observation_scope_limits = parse_scope_limits(observation_scope_limits)
    base = _defaults(defaults)
    tags = scope_of(scope_tags)
    owner = owner_of(tags, strategies)
    winner = strategies[owner] if owner is not None else None

    def pick(key: str) -> Any:
        value = getattr(winner, key) if winner is not None else None
        return getattr(base, key) if value is None else value

    cap_source: Literal["strategy", "observation_scope_limits", "default"] = "default"
    cap = base.max_observations_per_scope
    if winner is not None and winner.max_observations_per_scope is not None:
        cap, cap_source = winner.max_observations_per_scope, "strategy"
    else:
        for rule in observation_scope_limits:
            if rule.matches(tags):
                cap, cap_source = rule.limit, "observation_scope_limits"
                break
    return ScopeConfig(
        owner=owner,
        observations_mission=pick("observations_mission"),
        max_observations_per_scope=cap,
        consolidation_source_facts_max_tokens=pick("consolidation_source_facts_max_tokens"),
        consolidation_source_facts_max_tokens_per_observation=pick(
            "consolidation_source_facts_max_tokens_per_observation"
        ),
        cap_source=cap_source,
    )


def owner_label(owner: int | None, strategies: Sequence[Strategy], scope_tags: Sequence[str] = ()) -> str:
    """'Default' where no strategy owns a scope (saying why for the untagged scope), else the strategy's label."""
    if owner is None:
        if not scope_of(scope_tags):
            return "Default (the untagged scope is never claimed by a strategy)"
        return "Default"
    return strategies[owner].label(owner)


def describe_strategies(strategies: Sequence[Strategy]) -> list[dict[str, Any]]:
    """Each strategy with its label and whether it is active (an inactive one claims nothing)."""
    return [
        {"index": i, "label": s.label(i), "active": s.active, "strategy": s.to_raw()}
        for i, s in enumerate(strategies)
    ]


__all__ += ["describe_strategies", "glob_match", "owner_label", "owner_of", "scope_label"]
