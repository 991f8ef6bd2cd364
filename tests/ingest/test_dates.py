"""Day-first dates, next-date phrases and dates in file names."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.errors import InputError
from tareekh.ingest.dates import file_name_date, find_next_date, header_date, parse_date


@pytest.mark.parametrize("text, expected", [
    ("next date 02.09.2026", "2026-09-02"),
    ("Not reached. adjd to 5/10", "2025-10-05"),
    ("call on 19.08.2026.", "2026-08-19"),
    ("For arguments, call on 16.07.2025.", "2025-07-16"),
    ("Counter filed. List on 07.08.2025.", "2025-08-07"),
    ("Listed for final hearing 5 Oct. Keep the plan flagged.", "2025-10-05"),
    ("NDOH: 12/11/25", "2025-11-12"),
    ("Item 41. NTDOH 15.12.2025.", "2025-12-15"),  # NDOH as OCR misreads it
    ("Adjourned to 04.02.2026.", "2026-02-04"),
    ("costs before the next date. Call on 25.03.2026.", "2026-03-25"),
])
def test_next_date_phrases(text, expected):
    found = find_next_date(text, hearing=date(2025, 6, 1))
    assert found is not None and found.iso == expected


@pytest.mark.parametrize("text", [
    "Told the association secretary the next date.",
    "suspension of the notice dated 22.04.2025 for eight weeks",
    "call on 01.05.2025",  # before the hearing: history, not a next date
])
def test_no_next_date(text):
    assert find_next_date(text, hearing=date(2025, 6, 1)) is None


def test_partial_next_date_rolls_into_the_next_year():
    assert find_next_date("adjd to 5/1", hearing=date(2025, 12, 20)).iso == "2026-01-05"


def test_stage_is_read_with_the_next_date():
    assert find_next_date("For framing of issues, call on 14.07.2025.", hearing=date(2025, 6, 9)).stage == "framing of issues"


@pytest.mark.parametrize("name, expected", [
    ("IMG_20250312_130925.jpg", "2025-03-12"),
    ("court_notes_2025-03-03.txt", "2025-03-03"),
    ("sai_misc_2026-09-24.txt", "2026-09-24"),
    ("CC_OS_1043-21_2025-04-23.jpg", "2025-04-23"),
    ("notes 03.03.2025.txt", "2025-03-03"),
    ("scribble.txt", None),
])
def test_file_name_dates(name, expected):
    got = file_name_date(name)
    assert (got.isoformat() if got else None) == expected


@pytest.mark.parametrize("line, expected", [
    ("Monday 3 March 2025", "2025-03-03"),
    ("03-03-2025", "2025-03-03"),
    ("03 Mar 2025, Mon - court notes", "2025-03-03"),
    ("09 Jun 2025, Mon - court notes (Sai)", "2025-06-09"),
    ("Gollapudi partition (OS 1180/21) - framed on 03.03.2025", None),
])
def test_header_dates(line, expected):
    got = header_date(line)
    assert (got.iso if got else None) == expected


def test_dates_are_day_first():
    assert parse_date("04.03.2025") == date(2025, 3, 4)
    assert parse_date("2025-03-04") == date(2025, 3, 4)


@pytest.mark.parametrize("bad", ["tomorrow", "31.02.2025", "", "2025-13-01"])
def test_a_bad_date_is_one_clear_error(bad):
    with pytest.raises(InputError, match="not a date"):
        parse_date(bad)
