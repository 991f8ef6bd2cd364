"""'<tenant> ne rent court madhe deposit kela ka? kiti?': a line that writes costs paid ("Rs 1,000 costs paid before
cross") is a payment of another kind of money than the rent asked, and no "Yes" to it; a line that writes the rent
deposited is.

Own small practice (an eviction suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.step_written import _another_kind
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="E1", number="R.C.S. No. 913 of 2026", short_name="Thoppil godown suit",
                      title="Thoppil vs Mukhari", side="plaintiff"))
    practice.ingest_text("RCS 913/26 Thoppil - landlord Mukhari refuses rent since March. Court directed the tenant to "
                         "deposit the rent in court. Next 3.9.27.", name="thoppil 12-7.txt", case_id="E1",
                         date="2027-07-12", author="Lawyer")
    practice.ingest_text("RCS 913/26 Thoppil - PW1 cross. Rs 1,000 costs paid by the defendant's counsel before cross. "
                         "Next 20.10.27.", name="thoppil 3-9.txt", case_id="E1", date="2027-09-03", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "another-kind-of-money", build)


def test_costs_paid_are_no_yes_to_rent_deposited(pr):
    line = first_line(pr.ask("Thoppil ne rent court madhe deposit kela ka? kiti?", today="2027-11-01"))
    assert not (line.startswith("Yes") and "costs paid" in line), line


def test_a_line_of_another_kind_is_told_apart():
    assert _another_kind("rent court mein deposit kiya?", "Rs 1,000 costs paid before cross")
    assert not _another_kind("rent court mein deposit kiya?", "Rent of Rs 9,000 deposited in court")
    assert not _another_kind("paisa jama kiya?", "Rs 1,000 costs paid before cross")
    assert not _another_kind("costs diye?", "Rs 1,000 costs paid before cross")
