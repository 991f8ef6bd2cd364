"""The events of a practice in practice.db: replace a record's events, drop them, and query them."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from contextlib import contextmanager

from tareekh.events.models import EventBase, event_from

_BASE = ("id", "entry_id", "kind", "record_date", "span_start", "span_end", "text", "source")


class EventStore:
    """Events over one practice.db connection."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    @contextmanager
    def _tx(self):
        if self.conn.in_transaction:
            yield self.conn
            return
        with self.conn:
            yield self.conn

    def replace(self, entry_id: int, events: Sequence[EventBase], *, fingerprint: str, source: str) -> None:
        """The record's events become `events` (all at once, with the fingerprint of what was read)."""
        with self._tx() as conn:
            self._delete(conn, [entry_id])
            for e in events:
                cur = conn.execute(
                    "INSERT INTO events (entry_id, kind, case_id, record_date, span_start, span_end, text, data, source)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (entry_id, e.kind, e.case_id, e.record_date, e.start, e.end, e.text,
                     json.dumps(e.fields(), ensure_ascii=False), e.source),
                )
                conn.executemany("INSERT OR IGNORE INTO event_cases (event_id, case_id) VALUES (?, ?)",
                                 [(cur.lastrowid, cid) for cid in dict.fromkeys(e.case_ids)])
            conn.execute(
                "INSERT INTO event_records (entry_id, fingerprint, source, events, extracted_at)"
                " VALUES (?, ?, ?, ?, datetime('now')) ON CONFLICT(entry_id) DO UPDATE SET fingerprint = excluded.fingerprint,"
                " source = excluded.source, events = excluded.events, extracted_at = excluded.extracted_at",
                (entry_id, fingerprint, source, len(events)),
            )

    def drop(self, entry_ids: Iterable[int]) -> int:
        """Forget the events of these records (rejected, or no longer filed); returns how many records had any."""
        ids = [int(i) for i in entry_ids]
        if not ids:
            return 0
        with self._tx() as conn:
            known = self._delete(conn, ids)
            for chunk in _chunks(ids):
                conn.execute(f"DELETE FROM event_records WHERE entry_id IN ({_marks(chunk)})", chunk)
        return known

    @staticmethod
    def _delete(conn: sqlite3.Connection, ids: list[int]) -> int:
        known = 0
        for chunk in _chunks(ids):
            known += conn.execute(f"SELECT COUNT(*) FROM event_records WHERE entry_id IN ({_marks(chunk)})", chunk).fetchone()[0]
            conn.execute(f"DELETE FROM event_cases WHERE event_id IN (SELECT id FROM events WHERE entry_id IN ({_marks(chunk)}))", chunk)
            conn.execute(f"DELETE FROM events WHERE entry_id IN ({_marks(chunk)})", chunk)
        return known

    def fingerprints(self) -> dict[int, tuple[str, str]]:
        """entry id -> (fingerprint, source) of every record whose events are stored."""
        return {r[0]: (r[1], r[2]) for r in self.conn.execute("SELECT entry_id, fingerprint, source FROM event_records")}

    def query(self, *, case_ids: Sequence[str] | None = None, kinds: Sequence[str] | None = None,
              entry_ids: Sequence[int] | None = None, since: str | None = None, until: str | None = None,
              limit: int | None = None) -> list[EventBase]:
        """Events, oldest record first (then by record and position), filtered by case, kind, record and date."""
        where, params = [], []
        if case_ids:
            where.append(f"e.id IN (SELECT event_id FROM event_cases WHERE case_id IN ({_marks(case_ids)}))")
            params += list(case_ids)
        if kinds:
            where.append(f"e.kind IN ({_marks(kinds)})")
            params += list(kinds)
        if entry_ids:
            where.append(f"e.entry_id IN ({_marks(entry_ids)})")
            params += [int(i) for i in entry_ids]
        if since:
            where.append("e.record_date >= ?")
            params.append(since)
        if until:
            where.append("e.record_date <= ?")
            params.append(until)
        sql = ("SELECT e.id, e.entry_id, e.kind, e.record_date, e.span_start, e.span_end, e.text, e.source, e.data,"
               " (SELECT group_concat(case_id, char(31)) FROM event_cases c WHERE c.event_id = e.id) FROM events e")
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY e.record_date IS NULL, e.record_date, e.entry_id, e.span_start, e.id"
        if limit:
            sql += f" LIMIT {int(limit)}"
        out = []
        for row in self.conn.execute(sql, params):
            base = dict(zip(_BASE, row[:8]))
            base["start"], base["end"] = base.pop("span_start"), base.pop("span_end")
            base["case_ids"] = row[9].split("\x1f") if row[9] else []
            kind = base.pop("kind")
            out.append(event_from(kind, base, json.loads(row[8] or "{}")))
        return out

    def counts(self) -> dict[str, int]:
        return {r[0]: r[1] for r in self.conn.execute("SELECT kind, COUNT(*) FROM events GROUP BY kind ORDER BY kind")}


def _marks(values: Sequence) -> str:
    return ", ".join("?" for _ in values)


def _chunks(ids: list[int], size: int = 500):
    for i in range(0, len(ids), size):
        yield ids[i:i + size]
