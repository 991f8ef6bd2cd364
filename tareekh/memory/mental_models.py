"""Mental models: named standing questions whose answers the bank keeps, refreshed after consolidation.

A mental model has a caller-chosen `id`, a `name`, a `source_query`, `tags` and `tags_match` (the tag filter
its answer is drawn under; default `all_strict` when tagged, `any` when not). Its `content` is the last
answer of `reflect(source_query, ...)` (without mental models, so a model never feeds on itself), and
`based_on` the ids that answer rests on. Reading one is a plain database read.

After a consolidation run that wrote observations, models whose tags meet the tags of the facts just
consolidated — and every untagged model — are refreshed (`refresh_after_consolidation`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

import numpy as np
from pydantic import BaseModel, Field

from tareekh.memory.consolidate import ensure_schema as _ensure_consolidation_schema

if TYPE_CHECKING:
    from tareekh.memory.bank import Bank

SCHEMA = (
    "memory-0102-mental-models",
    """
    CREATE TABLE IF NOT EXISTS mental_models (
        bank_id TEXT NOT NULL,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        source_query TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        tags_match TEXT NOT NULL,
        content TEXT NOT NULL DEFAULT '',
        based_on TEXT NOT NULL DEFAULT '[]',
        last_refreshed_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (bank_id, id)
    )
    """,
)


class MentalModel(BaseModel):
    id: str
    name: str
    source_query: str
    tags: list[str] = Field(default_factory=list)
    tags_match: str = "any"
    content: str = ""
    based_on: list[str] = Field(default_factory=list)
    last_refreshed_at: datetime | None = None


class MentalModelSpec(BaseModel):
    """What a caller asks to be kept: id, name, standing question, tag filter."""

    id: str
    name: str
    source_query: str
    tags: list[str] = Field(default_factory=list)
    tags_match: str | None = None


def _now() -> str:
    return datetime.now(timezone.utc).replace(tzinfo=None).isoformat(timespec="seconds")


def ensure_schema(conn: Any) -> None:
    _ensure_consolidation_schema(conn)
    name, sql = SCHEMA
    if conn.execute("SELECT 1 FROM memory_migrations WHERE name = ?", (name,)).fetchone():
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        if not conn.execute("SELECT 1 FROM memory_migrations WHERE name = ?", (name,)).fetchone():
            conn.execute(sql)
            conn.execute("INSERT INTO memory_migrations (name, applied_at) VALUES (?, ?)", (name, _now()))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _row(r) -> MentalModel:
    return MentalModel(
        id=r[0], name=r[1], source_query=r[2], tags=json.loads(r[3]), tags_match=r[4], content=r[5],
        based_on=json.loads(r[6]), last_refreshed_at=datetime.fromisoformat(r[7]) if r[7] else None,
    )


_COLS = "id, name, source_query, tags, tags_match, content, based_on, last_refreshed_at"


def list_mental_models(bank: "Bank") -> list[MentalModel]:
    ensure_schema(bank.conn)
    return [_row(r) for r in bank.conn.execute(
        f"SELECT {_COLS} FROM mental_models WHERE bank_id = ? ORDER BY id", (bank.bank_id,)
    )]


def get_mental_model(bank: "Bank", model_id: str) -> MentalModel | None:
    ensure_schema(bank.conn)
    r = bank.conn.execute(
        f"SELECT {_COLS} FROM mental_models WHERE bank_id = ? AND id = ?", (bank.bank_id, model_id)
    ).fetchone()
    return _row(r) if r else None


def put_mental_model(bank: "Bank", spec: MentalModelSpec | dict) -> MentalModel:
    """Create or update a mental model; a changed question or tag filter clears the stored answer."""
    from tareekh.memory import tags as tagmatch

    spec = spec if isinstance(spec, MentalModelSpec) else MentalModelSpec.model_validate(spec)
    if not spec.id.strip() or not spec.name.strip() or not spec.source_query.strip():
        raise ValueError("a mental model needs a non-blank id, name and source_query")
    mode = tagmatch.check_mode(spec.tags_match or ("all_strict" if spec.tags else "any"))
    tags = tagmatch.clean_tags(spec.tags)
    ensure_schema(bank.conn)
    old = get_mental_model(bank, spec.id)
    keep = old is not None and old.source_query == spec.source_query and old.tags == tags and old.tags_match == mode
    now = _now()
    with bank._lock:
        bank.conn.execute("BEGIN IMMEDIATE")
        try:
            bank.conn.execute(
                "INSERT INTO mental_models (bank_id, id, name, source_query, tags, tags_match, created_at, updated_at)"
                " VALUES (?,?,?,?,?,?,?,?) ON CONFLICT (bank_id, id) DO UPDATE SET name = excluded.name,"
                " source_query = excluded.source_query, tags = excluded.tags, tags_match = excluded.tags_match,"
                " updated_at = excluded.updated_at",
                (bank.bank_id, spec.id, spec.name, spec.source_query, json.dumps(tags), mode, now, now),
            )
            if not keep:
                bank.conn.execute(
                    "UPDATE mental_models SET content = '', based_on = '[]', last_refreshed_at = NULL"
                    " WHERE bank_id = ? AND id = ?", (bank.bank_id, spec.id),
                )
            bank.conn.execute("COMMIT")
        except BaseException:
            bank.conn.execute("ROLLBACK")
            raise
    return get_mental_model(bank, spec.id)


def delete_mental_model(bank: "Bank", model_id: str) -> bool:
    ensure_schema(bank.conn)
    with bank._lock:
        cur = bank.conn.execute("DELETE FROM mental_models WHERE bank_id = ? AND id = ?", (bank.bank_id, model_id))
    return cur.rowcount > 0


def refresh_mental_model(bank: "Bank", model_id: str, *, model: Any = None, skip_fact: Any = None) -> MentalModel:
    """Re-answer one mental model's question with reflect (mental models excluded) and store the answer."""
    from tareekh.memory.reflect import reflect

    mm = get_mental_model(bank, model_id)
    if mm is None:
        raise KeyError(f"no mental model {model_id!r}")
    result = reflect(bank, mm.source_query, tags=mm.tags, tags_match=mm.tags_match, budget="low", model=model,
                     exclude_mental_models=True, skip_fact=skip_fact)
    content = f"# {mm.name}\n{result.text}"
    with bank._lock:
        bank.conn.execute(
            "UPDATE mental_models SET content = ?, based_on = ?, last_refreshed_at = ? WHERE bank_id = ? AND id = ?",
            (content, json.dumps(result.based_on), _now(), bank.bank_id, model_id),
        )
    return get_mental_model(bank, model_id)


def refresh_after_consolidation(bank: "Bank", *, tags: Iterable[str], untagged: bool = False, model: Any = None,
                                skip_fact: Any = None) -> int:
    """Refresh models whose tags meet `tags` (the consolidated facts' own tags), and untagged models. Count."""
    touched = set(tags)
    n = 0
    for mm in list_mental_models(bank):
        if not mm.tags or touched & set(mm.tags) or (untagged and mm.tags_match in ("any", "all")):
            refresh_mental_model(bank, mm.id, model=model, skip_fact=skip_fact)
            n += 1
    return n


def search_mental_models(
    bank: "Bank", query: str, *, tags: Sequence[str] | None = None, tags_match: str = "any", k: int = 5
) -> list[MentalModel]:
    """Mental models whose tags pass the filter (as a fact's would), nearest the query first."""
    from tareekh.memory import tags as tagmatch

    models = [m for m in list_mental_models(bank) if tagmatch.matches(m.tags, tags, tags_match)]
    if not models or k <= 0:
        return []
    vecs = bank.embeddings.embed([query] + [f"{m.name}. {m.source_query}. {m.content[:1000]}" for m in models])
    sims = vecs[1:] @ vecs[0]
    order = np.argsort(-sims, kind="stable")
    return [models[i] for i in order[:k]]
