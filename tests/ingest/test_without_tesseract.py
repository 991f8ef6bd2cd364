"""Tesseract is optional: typed English pages are read by RapidOCR without it; a Hindi page, or a page in a
language only tesseract reads, is kept unread with a message naming what to install, and is read once
tesseract is there, at the next ingest or start."""

from __future__ import annotations

import sys

import pytest

from tareekh.cli import run
from tareekh.ingest.ocr import tesseract
from devtools.render import devanagari_font, render_diary_photo, render_order_sheet

HINDI_ORDER = """न्यायालय अपर सत्र न्यायाधीश, कोर्ट संख्या 4, नगर
आदेश पत्रक

10.02.2026
पत्रावली पेश हुई। अभियुक्त उपस्थित। साक्षी PW-1 की मुख्य परीक्षा अंकित की गई। पत्रावली वास्ते जिरह दिनांक 12.03.2026 को पेश हो।
"""
ENGLISH_ORDER = (
    "14.11.2026: Counsel for the plaintiff present. Written statement filed. Call on 28.11.2026.\n"
    "28.11.2026: Issues framed. For plaintiff's evidence, call on 12.12.2026."
)


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pages")
    english = folder / "CC_OS_318-22 order sheet.jpg"
    render_order_sheet(ENGLISH_ORDER, seed=3, case_number="O.S. No. 318 of 2022",
                       court="City Civil Court").save(english, quality=85)
    hindi = None
    if devanagari_font() is not None:
        hindi = folder / "आदेश पत्रक 10.02.2026.jpg"
        render_order_sheet(HINDI_ORDER, seed=4).save(hindi, quality=85)
    return {"english": english, "hindi": hindi}


def test_a_typed_english_page_is_read_by_rapidocr_and_filed_without_tesseract(filing, pages, no_tesseract):
    report = filing.ingest([pages["english"]])
    [f] = report.files
    assert f.state == "done", f.message
    assert any("tesseract is not installed; page read with RapidOCR" in w for w in f.warnings)
    doc = filing.upload(f.upload_id)
    assert doc.state == "done" and doc.waiting_for is None
    dates = sorted(e.hearing_date for e in report.entries)
    assert dates == ["2026-11-14", "2026-11-28"]
    assert {e.case_id for e in report.entries} == {"C2"}


def test_a_hindi_page_waits_for_tesseract_and_is_read_at_the_next_ingest_once_installed(
        filing, pages, drop, monkeypatch, tmp_path):
    if pages["hindi"] is None:
        pytest.skip("no Devanagari font installed (scripts/setup.sh installs fonts-lohit-deva)")
    from tests.conftest import path_without

    monkeypatch.setenv("PATH", path_without(("tesseract",), tmp_path / "bin"))
    report = filing.ingest([pages["hindi"]])
    [f] = report.files
    assert f.state == "waiting"
    assert f.message.startswith("आदेश पत्रक 10.02.2026.jpg: page 1 is printed in Devanagari (Hindi)")
    assert "tesseract is not installed" in f.message and "tesseract-ocr-hin" in f.message
    [waiting] = filing.waiting_uploads()
    assert waiting.id == f.upload_id and waiting.waiting_for == "tesseract" and waiting.state == "stored"
    assert (filing.home / waiting.original_path).is_file()  # the original is kept
    assert filing.entries(upload_id=f.upload_id) == []

    out = run(["review", "--home", str(filing.home)])
    assert out == 0
    # a second ingest while tesseract is still missing leaves it waiting, and says nothing new about it
    report = filing.ingest([drop("note.txt", "Marripudi (OS 318/22) - 01.12.2026: adjourned to 15.12.2026.")])
    assert [x.file for x in report.files] == ["note.txt"]
    assert len(filing.waiting_uploads()) == 1

    monkeypatch.undo()  # tesseract is installed
    report = filing.ingest([drop("later.txt", "Marripudi (OS 318/22) - 02.12.2026: heard.")])
    by_file = {x.file: x for x in report.files}
    assert by_file["आदेश पत्रक 10.02.2026.jpg"].state == "done"
    assert filing.waiting_uploads() == []
    entries = filing.entries(upload_id=f.upload_id)
    assert entries and any("पत्रावली" in e.text for e in entries)
    assert any(e.hearing_date == "2026-02-10" for e in entries)


def test_review_lists_files_waiting_for_a_program(filing, pages, no_tesseract, capsys):
    if pages["hindi"] is None:
        pytest.skip("no Devanagari font installed")
    filing.ingest([pages["hindi"]])
    capsys.readouterr()
    assert run(["review", "--home", str(filing.home)]) == 0
    out = capsys.readouterr().out
    assert "1 file kept unread until a program is installed" in out
    assert "Devanagari" in out and "sudo apt install tesseract-ocr tesseract-ocr-hin" in out


def test_a_waiting_upload_is_read_at_the_next_start_once_tesseract_is_there(filing, pages, monkeypatch, tmp_path):
    if pages["hindi"] is None:
        pytest.skip("no Devanagari font installed")
    from tareekh.practice import Practice
    from tests.conftest import path_without

    monkeypatch.setenv("PATH", path_without(("tesseract",), tmp_path / "bin"))
    [f] = filing.ingest([pages["hindi"]]).files
    assert f.state == "waiting"
    home = filing.home
    filing.close()
    with Practice.open(home) as reopened:  # still missing: the start leaves it waiting, no error
        assert [u.id for u in reopened.waiting_uploads()] == [f.upload_id]
        assert reopened.upload(f.upload_id).state == "stored"
    monkeypatch.undo()
    with Practice.open(home) as reopened:
        assert reopened.waiting_uploads() == []
        assert reopened.upload(f.upload_id).state == "done"
        assert reopened.entries(upload_id=f.upload_id)


def test_an_english_page_of_a_practice_that_writes_telugu_is_read_without_tesseract(filing, no_tesseract, tmp_path):
    # RapidOCR reads English; only a page it cannot read (a script it has no model for) waits for tesseract
    from datetime import date

    photo = tmp_path / "IMG_20261130_101010.jpg"
    render_diary_photo("Marripudi (OS 318/22) - adjd to 14.12.2026.", date=date(2026, 11, 30), seed=2).save(photo)
    filing.settings.ocr_languages = ["eng", "tel"]
    [f] = filing.ingest([photo]).files
    assert f.state == "done", f.message
    assert any("318" in e.text for e in filing.entries(upload_id=f.upload_id))


def test_a_hand_in_a_script_rapidocr_reads_as_soup_under_a_printed_head_waits_for_tesseract(
        filing, no_tesseract, tmp_path):
    # RapidOCR reads the diary's printed head cleanly and the Gujarati hand below it as Latin soup: the page is
    # not taken as read (its soup filed as the note), it waits for tesseract's Gujarati model
    from datetime import date

    from devtools.render import script_font

    if script_font("gujr") is None:
        pytest.skip("no Gujarati font installed")
    photo = tmp_path / "IMG_20261201_101012.jpg"
    render_diary_photo("ભાવસાર વિ. ઠક્કર (RCS 212/2024) - સાક્ષી હાજર નહીં, મુદત 14.01.2027",
                       date=date(2026, 12, 1), seed=5).save(photo, quality=85)
    filing.settings.ocr_languages = ["eng", "guj"]
    [f] = filing.ingest([photo]).files
    assert f.state == "waiting", f.message
    assert "tesseract-ocr-guj" in f.message


def test_a_missing_language_model_is_waited_for_by_name(filing, tmp_path):
    from datetime import date

    photo = tmp_path / "IMG_20261130_101011.jpg"
    render_diary_photo("Marripudi (OS 318/22) - adjd to 14.12.2026.", date=date(2026, 11, 30), seed=2).save(photo)
    filing.settings.ocr_languages = ["eng", "xyz"]
    [f] = filing.ingest([photo]).files
    assert f.state == "waiting"
    assert "tesseract has no xyz model" in f.message and "tesseract-ocr-xyz" in f.message
    assert filing.upload(f.upload_id).waiting_for == "tesseract:xyz"


@pytest.mark.parametrize("platform, words", [
    ("win32", ["UB Mannheim installer", "Hindi under Additional language data"]),
    ("darwin", ["brew install tesseract tesseract-lang"]),
    ("linux", ["sudo apt install tesseract-ocr tesseract-ocr-hin"]),
])
def test_the_install_hint_names_what_to_install_on_each_system(monkeypatch, platform, words):
    monkeypatch.setattr(sys, "platform", platform)
    hint = tesseract.install_hint(("eng", "hin"))
    for w in words:
        assert w in hint


def test_tesseract_is_found_where_the_windows_installer_puts_it_when_not_on_path(monkeypatch, tmp_path):
    exe = tmp_path / "Program Files" / "Tesseract-OCR" / "tesseract.exe"
    exe.parent.mkdir(parents=True)
    exe.write_bytes(b"")
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setenv("ProgramFiles", str(tmp_path / "Program Files"))
    assert tesseract.find_tesseract() == str(exe)
