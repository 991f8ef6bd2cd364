"""Costs a note records only when they are paid ("costs 750 paid by their clerk, received") are costs the court put:
counted with their total, and named among the matters where the other side bore costs. A payment of an order
already on record is that order, not a second one; and costs written before a clause that tells their payment
("Costs 1,200 - cheque handed over today") are paid, not a new order."""

import pytest

from tests.agent.helpers import build_registry, cited_ok, first_line

PAID_ONLY = [
    ("2026-02-11", "C2", "OS 902/24 Khaja Saleemuddin. Defdt's junior came late, PW-2 part heard. Costs 750 paid by the "
                     "defdt's munshi to us in court - received."),
    ("2026-05-06", "C2", "OS 902/24 Khaja Saleemuddin. PW-2 cross over. cost 1250 paid by defdt side - recd."),
]
ORDER_THEN_PAYMENT = [
    ("2026-03-03", "C1", "Seabreeze OS 318/22: defendant sought time again; costs Rs 1,200 payable to the plaintiff."),
    ("2026-04-14", "C1", "Seabreeze OS 318/22: Costs 1,200 - cheque handed over to our client today. DW-1 chief filed."),
]


def _ingest(practice, notes):
    for day, case_id, text in notes:
        practice.ingest_text(text, name=f"diary_{case_id}_{day}.txt", case_id=case_id, date=day, author="Latha")


@pytest.mark.parametrize("question", [
    "Khaja Saleemuddin suit mein kitni baar costs laga, total kitna?",  # Hindi in Latin letters
    "Khaja Saleemuddin case-la ethanai thadavai costs pottanga, mothama evvalavu?",  # Tamil
    "how many times were costs imposed in Khaja Saleemuddin and what is the total?",
])
def test_costs_known_only_by_their_payment_are_counted_with_their_total(practice, question):
    build_registry(practice)
    _ingest(practice, PAID_ONLY)
    ans = practice.ask(question, today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Two times"), line
    assert "Rs. 750" in line and "Rs. 1,250" in line and "Rs. 2,000 in all" in line, line
    assert cited_ok(practice, ans)


def test_a_payment_of_an_order_on_record_is_not_a_second_order(practice):
    build_registry(practice)
    _ingest(practice, ORDER_THEN_PAYMENT)
    ans = practice.ask("how many times were costs imposed in Seabreeze, and the total?", today="2026-07-01")
    line = first_line(ans)
    assert line.startswith("Once"), line
    assert "Rs. 1,200" in line and "in all" not in line, line


@pytest.mark.parametrize("question", [
    "kis kis matter mein dusri party pe costs laga?",  # Hindi
    "which matters had costs put on the other side?",
    "kon kon matter ma samne wala ne cost lagyo?",  # Gujarati-English
])
def test_a_matter_whose_costs_appear_only_as_paid_is_among_the_matters_with_costs(practice, question):
    build_registry(practice)
    _ingest(practice, PAID_ONLY + ORDER_THEN_PAYMENT)
    ans = practice.ask(question, today="2026-07-01")
    line = first_line(ans)
    assert "Khaja Saleemuddin" in line and "Seabreeze" in line, line
    assert line.count("Rs. 1,200") == 1, line  # the order and its payment are one order
    assert cited_ok(practice, ans)
