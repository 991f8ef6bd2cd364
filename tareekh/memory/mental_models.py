"""Mental models: named standing questions whose answers the bank keeps, refreshed after consolidation.

A mental model has a caller-chosen `id`, a `name`, a `source_query`, `tags` and `tags_match` (the tag filter
its answer is drawn under; default `all_strict` when tagged, `any` when not). Its `content` is the last
answer of `reflect(source_query, ...)` (without mental models, so a model never feeds on itself), and
`based_on` the ids that answer rests on. Reading one is a plain database read.

After a consolidation run that wrote observations, models whose tags meet the tags of the facts just
consolidated — and every untagged model — are refreshed (`reflect.refresh_after_consolidation`: answering
is reflect's; this module only stores, lists and searches the models, and so reflect can read them here).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timezone
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from tareekh.memory import tags as tagmatch
from tareekh.memory.core import BankCore


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


def _row(r: tuple[Any, ...]) -> MentalModel:
    return MentalModel(
        id=r[0], name=r[1], source_query=r[2], tags=json.loads(r[3]), tags_match=r[4], content=r[5],
        based_on=json.loads(r[6]), last_refreshed_at=datetime.fromisoformat(r[7]) if r[7] else None,
    )


_COLS = "id, name, source_query, tags, tags_match, content, based_on, last_refreshed_at"


def list_mental_models(bank: BankCore) -> list[MentalModel]:
    return [_row(r) for r in bank.conn.execute(
        f"SELECT {_COLS} FROM mental_models WHERE bank_id = ? ORDER BY id", (bank.bank_id,)
    )]


def get_mental_model(bank: BankCore, model_id: str) -> MentalModel | None:
    r = bank.conn.execute(
        f"SELECT {_COLS} FROM mental_models WHERE bank_id = ? AND id = ?", (bank.bank_id, model_id)
    ).fetchone()
    return _row(r) if r else None


def put_mental_model(bank: BankCore, spec: MentalModelSpec | dict[str, Any]) -> MentalModel:
    """Create or update a mental model; a changed question or tag filter clears the stored answer."""
    spec = spec if isinstance(spec, MentalModelSpec) else MentalModelSpec.model_validate(spec)
    if not spec.id.strip() or not spec.name.strip() or not spec.source_query.strip():
        raise ValueError("a mental model needs a non-blank id, name and source_query")
    mode = tagmatch.check_mode(spec.tags_match or ("all_strict" if spec.tags else "any"))
    tags = tagmatch.clean_tags(spec.tags)
    old = get_mental_model(bank, spec.id)
    keep = old is not None and old.source_query == spec.source_query and old.tags == tags and old.tags_match == mode
    now = _now()
    with bank.transaction() as conn:
        conn.execute(
            "INSERT INTO mental_models (bank_id, id, name, source_query, tags, tags_match, created_at, updated_at)"
            " VALUES (?,?,?,?,?,?,?,?) ON CONFLICT (bank_id, id) DO UPDATE SET name = excluded.name,"
            " source_query = excluded.source_query, tags = excluded.tags, tags_match = excluded.tags_match,"
            " updated_at = excluded.updated_at",
            (bank.bank_id, spec.id, spec.name, spec.source_query, json.dumps(tags), mode, now, now),
        )
        if not keep:
            conn.execute(
                "UPDATE mental_models SET content = '', based_on = '[]', last_refreshed_at = NULL"
                " WHERE bank_id = ? AND id = ?", (bank.bank_id, spec.id),
            )
    return _stored(bank, spec.id)


def delete_mental_model(bank: BankCore, model_id: str) -> bool:
    with bank.transaction() as conn:
        cur = conn.execute("DELETE FROM mental_models WHERE bank_id = ? AND id = ?", (bank.bank_id, model_id))
    return cur.rowcount > 0


def store_answer(bank: BankCore, model_id: str, content: str, based_on: list[str]) -> MentalModel:
    """Keep a fresh answer for a mental model (reflect.refresh_mental_model computes it)."""
    with bank.transaction() as conn:
        conn.execute(
            "UPDATE mental_models SET content = ?, based_on = ?, last_refreshed_at = ? WHERE bank_id = ? AND id = ?",
            (content, json.dumps(based_on), _now(), bank.bank_id, model_id),
        )
    return _stored(bank, model_id)


def _stored(bank: BankCore, model_id: str) -> MentalModel:
    """A mental model just written (so it is there)."""
    found = get_mental_model(bank, model_id)
    if found is None:
        raise KeyError(f"no mental model {model_id!r}")
    return found


def search_mental_models(
    bank: BankCore, query: str, *, tags: Sequence[str] | None = None, tags_match: str = "any", k: int = 5
) -> list[MentalModel]:
    """Mental models whose tags pass the filter (as a fact's would), nearest the query first."""
    models = [m for m in list_mental_models(bank) if tagmatch.matches(m.tags, tags, tags_match)]
    if not models or k <= 0:
        return []
    vecs = bank.embeddings.embed([query] + [f"{m.name}. {m.source_query}. {m.content[:1000]}" for m in models])
    sims = vecs[1:] @ vecs[0]
    order = np.argsort(-sims, kind="stable")
    return [models[i] for i in order[:k]]
