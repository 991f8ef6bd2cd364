"""Notes, diaries and order sheets as other courts print them and other lawyers write them: dates with the month
first, joined by dashes or in an Indian script, next-date abbreviations, a numbered diary page of several
matters, and a daily-proceedings sheet with a "Date:" label. Names, courts and numbers are made up here."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.dates import ascii_digits, find_dates, find_next_date, header_day_month, written_hearing_date
from tareekh.registry import Case

CASES = [
    ("K1", "W.P.(C) 1234/2026", "Riverside tenants", "Riverside Tenants Assn vs Municipal Board"),
    ("K2", "CS(COMM) 56/2025", "Orchid trademark", "Orchid Foods vs Lotus Snacks"),
    ("K3", "Crl.M.C. 789/2026", "Bhandari quashing", "Anil Bhandari vs State"),
    ("K5", "C.R.P.(PD) 1200/2025", "Selvam revision", "Selvam vs Karuppan"),
    ("K6", "R.C.A. 33/2023", "Pillai rent appeal", "Gomathi Pillai vs Thomas Iyer"),
    ("K7", "E.P. 12/2024", "Kannan execution", "Kannan vs Marigold Builders"),
    ("K8", "C.M.A. 410/2022", "Harbour insurance", "Harbour Assurance vs Seetha"),
]


@pytest.fixture
def courts(practice):
    """A practice of another state's courts (writ, commercial suit, revision, rent appeal, execution)."""
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, title in CASES:
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title))
    return practice


@pytest.mark.parametrize("text, expected", [
    ("listed 02-Dec-2026 before the bench", "2026-12-02"),
    ("cause list of 02-DEC-26", "2026-12-02"),
    ("order dt. 2/Dec/2026", "2026-12-02"),
    ("2 டிசம்பர் 2026", "2026-12-02"),  # Tamil
    ("2 డిసెంబర్ 2026", "2026-12-02"),  # Telugu
    ("२ डिसेंबर २०२६", "2026-12-02"),  # Marathi, Devanagari digits
    ("௨ டிசம்பர் ௨௦௨௬", "2026-12-02"),  # Tamil digits
])
def test_dates_joined_by_dashes_or_in_an_indian_script_are_read(text, expected):
    assert [f.iso for f in find_dates(text)] == [expected]


def test_the_digits_of_every_indian_script_become_ascii_one_for_one():
    assert ascii_digits("௧௨ ১২ ૧૨ ౧౨ ೧೨ ൧൨ १२") == "12 12 12 12 12 12 12"


@pytest.mark.parametrize("line, day, month", [
    ("Dec 2", 2, 12),
    ("Wed, Dec 2nd - court notes", 2, 12),
    ("02-Dec", 2, 12),
    ("2 दिसंबर", 2, 12),
    ("2 டிசம்பர்", 2, 12),
])
def test_a_heading_of_a_day_and_month_is_read_whichever_comes_first_and_in_any_script(line, day, month):
    found = header_day_month(line)
    assert found is not None and (found.day, found.month) == (day, month)


def test_may_as_a_word_is_never_a_heading_date():
    assert header_day_month("may 2 weeks be given") is None


@pytest.mark.parametrize("text, expected", [
    ("admitted. adj. to 14.1.27 for evidence", "2027-01-14"),
    ("counter filed; n.d. 14/1/2027", "2027-01-14"),
    ("ND 14.1.2027", "2027-01-14"),
    ("NDOH: 14-Jan-2027", "2027-01-14"),
])
def test_next_date_abbreviations_ending_in_a_full_stop_are_read(text, expected):
    found = find_next_date(text, hearing=date(2026, 12, 2))
    assert found is not None and found.iso == expected


@pytest.mark.parametrize("text", [
    "Dec 2\nheard in part",
    "02-Dec-2026\nheard in part",
    "02.12.2026 (Wed)\nheard in part",
    "2 दिसंबर\nheard in part",
    "2 டிசம்பர் 2026\nheard in part",
])
def test_the_date_heading_a_note_is_its_hearing_date_in_every_shape(text):
    found = written_hearing_date(text, added=date(2026, 12, 3))
    assert found is not None and found.iso == "2026-12-02"


@pytest.mark.parametrize("name, note, cid", [
    ("a.txt", "Dec 2\nR.C.A. 33/2023 Pillai rent - lower court records called for. n.d. 5/1\n", "K6"),
    ("b.txt", "02-Dec-2026\nC.M.A. 410/2022 insurance appeal - admitted. adj. to 20-Jan-2027\n", "K8"),
    ("c.txt", "2 டிசம்பர் 2026\nCrl.M.C. 789/2026 Bhandari - status report called. next 12.01.2027\n", "K3"),
    ("d.txt", "2 दिसंबर\nCrl.M.C. 789/2026 Bhandari - स्थिति रिपोर्ट तलब. अगली तिथि 12.01.2027\n", "K3"),
])
def test_a_note_under_a_date_heading_of_another_shape_is_one_dated_record_of_its_case(courts, drop, name, note, cid):
    report = courts.ingest([drop(name, note)])
    assert not report.errors
    assert [(e.case_id, e.hearing_date, e.status) for e in report.entries] == [(cid, "2026-12-02", "retained")]


def test_a_numbered_diary_page_of_three_matters_is_three_records(courts, drop):
    page = ("Wed 2 Dec\n"
            "1. W.P.(C) 1234/2026 - counter filed, rejoinder 2 wks. NDOH 20.1.27\n"
            "2. Crl.M.C. 789/2026 - State sought time. adj. to 15.1.27\n"
            "3. E.P. 12/2024 - sale proclamation settled. n.d. 22.1.27\n")
    report = courts.ingest([drop("diary.txt", page)])
    got = sorted((e.case_id, e.hearing_date, e.next_date, e.status) for e in report.entries)
    assert got == [("K1", "2026-12-02", "2027-01-20", "retained"), ("K3", "2026-12-02", "2027-01-15", "retained"),
                   ("K7", "2026-12-02", "2027-01-22", "retained")]


def test_an_application_numbered_under_its_matter_stays_in_that_matters_record(courts, drop):
    page = ("2.12.2026\n"
            "1. C.R.P.(PD) 1200/2025 Selvam - arguments heard\n"
            "2. I.A. 4/2026 for stay - interim stay extended\n")
    report = courts.ingest([drop("diary.txt", page)])
    assert [(e.case_id, e.hearing_date) for e in report.entries] == [("K5", "2026-12-02")]
    assert "interim stay" in report.entries[0].text


def test_a_daily_proceedings_sheet_with_a_date_label_is_one_record_of_its_case(courts, drop):
    sheet = ("ROZNAMA\nCourt No. 4\nItem No. 12\nR.C.A. 33/2023\nDate: 02.12.2026\nPROCEEDINGS\n"
             "Appellant present. Records received. Adjourned to 05.01.2027 for arguments.\n")
    report = courts.ingest([drop("rca sheet.txt", sheet)])
    assert [(e.case_id, e.hearing_date, e.next_date, e.status) for e in report.entries] == [
        ("K6", "2026-12-02", "2027-01-05", "retained")]


def test_numbered_rows_of_cases_not_in_the_registry_are_not_split_into_records_of_their_own(courts, drop):
    listing = ("FOR ORDERS  02.12.2026\n"
               "1. L.R. Suit No. 87/2022   Almond v. Cedar\n"
               "2. L.R. Suit No. 31/2025   Birch v. Walnut\n"
               "3. Misc. Appeal No. 9/2024   Maple v. Oak\n")
    report = courts.ingest([drop("listing.txt", listing)])
    assert len(report.entries) == 1



def test_deleted_messages_and_edit_marks_of_a_chat_export_are_not_kept_as_words(courts, drop):
    chat = ("02/12/2026, 16:05 - Kavitha: E.P. 12/2024 - warrant issued <This message was edited>\n"
            "02/12/2026, 16:06 - Arul: This message was deleted\n"
            "02/12/2026, 16:07 - Arul: noted madam\n")
    report = courts.ingest([drop("chat.txt", chat)])
    [day] = report.entries
    assert day.case_id == "K7" and day.kind == "chat_day"
    assert "deleted" not in day.text and "edited" not in day.text
    assert "16:05 Kavitha: E.P. 12/2024 - warrant issued\n16:07 Arul: noted madam" in day.text


@pytest.mark.parametrize("heading", ["Wednesday", "Wed - court notes", "बुधवार"])
def test_a_page_headed_only_by_its_weekday_is_dated_the_latest_such_day_up_to_the_day_it_is_added(courts, drop,
                                                                                                heading):
    courts.ingest_service.today = date(2026, 12, 4)  # a Friday: the Wednesday is 2 Dec
    page = (f"{heading}\n"
            "W.P.(C) 1234/2026 - rejoinder filed. NDOH 20.1.27\n"
            "E.P. 12/2024 - bailiff report awaited. n.d. 22.1.27\n")
    report = courts.ingest([drop("page.txt", page)])
    assert sorted((e.case_id, e.hearing_date, e.status) for e in report.entries) == [
        ("K1", "2026-12-02", "retained"), ("K7", "2026-12-02", "retained")]


def test_a_weekday_heading_gives_way_to_the_date_the_note_writes(courts, drop):
    courts.ingest_service.today = date(2026, 12, 4)
    report = courts.ingest([drop("page.txt", "Monday\nR.C.A. 33/2023 - heard on 1st Dec; orders reserved.\n")])
    assert [(e.case_id, e.hearing_date) for e in report.entries] == [("K6", "2026-12-01")]


def test_a_word_note_under_a_day_and_month_heading_is_split_into_its_numbered_matters(courts, tmp_path):
    import docx

    note = docx.Document()
    for line in ["Dec 2", "1. W.P.(C) 1234/2026 - counter filed. NDOH 20.1.27",
                 "2. Crl.M.C. 789/2026 - State sought time. adj. to 15.1.27"]:
        note.add_paragraph(line)
    path = tmp_path / "notes.docx"
    note.save(str(path))
    courts.ingest_service.today = date(2026, 12, 3)
    report = courts.ingest([path])
    assert sorted((e.case_id, e.hearing_date, e.next_date, e.status) for e in report.entries) == [
        ("K1", "2026-12-02", "2027-01-20", "retained"), ("K3", "2026-12-02", "2027-01-15", "retained")]


def test_a_proceedings_sheet_as_a_pdf_is_one_record_dated_by_its_date_label(courts, tmp_path):
    from tests.ingest_read.files import text_pdf

    path = text_pdf(tmp_path / "sheet.pdf", [
        "ROZNAMA\nCourt No. 4\nR.C.A. 33/2023\nDate: 02.12.2026\nPROCEEDINGS\n"
        "Appellant present. Adjourned to 05.01.2027 for arguments."])
    report = courts.ingest([path])
    assert [(e.case_id, e.hearing_date, e.next_date) for e in report.entries] == [("K6", "2026-12-02", "2027-01-05")]


@pytest.mark.parametrize("text", ["R.C.A. 33/2023 heard on 2/12, PW1 examined", "On 2/12, PW1 examined in chief",
                                  "Dated: 02.12.2026\nappellant present"])
def test_a_day_and_month_after_on_or_a_date_label_is_the_hearings_not_a_case_number(text):
    found = written_hearing_date(text, added=date(2026, 12, 3))
    assert found is not None and found.iso == "2026-12-02"
