""""<matter> la <party> eppadi nadandhukkuraaru overall" (how has the party behaved, overall): "overall" asks for
the whole of the matter, it is no thing a note must hold. The answer is the matter's own account (its hearings and
what the party did there), never "nothing in your notes on overall".

Invented practice: one execution petition whose judgment debtor paid part and then stayed away."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(
        id="K1", number="E.P. No. 41 of 2026", short_name="Theertham finance EP",
        title="Theertham Finance Ltd. vs K. Ponnalagu", side="decree holder", next_date="2026-06-10",
        nature="execution of a money decree"))
    for day, text in (("2026-02-10", "10.2.26 EP 41/26 Theertham finance - Ponnalagu deposited Rs. 1,50,000 by DD. "
                                     "Time for the balance. Vaidha 17.3.26"),
                      ("2026-03-17", "17.3.26 EP 41/26 - Ponnalagu varala. Judge: attachment warrant. "
                                     "Vaidha 10.6.26")):
        practice.ingest_text(text, name=f"ep41 {day}.txt", case_id="K1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    p = Practice.open(home_built_by(tmp_path_factory, "overall-ep", build), create=False)
    yield p
    p.close()


@pytest.mark.parametrize("question", ["theertham finance EP la ponnalagu eppadi nadandhukkuraaru overall",
                                      "theertham finance EP overall?"])
def test_overall_is_no_topic_said_back(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "overall" not in first_line(a).lower(), a.answer
    assert not first_line(a).startswith("Nothing"), a.answer
