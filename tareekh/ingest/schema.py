"""practice.db tables of the ingest room, as named migrations.

An upload moves through `stored → read → split → resolved → done`, or stops at `error` with a message.
Each step commits together with its state, so a crash between steps is resumed at start-up and no entry is
ever written twice. Entries are never deleted: a rejected entry keeps its row with status `rejected`.
"""

from tareekh.migrations import Migration

_UPLOADS = """
        CREATE TABLE uploads (
            id INTEGER PRIMARY KEY,
            sha256 TEXT NOT NULL UNIQUE,
            display_name TEXT NOT NULL,           -- the file name as dropped, sanitised (display only)
            original_path TEXT NOT NULL,          -- relative to the home: originals/<sha256><ext>
            ext TEXT NOT NULL,
            size INTEGER NOT NULL,
            state TEXT NOT NULL DEFAULT 'stored'
                CHECK (state IN ('stored', 'read', 'split', 'resolved', 'done', 'error')),
            error TEXT,                           -- the message when state = 'error'
            options TEXT NOT NULL DEFAULT '{}',   -- JSON: case_id, date, author given by the user
            document TEXT,                        -- JSON of the Document read from the file
            doc_type TEXT,
            warnings TEXT NOT NULL DEFAULT '[]',  -- JSON list of strings
            created_at TEXT NOT NULL DEFAULT (datetime('now')),
            updated_at TEXT NOT NULL DEFAULT (datetime('now'))
        );
        CREATE INDEX uploads_state ON uploads(state);
"""

_ENTRIES = """
        CREATE TABLE entries (
            id INTEGER PRIMARY KEY,
            upload_id INTEGER NOT NULL REFERENCES uploads(id),
            seq INTEGER NOT NULL,                 -- order within the upload
            case_id TEXT,                         -- the case it is filed under (NULL while unfiled)
            case_hint TEXT,                       -- the text the splitter took to name the case
            candidates TEXT NOT NULL DEFAULT '[]',-- JSON: ranked case candidates from resolution
            hearing_date TEXT,                    -- ISO
            date_source TEXT,                     -- page_header, docket, note_header, file_name, user
            next_date TEXT,                       -- ISO
            stage TEXT,                           -- what the next date is listed for, when said
            doc_type TEXT NOT NULL,
            author TEXT,
            confidence REAL NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT 'review' CHECK (status IN ('retained', 'review', 'rejected')),
            reason TEXT,
            text TEXT NOT NULL,
            page INTEGER NOT NULL DEFAULT 1,
            region TEXT,                          -- JSON Box, when the page had word boxes
            retain_state TEXT CHECK (retain_state IN ('pending', 'done', 'failed')),
            retain_error TEXT,
            confirmed_at TEXT,
            created_at TEXT NOT NULL DEFAULT (datetime('now')),
            updated_at TEXT NOT NULL DEFAULT (datetime('now')),
            UNIQUE (upload_id, seq)
        );
        CREATE INDEX entries_case ON entries(case_id, hearing_date);
        CREATE INDEX entries_status ON entries(status);
"""

_LINKS = """
        CREATE TABLE entry_links (
            a INTEGER NOT NULL REFERENCES entries(id),
            b INTEGER NOT NULL REFERENCES entries(id),
            kind TEXT NOT NULL DEFAULT 'same_hearing',
            created_at TEXT NOT NULL DEFAULT (datetime('now')),
            PRIMARY KEY (a, b),
            CHECK (a < b)
        );
        CREATE INDEX entry_links_b ON entry_links(b);
"""

_CONFLICTS = """
        CREATE TABLE conflicts (
            id INTEGER PRIMARY KEY,
            case_id TEXT NOT NULL,
            hearing_date TEXT NOT NULL,
            field TEXT NOT NULL,                  -- 'next_date'
            entry_a INTEGER NOT NULL REFERENCES entries(id),
            value_a TEXT,
            entry_b INTEGER NOT NULL REFERENCES entries(id),
            value_b TEXT,
            resolved INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL DEFAULT (datetime('now')),
            UNIQUE (entry_a, entry_b, field)
        );
"""

_ERRORS = """
        CREATE TABLE ingest_errors (
            id INTEGER PRIMARY KEY,
            upload_id INTEGER REFERENCES uploads(id),
            file TEXT NOT NULL,                   -- the display name of the file
            stage TEXT NOT NULL,
            message TEXT NOT NULL,
            at TEXT NOT NULL DEFAULT (datetime('now'))
        );
"""

# Every path of a batch, written before the first file is copied; a row goes once its file is stored (or
# refused), so files a crash kept from being stored are stored at the next start.
_DROPPED = """
        CREATE TABLE dropped (
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL,                   -- absolute path as dropped (never followed if a symlink)
            options TEXT,
            at TEXT NOT NULL DEFAULT (datetime('now'))
        );
"""

# Media inside a chat export's .zip are uploads of their own, linked to the export, the day and the message
# that sent them.
_CHAT_MEDIA = """
        ALTER TABLE uploads ADD COLUMN parent_upload_id INTEGER REFERENCES uploads(id);
        ALTER TABLE uploads ADD COLUMN parent_seq INTEGER;      -- seq of the chat day's entry in the parent
        ALTER TABLE uploads ADD COLUMN parent_message TEXT;     -- the message that sent it ("20:02 Name: …")
        CREATE INDEX uploads_parent ON uploads(parent_upload_id);
"""

# The practice's own words, learned from text the lawyer confirmed or corrected in the review queue; the
# lexicon pass reads the next pages with them (names, abbreviations and terms no English dictionary has).
_LEXICON = """
        CREATE TABLE lexicon (
            word TEXT NOT NULL PRIMARY KEY,      -- as the lawyer wrote it
            seen INTEGER NOT NULL DEFAULT 1,     -- in how many confirmed texts
            first_entry INTEGER,                 -- the entry it was first learned from
            updated_at TEXT NOT NULL DEFAULT (datetime('now'))
        );
"""

# Word pairs of the confirmed texts ("next date", "bail application"): the lexicon's context model weighs a
# misreading that is itself a word by the pairs the practice writes, as well as by English's.
_LEXICON_PAIRS = """
        CREATE TABLE lexicon_pairs (
            pair TEXT NOT NULL PRIMARY KEY,      -- two lower-case English words written together, "a b"
            seen INTEGER NOT NULL DEFAULT 1,     -- how often, over the confirmed texts
            updated_at TEXT NOT NULL DEFAULT (datetime('now'))
        );
"""


def _records(conn) -> None:
    """Records of four kinds (hearing, document, chat_day, general), each with its own date, filed under one
    or more cases. Existing rows are hearings; their record date is the hearing date, and the case each was
    filed under is its first row in entry_cases."""
    for statement in (
        "ALTER TABLE entries ADD COLUMN kind TEXT NOT NULL DEFAULT 'hearing'"
        " CHECK (kind IN ('hearing', 'document', 'chat_day', 'general'))",
        "ALTER TABLE entries ADD COLUMN record_date TEXT",  # ISO: the record's own date
        "ALTER TABLE entries ADD COLUMN doc_kind TEXT",  # documents: 'sale deed', 'legal notice', 'FIR', …
        "ALTER TABLE entries ADD COLUMN date_hint TEXT",  # '--MM-DD' while only day and month are known
        "UPDATE entries SET record_date = hearing_date",
        "UPDATE entries SET kind = 'chat_day' WHERE date_source = 'chat'",  # chat days kept before kinds were
        # Every case an entry is filed under (a document may concern several); entries.case_id stays the first.
        """CREATE TABLE entry_cases (
            entry_id INTEGER NOT NULL REFERENCES entries(id),
            case_id TEXT NOT NULL,
            PRIMARY KEY (entry_id, case_id)
        )""",
        "CREATE INDEX entry_cases_case ON entry_cases(case_id)",
        "CREATE INDEX entries_kind ON entries(kind, record_date)",
        "INSERT INTO entry_cases (entry_id, case_id) SELECT id, case_id FROM entries WHERE case_id IS NOT NULL",
    ):
        conn.execute(statement)


def _retakes(conn) -> None:
    """Another photo of a page already filed is kept as a retake of that upload (no entries of its own); every
    OCR'd page's reading is printed (text, numbers, confidence, image hash) to know a retake of it. Pages read
    before this are printed from their stored documents (with no image hash: their text alone can match)."""
    from tareekh.ingest.retakes import page_prints

    for statement in (
        "ALTER TABLE uploads ADD COLUMN retake_of INTEGER REFERENCES uploads(id)",  # another photo of that page
        "ALTER TABLE uploads ADD COLUMN retake_note TEXT",  # what the lawyer is told about it
        """CREATE TABLE page_prints (
            upload_id INTEGER NOT NULL REFERENCES uploads(id),
            page INTEGER NOT NULL,
            numbers TEXT NOT NULL,                -- every number of 2+ digits on the page, sorted: pages must agree
            text TEXT NOT NULL,
            confidence REAL NOT NULL,
            engine TEXT NOT NULL,
            image_hash TEXT,                      -- hex; NULL for pages printed before hashes were kept
            PRIMARY KEY (upload_id, page)
        )""",
        "CREATE INDEX page_prints_numbers ON page_prints(numbers)",
    ):
        conn.execute(statement)
    for upload_id, document in conn.execute("SELECT id, document FROM uploads WHERE document IS NOT NULL").fetchall():
        for row in page_prints(upload_id, document):
            conn.execute("INSERT OR REPLACE INTO page_prints (upload_id, page, numbers, text, confidence, engine,"
                         " image_hash) VALUES (?, ?, ?, ?, ?, ?, ?)", row)


# An upload whose pages only a missing program can read (tesseract, or one of its language models) stays
# `stored` and waits for it: `waiting_for` names it ("tesseract", "tesseract:hin"), `waiting_reason` says what
# to install. It is read again once the program is there, at the next start or ingest.
_WAITING = """
        ALTER TABLE uploads ADD COLUMN waiting_for TEXT;
        ALTER TABLE uploads ADD COLUMN waiting_reason TEXT;
"""

MIGRATIONS: list[Migration] = [
    ("ingest-0001-uploads", _UPLOADS),
    ("ingest-0002-entries", _ENTRIES),
    ("ingest-0003-entry-links", _LINKS),
    ("ingest-0004-conflicts", _CONFLICTS),
    ("ingest-0005-errors", _ERRORS),
    ("ingest-0006-dropped", _DROPPED),
    ("ingest-0007-records", _records),
    ("ingest-0008-chat-media", _CHAT_MEDIA),
    ("ingest-0010-lexicon", _LEXICON),
    ("ingest-0016-retakes", _retakes),
    ("ingest-0019-waiting-for-a-reader", _WAITING),
    ("ingest-0023-lexicon-pairs", _LEXICON_PAIRS),
]
