"""A counsel's moves asked ("<counsel> vakil cheque case me kya kya chaal chalte hain", "what tactics does <counsel>
use") hold their party's being away, however short the line that says it: an order sheet's "Accused absent." or a
note's "accused nahi aaya" is an act of their side, told beside the time they sought.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import home_built_by

TODAY = "2031-09-01"
NOTES = [
    ("2031-02-04", "SCC 210/2030 Haldankar cheque - Bhonsle for the accused: not ready for cross, sought time. "
                   "Granted. ND 18.03.2031."),
    ("2031-03-18", "SCC 210/2030 Haldankar cheque - PW1 cross by Bhonsle, suggestion of blank cheque denied. "
                   "ND 06.05.2031."),
    ("2031-05-06", "06.05.2031  Accused absent. Exemption application allowed. To 24.06.2031."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Rohidas Bhonsle"))
    reg.add_case(Case(id="S1", number="S.C.C. No. 210 of 2030", short_name="Haldankar cheque case",
                      title="Sardesai Traders vs Prabhakar Haldankar",
                      parties=[{"name": "Sardesai Traders", "role": "complainant"},
                               {"name": "Prabhakar Haldankar", "role": "accused"}],
                      counsel_id="OC1", side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"scc210 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-moves-absence", build)


@pytest.mark.parametrize("question", [
    "bhonsle vakil cheque case me kya kya chaal chalte hain",  # Hindi
    "bhonsle vakeel cheque case-il enthokke adavu edukkunnu",  # Malayalam
])
def test_the_party_s_absence_is_one_of_their_moves(pr, question):
    first = pr.ask(question, today=TODAY).answer.splitlines()
    text = " ".join(first[:2])
    assert "absent" in text.lower(), text
    assert "not ready for cross" in text, text
