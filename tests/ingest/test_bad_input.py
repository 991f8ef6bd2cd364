"""Bad input: each file gets a clear result of its own, the batch goes on, nothing is written outside the home."""

from __future__ import annotations

import io
import os

from PIL import Image

GOOD = "03 Mar 2025, Mon - court notes\n\nMarripudi - not reached.\n"


def tree(folder) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def jpeg_bytes() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (400, 300), "white").save(buf, "JPEG")
    return buf.getvalue()


def test_a_batch_of_bad_files_reports_each_and_still_files_the_good_one(filing, drop, tmp_path):
    files = [
        drop("empty.txt", b""),
        drop("broken.jpg", jpeg_bytes()[:300]),
        drop("notes.xyz", b"some text"),
        drop("court_notes_2025-03-03.txt", GOOD),
    ]
    link = files[0].parent / "link.txt"
    link.symlink_to(files[3])
    files.insert(1, link)
    outside = tree(tmp_path)
    report = filing.ingest(files)
    results = {f.file: f for f in report.files}
    assert [f.state for f in report.files] == ["error", "error", "error", "error", "done"]
    assert "empty" in results["empty.txt"].message
    assert "symbolic link" in results["link.txt"].message
    assert results["broken.jpg"].message.startswith("broken.jpg")
    assert "unsupported" in results["notes.xyz"].message and "docx" in results["notes.xyz"].message
    assert len(report.entries) == 1 and report.entries[0].case_id == "C2"
    # Every stored bad file is kept (nothing lost), and its error is on record.
    assert filing.upload(results["broken.jpg"].upload_id).state == "error"
    assert filing.conn.execute("SELECT count(*) FROM ingest_errors").fetchone()[0] == 4
    assert tree(tmp_path) - outside <= {str(p.relative_to(tmp_path)) for p in (tmp_path / "home").rglob("*")}


def test_a_latin1_text_file_is_read_with_a_warning(filing, drop):
    data = "03 Mar 2025, Mon - court notes\n\nMarripudi - caf\xe9 talk, not reached.\n".encode("latin-1")
    report = filing.ingest([drop("court_notes_2025-03-03.txt", data)])
    assert report.files[0].state == "done"
    assert any("UTF-8" in w for w in report.files[0].warnings)
    assert "café" in report.entries[0].text
    assert filing.upload(report.files[0].upload_id).warnings


def test_hostile_file_names_are_sanitised_and_nothing_lands_outside_the_home(filing, tmp_path):
    weird = tmp_path / "drop"
    weird.mkdir()
    path = weird / "..;rm -rf $HOME`x`\nnotes_2025-03-03.txt"
    path.write_text(GOOD, encoding="utf-8")
    before = tree(tmp_path)
    report = filing.ingest([path])
    (result,) = report.files
    assert result.state == "done"
    for bad in ("/", "\n", "`", "$", ";", "\x00"):
        assert bad not in result.file
    assert report.entries[0].source_file == result.file
    created = tree(tmp_path) - before
    assert created and all(p.startswith("home") for p in created)
    assert os.listdir(weird) == [path.name]  # the dropped file is where it was


def test_a_photo_with_no_text_is_a_clear_error(filing, drop):
    buf = io.BytesIO()
    Image.new("RGB", (320, 240), (250, 248, 240)).save(buf, "PNG")
    report = filing.ingest([drop("IMG_20250303_101010.png", buf.getvalue())])
    (result,) = report.files
    assert result.state == "error" and "no text" in result.message
    assert report.entries == []


def test_an_unreadable_path_and_a_folder_are_refused(filing, tmp_path):
    report = filing.ingest([tmp_path / "missing.txt", tmp_path])
    assert [f.state for f in report.files] == ["error", "error"]
    assert "no such file" in report.files[0].message
    assert "folder" in report.files[1].message
