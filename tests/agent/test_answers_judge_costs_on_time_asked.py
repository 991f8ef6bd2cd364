"""A judge's costs on time, and a counsel's costs, where the notes write them in Hindi.

- "how does <judge> allow a time petition?": a "time petition" (a party's written ask for time) is an adjournment
  asked of, so the costs the judge put on time are the answer (agent/question.py hints).
- "<judge>'s approach in <kind of> matters": the court's acts in a matter of that kind are of the topic, though the
  line itself does not name the kind ("judge put costs of Rs 700"); "approach" and Marathi "asto" ask the judge's
  ways, they are no topic a note must write (agent/habits.py HABIT_ASKING).
- "<counsel>'s ways": costs tied to no side, in a sentence that names the counsel in Devanagari ("<name> वकील ने
  समय माँगा … हर्जाना लगाया"), are his (agent/half_known.py `counsel_named_in`).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

SUIT = [
    ("2026-01-12", "दिनांक 12.01.2026\nसिविल जज कोर्ट (सोनोवाल साहब)\nवाद 41/2024 वघोली बनाम रतनलाल\n"
                   "नगर निगम का जवाब नहीं आया - पुजारी वकील ने समय माँगा,\nजज साहब ने 400 रुपये हर्जाना लगाया।\n"
                   "अगली तारीख 20.02.2026"),
    ("2026-02-20", "Vagholi suit - Pujari filed the WS. Sonowal sahab framed issues quickly, next 30.03 for PW1."),
]
EVICTION = [
    ("2026-01-22", "Ratnakar eviction - Sonowal sahab said eviction suits he will hear day to day, no long dates."),
    ("2026-03-05", "Defendant absent again, no reply on record. Judge put costs of Rs 700. Next 10.04.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JS", name="Shri Deepankar Sonowal", short="Sonowal sahab", court="Civil Judge, Jr. Div."))
    reg.add_person(Counsel(id="OP", name="Harigopal Pujari"))
    reg.add_case(Case(id="S1", number="Civil Suit 41/2024", short_name="Vagholi suit",
                      title="Vagholi vs Ratnalikh", judge_id="JS", counsel_id="OP", side="plaintiff"))
    reg.add_case(Case(id="E1", number="Civil Suit 77/2025", short_name="Ratnakar eviction",
                      title="Ratnakar vs Furtadoz", judge_id="JS", side="plaintiff"))
    for cid, notes in (("S1", SUIT), ("E1", EVICTION)):
        for day, text in notes:
            practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-costs-on-time", build)


@pytest.fixture
def pr(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "sonowal sahab time petition kaise allow karte hai",
    "how does Sonowal sahab deal with a time application?",
])
def test_a_time_petition_asked_of_a_judge_is_answered_by_the_costs_he_put_on_time(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "Rs. 400" in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "sonowal sahab eviction matters madhe kay approach asto",
    "what is Sonowal sahab's approach in eviction matters?",
])
def test_a_kind_of_matter_asked_holds_the_court_s_acts_in_matters_of_that_kind(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "Rs. 700" in first_line(a), a.answer


def test_costs_tied_to_no_side_in_a_sentence_naming_the_counsel_in_devanagari_are_his(pr):
    a = pr.ask("pujari vakil ka kya tareeka hai", today="2026-04-01")
    line = first_line(a)
    assert "costs imposed Rs. 400" in line, a.answer
