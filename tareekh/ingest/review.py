"""Entries (records) as the user sees them, and the review queue over practice.db.

An entry is a record of one of four kinds (`hearing`, `document`, `chat_day`, `general`). Its `status` is
what the user sees: `retained` (filed: a hearing under its case with its hearing date, a document or chat day
under every case it concerns, a general note under no case), `review` (waiting for a person, with its
reason) or `rejected` (kept, visible, never retained). `retain_state` says separately whether the memory
bank has it: pending, done or failed.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any, Literal

from pydantic import BaseModel, Field

from tareekh.errors import NotFound
from tareekh.ingest.models import Box, DocType, RecordKind

Status = Literal["retained", "review", "rejected"]
RetainState = Literal["pending", "done", "failed"]
UploadState = Literal["stored", "read", "split", "resolved", "done", "error"]
FINAL_STATES = ("done", "error")


class CaseCandidate(BaseModel):
    case_id: str
    score: float
    tier: str
    matched: str


class Entry(BaseModel):
    """One record from one upload (a hearing's text, a document, a chat's day, a general note), filed (or
    waiting) under its case or cases."""

    id: int
    upload_id: int
    source_file: str  # display name of the upload
    original_path: str  # relative to the home: originals/<sha256><ext>
    case_id: str | None  # the first (primary) case it is filed under
    hearing_date: str | None  # hearings only
    kind: RecordKind = "hearing"
    record_date: str | None = None  # ISO: the record's own date (the hearing date for hearings)
    doc_kind: str | None = None  # documents: 'sale deed', 'legal notice', …
    case_ids: list[str] = Field(default_factory=list)  # every case it is filed under, the primary first
    next_date: str | None = None
    stage: str | None = None
    doc_type: DocType
    author: str | None
    confidence: float
    status: Status
    reason: str | None
    text: str
    page: int = 1
    region: Box | None = None
    linked_entry_ids: list[int] = Field(default_factory=list)
    retain_state: RetainState | None = None
    date_source: str | None = None
    candidates: list[CaseCandidate] = Field(default_factory=list)

    @property
    def suggested_case_id(self) -> str | None:
        return self.case_id or (self.candidates[0].case_id if self.candidates else None)


class Upload(BaseModel):
    id: int
    sha256: str
    source_file: str
    original_path: str
    size: int
    state: UploadState
    error: str | None = None
    doc_type: str | None = None
    warnings: list[str] = Field(default_factory=list)
    created_at: str
    entry_ids: list[int] = Field(default_factory=list)
    parent_upload_id: int | None = None  # the chat export a media file came in
    parent_seq: int | None = None  # the chat day (entry seq in the parent) whose message sent it
    parent_message: str | None = None  # that message, "20:02 Name: <attached: …>"
    retake_of: int | None = None  # the upload whose page this photo is another photo of (it has no entries)
    retake_note: str | None = None  # "another photo of a page filed on …"
    waiting_for: str | None = None  # a program only it can be read with: "tesseract", "tesseract:hin"
    waiting_reason: str | None = None  # what to install, in plain words


class Conflict(BaseModel):
    """A note and another source (usually the certified order sheet) disagree about one hearing."""

    id: int
    case_id: str
    hearing_date: str
    field: str
    entry_a: int
    value_a: str | None
    entry_b: int
    value_b: str | None
    resolved: bool = False


_ENTRY_SELECT = """
    SELECT e.*, u.display_name AS source_file, u.original_path AS original_path
    FROM entries e JOIN uploads u ON u.id = e.upload_id
"""


def _links(conn: sqlite3.Connection, entry_id: int) -> list[int]:
    rows = conn.execute(
        "SELECT b FROM entry_links WHERE a = ? UNION SELECT a FROM entry_links WHERE b = ? ORDER BY 1",
        (entry_id, entry_id),
    ).fetchall()
    return [r[0] for r in rows]


def _fetch(conn: sqlite3.Connection, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
    """Rows addressable by column name, leaving the connection's row factory as it was."""
    prev = conn.row_factory
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.row_factory = prev


def _columns(row: Any, *names: str) -> dict[str, Any]:
    """The fields a model takes from the row's columns of the same name, unchanged."""
    return {name: row[name] for name in names}


def _case_ids(conn: sqlite3.Connection, entry_id: int, primary: str | None) -> list[str]:
    others = [r[0] for r in conn.execute(
        "SELECT case_id FROM entry_cases WHERE entry_id = ? ORDER BY rowid", (entry_id,)) if r[0] != primary]
    return ([primary] if primary else []) + others


def _row_to_entry(conn: sqlite3.Connection, row: sqlite3.Row) -> Entry:
    d: dict[str, Any] = dict(row)
    return Entry(
        **_columns(d, "id", "upload_id", "source_file", "original_path", "case_id", "hearing_date", "next_date",
                   "stage", "doc_type", "author", "status", "reason", "text", "page", "retain_state", "date_source",
                   "kind", "record_date", "doc_kind"),
        case_ids=_case_ids(conn, d["id"], d["case_id"]),
        confidence=round(float(d["confidence"] or 0), 3),
        region=Box(**json.loads(d["region"])) if d["region"] else None,
        linked_entry_ids=_links(conn, d["id"]),
        candidates=[CaseCandidate(**c) for c in json.loads(d["candidates"] or "[]")],
    )


def _query(conn: sqlite3.Connection, where: str = "", params: tuple = ()) -> list[Entry]:
    rows = _fetch(conn, f"{_ENTRY_SELECT} {where} ORDER BY e.id", params)
    return [_row_to_entry(conn, r) for r in rows]


def list_entries(
    conn: sqlite3.Connection,
    *,
    status: str | None = None,
    case_id: str | None = None,
    upload_id: int | None = None,
    ids: list[int] | None = None,
    kind: str | None = None,
) -> list[Entry]:
    """Entries by status, case (any case it is filed under), upload, ids and kind."""
    clauses, params = [], []
    if status:
        clauses.append("e.status = ?")
        params.append(status)
    if case_id:
        clauses.append("(e.case_id = ? OR e.id IN (SELECT entry_id FROM entry_cases WHERE case_id = ?))")
        params.extend((case_id, case_id))
    if kind:
        clauses.append("e.kind = ?")
        params.append(kind)
    if upload_id is not None:
        clauses.append("e.upload_id = ?")
        params.append(upload_id)
    if ids is not None:
        if not ids:
            return []
        clauses.append(f"e.id IN ({','.join('?' * len(ids))})")
        params.extend(ids)
    where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
    return _query(conn, where, tuple(params))


def get_entry(conn: sqlite3.Connection, entry_id: int) -> Entry:
    found = _query(conn, "WHERE e.id = ?", (int(entry_id),))
    if not found:
        raise NotFound(f"no entry {entry_id}")
    return found[0]


def get_upload(conn: sqlite3.Connection, upload_id: int) -> Upload:
    found = _fetch(conn, "SELECT * FROM uploads WHERE id = ?", (int(upload_id),))
    if not found:
        raise NotFound(f"no upload {upload_id}")
    row = found[0]
    ids = [r[0] for r in conn.execute("SELECT id FROM entries WHERE upload_id = ? ORDER BY seq", (row["id"],))]
    return Upload(
        **_columns(row, "id", "sha256", "original_path", "size", "state", "error", "doc_type", "created_at",
                   "parent_upload_id", "parent_seq", "parent_message", "retake_of", "retake_note", "waiting_for",
                   "waiting_reason"),
        source_file=row["display_name"],
        warnings=json.loads(row["warnings"] or "[]"),
        entry_ids=ids,
    )


def list_conflicts(conn: sqlite3.Connection, *, case_id: str | None = None) -> list[Conflict]:
    sql = "SELECT id, case_id, hearing_date, field, entry_a, value_a, entry_b, value_b, resolved FROM conflicts"
    params: tuple = ()
    if case_id:
        sql += " WHERE case_id = ?"
        params = (case_id,)
    rows = conn.execute(sql + " ORDER BY id", params).fetchall()
    keys = ("id", "case_id", "hearing_date", "field", "entry_a", "value_a", "entry_b", "value_b", "resolved")
    return [Conflict(**dict(zip(keys, r))) for r in rows]
