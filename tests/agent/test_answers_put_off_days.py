"""The days a matter went by and the witnesses who kept not coming, read from notes that never say "adjourned":
"bar bar date kyon?", "date kele jai?" (Assamese: why the dates), "gawah kitni baar gayab rahe, kaun kaun?",
"company ke gawah kya bahana dete?".

A day counts as put off when its note says no witness came, a party was absent, or a paper the day needed was
still awaited (the chemical analyser's report pending, the case diary not received); the sentence after it, where
notes write the plea, goes with it. A person the matter's records name as a witness ("PW3 Inspector Pokhriyal")
who later "nahi aaye" is a witness who did not come, though that sentence holds no word for witness.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.dates_lost import asks_dates_lost
from tareekh.agent.no_shows import witness_names
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

TRIAL = [
    ("2025-01-08", "Kuchhal excise trial - no PW came. The APP said the excise office had not sent them. "
                   "Next 12.02.2025."),
    ("2025-02-12", "Kuchhal excise trial - PW1 Harshdeep Tolani examined and cross-examined. "
                   "Next 19.03.2025 - PW3 Inspector Sudhanshu Pokhriyal."),
    ("2025-03-19", "Kuchhal excise trial - Pokhriyal nahi aaye - election duty me lage hain. "
                   "APP ne samay liya. Next 23.04.2025."),
    ("2025-04-23", "Kuchhal excise trial - chemical analyser report still pending. Court called for it. "
                   "Next 28.05.2025."),
    ("2025-05-28", "Kuchhal excise trial - accused Mogha absent, exemption sought on medical grounds. "
                   "Allowed. Next 25.06.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. R. Pathrikar, Judicial Magistrate First Class", short="Pathrikar madam"))
    reg.add_case(Case(id="T1", number="R.C.C. No. 442 of 2024", short_name="Kuchhal excise trial",
                      title="State vs Vinod Mogha", judge_id="J1", side="accused"))
    for day, text in TRIAL:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "put-off-days", build)


@pytest.mark.parametrize("question", [
    "Kuchhal excise trial me bar bar date kyon padti hai?",
    "Kuchhal excise trial e baar baar date kele jai?",
    "why do dates keep being taken again and again in the Kuchhal excise trial",
])
def test_again_and_again_dates_is_asking_why_the_dates_went(question):
    assert asks_dates_lost(question)


def test_a_next_date_question_is_not_asking_why_the_dates_went():
    assert not asks_dates_lost("Kuchhal excise trial ki agli date kya hai?")


def test_days_with_no_witness_a_pending_report_or_an_absent_party_are_dates_lost_with_their_plea(pr):
    a = pr.ask("Kuchhal excise trial me bar bar date kyon padti hai?", today="2025-06-01")
    line = first_line(a).lower()
    assert "no pw came" in line and "excise office" in line, a.answer  # the plea said in the sentence after
    assert "report still pending" in line, a.answer
    assert "mogha absent" in line, a.answer
    assert "cross-examined" not in line, a.answer  # a day of work done is no date lost


def test_the_records_own_witness_names_make_a_bare_did_not_come_a_witness_absence():
    names = witness_names(["Next 19.03.2025 - PW3 Inspector Sudhanshu Pokhriyal.", "Mogha absent."])
    assert "pokhriyal" in names and "mogha" not in names


def test_how_many_times_witnesses_went_missing_counts_each_day_and_names_them(pr):
    a = pr.ask("Kuchhal excise trial me gawah kitni baar gayab rahe, kaun kaun?", today="2025-06-01")
    line = first_line(a)
    assert "2 day(s)" in line, a.answer  # no PW came (8 Jan), Pokhriyal (19 Mar); the absent accused is no witness
    assert "Pokhriyal" in line, a.answer


def test_the_excuse_asked_is_the_sentence_after_the_witness_did_not_come(pr):
    a = pr.ask("Kuchhal excise trial me gawah har baar kaahe nahi aate, kya bahana dete?", today="2025-06-01")
    line = first_line(a).lower()
    assert "election duty" in line and "excise office" in line, a.answer
    assert not a.answer.startswith("Yes"), a.answer  # a why is answered with the days, not "Yes"
