"""Counts and lists across matters in the words lawyers type them: "kitni peshiyan hui", "kitni tareekhein lag chuki",
two reasons joined by a comma, "e e matters" of one month. A small practice written for these tests (a shop
eviction, a cheque case and a land suit; notes in clipped English and Hinglish)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    # (case, hearing date, text)
    ("E1", "2025-02-03", "Bhatia shop eviction - notice issued to the tenant. Next 10.03.2025."),
    ("E1", "2025-03-10", "Bhatia shop eviction - lawyers' boycott, no work. Next 21.04.2025."),
    ("E1", "2025-04-21", "Bhatia shop eviction - PO on leave. Next 02.06.2025."),
    ("E1", "2025-06-02", "Bhatia shop eviction - written statement filed by the tenant. Next 14.07.2025."),
    ("E1", "2025-07-14", "Bhatia shop eviction - we sought time, senior held up elsewhere. Next 25.08.2025."),
    ("E1", "2025-08-25", "Bhatia shop eviction - lawyers' boycott again, no work. Next 06.10.2025."),
    ("K1", "2025-03-10", "Sharma cheque case - lawyers' boycott, no work. Next 15.04.2025."),
    ("K1", "2025-04-15", "Sharma cheque case - accused appeared, bail bonds furnished. Next 20.05.2025."),
    ("K1", "2025-05-20", "Sharma cheque case - PO on leave, kisi matter mein kaam nahi hua. Next 30.06.2025."),
    ("L1", "2025-03-12", "Nandan land suit - lawyers' boycott, no work. Next 28.04.2025."),
    ("L1", "2025-04-28", "Nandan land suit - issues framed; deficit court fee ki baat lag rahi thi. Next 09.06.2025."),
    ("L1", "2025-06-09", "Nandan land suit - lawyers' boycott, no work. Next 21.07.2025."),
    ("L1", "2025-07-21", "Nandan land suit - PW1 Nandan Kishore examined in chief. Next 18.08.2025."),
    ("L1", "2025-08-18", "Nandan land suit - PW2 Suresh Pal cross-examined and discharged. Next 29.09.2025."),
    ("L1", "2025-09-01", "Nandan land suit - Awasthi 'held up in HC', adjournment granted. Next 13.10.2025."),
    ("E1", "2025-09-08", "Bhatia shop eviction - Awasthi sought time, held up in High Court. Next 20.10.2025."),
    ("K1", "2025-08-11", "Sharma cheque case - accused absent without reason, costs of Rs. 500 imposed on the accused. "
     "Next 22.09.2025."),
    ("E1", "2025-09-15", "Bhatia shop eviction - Awasthi took time again, his 2nd adjournment. Next 27.10.2025."),
    ("K1", "2025-09-22", "Sharma cheque case - we sought time, counsel part-heard in another court. Next 03.11.2025."),
    ("L1", "2025-09-29", "Nandan land suit - arguments of counsel heard in part, part-heard. Next 06.10.2025."),
    ("K1", "2025-06-30",
     "Sharma cheque case - Deepak Jain unwell, exemption application moved for the day, allowed. Next 11.08.2025."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JA", name="Sri A. K. Verma", short="Verma sir"))
    reg.add_person(Counsel(id="RA", name="Sri R. K. Awasthi"))
    reg.add_person(Client(id="CB", name="Harish Bhatia"))
    reg.add_person(Client(id="CS", name="Sharma Traders"))
    reg.add_person(Client(id="CN", name="Nandan Kishore"))
    reg.add_case(Case(id="E1", number="R.C. No. 14 of 2024", short_name="Bhatia shop eviction",
                      title="Harish Bhatia vs Mohan Lal", judge_id="JA", client_id="CB", counsel_id="RA",
                      court="Court of the Civil Judge (Senior Division), Court No. 2, Rampur",
                      side="plaintiff"))
    reg.add_case(Case(id="K1", number="C.C. No. 311 of 2024", short_name="Sharma cheque case",
                      title="Sharma Traders vs Deepak Jain", client_id="CS",
                      court="Court of the Judicial Magistrate, Court No. 4, Rampur", side="complainant"))
    reg.add_case(Case(id="L1", number="O.S. No. 77 of 2023", short_name="Nandan land suit",
                      title="Nandan Kishore vs Ram Saneh", judge_id="JA", client_id="CN", counsel_id="RA",
                      court="Court of the Civil Judge (Senior Division), Court No. 2, Rampur",
                      side="plaintiff"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("counted") / "home"
    with Practice.open(path) as p:
        build(p)
    with Practice.open(path, create=False) as p:
        yield p


TODAY = "2025-09-30"


def test_kitni_peshiyan_counts_every_hearing_of_the_case(pr):
    a = pr.ask("bhatia eviction mein ab tak kul kitni peshiyan hui?", today=TODAY)
    line = first(a)
    assert line.startswith("Eight hearings"), line
    assert cited_ok(pr, a)


def test_tareekhein_lag_chuki_counts_the_dates_not_a_word_lag(pr):
    a = pr.ask("sharma cheque case mein kitni tareekhein lag chuki hain?", today=TODAY)
    line = first(a)
    assert line.startswith("Six hearings"), line
    assert cited_ok(pr, a)


def test_two_reasons_joined_by_a_comma_count_the_dates_of_either(pr):
    a = pr.ask("bhatia eviction lo judge leave, lawyers boycott valla enni dates waste ayyayi?", today=TODAY)
    line = first(a)
    assert line.startswith("Three dates"), line
    assert "10 Mar 2025" in line and "21 Apr 2025" in line and "25 Aug 2025" in line, line
    assert "14 Jul 2025" not in line  # our own request for time is neither
    assert cited_ok(pr, a)


def test_which_matters_in_a_month_lists_only_that_months_matters(pr):
    a = pr.ask("March 2025 lo lawyers boycott valla e e matters adjourn ayyayi?", today=TODAY)
    line = first(a)
    assert line.startswith("Three matters"), line
    assert "Bhatia" in line and "Sharma" in line and "Nandan" in line, line
    assert "25 Aug 2025" not in line and "9 Jun 2025" not in line, line  # boycotts of other months
    assert cited_ok(pr, a)


def test_enni_witnesses_is_a_count_of_the_witnesses_examined(pr):
    a = pr.ask("Nandan land suit lo mana side enni witnesses examine ayyaru?", today=TODAY)
    line = first(a)
    assert line.startswith("Two witnesses"), line
    assert "PW-1" in line.replace("PW1", "PW-1") and "PW-2" in line.replace("PW2", "PW-2"), line
    assert cited_ok(pr, a)


def test_a_role_in_the_question_matches_the_note_that_names_the_person(pr):
    a = pr.ask("sharma cheque case mein kisi accused ne exemption kitni baar li?", today=TODAY)
    line = first(a)
    assert line.startswith("Once") and "30 Jun 2025" in line, line
    assert cited_ok(pr, a)


def test_a_quoted_reason_matches_a_note_that_writes_it_in_initials(pr):
    a = pr.ask("Awasthi 'High Court mein held up' bolke kin kin cases mein time liya?", today=TODAY)
    line = first(a)
    assert line.startswith("Two times"), line
    assert "Nandan" in line and "Bhatia" in line, line  # "held up in HC" is the same reason
    assert cited_ok(pr, a)


def test_a_count_asked_in_times_is_answered_in_times_first(pr):
    a = pr.ask("sharma cheque case mein kitni baar costs lage?", today=TODAY)
    line = first(a)
    assert line.startswith("Once"), line
    assert "500" in line and "11 Aug 2025" in line, line
    assert cited_ok(pr, a)


def test_how_many_matters_in_a_court_are_the_registrys_cases_in_that_court(pr):
    a = pr.ask("civil judge ki court mein humare kitne matter hain, kaun kaun?", today=TODAY)
    line = first(a)
    assert line.startswith("Two matters"), line
    assert "Bhatia" in line and "Nandan" in line and "Sharma" not in line, line


def test_which_adjournment_it_was_is_the_number_that_days_note_writes(pr):
    a = pr.ask("bhatia eviction mein 15 Sep ko Awasthi ne jo time liya, wo unka kaunsa adjournment tha?", today=TODAY)
    line = first(a)
    assert line.startswith("The 2nd adjournment") and "15 Sep 2025" in line, line
    assert cited_ok(pr, a)


def test_time_sought_for_a_reason_counts_the_hearings_where_time_was_sought(pr):
    a = pr.ask("counsel part-heard undi ani manam anni matters lo enni sarlu time adigam?", today=TODAY)
    line = first(a)
    assert line.startswith("Once") and "22 Sep 2025" in line, line
    assert "29 Sep 2025" not in line, line  # arguments heard in part: no time was sought
    assert cited_ok(pr, a)
