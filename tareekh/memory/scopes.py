"""Observation scopes: which tag sets a fact is consolidated under, chosen per item at retain time.

A scope is a sorted tuple of distinct tags; `()` is the single untagged ("shared") scope. The spec an item
carries (`observation_scopes`) is one of:

- `"combined"` (default; also `None` and `[]`): one scope, the item's whole tag set;
- `"per_tag"`: one scope per tag (an untagged item falls back to combined, i.e. `()`);
- `"all_combinations"`: one scope per non-empty subset of the tags (untagged → `()`);
- `"shared"`: the untagged scope `()` only (the same as the explicit `[[]]`);
- an explicit list of tag lists: exactly those scopes, whatever the item's own tags are.

Facts are grouped for consolidation by these *resolved* scopes, never by their own tag sets.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

Scope = tuple[str, ...]

SCOPE_MODES = ("combined", "per_tag", "all_combinations", "shared")

# 2**n - 1 scopes per fact: beyond this many tags all_combinations is refused rather than exploding.
MAX_ALL_COMBINATIONS_TAGS = 12


class ScopeSpecError(ValueError):
    """An observation_scopes value that is neither a known mode nor a list of tag lists."""


def scope_of(tags: Iterable[str]) -> Scope:
    """The canonical scope for a tag collection: sorted, duplicates removed."""
    return tuple(sorted(set(tags)))


def scope_label(scope: Sequence[str]) -> str:
    """How a scope is shown to people: its tags joined by ', ', or '(untagged)'."""
    return ", ".join(scope) if scope else "(untagged)"


def validate_observation_scopes(value: Any) -> str | list[list[str]] | None:
    """Check an observation_scopes spec (a mode name, a list of tag lists, or None); return it normalised.

    A JSON string holding a list is accepted (settings files and CLIs hand those over). Raises
    `ScopeSpecError` naming the bad value.
    """
    if value is None:
        return None
    if isinstance(value, str):
        stripped = value.strip()
        if stripped in SCOPE_MODES:
            return stripped
        if stripped.startswith("["):
            try:
                value = json.loads(stripped)
            except json.JSONDecodeError:
                raise ScopeSpecError(f"observation_scopes: {value!r} is not valid JSON") from None
        else:
            raise ScopeSpecError(
                f"observation_scopes: unknown mode {value!r} (use one of {', '.join(SCOPE_MODES)} "
                "or a list of tag lists)"
            )
    if not isinstance(value, (list, tuple)):
        raise ScopeSpecError(
            f"observation_scopes: expected a mode name or a list of tag lists, got {type(value).__name__}"
        )
    out: list[list[str]] = []
    for i, inner in enumerate(value):
        if not isinstance(inner, (list, tuple)):
            raise ScopeSpecError(f"observation_scopes[{i}]: expected a list of tags, got {inner!r}")
        for tag in inner:
            if not isinstance(tag, str) or not tag:
                raise ScopeSpecError(f"observation_scopes[{i}]: tag {tag!r} is not a non-empty string")
        out.append(list(inner))
    return out


def resolve_observation_scopes(mode_or_lists: Any, tags: Iterable[str]) -> list[Scope]:
    """The scopes one fact with `tags` is consolidated under, for an observation_scopes spec.

    Order is stable (explicit lists keep their order; generated scopes are sorted) and duplicates are
    removed.
    """
    spec = validate_observation_scopes(mode_or_lists)
    own = scope_of(tags)
    if spec is None or spec == "combined" or spec == []:
        return [own]
    if spec == "shared":
        return [()]
    if spec == "per_tag":
        return [(t,) for t in own] if own else [()]
    if spec == "all_combinations":
        if not own:
            return [()]
        if len(own) > MAX_ALL_COMBINATIONS_TAGS:
            raise ScopeSpecError(
                f"observation_scopes: all_combinations of {len(own)} tags would make {2 ** len(own) - 1} "
                f"scopes; use at most {MAX_ALL_COMBINATIONS_TAGS} tags or an explicit list"
            )
        return [c for n in range(1, len(own) + 1) for c in combinations(own, n)]
    seen: dict[Scope, None] = {}
    for inner in spec:  # explicit lists replace the fact's own tags; they are not intersected with them
        seen.setdefault(scope_of(inner), None)
    return list(seen)
