"""Answers on an order's outcome and what it imposes, on a small practice written for these tests (an anticipatory
bail in a cheating FIR and a consumer complaint; notes in terse Hinglish and English). An order's conditions are
written as what they impose (a bond, a surety, reporting to the police), rarely as the word "conditions", and an
anticipatory bail is written "ABA": the question's words must still find the order. What a final
order awarded is read from its own sums.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, home_built_by

NOTES = [
    ("K1", "2026-03-04", "Rohan ABA 411/26 - filed, notice to APP. Interim protection till next date. Next 18/3."),
    ("K1", "2026-03-18", "Rohan ABA - APP filed IO's say, custodial interrogation needed. Args heard. Order 1/4."),
    ("K1", "2026-04-01",
     "Rohan Kulkarni ABA 411/26: ALLOWED by Deshpande sir. PB Rs. 40,000 with two sureties, report at Kothrud "
     "police stn every friday 10 to 12 for 6 weeks, not to leave Pune without leave."),
    ("K3", "2025-11-20",
     "Sessions Ct 5 - ST 88/24 (Mahesh Pawar). PW-1 Suresh (injured) ka chief hua. Bola: raat 9 baje Bhide ki "
     "paan ki tapri, Swargate chowk; Mahesh ne talwar se vaar kiya, right haath pe laga. Cross deferred. Next 18/12."),
    ("K3", "2025-12-18", "ST 88/24 - PW-1 Suresh cross hua. Admitted he had been drinking. Next 22/1."),
    ("K2", "2026-02-10", "Consumer complaint Joshi - evidence affidavit filed. Next 12/3."),
    ("K2", "2026-03-12", "Joshi complaint - args heard. Order on 9/4."),
    ("K2", "2026-04-09",
     "Joshi complaint - ORDER today. Partly allowed. Refund Rs 6,40,000 with 8% interest from 1.7.25, "
     "compensation 30,000, costs 15,000. 60 days to comply."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JK", name="Sri V. R. Deshpande, Additional Sessions Judge", short="Deshpande sir"))
    reg.add_person(Client(id="PK", name="Rohan Kulkarni"))
    reg.add_person(Client(id="PJ", name="Anita Joshi"))
    reg.add_case(Case(id="K1", number="Anticipatory Bail Application No. 411 of 2026", short_name="Rohan ABA",
                      title="Rohan Kulkarni vs State of Maharashtra", judge_id="JK", client_id="PK", side="applicant"))
    reg.add_case(Case(id="K2", number="C.C. No. 17 of 2025", short_name="Joshi consumer complaint",
                      title="Anita Joshi vs Sunrise Motors", client_id="PJ", side="complainant"))
    reg.add_person(Client(id="PG", name="Mahesh Pawar"))
    reg.add_case(Case(id="K3", number="S.T. No. 88 of 2024", short_name="Swargate assault trial",
                      title="State vs Mahesh Pawar", client_id="PG", side="accused"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "orders", lambda p, _folder: build(p))


def test_the_conditions_of_a_bail_order_are_read_from_the_order_not_said_to_be_missing(pr):
    a = pr.ask("rohan ko anticipatory mila? conditions kya hai?", today="2026-05-01")
    assert not a.answer.startswith("Nothing in your notes")
    assert "ALLOWED" in a.answer and "40,000" in a.answer and "friday" in a.answer and cited_ok(pr, a)


def test_what_a_final_order_awarded_is_read_from_the_orders_own_sums(pr):
    a = pr.ask("joshi ke order mein kitna mila?", today="2026-05-01")
    first = a.answer.splitlines()[0]
    assert all(s in first for s in ("6,40,000", "8%", "30,000", "15,000")) and "9 Apr 2026" in first
    assert cited_ok(pr, a)


def test_a_question_about_a_bond_alone_is_not_widened_to_every_condition(pr):
    a = pr.ask("rohan ki bail kitne ke bond pe hui?", today="2026-05-01")
    assert "40,000" in a.answer.splitlines()[0] and cited_ok(pr, a)


def test_an_anticipatory_bail_written_aba_is_found_by_the_word_anticipatory(pr):
    a = pr.ask("rohan ko anticipatory mila?", today="2026-05-01")
    assert "ALLOWED" in a.answer and cited_ok(pr, a)


def test_what_a_witness_said_in_chief_is_answered_from_the_chief_not_a_stray_line(pr):
    a = pr.ask("Suresh ne chief mein vaar kahan hua batayi thi?", today="2026-05-01")
    assert "Swargate chowk" in a.answer and "paan ki tapri" in a.answer and cited_ok(pr, a)
