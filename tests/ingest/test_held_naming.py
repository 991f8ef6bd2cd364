"""A note waiting in review is a matter's only when its filing candidates name that matter strongly (its number or
a registry name, not a resemblance) and above every other case, by no name another case shares. Text and names
written for this test."""

from __future__ import annotations

import json
import sqlite3

from tareekh.ingest.review import held_naming
from tareekh.ingest.schema import MIGRATIONS
from tareekh.migrations import apply_migrations


def _conn() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    apply_migrations(conn, MIGRATIONS)
    conn.execute("INSERT INTO uploads (id, sha256, display_name, original_path, ext, size, state)"
                 " VALUES (1, 'ab', 'diary 3 mar.jpg', 'originals/ab.jpg', '.jpg', 1, 'done')")
    return conn


def _held(conn: sqlite3.Connection, eid: int, day: str | None, text: str, cands: list[tuple[str, float, str, str]],
          status: str = "review") -> None:
    conn.execute(
        "INSERT INTO entries (id, upload_id, seq, doc_type, text, status, confidence, record_date, candidates)"
        " VALUES (?, 1, ?, 'diary_note', ?, ?, 0.9, ?, ?)",
        (eid, eid, text, status, day,
         json.dumps([{"case_id": c, "score": s, "tier": t, "matched": m} for c, s, t, m in cands])))


def test_a_note_naming_the_matter_first_and_strongly_is_its():
    conn = _conn()
    _held(conn, 1, "2026-03-03", "Pakrashi pension writ - NMH J remarks", [("K2", 100.0, "number", "WP 7313/25"),
                                                                            ("K5", 95.0, "alias", "Sarkhel")])
    _held(conn, 2, None, "Decree of the earlier suit", [("K2", 96.0, "alias", "Oishani Pakrashi")])
    assert sorted(h[0] for h in held_naming(conn, "K2")) == [1, 2]
    assert held_naming(conn, "K5") == []  # named second, by a name: the note is another matter's
    assert all(h[4] for h in held_naming(conn, "K2"))


def test_a_name_two_cases_share_a_resemblance_or_a_filed_note_is_no_matter_s():
    conn = _conn()
    _held(conn, 1, "2026-03-04", "Sarkhel brothers both matters", [("K2", 94.0, "alias", "Sarkhel"),
                                                                   ("K5", 93.0, "alias", "Sarkhel")])
    _held(conn, 2, "2026-03-05", "the pakrasi matter", [("K2", 88.0, "fuzzy", "pakrasi")])
    _held(conn, 3, "2026-03-06", "Pakrashi filed", [("K2", 100.0, "number", "WP 7313/25")], status="retained")
    _held(conn, 4, "2026-03-07", "Pakrashi weak", [("K2", 80.0, "alias", "Oishani")])
    assert held_naming(conn, "K2") == []


def test_a_page_of_matters_each_named_by_its_number_is_each_one_s_in_part():
    conn = _conn()
    _held(conn, 1, "2026-03-08", "WP 7313/25 … OS 88/24 …", [("K5", 100.0, "number", "OS 88/24"),
                                                           ("K2", 97.0, "number", "WP 7313/25")])
    assert [(h[0], h[4]) for h in held_naming(conn, "K2")] == [(1, False)]
    assert [(h[0], h[4]) for h in held_naming(conn, "K5")] == [(1, False)]


def test_a_name_two_cases_share_is_read_for_either_only_when_asked_so():
    """`shared_too`: a note naming two matters by the party they share, as strongly as each other, is read for either
    (a sum asked: the caller says it may be the other's); a note naming another matter above this one is still not."""
    conn = _conn()
    _held(conn, 1, "2026-03-04", "Sarkhel brothers both matters", [("K2", 94.0, "alias", "Sarkhel"),
                                                                   ("K5", 94.0, "alias", "Sarkhel")])
    _held(conn, 2, "2026-03-05", "Sarkhel appeal only", [("K5", 100.0, "number", "OS 88/24"),
                                                         ("K2", 94.0, "alias", "Sarkhel")])
    assert held_naming(conn, "K2") == []
    assert [h[0] for h in held_naming(conn, "K2", shared_too=True)] == [1]
    assert [h[0] for h in held_naming(conn, "K5", shared_too=True)] == [1, 2]
