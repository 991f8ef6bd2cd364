"""registry-0002: a practice made before it keeps every case, alias and next date, and may then register one
number in two courts."""

import sqlite3

from tareekh.migrations import apply_migrations
from tareekh.registry import Case, Registry
from tareekh.registry.schema import MIGRATIONS


def test_an_old_registry_is_rebuilt_without_losing_anything(tmp_path):
    conn = sqlite3.connect(tmp_path / "practice.db")
    conn.execute("PRAGMA foreign_keys=ON")
    apply_migrations(conn, MIGRATIONS[:1])
    conn.execute("INSERT INTO judges (id, name) VALUES ('J1', 'Sri K. Judge')")
    conn.execute("INSERT INTO cases (id, number, number_key, judge_id, court) VALUES "
                 "('C1', 'O.S. No. 318 of 98', 'OS/318/2098', 'J1', 'Civil Judge')")
    conn.execute("INSERT INTO cases (id, number, number_key, court) VALUES "
                 "('C2', 'Complaint Case No. 145 of 2025', 'COMPLAINTCASE/145/2025', 'Consumer Commission')")
    conn.execute("INSERT INTO aliases (case_id, alias, norm, kind) VALUES ('C1', 'Mehra plot', 'mehra plot', 'user')")
    conn.execute("INSERT INTO next_dates (case_id, next_date, source) VALUES ('C1', '2026-12-01', 'user')")
    conn.commit()

    assert apply_migrations(conn, MIGRATIONS) == ["registry-0002-shared-number-keys"]
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1  # switched back on
    assert conn.execute("SELECT id, number_key FROM cases ORDER BY id").fetchall() == [
        ("C1", "OS/318/1998"), ("C2", "CC/145/2025")]  # keys of today's table
    assert conn.execute("SELECT count(*) FROM aliases").fetchone()[0] == 1
    assert conn.execute("SELECT count(*) FROM next_dates").fetchone()[0] == 1
    reg = Registry(conn)
    reg.add_case(Case(id="C3", number="C.C. No. 145 of 2025", court="Judicial Magistrate"))
    assert {c.case_id for c in reg.resolve("CC 145/25").candidates} == {"C2", "C3"}
    assert reg.resolve("Mehra plot").case_id == "C1"
    conn.execute("DELETE FROM cases WHERE id = 'C1'")  # foreign keys still cascade to the new table
    assert conn.execute("SELECT count(*) FROM aliases WHERE case_id = 'C1'").fetchone()[0] == 0
