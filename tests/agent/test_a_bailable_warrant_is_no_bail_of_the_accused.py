"""Whether the accused's bail stands is read from the records of THEIR bail: a "bailable warrant" against a witness
names a warrant, not the accused's bail, and an order that finds the circumstances "not such as to grant bail", the
application then rejected, is a No — with the rejection said beside it. Asked in Bengali and in English.

A small practice written for these tests (a sessions trial in West Bengal), in other words, courts and names than
the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="S1", number="S.T. No. 19 of 2024", short_name="Jhargram dacoity trial",
                                    title="State vs Tarapada Haldibari", side="accused"))
    practice.ingest_text("Jhargram dacoity trial - bail petition of the accused heard. The accused has been in "
                         "custody for two years and the eyewitnesses are yet to depose; the circumstances are not "
                         "such as to grant bail at this stage. The petition is dismissed. Next 02.12.2024.",
                         name="st order 1.txt", case_id="S1", date="2024-11-04", author="Court")
    practice.ingest_text("Jhargram dacoity trial - PW4 absent despite summons. Court issued bailable warrant against "
                         "PW4 through the OC Sonamukhi. Next 09.01.2025.", name="st diary 2.txt", case_id="S1",
                         date="2024-12-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bailable-warrant", build)


@pytest.mark.parametrize("question", ["Jhargram dacoity trial e accused er jamin ekhono ache?",
                                      "Is the accused still on bail in the Jhargram dacoity trial?"])
def test_a_bailable_warrant_against_a_witness_is_no_yes_to_the_accused_s_bail(pr, question):
    a = pr.ask(question, today="2025-01-01")
    said = first_line(a).split("[1]")[0]  # the verdict and its record (the next date follows it)
    assert said.startswith("No"), a.answer
    assert "dismissed" in said and "4 Nov 2024" in said, a.answer
    assert "bailable warrant" not in said, a.answer
    assert cited_ok(pr, a)
