"""Backup and restore: one archive, byte-identical originals, the same answers, no secrets, no overwrite."""

import json
import sqlite3
import zipfile

import pytest

from tareekh.cli import run
from tareekh.errors import ConflictError, InputError
from tareekh.practice import Practice
from tareekh.practice.backup_ops import restore_practice


def _fill(practice):
    (practice.originals_dir / ("a" * 64 + ".jpg")).write_bytes(b"\xff\xd8photo-bytes\xff\xd9")
    practice.conn.execute("CREATE TABLE IF NOT EXISTS probe (v TEXT)")
    practice.conn.execute("INSERT INTO probe VALUES ('hearing on 03.03.2025')")
    practice.conn.commit()
    (practice.home / "settings.toml").write_text(
        'lawyer_name = "Sharvani"\n\n[llm]\nbase_url = "http://127.0.0.1:9"\napi_key = "sk-secret-123"\n'
    )


def test_restore_gives_byte_identical_originals_and_the_same_rows(practice, tmp_path):
    _fill(practice)
    report = practice.backup(tmp_path / "b.zip")
    assert report.originals == 1
    restored = tmp_path / "restored"
    restore_practice(tmp_path / "b.zip", restored)
    original = practice.originals_dir / ("a" * 64 + ".jpg")
    assert (restored / "originals" / original.name).read_bytes() == original.read_bytes()
    rows = sqlite3.connect(restored / "practice.db").execute("SELECT v FROM probe").fetchall()
    assert rows == [("hearing on 03.03.2025",)]
    with Practice.open(restored) as again:
        assert again.settings.lawyer_name == "Sharvani"


def test_backup_never_holds_the_api_key(practice, tmp_path):
    _fill(practice)
    practice.backup(tmp_path / "b.zip")
    with zipfile.ZipFile(tmp_path / "b.zip") as zf:
        for name in zf.namelist():
            assert b"sk-secret-123" not in zf.read(name), name


def test_restore_refuses_a_non_empty_home_unless_told(practice, tmp_path):
    _fill(practice)
    practice.backup(tmp_path / "b.zip")
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "keep.txt").write_text("mine")
    with pytest.raises(ConflictError, match="not empty"):
        restore_practice(tmp_path / "b.zip", busy)
    assert (busy / "keep.txt").read_text() == "mine"
    report = restore_practice(tmp_path / "b.zip", busy, replace=True)
    assert (busy / "practice.db").exists()
    assert not (busy / "keep.txt").exists()
    # the home that was replaced is kept aside, never deleted
    assert (tmp_path / report.previous_home / "keep.txt").read_text() == "mine"


def test_a_damaged_archive_restores_nothing(practice, tmp_path):
    _fill(practice)
    practice.backup(tmp_path / "b.zip")
    with zipfile.ZipFile(tmp_path / "b.zip") as zf:
        members = {n: zf.read(n) for n in zf.namelist()}
    name = next(n for n in members if n.startswith("originals/"))
    members[name] = b"tampered"
    with zipfile.ZipFile(tmp_path / "bad.zip", "w") as zf:
        for n, data in members.items():
            zf.writestr(n, data)
    target = tmp_path / "fresh"
    with pytest.raises(InputError, match="damaged"):
        restore_practice(tmp_path / "bad.zip", target)
    assert not (target / "practice.db").exists()


def test_restore_refuses_member_names_that_climb_out(tmp_path):
    with zipfile.ZipFile(tmp_path / "evil.zip", "w") as zf:
        zf.writestr("manifest.json", json.dumps({"format": "tareekh-backup/1", "members": {"../x": "0"}}))
        zf.writestr("../x", "boom")
    with pytest.raises(InputError, match="unsafe"):
        restore_practice(tmp_path / "evil.zip", tmp_path / "h")
    assert not (tmp_path / "x").exists()


def test_backup_refuses_to_overwrite_an_existing_file(practice, tmp_path):
    (tmp_path / "b.zip").write_bytes(b"old")
    with pytest.raises(ConflictError):
        practice.backup(tmp_path / "b.zip")
    assert (tmp_path / "b.zip").read_bytes() == b"old"


def test_cli_backup_and_restore_report_in_json(home, tmp_path, capsys):
    Practice.open(home).close()
    assert run(["backup", str(tmp_path / "c.zip"), "--home", str(home), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["archive"].endswith("c.zip")
    assert run(["restore", str(tmp_path / "c.zip"), "--home", str(tmp_path / "r"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["home"].endswith("r")
    assert run(["restore", str(tmp_path / "nope.zip"), "--home", str(tmp_path / "r2"), "--json"]) == 2
    err = json.loads(capsys.readouterr().err)
    assert "no such backup file" in err["error"]

