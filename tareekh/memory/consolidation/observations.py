"""Reading a scope's facts and observations from the bank, and writing an observation with its dates."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence

import numpy as np

from tareekh.memory import tags as tagmatch
from tareekh.memory.consolidation.models import Fact, Observation, aggregate_dates, parse_dt
from tareekh.memory.core import BankCore, chunks
from tareekh.memory.scopes import Scope


def read_facts(bank: BankCore, ids: Sequence[str | int], *, with_embeddings: bool = False) -> dict[str, Fact]:
    """Facts by id (as strings), with their vectors when asked; unknown ids are left out."""
    out: dict[str, Fact] = {}
    cols = "id, text, tags, observation_scopes, occurred_start, occurred_end, mentioned_at, metadata"
    if with_embeddings:
        cols += ", embedding"
    for part in chunks([int(i) for i in ids]):
        marks = ",".join("?" * len(part))
        for r in bank.conn.execute(
            f"SELECT {cols} FROM memories WHERE bank_id = ? AND id IN ({marks})", (bank.bank_id, *part)
        ):
            out[str(r[0])] = Fact(
                id=str(r[0]), text=r[1], tags=json.loads(r[2]), spec=json.loads(r[3]) if r[3] else None,
                occurred_start=parse_dt(r[4]), occurred_end=parse_dt(r[5]), mentioned_at=parse_dt(r[6]),
                metadata=json.loads(r[7] or "{}"),
                embedding=np.frombuffer(r[8], dtype=np.float32) if with_embeddings and r[8] else None,
            )
    return out


def scope_observations(bank: BankCore, scope: Scope) -> list[Observation]:
    """Observations whose tag set is exactly `scope` (for `()`: untagged observations only)."""
    pred, params = tagmatch.sql_predicate(list(scope), "exact", bank.bank_id)
    rows = bank.conn.execute(
        "SELECT m.id, m.text, m.proof_count, m.embedding, m.metadata, m.occurred_start, m.occurred_end,"
        f" m.mentioned_at FROM memories m WHERE m.bank_id = ? AND m.type = 'observation' AND {pred} ORDER BY m.id",
        (bank.bank_id, *params),
    ).fetchall()
    sources: dict[int, list[str]] = defaultdict(list)
    for part in chunks([r[0] for r in rows]):
        marks = ",".join("?" * len(part))
        for oid, sid in bank.conn.execute(
            f"SELECT observation_id, source_id FROM observation_sources WHERE observation_id IN ({marks})"
            " ORDER BY source_id", part
        ):
            sources[oid].append(str(sid))
    return [
        Observation(
            id=str(r[0]), text=r[1], proof_count=r[2], sources=sources.get(r[0], []),
            embedding=np.frombuffer(r[3], dtype=np.float32) if r[3] else np.zeros(bank.embeddings.dim, np.float32),
            metadata=json.loads(r[4] or "{}"), occurred_start=parse_dt(r[5]), occurred_end=parse_dt(r[6]),
            mentioned_at=parse_dt(r[7]),
        )
        for r in rows
    ]


def write_observation(bank: BankCore, scope: Scope, text: str, sources: list[str], *,
                      observation_id: str | None = None, how: str, extra_meta: dict[str, str] | None = None) -> str:
    """Write (or rewrite) an observation of `scope` resting on `sources`; its dates aggregate theirs."""
    facts = read_facts(bank, sources)
    live = [s for s in sources if s in facts]
    start, end, mentioned = aggregate_dates([facts[s] for s in live])
    meta = {"consolidation": how, **(extra_meta or {})}
    if observation_id is None:
        return bank.add_observation(text, tags=list(scope), source_fact_ids=live, occurred_start=start,
                                    occurred_end=end, mentioned_at=mentioned, metadata=meta)
    return bank.update_observation(observation_id, text, tags=list(scope), source_fact_ids=live,
                                   occurred_start=start, occurred_end=end, mentioned_at=mentioned, metadata=meta)
