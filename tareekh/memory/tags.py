"""Tag matching: one predicate, applied identically by every recall arm and by list_facts.

R = request tags, T = a fact's tags (distinct; `memories.n_tags` = |T|):

| mode         | R empty             | R non-empty                    |
|--------------|---------------------|--------------------------------|
| `any`        | no filter           | T empty, or T ∩ R ≠ ∅          |
| `all`        | no filter           | T empty, or R ⊆ T              |
| `any_strict` | no filter           | T non-empty and T ∩ R ≠ ∅      |
| `all_strict` | no filter           | T non-empty and R ⊆ T          |
| `exact`      | only untagged facts | set(T) = set(R)                |

Three equivalent forms live here: `matches()` (the reference, on Python sets), `sql_predicate()` (an SQL
condition on `memories` aliased `m`, using the `memory_tags` side table through EXISTS / a count subquery —
the probe is on the side table's primary key (memory_id, tag), so it costs one index seek per candidate),
and `mask()` (numpy, over the cached tag index the semantic arm uses).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from tareekh.memory.models import TAGS_MATCH_MODES


def check_mode(mode: str) -> str:
    if mode not in TAGS_MATCH_MODES:
        raise ValueError(f"tags_match {mode!r} is not one of {', '.join(TAGS_MATCH_MODES)}")
    return mode


def clean_tags(tags: Iterable[str] | None) -> list[str]:
    if tags is None:
        return []
    if isinstance(tags, str):
        tags = [tags]
    out: list[str] = []
    for t in tags:
        if t not in out:
            out.append(t)
    return out


def matches(fact_tags: Iterable[str], request_tags: Iterable[str] | None, mode: str = "any") -> bool:
    """The reference predicate."""
    check_mode(mode)
    t, r = set(fact_tags), set(request_tags or ())
    if not r:
        return not t if mode == "exact" else True
    if mode == "any":
        return not t or bool(t & r)
    if mode == "all":
        return not t or r <= t
    if mode == "any_strict":
        return bool(t) and bool(t & r)
    if mode == "all_strict":
        return bool(t) and r <= t
    return t == r  # exact


def sql_predicate(request_tags: Sequence[str] | None, mode: str, bank_id: str) -> tuple[str, list[str | int]]:
    """An SQL condition on `memories m` (and its parameters) that is true exactly when `matches()` is."""
    check_mode(mode)
    r = clean_tags(request_tags)
    if not r:
        return ("m.n_tags = 0", []) if mode == "exact" else ("1", [])
    marks = ", ".join("?" * len(r))
    exists = f"EXISTS (SELECT 1 FROM memory_tags t WHERE t.memory_id = m.id AND t.tag IN ({marks}))"
    count = f"(SELECT count(*) FROM memory_tags t WHERE t.memory_id = m.id AND t.tag IN ({marks}))"
    if mode == "any":
        return f"(m.n_tags = 0 OR {exists})", list(r)
    if mode == "all":
        return f"(m.n_tags = 0 OR {count} = ?)", [*r, len(r)]
    if mode == "any_strict":
        return f"(m.n_tags > 0 AND {exists})", list(r)
    if mode == "all_strict":
        return f"(m.n_tags >= ? AND {count} = ?)", [len(r), *r, len(r)]
    return f"(m.n_tags = ? AND {count} = ?)", [len(r), *r, len(r)]  # exact


def mask(
    n_tags: np.ndarray, positions_by_tag: dict[str, np.ndarray], request_tags: Sequence[str] | None, mode: str
) -> np.ndarray | None:
    """A boolean row mask for the cached matrix (None = no filter); same truth table as `matches()`."""
    check_mode(mode)
    r = clean_tags(request_tags)
    if not r:
        none_tagged: np.ndarray = n_tags == 0
        return none_tagged if mode == "exact" else None
    hits = np.zeros(len(n_tags), dtype=np.int32)
    for tag in r:
        pos = positions_by_tag.get(tag)
        if pos is not None:
            hits[pos] += 1
    untagged: np.ndarray = n_tags == 0
    rows: np.ndarray
    if mode == "any":
        rows = untagged | (hits > 0)
    elif mode == "all":
        rows = untagged | (hits == len(r))
    elif mode == "any_strict":
        rows = ~untagged & (hits > 0)
    elif mode == "all_strict":
        rows = ~untagged & (hits == len(r))
    else:  # exact
        rows = (n_tags == len(r)) & (hits == len(r))
    return rows
