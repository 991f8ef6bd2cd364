"""`Bank`: one memory bank in a SQLite file — retain, recall, documents, stats, and the hooks part 2 uses."""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from tareekh.memory import storage, tags as tagmatch
from tareekh.memory.embeddings import EmbeddingProvider, default_provider, embedding_status
from tareekh.memory.extract import ExtractedEntity, ExtractedFact, extract_facts
from tareekh.memory.models import (
    FACT_TYPES,
    BankConfig,
    BankStats,
    Document,
    RecalledFact,
    RetainItem,
    RetainResult,
    naive_utc,
)


class BankError(Exception):
    """A problem with the bank file or its use (message names it)."""


class EmbeddingMismatch(BankError):
    """The bank was built with another embedding model; vectors of two models cannot be mixed."""


def _iso(value: datetime | None) -> str | None:
    return value.isoformat(timespec="seconds") if value is not None else None


def _dt(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def _now() -> datetime:
    return naive_utc(datetime.now().astimezone())


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _chunks(seq: Sequence, n: int = 500) -> Iterable[Sequence]:
    for i in range(0, len(seq), n):
        yield seq[i : i + n]


@dataclass
class _Index:
    """The in-memory view recall searches: vectors and tag positions of every memory of the bank."""

    version: int
    rewrite: int  # banks.rewrite_version this index was built at (see storage.py)
    ids: np.ndarray  # int64, row → memory id (ascending)
    types: np.ndarray  # object array of type names
    n_tags: np.ndarray
    matrix: np.ndarray  # float32 (n, dim)
    positions_by_tag: dict[str, np.ndarray]
    row_of: dict[int, int]
    entity_names: dict[str, list[int]] = field(default_factory=dict)
    when: np.ndarray | None = None  # float64 days since 1970 of occurred_start ?? mentioned_at ?? occurred_end; NaN
    proof: np.ndarray | None = None  # int32 proof_count
    text_len: np.ndarray | None = None  # int32 characters of text (the token cut)
    entity_rows: dict[int, np.ndarray] = field(default_factory=dict)  # entity id → rows naming it (ascending)
    link_rows: np.ndarray | None = None  # (row, entity id) pairs sorted by row: which entities a row names
    source_rows: np.ndarray | None = None  # (observation row, source row) pairs
    max_entity_id: int = 0


@dataclass
class Search:
    """Every arm's ranked ids and the fused ranking (what `recall(trace=True)` reports as ranks)."""

    arms: dict[str, list[int]]
    fused: list[tuple[int, float]]
    window: tuple[datetime, datetime] | None = None


class Bank:
    """One memory bank. Open with `Bank.open(path, config)`; close with `close()`."""

    def __init__(self, path: Path, conn: sqlite3.Connection, config: BankConfig, provider: EmbeddingProvider):
        self.path = path
        self.conn = conn
        self.config = config
        self.bank_id = config.bank_id
        self.embeddings = provider
        self._lock = threading.RLock()
        self._index: _Index | None = None
        # called with each RetainResult after retain commits (part 2: consolidation runs after retain)
        self.after_retain: list[Any] = []
        # the ConsolidationConfig consolidate()/scopes() use when none is passed (the owner sets it)
        self.consolidation: Any = None

    # --- opening ---------------------------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | Path, config: BankConfig | None = None) -> "Bank":
        """Open (creating if needed) the bank `config.bank_id` in the SQLite file at `path`."""
        config = config or BankConfig()
        path = Path(path)
        if path.exists() and path.is_dir():
            raise BankError(f"memory bank path {path} is a folder, not a file")
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = storage.connect(path)
            storage.apply_migrations(conn)
        except sqlite3.DatabaseError as exc:
            raise BankError(f"cannot open memory bank {path}: {exc}") from exc
        provider = config.embeddings or default_provider()
        row = conn.execute(
            "SELECT embedding_provider, embedding_dim FROM banks WHERE id = ?", (config.bank_id,)
        ).fetchone()
        if row is None:
            conn.execute(
                "INSERT OR IGNORE INTO banks (id, embedding_provider, embedding_dim, created_at) VALUES (?, ?, ?, ?)",
                (config.bank_id, provider.name, provider.dim, _iso(_now())),
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
            except sqlite3.Error:
                pass

    def __enter__(self) -> "Bank":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # --- writing helpers --------------------------------------------------------------------------------

    def _write(self):
        return _WriteTxn(self)

    def _bump(self, rewrite: bool = True) -> None:
        """Mark the bank changed; `rewrite=False` when the write only appended memories."""
        self.conn.execute(
            "UPDATE banks SET version = version + 1, rewrite_version = rewrite_version + ? WHERE id = ?",
            (1 if rewrite else 0, self.bank_id),
        )

    def _version(self) -> int:
        row = self.conn.execute("SELECT version FROM banks WHERE id = ?", (self.bank_id,)).fetchone()
        return int(row[0]) if row else 0

    # --- retain -----------------------------------------------------------------------------------------

    def retain(self, items: Sequence[RetainItem | dict]) -> RetainResult:
        """Extract facts from each item, link entities, embed and index them.

        A document_id already stored with the same content is left unchanged; with other content its facts
        are replaced. Items without a document_id get a fresh one each.
        """
        started = time.perf_counter()
        parsed = [i if isinstance(i, RetainItem) else RetainItem.model_validate(i) for i in items]
        now = _now()
        result = RetainResult(items=len(parsed), facts=0)
        # the last item wins when one call names a document twice
        last_for_doc: dict[str, int] = {}
        doc_ids: list[str] = []
        for n, item in enumerate(parsed):
            doc_id = item.document_id or uuid.uuid4().hex
            doc_ids.append(doc_id)
            last_for_doc[doc_id] = n
        result.document_ids = doc_ids

        existing: dict[str, str] = {}
        unique_docs = list(last_for_doc)
        for part in _chunks(unique_docs):
            marks = ",".join("?" * len(part))
            for doc_id, content_hash in self.conn.execute(
                f"SELECT id, content_hash FROM documents WHERE bank_id = ? AND id IN ({marks})",
                (self.bank_id, *part),
            ):
                existing[doc_id] = content_hash

        work: list[tuple[int, RetainItem, str, datetime | None, list[ExtractedFact]]] = []
        for doc_id, n in last_for_doc.items():
            item = parsed[n]
            content_hash = _sha(item.content)
            if existing.get(doc_id) == content_hash:
                result.documents_unchanged.append(doc_id)
                continue
            if doc_id in existing:
                result.documents_replaced.append(doc_id)
            anchor = None if item.timestamp == "unset" else naive_utc(item.timestamp) if item.timestamp else now
            work.append((n, item, doc_id, anchor, self._extract(item, anchor)))

        texts: list[str] = []
        for _, item, _, _, facts in work:
            prefix = f"{item.context}: " if item.context else ""
            texts.extend(prefix + f.text for f in facts)
        vectors = self._embed_unique(texts)

        with self._lock, self._write():
            self._delete_documents([d for d in result.documents_replaced])
            next_id = self._next_memory_id()
            mem_rows, tag_rows, ent_links = [], [], []
            entity_seen: dict[str, tuple[ExtractedEntity, int, str | None]] = {}
            vec_i = 0
            for n, item, doc_id, anchor, facts in work:
                tags_json = json.dumps(item.tags, ensure_ascii=False)
                meta_json = json.dumps(item.metadata, ensure_ascii=False)
                scopes_json = json.dumps(item.observation_scopes) if item.observation_scopes is not None else None
                self.conn.execute(
                    "INSERT OR REPLACE INTO documents (bank_id, id, content, content_hash, context, timestamp, tags,"
                    " metadata, observation_scopes, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,"
                    " coalesce((SELECT created_at FROM documents WHERE bank_id = ? AND id = ?), ?), ?)",
                    (self.bank_id, doc_id, item.content, _sha(item.content), item.context, _iso(anchor), tags_json,
                     meta_json, scopes_json, self.bank_id, doc_id, _iso(now), _iso(now)),
                )
                for k, fact in enumerate(facts):
                    mid = next_id
                    next_id += 1
                    start = fact.occurred_start
                    end = fact.occurred_end or start
                    event = start or anchor
                    mem_rows.append((
                        mid, self.bank_id, fact.type, fact.text, item.context, doc_id, n, k, tags_json,
                        len(item.tags), meta_json, _iso(start), _iso(end), _iso(anchor), _iso(event),
                        vectors[vec_i].astype(np.float32).tobytes(), scopes_json, _iso(now), _iso(now),
                    ))
                    vec_i += 1
                    tag_rows.extend((self.bank_id, t, mid) for t in item.tags)
                    for ent in fact.entities:
                        prev = entity_seen.get(ent.key)
                        entity_seen[ent.key] = (ent, (prev[1] if prev else 0) + 1, _iso(event))
                        ent_links.append((mid, ent.key))
                    result.fact_ids.append(str(mid))
            self.conn.executemany(
                "INSERT INTO memories (id, bank_id, type, text, context, document_id, item_index, fact_index, tags,"
                " n_tags, metadata, occurred_start, occurred_end, mentioned_at, event_date, embedding,"
                " observation_scopes, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                mem_rows,
            )
            self.conn.executemany("INSERT OR IGNORE INTO memory_tags (bank_id, tag, memory_id) VALUES (?,?,?)", tag_rows)
            if entity_seen:
                self.conn.executemany(
                    "INSERT INTO entities (bank_id, key, name, kind, mention_count, first_seen, last_seen)"
                    " VALUES (?,?,?,?,?,?,?) ON CONFLICT (bank_id, key) DO UPDATE SET"
                    " mention_count = mention_count + excluded.mention_count,"
                    " first_seen = min(coalesce(first_seen, excluded.first_seen), coalesce(excluded.first_seen, first_seen)),"
                    " last_seen = max(coalesce(last_seen, excluded.last_seen), coalesce(excluded.last_seen, last_seen))",
                    [(self.bank_id, k, e.name, e.kind, c, seen, seen) for k, (e, c, seen) in entity_seen.items()],
                )
                key_to_id: dict[str, int] = {}
                keys = list(entity_seen)
                for part in _chunks(keys):
                    marks = ",".join("?" * len(part))
                    key_to_id.update(self.conn.execute(
                        f"SELECT key, id FROM entities WHERE bank_id = ? AND key IN ({marks})", (self.bank_id, *part)
                    ).fetchall())
                self.conn.executemany(
                    "INSERT OR IGNORE INTO memory_entities (memory_id, entity_id, bank_id) VALUES (?,?,?)",
                    [(mid, key_to_id[key], self.bank_id) for mid, key in ent_links],
                )
            if work:
                self._bump(rewrite=bool(result.documents_replaced))
        result.facts = len(result.fact_ids)
        result.seconds = round(time.perf_counter() - started, 4)
        for hook in list(self.after_retain):
            hook(result)
        return result

    def _embed_unique(self, texts: list[str]) -> np.ndarray:
        """Embed each distinct text once ("Not reached." recurs in every diary)."""
        if not texts:
            return np.zeros((0, self.embeddings.dim), np.float32)
        unique = list(dict.fromkeys(texts))
        vecs = np.asarray(self.embeddings.embed(unique), dtype=np.float32)
        if vecs.shape != (len(unique), self.embeddings.dim):
            raise BankError(f"embedding provider {self.embeddings.name} returned shape {vecs.shape}, "
                            f"expected ({len(unique)}, {self.embeddings.dim})")
        if len(unique) == len(texts):
            return vecs
        where = {t: i for i, t in enumerate(unique)}
        return vecs[[where[t] for t in texts]]

    def _extract(self, item: RetainItem, anchor: datetime | None) -> list[ExtractedFact]:
        if self.config.fact_extractor is not None:
            facts = list(self.config.fact_extractor(item, anchor))
        else:
            facts = extract_facts(item.content, anchor)
        out = []
        for f in facts:
            if isinstance(f, dict):
                f = ExtractedFact(**f)
            if f.type not in ("world", "experience"):
                raise BankError(f"fact extractor returned type {f.type!r}; retain makes only world/experience facts")
            if f.text and any(ch.isalnum() for ch in f.text):
                out.append(f)
        if not out:  # never lose content: a text the extractor cannot split is one fact
            out = [ExtractedFact(text=item.content.strip())]
        return out

    def _next_memory_id(self) -> int:
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
            created_at=_dt(row[8]), updated_at=_dt(row[9]),
        )

    def delete_document(self, document_id: str) -> bool:
        """Delete a document and its facts (observations lose those sources). False if it was not there."""
        with self._lock, self._write():
            found = self._delete_documents([document_id])
            if found:
                self._bump()
        return bool(found)

    def _delete_documents(self, document_ids: Sequence[str]) -> int:
        found = 0
        for part in _chunks(list(document_ids)):
            marks = ",".join("?" * len(part))
            ids = [r[0] for r in self.conn.execute(
                f"SELECT id FROM memories WHERE bank_id = ? AND document_id IN ({marks})", (self.bank_id, *part)
            )]
            self._delete_facts(ids)
            found += self.conn.execute(
                f"DELETE FROM documents WHERE bank_id = ? AND id IN ({marks})", (self.bank_id, *part)
            ).rowcount
        return found

    def _delete_facts(self, ids: Sequence[int]) -> None:
        """Delete memories; observations built on them lose those sources and go when none is left."""
        if not ids:
            return
        touched: set[int] = set()
        for part in _chunks(list(ids)):
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
                    (left, _iso(_now()), self.bank_id, obs),
                )
        self.conn.execute("DELETE FROM entities WHERE bank_id = ? AND mention_count <= 0", (self.bank_id,))

    # --- part-2 hooks (consolidation writes observations through these) ---------------------------------

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

    def _write_observation(self, obs_id, text, tags, source_ids, start, end, mentioned, metadata) -> str:
        tags = tagmatch.clean_tags(tags)
        sources = sorted({int(s) for s in source_ids})
        vec = self.embeddings.embed([text])[0].astype(np.float32).tobytes()
        now = _iso(_now())
        event = start or mentioned
        updating = obs_id is not None
        with self._lock, self._write():
            values = (text, json.dumps(tags, ensure_ascii=False), len(tags), json.dumps(metadata or {}),
                      _iso(start), _iso(end or start), _iso(mentioned), _iso(event), vec, len(sources), now)
            if obs_id is None:
                obs_id = self._next_memory_id()
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
            self.conn.executemany(
                "INSERT OR IGNORE INTO observation_sources (bank_id, observation_id, source_id)"
                " SELECT ?, ?, id FROM memories WHERE id = ? AND bank_id = ?",
                [(self.bank_id, obs_id, s, self.bank_id) for s in sources],
            )
            self._bump(rewrite=updating)
        return str(obs_id)

    def delete_memories(self, ids: Sequence[str | int]) -> None:
        """Delete memories by id (facts or observations)."""
        with self._lock, self._write():
            self._delete_facts([int(i) for i in ids])
            self._bump()

    def mark_consolidated(self, ids: Sequence[str | int], failed: bool = False) -> None:
        """Stamp facts `consolidated_at` (or `consolidation_failed_at` when failed=True)."""
        column = "consolidation_failed_at" if failed else "consolidated_at"
        now = _iso(_now())
        with self._lock, self._write():
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
        one = lambda sql: self.conn.execute(sql, (self.bank_id,)).fetchone()[0]  # noqa: E731
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
        types = self._types(types)
        pred, params = tagmatch.sql_predicate(tags, tags_match, self.bank_id)
        ordering = ("m.event_date IS NULL, m.event_date, m.mentioned_at IS NULL, m.mentioned_at, m.id"
                    if order == "occurred" else "m.mentioned_at IS NULL, m.mentioned_at, m.id")
        marks = ",".join("?" * len(types))
        ids = [r[0] for r in self.conn.execute(
            f"SELECT m.id FROM memories m WHERE m.bank_id = ? AND m.type IN ({marks}) AND {pred} ORDER BY {ordering}",
            (self.bank_id, *types, *params),
        )]
        return self._hydrate(ids, {})

    def get_facts(self, ids: Sequence[str | int]) -> list[RecalledFact]:
        """Memories by id, in the order asked (unknown ids are skipped)."""
        return self._hydrate([int(i) for i in ids], {})

    def _types(self, types: Sequence[str] | None) -> list[str]:
        if types is None:
            return list(FACT_TYPES)
        if isinstance(types, str):
            types = [types]
        bad = [t for t in types if t not in FACT_TYPES]
        if bad:
            raise ValueError(f"fact type {bad[0]!r} is not one of {', '.join(FACT_TYPES)}")
        return list(dict.fromkeys(types))

    def _hydrate(self, ids: Sequence[int], scores: dict[int, float],
                 ranks: dict[int, dict[str, int]] | None = None) -> list[RecalledFact]:
        rows: dict[int, tuple] = {}
        for part in _chunks(list(ids)):
            marks = ",".join("?" * len(part))
            for r in self.conn.execute(
                "SELECT id, text, type, tags, metadata, document_id, occurred_start, occurred_end, mentioned_at,"
                f" context FROM memories WHERE +bank_id = ? AND id IN ({marks})", (self.bank_id, *part)
            ):
                rows[r[0]] = r
        entities: dict[int, list[str]] = {}
        sources: dict[int, list[str]] = {}
        for part in _chunks(list(rows)):
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

    # --- the in-memory index ----------------------------------------------------------------------------

    def _versions(self) -> tuple[int, int]:
        row = self.conn.execute("SELECT version, rewrite_version FROM banks WHERE id = ?", (self.bank_id,)).fetchone()
        return (int(row[0]), int(row[1])) if row else (0, 0)

    def _current_index(self) -> _Index:
        """The cached index, refreshed if another write happened: extended by new rows after appends only,
        rebuilt after anything was changed or deleted."""
        idx = self._index
        if idx is not None and idx.version == self._version():
            return idx
        with self._lock:
            # read in one snapshot so the matrix, tags and links agree
            own_txn = not self.conn.in_transaction
            if own_txn:
                self.conn.execute("BEGIN")
            try:
                version, rewrite = self._versions()
                idx = self._index
                if idx is not None and idx.version == version:
                    return idx
                base = idx if idx is not None and idx.rewrite == rewrite else None
                after = int(base.ids[-1]) if base is not None and len(base.ids) else 0
                after_entity = base.max_entity_id if base is not None else 0
                q = lambda sql, *p: self.conn.execute(sql, (self.bank_id, *p)).fetchall()  # noqa: E731
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
                    self.conn.execute("COMMIT")
            self._index = self._build_index(base, version, rewrite, rows, tag_rows, entity_rows, link_rows,
                                            source_pairs)
            return self._index

    def _build_index(self, base, version, rewrite, rows, tag_rows, entity_rows, link_rows, source_pairs) -> _Index:
        dim = self.embeddings.dim
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
        for tag, pos in by_tag.items():
            new = np.array(pos, dtype=np.int64)
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

        def join(old, new):
            return new if base is None else np.concatenate([old, new])

        return _Index(
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

    # --- recall -----------------------------------------------------------------------------------------

    def recall(
        self,
        query: str,
        *,
        tags: Sequence[str] | None = None,
        tags_match: str = "any",
        types: Sequence[str] | None = None,
        max_tokens: int = 4096,
        budget: str = "mid",
        query_timestamp: datetime | None = None,
        trace: bool = False,
    ) -> list[RecalledFact]:
        """Facts for `query`: four arms (semantic, keyword, graph, temporal) fused by reciprocal rank.

        `tags`/`tags_match` filter every arm the same way (see tags.py); `types` limits fact types;
        `budget` low/mid/high sets candidates per arm (100/300/1000); the result is cut at the first fact
        that would take the total over `max_tokens`. With `trace=True` each fact carries its per-arm ranks.
        """
        from tareekh.memory.recall import search, final_scores

        search_result = search(self, query, tags=tags, tags_match=tags_match, types=types, budget=budget,
                               query_timestamp=query_timestamp)
        return final_scores(self, search_result, max_tokens=max_tokens, budget=budget,
                            query_timestamp=query_timestamp, trace=trace)

    def search_arms(self, query: str, **kwargs: Any) -> Search:
        """Each arm's ranked ids and the RRF fusion, before scoring and the token cut (for benchmarks/tracing)."""
        from tareekh.memory.recall import search

        return search(self, query, **kwargs)


    # --- part 2: consolidation, scopes, reflect, mental models (tareekh/memory/consolidate.py etc.) --------

    def consolidate(self, config: Any = None, *, scopes: Sequence[Sequence[str]] | None = None) -> Any:
        """Turn pending facts into observations per observation scope (a `ConsolidationConfig`; None = offline)."""
        from tareekh.memory.consolidate import consolidate

        return consolidate(self, config if config is not None else self.consolidation, scopes=scopes)

    def scopes(self, config: Any = None) -> Any:
        """Every observation scope with fact/observation counts, its owner ("Default" where none), waiting."""
        from tareekh.memory.consolidate import list_scopes

        return list_scopes(self, config if config is not None else self.consolidation)

    def preview_strategies(self, strategies: Any, config: Any = None) -> Any:
        """What `scopes()` would show under `strategies` (not saved); raises StrategyError naming a bad key."""
        from tareekh.memory.consolidate import preview_strategies

        return preview_strategies(self, strategies, config if config is not None else self.consolidation)

    def reflect(self, query: str, tags: Sequence[str] | None = None, tags_match: str = "any", budget: str = "mid",
                *, model: Any = None, skip_fact: Any = None) -> Any:
        """Answer from mental models, then observations, then facts (`ReflectResult(text, based_on)`)."""
        from tareekh.memory.reflect import reflect

        return reflect(self, query, tags=tags, tags_match=tags_match, budget=budget, model=model,
                       skip_fact=skip_fact)

    def recover_failed(self) -> int:
        """Clear the failed-consolidation marks so the next run retries those facts; how many."""
        from tareekh.memory.consolidate import recover_failed

        return recover_failed(self)

    # --- the public surface the memory contract names (contract.py); thin, no behaviour of their own -----

    def capabilities(self) -> Any:
        """What this backend can do: everything, offline (observations and reflect are extractive)."""
        from tareekh.memory.contract import BankCapabilities

        return BankCapabilities(backend="embedded", where=str(self.path))

    def list_document_ids(self) -> list[str]:
        """Every document id of the bank in the order of its facts (what a migration copies, in that order,
        so a bank rebuilt from them numbers its facts in the same order)."""
        return [r[0] for r in self.conn.execute(
            "SELECT d.id FROM documents d LEFT JOIN (SELECT document_id, min(id) AS first FROM memories"
            " WHERE bank_id = ? GROUP BY document_id) f ON f.document_id = d.id WHERE d.bank_id = ?"
            " ORDER BY f.first IS NULL, f.first, d.rowid", (self.bank_id, self.bank_id),
        )]

    def list_mental_models(self) -> list[Any]:
        from tareekh.memory.mental_models import list_mental_models

        return list_mental_models(self)

    def get_mental_model(self, model_id: str) -> Any:
        from tareekh.memory.mental_models import get_mental_model

        return get_mental_model(self, model_id)

    def put_mental_model(self, spec: Any) -> Any:
        from tareekh.memory.mental_models import put_mental_model

        return put_mental_model(self, spec)

    def delete_mental_model(self, model_id: str) -> bool:
        from tareekh.memory.mental_models import delete_mental_model

        return delete_mental_model(self, model_id)


class _WriteTxn:
    """BEGIN IMMEDIATE … COMMIT (ROLLBACK on error): one writer at a time, across processes."""

    def __init__(self, bank: Bank):
        self.conn = bank.conn

    def __enter__(self):
        self.conn.execute("BEGIN IMMEDIATE")
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.conn.execute("COMMIT")
        else:
            self.conn.execute("ROLLBACK")
        return False
