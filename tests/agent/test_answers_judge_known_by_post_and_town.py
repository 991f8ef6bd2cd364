"""A judge whose short name is their post and town ("Civil Judge <town>"), asked how they deal with adjournments in
any language (agent/habits.py): the costs they put on time are the answer; a page of another matter that only names
the town is no word of the judge's, and an undated paper among the records does not stop the answer.

Invented practice: a money suit before a town's civil judge, costs on two adjournments; a High Court petition of
another client with an undated order that names the same town."""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri P. Venkatesh", short="Civil Judge Kavali",
                         court="Junior Civil Judge's Court, Kavali", court_hall="JCJ Court"))
    reg.add_person(Judge(id="J2", name="Hon'ble Mr. Justice T. Somayaji", short="Somayaji J"))
    reg.add_case(Case(id="M1", number="O.S. No. 77 of 2025", short_name="Reddy money suit",
                      title="Reddy vs Chowdary", side="plaintiff", judge_id="J1"))
    reg.add_case(Case(id="H1", number="Crl.P. No. 5120 of 2025", short_name="Naidu quash petition",
                      title="Naidu vs State", side="petitioner", judge_id="J2"))
    practice.ingest_text(
        "OS 77/25 Reddy - Kavali JCJ court\nDefendant's counsel sought time for written statement. Judge allowed "
        "subject to costs of Rs. 750 payable to plaintiff. ND 14.03.2026", name="reddy 10 feb.txt", case_id="M1",
        date="2026-02-10", author="Lawyer")
    practice.ingest_text(
        "OS 77/25 Reddy\nAgain time sought - affidavit not ready. Costs Rs. 1,500 imposed, last chance. ND 2.5.2026",
        name="reddy 14 mar.txt", case_id="M1", date="2026-03-14", author="Lawyer")
    practice.ingest_text(
        "ORDER\nThe petitioner's complaint was first made at the police station at Kavali. In the result, the "
        "Criminal Petition is allowed in part and the proceedings against A2 are quashed.",
        name="naidu order.txt", case_id="H1", date=None, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-post-town", build)


@pytest.mark.parametrize("question", ["kavali civil judge adjournment isthaaraa? ela?",  # Telugu
                                      "kavali civil judge adjournment deta hai kya? kaise?",  # Hindi
                                      "does the kavali civil judge give adjournments easily?"])
def test_a_judge_known_by_post_and_town_is_answered_with_the_costs_they_put_on_time(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert "750" in line and "1,500" in line, a.answer
    assert "quashed" not in line and "allowed in part" not in line, a.answer


def test_the_town_of_a_judge_s_court_is_no_name_of_the_judge_on_another_matter_s_page():
    from tareekh.agent.people import name_words_of
    from tareekh.agent.habits import personal_patterns

    judge = Judge(id="J1", name="Sri P. Venkatesh", short="Civil Judge Kavali", court="Junior Civil Judge's Court, Kavali")
    pats = personal_patterns(judge, name_words_of)

    assert any(re.search(p, "venkatesh sir was on leave") for p in pats)
    assert any(re.search(p, "before the civil judge kavali today") for p in pats)
    assert not any(re.search(p, "the complaint was first made at kavali police station") for p in pats)
