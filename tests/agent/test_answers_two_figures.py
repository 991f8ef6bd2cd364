"""An amount question that asks two figures — a total and what came of it, a price and what is left — states each
with its role: the sum owed or undertaken, the payments against it, what is still outstanding."""

from tests.agent.helpers import build_registry, cited_ok, first_line


def _ingest(practice, notes, case_id="C2"):
    build_registry(practice)
    for day, text in notes:
        practice.ingest_text(text, name=f"note_{case_id}_{day}.txt", case_id=case_id, date=day, author="Sharvani")


NOTES = [
    ("2026-01-12", "Khaja Saleemuddin - opposite side undertakes to pay mesne profits of Rs. 2,40,000/- within eight weeks. "
                   "Undertaking accepted."),
    ("2026-03-16", "Khaja Saleemuddin - compliance: Rs 1,50,000 paid on 02.03.2026 by DD. Balance Rs 90,000 pending. "
                   "Client confirms 1.5 lakh received."),
]


def test_a_total_and_what_was_received_are_each_stated(practice):
    _ingest(practice, NOTES)
    ans = practice.ask("Khaja Saleemuddin mesne profits mot koto chilo, koto pelam ekhon obdhi?", today="2026-04-01")
    line = first_line(ans)
    assert "Rs. 1,50,000" in line and "Rs. 90,000" in line and "Rs. 2,40,000" in line, line
    assert "3,00,000" not in line  # the payment the client confirms in the same record is the same payment
    assert cited_ok(practice, ans)


def test_a_price_and_a_balance_asked_together_are_both_answered(practice):
    _ingest(practice, [
        ("2026-02-05", "Khaja Saleemuddin - agreement to sell: sale consideration of Rs. 18,00,000 for the godown. "
                       "Earnest money paid Rs. 3,00,000 on 10.01.2019."),
        ("2026-02-20", "Khaja Saleemuddin - defendant says remaining consideration of Rs. 15,00,000 was never tendered."),
    ])
    ans = practice.ask("Khaja Saleemuddin godown no sodo ketla ma hato ane ketla remaining hata?", today="2026-04-01")
    line = first_line(ans)
    assert "18,00,000" in line and "15,00,000" in line, ans.answer


def test_an_instalment_named_in_another_language_and_the_total_are_both_stated(practice):
    _ingest(practice, [
        ("2026-02-09", "Khaja Saleemuddin - tadjod zhala: defendant ekun Rs. 3,00,000/- bharnar, pratyek hapta "
                       "Rs. 1,00,000/- (pahila aaj)."),
        ("2026-02-10", "Khaja Saleemuddin - client ne bola stamp paper Rs. 500 ka laya."),
    ])
    ans = practice.ask("Khaja Saleemuddin instalment kitne ka tha aur total kitna?", today="2026-04-01")
    line = first_line(ans)
    assert "1,00,000" in line and "3,00,000" in line, ans.answer


def test_money_paid_before_an_order_to_refund_it_is_not_a_payment_against_it(practice):
    _ingest(practice, [
        ("2026-01-05", "Khaja Saleemuddin - client's ledger: total received by the builder Rs. 5,00,000 on 02.02.2024."),
        ("2026-03-09", "Khaja Saleemuddin - Forum allowed the complaint; the builder is directed to refund Rs. 5,00,000 "
                       "paid by the complainant, with interest."),
    ])
    ans = practice.ask("Khaja Saleemuddin refund ka paisa mila? balance kitna baki?", today="2026-04-01")
    assert not first_line(ans).startswith("Paid"), ans.answer
