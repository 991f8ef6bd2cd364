"""A judge's ways asked of a kind of matter ("how does he deal with trade quarrels?") are the lines of that topic and
the court's own acts (its orders, directions, costs) in the matters where a line of the topic was found, though those
acts' words do not name the topic; asked what to keep ready for the judge, the costs the court laid in the matter
where a side came unready are part of the answer.

A small practice written for these tests (a commercial civil court), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Keshav Hazarnavis", short="Hazarnavis sir",
                         court="3rd Joint Civil Judge Senior Division, Thane", court_hall="Court 3"))
    reg.add_person(Counsel(id="OC1", name="Ulhas Pothuval"))
    reg.add_case(Case(id="P1", number="Spl. C.S. No. 412 of 2025", short_name="Dhekial looms",
                      title="Pranesh Dhekial vs Rohit Zutshi", judge_id="J1", side="plaintiff", counsel_id="OC1"))
    reg.add_case(Case(id="R1", number="R.C.S. No. 77 of 2024", short_name="Kalbag easement",
                      title="Savita Kalbag vs Mohan Thengdi", judge_id="J1", side="defendant"))
    notes = [
        ("P1", "2026-01-12", "Dhekial looms. Hazarnavis sir told both partners it is a trade quarrel between partners "
                             "and sent them to the mediation centre. Next 20.02."),
        ("P1", "2026-03-09", "Order sheet: Mediation failed, report on record. Application Exh. 21 for appointment of "
                             "a local commissioner to take inventory of the looms is allowed. Next 14.04.2026."),
        ("R1", "2026-02-02", "Order sheet: Counsel for the plaintiff seeks time. Time granted on costs of Rs. 700/- "
                             "payable to the defendant. Next 16.03.2026."),
        ("R1", "2026-03-16", "Kalbag easement. Savita's side not ready with the survey map. Hazarnavis sir remarked - "
                             "next time no adjournment. Next 27.04."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-acts-in-topic-matters", build)


@pytest.mark.parametrize("question", [
    "How does Hazarnavis sir deal with a trade quarrel?",
    "Hazarnavis sir trade quarrel wale matter me kya karte hain?",  # Hindi
])
def test_the_court_s_acts_in_a_matter_of_the_topic_are_its_way_with_that_kind_of_matter(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert "mediation" in line, a.answer
    assert "local commissioner" in line, a.answer  # the same suit's order, whose words do not say "trade quarrel"
    assert "700" not in line, a.answer  # the other matter before the judge is of no such kind


@pytest.mark.parametrize("question", [
    "Hazarnavis sir ke saamne kya taiyaar rakhna padta hai?",  # Hindi: what to keep ready before him
    "Hazarnavis sir munnadi enna ready pannanum?",  # Tamil
])
def test_asked_what_to_keep_ready_the_costs_laid_in_the_matter_that_came_unready_are_the_answer(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert "no adjournment" in line, a.answer
    assert "700" in line, a.answer  # the costs of that matter's order, whose words do not say "ready"
