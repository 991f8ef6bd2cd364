"""'What do we have to file and pay, by when?': a department's letter that gave thirty days to file the claims, run
out months ago, is no answer beside the tribunal's later minutes whose limits still run. A practice written for these tests (an arbitration over a bridge contract)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line as first

LETTER = ("OFFICE OF THE EXECUTIVE ENGINEER, PUBLIC WORKS (BRIDGES), DIVISION II\n"
          "No. EE/BR/ARB/11/2025/19                                     Dated the 10th January, 2026\n"
          "To M/s Dohling Infra Works\n"
          "Sub: Appointment of arbitrator under Clause 23 of the agreement for the Lyngwa river bridge\n"
          "The undersigned appoints Shri K. Thangkhiew, Superintending Engineer, as the sole arbitrator. You are requested\n"
          "to appear before him and file your claims with all documents within 30 days.\n"
          "sd/- Executive Engineer")
MINUTES = ("MINUTES OF THE FIRST SITTING of the arbitral tribunal (Shri R. Mawkhar, retd. District Judge) in the "
           "matter of M/s Dohling Infra Works and the State.\n"
           "1. Statement of claim with documents by 30.06.2026; defence by 14.08.2026.\n"
           "2. Fees shared equally; each side to deposit Rs. 80,000/- as advance by 15.07.2026.\n"
           "3. Next sitting on 29.08.2026.")


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Shri R. Mawkhar"))
    reg.add_person(Client(id="CL1", name="Dohling Infra Works"))
    reg.add_case(Case(id="A1", number="Arb. Case No. 4 of 2026", short_name="Dohling bridge arbitration",
                      title="Dohling Infra Works vs State", judge_id="J1", client_id="CL1", side="claimant",
                      stage="hearing", next_date="2026-08-29"))
    p.ingest_text(LETTER, name="EE letter appointing arbitrator.txt", case_id="A1", date="2026-01-10", author="Lawyer")
    p.ingest_text(MINUTES, name="minutes first sitting.txt", case_id="A1", date="2026-05-20", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "lapsed_direction", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_what_is_to_be_done_now_is_the_running_limit(practice):
    a = practice.ask("dohling bridge arbitration - what do we have to file and pay, by when?", today="2026-06-10")
    line = first(a)
    assert "30 days" not in line, line
    assert "15.07.2026" in line or "15 Jul 2026" in line or "30.06.2026" in line, line
    assert cited_ok(practice, a)

