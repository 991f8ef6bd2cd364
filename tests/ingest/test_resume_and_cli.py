"""Start-up resume of interrupted uploads, the CLI commands, and the demo hook."""

from __future__ import annotations

import json

from tareekh.cli import run
from tareekh.ingest.originals import store_original
from tareekh.practice import Practice
from tareekh.practice.ingest_ops import DemoUploads

NOTE = "03 Mar 2025, Mon - court notes\n\nMarripudi - not reached.\n\nYenugula partition (OS 1180/21) - Issues framed.\n"


def test_an_upload_left_half_way_is_finished_when_the_practice_opens_and_never_twice(filing, drop):
    stored = store_original(drop("court_notes_2025-03-03.txt", NOTE), filing.originals_dir)
    with filing.conn:
        filing.conn.execute(
            "INSERT INTO uploads (sha256, display_name, original_path, ext, size, state) VALUES (?,?,?,?,?, 'stored')",
            (stored.sha256, stored.display_name, stored.relpath, stored.ext, stored.size),
        )
    home = filing.home
    filing.close()
    with Practice.open(home) as again:
        (upload,) = again.uploads()
        assert upload.state == "done"
        assert {e.case_id for e in again.entries()} == {"C1", "C2"}
        # Crash after splitting, before filing: resumed from 'split' without a second copy of any entry.
        with again.conn:
            again.conn.execute("UPDATE uploads SET state = 'split'")
            again.conn.execute("UPDATE entries SET status = 'review', case_id = NULL, retain_state = NULL")
    with Practice.open(home) as third:
        assert third.upload(upload.id).state == "done"
        assert sorted(e.case_id for e in third.entries()) == ["C1", "C2"]
        assert {e.status for e in third.entries()} == {"retained"}


def test_cli_ingest_prints_entries_and_per_file_errors_as_json(filing, drop, capsys):
    home = str(filing.home)
    good = drop("court_notes_2025-03-03.txt", NOTE)
    bad = drop("x.xyz", "what")
    filing.close()
    code = run(["ingest", "--home", home, "--json", str(good), str(bad)])
    out, err = capsys.readouterr()
    assert code == 0
    data = json.loads(out)
    assert [e["case_id"] for e in data["entries"]] == ["C2", "C1"]
    for key in ("id", "upload_id", "source_file", "case_id", "hearing_date", "doc_type", "author", "confidence",
                "status", "reason", "text"):
        assert key in data["entries"][0]
    assert data["errors"] == [{"file": "x.xyz", "error": data["files"][1]["message"]}]
    assert "[2/2] done" in err  # progress on stderr

    assert run(["review", "--home", home, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    entry_id = str(data["entries"][0]["id"])
    assert run(["reject", "--home", home, entry_id]) == 0
    assert "rejected" in capsys.readouterr().out
    assert run(["confirm", "--home", home, entry_id, "--date", "2025-03-04"]) == 0
    assert run(["entries", "--home", home, "--json", "--case", "C2"]) == 0
    (entry,) = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert (entry["status"], entry["hearing_date"]) == ("retained", "2025-03-04")


def test_cli_bad_date_is_one_clear_line(filing, drop, capsys):
    home = str(filing.home)
    good = drop("court_notes_2025-03-03.txt", NOTE)
    filing.close()
    assert run(["ingest", "--home", home, "--date", "someday", str(good)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "not a date" in err and "someday" in err
    assert run(["confirm", "--home", home, "7"]) == 2
    assert "no entry 7" in capsys.readouterr().err


def test_demo_ingests_seed_uploads_once(filing, tmp_path, monkeypatch):
    seed = tmp_path / "seed"
    (seed / "uploads").mkdir(parents=True)
    (seed / "uploads" / "court_notes_2025-03-03.txt").write_text(NOTE, encoding="utf-8")
    monkeypatch.setattr("tareekh.practice.registry_ops.seed_dir", lambda: seed)
    first = filing.ingest_service.ingest_demo_uploads()
    second = filing.ingest_service.ingest_demo_uploads()
    assert first == DemoUploads(uploads={"done": 1}, entries=2)
    assert second.uploads == {"duplicate": 1}
    assert len(filing.entries()) == 2
    (seed / "uploads" / "court_notes_2025-03-03.txt").unlink()
    (seed / "uploads").rmdir()
    assert "none" in filing.ingest_service.ingest_demo_uploads().uploads
