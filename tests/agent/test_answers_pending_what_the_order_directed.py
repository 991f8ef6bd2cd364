"""Work pending before a day includes what the last order directed (a sum to be released, by when) and the costs it
imposed, unless a later record says they were paid: a matter listed "for compliance" waits on exactly these.

A small practice written for these tests (a pension writ and a tenancy appeal), in other words and sums than the
data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Shobha Kulkarni"))
    reg.add_case(Case(id="P1", number="W.P. No. 7311 of 2025", short_name="Kulkarni pension writ",
                      title="Shobha Kulkarni vs State", client_id="CL1", side="petitioner"))
    reg.add_case(Case(id="T1", number="R.A. No. 40 of 2025", short_name="Mistry tenancy appeal",
                      title="Farokh Mistry vs Jal Patel", side="appellant"))
    notes = [
        ("P1", "2025-10-01", "Kulkarni writ - counter filed by the State. Next 05.11.2025."),
        ("P1", "2025-11-05", "1. Heard. The respondents are directed to release the arrears of pension of "
                             "Rs. 2,40,000/- to the petitioner within four weeks from today.\n"
                             "2. The costs of Rs. 5,000/- imposed earlier be paid within one week.\n"
                             "3. List for compliance on 15.01.2026."),
        ("T1", "2025-11-10", "Mistry appeal - the respondent is directed to file the rent receipts within two weeks. "
                             "Costs of Rs. 2,000/- imposed on the respondent for the delay. Next 08.01.2026."),
        ("T1", "2025-11-20", "Mistry appeal - Patel's clerk paid the costs of Rs. 2,000 to us today, receipt given."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    # the client's message after the order, filed under no case
    practice.ingest_text("Shobha Kulkarni: Rs 1,90,000 credited today. They have cut 50,000 from the arrears. The "
                         "5,000 costs not received.", name="chat 2025-12-10.txt", case_id=None, date="2025-12-10",
                         author="Client")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-directed", build)


@pytest.mark.parametrize("question", ["What to prepare for the Kulkarni writ by 15 Jan?",
                                      "15 jan tak kulkarni writ ke liye kya tayyar karna hai?"])
def test_pending_work_before_a_day_says_what_the_last_order_directed(pr, question):
    a = pr.ask(question, today="2025-12-20")
    line = first_line(a)
    assert "2,40,000" in line and "5,000" in line, a.answer


def test_costs_paid_after_the_order_are_not_pending(pr):
    a = pr.ask("What is pending in the Mistry appeal before 8 Jan?", today="2025-12-20")
    line = first_line(a)
    assert "rent receipts" in line and "costs of Rs. 2,000 to be paid" not in line, a.answer


def test_pending_work_says_what_the_client_reported_of_the_order_since(pr):
    a = pr.ask("What to prepare for the Kulkarni writ by 15 Jan?", today="2025-12-20")
    assert "cut 50,000" in first_line(a), a.answer
