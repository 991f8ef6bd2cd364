"""The in-memory index recall searches: every memory's vector, type, tags, dates and entity links, as arrays.

Built from the bank file and kept per `Bank`; `banks.version` tells when it is stale. After writes that only
appended memories (`banks.rewrite_version` unchanged) it is extended by the new rows (ids only grow), else
rebuilt. It is read in one snapshot (one read transaction) so the matrix, tags and links agree.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from typing import Any

import numpy as np


@dataclass
class Index:
    """The in-memory view recall searches: vectors and tag positions of every memory of the bank."""

    version: int
    rewrite: int  # banks.rewrite_version this index was built at (see storage.py)
    ids: np.ndarray  # int64, row → memory id (ascending)
    types: np.ndarray  # object array of type names
    n_tags: np.ndarray
    matrix: np.ndarray  # float32 (n, dim)
    positions_by_tag: dict[str, np.ndarray]
    row_of: dict[int, int]
    when: np.ndarray  # float64 days since 1970 of occurred_start ?? mentioned_at ?? occurred_end; NaN
    proof: np.ndarray  # int32 proof_count
    text_len: np.ndarray  # int32 characters of text (the token cut)
    entity_names: dict[str, list[int]] = field(default_factory=dict)
    entity_rows: dict[int, np.ndarray] = field(default_factory=dict)  # entity id → rows naming it (ascending)
    link_rows: np.ndarray | None = None  # (row, entity id) pairs sorted by row: which entities a row names
    source_rows: np.ndarray | None = None  # (observation row, source row) pairs
    max_entity_id: int = 0



def load(conn: sqlite3.Connection, bank_id: str, dim: int, base: Index | None) -> Index:
    """The index of `bank_id` as of now: `base` extended by what was appended since, or rebuilt when
    anything was changed or deleted (or `base` is None). The caller holds the bank's lock."""
    own_txn = not conn.in_transaction
    if own_txn:
        conn.execute("BEGIN")
    try:
        row = conn.execute("SELECT version, rewrite_version FROM banks WHERE id = ?", (bank_id,)).fetchone()
        version, rewrite = (int(row[0]), int(row[1])) if row else (0, 0)
        if base is not None and base.version == version:
            return base
        base = base if base is not None and base.rewrite == rewrite else None
        after = int(base.ids[-1]) if base is not None and len(base.ids) else 0
        after_entity = base.max_entity_id if base is not None else 0

        def q(sql: str, *p: object) -> Rows:
            return conn.execute(sql, (bank_id, *p)).fetchall()

        rows = q("SELECT id, type, n_tags, embedding, julianday(coalesce(occurred_start, mentioned_at,"
                 " occurred_end)) - 2440587.5, proof_count, length(text) FROM memories"
                 " WHERE bank_id = ? AND id > ? ORDER BY id", after)
        tag_rows = q("SELECT tag, memory_id FROM memory_tags WHERE bank_id = ? AND memory_id > ?"
                     " ORDER BY memory_id", after)
        entity_rows = q("SELECT id, key FROM entities WHERE bank_id = ? AND id > ?", after_entity)
        link_rows = q("SELECT memory_id, entity_id FROM memory_entities WHERE bank_id = ? AND memory_id > ?"
                      " ORDER BY memory_id, entity_id", after)
        source_pairs = q("SELECT observation_id, source_id FROM observation_sources WHERE bank_id = ?"
                         " AND observation_id > ?", after)
    finally:
        if own_txn:
            conn.execute("COMMIT")
    return _extend(base, dim, version, rewrite, rows, tag_rows, entity_rows, link_rows, source_pairs)


Rows = list[Any]  # rows as sqlite3 returns them


def _extend(base: Index | None, dim: int, version: int, rewrite: int, rows: Rows, tag_rows: Rows, entity_rows: Rows,
            link_rows: Rows, source_pairs: Rows) -> Index:
    """The index `base` extended by the rows read after it (base None: built from these rows alone)."""
    offset = len(base.ids) if base is not None else 0
    new_ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
    new_matrix = (np.frombuffer(b"".join(r[3] for r in rows), dtype=np.float32).reshape(len(rows), dim)
                  if rows else np.zeros((0, dim), np.float32))
    row_of = dict(base.row_of) if base is not None else {}
    row_of.update((int(i), offset + n) for n, i in enumerate(new_ids))
    by_tag: dict[str, list[int]] = {}
    for tag, mid in tag_rows:
        pos = row_of.get(mid)
        if pos is not None and pos >= offset:
            by_tag.setdefault(tag, []).append(pos)
    positions = dict(base.positions_by_tag) if base is not None else {}
    for tag, at in by_tag.items():
        new = np.array(at, dtype=np.int64)
        positions[tag] = np.concatenate([positions[tag], new]) if tag in positions else new
    links = np.array([(row_of[m], e) for m, e in link_rows if row_of.get(m, -1) >= offset],
                     dtype=np.int64).reshape(-1, 2)
    entity_positions = dict(base.entity_rows) if base is not None else {}
    if len(links):
        by_entity = links[np.lexsort((links[:, 0], links[:, 1]))]
        cuts = np.flatnonzero(np.diff(by_entity[:, 1])) + 1
        for group in np.split(by_entity, cuts):
            eid = int(group[0, 1])
            old = entity_positions.get(eid)
            entity_positions[eid] = group[:, 0].copy() if old is None else np.concatenate([old, group[:, 0]])
    names = {k: list(v) for k, v in base.entity_names.items()} if base is not None else {}
    for eid, key in entity_rows:
        names.setdefault(key.split(":", 1)[1], []).append(eid)
    sources = np.array([(row_of[o], row_of[x]) for o, x in source_pairs if o in row_of and x in row_of],
                       dtype=np.int64).reshape(-1, 2)

    def join(old: np.ndarray | None, new: np.ndarray) -> np.ndarray:
        return new if base is None or old is None else np.concatenate([old, new])

    return Index(
        version=version,
        rewrite=rewrite,
        ids=join(base.ids if base else None, new_ids),
        types=join(base.types if base else None, np.array([r[1] for r in rows], dtype=object)),
        n_tags=join(base.n_tags if base else None,
                    np.fromiter((r[2] for r in rows), dtype=np.int32, count=len(rows))),
        matrix=join(base.matrix if base else None, new_matrix),
        positions_by_tag=positions,
        row_of=row_of,
        entity_names=names,
        when=join(base.when if base else None,
                  np.array([np.nan if r[4] is None else r[4] for r in rows], dtype=np.float64)),
        proof=join(base.proof if base else None,
                   np.fromiter((r[5] for r in rows), dtype=np.int32, count=len(rows))),
        text_len=join(base.text_len if base else None,
                      np.fromiter((r[6] for r in rows), dtype=np.int32, count=len(rows))),
        entity_rows=entity_positions,
        link_rows=join(base.link_rows if base else None, links),
        source_rows=join(base.source_rows if base else None, sources),
        max_entity_id=max([base.max_entity_id if base else 0, *(e for e, _ in entity_rows)]),
    )
