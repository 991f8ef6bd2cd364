"""Chats, their messages and citations, and chat memories, in practice.db."""

from __future__ import annotations

import json
import sqlite3
import uuid
from datetime import datetime, timezone

from tareekh.agent.models import Answer, Chat, ChatMemory, ChatMessage, ChatSummary, Citation
from tareekh.errors import NotFound

TITLE_CHARS = 60


def _now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def chat_title(question: str, taken: set[str] = frozenset()) -> str:
    """A chat's title from its first question: cut at a word within TITLE_CHARS (with "…"), and made distinct
    from the titles already taken ("… (2)")."""
    flat = " ".join(str(question or "").split()) or "chat"
    if len(flat) > TITLE_CHARS:
        cut = flat[: TITLE_CHARS - 1]
        cut = cut.rsplit(" ", 1)[0] if " " in cut[TITLE_CHARS // 2 :] else cut
        flat = cut.rstrip(" ,;:-–—") + "…"
    title, n = flat, 2
    while title in taken:
        title, n = f"{flat} ({n})", n + 1
    return title


class ChatStore:
    """Reads and writes the agent's tables on the practice connection (one short transaction per write)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def _tx(self):
        return self.conn  # sqlite3 connection as a context manager: commit, or roll back on error

    # -- chats ----------------------------------------------------------------------------------------
    def new_chat(self, title: str, case_id: str | None = None) -> str:
        chat_id = "CH" + uuid.uuid4().hex[:10]
        now = _now()
        taken = {r[0] for r in self.conn.execute("SELECT title FROM chats")}
        with self._tx():
            self.conn.execute(
                "INSERT INTO chats (id, title, case_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
                (chat_id, chat_title(title, taken), case_id, now, now),
            )
        return chat_id

    def chat_row(self, chat_id: str) -> ChatSummary:
        row = self.conn.execute(
            "SELECT c.id, c.title, c.case_id, c.created_at, c.updated_at, "
            "(SELECT COUNT(*) FROM chat_messages m WHERE m.chat_id = c.id) FROM chats c WHERE c.id = ?",
            (chat_id,),
        ).fetchone()
        if row is None:
            raise NotFound(f"no chat {chat_id!r}")
        return ChatSummary(id=row[0], title=row[1], case_id=row[2], created_at=row[3], updated_at=row[4],
                           messages=row[5])

    def set_chat_case(self, chat_id: str, case_id: str | None) -> None:
        """The chat's case filter (None: all cases)."""
        self.chat_row(chat_id)  # NotFound names the chat
        with self._tx():
            self.conn.execute("UPDATE chats SET case_id = ? WHERE id = ?", (case_id, chat_id))

    def chats(self) -> list[ChatSummary]:
        rows = self.conn.execute(
            "SELECT c.id, c.title, c.case_id, c.created_at, c.updated_at, "
            "(SELECT COUNT(*) FROM chat_messages m WHERE m.chat_id = c.id) FROM chats c "
            "ORDER BY c.updated_at DESC, c.rowid DESC"
        ).fetchall()
        return [ChatSummary(id=r[0], title=r[1], case_id=r[2], created_at=r[3], updated_at=r[4], messages=r[5])
                for r in rows]

    def chat(self, chat_id: str) -> Chat:
        summary = self.chat_row(chat_id)
        rows = self.conn.execute(
            "SELECT id, role, content, mode, notes, case_ids, dropped_citations, created_at FROM chat_messages "
            "WHERE chat_id = ? ORDER BY id",
            (chat_id,),
        ).fetchall()
        cites: dict[int, list[Citation]] = {}
        for r in self.conn.execute(
            "SELECT message_id, n, fact_id, text, case_id, hearing_date, source_file, doc_type, upload_id, entry_id, "
            "verified FROM chat_citations WHERE message_id IN (SELECT id FROM chat_messages WHERE chat_id = ?) "
            "ORDER BY message_id, n",
            (chat_id,),
        ):
            cites.setdefault(r[0], []).append(Citation(
                n=r[1], fact_id=r[2], text=r[3], case_id=r[4], hearing_date=r[5], source_file=r[6], doc_type=r[7],
                upload_id=r[8], entry_id=r[9], verified=bool(r[10])))
        history = [
            ChatMessage(id=r[0], role=r[1], content=r[2], mode=r[3], notes=json.loads(r[4]),
                        case_ids=json.loads(r[5]), dropped_citations=r[6], created_at=r[7],
                        citations=cites.get(r[0], []))
            for r in rows
        ]
        return Chat(**summary.model_dump(), history=history)

    def previous_question(self, chat_id: str) -> str | None:
        row = self.conn.execute(
            "SELECT content FROM chat_messages WHERE chat_id = ? AND role = 'user' ORDER BY id DESC LIMIT 1",
            (chat_id,),
        ).fetchone()
        return row[0] if row else None

    def recent_messages(self, chat_id: str, limit: int = 6) -> list[dict[str, str]]:
        rows = self.conn.execute(
            "SELECT role, content FROM chat_messages WHERE chat_id = ? ORDER BY id DESC LIMIT ?", (chat_id, limit)
        ).fetchall()
        return [{"role": r[0], "content": r[1]} for r in reversed(rows)]

    def add_turn(self, chat_id: str, question: str, answer: Answer) -> int:
        """The question and the answer with its citations, in one transaction."""
        now = _now()
        with self._tx():
            self.conn.execute(
                "INSERT INTO chat_messages (chat_id, role, content, created_at) VALUES (?, 'user', ?, ?)",
                (chat_id, question, now),
            )
            cur = self.conn.execute(
                "INSERT INTO chat_messages (chat_id, role, content, mode, notes, case_ids, dropped_citations, "
                "created_at) VALUES (?, 'assistant', ?, ?, ?, ?, ?, ?)",
                (chat_id, answer.answer, answer.mode, json.dumps(answer.notes), json.dumps(answer.case_ids),
                 answer.dropped_citations, now),
            )
            message_id = cur.lastrowid
            self.conn.executemany(
                "INSERT INTO chat_citations (message_id, n, fact_id, text, case_id, hearing_date, source_file, "
                "doc_type, upload_id, entry_id, verified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(message_id, c.n, c.fact_id, c.text, c.case_id, c.hearing_date, c.source_file, c.doc_type,
                  c.upload_id, c.entry_id, int(c.verified)) for c in answer.citations],
            )
            self.conn.execute("UPDATE chats SET updated_at = ? WHERE id = ?", (now, chat_id))
        return message_id

    # -- chat memories ----------------------------------------------------------------------------------
    def add_memory(self, memory: ChatMemory) -> None:
        with self._tx():
            self.conn.execute(
                "INSERT INTO chat_memories (id, chat_id, case_id, text, kind, document_id, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (memory.id, memory.chat_id, memory.case_id, memory.text, memory.kind, memory.document_id,
                 memory.created_at),
            )

    def memories(self, case_id: str | None = None) -> list[ChatMemory]:
        sql = "SELECT id, chat_id, case_id, text, kind, document_id, created_at FROM chat_memories"
        params: tuple = ()
        if case_id:
            sql += " WHERE case_id = ?"
            params = (case_id,)
        rows = self.conn.execute(sql + " ORDER BY created_at, rowid", params).fetchall()
        return [ChatMemory(id=r[0], chat_id=r[1], case_id=r[2], text=r[3], kind=r[4], document_id=r[5],
                           created_at=r[6]) for r in rows]

    def memory(self, memory_id: str) -> ChatMemory:
        for m in self.memories():
            if m.id == memory_id:
                return m
        raise NotFound(f"no chat memory {memory_id!r} (see `tareekh chat-memories`)")

    def delete_memory(self, memory_id: str) -> None:
        with self._tx():
            self.conn.execute("DELETE FROM chat_memories WHERE id = ?", (memory_id,))
