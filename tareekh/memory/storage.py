"""The bank's SQLite file: connection settings, named migrations and the schema.

One file holds one or more banks (`banks.id`); every table carries `bank_id` and every statement filters
on it. The file is in WAL mode with a busy timeout, so one writer and readers in other processes can work
at once; writes run in `BEGIN IMMEDIATE` transactions. `banks.version` is bumped by every write so each
reader can tell when its in-memory caches (the embedding matrix, tag index, entity names) are stale;
`banks.rewrite_version` only by writes that change or delete memories: when it has not moved, the reader
appends the new rows (ids only grow) instead of reloading everything.

Tables
- `documents`: one row per retained item (by document_id): content, content_hash, retain params.
- `memories`: one table for all fact types (`world`, `experience`, `observation`). Text, context, tags
  (JSON, display copy; `n_tags` = number of distinct tags), metadata (JSON str→str), dates
  (`occurred_start`, `occurred_end`, `mentioned_at`, `event_date` = occurred_start ?? mentioned_at, all ISO
  naive UTC), `embedding` (float32 BLOB), `document_id` + `item_index` + `fact_index` (which item it came
  from), `observation_scopes` (JSON, as given at retain), and the part-2 columns below.
- `memory_tags(bank_id, tag, memory_id)`: the side table every tag filter uses (see tags.py).
- `memories_fts`: FTS5 over text (external content = memories); Indic words kept whole (memory-0004).
- `memories_sounds`: FTS5 over the sound keys of each memory's words (sounds.py), by memory id: the keyword
  arm's way across scripts. Written by `write_sounds` wherever a memory's text is written.
- `entities`, `memory_entities`: entities and which facts name them.
- `memory_links(from_id, to_id, link_type, weight)`: typed links (temporal/semantic/causal) for part 2.
- `observation_sources(observation_id, source_id)`: which facts an observation rests on.

How consolidation (consolidation/, strategies.py), reflect.py and mental_models.py plug in
- Pending facts: `SELECT ... FROM memories WHERE bank_id=? AND type IN ('world','experience') AND
  consolidated_at IS NULL AND consolidation_failed_at IS NULL`; their scope spec is `observation_scopes`
  (JSON: null = combined, a mode string, or a list of tag lists) and their tags are in `memory_tags`.
- An observation is written with `Bank.add_observation(...)` (type 'observation', tags = its scope,
  `proof_count`, sources in `observation_sources`, embedding computed by the bank); update with
  `Bank.update_observation(...)`, remove with `Bank.delete_memories([...])`. Stamp processed facts with
  `Bank.mark_consolidated(ids)` / `Bank.mark_consolidation_failed(ids)`.
- Deleting or replacing a document removes its facts; each observation loses those sources
  (`proof_count` recomputed) and is deleted when none is left (done by `BankCore.forget_facts`, core.py).
- Recall already searches observations (types=["observation"]) in every arm; the graph arm reaches
  observations through their source facts' entities.
- `consolidation_progress` (per fact and scope) and `mental_models` are the operations' own tables; their
  migrations (memory-0101, memory-0102, once applied lazily by those modules) are in the same list.
- Every migration of the file is in `MIGRATIONS`, applied by `apply_migrations` once, when `Bank.open` opens
  the file; add new tables/columns as further named migrations appended to it ("memory-0004-...").
"""

from __future__ import annotations

import sqlite3
import unicodedata
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from tareekh.memory.sounds import INDIC_FIRST, INDIC_LAST, sound_tokens

# unicode61 takes letters and digits as word characters and ends a word at anything else, vowel signs and
# viramas (Unicode category M) included: every Indic script's marks are declared word characters
_INDIC_MARKS = "".join(chr(c) for c in range(INDIC_FIRST, INDIC_LAST + 1) if unicodedata.category(chr(c))[0] == "M")
FTS_TOKENIZER = f"porter unicode61 remove_diacritics 2 tokenchars '{_INDIC_MARKS}'"

MIGRATIONS: list[tuple[str, str]] = [
    (
        "memory-0001-core",
        """
        CREATE TABLE banks (
            id TEXT PRIMARY KEY,
            embedding_provider TEXT NOT NULL,
            embedding_dim INTEGER NOT NULL,
            config TEXT NOT NULL DEFAULT '{}',
            version INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL
        );
        CREATE TABLE documents (
            bank_id TEXT NOT NULL REFERENCES banks(id),
            id TEXT NOT NULL,
            content TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            context TEXT,
            timestamp TEXT,
            tags TEXT NOT NULL DEFAULT '[]',
            metadata TEXT NOT NULL DEFAULT '{}',
            observation_scopes TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (bank_id, id)
        );
        CREATE TABLE memories (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bank_id TEXT NOT NULL REFERENCES banks(id),
            type TEXT NOT NULL CHECK (type IN ('world', 'experience', 'observation')),
            text TEXT NOT NULL,
            context TEXT,
            document_id TEXT,
            item_index INTEGER,
            fact_index INTEGER,
            tags TEXT NOT NULL DEFAULT '[]',
            n_tags INTEGER NOT NULL DEFAULT 0,
            metadata TEXT NOT NULL DEFAULT '{}',
            occurred_start TEXT,
            occurred_end TEXT,
            mentioned_at TEXT,
            event_date TEXT,
            embedding BLOB,
            observation_scopes TEXT,
            proof_count INTEGER NOT NULL DEFAULT 1,
            consolidated_at TEXT,
            consolidation_failed_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX memories_bank_type ON memories(bank_id, type);
        CREATE INDEX memories_bank_document ON memories(bank_id, document_id);
        CREATE INDEX memories_bank_event ON memories(bank_id, event_date);
        CREATE INDEX memories_pending ON memories(bank_id, consolidated_at) WHERE type != 'observation';
        CREATE TABLE memory_tags (
            bank_id TEXT NOT NULL,
            tag TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            PRIMARY KEY (memory_id, tag)
        ) WITHOUT ROWID;
        CREATE INDEX memory_tags_by_tag ON memory_tags(bank_id, tag, memory_id);
        CREATE VIRTUAL TABLE memories_fts USING fts5(
            text, content='memories', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts (rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts (memories_fts, rowid, text) VALUES ('delete', old.id, old.text);
        END;
        CREATE TRIGGER memories_fts_update AFTER UPDATE OF text ON memories BEGIN
            INSERT INTO memories_fts (memories_fts, rowid, text) VALUES ('delete', old.id, old.text);
            INSERT INTO memories_fts (rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TABLE entities (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bank_id TEXT NOT NULL,
            key TEXT NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            mention_count INTEGER NOT NULL DEFAULT 0,
            first_seen TEXT,
            last_seen TEXT,
            UNIQUE (bank_id, key)
        );
        CREATE TABLE memory_entities (
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
            bank_id TEXT NOT NULL,
            PRIMARY KEY (memory_id, entity_id)
        ) WITHOUT ROWID;
        CREATE INDEX memory_entities_by_entity ON memory_entities(entity_id, memory_id);
        CREATE TABLE memory_links (
            bank_id TEXT NOT NULL,
            from_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            to_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            link_type TEXT NOT NULL,
            weight REAL NOT NULL DEFAULT 1.0,
            PRIMARY KEY (from_id, to_id, link_type)
        ) WITHOUT ROWID;
        CREATE INDEX memory_links_to ON memory_links(to_id);
        CREATE TABLE observation_sources (
            bank_id TEXT NOT NULL,
            observation_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            source_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            PRIMARY KEY (observation_id, source_id)
        ) WITHOUT ROWID;
        CREATE INDEX observation_sources_by_source ON observation_sources(source_id);
        """,
    ),
    (
        # bumped only by writes that change or remove memories (not by appends), so a reader can extend its
        # cached index with the new rows instead of reloading all of it
        "memory-0002-rewrite-version",
        "ALTER TABLE banks ADD COLUMN rewrite_version INTEGER NOT NULL DEFAULT 0;",
    ),
    (
        # bank_id after the key columns: with it first, SQLite 3.40 (Debian 12's) reports a false "NULL value
        # in <table>.bank_id" for every row of these WITHOUT ROWID tables from PRAGMA integrity_check
        "memory-0003-bank-id-after-key",
        """
        CREATE TABLE memory_tags_new (
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            tag TEXT NOT NULL,
            bank_id TEXT NOT NULL,
            PRIMARY KEY (memory_id, tag)
        ) WITHOUT ROWID;
        INSERT INTO memory_tags_new (memory_id, tag, bank_id) SELECT memory_id, tag, bank_id FROM memory_tags;
        DROP TABLE memory_tags;
        ALTER TABLE memory_tags_new RENAME TO memory_tags;
        CREATE INDEX memory_tags_by_tag ON memory_tags(bank_id, tag, memory_id);
        CREATE TABLE observation_sources_new (
            observation_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            source_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            bank_id TEXT NOT NULL,
            PRIMARY KEY (observation_id, source_id)
        ) WITHOUT ROWID;
        INSERT INTO observation_sources_new (observation_id, source_id, bank_id)
            SELECT observation_id, source_id, bank_id FROM observation_sources;
        DROP TABLE observation_sources;
        ALTER TABLE observation_sources_new RENAME TO observation_sources;
        CREATE INDEX observation_sources_by_source ON observation_sources(source_id);
        """,
    ),
    (
        "memory-0101-consolidation-progress",
        """
        CREATE TABLE IF NOT EXISTS consolidation_progress (
            bank_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            scope TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('done', 'failed')),
            error TEXT,
            at TEXT NOT NULL,
            PRIMARY KEY (memory_id, scope)
        ) WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS consolidation_progress_by_bank ON consolidation_progress(bank_id, scope);
        """,
    ),
    (
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
        );
        """,
    ),
    (
        # Indic words kept whole: unicode61 parts a word at every vowel sign and virama (category M), so
        # "पत्रावली" was indexed as "पत" + "र" + "वल" and matched any word sharing a fragment. And the
        # words' sound keys in their own index (sounds.py), so that a Hindi query finds a Hinglish note and
        # back; kept apart from memories_fts because FTS5's BM25 counts a row's length over all its
        # columns, and a second column would move every English ranking. Filled by the writers
        # (retain, observations); a row deleted from memories leaves it through the trigger.
        "memory-0004-indic-words-and-sounds",
        f"""
        DROP TRIGGER memories_fts_insert;
        DROP TRIGGER memories_fts_delete;
        DROP TRIGGER memories_fts_update;
        DROP TABLE memories_fts;
        CREATE VIRTUAL TABLE memories_fts USING fts5(
            text, content='memories', content_rowid='id', tokenize="{FTS_TOKENIZER}"
        );
        CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts (rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts (memories_fts, rowid, text) VALUES ('delete', old.id, old.text);
        END;
        CREATE TRIGGER memories_fts_update AFTER UPDATE OF text ON memories BEGIN
            INSERT INTO memories_fts (memories_fts, rowid, text) VALUES ('delete', old.id, old.text);
            INSERT INTO memories_fts (rowid, text) VALUES (new.id, new.text);
        END;
        INSERT INTO memories_fts (memories_fts) VALUES ('rebuild');
        CREATE VIRTUAL TABLE memories_sounds USING fts5(sounds, tokenize='unicode61');
        CREATE TRIGGER memories_sounds_delete AFTER DELETE ON memories BEGIN
            DELETE FROM memories_sounds WHERE rowid = old.id;
        END;
        """,
    ),
    (
        # Assamese's own "ra" and "wa" (ৰ, ৱ) are heard as र and व since sounds.py learnt them: the memories that
        # hold them have their sound keys written again, so a Roman "Rajen" finds a note's "ৰাজেন"
        "memory-0005-assamese-letters-heard",
        "",
    ),
]


def write_sounds(conn: sqlite3.Connection, rows: Iterable[tuple[int, str]]) -> None:
    """Index the sound keys of memories' texts (`(id, text)` pairs), replacing what a row had."""
    rows = list(rows)
    conn.executemany("DELETE FROM memories_sounds WHERE rowid = ?", [(mid,) for mid, _ in rows])
    conn.executemany("INSERT INTO memories_sounds (rowid, sounds) VALUES (?, ?)",
                     [(mid, sound_tokens(text)) for mid, text in rows])


def connect(path: Path, opener: Callable[..., Any] | None = None) -> sqlite3.Connection:
    """A connection in WAL mode with a busy timeout (safe beside readers and one writer elsewhere).

    The only place the memory opens its SQLite file. `opener` (sqlite3.connect's signature) opens the file,
    e.g. keyed for an encrypted file (the owner's SQLCipher opener); None is sqlite3.connect."""
    conn: sqlite3.Connection = (opener or sqlite3.connect)(path, timeout=30.0, check_same_thread=False,
                                                           isolation_level=None)
    conn.execute("PRAGMA busy_timeout=30000")
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA synchronous=NORMAL")
    return conn


def apply_migrations(conn: sqlite3.Connection) -> list[str]:
    """Apply pending named migrations, each in its own transaction; return the names applied."""
    conn.execute("CREATE TABLE IF NOT EXISTS memory_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    applied: list[str] = []
    for name, sql in MIGRATIONS:
        if conn.execute("SELECT 1 FROM memory_migrations WHERE name = ?", (name,)).fetchone():
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            if conn.execute("SELECT 1 FROM memory_migrations WHERE name = ?", (name,)).fetchone():
                conn.execute("ROLLBACK")
                continue
            for statement in _statements(sql):
                conn.execute(statement)
            if name in _THEN:
                _THEN[name](conn)
            conn.execute(
                "INSERT INTO memory_migrations (name, applied_at) VALUES (?, ?)", (name, datetime.now().isoformat())
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        applied.append(name)
    return applied


def _fill_sounds(conn: sqlite3.Connection) -> None:
    cur = conn.execute("SELECT id, text FROM memories")
    while chunk := cur.fetchmany(2000):
        write_sounds(conn, chunk)


def _refill_assamese_sounds(conn: sqlite3.Connection) -> None:
    cur = conn.execute("SELECT id, text FROM memories WHERE instr(text, 'ৰ') > 0 OR instr(text, 'ৱ') > 0")
    while chunk := cur.fetchmany(2000):
        write_sounds(conn, chunk)


_THEN: dict[str, Callable[[sqlite3.Connection], None]] = {"memory-0004-indic-words-and-sounds": _fill_sounds,
                                                          "memory-0005-assamese-letters-heard": _refill_assamese_sounds}


def _statements(sql: str) -> list[str]:
    out, buf = [], ""
    for line in sql.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out
