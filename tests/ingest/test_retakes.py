"""Retakes: a photo of a page already filed is kept as another photo of that page, linked to it, never filed or
retained twice; a clearer one corrects the first reading; two different pages of one day are never merged."""

from __future__ import annotations

import sqlite3
from datetime import date

import pytest
from PIL import Image, ImageFilter

from tareekh.cli import run
from devtools.render import render_diary_photo
from tareekh.ingest.retakes import PagePrint, same_page
from tareekh.registry import Case
from tests.ingest.conftest import CASES

DAY = date(2026, 11, 30)
SEABREEZE = "Seabreeze (OS 77/2023) - PW1 chief affidavit filed and marked. Cross on 14.12.2026."
PAGE = SEABREEZE + "\n\nMarripudi (OS 318/2022) - not reached, adjourned to 21.12.2026 for counter."
# The same day, the same first line: another page of the diary.
OTHER_PAGE = SEABREEZE + "\n\nSilveroak park WP (WP 18342/2024) - notice to R2, call on 05.01.2027."
# The same day, the same first line and the same numbers, other words: still another page.
SAME_NUMBERS = SEABREEZE + "\n\nMarripudi (OS 318/2022) - counter filed by the defendant today; arguments 21.12.2026."


@pytest.fixture
def diary(practice):
    """A practice with the memory wired in, whose registry knows the cases the pages name."""
    for cid, number, short, title in [*CASES, ("C5", "O.S. No. 77 of 2023", "Seabreeze", "Seabreeze RWA vs Coastal")]:
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title))
    return practice


def photo(tmp_path, name: str, text: str, *, seed: int = 5, quality: int = 85, blur: float = 0.0, crop: int = 0):
    image = render_diary_photo(text, date=DAY, seed=seed, hand="dkg")
    if blur:
        image = image.filter(ImageFilter.GaussianBlur(blur))
    if crop:
        w, h = image.size
        image = image.crop((crop, crop, w - crop, h - 2 * crop))
    path = tmp_path / name
    image.save(path, quality=quality)
    return path


def test_a_retake_at_another_quality_and_crop_is_another_photo_of_the_page(diary, tmp_path, capsys):
    first = diary.ingest([photo(tmp_path, "IMG_20261130_101500.jpg", PAGE)])
    (filed,) = first.files
    assert filed.state == "done" and len(filed.entry_ids) == 2
    entries = [e.id for e in diary.entries()]
    documents = diary.memory_stats().documents
    again = photo(tmp_path, "IMG_20261130_101507.jpg", PAGE, quality=55)
    cropped = photo(tmp_path, "IMG_20261130_101512.jpg", PAGE, quality=75, crop=35)
    report = diary.ingest([again, cropped])
    for result in report.files:
        assert result.state == "done" and result.entry_ids == [] and result.retake_of == filed.upload_id
        assert result.message.startswith("another photo of a page filed on ")
        assert "(IMG_20261130_101500.jpg)" in result.message and "nothing filed twice" in result.message
        upload = diary.upload(result.upload_id)
        assert upload.retake_of == filed.upload_id and diary.original_file(upload).read_bytes() == (
            tmp_path / result.file).read_bytes()
    assert report.entries == [] and [e.id for e in diary.entries()] == entries
    assert diary.memory_stats().documents == documents
    # the command line says so too, and lists no new entry
    home = str(diary.home)
    diary.close()
    assert run(["--home", home, "ingest", "--quiet", str(photo(tmp_path, "IMG_20261130_101530.jpg", PAGE,
                                                                  quality=65))]) == 0
    out = capsys.readouterr().out
    assert "IMG_20261130_101530.jpg: another photo of a page filed on" in out and "\n#" not in out


def test_two_different_pages_of_one_day_that_share_their_first_line_are_both_filed(diary, tmp_path):
    report = diary.ingest([photo(tmp_path, "IMG_1.jpg", PAGE), photo(tmp_path, "IMG_2.jpg", OTHER_PAGE, seed=6),
                           photo(tmp_path, "IMG_3.jpg", SAME_NUMBERS, seed=7)])
    assert [f.state for f in report.files] == ["done"] * 3
    assert [f.retake_of for f in report.files] == [None] * 3
    assert [len(f.entry_ids) for f in report.files] == [2, 2, 2]
    assert sorted(e.case_id for e in report.entries) == ["C2", "C2", "C3", "C5", "C5", "C5"]


def test_a_clearer_retake_replaces_the_first_reading_as_a_correction_would(diary, tmp_path):
    first = diary.ingest([photo(tmp_path, "IMG_blurred.jpg", PAGE, blur=2.0, quality=70)])
    (filed,) = first.files
    seabreeze, marripudi = sorted(diary.entries(upload_id=filed.upload_id), key=lambda e: e.case_id == "C2")
    assert seabreeze.case_id == "C5" and marripudi.case_id == "C2"
    assert "PW1 chief affidavit" not in seabreeze.text  # the blurred photo misread it
    diary.confirm(marripudi.id, text="Marripudi (OS 318/2022) - not reached. Adjd to 21.12.2026 (lawyer's words).")
    before = diary.entry(seabreeze.id)
    (retake,) = diary.ingest([photo(tmp_path, "IMG_clear.jpg", PAGE)]).files
    assert retake.retake_of == filed.upload_id and retake.entry_ids == []
    assert "replaced the first reading of 1 entry" in retake.message
    now = diary.entry(seabreeze.id)
    assert "PW1 chief affidavit filed and marked" in " ".join(now.text.split())
    assert (now.reason, now.confidence, now.status, now.case_id) == (before.reason, before.confidence, "retained", "C5")
    assert diary.entry(marripudi.id).text.endswith("(lawyer's words).")  # the lawyer's correction stands
    memory = diary.bank.get_document(f"entry:{seabreeze.id}")
    assert memory is not None and "PW1 chief affidavit filed and marked" in " ".join(memory.content.split())


def test_same_page_needs_the_same_numbers_and_nearly_the_same_words():
    def reading(text: str, digest: str | None = None) -> PagePrint:
        return PagePrint(1, 1, text, 90.0, "rapidocr", digest)

    page = reading("30 Monday\n" + PAGE)
    assert same_page(page, reading("30 Monday\n" + PAGE.replace("PW1", "PW")))  # a dropped "1": OCR noise
    assert not same_page(page, reading("30 Monday\n" + PAGE.replace("21.12.2026", "28.12.2026")))
    assert not same_page(page, reading("30 Monday\n" + SAME_NUMBERS))
    assert not same_page(reading("Not reached. 5.1.2027"), reading("Not reached. 6.1.2027", None))
    # one photo saved again: the image hash lets a short reading match, never across other numbers
    digest = "ab" * 32
    assert same_page(reading("Not reached. 5.1.2027", digest), reading("Not reached 5.1.2027", digest))
    assert not same_page(reading("Not reached. 5.1.2027", digest), reading("Not reached. 6.1.2027", digest))


def test_pages_read_before_retakes_were_known_are_printed_by_the_migration(tmp_path):
    from tareekh.ingest.models import Document, Page
    from tareekh.migrations import apply_migrations
    from tareekh.practice.home import practice_migrations

    migrations = practice_migrations()
    at = next(i for i, (name, _) in enumerate(migrations) if name == "ingest-0016-retakes")
    conn = sqlite3.connect(tmp_path / "practice.db")
    apply_migrations(conn, migrations[:at])
    doc = Document(source_name="IMG_1.jpg", media="image", doc_type="handwritten_note",
                   pages=[Page(number=1, text="Not reached. Adjourned to 21.12.2026.", engine="rapidocr",
                               confidence=91.0)])
    conn.execute("INSERT INTO uploads (sha256, display_name, original_path, ext, size, state, document)"
                 " VALUES ('x', 'IMG_1.jpg', 'originals/x.jpg', '.jpg', 1, 'done', ?)", (doc.model_dump_json(),))
    conn.commit()
    apply_migrations(conn, migrations)
    assert conn.execute("SELECT upload_id, page, numbers, engine, image_hash FROM page_prints").fetchall() == [
        (1, 1, "12 2026 21", "rapidocr", None)]
