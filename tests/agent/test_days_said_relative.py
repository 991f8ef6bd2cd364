"""Days said relative to today, and periods, on a small Kolhapur practice written for this test: "tomorrow" in any
language's word (and "kal" by its verb) asks the next working day's list; asked as of a past day the notes up to it
list the matters, not the register's present next date; a month named in a question of what was said is the month
gone by; "<month> me kaun kaun date hai" lists that month's dates; "yesterday, how?" asks the last hearing; the work
pending before a day takes in that day's own listings; "18th clash?" asks that day's list."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import NameIndex, understand
from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("K2", "2026-01-10", "10/1/26 Sathaye appeal - respondent's vakalat awaited. Adjourned. Next date 16.01.2026 "
                         "for admission."),
    ("K2", "2026-01-16", "16/1/26 Sathaye appeal - heard on admission, admitted. Records called. Next 09.03.2026."),
    ("K3", "2025-09-12", "12/09/25 Dabholkar cheque case - Chitnis madam said the limitation point is not made out, "
                         "presumption under s.139 stands. Next 20.10.2025."),
    ("K3", "2026-02-10", "10/2/26 Dabholkar cheque case - accused's evidence closed. Court: written notes of arguments "
                         "to be filed. Next 20.03.2026 for arguments."),
    ("K4", "2026-02-18", "18.02.2026 Both sides present. Issues framed. Plaintiff to file list of witnesses. "
                         "Fix 09.03.2026 for plaintiff's evidence."),
    ("K1", "2026-02-27", "27/2/26 Bhosle well suit - PW1 cross over. Bring PW2 (talathi) with the 7/12 extract. "
                         "Next 06.03.2026 for evidence of PW2."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. Vaishali Chitnis"))
    reg.add_person(Counsel(id="OC1", name="Sri Anil Mane"))
    reg.add_person(Client(id="CL1", name="Sakharam Bhosle"))
    reg.add_case(Case(id="K1", number="R.C.S. No. 77 of 2025", short_name="Bhosle well suit",
                      title="Sakharam Bhosle vs Gram Panchayat Vadgaon", judge_id="J1", counsel_id="OC1",
                      client_id="CL1", side="plaintiff", stage="evidence of PW2", next_date="2026-03-06"))
    reg.add_case(Case(id="K2", number="M.A. No. 12 of 2026", short_name="Sathaye appeal",
                      title="Vithal Sathaye vs Kolhapur Urban Bank", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="appellant", stage="records called", next_date="2026-03-09"))
    reg.add_case(Case(id="K3", number="S.C.C. No. 410 of 2025", short_name="Dabholkar cheque case",
                      title="Vaijanath Dabholkar vs Dattatray Jadhav", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="complainant", stage="arguments", next_date="2026-03-20"))
    reg.add_case(Case(id="K4", number="R.C.S. No. 15 of 2026", short_name="Kadam boundary suit",
                      title="Kadam vs Kadam", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="plaintiff", stage="evidence", next_date="2026-03-09"))
    for i, (cid, day, text) in enumerate(NOTES):
        p.ingest_text(text, name=f"diary_{cid}_{i}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "relday", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def _q(practice, text, today):
    reg = practice.registry
    return understand(text, registry=reg, today=date.fromisoformat(today), index=NameIndex(reg))


@pytest.mark.parametrize("text", ["kal ka matter?", "naalai enna case?", "repu emi undi?", "bholi ke cha?",
                                  "naale yavudu?", "tomorrow?"])
def test_tomorrow_in_any_language_lists_the_next_days_matters(practice, text):
    a = practice.ask(text, today="2026-03-05")
    line = first(a)
    assert "Bhosle well suit" in line and "PW2" in line, line
    assert "Sathaye" not in line and "Dabholkar" not in line
    assert cited_ok(practice, a)


@pytest.mark.parametrize("text, day", [("kal kya hua tha?", "2026-03-04"), ("kal kaal kasa zala?", "2026-03-04"),
                                       ("kal kahan jaana hai?", "2026-03-06"), ("netru enna aachu?", "2026-03-04"),
                                       ("hijo ke bhayo?", "2026-03-04")])
def test_kal_is_yesterday_with_a_past_verb_and_tomorrow_without(practice, text, day):
    assert _q(practice, text, "2026-03-05").on == date.fromisoformat(day)


def test_tomorrow_said_on_a_friday_is_the_next_working_day_when_the_weekend_is_empty(practice):
    line = first(practice.ask("kal ka matter?", today="2026-03-06"))
    assert "Sathaye appeal" in line and "9 Mar 2026" in line, line


def test_asked_as_of_a_past_day_the_notes_then_list_the_matter_not_the_registers_present_date(practice):
    line = first(practice.ask("kal kahan jaana hai?", today="2026-01-15"))
    assert "Sathaye appeal" in line and "16 Jan 2026" in line, line


def test_a_month_named_in_a_question_of_what_was_said_is_the_month_gone_by(practice):
    a = practice.ask("chitnis madam ne limitation pe kya bola, september hearing me", today="2026-03-05")
    assert "No matter of yours is listed" not in a.answer
    assert "limitation" in a.answer.lower()


@pytest.mark.parametrize("text", ["march me kaun kaun date hai", "which dates in march?"])
def test_a_months_dates_are_listed_date_wise(practice, text):
    line = first(practice.ask(text, today="2026-03-05"))
    assert "6 Mar 2026" in line and "9 Mar 2026" in line and "20 Mar 2026" in line, line


@pytest.mark.parametrize("text", ["dabholkar cheque case - yesterday how?", "dabholkar cheque case netru eppadi?",
                                  "dabholkar cheque case hijo kasto?"])
def test_yesterday_how_asks_the_last_hearing(practice, text):
    assert _q(practice, text, "2026-02-11").kind == "last_time"


def test_pending_before_a_day_takes_in_that_days_own_listings(practice):
    line = first(practice.ask("before 20th march what all is pending?", today="2026-03-05"))
    assert "Dabholkar cheque case" in line and "written notes" in line.lower(), line


@pytest.mark.parametrize("text", ["9th clash?", "9th?"])
def test_a_bare_day_of_the_month_asks_that_days_list(practice, text):
    line = first(practice.ask(text, today="2026-03-05"))
    assert "Sathaye appeal" in line and "9 Mar 2026" in line and "Kadam boundary suit" in line, line


def test_a_matter_the_register_alone_lists_cites_the_record_that_fixed_the_day(practice):
    a = practice.ask("9th clash?", today="2026-03-05")
    kadam = first(a).split("Kadam boundary suit", 1)[1]
    assert kadam.lstrip(" ,").startswith("for") and "[" in kadam.split(";")[0], first(a)
    assert "list of witnesses" in a.answer
    assert cited_ok(practice, a)
