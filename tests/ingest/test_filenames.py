"""File names as phones, scanners, messengers and lawyers make them: numbers, dates (with what each date
means) and words, one table."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.filenames import parse_file_name

D = date.fromisoformat

# name → (number keys, full date, its role, day-month "--MM-DD" without a year, words that must be kept)
TABLE = [
    ("OS_77-2025_2025-11-12.docx", ["OS/77/2025"], "2025-11-12", "written", None, ["OS", "77/2025"]),
    ("IMG_20250709_192051.jpg", [], "2025-07-09", "taken", None, []),
    ("IMG-20250709-WA0003.jpg", [], "2025-07-09", "received", None, []),
    ("20260312_211544.jpg", [], "2026-03-12", "taken", None, []),
    ("PXL_20250312_130925123.jpg", [], "2025-03-12", "taken", None, []),
    ("Screenshot_20250312-130925.png", [], "2025-03-12", "taken", None, []),
    ("WhatsApp Image 2025-03-12 at 13.09.25.jpeg", [], "2025-03-12", "received", None, []),
    ("DOC-20251110-WA0003.pdf", [], "2025-11-10", "received", None, []),
    ("notes 12 march.txt", [], None, None, "--03-12", ["notes"]),
    ("CC_OS_1043-21_2026-02-11.jpg", ["OS/1043/2021"], "2026-02-11", "written", None, ["OS", "1043/21"]),
    ("CC_WP_12577-25_2026-03-24.jpg", ["WP/12577/2025"], "2026-03-24", "written", None, ["WP", "12577/25"]),
    ("OS_1650-22_2025-09-15.docx", ["OS/1650/2022"], "2025-09-15", "written", None, []),
    ("scan0003.pdf", [], None, None, None, []),
    ("CamScanner 09-15-2026 12.10.pdf", [], "2026-09-15", "copied", None, []),  # month first: 15 decides
    ("Scan 2025-03-12.pdf", [], "2025-03-12", "copied", None, []),
    ("bail4521 12.3.26.txt", [], "2026-03-12", "written", None, ["bail", "4521"]),
    ("8.4.25.txt", [], "2025-04-08", "written", None, []),
    ("consumer 18feb.txt", [], None, None, "--02-18", ["consumer"]),
    ("Order_19-08-2025.pdf", [], "2025-08-19", "written", None, ["Order"]),
    ("IMG_4902.HEIC", [], None, None, None, []),
    ("ritika update (1).txt", [], None, None, None, ["ritika", "update"]),
    ("notes 15 april - Copy.txt", [], None, None, "--04-15", ["notes"]),
    ("Copy of court_notes_2025-03-03.txt", [], "2025-03-03", "written", None, ["court", "notes"]),
    ("court_notes_2025-03-03.txt", [], "2025-03-03", "written", None, []),
    ("sai_misc_2026-09-24.txt", [], "2026-09-24", "written", None, ["sai", "misc"]),
    ("ST310-23 cross DW2.docx", ["ST/310/2023"], None, None, None, ["ST", "310/23", "cross"]),
    ("aman 17-07.txt", [], None, None, "--07-17", ["aman"]),
    ("OS 77 of 2019 - 7.10.25.docx", ["OS/77/2019"], "2025-10-07", "written", None, []),
    ("OS 77-2019 nakal.jpg", ["OS/77/2019"], None, None, None, ["nakal"]),  # 77-2019 is a number, not a date
    ("FAFO 88-24 costs 17.2.26.docx", ["FAO/88/2024"], "2026-02-17", "written", None, ["FAFO", "88/24", "costs"]),
    ("138 gupta ji 8-5-25.txt", [], "2025-05-08", "written", None, ["gupta"]),
    ("15.5.25 mact.txt", [], "2025-05-15", "written", None, ["mact"]),
    ("2025-10-14.docx", [], "2025-10-14", "written", None, []),
    ("notes 03.03.2025.txt", [], "2025-03-03", "written", None, ["notes"]),
    ("Doc1.docx", [], None, None, None, []),
    ("New Document 3.txt", [], None, None, None, []),
    ("Untitled document.docx", [], None, None, None, []),
    ("nakal 512-2025 with MA 3-2026.pdf", ["MA/3/2026"], None, None, None, ["512/2025", "3/2026"]),
    ("Hearing 5th March 2025.txt", [], "2025-03-05", "written", None, ["Hearing"]),
    ("notes March 5.txt", [], None, None, "--03-05", ["notes"]),
]


@pytest.mark.parametrize("name, numbers, full, role, day_month, words", TABLE, ids=[t[0] for t in TABLE])
def test_a_file_name_gives_its_numbers_dates_and_words(name, numbers, full, role, day_month, words):
    cues = parse_file_name(name)
    assert [key for key, _written in cues.numbers] == numbers
    got = cues.date
    assert (got.value.isoformat() if got else None) == full
    assert (got.role if got else None) == role
    assert (cues.day_month.hint if cues.day_month else None) == day_month
    for word in words:
        assert word in cues.words


def test_the_table_has_at_least_thirty_names():
    assert len(TABLE) >= 30


def test_a_scanner_stamp_whose_day_and_month_could_be_swapped_gives_no_date():
    cues = parse_file_name("CamScanner 09-10-2026 12.10.pdf")
    assert cues.date is None and cues.dates and cues.dates[0].ambiguous


def test_only_a_written_or_camera_date_may_stand_for_a_hearing():
    assert parse_file_name("IMG-20250709-WA0003.jpg").hearing_date is None  # the day it was received
    assert parse_file_name("IMG-20250709-WA0003.jpg").not_after == D("2025-07-09")
    assert parse_file_name("CamScanner 09-15-2026 12.10.pdf").hearing_date is None  # the day it was copied
    assert parse_file_name("IMG_20250709_192051.jpg").hearing_date == D("2025-07-09")
    assert parse_file_name("OS_77-2025_2025-11-12.docx").hearing_date == D("2025-11-12")


def test_the_case_hint_keeps_the_number_as_the_resolver_reads_it():
    assert parse_file_name("OS_77-2025_2025-11-12.docx").case_hint == "OS 77/2025"
    assert parse_file_name("CC_OS_1043-21_2026-02-11.jpg").number_hint == "OS 1043/21"
    assert parse_file_name("IMG_20250709_192051.jpg").case_hint is None
    assert parse_file_name("ritika update (1).txt").case_hint == "ritika update"


def test_a_clock_time_stamped_after_the_day_is_no_second_date():
    # a messenger's saved photo: the day, then the hour, minute and second it was saved
    cues = parse_file_name("photo_2026-03-09_19-05-07.jpg")
    assert [d.value for d in cues.dates] == [date(2026, 3, 9)]
    # two dates a person wrote stay two dates
    cues = parse_file_name("notes 2026-03-09 and 21-03-26.txt")
    assert [d.value for d in cues.dates] == [date(2026, 3, 9), date(2026, 3, 21)]
