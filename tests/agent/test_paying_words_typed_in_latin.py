"""The words of paying, depositing and getting as chat types them in Gujarati, Odia and Malayalam in Latin letters:
a question with the verb last and no question word asks yes or no of money ("… paisa kittiyo", "… deposit cheytho");
"ethra rupa" asks a sum, not a count; and a note's "jama dela", "bhari didha", "deposit of Rs … made" is a payment
made, while "to be paid" is not."""

from __future__ import annotations

from tareekh.agent.payments import _kind
from tareekh.agent.question import _kind as question_kind
from tareekh.agent.tongues import pivot


def test_the_verbs_pivot_to_hindi_s_past():
    assert pivot("badhu baki bhari didhu?").endswith("diya?")
    assert "kiya" in pivot("security jama karila na nahin?")
    assert pivot("decree ethra rupa kitti").endswith("mila")


def test_money_asked_with_the_verb_last_is_a_yes_or_no():
    for text in ("rasheeda ku insurance paisa mila", "appeal mein deposit kiya", "badhu baki bhari diya?"):
        assert question_kind(text, False, False, False) == "yes_no", text
    assert question_kind("bail mila", False, False, False) != "yes_no"  # no money: left to its other words


def test_a_sum_asked_in_rupees_is_an_amount_not_a_count():
    assert question_kind("decree kitni rupa mila", False, False, False) == "amount"


def test_notes_paying_in_latin_letters_are_payments_made():
    for text in ("aaje Rs 25,000 jama karavya", "10 lakh FDR jama dela", "Rs 40,000 bhari didha",
                 "Deposit of Rs. 2,40,000 made on 03.02.2026 (DD)"):
        assert _kind(text, text) == "paid", text
    assert _kind("payment of Rs 5,000 to be made within 2 weeks", "x") != "paid"
    assert _kind("no deposit has been made of Rs 3,000", "x") != "paid"
