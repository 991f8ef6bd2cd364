"""How the payment reader reads one line's sums: a sum written without a rupee sign beside a word of owing or paying
is money ("baki 32,750"); a sum with a time allowed to pay it ("deposit 1.8 lakh in 3 wks", "within 30 days",
"subject to") is directed, not paid; an aside in brackets ("paid on 12.09 (as undertaken)") decides no tense.
Invented lines, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.agent.draft import RecordRef
from tareekh.agent.payments import _read


def kinds(text: str) -> list[tuple[str, float]]:
    return [(m.kind, m.value) for m in _read(RecordRef(1, text, ["X1"], "2026-09-20"))]


def test_a_balance_written_without_a_rupee_sign_is_owed():
    assert ("owed", 32750.0) in kinds("Opp party's father gave Rs 9,000 by cheque. baki 32,750 ND 4.11.2026")


def test_a_date_is_not_read_as_a_sum_without_a_sign():
    assert all(v != 4.0 and v != 11.0 for _, v in kinds("balance due - next 04.11"))


@pytest.mark.parametrize("line", ["Stay on condition - deposit 1.8 lakh in 3 wks else stay goes.",
                                  "Interim protection subject to deposit of 1,80,000 with the registry.",
                                  "1,80,000 deposit within 3 weeks, they said.",
                                  "1,80,000 ३ हफ्ते के अंदर जमा करना है।"])
def test_a_sum_with_a_time_allowed_is_a_sum_directed(line):
    assert kinds(line) == [("undertaken", 180000.0)], kinds(line)


def test_an_aside_in_brackets_does_not_make_a_payment_a_promise():
    assert ("paid", 16000.0) in kinds("Upkeep: balance Rs. 16,000 paid on 12.09 (as undertaken before the court).")


@pytest.mark.parametrize("line", ["विपक्षी 27,500 रुपया चालान से जमा करलकै (3.10.2026)।",
                                  "ओकर बेटा 27,500 रुपया कोर्ट में जमा कइलन।",
                                  "judgment debtor 27,500 challan se jama karlak",
                                  "27,500 रुपया जमा हो गेलै, रसीद फाइल में।"])
def test_a_deposit_in_bhojpuri_maithili_or_angika_past_is_paid(line):
    # the past of "deposit" in the eastern Hindi tongues ("jama karlak", "jama kailan", "jama ho gel") is a payment
    assert ("paid", 27500.0) in kinds(line), kinds(line)


@pytest.mark.parametrize("line", ["27,500 रुपया जमा करलें, आदेश है।", "27,500 रुपया अगली तारीख तक जमा करत"])
def test_a_bidding_or_a_future_to_deposit_is_not_paid(line):
    assert ("paid", 27500.0) not in kinds(line), kinds(line)
