"""'Arrears poora diya?' of a matter whose older note says the arrears were not paid and whose newer note tells a
sum paid without naming the arrears again ("25,000 dile, court madhe jama. Baki ahe."): the newer payment is the
answer, "Partly" with its sum and the balance said left, not the older "not paid" (agent/paid_asked.py). A
payment's past verb of any language the tongue tables hold (Marathi "dile", Odia "deichi") beside a bare figure is
a sum paid (agent/payments.py). Invented practice (a family court maintenance matter), notes in Marathi and Odia."""

from __future__ import annotations

import pytest

from tareekh.agent.draft import RecordRef
from tareekh.agent.payments import _read
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, folder) -> None:
    practice.registry.add_case(Case(id="M1", number="Pet. A. 311/2026", short_name="Pangtey maintenance",
                                    title="Kusum Pangtey vs Harish Pangtey", side="respondent"))
    practice.ingest_text("The petitioner is directed to pay maintenance of Rs. 6,000/- per month from the date of "
                         "the application. Arrears within two months.", name="m1 order.txt", case_id="M1",
                         date="2026-03-10", author="Court")
    practice.ingest_text("Pangtey maintenance - Harish ne arrears bharle nahi. Arrears approx 36,000. Next 12.06.2026.",
                         name="m1 note.txt", case_id="M1", date="2026-05-20", author="Lawyer")
    practice.ingest_text("Pangtey maintenance - Harish 25,000 dile, court madhe jama. Baki ahe. Next 04.09.2026.",
                         name="m1 later.txt", case_id="M1", date="2026-07-22", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "later-payment", build))


def test_the_newer_payment_answers_over_the_older_not_paid(built):
    ans = built.ask("Pangtey maintenance me Harish ne arrears poora de diya?", today="2026-08-15")
    first = first_line(ans)
    assert first.startswith("Partly"), ans.answer
    assert "25,000" in first and "22 Jul 2026" in first, ans.answer
    assert "Baki" in first, ans.answer


@pytest.mark.parametrize("text", ["Harish 25,000 dile.", "Harish 25,000 deichi.", "Harish 25,000 diyechhe."])
def test_a_past_verb_of_giving_beside_a_figure_is_a_sum_paid(text):
    rec = RecordRef(entry_id=1, text=text, case_ids=["M1"], date="2026-07-22")
    assert [(m.kind, m.value) for m in _read(rec)] == [("paid", 25000.0)]


def test_a_verbal_noun_of_giving_is_no_payment():
    rec = RecordRef(entry_id=1, text="Harish 25,000 deya baki.", case_ids=["M1"], date="2026-07-22")
    assert all(m.kind != "paid" for m in _read(rec))


def build_deposit(practice, folder) -> None:
    practice.registry.add_case(Case(id="D1", number="Dispute No. 72 of 2026", short_name="Kandulna cane dispute",
                                    title="Somruka Kandulna vs Sahkari Sakhar Karkhana", side="disputant"))
    practice.ingest_text("Dispute No. 72 of 2026. Opponent has deposited Rs. 1,18,400/- by DD; disputant at liberty "
                         "to withdraw on furnishing surety. Adjd. to 02.09.2026.", name="d1 order.txt",
                         case_id="D1", date="2026-05-05", author="Court")
    practice.ingest_text("Kandulna cane dispute - application to withdraw the Rs. 1,18,400 deposit - not yet filed.",
                         name="d1 plan.txt", case_id="D1", date="2026-09-01", author="Lawyer")


@pytest.fixture(scope="module")
def deposit(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "deposit-made", build_deposit))


@pytest.mark.parametrize("question", ["Kandulna cane dispute e karkhana koto taka joma korlo, kobe?",
                                      "Kandulna cane dispute madhe karkhanyane kiti rakkam deposit keli?"])
def test_a_sum_asked_as_deposited_is_dated_by_the_record_that_tells_it_made(deposit, question):
    ans = deposit.ask(question, today="2026-10-01")
    first = first_line(ans)
    assert "1,18,400" in first and "5 May 2026" in first, ans.answer


@pytest.mark.parametrize("text,kinds", [("Company ne jama kar diya - Rs. 1,20,000 - receipt on file.", [("paid", 120000.0)]),
                                        ("Deposit not made - Rs. 40,000 due.", [("owed", 40000.0)])])
def test_the_act_said_in_the_clause_before_its_sum_is_read_with_it(text, kinds):
    rec = RecordRef(entry_id=1, text=text, case_ids=["D1"], date="2026-07-22")
    assert [(m.kind, m.value) for m in _read(rec)] == kinds
