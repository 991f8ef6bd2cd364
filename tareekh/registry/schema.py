"""practice.db tables of the registry: cases, judges, counsel, clients, aliases, next-date history.

The registry never holds how a person behaves: no temperament, habits, style, tactics or client notes.
"""

from tareekh.migrations import Migration


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


MIGRATIONS: list[Migration] = [("registry-0001-tables", _CREATE_REGISTRY)]
