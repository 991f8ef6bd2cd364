"""Words that ask which matters ("<thing> ethokke case il", "which cases …") are never a case's name: the question
is not answered "No such case". A small practice written for this test (Alappuzha)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="V1", number="O.S. No. 44 of 2022", short_name="Houseboat jetty suit",
                      title="Thankamma Varghese vs Punnamada Ferries", side="plaintiff"))
    reg.add_case(Case(id="V2", number="O.S. No. 90 of 2023", short_name="Coir shed partition",
                      title="Oswin Kurisingal vs Bindhu Kurisingal", side="defendant"))
    practice.ingest_text("Houseboat jetty suit - ferry cancelled due to monsoon, witness could not reach. "
                         "Adjourned to 12.08.2024.", name="jetty jul.txt", case_id="V1", date="2024-07-10",
                         author="Lawyer")
    practice.ingest_text("Coir shed partition - commissioner report filed. Next 30.09.2024.", name="coir aug.txt",
                         case_id="V2", date="2024-08-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "which-matters-name", build)


@pytest.mark.parametrize("asked", ["ferry monsoon karanam maattiya postings ethokke case il",
                                   "ferry monsoon adjournments which cases"])
def test_which_matters_words_are_no_case_name(pr, asked):
    a = pr.ask(asked, today="2024-10-01")
    assert "No such case" not in a.answer, a.answer
    assert "Houseboat" in a.answer, a.answer
