"""Entries (records) as the user sees them, and the review queue over practice.db.

An entry is a record of one of four kinds (`hearing`, `document`, `chat_day`, `general`). Its `status` is
what the user sees: `retained` (filed: a hearing under its case with its hearing date, a document or chat day
under every case it concerns, a general note under no case), `review` (waiting for a person, with its
reason) or `rejected` (kept, visible, never retained). `retain_state` says separately whether the memory
bank has it: pending, done or failed.

The statements that read entries, and those that file one (its cases, links to other sources of the same
hearing, disagreements), are here; tareekh/ingest/filing.py decides where a record goes and calls them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, Field

from tareekh.errors import NotFound
from tareekh.ingest.models import Box, DocType, DraftEntry, RecordKind
from tareekh.vault import row_class

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
    conn.row_factory = row_class(conn)
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


# -- filing: the statements on entries, entry_cases, entry_links and conflicts that file a record
# (tareekh/ingest/filing.py decides; these write). Each runs inside the caller's transaction.


def set_entry_cases(conn: sqlite3.Connection, entry_id: int, case_ids: Sequence[str]) -> None:
    """Record every case an entry is filed under (the first is also `entries.case_id`)."""
    conn.execute("DELETE FROM entry_cases WHERE entry_id = ?", (entry_id,))
    conn.executemany("INSERT OR IGNORE INTO entry_cases (entry_id, case_id) VALUES (?, ?)",
                     [(entry_id, c) for c in dict.fromkeys(case_ids)])


def unfiled_entries(conn: sqlite3.Connection, upload_id: int) -> list[tuple[int, str, str | None, str | None, str,
                                                                             str | None, str | None, str | None]]:
    """(id, text, case hint, hearing date, kind, doc kind, date hint, record date) of an upload's entries, in
    order."""
    return conn.execute(
        "SELECT id, text, case_hint, hearing_date, kind, doc_kind, date_hint, record_date FROM entries"
        " WHERE upload_id = ? ORDER BY seq", (upload_id,)
    ).fetchall()


def save_filing(conn: sqlite3.Connection, entry_id: int, *, case_ids: Sequence[str],
                candidates: Sequence[CaseCandidate], confidence: float, reason: str, status: str, kind: str,
                hearing: str | None, date_source: str | None) -> None:
    """Store how an entry was filed: its cases, candidates, status and reason, kind and hearing date."""
    conn.execute(
        "UPDATE entries SET case_id = ?, candidates = ?, confidence = ?, reason = ?, status = ?,"
        " retain_state = ?, kind = ?, hearing_date = ?, date_source = coalesce(?, date_source),"
        " record_date = CASE WHEN ? = 'hearing' THEN ? ELSE record_date END,"
        " date_hint = CASE WHEN ? IS NULL THEN date_hint END, updated_at = datetime('now') WHERE id = ?",
        (case_ids[0] if case_ids else None, json.dumps([c.model_dump() for c in candidates]), confidence, reason,
         status, "pending" if status == "retained" else None, kind, hearing, date_source,
         kind, hearing, hearing, entry_id),
    )
    set_entry_cases(conn, entry_id, case_ids)


def save_confirmation(conn: sqlite3.Connection, entry_id: int, *, case_ids: Sequence[str], kind: str,
                      hearing: str | None, record_date: str | None, date_given: bool, text: str) -> None:
    """Store a person's filing of an entry (its case first in `case_ids`, its date, its corrected text)."""
    conn.execute(
        "UPDATE entries SET case_id = ?, hearing_date = ?, record_date = ?, kind = ?,"
        " date_source = CASE WHEN ? THEN 'user' ELSE date_source END, text = ?, status = 'retained',"
        " retain_state = 'pending', reason = 'confirmed by the user', confidence = 1.0,"
        " confirmed_at = datetime('now'), updated_at = datetime('now') WHERE id = ?",
        (case_ids[0], hearing, record_date, kind, 1 if date_given else 0, text, entry_id),
    )
    set_entry_cases(conn, entry_id, case_ids)


def set_entry_record_date(conn: sqlite3.Connection, entry_id: int, record_date: str | None) -> None:
    conn.execute("UPDATE entries SET record_date = ? WHERE id = ?", (record_date, entry_id))


def set_entry_next_date(conn: sqlite3.Connection, entry_id: int, next_date: str | None, stage: str | None) -> None:
    conn.execute("UPDATE entries SET next_date = ?, stage = ? WHERE id = ?", (next_date, stage, entry_id))


def listed_next_dates(conn: sqlite3.Connection, case_id: str) -> list[str]:
    """The next dates the case's filed entries gave (days it was listed for)."""
    return [r[0] for r in conn.execute(
        "SELECT next_date FROM entries WHERE case_id = ? AND status = 'retained' AND next_date IS NOT NULL",
        (case_id,))]


def hearings_and_next_dates(conn: sqlite3.Connection, case_id: str) -> list[tuple[str, str | None]]:
    """(hearing date, next date) of the case's filed hearings, the latest first."""
    return conn.execute(
        "SELECT hearing_date, next_date FROM entries WHERE case_id = ? AND status = 'retained' AND kind = 'hearing'"
        " AND hearing_date IS NOT NULL ORDER BY hearing_date DESC", (case_id,)).fetchall()


def last_hearing_before(conn: sqlite3.Connection, case_id: str, hearing: str) -> tuple[str, str | None] | None:
    """(hearing date, next date) of the case's latest filed hearing before `hearing`, if any."""
    return conn.execute(
        "SELECT hearing_date, next_date FROM entries WHERE case_id = ? AND status = 'retained' AND kind = 'hearing'"
        " AND hearing_date < ? ORDER BY hearing_date DESC LIMIT 1", (case_id, hearing)).fetchone()


def listed_for_by_an_earlier_record(conn: sqlite3.Connection, case_id: str, day: str) -> bool:
    """Did a filed record of the case dated before `day` (a hearing, a chat's day, a note) give `day` (ISO) as its
    next date: was the case known to be listed for that day?"""
    return conn.execute(
        "SELECT 1 FROM entries WHERE case_id = ? AND status = 'retained' AND substr(next_date, 1, 10) = ?"
        " AND COALESCE(hearing_date, record_date) < ? LIMIT 1", (case_id, day[:10], day[:10])).fetchone() is not None


def in_court_on_by_another_record(conn: sqlite3.Connection, case_id: str, day: str, besides: int, after: str) -> bool:
    """Does a filed record of the case other than entry `besides` show it in court on `day` (ISO): a hearing of that
    day, or a record dated after `after` (ISO) giving it as the next date?"""
    return conn.execute(
        "SELECT 1 FROM entries WHERE case_id = ? AND status = 'retained' AND id != ? AND ((kind = 'hearing'"
        " AND hearing_date = ?) OR (substr(next_date, 1, 10) = ? AND COALESCE(hearing_date, record_date) > ?)) LIMIT 1",
        (case_id, besides, day[:10], day[:10], after[:10])).fetchone() is not None


def waiting_hearings_and_chat_days(conn: sqlite3.Connection, upload_ids: Sequence[int]) -> list[int]:
    """The hearings and chat days of these uploads still waiting for review, a person not having filed them."""
    if not upload_ids:
        return []
    marks = ",".join("?" * len(upload_ids))
    return [r[0] for r in conn.execute(
        f"SELECT id FROM entries WHERE upload_id IN ({marks}) AND status = 'review' AND kind IN ('hearing', 'chat_day')"
        " AND confirmed_at IS NULL ORDER BY id", [int(u) for u in upload_ids])]


def listed_day_before(conn: sqlite3.Connection, case_id: str, day: str) -> str | None:
    """The next date the case's latest filed record before `day` (a hearing, a chat's day, a note) gave it, if
    that record gave one: the day the case was known to be listed for on `day`."""
    row = conn.execute(
        "SELECT next_date FROM entries WHERE case_id = ? AND status = 'retained' AND next_date IS NOT NULL"
        " AND COALESCE(hearing_date, record_date) < ? ORDER BY COALESCE(hearing_date, record_date) DESC LIMIT 1",
        (case_id, day)).fetchone()
    return row[0] if row else None


def entries_state(conn: sqlite3.Connection, entry_ids: Sequence[int]) -> list[tuple[int, str, str, str | None]]:
    """(id, kind, status, reason) of these entries."""
    marks = ",".join("?" * len(entry_ids))
    return conn.execute(f"SELECT id, kind, status, reason FROM entries WHERE id IN ({marks})",
                        list(entry_ids)).fetchall()


def chat_days_dated(conn: sqlite3.Connection, entry_ids: Sequence[int]
                    ) -> list[tuple[int, str | None, str, str | None, str | None, str | None]]:
    """(id, case id, status, reason, record date, next date) of these entries (a chat's days), by date."""
    marks = ",".join("?" * len(entry_ids))
    return conn.execute(f"SELECT id, case_id, status, reason, record_date, next_date FROM entries WHERE id IN ({marks})"
                        " ORDER BY record_date, id", list(entry_ids)).fetchall()


def case_hints(conn: sqlite3.Connection, entry_ids: Sequence[int]) -> dict[int, str]:
    """Entry id -> the text the splitter took to name its case (a chat day's messages, without who sent them)."""
    marks = ",".join("?" * len(entry_ids))
    return {r[0]: r[1] or "" for r in conn.execute(
        f"SELECT id, case_hint FROM entries WHERE id IN ({marks})", list(entry_ids))}


def entry_texts(conn: sqlite3.Connection, entry_ids: Sequence[int]) -> list[str]:
    """The texts of these entries (a chat's days, each with who sent its messages)."""
    marks = ",".join("?" * len(entry_ids))
    return [r[0] or "" for r in conn.execute(f"SELECT text FROM entries WHERE id IN ({marks})", list(entry_ids))]


def cases_filed(conn: sqlite3.Connection, entry_ids: Sequence[int]) -> set[str]:
    """The cases these entries are filed under (retained ones)."""
    marks = ",".join("?" * len(entry_ids))
    return {r[0] for r in conn.execute(
        f"SELECT DISTINCT ec.case_id FROM entry_cases ec JOIN entries e ON e.id = ec.entry_id"
        f" WHERE e.id IN ({marks}) AND e.status = 'retained'", list(entry_ids))}


def hearing_of(conn: sqlite3.Connection, entry_id: int) -> tuple[str | None, str | None, str | None, str | None,
                                                                  str, int]:
    """(case id, hearing date, next date, stage, doc type, upload id) of an entry."""
    return conn.execute(
        "SELECT case_id, hearing_date, next_date, stage, doc_type, upload_id FROM entries WHERE id = ?",
        (entry_id,),
    ).fetchone()


def other_sources(conn: sqlite3.Connection, case_id: str, hearing: str, entry_id: int,
                  upload_id: int) -> list[tuple[int, str | None, str]]:
    """(id, next date, doc type) of the other uploads' entries about the same hearing, rejected ones aside."""
    return conn.execute(
        "SELECT id, next_date, doc_type FROM entries WHERE case_id = ? AND hearing_date = ? AND id != ?"
        " AND upload_id != ? AND status != 'rejected'",
        (case_id, hearing, entry_id, upload_id),
    ).fetchall()


def link_entries(conn: sqlite3.Connection, a: int, b: int) -> None:
    conn.execute("INSERT OR IGNORE INTO entry_links (a, b) VALUES (?, ?)", (min(a, b), max(a, b)))


def record_conflict(conn: sqlite3.Connection, case_id: str, hearing: str, field: str,
                    a: tuple[int, str], b: tuple[int, str]) -> None:
    """Two entries (id, value) disagree about a field of one hearing."""
    conn.execute(
        "INSERT OR IGNORE INTO conflicts (case_id, hearing_date, field, entry_a, value_a, entry_b, value_b)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (case_id, hearing, field, a[0], a[1], b[0], b[1]),
    )


def unlink_entry(conn: sqlite3.Connection, entry_id: int) -> None:
    """Forget an entry's links and open disagreements (it is about to be filed afresh)."""
    conn.execute("DELETE FROM entry_links WHERE a = ? OR b = ?", (entry_id, entry_id))
    conn.execute("DELETE FROM conflicts WHERE (entry_a = ? OR entry_b = ?) AND resolved = 0", (entry_id, entry_id))


def has_later_hearing(conn: sqlite3.Connection, case_id: str, hearing: str) -> bool:
    return conn.execute(
        "SELECT 1 FROM entries WHERE case_id = ? AND hearing_date > ? AND status = 'retained' LIMIT 1",
        (case_id, hearing),
    ).fetchone() is not None


# -- the memory handoff and a person's rejection


def mark_retain(conn: sqlite3.Connection, entry_ids: Sequence[int], state: str | None, error: str | None = None,
                *, keep_done: bool = False) -> None:
    """Set whether the memory has these entries (pending, done, failed, or None: not to be retained);
    `keep_done` leaves an entry the memory already has as done."""
    sql = "UPDATE entries SET retain_state = ?, retain_error = ? WHERE id = ?"
    if keep_done:
        sql += " AND retain_state != 'done'"
    conn.executemany(sql, [(state, error, i) for i in entry_ids])


def retain_todo(conn: sqlite3.Connection, *, upload_id: int | None = None) -> list[int]:
    """Filed entries the memory does not have yet: all those pending or failed, or an upload's not done."""
    if upload_id is None:
        return [r[0] for r in conn.execute(
            "SELECT id FROM entries WHERE status = 'retained' AND retain_state IN ('pending', 'failed') ORDER BY id")]
    return [r[0] for r in conn.execute(
        "SELECT id FROM entries WHERE upload_id = ? AND status = 'retained' AND coalesce(retain_state, '') != 'done'"
        " ORDER BY seq", (upload_id,))]


def any_retain_pending(conn: sqlite3.Connection) -> bool:
    return conn.execute(
        "SELECT 1 FROM entries WHERE status = 'retained' AND retain_state = 'pending' LIMIT 1").fetchone() is not None


def rejected_still_in_memory(conn: sqlite3.Connection) -> list[int]:
    """Rejected entries whose removal from the memory failed or was cut short."""
    return [r[0] for r in conn.execute(
        "SELECT id FROM entries WHERE status = 'rejected' AND retain_state = 'done' ORDER BY id")]


def reject_entry(conn: sqlite3.Connection, entry_id: int) -> None:
    """Mark an entry rejected (kept, visible, never retained); a rejected source no longer disagrees with
    anything. An entry the memory has stays `done` until it is taken out."""
    conn.execute(
        "UPDATE entries SET status = 'rejected', reason = 'rejected by the user',"
        " retain_state = CASE WHEN retain_state = 'done' THEN 'done' ELSE NULL END,"
        " updated_at = datetime('now') WHERE id = ?",
        (entry_id,),
    )
    conn.execute("UPDATE conflicts SET resolved = 1 WHERE entry_a = ? OR entry_b = ?", (entry_id, entry_id))


def set_entry_text(conn: sqlite3.Connection, entry_id: int, text: str) -> None:
    conn.execute("UPDATE entries SET text = ?, updated_at = datetime('now') WHERE id = ?", (text, entry_id))


def how_filed(conn: sqlite3.Connection, entry_id: int) -> tuple[str | None, float | None, str | None]:
    """(reason, confidence, confirmed_at): how an entry was filed, to keep across a correction."""
    return conn.execute("SELECT reason, confidence, confirmed_at FROM entries WHERE id = ?", (entry_id,)).fetchone()


def restore_how_filed(conn: sqlite3.Connection, entry_id: int,
                      filed: tuple[str | None, float | None, str | None]) -> None:
    conn.execute("UPDATE entries SET reason = ?, confidence = ?, confirmed_at = ? WHERE id = ?", (*filed, entry_id))


# -- an upload's entries, as the pipeline splits them


def entry_ids_of_upload(conn: sqlite3.Connection, upload_id: int) -> list[int]:
    return [r[0] for r in conn.execute("SELECT id FROM entries WHERE upload_id = ? ORDER BY seq", (upload_id,))]


def drop_entries_of_upload(conn: sqlite3.Connection, upload_id: int) -> None:
    """Remove an upload's entries before it is split again (a half-split never survives)."""
    conn.execute("DELETE FROM entries WHERE upload_id = ?", (upload_id,))


def page_entries(conn: sqlite3.Connection, upload_id: int, page: int) -> list[tuple[int, str, str | None]]:
    """(id, text, confirmed_at) of the entries read from one page of an upload, rejected ones aside."""
    return conn.execute(
        "SELECT id, text, confirmed_at FROM entries WHERE upload_id = ? AND page = ? AND status != 'rejected'"
        " ORDER BY seq", (upload_id, page)).fetchall()


def insert_draft(conn: sqlite3.Connection, upload_id: int, seq: int, d: DraftEntry, *, hearing: str | None,
                 date_source: str | None, next_date: str | None, stage: str | None, author: str | None,
                 record_date: str | None) -> None:
    """A new entry as split from its upload, waiting to be filed (status review, 'not yet resolved')."""
    conn.execute(
        "INSERT INTO entries (upload_id, seq, hearing_date, date_source, next_date, stage, doc_type, author,"
        " text, page, region, reason, status, case_hint, kind, record_date, doc_kind, date_hint)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?, 'review', ?,?,?,?,?)",
        (upload_id, seq, hearing, date_source, next_date, stage, d.doc_type, author, d.text, d.page,
         d.region.model_dump_json() if d.region else None, "not yet resolved", d.case_hint,
         d.kind, record_date, d.doc_kind, None if hearing else d.date_hint),
    )


# -- reading filed records for the other rooms (events, answers, today, the reader's unsure words)


class FiledRecord(BaseModel):
    """A filed (retained) record with what the events room and the answerer read of it."""

    id: int
    text: str | None
    case_id: str | None  # the primary case
    case_ids: list[str]  # every case it is filed under, the primary first
    hearing_date: str | None
    record_date: str | None
    kind: str | None
    doc_type: str | None
    doc_kind: str | None
    next_date: str | None
    stage: str | None
    upload_id: int
    author: str | None
    source_file: str  # the upload's display name


def held_for_review(conn: sqlite3.Connection, after: str, upto: str) -> list[tuple[int, str, str, str | None, str]]:
    """The notes waiting in review dated after `after` up to `upto` (ISO days): (id, day, text, next date, the
    upload's name), for an answer that must say a later note exists though it is not yet filed."""
    rows = conn.execute(
        "SELECT e.id, COALESCE(e.record_date, e.hearing_date), e.text, e.next_date, COALESCE(u.display_name, '') "
        "FROM entries e LEFT JOIN uploads u ON u.id = e.upload_id WHERE e.status = 'review' "
        "AND COALESCE(e.record_date, e.hearing_date) > ? AND COALESCE(e.record_date, e.hearing_date) <= ?",
        (after, upto)).fetchall()
    return [(int(r[0]), str(r[1])[:10], r[2] or "", r[3], r[4] or "") for r in rows]


# a filing candidate that names a case by its number or by a name the registry holds (not one that only resembles it,
# the "fuzzy" tier) with at least this score: the note speaks of that case, though the filing asked the lawyer
STRONG_NAMING = 90.0


def held_naming(conn: sqlite3.Connection, case_id: str,
                shared_too: bool = False) -> list[tuple[int, str | None, str, str, bool]]:
    """The notes waiting in review whose filing candidates name `case_id` strongly (STRONG_NAMING, a number or a
    registry name) and above every other case, by no name another candidate shares: (id, day or None, text, the
    upload's name, whole), oldest first. A note whose candidates are other cases, or that names this case only as
    well as another (a name two cases share), is not this case's — but for a page of several matters, each named by
    its own number, which is each one's in part (`whole` False: the part on this case is to be read out of it).
    `shared_too`: also a note that names this case by a name it shares with another, as strongly as any other case
    (a party of a matter and of the writ against it): the note may be either's, and is said so by the caller."""
    rows = conn.execute(
        "SELECT e.id, COALESCE(e.record_date, e.hearing_date), e.text, e.candidates, COALESCE(u.display_name, '') "
        "FROM entries e LEFT JOIN uploads u ON u.id = e.upload_id WHERE e.status = 'review' "
        "AND e.candidates LIKE ? ORDER BY COALESCE(e.record_date, e.hearing_date), e.id",
        (f'%"{case_id}"%',)).fetchall()
    out = []
    for eid, day, text, cands, src in rows:
        try:
            named = [CaseCandidate(**c) for c in json.loads(cands or "[]")]
        except (ValueError, TypeError):
            continue
        mine = [c for c in named if c.case_id == case_id and c.tier != "fuzzy" and c.score >= STRONG_NAMING]
        if not mine or not (text or "").strip():
            continue
        best = max(mine, key=lambda c: c.score)
        others = [c for c in named if c.case_id != case_id]
        shared = any(c.matched.casefold() == best.matched.casefold() for c in others)
        first = not shared and all(c.score < best.score for c in others)
        # several matters' own numbers on one page: each matter's part of it is that matter's
        numbered = not shared and best.tier == "number" and all(
            c.tier == "number" for c in others if c.score >= STRONG_NAMING)
        tied = shared_too and shared and all(c.score <= best.score for c in others)
        if not (first or numbered or tied):
            continue
        whole = first and not any(c.tier == "number" and c.score >= STRONG_NAMING for c in others)
        out.append((int(eid), str(day)[:10] if day else None, text or "", src or "", whole))
    return out


def filed_records(conn: sqlite3.Connection, ids: Sequence[int] | None = None) -> list[FiledRecord]:
    """The filed records (all, or those of `ids` that are filed), by id."""
    sql = ("SELECT e.id, e.text, e.case_id, e.hearing_date, e.record_date, e.kind, e.doc_type, e.doc_kind,"
           " e.next_date, e.stage, e.upload_id, e.author, u.display_name"
           " FROM entries e JOIN uploads u ON u.id = e.upload_id WHERE e.status = 'retained'")
    params: list[int] = []
    if ids is not None:
        sql += f" AND e.id IN ({', '.join('?' for _ in ids)})"
        params = [int(i) for i in ids]
    rows = conn.execute(sql + " ORDER BY e.id", params).fetchall()
    links: dict[int, list[str]] = {}
    if rows:
        for eid, cid in conn.execute("SELECT entry_id, case_id FROM entry_cases ORDER BY rowid"):
            links.setdefault(eid, []).append(cid)
    keys = ("id", "text", "case_id", "hearing_date", "record_date", "kind", "doc_type", "doc_kind", "next_date",
            "stage", "upload_id", "author", "source_file")
    out = []
    for row in rows:
        d = dict(zip(keys, row))
        case_ids = list(dict.fromkeys(c for c in [d["case_id"], *links.get(d["id"], [])] if c))
        out.append(FiledRecord(**d, case_ids=case_ids))
    return out


def cases_heard_on(conn: sqlite3.Connection, day: str) -> set[str]:
    """The cases with a hearing filed on `day` (ISO)."""
    return {r[0] for r in conn.execute(
        "SELECT DISTINCT case_id FROM entries WHERE hearing_date = ? AND status = 'retained'"
        " AND case_id IS NOT NULL", (day,))}


def hearing_date_of(conn: sqlite3.Connection, entry_id: int) -> str | None:
    """The hearing date of an entry (None when it has none, or there is no such entry)."""
    row = conn.execute("SELECT hearing_date FROM entries WHERE id = ?", (entry_id,)).fetchone()
    return row[0] if row else None


def day_record_ids(conn: sqlite3.Connection, case_id: str, day: str) -> list[int]:
    """The filed records of a case's hearing on `day`: the lawyer's notes first, the order sheets after."""
    return [r[0] for r in conn.execute(
        "SELECT id FROM entries WHERE case_id = ? AND hearing_date = ? AND status = 'retained'"
        " ORDER BY doc_type = 'order_sheet', id", (case_id, day))]


class EntryPage(BaseModel):
    """An entry's text with the page it was read from: the page's number, the entry's region on it, and the
    upload's reading of the whole document (JSON, None when it was not kept)."""

    text: str
    page: int
    region: str | None
    document: str | None


def entry_page(conn: sqlite3.Connection, entry_id: int) -> EntryPage | None:
    row = conn.execute(
        "SELECT e.text, e.page, e.region, u.document FROM entries e JOIN uploads u ON u.id = e.upload_id"
        " WHERE e.id = ?", (int(entry_id),)).fetchone()
    if row is None:
        return None
    return EntryPage(text=row[0], page=row[1], region=row[2], document=row[3])


def uploads_with_live_entries(conn: sqlite3.Connection) -> set[int]:
    """The uploads that still have an entry not rejected."""
    return {r[0] for r in conn.execute("SELECT DISTINCT upload_id FROM entries WHERE status != 'rejected'")}


def upload_ids(conn: sqlite3.Connection, *, waiting: bool = False) -> list[int]:
    """Every upload's id; with `waiting`, only those kept unread until a program they need is installed."""
    where = " WHERE state = 'stored' AND waiting_for IS NOT NULL" if waiting else ""
    return [r[0] for r in conn.execute(f"SELECT id FROM uploads{where} ORDER BY id")]


def typed_page_texts(conn: sqlite3.Connection) -> list[str]:
    """The text of every page the practice holds that was read without OCR (typed notes, Word files, chat
    exports, PDFs with a text layer), one a page: what the practice writes in its own hand, letter for letter."""
    rows = conn.execute(
        "SELECT json_extract(p.value, '$.text') FROM uploads u, json_each(u.document, '$.pages') p"
        " WHERE u.document IS NOT NULL AND json_extract(p.value, '$.engine') IN ('plain', 'text-layer')").fetchall()
    return [r[0] for r in rows if r[0]]
