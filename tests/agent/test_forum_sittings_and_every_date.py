"""A forum's ways asked in the languages: "every (hearing) date" is "every time" ("har tareek", "protyek tarikhe",
"ovvoru vaaidha"), a judge named by the court they sit in and their post ("the tribunal wale president") is that
court's judge, and "when does it sit?" ("kab baithte hain", "kobe bosen", "eppo utkaaruvaar") is answered with the
weekday and hour its hearings fall on, read from the dates themselves. A small practice written for this test (a
consumer complaint before a district commission, a suit before a civil judge)."""

from __future__ import annotations

import pytest

from tareekh.agent.habit_asked import asks_habit, every_time, habit_named
from tareekh.agent.sitting_days import sitting_asked
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J2", name="Smt. Vasundhara Menon", short="DCDRC",
                         court="District Consumer Disputes Redressal Commission, Thrissur", court_hall="Commission"))
    reg.add_person(Judge(id="J3", name="Sri K. Balan", short="Munsiff", court="Principal Munsiff Court, Thrissur",
                         court_hall="Court No. 1"))
    reg.add_case(Case(id="K1", number="CC 88/2025", short_name="Varghese fridge complaint",
                      title="Varghese vs CoolAir Appliances", judge_id="J2", side="complainant"))
    reg.add_case(Case(id="K2", number="OS 301/2024", short_name="Pillai boundary suit",
                      title="Pillai vs Raghavan", judge_id="J3", side="plaintiff"))
    notes = [  # the commission sits on Wednesdays, after lunch (7 May, 18 Jun, 23 Jul 2025 are Wednesdays)
        ("2025-05-07", "K1", "CC 88/25 fridge complaint - commission 3 pm. President asked whether the dealer "
                             "offered a replacement unit. OP version not filed. Next 18.06.2025."),
        ("2025-06-18", "K1", "CC 88/25 - commission, 2.45 pm. OP version filed. President again asked whether a "
                             "replacement unit was offered. Next 23.07.2025."),
        ("2025-07-23", "K1", "CC 88/25 - commission 3.15 pm. Affidavit evidence of complainant filed. President "
                             "again asked about the replacement unit. Next 27.08.2025."),
        ("2025-05-12", "K2", "OS 301/24 boundary - Munsiff 11 am, commissioner's report filed. Next 04.07.2025."),
        ("2025-07-04", "K2", "OS 301/24 - Munsiff 11.30 am, objections to the report filed. Next 14.08.2025."),
    ]
    for day, case, text in notes:
        practice.ingest_text(text, name=f"diary {day} {case}.txt", case_id=case, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "forum-sittings", build)


@pytest.mark.parametrize("typed", ["har tareek te ki puchde ne", "protyek tarikhe ki jiggesh koren",
                                   "ovvoru vaaidha-layum enna ketpaar", "prati tarikh la kay vichartat",
                                   "every hearing what does she ask"])
def test_every_hearing_date_is_every_time_in_the_languages(typed):
    assert every_time(typed) and asks_habit(typed)


@pytest.mark.parametrize("typed", ["usdi adjournment lain di ki aadat aa", "tyanchi savay kay aahe",
                                   "avarudaya pazhakkam enna", "vaalla alavatu enti", "tar obhyash ki"])
def test_a_habit_named_in_the_languages_asks_a_way(typed):
    assert habit_named(typed) and asks_habit(typed)


@pytest.mark.parametrize("typed", ["mill arbitration er next sitting kobe, ki jonno", "last sitting kab thi?",
                                   "agli sitting kab hai tribunal ki", "when is the next sitting of the arbitrator?"])
def test_the_next_or_last_sitting_asks_a_date_not_the_forum_s_habit(typed):
    assert not sitting_asked(typed)


@pytest.mark.parametrize("typed", ["consumer commission kobe bosen?", "consumer commission kab baithta hai?",
                                   "when does the consumer commission sit?", "consumer commission eppo utkaaruvaar?",
                                   "consumer commission yavaga kutkotare?", "commission eppudu kurchuntaru?",
                                   "commission kevha bastat?", "commission kyare bese chhe?", "commission kebe basanti?",
                                   # the weekday asked outright: "on which day (of the week) do its dates fall?"
                                   "commission chya tarkha kontya vari astat?", "commission ki tareekh kis vaar padti hai?",
                                   "on which day of the week are the commission's dates?", "commission kon bare bose?",
                                   "commission तारखा कोणत्या वारी?"])
def test_when_a_forum_sits_is_asked_in_the_languages(typed):
    assert sitting_asked(typed)


@pytest.mark.parametrize("typed", ["kab file kiya?", "when is the next date?", "bas itna hi?",
                                   "next date kab hai, sat ko?", "when is Bose's matter listed?",
                                   "when was the reply filed besides the WS?", "konya case var stay ahe?",
                                   "kitni baar date li?", "koto bar time nilo?"])
def test_when_alone_or_sit_alone_is_no_sitting_asked(typed):
    assert not sitting_asked(typed)


@pytest.mark.parametrize("typed", ["consumer commission kobe bosen?", "when does the consumer commission sit?",
                                   "consumer commission kab baithte hain?",
                                   "consumer commission kis vaar hota hai?", "which day of the week is the consumer commission?"])
def test_a_forum_s_sittings_are_the_weekday_and_hour_of_its_hearings(pr, typed):
    a = pr.ask(typed, today="2025-09-01")
    line = first_line(a)
    assert "Wednesday" in line and "afternoon" in line, a.answer


@pytest.mark.parametrize("typed", ["consumer commission wale president sahib har tareek te ki puchde ne",
                                   "consumer commission president protyek tarikhe ki jiggesh koren"])
def test_a_judge_named_by_court_and_post_asked_every_date_gives_their_habit(pr, typed):
    a = pr.ask(typed, today="2025-09-01")
    assert "replacement" in first_line(a), a.answer
