"""A yes/no about a payment, a deposit or a return is answered from the line that states the act: a deposit an order
made a condition is answered by the later line that says it was made; money "credited" is money received; the
party a question names ("did the husband …") acts, and a line about the act need not name him.

A small practice written for these tests: an arbitration award under challenge, a service matter and a
matrimonial suit, with invented names, notes in English and Hinglish.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, first_line

NOTES = [
    ("A1", "2026-01-12", "Marigold award - stay of the award granted subject to deposit of 50% of the awarded sum, "
                         "i.e. Rs. 6,40,000/-, with the Registry within four weeks. Next 10.03.2026."),
    ("A1", "2026-03-10", "Marigold award - registry report: Rs 6,40,000 deposited by the petitioner on 03.02.2026. "
                         "Reply of respondent awaited."),
    ("A2", "2026-02-05", "Sumalatha service - leave encashment not released yet; department wants 4 more weeks."),
    ("A2", "2026-04-09", "Sumalatha service - leave encashment Rs 3,10,000 credited to her SB account this morning."),
    ("A4", "2026-02-20", "Kiran cheque - interim compensation u/s 143A (Rs 48,000) still NOT deposited by accused."),
    ("A4", "2026-04-02", "Kiran cheque - accused brought a DD for Rs 48,000, deposited in court today. Next 30.05.2026."),
    ("A3", "2026-03-18", "Farida matrimonial - streedhan articles NOT returned so far (not even the almirah). "
                         "Court warned. Next 22.04.2026."),
]
TODAY = "2026-05-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("yesno") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CA", name="Marigold Agencies"))
        reg.add_person(Client(id="CB", name="Sumalatha Menon"))
        reg.add_person(Client(id="CC", name="Farida Begum"))
        reg.add_case(Case(id="A1", number="Arb. P. 77 of 2025", short_name="Marigold award",
                          title="Marigold Agencies vs Sunrise Infra", client_id="CA", side="respondent"))
        reg.add_case(Case(id="A2", number="W.P. 4410 of 2025", short_name="Sumalatha service",
                          title="Sumalatha Menon vs State", client_id="CB", side="petitioner"))
        reg.add_person(Client(id="CD", name="Kiran Textiles"))
        reg.add_case(Case(id="A4", number="C.C. 812 of 2025", short_name="Kiran cheque",
                          title="Kiran Textiles vs Bharat Mills", client_id="CD", side="complainant"))
        reg.add_case(Case(id="A3", number="M.C. 19 of 2026", short_name="Farida matrimonial",
                          title="Farida Begum vs Imtiaz Khan", client_id="CC", side="petitioner"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_a_deposit_an_order_made_a_condition_is_answered_by_the_later_line_that_says_it_was_made(pr):
    a = pr.ask("marigold mein 50% deposit kar diya?", today=TODAY)
    line = first_line(a)
    assert line.startswith("Yes") and "03.02.2026" in line, a.answer
    assert cited_ok(pr, a)


def test_money_credited_is_money_received_and_outranks_an_earlier_not_yet(pr):
    a = pr.ask("sumalatha ko leave encashment mil gaya?", today=TODAY)
    line = first_line(a)
    assert line.startswith("Yes") and "3,10,000" in line, a.answer


@pytest.mark.parametrize("text", [
    "farida matter - did the husband return the streedhan?",
    "farida - husband ne streedhan lauta diya?",        # Hinglish: "lauta" is "returned"
    "farida ka pati streedhan wapas kiya?",
    "farida case - imtiaz babu ne streedhan wapas kiya?",  # the courtesy after a name is no thing asked
    "farida case - imtiaz bhau ne streedhan lautaya?",
])
def test_the_party_a_question_names_need_not_be_named_in_the_line_about_the_act(pr, text):
    a = pr.ask(text, today=TODAY)
    line = first_line(a)
    assert line.startswith("No —") and "18 Mar 2026" in line, a.answer


@pytest.mark.parametrize("text", [
    "kiran cheque mein accused ne 143A ka paisa jama kiya kya?",
    "did the accused deposit the 143A compensation in the Kiran cheque case?",
    "did the accused deposit the 143A amount in the Kiran cheque case?",  # the sum the line states is the amount
])
def test_a_no_of_a_sum_is_overturned_by_a_later_line_that_states_that_sum_paid(pr, text):
    a = pr.ask(text, today=TODAY)
    line = first_line(a)
    assert line.startswith("Yes") and "2 Apr 2026" in line, a.answer
    assert cited_ok(pr, a)
