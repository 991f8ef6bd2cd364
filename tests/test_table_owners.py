"""SQL on the entries table runs only in the module that owns it (ingest/review.py; its migrations in
ingest/schema.py): every other room asks it through typed functions, so a change to the table is made in one
place."""

from __future__ import annotations

import re
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "tareekh"
OWNERS = {"ingest/review.py", "ingest/schema.py"}
ENTRIES_SQL = re.compile(r"\b(FROM|JOIN|INTO|UPDATE)\s+entries\b|table_info\(entries\)", re.IGNORECASE)


def test_only_the_owning_module_runs_sql_on_entries():
    offenders = []
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(PKG).as_posix()
        if rel in OWNERS:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if ENTRIES_SQL.search(line):
                offenders.append(f"{rel}:{n}: {line.strip()}")
    assert offenders == []


def test_the_check_sees_a_read_of_entries():
    """The pattern catches the forms the code used before the reads moved (so the test above can fail)."""
    for sql in ("SELECT id FROM entries WHERE case_id = ?", "FROM entries e JOIN uploads u ON u.id = e.upload_id",
                "JOIN entries e ON e.upload_id = u.id", "PRAGMA table_info(entries)", "UPDATE entries SET text = ?"):
        assert ENTRIES_SQL.search(sql), sql
    assert not ENTRIES_SQL.search("SELECT entry_id, case_id FROM entry_cases")
