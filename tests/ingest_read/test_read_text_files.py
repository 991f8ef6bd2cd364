"""Text files, Word files and unsupported types: read faithfully, odd encodings with a warning, never a crash."""

from __future__ import annotations

import pytest

from tareekh.errors import InputError
from tareekh.ingest.read import read_file

NOTE = "30 Nov 2026, Mon - court notes\n\nSeabreeze flat (OS 412/23) - PW1 cross deferred. Café closed.\n"


def test_utf8_text_is_read_exactly_without_warnings(tmp_path):
    p = tmp_path / "court_notes_2026-11-30.txt"
    p.write_text(NOTE + "తెలుగు నోట్\n", encoding="utf-8")
    doc = read_file(p)
    assert doc.text == NOTE + "తెలుగు నోట్\n"
    assert doc.media == "text" and doc.doc_type == "typed_note" and doc.warnings == []
    assert doc.pages[0].engine == "plain" and doc.pages[0].raw_text is None


def test_utf8_bom_and_windows_line_endings_are_dropped(tmp_path):
    p = tmp_path / "n.md"
    p.write_bytes(b"\xef\xbb\xbf" + NOTE.replace("\n", "\r\n").encode("utf-8"))
    doc = read_file(p)
    assert doc.text == NOTE and doc.warnings == []


def test_utf16_with_bom_is_read_with_a_warning(tmp_path):
    p = tmp_path / "n.txt"
    p.write_bytes(NOTE.encode("utf-16"))
    doc = read_file(p)
    assert doc.text == NOTE
    assert any("UTF-16" in w for w in doc.warnings)


def test_latin1_text_is_read_with_a_warning_naming_the_file(tmp_path):
    p = tmp_path / "old_note.txt"
    p.write_bytes(NOTE.encode("latin-1"))
    doc = read_file(p)
    assert "Café closed" in doc.text
    assert len(doc.warnings) == 1 and "old_note.txt" in doc.warnings[0] and "UTF-8" in doc.warnings[0]


def test_bytes_undefined_in_cp1252_fall_back_to_latin1(tmp_path):
    p = tmp_path / "odd.txt"
    p.write_bytes(b"OS 412/23 \x81\x8d done\n")
    doc = read_file(p)
    assert doc.text.startswith("OS 412/23 ") and "Latin-1" in doc.warnings[0]


def test_docx_paragraphs_are_read_in_order(tmp_path):
    from datetime import date

    from devtools.render import make_docx

    p = make_docx("First para about OS 412/23.\n\nSecond para: adjd to 14.12.2026.", tmp_path / "note.docx",
                  title="Seabreeze flat (OS 412/23)", hearing_date=date(2026, 11, 30), author="Sharvani Rao")
    doc = read_file(p)
    lines = [line for line in doc.text.split("\n") if line]
    assert lines == ["Seabreeze flat (OS 412/23)", "Date of hearing: 30.11.2026    Note by: Sharvani Rao",
                     "First para about OS 412/23.", "Second para: adjd to 14.12.2026."]
    assert doc.media == "docx" and doc.doc_type == "typed_note"


def test_display_name_is_used_in_messages_not_the_stored_path(tmp_path):
    p = tmp_path / "3f2a9c.bin"
    p.write_bytes(b"")
    with pytest.raises(InputError, match="diary.txt"):
        read_file(p, display_name="diary.txt")


@pytest.mark.parametrize("name", ["ledger.xlsx", "notes", "voice_note.opus"])
def test_unsupported_types_name_the_file_and_the_supported_types(tmp_path, name):
    p = tmp_path / name
    p.write_bytes(b"something")
    with pytest.raises(InputError) as err:
        read_file(p)
    assert name in str(err.value) and "docx" in str(err.value) and "jpg" in str(err.value)


@pytest.mark.parametrize("name", ["empty.txt", "empty.jpg", "empty.pdf", "empty.docx", "empty.HEIC", "empty.doc",
                                  "empty.odt", "empty.rtf", "empty.tif"])
def test_zero_byte_files_are_refused_as_empty(tmp_path, name):
    p = tmp_path / name
    p.touch()
    with pytest.raises(InputError, match=rf"{name}: the file is empty \(0 bytes\)"):
        read_file(p)


def test_missing_file_is_reported(tmp_path):
    with pytest.raises(InputError, match="gone.txt: file not found"):
        read_file(tmp_path / "gone.txt")


def test_damaged_docx_is_refused_with_a_clear_message(tmp_path):
    p = tmp_path / "broken.docx"
    p.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(InputError, match="broken.docx: not a readable Word .docx file"):
        read_file(p)
