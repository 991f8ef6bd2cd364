"""A note whose very first words are its day and month, the matter written after them with no dash ("18/4 OS 77 -
…", "9 oct 212 - …"), is a hearing of that day in the latest year not after the day it was added, once its case is
known; a certified order whose date stands in a column at the end of the coram's line ("CORAM: … JUSTICE X
Date: 07.03.2026") or of the case's line over a "Present:" is one order of that day, never split into a heading
and an undated body."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.dates import written_hearing_date
from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document
from tareekh.registry import Case

ADDED = date(2026, 12, 3)


@pytest.mark.parametrize("text, expected", [
    ("18/4 OS 77 - Kolluri sought time to file WS.\nND 9.6", "2026-04-18"),
    ("7.11 Thanedar appeal\nArguments heard in part.", "2026-11-07"),
    ("9 oct 212 - cross of PW2 over, adjd.", "2026-10-09"),
    ("28/12 Bhavsar bail - granted", "2025-12-28"),  # no later than the day the note was added
    ("SMC 871 (138) - 13/3 accused absent, exemption allowed. agli 17/4", "2026-03-13"),  # after the matter's dash
])
def test_a_day_and_month_opening_the_note_before_its_matter_is_the_hearings(text, expected):
    found = written_hearing_date(text, added=ADDED)
    assert found is not None and found.iso == expected


@pytest.mark.parametrize("text", [
    "10.30 am Kolluri came to the chamber with the deeds.",  # a time of day
    "3/4 witnesses examined so far in Thanedar appeal.",  # a count
    "5/6 12 pages of the paper book missing.",  # a number after a bare day and month says nothing
    "Kolluri sought time. 18/4 he will bring the deeds.",  # a day inside the note
    "Kolluri - 12.03.2026 notice served on the tenant.",  # a full date after the dash may be a paper's
])
def test_what_opens_a_note_without_being_its_day(text):
    assert written_hearing_date(text, added=ADDED) is None


def test_an_undated_note_opening_with_its_day_is_filed_under_the_case_it_names(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="O.S. No. 77 of 2024", short_name="Kolluri easement suit",
                                    title="Ujjwala Kolluri vs Nandurkar Transport"))
    (e,) = practice.ingest([drop("os 18 apr.txt", "18/4 OS 77 - defendant sought time for WS.\nND 9.6\n")]).entries
    assert (e.status, e.case_id) == ("retained", "K1")
    assert e.hearing_date is not None and e.hearing_date.endswith("-04-18")


def _doc(text: str) -> Document:
    return Document(source_name="scan.pdf", media="pdf", pages=[Page(number=1, text=text)], doc_type="typed_note")


def test_an_orders_date_in_a_column_on_the_corams_line_dates_one_whole_order():
    text = ("HIGH COURT OF BOMBAY AT NAGPUR\n"
            "WP No. 3391/2026   Ujjwala Mokashi v. State of Maharashtra & Ors.\n"
            "CORAM: HON'BLE SMT. JUSTICE R. THANEDAR      Date: 07.03.2026\n"
            "Issue notice, returnable in three weeks. Interim relief in terms of prayer (c).\n"
            "List on 30.03.2026.\n")
    (draft,) = split_document(_doc(text))
    assert (draft.doc_type, draft.hearing_date, draft.next_date) == ("order_sheet", "2026-03-07", "2026-03-30")
    assert draft.text.startswith("HIGH COURT") and "Interim relief" in draft.text
    assert draft.case_hint and draft.case_hint.startswith("WP No. 3391/2026")


def test_a_tribunals_case_line_closed_by_the_day_over_its_present_is_that_days_order():
    text = ("DEBTS RECOVERY TRIBUNAL, PUNE\n"
            "O.A. No. 412/2025  Bank of Baroda v. Bhavsar Agencies     14.08.2026\n"
            "Present: Ld. counsel for the applicant bank; defendants absent.\n"
            "Defendants set ex parte. Applicant's affidavit in evidence to be filed.\n")
    (draft,) = split_document(_doc(text))
    assert (draft.doc_type, draft.hearing_date) == ("order_sheet", "2026-08-14")
    assert "ex parte" in draft.text


def test_a_case_line_closed_by_a_date_without_a_present_is_no_order_of_that_day():
    text = ("DEBTS RECOVERY TRIBUNAL, PUNE\n"
            "O.A. No. 412/2025  Bank of Baroda v. Bhavsar Agencies     14.08.2026\n"
            "Draft the affidavit in evidence; call the branch manager for the ledger.\n")
    drafts = split_document(_doc(text))
    assert all(d.doc_type != "order_sheet" for d in drafts)


def test_a_next_date_line_ends_a_matter_so_the_next_line_naming_a_case_opens_another():
    text = ("03.12.2026 - Pune, both matters the same day\n"
            "Mokashi eviction (RC): tenant's witness absent again, costs 1,500 not paid.\n"
            "agli tarik 14.01.2027\n"
            "Thanedar partition: commissioner's report filed, objections in 2 weeks\n"
            "ND 20.01.2027\n")
    doc = Document(source_name="3 dec.txt", media="text", pages=[Page(number=1, text=text)], doc_type="typed_note")
    drafts = split_document(doc, vocabulary=["Mokashi eviction", "Thanedar partition"])
    assert len(drafts) == 2
    assert "costs 1,500" in drafts[0].text and "Thanedar" not in drafts[0].text
    assert drafts[1].text.startswith("Thanedar partition") and drafts[1].hearing_date == "2026-12-03"
