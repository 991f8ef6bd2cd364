"""A step asked yes or no and then how much ("AB allow hui? kitne ka bond?"), whose whole reading can only list the
matter's sums without telling which is the one asked, opens with the step's own answer — its line is the one that
writes the sum too ("AB allowed today. 40,000 ka bond …") — not with the list (agent/two_part.py's step_first).

A small practice written for these tests (an anticipatory bail), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by
from tareekh.registry.models import Case

TODAY = "2027-12-20"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="Crl. Misc. A.B.A. No. 5512 of 2027", short_name="Dhanushkodi AB",
                                    title="Dhanushkodi vs State", side="applicant"))
    practice.ingest_text("FIR 219/2027: informant says he paid Rs. 3,20,000 to the applicant for a plot; no sale "
                         "deed was made.", name="fir 219.txt", case_id="C1", date="2027-09-02", author="Lawyer")
    practice.ingest_text("Dhanushkodi AB - allowed today. 40,000 ka bond aur 2 sureties; join investigation when "
                         "called.", name="junior dhanushkodi.txt", case_id="C1", date="2027-12-04", author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "step-then-unnamed-sum", build)


def test_the_step_s_yes_with_its_own_line_opens(pr):
    answer = pr.ask("Dhanushkodi ki AB allow hui? kitne ka bond?", today=TODAY).answer
    first = answer.split("\n", 1)[0]
    assert first.startswith("Yes"), answer
    assert "40,000" in answer, answer
