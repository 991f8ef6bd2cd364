"""A week's page headed as a plan or a week whose day already held is told over lines and closes with the day the
matter goes to next is that day's hearing; the rest stay the plan's items. Names written for this test."""

from __future__ import annotations

from datetime import date

from tareekh.ingest.models import Document, DraftEntry, Page
from tareekh.ingest.plans import PLAN_KIND, held_day, split_plan


def _doc(text: str) -> Document:
    return Document(source_name="page.txt", media="text", pages=[Page(number=1, text=text)], doc_type="typed_note")


def _split(page: str, added: date) -> list[DraftEntry]:
    # the splitter's pieces of the page: one a day
    pieces = [DraftEntry(text=p, doc_type="typed_note") for p in page.split("\n\n")]
    items = split_plan(_doc(page), "week.docx", pieces, added)
    assert items is not None
    return items


# Marathi in Latin letters: the day held closes with "pudhil tarikh", the week's heading writes its year
_MARATHI_WEEK = ("WEEK 2-7 Nov 2026 (jhala te)\n\n"
                 "Tue 3.11 - Family Court - Hemkanta v. Pushpalata - RW1 cross by me, 40 min.\n"
                 "Admitted the flat is in joint names; cross closed.\n"
                 "Pudhil tarikh 18.11.2026 arguments.\n\n"
                 "Fri 6.11 - HC: Vaiphei writ - synopsis and compilation\n\n"
                 "Pending: Thangjam - draft rejoinder.\n")


def test_a_weeks_day_already_held_and_told_over_lines_with_its_next_date_is_that_days_hearing():
    held, listed, pending = _split(_MARATHI_WEEK, date(2026, 11, 7))
    assert (held.kind, held.hearing_date, held.doc_kind) == ("hearing", "2026-11-03", None)
    assert "WEEK" not in held.text  # the hearing is the day's own lines, not the week's heading
    # a day's work and a remark for no day stay the plan's items
    assert (listed.kind, listed.doc_kind) == ("general", PLAN_KIND)
    assert (pending.kind, pending.doc_kind) == ("general", PLAN_KIND)


def test_a_plans_one_line_naming_the_day_its_case_is_listed_for_is_no_day_held():
    # "Fri 12.2 - HC: X listed 19.3 - nothing this week": a line of the plan, whatever day it was added
    assert held_day("Fri 6.11 - HC: Vaiphei writ listed 20.11 - nothing this week", date(2026, 11, 2),
                    date(2026, 12, 30)) is None


def test_a_weeks_day_still_to_come_when_the_page_was_added_stays_a_plans_item():
    items = _split(_MARATHI_WEEK, date(2026, 11, 1))
    assert [i.kind for i in items] == ["general", "general", "general"]


def test_a_weeks_day_held_in_devanagari_without_a_year_is_dated_as_any_notes_day_and_month():
    page = ("इस हफ्ते 9 से 13 नवंबर\n\n"
            "10.11 मंगल - सिविल जज - खोंगविर बनाम रोंगमेई - वादी साक्षी PW2 का बयान हुआ।\n"
            "प्रतिवादी ने जिरह के लिए समय मांगा।\n"
            "अगली तारीख 24.11.2026\n\n"
            "12.11 गुरु - नंबियातिरी अपील - जवाब का मसौदा\n")
    held, plan = _split(page, date(2026, 11, 13))
    # no year in the heading: the day and month go to filing as a hint, as any note's do
    assert (held.kind, held.hearing_date, held.date_hint) == ("hearing", None, "--11-10")
    assert (plan.kind, plan.doc_kind) == ("general", PLAN_KIND)
