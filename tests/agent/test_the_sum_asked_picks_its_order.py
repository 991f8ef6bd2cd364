"""'Was it deposited?' is asked of one sum: the order a payment question is set beside is the order of the money
asked — never costs the question did not name, the sum the question writes when it writes one, the order that holds
the question's own words (who pays, where) before a fee the lawyer's own side owes, and, when nothing tells several
orders apart, the one sum a later record pays to the rupee. A rate is no lump sum, even with its words in brackets
between the figure and "per month"; an undertaking to pay the balance is an order of that balance; and a receipt's
payment is told by the receipt (its number), not by its amount's line. A small practice written for these tests (a
civil court in Karnataka, invented names)."""

from __future__ import annotations

import pytest

from tareekh.agent.draft import RecordRef
from tareekh.agent.paid_in_full import _lump_sums, _payments, _remainder_retold, _sums_named
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="O.S. No. 512 of 2027", short_name="Yelamma well partition",
                                    title="Yelamma Honnappa vs Thimmarayi Kenchaveerappa", side="plaintiff"))
    practice.ingest_text("14.06.2027 OS 512/27 - Defendant Thimmarayi is directed to deposit Rs. 3,40,000/- in this "
                         "court within six weeks. Next 02.08.2027.", name="june order.txt", case_id="K1",
                         date="2027-06-14", author="Court")
    practice.ingest_text("14.06.2027 Yelamma - Thimmarayi 3,40,000 court-alli kattabeku 6 vaaradalli. Survey "
                         "naksha fee Rs 4,500 naavu kattabeku.", name="june note.txt", case_id="K1",
                         date="2027-06-14", author="Lawyer")
    practice.ingest_text("02.08.2027 OS 512/27 - Defendant sought time. The costs of Rs. 1,500/- be paid to the "
                         "plaintiff within one week. Next 20.09.2027.", name="aug order.txt", case_id="K1",
                         date="2027-08-02", author="Court")
    practice.ingest_text("Yelamma - naksha fee Rs 4,500 paid 05.08.2027. Costs 1,500 paid by defendant.",
                         name="aug note.txt", case_id="K1", date="2027-08-06", author="Lawyer")
    practice.ingest_text("20.09.2027 Yelamma - Thimmarayi filed the challan: Rs. 3,40,000 deposited on 16.09.2027.",
                         name="sep note.txt", case_id="K1", date="2027-09-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-asked", build)


def test_a_deposit_asked_is_not_answered_by_the_costs_of_a_day(pr):
    a = pr.ask("Yelamma case-alli Thimmarayi deposit kattidana?", today="2027-10-01")
    first = first_line(a)
    assert "3,40,000" in first and "16 Sep 2027" in first, a.answer
    assert "1,500 ordered" not in first, a.answer
    assert cited_ok(pr, a)


def test_the_sum_the_question_writes_picks_its_order(pr):
    a = pr.ask("Yelamma partition 3,40,000 court-alli kattidara?", today="2027-10-01")
    first = first_line(a)
    assert first.startswith("Yes") and "3,40,000" in first and ("16 Sep 2027" in first or "16.09.2027" in first), \
        a.answer
    assert "4,500" not in first, a.answer


def test_the_payer_the_question_names_picks_the_order_and_another_orders_sum_paid_is_no_part_of_it(pr):
    a = pr.ask("Thimmarayi court-alli duddu kattidana?", today="2027-10-01")
    first = first_line(a)
    assert "3,40,000" in first and "4,500" not in first, a.answer


def test_a_rate_with_its_words_in_brackets_is_no_lump_sum():
    assert _lump_sums("The O.P. shall pay Rs. 9,000/- (Rupees nine thousand only) per month - Rs. 6,000/- to the "
                      "wife and Rs. 3,000/- to the son.") == []
    assert _lump_sums("ORDER - Rs 9,000 pm (6000 wife + 3000 son) from the date of petition") == []
    assert _lump_sums("Opposite party to pay Rs. 75,000/- (Rupees seventy five thousand only) within 30 days.") \
        == [75000.0]


def test_a_bare_figure_beside_a_verb_of_paying_is_a_sum():
    assert _lump_sums("Thimmarayi 3,40,000 court-alli kattabeku 6 vaaradalli") == [340000.0]


def test_an_undertaking_to_pay_the_balance_orders_it():
    assert not _remainder_retold("The husband files an undertaking to pay the balance arrears of Rs. 52,000/- on or "
                                 "before 31.10.2027.")
    assert _remainder_retold("Balance Rs. 52,000 to be deposited by the husband before 31.10.2027.")


def test_the_question_writes_its_sum_but_not_a_share():
    assert _sums_named("Yelamma 3.4 lakh deposit kattidara?") == [340000.0]
    assert _sums_named("writ-alli 25% deposit kattidara?") == []


def test_a_receipts_payment_is_told_by_the_receipt_itself():
    rec = RecordRef(1, "KHAJANE TREASURY CHALLAN / RECEIPT\nReceipt No.: KTK/2027/55821\nDate: 16/09/2027\n"
                       "Head: Court deposit in O.S. 512/2027\nAmount: Rs. 3,40,000/- (Rupees three lakh forty "
                       "thousand only)\nMode: DD No. 903311", ["K1"], "2027-09-16")
    found = _payments(rec)
    assert found and found[0][0] == 340000.0, found
    assert "KTK/2027/55821" in found[0][2], found
