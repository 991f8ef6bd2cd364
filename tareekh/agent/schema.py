"""practice.db tables of the agent room, as named migrations: chats, their messages and citations, chat memories."""

from tareekh.migrations import Migration

_CHATS = """
CREATE TABLE chats (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    case_id TEXT,                           -- the case the chat is about, when one was chosen or found
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE chat_messages (
    id INTEGER PRIMARY KEY,
    chat_id TEXT NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
    content TEXT NOT NULL,
    mode TEXT,                              -- quick | deep | offline (assistant messages)
    notes TEXT NOT NULL DEFAULT '[]',       -- JSON list of visible notes (fallbacks, dropped citations)
    case_ids TEXT NOT NULL DEFAULT '[]',    -- JSON list: the cases the context builder chose
    dropped_citations INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE INDEX chat_messages_chat ON chat_messages(chat_id, id);
CREATE TABLE chat_citations (
    message_id INTEGER NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    fact_id TEXT,
    text TEXT NOT NULL,
    case_id TEXT,
    hearing_date TEXT,
    source_file TEXT,
    doc_type TEXT,
    upload_id TEXT,
    entry_id TEXT,
    verified INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (message_id, n)
);
CREATE TABLE chat_memories (
    id TEXT PRIMARY KEY,
    chat_id TEXT REFERENCES chats(id) ON DELETE SET NULL,
    case_id TEXT,
    text TEXT NOT NULL,                     -- the lawyer's words
    kind TEXT NOT NULL,                     -- reminder | decision | note
    document_id TEXT NOT NULL,              -- the memory bank document holding it
    created_at TEXT NOT NULL
);
CREATE INDEX chat_memories_case ON chat_memories(case_id);
"""

MIGRATIONS: list[Migration] = [("agent-0001-chats-and-chat-memories", _CHATS)]
