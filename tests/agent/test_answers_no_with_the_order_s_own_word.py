"""A no read from an order's reasoning ("not inclined to enlarge the accused on bail") that goes on to its own word
("The bail application is rejected."): the answer says the verdict as the court wrote it, beside the line that
answers (agent/order_end.py). Without it "bail mili?" was answered "No" with no "rejected".

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.order_end import how_it_ended
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

ORDER = ("ORDER 03.02.2029\nHeard the learned counsel for the applicant and the learned APP. The recovery is of "
         "commercial quantity and the twin conditions are not met.\nThis court is not inclined to release the "
         "applicant on bail at this stage.\nThe bail application is accordingly rejected.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="Crl. Misc. Bail 77/2029", short_name="Tilottama bail",
                      title="Tilottama Kharghoria vs State", side="applicant"))
    practice.ingest_text(ORDER, name="k1 order.txt", case_id="K1", date="2029-02-03", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "no-with-order-word", build)


def test_a_bail_answered_no_says_the_rejection_too(pr):
    a = pr.ask("Tilottama bail mili kya?", today="2029-02-10")
    line = first_line(a)
    assert line.startswith("No") and "rejected" in line, a.answer


def test_an_application_rejected_or_granted_ends_it():
    text = "Not inclined to grant bail. The application is hereby rejected."
    assert how_it_ended(text, "Not inclined to grant bail.") == "The application is hereby rejected."
    assert how_it_ended("Surety verified. Bail is granted.", "Surety verified.") == "Bail is granted."
    assert how_it_ended("Time granted to the respondent. Adjourned.", "Time granted to the respondent.") is None
