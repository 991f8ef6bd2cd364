"""'<tenant> ne bhade court madhe jama kele ka? kiti?': a deposit asked yes or no and how much is answered "Yes —" from
the line that writes it, with its sum. A payment of another sum than the one directed is no payment of it — but a
rate is no sum directed: the notice's "Rs. 7,200 per month" (or a later cross's "receipts of Rs. 7,200 each") does
not make the arrears deposited, its multiple, "another sum"; nor does a line written after the deposit direct it.
A small practice written for this test (invented names)."""

from __future__ import annotations

import pytest

from tareekh.agent.step_written import _rates
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


@pytest.mark.parametrize("line, rate", [
    ("you are a tenant of the premises at Rs. 7,200/- per month", 7200.0),
    ("भाडे रु. 7,200/- प्रतिमाह", 7200.0),
    ("receipts of 2022 (Rs. 7,200 each) produced", 7200.0),
    ("Rent receipts 2019-2023 (7,200 p.m.) shown", 7200.0),
])
def test_a_sum_at_a_rate_is_read_as_a_rate(line, rate):
    assert rate in _rates(line)


def test_a_sum_to_pay_within_a_month_is_no_rate():
    assert not _rates("deposit the arrears of Rs. 86,400 within a month")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="R.C.S. No. 57 of 2030", short_name="Dhekane godown suit",
                      title="Vishwambhar Dhekane vs Tayyab Lokhandwala", side="plaintiff"))
    practice.ingest_text("NOTICE: you are a tenant of our client's godown at Rs. 7,200/- per month. You have not "
                         "paid the rent since 01.01.2029. Pay the arrears and vacate.",
                         name="r1 notice.txt", case_id="R1", date="2029-11-05", author="me")
    practice.ingest_text("Dhekane godown suit - Court directed the defendant to deposit the rent arrears under "
                         "O.15 R.5. ND 16.06.2030", name="r1 a.txt", case_id="R1", date="2030-05-02", author="me")
    practice.ingest_text("ORDER: The defendant has deposited Rs. 86,400/- towards arrears of rent by challan. "
                         "Application disposed of. Issues on 10.08.2030.",
                         name="r1 order.txt", case_id="R1", date="2030-06-16", author="Court")
    practice.ingest_text("Dhekane godown suit - PW1 cross: admitted rent receipts of 2028 (Rs. 7,200 each). "
                         "ND 22.09.2030", name="r1 b.txt", case_id="R1", date="2030-08-10", author="me")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "rate-not-directed", build))


@pytest.mark.parametrize("asked", ["Dhekane godown suit madhe Tayyab ne bhade court madhe jama kele ka? kiti?",
                                   "Dhekane godown suit: did Tayyab deposit the rent in court? how much?"])
def test_the_deposit_of_arrears_is_a_yes_with_its_sum(pr, asked):
    a = pr.ask(asked, today="2030-09-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "86,400" in first, a.answer
