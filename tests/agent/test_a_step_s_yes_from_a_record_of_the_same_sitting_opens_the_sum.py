"""A step asked yes or no and then how much ("anticipatory bail vachinda? bond entha") opens with the step's yes
when the yes is written in another record of the same day than the line that gives the sum: the junior's note "bail
granted" beside the order's bond, both of one sitting (agent/two_part.py's yes_said_first). A yes written on another
day than the sum's line adds nothing.

A small practice written for these tests (two anticipatory bails), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by
from tareekh.registry.models import Case

TODAY = "2027-08-25"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="Crl.M.P. No. 318 of 2027", short_name="Ghanshyamdas ABA",
                                    title="Ghanshyamdas vs State", side="petitioner"))
    practice.ingest_text("Crl.M.P. 318/2027 Ghanshyamdas ABA - In the event of arrest the petitioner be released on "
                         "executing a bond of Rs. 35,000/- with two sureties. Petitioner to appear before the SHO "
                         "on Mondays.", name="aba order note.txt", case_id="C1", date="2027-08-04", author="Court")
    practice.ingest_text("Ghanshyamdas ABA - anticipatory bail granted today, bond 35000. Client told about Monday "
                         "attendance.", name="junior note aba.txt", case_id="C1", date="2027-08-04", author="Junior")
    practice.registry.add_case(Case(id="C2", number="Crl.M.P. No. 402 of 2027", short_name="Tejomaya ABA",
                                    title="Tejomaya vs State", side="petitioner"))
    practice.ingest_text("Tejomaya ABA - interim protection granted today, no coercive steps till next date.",
                         name="tejomaya interim.txt", case_id="C2", date="2027-08-02", author="Junior")
    practice.ingest_text("Crl.M.P. 402/2027 Tejomaya ABA - Surety verification report called for. The petitioner "
                         "to furnish a bond of Rs. 60,000/- with one surety before the trial court.",
                         name="tejomaya bond.txt", case_id="C2", date="2027-08-20", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "step-yes-same-sitting", build)


def test_the_yes_of_a_same_day_record_opens_the_bond(pr):
    answer = pr.ask("Ghanshyamdas ABA lo anticipatory bail vachinda? bond entha", today=TODAY).answer
    assert answer.startswith("Yes"), answer
    assert "35,000" in answer.split("\n", 1)[0], answer


def test_a_yes_of_another_day_does_not_open_the_bond(pr):
    answer = pr.ask("Tejomaya ABA lo anticipatory bail vachinda? bond entha", today=TODAY).answer
    assert "2 Aug 2027" not in answer.split("\n", 1)[0], answer
