"""No Linux assumptions in what a lawyer drops: notes saved by Windows (Windows-1252, CRLF line ends), file
names and folders with spaces and non-ASCII letters, a practice home whose path has them too, the home under
the platform's user data folder."""

from __future__ import annotations

from datetime import date

import pytest

from devtools.render import render_diary_photo
from tareekh.practice import Practice
from tareekh.registry import Case
from tareekh.settings import resolve_home

WINDOWS_NOTE = ("Marripudi (OS 318/22) – 01.12.2026: Counsel’s request for time allowed; costs ₹500 not "
                "imposed. “Last chance” – next date 15.12.2026.\r\n\r\n"
                "Yenugula partition (OS 1180/21) – 01.12.2026: DW1 absent. Adjourned to 18.12.2026.\r\n")


def test_a_windows_1252_note_with_crlf_line_ends_is_read_letter_for_letter(filing, drop):
    encoded = WINDOWS_NOTE.replace("₹500", "Rs.500").encode("cp1252")  # cp1252 has no rupee sign
    assert b"\x92" in encoded and b"\x93" in encoded and b"\x96" in encoded and b"\r\n" in encoded
    report = filing.ingest([drop("court notes 01.12.2026.txt", encoded)])
    [f] = report.files
    assert f.state == "done", f.message
    assert any("read as Windows-1252" in w for w in f.warnings)
    by_case = {e.case_id: e for e in report.entries}
    assert set(by_case) == {"C1", "C2"}
    assert "Counsel’s request" in by_case["C2"].text and "“Last chance” – next date" in by_case["C2"].text
    assert all("\r" not in e.text for e in report.entries)
    assert by_case["C2"].next_date == "2026-12-15" and by_case["C1"].next_date == "2026-12-18"


def test_a_utf8_note_with_crlf_and_a_byte_order_mark_as_notepad_saves_it(filing, drop):
    report = filing.ingest([drop("notepad.txt", b"\xef\xbb\xbf" + WINDOWS_NOTE.encode("utf-8"))])
    [f] = report.files
    assert f.state == "done" and f.warnings == []
    text = " ".join(e.text for e in report.entries)
    assert "₹500" in text and "\r" not in text and "\ufeff" not in text


def test_names_with_spaces_and_non_ascii_letters_go_through_the_whole_ingest(filing, tmp_path):
    folder = tmp_path / "मुक़दमे – Müller & Co" / "Notes 2026"
    folder.mkdir(parents=True)
    note = folder / "Marripudi – सुनवाई 01.12.2026 (final).txt"
    note.write_text("Marripudi (OS 318/22) - 01.12.2026: arguments heard. Next 15.12.2026.", encoding="utf-8")
    other = folder / "Yenugula – डायरी, page 1 (copy).md"
    other.write_text("01.12.2026\nYenugula partition (OS 1180/21) - DW1 absent. Adjourned to 18.12.2026.",
                     encoding="utf-8")
    report = filing.ingest([note, other])
    by_file = {f.file: f for f in report.files}
    assert set(by_file) == {note.name, other.name}
    assert all(f.state == "done" for f in report.files), [f.message for f in report.files]
    for f in report.files:
        upload = filing.upload(f.upload_id)
        assert upload.source_file == f.file
        assert (filing.home / upload.original_path).read_bytes() == (folder / f.file).read_bytes()
        [entry] = filing.entries(upload_id=f.upload_id)
        assert entry.source_file == f.file
    assert {e.case_id for e in report.entries} == {"C1", "C2"}


def test_a_home_whose_path_has_spaces_and_non_ascii_letters_reads_photos_in_its_workers(tmp_path, no_tareekh_env):
    home = tmp_path / "Adv. Müller's practice – अभ्यास"
    photo = tmp_path / "मुक़दमे – photos" / "डायरी page 1 – IMG 0001.jpg"
    photo.parent.mkdir()
    render_diary_photo("Vemparala partition (OS 1180/21) - DW1 absent. Adjd to 18.12.2026.",
                       date=date(2026, 12, 1), seed=4).save(photo, quality=85)
    with Practice.open(home) as p:
        p.ingest_service.retain_into_memory = None
        p.registry.add_case(Case(id="C1", number="O.S. No. 1180 of 2021", short_name="Vemparala partition",
                                 title="Seethamma Vemparala vs Ramulu Vemparala"))
        [f] = p.ingest([photo]).files
        assert f.state == "done", f.message
        assert f.file == photo.name and p.upload(f.upload_id).source_file == photo.name
        [entry] = p.entries(upload_id=f.upload_id)
        assert entry.case_id == "C1" and "18.12.2026" in entry.text
    assert (home / "practice.db").is_file()


@pytest.mark.skipif(__import__("sys").platform != "linux", reason="the XDG rule is Linux's")
def test_without_a_home_given_the_practice_lives_in_the_user_data_folder(monkeypatch, tmp_path, no_tareekh_env):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data home"))
    assert resolve_home(None) == (tmp_path / "data home" / "tareekh").resolve()
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "नया user"))
    assert resolve_home(None) == (tmp_path / "नया user" / ".local" / "share" / "tareekh").resolve()
