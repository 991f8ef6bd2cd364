"""A day's page dated with its weekday in Telugu or Kannada (whose weekday names end with the word for a week) is a
note of a hearing, not a week's plan; a week's page whose days each close with a next date is notes of hearings
held; a common given name with its case's kind in dotted initials ("Laxmi M.C.") names that case; and a surname
the parties of several cases share (a clan's) is no cue to the case whose counsel also bears it. Names written for
this test."""

from __future__ import annotations

from datetime import date

from tareekh.ingest import dates as D
from tareekh.ingest.models import Document, DraftEntry, Page
from tareekh.ingest.plans import is_plan, split_plan
from tareekh.registry import Case
from tareekh.registry.models import Counsel


def test_a_page_dated_with_a_telugu_or_kannada_weekday_is_a_days_page_not_a_weeks_plan():
    assert not is_plan("తేది 14.05.2026 శుక్రవారం\nసెషన్స్ కోర్టు - S.C. 41/2025 - PW2 రాలేదు\n")
    assert not is_plan("ದಿನಾಂಕ 14.05.2026 ಶುಕ್ರವಾರ\nS.C. 41/2025 - PW2 ಬರಲಿಲ್ಲ\n")
    assert is_plan("ఈ వారం పనులు\n- S.C. 41/2025 reply\n")  # the word for a week standing alone still is one


def test_a_week_headed_by_its_first_day_in_full_is_still_a_weeks_plan():
    # "<date> this week": the week's first day written with its year, then the week's days by name
    page = ("03.11.26 is hafta\nSom 9 - S.C. 41/2025: cross ready\nBudh 11 - Lyngdem suit: draft reply\n"
            "Shukra 13 - Patna, writ orders\n")
    assert is_plan(page)
    items = split_plan(_doc(page), "plan.txt", [DraftEntry(text=page, doc_type="typed_note")])
    assert items is not None and len(items) == 3


def test_a_diary_headed_in_telugu_script_is_notes_not_a_plan():
    assert not is_plan("వారం డైరీ 11.05.2026 - 16.05.2026\n12.05.2026 - S.C. 41/2025 - PW2 absent\n")


def test_the_telugu_next_date_written_with_a_short_i_is_a_next_date():
    found = D.find_next_date("PW2 రాలేదు. తదుపరి తేది 18.06.2026 - evidence", hearing=date(2026, 5, 14))
    assert found is not None and found.iso == "2026-06-18"


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_case(Case(id="A1", number="Sessions Case No. 41 of 2025", short_name="Tynsong stabbing trial",
                      title="State vs Kharsyntiew Tynsong"))
    reg.add_case(Case(id="A2", number="Title Suit No. 90 of 2023", short_name="Lyngdem boundary suit",
                      title="Wanda Lyngdem vs Iasha Dkhiar"))
    # (a given name as common as Laxmi is in every practice's papers: the behaviour is about such a name)
    reg.add_case(Case(id="A3", number="M.C. No. 12 of 2025", short_name="Kondaiah maintenance",
                      title="Laxmi Bhavani vs Kondaiah"))


def _doc(text: str) -> Document:
    return Document(source_name="page.txt", media="text", pages=[Page(number=1, text=text)], doc_type="typed_note")


def test_a_weeks_page_whose_days_close_with_bare_next_dates_is_notes_of_hearings_not_a_plan():
    page = ("week 2-6 Mar\n"
            "Mon 2/3 Sessions - S.C. 41/2025 Tynsong: PW2 absent, summons again. ND 14/4.\n"
            "Wed 4/3 Title suit - Lyngdem boundary suit: WS filed by Dkhiar. ND 1/5\n")
    drafts = [DraftEntry(text=page, doc_type="typed_note")]
    assert split_plan(_doc(page), "20260306_190011.jpg", drafts) is None
    plan = "week 9-13 Mar\nMon 9/3 Sessions - S.C. 41/2025: cross ready\nWed 11/3 Lyngdem suit: draft reply\n"
    items = split_plan(_doc(plan), "plan.txt", [DraftEntry(text=plan, doc_type="typed_note")])
    assert items is not None and len(items) == 2


def test_a_common_given_name_with_its_cases_kind_in_dotted_initials_files_the_note(practice, drop):
    _cases(practice)
    (e,) = practice.ingest([drop("rw1 cross.txt", "3/9/26 Laxmi M.C. - RW1 cross by me\n"
                                                       "- admitted he owns a shop\nnext date 10.10.2026 arguments\n")]).entries
    assert (e.status, e.case_ids) == ("retained", ["A3"])


def test_a_clan_surname_shared_by_parties_of_several_cases_is_no_counsels_cue(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Counsel(id="V1", name="Shri Bankitlang R. Kharkrang"))
    reg.add_case(Case(id="B1", number="Civil Suit No. 5 of 2025", short_name="Mawlynnong land suit",
                      title="Risa Ch. Kharkrang vs Dapbiang Kharkrang", counsel_id="V1"))
    reg.add_case(Case(id="B2", number="WP(C) No. 61 of 2026", short_name="Sohiong teacher writ",
                      title="Ibalari K. Kharkrang vs State"))
    res = practice.registry.resolve("POST MORTEM REPORT of Heimon R Kharkrang, aged 40, brought dead")
    assert res.needs_review, res


def test_a_word_like_a_cases_kind_is_no_misreading_of_that_kind(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="R1", number="ROR Appeal No. 8 of 2026", short_name="Ridalin mutation appeal",
                                    title="Ridalin Mawthoh vs Tahsildar"))
    res = practice.registry.resolve("Special Court - PW4 IO absent on duty. Judge: IO must appear, intimation to SP.")
    assert not any(c.case_id == "R1" for c in res.candidates), res

