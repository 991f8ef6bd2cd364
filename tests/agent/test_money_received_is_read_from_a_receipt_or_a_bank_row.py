"""Money asked as received or credited ("panam kidaichadha?", "taka credited hoyeche? koto, kobe?") is answered from the
paper that shows it came: a receipt of the total of an order's several sums (a refund and compensation paid in one
draft), or a bank statement's row — whose last figure is the account's balance, never a second payment — even when
the question asks how much and when, and even when no order writes the question's own word for who got it. A small
practice written for this test (consumer and relief matters of the north-east, invented names)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="C.C. No. 48 of 2025", short_name="Vizovono flat refund",
                                    title="Vizovono Tsuknala vs Ngurang Tachang", side="complainant"))
    practice.ingest_text("ORDER. The complaint is allowed. The opposite party shall refund Rs. 1,20,000/- to the "
                         "complainant and pay compensation of Rs. 30,000/- within 45 days.", name="cc order.txt",
                         case_id="K1", date="2026-01-12", author="Court")
    practice.ingest_text("RECEIPT   Received from Ngurang Tachang by DD No. 55123 dt. 02.03.2026 Rs. 1,50,000/- "
                         "(refund and compensation) in terms of the order in C.C. 48/2025. Received: Vizovono Tsuknala",
                         name="receipt.txt", case_id="K1", date="2026-03-02", author="Lawyer")
    practice.registry.add_case(Case(id="K2", number="W.P. No. 77 of 2025", short_name="Yomgam flood relief",
                                    title="Kamgo Yomgam vs State", side="petitioner"))
    practice.ingest_text("ORDER. The District Collector shall disburse the relief of Rs. 4,00,000/- to the petitioner "
                         "within three months.", name="wp order.txt", case_id="K2", date="2026-02-02", author="Court")
    practice.ingest_text("BANK OF INDIA  A/c Kamgo Yomgam\nDate       Particulars                 Withdrawal   Deposit   "
                         "Balance\n05.05.2026 NEFT-DISTRICT RELIEF FUND                   2,50,000.00  2,61,430.00",
                         name="passbook.txt", case_id="K2", date="2026-05-08", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "money-received", build)


def test_a_receipt_of_the_total_of_an_order_s_sums_is_the_yes(pr):
    a = pr.ask("Vizovono flat case-la builder panam kidaichadha?", today="2026-04-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "1,50,000" in first and "2 Mar 2026" in first, a.answer
    assert cited_ok(pr, a)


def test_a_bank_row_credit_is_read_with_its_day_and_never_its_balance(pr):
    a = pr.ask("Yomgam relief er taka credited hoyeche? koto, kobe?", today="2026-06-01")
    first = first_line(a)
    assert "2,50,000" in first and "5 May 2026" in first, a.answer
    # the row's balance is no second payment: 2,50,000 of the 4,00,000 ordered, 1,50,000 left
    assert not first.startswith("Yes") and "Rs. 2,61,430 on" not in first, a.answer
    assert "1,50,000 is not shown paid" in first, a.answer
    assert cited_ok(pr, a)
