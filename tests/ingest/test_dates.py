"""Day-first dates, next-date phrases, and days written without a year (file names: test_filenames.py)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.errors import InputError
from tareekh.ingest.dates import DayMonth, find_next_date, header_date, header_day_month, parse_date


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


@pytest.mark.parametrize("text, expected, stage", [
    ("Evidence closed. Notes of arguments by 20.07.2025. Arguments fixed 08.08.2025.", "2025-08-08", "arguments"),
    ("Cross of RW2 over. Judgment fixed on 30.09.2025", "2025-09-30", "judgment"),
    ("Reply fixed 14/7/25 - call the client", "2025-07-14", "reply"),
])
def test_a_day_fixed_for_the_stage_written_before_the_verb_is_the_next_date(text, expected, stage):
    found = find_next_date(text, hearing=date(2025, 6, 1))
    assert found is not None and (found.iso, found.stage) == (expected, stage)


@pytest.mark.parametrize("text", [
    "Site inspection fixed for 17.07.2025 by the commissioner",  # another event's day
    "FD fixed 12.07.2025 maturity",  # a fixed deposit
])
def test_a_day_fixed_for_another_event_is_no_next_date(text):
    assert find_next_date(text, hearing=date(2025, 6, 1)) is None


def test_partial_next_date_rolls_into_the_next_year():
    assert find_next_date("adjd to 5/1", hearing=date(2025, 12, 20)).iso == "2026-01-05"


def test_stage_is_read_with_the_next_date():
    assert find_next_date("For framing of issues, call on 14.07.2025.", hearing=date(2025, 6, 9)).stage == "framing of issues"


@pytest.mark.parametrize("line, expected", [
    ("Monday 3 March 2025", "2025-03-03"),
    ("03-03-2025", "2025-03-03"),
    ("03 Mar 2025, Mon - court notes", "2025-03-03"),
    ("09 Jun 2025, Mon - court notes (Sai)", "2025-06-09"),
    ("Yenugula partition (OS 1180/21) - framed on 03.03.2025", None),
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


@pytest.mark.parametrize("line, expected", [
    ("20/3 - Ct.7 Mishra ji", (20, 3)),
    ("8/5 acjm-3 - awadh agro (cc 2231/25)", (8, 5)),
    ("13 Nov - Family Court + ACJM-3", (13, 11)),
    ("15/1", (15, 1)),
    ("6/2/25 qaiserbagh", None),  # a full date: header_date reads it
    ("310/23 ST - not reached", None),  # a case number, not a day
    ("Thu 8 Jan 2026 - updates", None),
])
def test_a_day_and_month_opening_a_note_is_read_without_a_year(line, expected):
    got = header_day_month(line)
    assert ((got.day, got.month) if got else None) == expected


def test_a_day_without_a_year_takes_it_from_a_stamp_a_next_date_or_nearby_dates():
    dm = DayMonth(20, 3)
    assert dm.date_for(not_after=date(2025, 3, 21)) == date(2025, 3, 20)  # received the next day
    assert dm.date_for(not_after=date(2026, 1, 2)) is None  # a stamp nine months later says nothing
    assert dm.date_for(before=date(2025, 4, 24)) == date(2025, 3, 20)  # before its next date
    assert dm.date_for(before=date(2025, 3, 20)) is None  # the hearing is not its own next date … within months
    assert DayMonth(16, 10).date_for(before=date(2026, 1, 8)) == date(2025, 10, 16)  # across the new year
    assert dm.date_for(near=[date(2026, 2, 11)]) == date(2026, 3, 20)
    assert dm.date_for() is None
    assert DayMonth.parse(dm.hint) == dm and dm.hint == "--03-20"
    assert DayMonth.of(31, 4) is None and DayMonth.of(29, 2) is not None


@pytest.mark.parametrize("lines, expected", [
    (["JANUARY 2025", "16THURSDAY TAT"], "2025-01-16"),  # OCR glued the day to its weekday
    (["JULY 2025", "08TUESDAYTTTT"], "2025-07-08"),  # and the printed Hindi weekday, misread, to both
    (["FEBRUARY 2025", "1ITUESDAY TCAR"], "2025-02-11"),
    (["2025 MARCH", "12 Wednesday"], "2025-03-12"),
    (["MARCH 2025", "12 Monitoring report"], None),
])
def test_a_printed_diary_header_is_read_through_ocr_glue(lines, expected):
    from tareekh.ingest.dates import diary_header

    got = diary_header(lines)
    assert (got[0].isoformat() if got else None) == expected


def test_a_day_month_and_two_digit_year_spaced_as_a_diary_writes_them_is_a_date_but_a_time_is_no_year():
    from tareekh.ingest import dates as D

    assert [f.value.isoformat() for f in D.find_dates("14 mar 26 - city civil ct 22")] == ["2026-03-14"]
    assert D.find_dates("next 5 Oct 10.30 am") == [] and D.find_dates("on 5 Oct 12 noon") == []
