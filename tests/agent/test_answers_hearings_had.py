"""How many hearings a case has had, asked in English, Hinglish, Devanagari Hindi and Telugu-English: its dated
hearing days (a note and the order sheet of one day are one hearing, a day "not reached" is still a date), counted
up to today or up to the event the question names. A small practice written for these tests."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    # (case, hearing date, file name, text)
    ("R1", "2025-01-10", "note", "Gupta rent suit - plaint admitted, summons to the tenant. Next 14.02.2025."),
    ("R1", "2025-02-14", "note", "Gupta rent suit - tenant's counsel sought time for the written statement. Next 20.03.2025."),
    ("R1", "2025-02-14", "order sheet", "14.02.2025: Counsel for the defendant seeks time. List on 20.03.2025."),
    ("R1", "2025-03-20", "note", "Gupta rent suit - not reached. Next 05.05.2025."),
    ("R1", "2025-05-05", "note", "Gupta rent suit - arguments heard, order reserved."),
    ("R1", "2025-06-16", "note", "Gupta rent suit - ORDER: suit decreed, arrears with interest. Client happy."),
    ("R1", "2025-07-21", "note", "Gupta rent suit - execution petition filed. Next 01.09.2025."),
    ("P1", "2025-04-02", "note", "Pillai cheque case - not reached. Next 09.05.2025."),
    ("W1", "2025-07-20", "note", "Kapoor wall suit - commissioner IA allowed!!"),
    ("W1", "2025-07-20", "order sheet", "20.07.2025: Plaintiff's evidence after the report. Call on 29.09.2025."),
    ("V1", "2025-07-05", "note", "7/5 - verma consumer case: OPs served, unka vakil aaya, WV ke liye time. next 20/8"),
    ("V1", "2025-07-05", "chit", "NOTE: 30 din 4 aug ko khatam (5/7 + 30)"),
    # later hearings: a question asked on an earlier day cannot lean on today's register
    ("W1", "2025-10-29", "note", "Kapoor wall suit - report filed. Next 10.12.2025."),
    ("V1", "2025-08-20", "note", "Verma consumer case - WV not filed, right closed. Next 01.10.2025."),
]
TODAY = "2025-08-01"


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    from tareekh.practice import Practice

    home = tmp_path_factory.mktemp("hearings-had") / "home"
    p = Practice.open(home)
    reg = p.registry
    reg.add_person(Client(id="CG", name="Ramesh Gupta"))
    reg.add_person(Client(id="CP", name="Pillai Traders"))
    reg.add_case(Case(id="R1", number="R.C. No. 21 of 2024", short_name="Gupta rent suit",
                      title="Ramesh Gupta vs Sohan Lal", client_id="CG", side="plaintiff"))
    reg.add_case(Case(id="P1", number="C.C. No. 88 of 2024", short_name="Pillai cheque case",
                      title="Pillai Traders vs Arun Das", client_id="CP", side="complainant"))
    reg.add_case(Case(id="W1", number="O.S. No. 40 of 2024", short_name="Kapoor wall suit",
                      title="Anita Kapoor vs Rakesh Sood", client_id="CG", side="plaintiff"))
    reg.add_case(Case(id="V1", number="C.C. No. 61 of 2025", short_name="Verma consumer case",
                      title="Alok Verma vs Skyline Homes", client_id="CP", side="complainant"))
    for case_id, day, kind, text in NOTES:
        p.ingest_text(text, name=f"{kind} {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    yield p
    p.close()


def test_hearings_so_far_counts_each_day_once_with_every_date_cited(practice):
    a = practice.ask("How many hearings has the Gupta rent suit had so far?", today=TODAY)
    line = first(a)
    assert line.startswith("Six hearings"), line  # 10 Jan, 14 Feb (note + order sheet), 20 Mar, 5 May, 16 Jun, 21 Jul
    for day in ("10 Jan 2025", "14 Feb 2025", "20 Mar 2025", "5 May 2025", "16 Jun 2025", "21 Jul 2025"):
        assert day in line
    assert cited_ok(practice, a)


def test_hearings_up_to_the_order_end_on_the_order_day(practice):
    a = practice.ask("gupta rent suit mein order aane tak kitni tareekhein lagi?", today=TODAY)
    line = first(a)
    assert line.startswith("Five hearings"), line
    assert "16 Jun 2025" in line and "21 Jul 2025" not in line


def test_peshiyan_asked_in_devanagari_are_counted(practice):
    a = practice.ask("RC 21/2024 में अब तक कितनी पेशियाँ हो चुकी हैं?", today=TODAY)
    assert first(a).startswith("Six hearings"), a.answer


def test_enni_sarlu_list_ayyindi_counts_the_listings_not_the_adjournments(practice):
    a = practice.ask("Gupta rent suit ippati varaku enni sarlu list ayyindi?", today=TODAY)
    assert first(a).startswith("Six hearings"), a.answer


def test_a_count_of_a_thing_on_those_days_is_still_that_count(practice):
    a = practice.ask("In the Gupta rent suit how many dates were not reached?", today=TODAY)
    assert not first(a).startswith("Six hearings"), a.answer


def test_an_application_allowed_leaves_the_next_date_standing(practice):
    a = practice.ask("kapoor wall suit malli eppudu?", today="2025-08-01")
    assert "29 Sep 2025" in first(a) and "no next date" not in a.answer, a.answer


def test_a_period_running_out_is_no_disposal(practice):
    a = practice.ask("verma consumer case ki agli tareekh kab hai?", today="2025-07-10")
    assert "20 Aug 2025" in first(a) and "no next date" not in a.answer, a.answer
