"""An amount asked in the words a lawyer uses is found in the words an order or a note uses: a commissioner's
"fee" is the order's "remuneration"; "income kitni dikhayi" asks how much income, not how many of something.

A small practice written for these tests: a partition suit and a motor accident claim, invented names.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line

NOTES = [
    ("P1", "2026-01-15", "Kuttanad partition - Adv. Reji Varghese appointed Advocate Commissioner to measure the "
                         "property; remuneration Rs. 18,000 to be borne equally by both sides. Next 12.03.2026."),
    ("P2", "2026-02-10", "Edappally MACT - cross of the claimant: monthly income Rs 27,500 from his tea stall, shown "
                         "only through a passbook, no returns filed."),
]
TODAY = "2026-04-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("amounts") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CP", name="Sosamma Mathew"))
        reg.add_person(Client(id="CQ", name="Biju Mathew"))
        reg.add_case(Case(id="P1", number="O.S. 311 of 2024", short_name="Kuttanad partition",
                          title="Sosamma Mathew vs Thomas Mathew", client_id="CP", side="plaintiff"))
        reg.add_case(Case(id="P2", number="O.P.(MV) 98 of 2025", short_name="Edappally MACT",
                          title="Biju Mathew vs New India Assurance", client_id="CQ", side="petitioner"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_a_commissioners_fee_is_the_remuneration_the_order_fixes(pr):
    a = pr.ask("kuttanad partition mein commissioner ki fee kitni hai?", today=TODAY)
    assert first_line(a).startswith("Rs. 18,000"), a.answer


def test_income_asked_with_kitni_and_a_verb_after_it_is_an_amount(pr):
    a = pr.ask("edappally MACT mein claimant ki income kitni dikhayi?", today=TODAY)
    assert first_line(a).startswith("Rs. 27,500"), a.answer


def test_the_sum_ordered_is_answered_before_the_sum_the_application_prayed_for(practice_with_claim):
    a = practice_with_claim.ask("Mallika ki maintenance kitni hui?", today=TODAY)
    assert first_line(a).startswith("Rs. 12,000"), a.answer
    claimed = practice_with_claim.ask("Mallika ne kitni maintenance claim ki thi?", today=TODAY)
    assert first_line(claimed).startswith("Rs. 40,000"), claimed.answer


@pytest.fixture(scope="module")
def practice_with_claim(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("claimed") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Client(id="CM", name="Mallika Rao"))
        p.registry.add_case(Case(id="M1", number="M.C. 61 of 2025", short_name="Mallika maintenance",
                                 title="Mallika Rao vs Prakash Rao", client_id="CM", side="petitioner"))
        p.ingest_text("Mallika maintenance - application u/s 125: the petitioner prays for maintenance of Rs. 40,000 "
                      "per month.", name="m1.txt", case_id="M1", date="2025-11-03", author="Lawyer")
        p.ingest_text("Mallika maintenance - interim order: respondent to pay maintenance of Rs. 12,000 per month "
                      "from the date of the application.", name="m2.txt", case_id="M1", date="2026-01-19",
                      author="Lawyer")
    with Practice.open(path) as p:
        yield p
