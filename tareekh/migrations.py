"""Named, ordered migrations recorded in a table and applied in a transaction at start-up.

A migration is `(name, step)` where step is a SQL script (str) or a callable taking the connection.
Each runs in its own transaction together with its record, so a failed step leaves nothing behind.
Callables must not call `executescript` (it commits); run statements one by one.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence

Migration = tuple[str, "str | Callable[[sqlite3.Connection], None]"]


def split_statements(script: str) -> Iterator[str]:
    """The complete SQL statements of a script, one at a time."""
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                yield buf
            buf = ""
    if buf.strip():
        yield buf


def apply_migrations(conn: sqlite3.Connection, migrations: Sequence[Migration]) -> list[str]:
    """Apply every migration whose name is not yet recorded; return the names applied now."""
    conn.execute(
        "CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
    )
    conn.commit()
    applied = []
    for name, step in migrations:
        conn.execute("BEGIN IMMEDIATE")
        try:
            if conn.execute("SELECT 1 FROM _migrations WHERE name = ?", (name,)).fetchone():
                conn.rollback()
                continue
            if isinstance(step, str):
                for statement in split_statements(step):
                    conn.execute(statement)
            else:
                step(conn)
            conn.execute(
                "INSERT INTO _migrations (name, applied_at) VALUES (?, datetime('now'))", (name,)
            )
            conn.commit()
        except BaseException:
            conn.rollback()
            raise
        applied.append(name)
    return applied
