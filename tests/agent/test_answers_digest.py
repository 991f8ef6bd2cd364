"""What happened across matters on a day or in a week, warrants in a year and what followed them, and our side's
adjournments asked with the side in brackets — on a small practice written for these tests (a harbour lease suit, a
cheating trial, a bail matter and a temple writ; clipped English notes with some Hinglish). Each test pins one
general rule of agent/digest.py or of how a question's side and period are read.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line as first, home_built_by

NOTES = [
    # (case, hearing date, text)
    ("H1", "2026-02-09", "Harbour lease - not reached, long cause list. Next 16.03.2026."),
    ("T1", "2026-02-09", "Temple writ - advocates abstained from work, adjourned. Next 18.03.2026."),
    ("V1", "2026-02-09", "Velu trial - presiding officer on leave. Next 14.04.2026."),
    ("H1", "2026-03-17", "Harbour lease - our arguments on the injunction IA, about 45 min. Reply on 02.04.2026."),
    ("T1", "2026-03-18", "Temple writ - respondent's counsel absent, adjourned to 22.04.2026."),
    ("B1", "2026-03-19", "Anbu bail - argued for an hour, orders reserved."),
    ("V1", "2024-11-11", "Velu trial - A-1 Velu absent, NBW issued. Next 06.01.2025."),
    ("V1", "2025-01-06", "Velu trial - Velu appeared, NBW recalled on bond."),
    ("V1", "2025-05-05", "Velu trial - A-2 Murugan absent, NBW issued against him. PW-3 absent, BW issued. Next 10.06.2025."),
    ("V1", "2025-06-10", "Velu trial - Murugan surrendered, NBW recalled. PW-3 examined in chief. Next 14.07.2025."),
    ("V1", "2025-07-14", "Velu trial - humne time liya, Sir unwell. Next 18.08.2025."),
    ("V1", "2025-08-18", "Velu trial - we sought time for the cross of PW-4. Next 22.09.2025."),
    ("V1", "2025-09-22", "Velu trial - APP sought time, PW-4 not served. Next 03.11.2025."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JK", name="Sri R. Kannan, II Additional District Judge"))
    reg.add_person(Judge(id="JM", name="Smt. M. Selvi, Judicial Magistrate"))
    reg.add_person(Client(id="CH", name="Harbour Stevedores"))
    reg.add_case(Case(id="H1", number="O.S. No. 120 of 2021", short_name="Harbour lease",
                      title="Harbour Stevedores vs Port Estates", judge_id="JK", client_id="CH", side="plaintiff"))
    reg.add_case(Case(id="T1", number="W.P. No. 77 of 2025", short_name="Temple writ",
                      title="Arulmigu Temple Trust vs State", judge_id="JK", side="petitioner"))
    reg.add_case(Case(id="V1", number="C.C. No. 45 of 2024", short_name="Velu trial",
                      title="State vs Velu and others", judge_id="JM", side="accused"))
    reg.add_case(Case(id="B1", number="Crl. M.P. No. 300 of 2026", short_name="Anbu bail",
                      title="Anbu vs State", judge_id="JM", side="applicant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "digest", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


def test_a_days_digest_lists_every_matter_heard_that_day_and_says_no_work_was_done(practice):
    ans = practice.ask("what happened in my matters on 9 Feb? was any work done?", today="2026-02-20")
    line = first(ans).lower()
    assert line.startswith("three matters")
    assert "harbour lease" in line and "temple writ" in line and "velu trial" in line
    assert "no work was done in any" in line
    assert cited_ok(practice, ans)


def test_a_days_digest_asked_in_hinglish(practice):
    ans = practice.ask("9 Feb ko sab matters mein kya hua?", today="2026-02-20")
    line = first(ans).lower()
    assert line.startswith("three matters") and "not reached" in line and "on leave" in line


def test_where_we_argued_this_week_names_each_matter_with_the_length_of_time(practice):
    ans = practice.ask("is hafte kahan kahan bahas hui, kitni der?", today="2026-03-20")
    line = first(ans).lower()
    assert "harbour lease" in line and "45 min" in line
    assert "anbu bail" in line and "an hour" in line
    assert "temple writ" not in line  # adjourned that week, nothing argued
    assert cited_ok(practice, ans)


def test_this_week_is_from_monday_to_the_day_asked(practice):
    ans = practice.ask("where did we argue this week?", today="2026-03-18")
    line = first(ans).lower()
    assert line.startswith("in one matter") and "harbour lease" in line
    assert "anbu bail" not in line  # the bail was argued the day after


def test_warrants_of_a_year_against_accused_with_what_followed_each(practice):
    ans = practice.ask("2025 mein kin accused ke khilaaf NBW nikla, aur phir kya hua?", today="2026-03-20")
    line = first(ans).lower()
    assert "murugan" in line and "surrendered" in line and "recalled" in line
    assert "a-1 velu absent" not in line  # issued in 2024
    assert "pw-3" not in line  # a witness's bailable warrant is not asked
    assert cited_ok(practice, ans)


def test_our_adjournments_counted_when_the_side_is_written_in_brackets(practice):
    ans = practice.ask("Velu trial mein hum (accused) ne ab tak kitni baar time liya?", today="2026-03-20")
    line = first(ans).lower()
    assert line.startswith("two times") and "14 jul 2025" in line and "18 aug 2025" in line
    assert "22 sep 2025" not in line  # the prosecution's


def test_a_weeks_digest_names_each_matter_with_its_days_and_which_had_work(practice):
    ans = practice.ask("what happened last week?", today="2026-03-25")  # the week of 16 to 22 March
    line = first(ans).lower()
    assert line.startswith("three matters had a hearing between 16 mar 2026 and 22 mar 2026")
    assert "17 mar 2026" in line and "18 mar 2026" in line and "19 mar 2026" in line
    assert cited_ok(practice, ans)


def test_a_day_asked_about_one_thing_is_not_a_digest_of_every_matter(practice):
    ans = practice.ask("what happened on 9 Feb about the cause list?", today="2026-02-20")
    line = first(ans).lower()
    assert "harbour lease" in line and "velu trial" not in line and not line.startswith("three matters")


def test_warrants_counted_in_a_year_by_the_kind_asked(practice):
    nbw = first(practice.ask("how many NBWs in 2025?", today="2026-03-20")).lower()
    assert nbw.startswith("one") and "5 may 2025" in nbw and "11 nov 2024" not in nbw
    any_kind = first(practice.ask("how many warrants in Velu trial?", today="2026-03-20")).lower()
    assert any_kind.startswith("three") and "11 nov 2024" in any_kind and "bailable warrant (bw)" in any_kind


def test_hearings_in_a_period_are_counted_across_matters_a_matter_on_a_day_once(practice):
    ans = practice.ask("how many hearings did I have last week?", today="2026-03-25")
    line = first(ans).lower()
    assert line.startswith("three hearings in three matters")
    assert "harbour lease (17 mar 2026)" in line and "anbu bail (19 mar 2026)" in line
    assert cited_ok(practice, ans)
    same_day = first(practice.ask("how many hearings between 9 Feb and 15 Feb?", today="2026-03-25")).lower()
    assert same_day.startswith("three hearings in three matters")  # three matters heard on one day: three hearings
