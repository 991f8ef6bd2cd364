"""A judge and a counsel of one surname: the question that types the judge as the registry's short name calls them
("<surname> madam") asks the judge, not the counsel; and what was said "when" something happened ("jab gawah nahi
aaya", "bail allow chesinappudu") is that occasion's words, not the judge's ways.

A small practice written for these tests (a sessions trial before a magistrate whose surname the prosecutor
shares), in other words and names than the data sets.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.agent.when_clause import when_clause
from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2025-03-04", 'ST 88/2024 Topno - charge read over. Kandulna madam said: "accused must be present on every date, '
                   'no exemption". ND 08.04.2025.'),
    ("2025-04-08", "ST 88/2024 Topno - bail of A2 allowed on a surety of Rs. 25,000. Kandulna madam said: A2 to mark "
                   "attendance at the police station every Monday. ND 06.05.2025."),
    ("2025-05-06", "ST 88/2024 Topno - PW3 absent again. APP Bilung Kandulna sought time, said summons not served. "
                   "Kandulna madam said: bailable warrant to PW3 and the SHO to explain the delay. ND 10.06.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Sushmita Kandulna", short="Kandulna madam (CJM)"))
    reg.add_person(Counsel(id="OC1", name="Sri Bilung Kandulna, APP"))
    reg.add_case(Case(id="K1", number="S.T. No. 88 of 2024", short_name="Topno assault trial",
                      title="State vs Jharna Topno", judge_id="J1", counsel_id="OC1", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="K1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-short-namesake", build)


def test_the_judges_short_name_typed_asks_the_judge_not_the_namesake_counsel(pr):
    q = understand("kandulna madam ne kya kaha", registry=pr.registry, today=date(2025, 6, 1))
    assert (q.judges, q.counsel) == (["J1"], [])


@pytest.mark.parametrize("text", [
    "what did the judge say when the witness did not come",
    "judge ne kya kaha jab gawah nahi aaya",
    "bail allow cheythappol judge entha paranju",            # Malayalam, the ending glued to the verb
    "bail allow chesinappudu judge em annaru",               # Telugu
    "bail kottaaga judge enu helidru",                       # Kannada
    "jokhon bail holo judge ki bollo",                       # Bengali
])
def test_a_clause_of_when_names_an_occasion(text):
    assert when_clause(text)


@pytest.mark.parametrize("text", ["when is the next date", "jab bhi gawah nahi aata judge kya karti hain",
                                  "eppudu next date", "ippo enthu stage", "jab tak reply nahi"])
def test_the_question_word_when_and_whenever_name_no_occasion(text):
    assert not when_clause(text)


@pytest.mark.parametrize("question", ["kandulna madam ne kya kaha jab gawah nahi aaya",
                                      "saakshi raanappudu kandulna madam em annaru"])
def test_what_the_judge_said_when_a_witness_stayed_away_is_the_judges_words_that_day(pr, question):
    q = understand(question, registry=pr.registry, today=date(2025, 6, 1))
    assert q.kind == "said" and q.judges == ["J1"] and not q.counsel
    a = pr.ask(question, today="2025-06-01")
    assert "bailable warrant" in a.answer, a.answer


@pytest.mark.parametrize("question", ["jab A2 ki bail allow hui tab kandulna madam ne kya kaha",
                                      "A2 bail allow chesinappudu kandulna madam em annaru"])
def test_the_occasion_named_by_what_happened_leads_the_answer(pr, question):
    a = pr.ask(question, today="2025-06-01")
    assert "every Monday" in first_line(a), a.answer


def test_the_judges_ways_asked_with_whenever_stay_her_ways(pr):
    q = understand("kandulna madam hamesha kya kehti hain jab gawah nahi aata", registry=pr.registry,
                   today=date(2025, 6, 1))
    assert q.kind != "said"
