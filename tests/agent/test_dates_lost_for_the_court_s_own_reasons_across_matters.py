"""'In which matters did the date go because of the court?': the matters whose adjournments the notes read as the
court's own (the bench on leave, the matter not reached), each with its days; a matter where a side took time is
not one of them. Asked in Bengali and Telugu as typed in Latin letters, and in English.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="O.S. 41 of 2025", short_name="Sengottai well suit",
                      title="Palanivel vs Thirumalaisamy", side="plaintiff"))
    reg.add_case(Case(id="T2", number="W.P. 880 of 2025", short_name="Ezhilarasi pension writ",
                      title="Ezhilarasi vs State", side="petitioner"))
    reg.add_case(Case(id="T3", number="C.C. 17 of 2025", short_name="Kottayil cheque case",
                      title="Kottayil Traders vs Vadakkanchery Agencies", side="complainant"))
    practice.ingest_text("Sengottai well suit - Presiding officer on leave. Adjourned to 12.03.2026.",
                         name="T1 2026-02-10.txt", case_id="T1", date="2026-02-10", author="Lawyer")
    practice.ingest_text("Ezhilarasi pension writ - matter not reached, board rose early. Next 20.04.2026.",
                         name="T2 2026-03-03.txt", case_id="T2", date="2026-03-03", author="Lawyer")
    practice.ingest_text("Kottayil cheque case - accused counsel sought time for cross. Next 9.4.2026.",
                         name="T3 2026-03-05.txt", case_id="T3", date="2026-03-05", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "court-own-reasons", build)


@pytest.mark.parametrize("question", ["kon kon case e court er jonno date gelo, kono shunani chhara?",
                                      "court valla date poyina cases evi?",
                                      "in which matters was the date lost because of the court, without a hearing?"])
def test_the_matters_whose_date_the_court_itself_took(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "Sengottai well suit" in line and "Ezhilarasi pension writ" in line, a.answer
    assert "Kottayil" not in line, a.answer
