"""A party's staying away asked as a pattern ("court-il varathe irikkunna pattern undo", "court me na aane ka pattern")
is told day by day with what the court did about it: a defendant set ex parte two sentences after the absence
("D2 called absent. No representation. D2 set ex parte.") is part of that day, not cut off after "called absent".

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2031-09-01"
SUIT = [
    ("2031-02-10", "O.S. 77/2030 Chembakassery chitty suit. D2 called absent. No representation. D2 set ex parte. "
                   "Call on 24.03.2031."),
    ("2031-03-24", "O.S. 77/2030 Chembakassery chitty suit - D2 Ulpalakshan (DW1) absent again, counsel sought "
                   "time. ND 05.05.2031."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(
        id="E1", number="O.S. No. 77 of 2030", short_name="Chembakassery chitty suit",
        title="Thoppil Chitty Fund vs Ulpalakshan Chembakassery & another",
        parties=[{"name": "Thoppil Chitty Fund", "role": "plaintiff"},
                 {"name": "Ulpalakshan Chembakassery", "role": "defendant"}],
        side="plaintiff"))
    for day, text in SUIT:
        practice.ingest_text(text, name=f"os77 {day}.txt", case_id="E1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "days-away-ex-parte", build)


@pytest.mark.parametrize("question", [
    "ulpalakshan chitty suit-il court-il varathe irikkunna pattern undo",  # Malayalam in Latin letters
])
def test_the_day_a_party_stayed_away_keeps_the_ex_parte_order(pr, question):
    answer = pr.ask(question, today=TODAY).answer
    first = answer.splitlines()[0]
    assert "ex parte" in first, answer
