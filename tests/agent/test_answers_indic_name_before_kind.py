"""A registry name typed in Devanagari straight before a kind of case, with no link word between ("<name> मेंटेनेंस
केस"), is heard as the name: the question is answered from that case, and a name nobody holds is still said back.

A small practice written for these tests (a maintenance petition, a rent suit), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="M.C. No. 5 of 2024", short_name="Bhonsle maintenance",
                      title="Sarita Bhonsle vs Mukund Bhonsle", side="respondent"))
    reg.add_case(Case(id="M2", number="R.C.S. No. 40 of 2023", short_name="Shinde rent",
                      title="Nilesh Shinde vs Omkar Traders", side="plaintiff"))
    practice.ingest_text("Maintenance. Petitioner's evidence closed. Next date 20.07.2025.", name="n1.txt",
                         case_id="M1", date="2025-05-04", author="Lawyer")
    practice.ingest_text("Rent arrears. Issues framed. Next date 02.08.2025.", name="n2.txt", case_id="M2",
                         date="2025-05-05", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "indic-kind", build)


# (a divorce, "तलाक केस", asked of this maintenance case is said back: tests/agent/test_a_matter_asked_by_what_it_is_about.py)
@pytest.mark.parametrize("question", ["सरिता मेंटेनेंस केस next date?", "मुकुंद गुजारा केस की अगली तारीख?"])
def test_a_devanagari_name_right_before_a_kind_of_case_names_the_case(pr, question):
    a = pr.ask(question, today="2025-06-01")
    assert "20 Jul 2025" in first_line(a), a.answer


def test_a_devanagari_name_nobody_holds_before_a_kind_of_case_is_said_back(pr):
    a = pr.ask("रमेश मेंटेनेंस केस next date?", today="2025-06-01")
    assert first_line(a).startswith("No such case"), a.answer
