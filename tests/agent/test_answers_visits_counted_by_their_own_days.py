"""'How many times did the commissioner go to the site?': the visits are the days written beside a word of a visit or
an inspection, each day once, not the days of the records that tell of them (agent/visits.py). A small practice
written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.agent.visits import asks_visits
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line as first, home_built_by


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OW", name="Dhruvanshi Kunjalata"))
    reg.add_case(Case(id="P1", number="O.S. 718/2024", short_name="Sarangdhar orchard partition",
                      title="Trilokesh Sarangdhar vs Omkareshwar Sarangdhar", counsel_id="OW", side="plaintiff"))
    practice.ingest_text("09.03.2026 OS 718/2024 Sarangdhar - commissioner memo: went to the orchard site on 21/2, "
                         "defendant stopped the measurement. Time to commissioner. Next 30.04.2026.",
                         name="diary march.txt", case_id="P1", date="2026-03-09", author="Lawyer")
    practice.ingest_text("COMMISSIONER'S REPORT in O.S. 718/2024\n1. The site inspection was first held on 21.02.2026 "
                         "and the defendant did not allow measurement.\n2. The inspection was completed on 18.03.2026 "
                         "with the surveyor.\n3. Next hearing fixed on 30.04.2026.\nDate: 25.03.2026",
                         name="commissioner report.txt", case_id="P1", date="2026-03-25", author="Commissioner")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "visits-days", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


@pytest.mark.parametrize("text, asked", [("how many times did the commissioner go to the site", True),
                                         ("kitni baar mauka muayana hua", True),
                                         ("how many times was the inspection adjourned", False),
                                         ("how many witnesses from the site", False)])
def test_visits_asked(text, asked):
    assert asks_visits(text) is asked


def test_the_visits_are_counted_by_their_own_days(practice):
    ans = practice.ask("how many times did the commissioner go to the site in the Sarangdhar orchard partition",
                       today="2026-05-01")
    line = first(ans).lower()
    assert line.startswith("two times"), line
    assert "21 feb 2026" in line and "18 mar 2026" in line, line
    assert "30 apr" not in line and "9 mar" not in line, line
