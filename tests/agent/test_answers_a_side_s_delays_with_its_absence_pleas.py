"""A side named by its role, asked the reasons it gave for each delay: the time it sought, and also the days it
stayed away with a plea written beside it (a petition to excuse its presence "stating he is unwell", "out of
station") — each such day is a delay of that side with its reason, said in the first sentence and cited.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, one_matter_home

COMPLAINT = [
    ("2025-02-11", "Pulimoodu cheque complaint. Complainant present. Accused absent. Exemption petition moved for "
                   "the accused stating that he has fever and is bedridden. Allowed. Call on 14.03.2025."),
    ("2025-03-14", "Pulimoodu cheque complaint - accused counsel Tharakan sought time, his senior is in the High "
                   "Court. Granted. Next 22.04.2025."),
    ("2025-04-22", "Pulimoodu cheque complaint. Accused absent. Petition u/s 317 CrPC filed on the ground that the "
                   "accused is attending a family wedding at Kodanad. Last chance. Next 30.05.2025."),
    ("2025-05-30", "Pulimoodu cheque complaint - CW1 chief examination over, cross deferred."),
]


_MATTER = Case(id="P1", number="S.T.C. 77 of 2024", short_name="Pulimoodu cheque complaint",
               title="Ittiyavira Traders vs Chittoorpara Joy", side="complainant")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return one_matter_home(tmp_path_factory, "side-absence-pleas", _MATTER, COMPLAINT)


@pytest.mark.parametrize("question", [
    "Pulimoodu case la accused side delay panna enna enna reason sonnanga",  # Tamil
    "Pulimoodu complaint mein accused har baar kya bahana deta hai delay ke liye?",  # Hindi
])
def test_the_accused_s_absence_pleas_are_among_its_reasons_for_delay(pr, question):
    a = pr.ask(question, today="2025-07-01")
    line = first_line(a)
    for plea in ("fever", "High Court", "wedding"):
        assert plea in line, a.answer
    assert "3 times" in line and "cross deferred" not in line and cited_ok(pr, a), a.answer
