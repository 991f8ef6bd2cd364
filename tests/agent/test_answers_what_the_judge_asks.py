"""Asked what a judge asks ("pehle kya poochte hain?", "adhi kay vichartat?", "enna kekkaaru?"), the line where the
judge puts a question is the answer, before a line of the same hearing where the judge only speaks.

A small practice written for these tests (a High Court bail matter), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Vishwas Kulkarni", short="Kulkarni J",
                         court="High Court, Court No. 11", court_hall="Court No. 11"))
    reg.add_case(Case(id="B1", number="B.A. No. 410 of 2026", short_name="Gaikwad bail",
                      title="Sandeep Gaikwad vs State", judge_id="J1", side="applicant"))
    notes = [
        ("B1", "2026-02-02", "2.2.26 Ct 11 - Kulkarni J - Gaikwad bail BA 410/26\nKulkarni J: \"last opportunity "
                             "to the State, no adjournment next time\".\njudge ne poocha accused ka criminal record hai ki nahi - "
                             "we said none, affidavit to be filed."),
        ("B1", "2026-03-09", "9.3.26 Ct 11 - Gaikwad bail\nKulkarni J ne 3 weeks diya, APP reply awaited."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "what-the-judge-asks", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    p = Practice.open(built, create=False)
    p.settings.llm.base_url = None
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "Kulkarni J bail mein pehle kya poochte hain?",  # Hindi
    "what does Kulkarni J ask first in bail matters?",  # English
])
def test_asked_what_the_judge_asks_the_line_of_the_judge_asking_is_the_answer(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "criminal record" in first_line(a), a.answer
