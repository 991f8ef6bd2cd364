"""Named, ordered migrations recorded in a table and applied in a transaction at start-up.

A migration is `(name, step)` where step is a SQL script (str) or a callable taking the connection.
Each runs in its own transaction together with its record, so a failed step leaves nothing behind.
Callables must not call `executescript` (it commits); run statements one by one. A callable marked with
`without_foreign_keys` runs with foreign-key enforcement off (SQLite's procedure for rebuilding a table that
others refer to: dropping the old table must not cascade); its own foreign keys are checked before it commits.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence

Migration = tuple[str, "str | Callable[[sqlite3.Connection], None]"]


def without_foreign_keys(step: Callable[[sqlite3.Connection], None]) -> Callable[[sqlite3.Connection], None]:
    """Mark a migration step that rebuilds a table: it runs with foreign keys off."""
    step.foreign_keys_off = True  # type: ignore[attr-defined]
    return step


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
        fk_off = bool(getattr(step, "foreign_keys_off", False))
        fk_was = conn.execute("PRAGMA foreign_keys").fetchone()[0]
        if fk_off:  # only outside a transaction does this pragma take effect
            conn.execute("PRAGMA foreign_keys=OFF")
        conn.execute("BEGIN IMMEDIATE")
        try:
            if conn.execute("SELECT 1 FROM _migrations WHERE name = ?", (name,)).fetchone():
                conn.rollback()
                continue
            broken_before = set(conn.execute("PRAGMA foreign_key_check").fetchall()) if fk_off else set()
            if isinstance(step, str):
                for statement in split_statements(step):
                    conn.execute(statement)
            else:
                step(conn)
            if fk_off and set(conn.execute("PRAGMA foreign_key_check").fetchall()) - broken_before:
                raise sqlite3.IntegrityError(f"migration {name} would leave rows pointing at nothing")
            conn.execute(
                "INSERT INTO _migrations (name, applied_at) VALUES (?, datetime('now'))", (name,)
            )
            conn.commit()
        except BaseException:
            conn.rollback()
            raise
        finally:
            if fk_off:
                conn.execute(f"PRAGMA foreign_keys={'ON' if fk_was else 'OFF'}")
        applied.append(name)
    return applied
