"""An order that directs a paper to be filed ("Rejoinder be filed within two weeks") records no filing: asked whether
the paper was filed, the answer reads the order's own "has not been filed", not its direction, as the verdict.

A small practice written for these tests (a commercial petition), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="O.M.P. No. 51 of 2025", short_name="Sunrise award petition",
                                    title="Sunrise Cables vs Vora Projects", side="respondent"))
    notes = [
        ("2025-09-02", "Sunrise award petition - reply filed by us. Petitioner (Sunrise) to file rejoinder in 4 weeks. "
                       "Next 14.10.2025."),
        ("2025-10-14", "1. The rejoinder has not been filed by the petitioner though four weeks were granted.\n"
                       "2. Rejoinder be filed within two weeks, as a last opportunity, subject to costs of Rs. 15,000/-.\n"
                       "3. List on 20.11.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"order {day}.txt", case_id="K1", date=day, author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "directed-not-done", build)


def test_an_order_directing_a_filing_is_not_read_as_the_filing(pr):
    a = pr.ask("Did Sunrise file the rejoinder?", today="2025-11-01")
    assert first_line(a).startswith("No"), a.answer
