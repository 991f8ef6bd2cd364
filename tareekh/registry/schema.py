"""practice.db tables of the registry: cases, judges, counsel, clients, aliases, next-date history.

The registry never holds how a person behaves: no temperament, habits, style, tactics or client notes.
"""

import sqlite3

from tareekh.migrations import Migration, without_foreign_keys


_CREATE_REGISTRY = """
        CREATE TABLE judges (
            id TEXT PRIMARY KEY, name TEXT NOT NULL, short TEXT, court TEXT, court_hall TEXT, level TEXT
        );
        CREATE TABLE counsel (
            id TEXT PRIMARY KEY, name TEXT NOT NULL, chamber TEXT
        );
        CREATE TABLE clients (
            id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT
        );
        CREATE TABLE cases (
            id TEXT PRIMARY KEY,
            number TEXT NOT NULL,
            number_key TEXT NOT NULL UNIQUE,       -- normalised number: 'OS/318/2022'
            cnr TEXT UNIQUE,
            short_name TEXT,
            title TEXT,
            parties TEXT NOT NULL DEFAULT '[]',    -- JSON list of {name, role}
            nature TEXT,
            court TEXT,
            court_hall TEXT,
            judge_id TEXT REFERENCES judges(id),
            counsel_id TEXT REFERENCES counsel(id),
            client_id TEXT REFERENCES clients(id),
            side TEXT,                             -- the side represented: plaintiff, petitioner, ...
            stage TEXT,                            -- what it is listed for next
            next_date TEXT,                        -- ISO date
            filed_on TEXT,
            status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
            created_at TEXT NOT NULL DEFAULT (datetime('now')),
            updated_at TEXT NOT NULL DEFAULT (datetime('now'))
        );
        CREATE TABLE aliases (
            id INTEGER PRIMARY KEY,
            case_id TEXT NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
            alias TEXT NOT NULL,
            norm TEXT NOT NULL,                    -- lower-cased, punctuation folded, for whole-word match
            kind TEXT NOT NULL CHECK (kind IN ('number', 'short_name', 'party', 'user')),
            UNIQUE (case_id, norm)
        );
        CREATE INDEX aliases_norm ON aliases(norm);
        CREATE TABLE next_dates (
            id INTEGER PRIMARY KEY,
            case_id TEXT NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
            next_date TEXT,                        -- the new next date (NULL = cleared)
            previous TEXT,                         -- what it replaced
            stage TEXT,                            -- listed for
            source TEXT NOT NULL,                  -- 'registry', 'user', 'entry:<entry id>'
            recorded_at TEXT NOT NULL DEFAULT (datetime('now'))
        );
        CREATE INDEX next_dates_case ON next_dates(case_id, recorded_at);
"""


_CASES_0002 = """
        CREATE TABLE cases_new (
            id TEXT PRIMARY KEY,
            number TEXT NOT NULL,
            number_key TEXT NOT NULL,              -- normalised number: 'OS/318/2022'; shared only across courts
            cnr TEXT UNIQUE,
            short_name TEXT,
            title TEXT,
            parties TEXT NOT NULL DEFAULT '[]',    -- JSON list of {name, role}
            nature TEXT,
            court TEXT,
            court_hall TEXT,
            judge_id TEXT REFERENCES judges(id),
            counsel_id TEXT REFERENCES counsel(id),
            client_id TEXT REFERENCES clients(id),
            side TEXT,                             -- the side represented: plaintiff, petitioner, ...
            stage TEXT,                            -- what it is listed for next
            next_date TEXT,                        -- ISO date
            filed_on TEXT,
            status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
            created_at TEXT NOT NULL DEFAULT (datetime('now')),
            updated_at TEXT NOT NULL DEFAULT (datetime('now'))
        )
"""
_CASE_COLUMNS = (
    "id, number, number_key, cnr, short_name, title, parties, nature, court, court_hall, judge_id, counsel_id,"
    " client_id, side, stage, next_date, filed_on, status, created_at, updated_at"
)


@without_foreign_keys
def _shared_number_keys(conn: sqlite3.Connection) -> None:
    """Two cases may share a number key when their courts or kinds differ ("CC 145/2025" in a consumer
    commission and before a magistrate), so number_key loses its UNIQUE constraint (checked in code now), and
    every key is computed again by today's table of case types."""
    from tareekh.registry.numbers import registration_key

    conn.execute(_CASES_0002)
    conn.execute(f"INSERT INTO cases_new ({_CASE_COLUMNS}) SELECT {_CASE_COLUMNS} FROM cases")
    conn.execute("DROP TABLE cases")
    conn.execute("ALTER TABLE cases_new RENAME TO cases")
    conn.execute("CREATE INDEX cases_number_key ON cases(number_key)")
    for case_id, number, key in conn.execute("SELECT id, number, number_key FROM cases").fetchall():
        new = registration_key(number)
        if new and new != key:
            conn.execute("UPDATE cases SET number_key = ? WHERE id = ?", (new, case_id))


MIGRATIONS: list[Migration] = [
    ("registry-0001-tables", _CREATE_REGISTRY),
    ("registry-0002-shared-number-keys", _shared_number_keys),
]
