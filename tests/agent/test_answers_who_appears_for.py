"""'Who appears for <the other party>?' is the other side's counsel the registry holds for the case.

A small practice written for these tests (a writ against a municipal body), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_person(Counsel(id="AC1", name="Sri Tejas Bhandarkar", chamber="Standing Counsel, Nashik Corporation"))
    practice.registry.add_case(Case(id="A1", number="W.P. No. 7781 of 2025", short_name="Panchavati hawkers WP",
                                    title="Panchavati Hawkers Union vs Nashik Municipal Corporation", counsel_id="AC1",
                                    side="petitioner"))
    practice.ingest_text("Panchavati hawkers WP - corporation's SC sought time for counter. Next 04.08.2025.",
                         name="n1.txt", case_id="A1", date="2025-07-01", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "who-appears", build)


@pytest.mark.parametrize("question", ["who appears for the corporation in the hawkers WP?",
                                      "who represents the corporation in the hawkers WP?"])
def test_who_appears_for_the_other_party_is_the_registry_s_counsel_for_the_other_side(pr, question):
    a = pr.ask(question, today="2025-07-10")
    assert "Tejas Bhandarkar" in first_line(a), a.answer
