"""A count of an appeal's hearings counts its own court's sittings: the decision appealed from, dated before the
appeal was filed (the registry's filing day), is no hearing of it, whatever kind the filing gave the paper; and an
order issuing notice "returnable on <date>" fixes the next date, so a to-do typed before that day is no hearing
either. Asked in Hinglish, Bengali and Marathi; a small practice written for this test, in other words and names
than the data sets (the failing sets were a customary appeal before a Deputy Commissioner and a Gujarat High Court
petition). Today's cause list lists the matter; until a record tells what the court did, today is no hearing yet
(the failing set was a Malayalam MACT count). "How many times did we go" to it, in the verb of going of any
language (the failing set asked in Kannada), counts its hearings too. A junior's chat from court that tells what the court did that day (time sought) on a day
no chain of dates passes over is a hearing (the failing set was a Tamil bail count)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

NOTES = [
    # the first court's decision, which the appeal challenges, filed under the appeal
    ("2028-02-10", "IN THE COURT OF THE CIVIL JUDGE (JR. DIVISION), MOKAMPUR\nO.S. No. 77 of 2026\nJUDGMENT\n"
                   "The suit is dismissed. No costs. Decree be drawn accordingly. Pronounced on 10.02.2028."),
    ("2028-04-04", "ORDER\nAdmit. Issue notice to the respondents, returnable on 16.05.2028. Call for the records "
                   "of O.S. 77/2026."),
    # a to-do typed before the returnable day: the court did not sit
    ("2028-04-20", "Vardhineni appeal: paper book banana hai, certified copy of decree lena - 16/5 se pehle."),
    ("2028-05-16", "Vardhineni appeal - respondents served, Wakode appeared, sought time for cross objections. "
                   "Next 21.06.2028."),
    ("2028-06-21", "Vardhineni appeal - cross objections filed. LCR received. Next 26.07.2028 arguments."),
    # the morning's cause list of the day fixed: the matter is listed today, not yet heard
    ("2028-07-26", "DISTRICT JUDGE-3, MOKAMPUR - CAUSE LIST 26.07.2028\nArguments: R.C.A. 19/2028 Vrushaleen "
                   "Vardhineni v. Yeshwin Wakode; R.C.A. 4/2027 Ukhalkar v. Salvi\nEvidence: O.S. 12/2027"),
]
# a bail matter whose third sitting only the junior's chat from court reports: time sought, no date written
BAIL = [
    ("2028-04-10", "Tirkhede bail - notice to APP, case diary called. Next 17.04.2028."),
    ("2028-04-17", "Tirkhede bail - CD not received. Next 24.04.2028."),
    ("2028-05-09", "ORDER\nHeard. The applicant is in custody since 02.03.2028. Bail application allowed on a bond of "
                   "Rs. 25,000 with one surety."),
]
BAIL_CHAT = ("02/05/2028, 13:10 - Ujjwala Dhakne Jr: Sir Tirkhede bail - APP again sought time for antecedents, "
             "judge said last chance\n"
             "02/05/2028, 13:12 - Lawyer: ok\n")
TODAY = "2028-07-01"
THREE = ("4 Apr 2028", "16 May 2028", "21 Jun 2028")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="V1", number="R.C.A. No. 19 of 2028", short_name="Vardhineni appeal",
                                    title="Vrushaleen Vardhineni vs Yeshwin Wakode", side="appellant",
                                    court="District Judge-3, Mokampur", filed_on="2028-03-15"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"V1 {day}.txt", case_id="V1", date=day, author="Lawyer")
    practice.registry.add_case(Case(id="V2", number="Cr.M.A. No. 311 of 2028", short_name="Tirkhede bail",
                                    title="Nandu Tirkhede vs State", side="applicant",
                                    court="Sessions Judge-2, Mokampur", filed_on="2028-04-06"))
    for day, text in BAIL:
        practice.ingest_text(text, name=f"V2 {day}.txt", case_id="V2", date=day, author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Ujjwala Dhakne Jr.txt", BAIL_CHAT, "V2")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "hearings-from-the-filing", build)


@pytest.mark.parametrize("question", [
    "vardhineni appeal me ab tak kitni peshi hui",  # Hinglish
    "vardhineni appeal e koto bar shunani holo",  # Bengali
    "vardhineni appeal madhe kiti tarkha zalya",  # Marathi
])
def test_the_decision_appealed_from_and_a_to_do_before_the_returnable_day_are_no_hearings(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert line.startswith("Three hearings"), a.answer
    assert all(day in line for day in THREE), line
    assert "10 Feb" not in line and "20 Apr" not in line, line


def test_today_s_cause_list_is_a_listing_not_a_hearing_held(pr):
    a = pr.ask("vardhineni appeal ithuvare ethra postings kazhinju", today="2028-07-26")  # Malayalam
    line = first_line(a)
    assert line.startswith("Three hearings"), a.answer
    assert "26 Jul" not in line, line


@pytest.mark.parametrize("question", [
    "vardhineni appeal ge yeshtu sala hogidivi ivattina varege",  # Kannada: how many times did we go, till today
    "vardhineni appeal ku ethana thadava ponom",  # Tamil
    "vardhineni appeal ki enni sarlu vellamu",  # Telugu
    "vardhineni appeal sathi kiti vela gelo",  # Marathi
])
def test_how_many_times_we_went_to_the_matter_counts_its_hearings(pr, question):
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith("Three hearings"), a.answer


@pytest.mark.parametrize("question", [
    "tirkhede bail me kitni baar peshi hui",  # Hinglish
    "tirkhede bail ethana vaati list aachu",  # Tamil
])
def test_a_chat_from_court_telling_what_the_court_did_is_a_hearing(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert line.startswith("Four hearings"), a.answer
    assert "2 May 2028" in line, line
