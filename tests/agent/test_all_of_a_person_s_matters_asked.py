"""All of a person's matters, asked with the universal quantifier and a pronoun for the person ("all his matters",
"vaalla anni cases", "tyanche sagle matters"), not only with "which" or "how many": each matter the person is in is
listed with where it stands, not the one matter whose name holds the person's.

A small practice written for this test, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.whose_matters import asks_matters
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("K1", "2026-02-10", "Kondaiah land writ - counter filed by the Tahsildar. Next 24.03.2026 for hearing."),
    ("K2", "2026-02-18", "Nallamala cheque case - complainant's chief affidavit filed. Next 06.04.2026 for cross."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CV", name="Vemulapalli Kondaiah"))
    reg.add_case(Case(id="K1", number="W.P. No. 4411 of 2025", short_name="Kondaiah land writ",
                      title="Vemulapalli Kondaiah vs State of Andhra Pradesh", client_id="CV", side="petitioner"))
    reg.add_case(Case(id="K2", number="C.C. No. 918 of 2025", short_name="Nallamala cheque case",
                      title="Vemulapalli Kondaiah vs Peddireddy Traders", client_id="CV", side="complainant"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "all-his-matters", build)


@pytest.mark.parametrize("question", ["Kondaiah garu - all his matters, status please",
                                      "Kondaiah garu vaalla anni cases status",  # Telugu
                                      "Kondaiah yanche sagle matters kuthe aahet",  # Marathi
                                      "every case of Kondaiah"])
def test_all_of_a_person_s_matters_is_asked(question):
    assert asks_matters(question)


@pytest.mark.parametrize("question", ["all the papers filed?", "sab theek hai?"])
def test_all_without_matters_asks_no_matters(question):
    assert not asks_matters(question)


def test_each_of_the_person_s_matters_is_listed(pr):
    a = pr.ask("Kondaiah garu - all his matters, status in one line each", today="2026-03-01")
    line = first_line(a)
    assert "Kondaiah land writ" in line and "Nallamala cheque case" in line, a.answer
    assert "24 Mar 2026" in line and "6 Apr 2026" in line, a.answer
