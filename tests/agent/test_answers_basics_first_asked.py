"""The basic questions asked the way a lawyer new to Tareekh asks them: the next date of a case named with its
court ("the HC appeal"), the last hearing asked on the morning the case is listed again (only the day's list on
record), the hearing of a month ("the March date"), and how many dates a case took until its judgment, in
"no. of dates", "… se pehle" and a glued "until" ("judgmentparyant"). A small practice written for these tests."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line as first

NOTES = [
    # (case, hearing date, file name, text)
    ("A1", "2025-01-10", "note", "Desai first appeal - admitted, notice to respondents. Next 14.02.2025."),
    ("A1", "2025-02-14", "note", "Desai first appeal - not reached, board heavy. Next 20.03.2025."),
    ("A1", "2025-03-20", "note", "Desai first appeal - our arguments heard fully; Kamat for respondents part heard. "
                                 "Next 24.04.2025."),
    ("A1", "2025-04-24", "order sheet", "Date of filing: 02.08.2024 Date of order: 24.04.2025\n"
                                        "24.04.2025: Judgment pronounced. The appeal is allowed with costs."),
    ("A1", "2025-05-30", "note", "Desai first appeal - certified copy of the judgment applied for."),
    ("P1", "2025-02-03", "note", "Bhide partition - PW1 chief over, Kamat's cross deferred at his request. "
                                 "Next 10.03.2025 for cross of PW1."),
    ("K1", "2025-06-02", "note", "Kale cheque case - accused examined u/s 313. Next 07.07.2025 for defence evidence."),
    # a remark about Kale written in the next day's note of another case: the date was misread
    ("A1", "2025-06-04", "note", "Desai first appeal - certified copy received. ** Kale cheque: next date is "
                                 "09.07.2025, not 7/7 - the clerk checked the board."),
    ("P1", "2025-03-10", "cause list", "CAUSE LIST 10.03.2025 Court 6\n12. O.S. 77/2023 Bhide v. Bhide\n"
                                       "13. O.S. 102/2024 Naik v. Shetty"),
]


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    from tareekh.practice import Practice

    home = tmp_path_factory.mktemp("basics-first-asked") / "home"
    p = Practice.open(home)
    reg = p.registry
    reg.add_person(Client(id="CD", name="Suresh Desai"))
    reg.add_person(Client(id="CB", name="Vasant Bhide"))
    reg.add_case(Case(id="A1", number="F.A. No. 311 of 2024", short_name="Desai first appeal",
                      title="Suresh Desai vs Goa Housing Board", client_id="CD", side="appellant"))
    reg.add_person(Client(id="CK", name="Kale Traders"))
    reg.add_case(Case(id="K1", number="C.C. No. 410 of 2024", short_name="Kale cheque case",
                      title="Kale Traders vs Ramdas Pai", client_id="CK", side="complainant"))
    reg.add_case(Case(id="P1", number="O.S. No. 77 of 2023", short_name="Bhide partition",
                      title="Vasant Bhide vs Madhav Bhide", client_id="CB", side="plaintiff"))
    for case_id, day, kind, text in NOTES:
        p.ingest_text(text, name=f"{kind} {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    yield p
    p.close()


def test_the_court_a_case_is_in_names_it_and_is_not_a_paper_to_find(practice):
    a = practice.ask("Desai HC appeal next date?", today="2025-03-01")
    assert "20 Mar 2025" in first(a), a.answer


@pytest.mark.parametrize("q", [
    "no. of dates in the Desai appeal till judgment?",
    "no. of dates in Desai appeal till order?",  # beside a paper's "Date of order" field
    "Desai appeal mein judgment aane se pehle kitni tareekhein lagi?",
    "Desai appeal judgmentparyant kiti dates zhalya?",
])
def test_dates_until_the_judgment_asked_in_any_form_are_counted_up_to_it(practice, q):
    a = practice.ask(q, today="2025-06-15")
    line = first(a)
    assert line.startswith("Four hearings"), line
    assert "24 Apr 2025" in line and "30 May 2025" not in line and "2 Aug 2024" not in line


def test_last_time_asked_on_the_day_a_case_is_only_listed_is_the_hearing_before(practice):
    a = practice.ask("Bhide partition last time kya hua?", today="2025-03-10")
    line = first(a)
    assert "3 Feb 2025" in line and "Last hearing" in line, line


def test_the_hearing_of_a_month_asked_is_that_months_hearing(practice):
    a = practice.ask("Desai appeal march date em ayyindi?", today="2025-06-15")
    line = first(a)
    assert "20 Mar 2025" in line, line
    assert "30 May 2025" not in line


@pytest.mark.parametrize("q", ["Kale cheque case next date?", "Kale cheque case mein defence evidence kab hoga?"])
def test_a_next_date_corrected_in_a_later_note_is_the_one_given(practice, q):
    a = practice.ask(q, today="2025-06-20")
    line = first(a)
    assert line.startswith("Next date") or line.startswith("9 Jul 2025"), line
    assert "9 Jul 2025" in line and "corrected" in line, line
