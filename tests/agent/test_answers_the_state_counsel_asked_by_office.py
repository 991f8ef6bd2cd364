"""The State's counsel asked by their office in one matter ("<matter> me AGP ne last date kya kaha?", "<matter>-e GA
last date-e ki bollo?") is that matter's counsel whom the registry writes with the office: what the notes record
them saying at the hearing named, not the matter's lines at large.

A small practice written for these tests (a land revenue writ), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Smt. Vasudha Sarangi, Addl. GA"))
    reg.add_case(Case(id="W1", number="W.P. No. 1207 of 2025", short_name="Garhbeta mutation writ",
                      title="Kinjarapu Dhoble vs State", side="petitioner", counsel_id="OC1"))
    notes = [
        ("W1", "2025-07-07", "Garhbeta writ - notice accepted by Sarangi. Next date 11.08.2025."),
        ("W1", "2025-08-11", "Garhbeta writ - Sarangi filed the Collector's report: mutation of 2019 was set aside "
                             "for want of notice. Our reply in 2 weeks. Next date 15.09.2025."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "state-counsel-office", build)


@pytest.mark.parametrize("question", ["Garhbeta writ me GA ne last date kya kaha?",
                                      "Garhbeta writ-e GA last date-e ki bollo?",
                                      "What did the GA say on the last date in the Garhbeta writ?"])
def test_the_state_counsel_asked_by_office_is_the_matter_s_counsel_of_that_office(pr, question):
    a = pr.ask(question, today="2025-09-01")
    line = first_line(a)
    assert "Sarangi" in line and "Collector's report" in line, a.answer
