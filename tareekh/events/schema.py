"""practice.db tables of the events room, as named migrations.

`events` holds one row per event with the record (entry) and span it came from; `event_cases` files an event
under every case its record concerns; `event_records` remembers which version of each record was read (a
fingerprint of its text, case, date and the people around it), so a corrected record is read again and an
existing home is back-filled at open.
"""

from tareekh.migrations import Migration

_EVENTS = """
CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    entry_id INTEGER NOT NULL REFERENCES entries(id),
    kind TEXT NOT NULL,
    case_id TEXT,                         -- the record's first case
    record_date TEXT,                     -- ISO: hearing date, document date, chat day
    span_start INTEGER NOT NULL,
    span_end INTEGER NOT NULL,
    text TEXT NOT NULL,                   -- the record's text at the span
    data TEXT NOT NULL DEFAULT '{}',      -- JSON: the kind's own fields
    source TEXT NOT NULL DEFAULT 'rules' CHECK (source IN ('rules', 'llm'))
);
CREATE INDEX events_entry ON events(entry_id);
CREATE INDEX events_kind ON events(kind, record_date);
CREATE TABLE event_cases (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    case_id TEXT NOT NULL,
    PRIMARY KEY (event_id, case_id)
);
CREATE INDEX event_cases_case ON event_cases(case_id);
CREATE TABLE event_records (
    entry_id INTEGER PRIMARY KEY REFERENCES entries(id),
    fingerprint TEXT NOT NULL,
    source TEXT NOT NULL,
    events INTEGER NOT NULL DEFAULT 0,
    extracted_at TEXT NOT NULL DEFAULT (datetime('now'))
);
"""

MIGRATIONS: list[Migration] = [
    ("events-0001-events", _EVENTS),
]
