"""A payment asked of people who are parties of two matters (her maintenance petition, his custody petition): the
matter whose records tell a sum paid or owed is the one asked; a court's receipt "Amount: Rs. … towards arrears"
is a sum paid against the arrears, not a sum owed; "arears" typed with one "r" is the tables' "arrears"; and a
payment's habit asked with any language's "or not" ("bharto ka nahi", "dinda hai ki nai") is its pattern.
agent/paid_asked.py, agent/payments.py, agent/concept_asked.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tareekh.agent.concept_asked import sense_asked
from tareekh.agent.senses import PAYMENT
from tareekh.agent.paid_asked import _asked_text
from tareekh.agent.payments import MONEY_ASKED, _read
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

_RECEIPT = ("DISTRICT COURT, BHUSAWAL - CASH SECTION - RECEIPT No. 88\n"
            "Received from: Farokh Kachwala (Respondent)\n"
            "Amount: Rs. 15,000/- towards arrears of maintenance\n"
            "Mode: Cash")


def _rec(text: str) -> SimpleNamespace:
    return SimpleNamespace(text=text, date="2026-05-04", entry_id=1)


def test_a_receipt_s_sum_towards_arrears_is_paid():
    assert [(m.kind, m.value) for m in _read(_rec(_RECEIPT))] == [("paid", 15000.0)]


def test_arrears_towards_in_a_note_that_is_no_receipt_stay_owed():
    said = _read(_rec("Zubeida's arrears Rs. 40,000 still outstanding; towards it nothing paid"))
    assert not [m for m in said if m.kind == "paid"], said


def test_a_money_word_typed_with_one_consonant_is_the_table_s_word():
    assert MONEY_ASKED.search(_asked_text("farokh ne arears bhare kya?"))
    assert not MONEY_ASKED.search("farokh ne arears bhare kya?")  # (the table alone does not hear it)


@pytest.mark.parametrize("asked", [
    "farokh maintenance bharto ka nahi",  # Marathi "ka nahi"
    "farokh bhade deto aahe ka nahi",  # Marathi, with its "is"
    "farokh kharcha deta hai ya nahin",  # Hindi
])
def test_the_habit_of_paying_asked_with_any_or_not_is_the_payments_pattern(asked):
    assert sense_asked(asked) is PAYMENT


def test_a_verb_of_paying_without_its_or_not_is_no_pattern():
    assert sense_asked("farokh bharto") is not PAYMENT


def build(practice, folder) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Zubeida Farokh Kachwala"))
    reg.add_case(Case(id="M1", number="Petition E No. 61/2025", short_name="Zubeida maintenance",
                      title="Zubeida Farokh Kachwala vs Farokh Zainulabdin Kachwala", client_id="CL1", side="petitioner"))
    reg.add_case(Case(id="M2", number="Petition D No. 12/2026", short_name="Aliya custody",
                      title="Farokh Zainulabdin Kachwala vs Zubeida Farokh Kachwala", client_id="CL1", side="respondent"))
    notes = [
        ("M1", "2026-02-09", "Zubeida maintenance - interim order: Rs. 5,000 per month; arrears to be cleared in two "
                             "months. Next 04.05.2026."),
        ("M2", "2026-03-16", "Aliya custody - Farokh's petition, our reply filed. Counsellor to meet the child. "
                             "Next 20.04.2026."),
        ("M2", "2026-04-20", "Aliya custody - counsellor's report awaited. Next 15.06.2026."),
        ("M1", "2026-05-04", _RECEIPT),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "payment-two-matters", build)


@pytest.mark.parametrize("question", ["farokh ne zubeida ke arears bhare kya?",  # Hindi, "arrears" with one r
                                      "did farokh pay zubeida's arrears?"])
def test_the_payment_is_read_from_the_matter_with_money(pr, question):
    a = pr.ask(question, today="2026-05-10")
    line = first_line(a)
    assert line.startswith("Yes") and "15,000" in line, a.answer
