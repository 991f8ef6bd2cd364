"""'Which of my matters have an NRI party?': a party is an NRI when the notes say where abroad they live ("settled
in Kuwait", "videsh me hai", "works in Singapore"), whether or not any note writes "NRI"; a matter whose people all
live here is not one of them.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="O.S. 212 of 2025", short_name="Vellayani property suit",
                      title="Kunjamma Thankachan vs Susheelan Omanakuttan", side="plaintiff"))
    reg.add_case(Case(id="K2", number="C.C. 90 of 2025", short_name="Pazhayangadi cheque case",
                      title="Pazhayangadi Traders vs Omanakuttan Pillai", side="complainant"))
    reg.add_case(Case(id="K3", number="M.C. 14 of 2026", short_name="Thankachan maintenance",
                      title="Rosamma Thankachan vs Thankachan Varghese", side="petitioner"))
    practice.ingest_text("Vellayani property suit - summons to D1 Susheelan returned; he is settled in Kuwait with "
                         "his family. Substituted service by email asked. ND 14.3.26",
                         name="K1 2026-02-02.txt", case_id="K1", date="2026-02-02", author="Lawyer")
    practice.ingest_text("Pazhayangadi cheque case - accused present, plea recorded. ND 20.4.26",
                         name="K2 2026-02-09.txt", case_id="K2", date="2026-02-09", author="Lawyer")
    practice.ingest_text("Thankachan maintenance - pati videsh me hai (Singapore), vakalat bheji. ND 5.5.26",
                         name="K3 2026-03-03.txt", case_id="K3", date="2026-03-03", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "nri-party", build)


@pytest.mark.parametrize("question", ["which matters have an NRI party involved?",
                                      "kaun kaun se matters mein NRI party hai?"])
def test_a_party_living_abroad_is_an_nri_party(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today="2026-06-01")
    line = first_line(a)
    assert "Vellayani property suit" in line and "Thankachan maintenance" in line, a.answer
    assert "Pazhayangadi" not in line, a.answer
