"""A yes or no asked of a thing no line says happened, where the newest line about it is itself a question ("… when
will the FDR come back?"): "Not yet, as far as your notes go", not a bare "not clearly on record".

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="W.P.(C) No. 19 of 2025", short_name="Marwein tender writ",
                                    title="Marwein Traders vs State", side="petitioner"))
    practice.ingest_text("Marwein tender writ - rule nisi issued. Earnest money FDR of Rs 2 lakh forfeited by "
                         "the department. Next date 10.02.2026.", name="writ 1.txt", case_id="W1", date="2026-01-12",
                         author="Lawyer")
    practice.ingest_text("Marwein tender writ - writ allowed, forfeiture set aside.", name="writ 2.txt",
                         case_id="W1", date="2026-03-05", author="Lawyer")
    practice.ingest_text("Client on phone: earnest money FDR 2 lakh department kab refund karega?",
                         name="writ 3.txt", case_id="W1", date="2026-04-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "not-yet-asked", build)


@pytest.mark.parametrize("question", ["Marwein earnest money FDR refund hua ki nahi?",
                                      "Marwein earnest money FDR refund aayiducha?"])
def test_a_thing_whose_latest_line_still_asks_for_it_is_not_yet(pr, question):
    a = pr.ask(question, today="2026-05-01")
    line = first_line(a)
    assert line.startswith("Not yet") and "2 Apr 2026" in line, a.answer
