"""A side's paying asked as its habit in so many words ("<party> rent kattadamlo pattern enti?", "does <party> always
pay the rent?"): every day the matter's records speak of the money — the sum fixed, what was not paid, what was
deposited and what is still due — oldest first, each cited, the newest said first; never "nothing on pattern".
agent/pays_regularly.py.

A small practice written for these tests, in other words and names than the data sets (Telugu in Latin letters and
English; the failing question was Hindi/Urdu).
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

RENT = [
    ("2025-04-07", "Marigold Arcade eviction - Rent Controller fixed interim rent Rs 9,500 per month, to be deposited "
                   "by the 10th."),
    ("2025-06-16", "Marigold Arcade eviction - Ostwalkar has not paid May and June rent. Arrears Rs 19,000."),
    ("2025-08-04", "Marigold Arcade eviction - Ostwalkar deposited Rs 19,000 by DD in court; July rent still due."),
    ("2025-09-15", "Marigold Arcade eviction - RW1 chief examination begun. Next 27.10.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="R.C. 44 of 2025", short_name="Marigold Arcade eviction",
                      title="Hemalatha Reddy vs Pranay Ostwalkar", side="petitioner"))
    for day, text in RENT:
        practice.ingest_text(text, name=f"M1 {day}.txt", case_id="M1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pays-pattern", build)


@pytest.fixture
def pr(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("question", [
    "ostwalkar rent kattadamlo pattern enti?",
    "Does Ostwalkar always pay the rent?",
])
def test_paying_asked_as_a_habit_gathers_every_day_of_the_money(pr, question):
    a = pr.ask(question, today="2025-10-01")
    assert "The payments your notes record in" in first_line(a), a.answer
    for said in ("not paid", "19,000", "still due"):
        assert said in a.answer, a.answer
    assert "chief examination" not in a.answer and "no record" not in a.answer.lower() and cited_ok(pr, a), a.answer
