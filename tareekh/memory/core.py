"""`BankCore`: one memory bank in a SQLite file — opening, transactions, the index, documents, reading, stats.

The operations (retain.py, recall.py, consolidation/, reflect.py, mental_models.py) are functions over a
`BankCore`; `Bank` (bank.py) is this core with those operations as methods. What an operation may use of
the core is its public surface: `conn` and `bank_id` for SQL on the bank's own tables, `embeddings`,
`config`, `transaction()` (one writer, across threads and processes), `mark_changed()`, `next_memory_id()`,
`index()`, `hydrate()`, `forget_documents()` / `forget_facts()` (inside a transaction) and the observation
writers. Nothing outside this file touches its private members.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, Self

import numpy as np

from tareekh.memory import index as memory_index
from tareekh.memory import storage
from tareekh.memory import tags as tagmatch
from tareekh.memory.embeddings import EmbeddingProvider, default_provider, embedding_status
from tareekh.memory.index import Index
from tareekh.memory.models import (
    FACT_TYPES,
    BankConfig,
    BankStats,
    Document,
    RecalledFact,
    check_types,
    naive_utc,
)


class BankError(Exception):
    """A problem with the bank file or its use (message names it)."""


class EmbeddingMismatch(BankError):
    """The bank was built with another embedding model; vectors of two models cannot be mixed."""


def iso(value: datetime | None) -> str | None:
    """A date-time as the bank stores it (ISO, to the second), None kept."""
    return value.isoformat(timespec="seconds") if value is not None else None


def _dt(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def now_utc() -> datetime:
    """Now, as naive UTC (how the bank stores every date)."""
    return naive_utc(datetime.now().astimezone())


def chunks(seq: Sequence[Any], n: int = 500) -> Iterable[Sequence[Any]]:
    """`seq` in slices of `n` (SQLite limits the parameters of one statement)."""
    for i in range(0, len(seq), n):
        yield seq[i : i + n]


def _is_database_error(exc: BaseException) -> bool:
    """A DB-API error of whichever driver opened the file (sqlite3, or SQLCipher's for a keyed file)."""
    return any(cls.__name__ in ("DatabaseError", "Error") and cls.__module__ != "builtins"
               for cls in type(exc).__mro__)


class BankCore:
    """One memory bank's file, index and reads. Open with `open(path, config)`; close with `close()`."""

    def __init__(self, path: Path, conn: sqlite3.Connection, config: BankConfig, provider: EmbeddingProvider):
        self.path = path
        self.conn = conn
        self.config = config
        self.bank_id = config.bank_id
        self.embeddings = provider
        self._lock = threading.RLock()
        self._index: Index | None = None
        # called with each RetainResult after retain commits (the owner runs consolidation after retain)
        self.after_retain: list[Any] = []
        # the ConsolidationConfig consolidate()/scopes() use when none is passed (the owner sets it)
        self.consolidation: Any = None

    # --- opening ---------------------------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | Path, config: BankConfig | None = None) -> Self:
        """Open (creating if needed) the bank `config.bank_id` in the SQLite file at `path`."""
        config = config or BankConfig()
        path = Path(path)
        if path.exists() and path.is_dir():
            raise BankError(f"memory bank path {path} is a folder, not a file")
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = storage.connect(path, config.connect)
            storage.apply_migrations(conn)
        except Exception as exc:
            if not _is_database_error(exc):
                raise
            raise BankError(f"cannot open memory bank {path}: {exc}") from exc
        provider = config.embeddings or default_provider()
        row = conn.execute(
            "SELECT embedding_provider, embedding_dim FROM banks WHERE id = ?", (config.bank_id,)
        ).fetchone()
        if row is None:
            conn.execute(
                "INSERT OR IGNORE INTO banks (id, embedding_provider, embedding_dim, created_at) VALUES (?, ?, ?, ?)",
                (config.bank_id, provider.name, provider.dim, iso(now_utc())),
            )
            row = conn.execute(
                "SELECT embedding_provider, embedding_dim FROM banks WHERE id = ?", (config.bank_id,)
            ).fetchone()
        if (row[0], row[1]) != (provider.name, provider.dim):
            conn.close()
            raise EmbeddingMismatch(
                f"memory bank {config.bank_id!r} in {path} was built with embeddings {row[0]} ({row[1]} dims), "
                f"not {provider.name} ({provider.dim} dims); install that model or use a new bank"
            )
        return cls(path, conn, config, provider)

    def close(self) -> None:
        with self._lock:
            self._index = None
            try:
                self.conn.close()
            except Exception as exc:
                if not _is_database_error(exc):
                    raise

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # --- writing: the surface operations use -------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE … COMMIT (ROLLBACK on error) under the bank's lock: one writer at a time, across
        threads and processes. Yields the connection."""
        with self._lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            self.conn.execute("COMMIT")

    def mark_changed(self, rewrite: bool = True) -> None:
        """Mark the bank changed (inside a transaction); `rewrite=False` when the write only appended memories."""
        self.conn.execute(
            "UPDATE banks SET version = version + 1, rewrite_version = rewrite_version + ? WHERE id = ?",
            (1 if rewrite else 0, self.bank_id),
        )

    def _version(self) -> int:
        row = self.conn.execute("SELECT version FROM banks WHERE id = ?", (self.bank_id,)).fetchone()
        return int(row[0]) if row else 0

    def next_memory_id(self) -> int:
        """The id the next memory written gets (inside a transaction)."""
        seq = self.conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'memories'").fetchone()
        top = self.conn.execute("SELECT max(id) FROM memories").fetchone()[0]
        return max(seq[0] if seq else 0, top or 0) + 1

    # --- documents --------------------------------------------------------------------------------------

    def get_document(self, document_id: str) -> Document | None:
        """The stored item for `document_id` and its fact ids, or None."""
        row = self.conn.execute(
            "SELECT id, content, content_hash, context, timestamp, tags, metadata, observation_scopes, created_at,"
            " updated_at FROM documents WHERE bank_id = ? AND id = ?",
            (self.bank_id, document_id),
        ).fetchone()
        if row is None:
            return None
        fact_ids = [str(r[0]) for r in self.conn.execute(
            "SELECT id FROM memories WHERE bank_id = ? AND document_id = ? ORDER BY id", (self.bank_id, document_id)
        )]
        return Document(
            id=row[0], content=row[1], content_hash=row[2], context=row[3], timestamp=_dt(row[4]),
            tags=json.loads(row[5]), metadata=json.loads(row[6]),
            observation_scopes=json.loads(row[7]) if row[7] else None, fact_ids=fact_ids,
            created_at=datetime.fromisoformat(row[8]), updated_at=datetime.fromisoformat(row[9]),
        )

    def delete_document(self, document_id: str) -> bool:
        """Delete a document and its facts (observations lose those sources). False if it was not there."""
        with self.transaction():
            found = self.forget_documents([document_id])
            if found:
                self.mark_changed()
        return bool(found)

    def forget_documents(self, document_ids: Sequence[str]) -> int:
        """Delete documents and their facts inside the caller's transaction; how many documents were there."""
        found = 0
        for part in chunks(list(document_ids)):
            marks = ",".join("?" * len(part))
            ids = [r[0] for r in self.conn.execute(
                f"SELECT id FROM memories WHERE bank_id = ? AND document_id IN ({marks})", (self.bank_id, *part)
            )]
            self.forget_facts(ids)
            found += self.conn.execute(
                f"DELETE FROM documents WHERE bank_id = ? AND id IN ({marks})", (self.bank_id, *part)
            ).rowcount
        return found

    def forget_facts(self, ids: Sequence[int]) -> None:
        """Delete memories inside the caller's transaction; observations built on them lose those sources and
        go when none is left."""
        if not ids:
            return
        touched: set[int] = set()
        for part in chunks(list(ids)):
            marks = ",".join("?" * len(part))
            touched.update(r[0] for r in self.conn.execute(
                f"SELECT observation_id FROM observation_sources WHERE bank_id = ? AND source_id IN ({marks})",
                (self.bank_id, *part),
            ))
            self.conn.execute(
                f"UPDATE entities SET mention_count = mention_count - (SELECT count(*) FROM memory_entities me"
                f" WHERE me.entity_id = entities.id AND me.memory_id IN ({marks}))"
                f" WHERE +bank_id = ? AND id IN (SELECT entity_id FROM memory_entities WHERE memory_id IN ({marks}))",
                (*part, self.bank_id, *part),
            )
            self.conn.execute(f"DELETE FROM memories WHERE +bank_id = ? AND id IN ({marks})", (self.bank_id, *part))
        touched -= set(ids)
        for obs in touched:
            left = self.conn.execute(
                "SELECT count(*) FROM observation_sources WHERE bank_id = ? AND observation_id = ?", (self.bank_id, obs)
            ).fetchone()[0]
            if left == 0:
                self.conn.execute("DELETE FROM memories WHERE bank_id = ? AND id = ?", (self.bank_id, obs))
            else:
                self.conn.execute(
                    "UPDATE memories SET proof_count = ?, updated_at = ? WHERE bank_id = ? AND id = ?",
                    (left, iso(now_utc()), self.bank_id, obs),
                )
        self.conn.execute("DELETE FROM entities WHERE bank_id = ? AND mention_count <= 0", (self.bank_id,))

    # --- observations (consolidation writes them through these) ---------------------------------

    def pending_facts(self, limit: int | None = None) -> list[dict[str, Any]]:
        """Facts waiting for consolidation, oldest first: id, text, tags, observation_scopes, dates."""
        sql = (
            "SELECT id, text, tags, observation_scopes, occurred_start, occurred_end, mentioned_at, document_id"
            " FROM memories WHERE bank_id = ? AND type IN ('world', 'experience') AND consolidated_at IS NULL"
            " AND consolidation_failed_at IS NULL ORDER BY id"
        )
        params: list[Any] = [self.bank_id]
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [
            {"id": str(r[0]), "text": r[1], "tags": json.loads(r[2]),
             "observation_scopes": json.loads(r[3]) if r[3] else None, "occurred_start": _dt(r[4]),
             "occurred_end": _dt(r[5]), "mentioned_at": _dt(r[6]), "document_id": r[7]}
            for r in self.conn.execute(sql, params)
        ]

    def add_observation(
        self,
        text: str,
        *,
        tags: Sequence[str],
        source_fact_ids: Sequence[str | int],
        occurred_start: datetime | None = None,
        occurred_end: datetime | None = None,
        mentioned_at: datetime | None = None,
        metadata: dict[str, str] | None = None,
    ) -> str:
        """Store an observation (tags = its scope) resting on `source_fact_ids`; return its id."""
        return self._write_observation(None, text, tags, source_fact_ids, occurred_start, occurred_end,
                                       mentioned_at, metadata)

    def update_observation(
        self,
        observation_id: str | int,
        text: str,
        *,
        tags: Sequence[str],
        source_fact_ids: Sequence[str | int],
        occurred_start: datetime | None = None,
        occurred_end: datetime | None = None,
        mentioned_at: datetime | None = None,
        metadata: dict[str, str] | None = None,
    ) -> str:
        """Replace an observation's text, tags, sources and dates (keeps its id)."""
        return self._write_observation(int(observation_id), text, tags, source_fact_ids, occurred_start,
                                       occurred_end, mentioned_at, metadata)

    def _write_observation(self, obs_id: int | None, text: str, tags: Sequence[str],
                           source_ids: Sequence[str | int], start: datetime | None, end: datetime | None,
                           mentioned: datetime | None, metadata: dict[str, str] | None) -> str:
        tags = tagmatch.clean_tags(tags)
        sources = sorted({int(s) for s in source_ids})
        vec = self.embeddings.embed([text])[0].astype(np.float32).tobytes()
        now = iso(now_utc())
        event = start or mentioned
        updating = obs_id is not None
        with self.transaction():
            values = (text, json.dumps(tags, ensure_ascii=False), len(tags), json.dumps(metadata or {}),
                      iso(start), iso(end or start), iso(mentioned), iso(event), vec, len(sources), now)
            if obs_id is None:
                obs_id = self.next_memory_id()
                self.conn.execute(
                    "INSERT INTO memories (text, tags, n_tags, metadata, occurred_start, occurred_end, mentioned_at,"
                    " event_date, embedding, proof_count, updated_at, id, bank_id, type, created_at)"
                    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,'observation',?)",
                    (*values, obs_id, self.bank_id, now),
                )
            else:
                cur = self.conn.execute(
                    "UPDATE memories SET text=?, tags=?, n_tags=?, metadata=?, occurred_start=?, occurred_end=?,"
                    " mentioned_at=?, event_date=?, embedding=?, proof_count=?, updated_at=?"
                    " WHERE id = ? AND bank_id = ? AND type = 'observation'",
                    (*values, obs_id, self.bank_id),
                )
                if cur.rowcount == 0:
                    raise BankError(f"no observation {obs_id} in bank {self.bank_id!r}")
                self.conn.execute("DELETE FROM memory_tags WHERE memory_id = ?", (obs_id,))
                self.conn.execute("DELETE FROM observation_sources WHERE observation_id = ?", (obs_id,))
            self.conn.executemany("INSERT INTO memory_tags (bank_id, tag, memory_id) VALUES (?,?,?)",
                                  [(self.bank_id, t, obs_id) for t in tags])
            storage.write_sounds(self.conn, [(obs_id, text)])
            self.conn.executemany(
                "INSERT OR IGNORE INTO observation_sources (bank_id, observation_id, source_id)"
                " SELECT ?, ?, id FROM memories WHERE id = ? AND bank_id = ?",
                [(self.bank_id, obs_id, s, self.bank_id) for s in sources],
            )
            self.mark_changed(rewrite=updating)
        return str(obs_id)

    def delete_memories(self, ids: Sequence[str | int]) -> None:
        """Delete memories by id (facts or observations)."""
        with self.transaction():
            self.forget_facts([int(i) for i in ids])
            self.mark_changed()

    def mark_consolidated(self, ids: Sequence[str | int], failed: bool = False) -> None:
        """Stamp facts `consolidated_at` (or `consolidation_failed_at` when failed=True)."""
        column = "consolidation_failed_at" if failed else "consolidated_at"
        now = iso(now_utc())
        with self.transaction():
            self.conn.executemany(
                f"UPDATE memories SET {column} = ? WHERE bank_id = ? AND id = ?",
                [(now, self.bank_id, int(i)) for i in ids],
            )

    def mark_consolidation_failed(self, ids: Sequence[str | int]) -> None:
        """Stamp facts `consolidation_failed_at` (excluded from pending until recovered)."""
        self.mark_consolidated(ids, failed=True)

    # --- reading ----------------------------------------------------------------------------------------

    def stats(self) -> BankStats:
        by_type = dict.fromkeys(FACT_TYPES, 0)
        for t, c in self.conn.execute(
            "SELECT type, count(*) FROM memories WHERE bank_id = ? GROUP BY type", (self.bank_id,)
        ):
            by_type[t] = c

        def one(sql: str) -> int:
            return int(self.conn.execute(sql, (self.bank_id,)).fetchone()[0])

        status = embedding_status(self.embeddings.name)
        return BankStats(
            bank_id=self.bank_id,
            path=str(self.path),
            documents=one("SELECT count(*) FROM documents WHERE bank_id = ?"),
            facts=sum(by_type.values()),
            by_type=by_type,
            entities=one("SELECT count(*) FROM entities WHERE bank_id = ?"),
            tags=one("SELECT count(DISTINCT tag) FROM memory_tags WHERE bank_id = ?"),
            pending_consolidation=one(
                "SELECT count(*) FROM memories WHERE bank_id = ? AND type != 'observation'"
                " AND consolidated_at IS NULL AND consolidation_failed_at IS NULL"
            ),
            embedding_provider=self.embeddings.name,
            embedding_dim=self.embeddings.dim,
            embedding_full=status.full,
            embedding_summary=status.summary,
            embedding_fix=status.fix,
        )

    def list_facts(
        self,
        *,
        tags: Sequence[str] | None = None,
        tags_match: str = "any",
        types: Sequence[str] | None = None,
        order: str = "occurred",
    ) -> list[RecalledFact]:
        """Every fact matching the tags/types, oldest first.

        order="occurred": by event date (occurred_start, else mentioned_at), then mentioned_at, then id;
        order="mentioned": by mentioned_at, then id. Undated facts come last.
        """
        if order not in ("occurred", "mentioned"):
            raise ValueError(f"order {order!r} is not 'occurred' or 'mentioned'")
        types = check_types(types)
        pred, params = tagmatch.sql_predicate(tags, tags_match, self.bank_id)
        ordering = ("m.event_date IS NULL, m.event_date, m.mentioned_at IS NULL, m.mentioned_at, m.id"
                    if order == "occurred" else "m.mentioned_at IS NULL, m.mentioned_at, m.id")
        marks = ",".join("?" * len(types))
        ids = [r[0] for r in self.conn.execute(
            f"SELECT m.id FROM memories m WHERE m.bank_id = ? AND m.type IN ({marks}) AND {pred} ORDER BY {ordering}",
            (self.bank_id, *types, *params),
        )]
        return self.hydrate(ids, {})

    def get_facts(self, ids: Sequence[str | int]) -> list[RecalledFact]:
        """Memories by id, in the order asked (unknown ids are skipped)."""
        return self.hydrate([int(i) for i in ids], {})

    def hydrate(self, ids: Sequence[int], scores: dict[int, float],
                ranks: dict[int, dict[str, int]] | None = None) -> list[RecalledFact]:
        """Memories by id as `RecalledFact`s, in the order given, with their scores (and per-arm ranks)."""
        rows: dict[int, tuple[Any, ...]] = {}
        for part in chunks(list(ids)):
            marks = ",".join("?" * len(part))
            for r in self.conn.execute(
                "SELECT id, text, type, tags, metadata, document_id, occurred_start, occurred_end, mentioned_at,"
                f" context FROM memories WHERE +bank_id = ? AND id IN ({marks})", (self.bank_id, *part)
            ):
                rows[r[0]] = r
        entities: dict[int, list[str]] = {}
        sources: dict[int, list[str]] = {}
        for part in chunks(list(rows)):
            marks = ",".join("?" * len(part))
            for mid, name in self.conn.execute(
                f"SELECT me.memory_id, e.name FROM memory_entities me JOIN entities e ON e.id = me.entity_id"
                f" WHERE me.memory_id IN ({marks}) ORDER BY e.id", part
            ):
                entities.setdefault(mid, []).append(name)
            for oid, sid in self.conn.execute(
                f"SELECT observation_id, source_id FROM observation_sources WHERE observation_id IN ({marks})"
                " ORDER BY source_id", part
            ):
                sources.setdefault(oid, []).append(str(sid))
        out = []
        for i in ids:
            r = rows.get(i)
            if r is None:
                continue
            out.append(RecalledFact(
                id=str(r[0]), text=r[1], type=r[2], score=round(scores.get(i, 0.0), 6), tags=json.loads(r[3]),
                metadata=json.loads(r[4]), document_id=r[5], occurred_start=_dt(r[6]), occurred_end=_dt(r[7]),
                mentioned_at=_dt(r[8]), context=r[9], entities=entities.get(i, []),
                source_fact_ids=sources.get(i, []), ranks=(ranks or {}).get(i) if ranks is not None else None,
            ))
        return out

    # --- the in-memory index --------------------------------------------------------------------------

    def index(self) -> Index:
        """The cached index recall searches, refreshed if another write happened (see index.py)."""
        idx = self._index
        if idx is not None and idx.version == self._version():
            return idx
        with self._lock:
            self._index = memory_index.load(self.conn, self.bank_id, self.embeddings.dim, self._index)
            return self._index

    # --- the document list a migration copies ----------------------------------------------------------

    def list_document_ids(self) -> list[str]:
        """Every document id of the bank in the order of its facts (what a migration copies, in that order,
        so a bank rebuilt from them numbers its facts in the same order)."""
        return [r[0] for r in self.conn.execute(
            "SELECT d.id FROM documents d LEFT JOIN (SELECT document_id, min(id) AS first FROM memories"
            " WHERE bank_id = ? GROUP BY document_id) f ON f.document_id = d.id WHERE d.bank_id = ?"
            " ORDER BY f.first IS NULL, f.first, d.rowid", (self.bank_id, self.bank_id),
        )]
