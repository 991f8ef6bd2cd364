"""A case chosen for a note never files a note that names another case; the date a note gives is its hearing's."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.dates import written_hearing_date


def test_a_note_naming_another_case_than_the_chosen_one_waits_with_both_cases(filing, drop):
    report = filing.ingest([drop("note.txt", "Yenugula partition (OS 1180/21) - Issues framed. Next date 20.04.2025.")],
                           case_id="C2", date="12.03.2025")
    (e,) = report.entries
    assert e.status == "review" and e.case_id is None
    assert [c.case_id for c in e.candidates] == ["C1", "C2"]
    assert "another case" in e.reason
    assert filing.registry.get_case("C2").next_date is None  # nothing moved on the chosen case
    filed = filing.confirm(e.id)  # the named case is the first candidate
    assert (filed.status, filed.case_id) == ("retained", "C1")


def test_a_note_naming_the_chosen_case_or_no_case_is_filed_under_it(filing, drop):
    report = filing.ingest([drop("a.txt", "OS 318/22 Marripudi. PW1 cross for 40 min.")], case_id="C2",
                           date="12.03.2025")
    assert [(e.status, e.case_id) for e in report.entries] == [("retained", "C2")]
    report = filing.ingest([drop("b.txt", "Client meeting. Told him to bring the deeds.")], case_id="C2",
                           date="13.03.2025")
    assert [(e.status, e.case_id) for e in report.entries] == [("retained", "C2")]


def test_a_case_number_mentioned_in_passing_does_not_stop_the_chosen_case(filing, drop):
    text = "Marripudi - PW1 cross. Counsel wants it tagged with OS 1043/2021 later."
    report = filing.ingest([drop("c.txt", text)], case_id="C2", date="12.03.2025")
    assert [(e.status, e.case_id) for e in report.entries] == [("retained", "C2")]


def test_the_cli_case_option_takes_a_number_and_also_sends_another_cases_note_to_review(filing, drop, capsys):
    from tareekh.cli import run

    note = drop("cli.txt", "Silveroak park WP (WP 18342/24) - counter filed. 14.03.2025 heard.")
    code = run(["ingest", str(note), "--case", "OS 318/2022", "--date", "14.03.2025", "--home", str(filing.home),
                "--quiet"])
    out = capsys.readouterr().out
    assert code == 0
    (e,) = filing.review_queue()
    assert [c.case_id for c in e.candidates] == ["C3", "C2"]
    assert "two cases named" in out
    assert "could be: W.P. 18342/2024 — Silveroak park WP; O.S. 318/2022 — Marripudi (chosen by you)" in out


def test_a_date_written_in_a_typed_note_is_its_hearing_date(filing):
    report = filing.ingest_text("Marripudi (OS 318/22) - 01.12.2025: PW1 cross continued. Next date 15.01.2026.")
    (e,) = report.entries
    assert (e.status, e.case_id, e.hearing_date, e.next_date) == ("retained", "C2", "2025-12-01", "2026-01-15")


def test_a_date_the_lawyer_gives_beats_the_date_in_the_note(filing):
    report = filing.ingest_text("Marripudi (OS 318/22) - 01.12.2025: PW1 cross.", date="30.11.2025")
    assert [e.hearing_date for e in report.entries] == ["2025-11-30"]


def test_a_next_date_alone_is_not_taken_for_the_hearing(filing):
    report = filing.ingest_text("Marripudi (OS 318/22) - PW1 cross. Next date 01.12.2025.")
    (e,) = report.entries
    assert (e.status, e.hearing_date) == ("review", None)


ADDED = date(2026, 12, 1)


@pytest.mark.parametrize("text, expected", [
    ("Seabreeze flat (OS 412/23) - 01.12.2026: PW1 cross continued.", "2026-12-01"),
    ("01.12.2026 - Seabreeze flat: PW1 cross.", "2026-12-01"),
    ("Seabreeze flat (OS 412/23) 1.12.26 - PW1 cross.", "2026-12-01"),
    ("Seabreeze flat - on 1st Dec PW1 was cross-examined.", "2026-12-01"),
    ("On 30 Nov, PW1 was cross-examined.", "2026-11-30"),
    ("Seabreeze flat - 1/12: PW1 cross-examined.", "2026-12-01"),
    ("Pothineni partition (OS 1287/21) - hearing on 1.12, DW1 cross. Adjd to 5/1.", "2026-12-01"),
    ("Heard on 27 November 2026. Orders reserved.", "2026-11-27"),
])
def test_the_hearing_date_written_in_a_note(text, expected):
    found = written_hearing_date(text, added=ADDED)
    assert found is not None and found.iso == expected


@pytest.mark.parametrize("text", [
    "Seabreeze (OS 412/23) - PW1 cross. Next date 01.12.2026.",  # a next date
    "Kavuri CMA (CMA 512/25) - Not reached. Item 41. NTDOH 15.12.2026.",
    "Seabreeze - notice dated 12.11.2026 served. Adjourned to 15.12.2026.",  # a document's date
    "Sale deed of 01.03.2019 marked as Ex.A4.",
    "OS 1/12 Yenugula - PW1 cross.",  # a case number, not the first of December
    "Seabreeze - 15.01.2027: PW1 cross.",  # after the day the note was added
    "PW1 cross-examined at 10.30 am for an hour.",
])
def test_dates_that_are_not_the_hearings(text):
    assert written_hearing_date(text, added=ADDED) is None


def test_a_day_and_month_take_the_latest_year_not_after_the_day_the_note_was_added():
    assert written_hearing_date("Seabreeze - 28/12: PW1", added=date(2027, 1, 2)).iso == "2026-12-28"
    assert written_hearing_date("Seabreeze - 28/12: PW1", added=date(2026, 12, 1)).iso == "2025-12-28"
    assert written_hearing_date("Seabreeze - 2/12: PW1", added=date(2026, 12, 1)).iso == "2026-12-02"  # a day's grace
