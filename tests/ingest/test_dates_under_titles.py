"""A hearing's date where the note or judgment puts it: the day line under a title that names several days,
and a judgment's "Date of Decision" line."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.read import guess_doc_type
from tareekh.ingest.split import split_document


def _doc(text: str, media: str = "text") -> Document:
    doc = Document(source_name="x.txt", media=media, pages=[Page(number=1, text=text)], doc_type="other")
    doc.doc_type = guess_doc_type(doc)
    return doc


def test_a_note_titled_with_two_days_dates_its_first_matter_by_the_day_line_under_the_title():
    note = ("court diary 3 & 5 feb 2026 - vikram\n\n"
            "03.02.26 (tue) sessions court-4, state v qadir (bail appln 88/26)\n- pp sought time for reply.\n"
            "- next 10.02.2026\n\n"
            "05.02.26 (thu) rent controller, bhatt v mistry (RC 14/25)\n- tenant absent. next 02.03.2026\n")
    drafts = split_document(_doc(note), file_name="diary.txt")
    assert drafts[0].hearing_date == "2026-02-03"  # not left waiting for a date, nor the title's last day


def test_a_judgment_headed_with_its_date_of_decision_is_a_hearing_of_that_day():
    judgment = ("IN THE HIGH COURT OF MADHYA PRADESH AT INDORE\nWrit Petition No. 5521 of 2025\n"
                "Rekha Solanki  Versus  State of M.P.\nDate of Decision: 04/08/2026\n"
                "JUDGMENT\n1. The petitioner seeks regularisation. 2. The petition is allowed.\n")
    (d,) = split_document(_doc(judgment, media="image"), file_name="judgment.pdf")
    assert (d.kind, d.hearing_date) == ("hearing", "2026-08-04")


def test_a_matter_opening_with_its_own_day_under_a_page_headed_with_another_is_of_its_own_day(practice, drop):
    from tareekh.registry import Case

    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="M1", number="R.F.A. No. 301 of 2024", short_name="Mehta appeal",
                                    title="Kishore Mehta vs Dinesh Arora"))
    practice.registry.add_case(Case(id="M2", number="R.C. No. 58 of 2025", short_name="Kapoor eviction",
                                    title="Sarla Kapoor vs Jaspal Bedi"))
    note = ("3 mar tue - mehta appeal\n- arguments part heard. next 24.03.2026\n\n"
            "4 mar wed - kapoor eviction\n- tenant filed reply, copy taken. next 15.04.2026\n")
    entries = practice.ingest([drop("3-4 march.txt", note)]).entries
    assert sorted((e.case_ids[0], e.hearing_date) for e in entries) == [("M1", "2026-03-03"), ("M2", "2026-03-04")]


def test_a_day_and_month_written_with_its_weekday_takes_the_year_that_weekday_fell_in():
    from datetime import date

    note = "9.6 Tue - Sessions Ct 2, bail of Qadir argued; PP opposed, orders reserved.\n"
    (d,) = split_document(_doc(note), file_name="bail note.txt")
    today = date.today()
    tuesdays = [day for y in range(today.year - 4, today.year + 1) if (day := date(y, 6, 9)) <= today
                and day.weekday() == 1]  # 9 June was a Tuesday in 2026 (and 2020, 2037 …)
    assert d.hearing_date == (tuesdays[0].isoformat() if len(tuesdays) == 1 else None)
    assert date(2026, 6, 9).weekday() == 1 and d.hearing_date != "2025-06-09"


def test_two_paragraphs_opening_with_two_days_are_two_hearings(practice, drop):
    from tareekh.registry import Case

    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="N1", number="Crl.A. No. 66 of 2024", short_name="Iqbal appeal",
                                    title="Iqbal Qureshi vs State"))
    note = ("11.6 Thu - Iqbal appeal, arguments heard in part. Next 02.07.2026.\n\n"
            "12.6 Fri - the client's brother came to the office with the paper book.\n")
    entries = practice.ingest([drop("11 12 june.txt", note)]).entries
    assert len(entries) == 2
    assert ("N1", "2026-06-11") in {(c, e.hearing_date) for e in entries for c in e.case_ids}


def test_an_officers_report_titled_as_one_is_a_document_not_an_undated_hearing():
    report = ("DISTRICT LEGAL SERVICES AUTHORITY, BHILWARA\nReport of the Conciliator\n"
              "Matter: Civil Misc. No. 40/2025, Kamla Regar v. Bhanwar Regar\n"
              "Both sides met on 02.03.2026 and 16.03.2026. No settlement could be reached.\n"
              "Conciliator, 16.03.2026\n")
    (d,) = split_document(_doc(report, media="image"), file_name="scan 16.pdf")
    assert (d.kind, d.doc_kind) == ("document", "report")
