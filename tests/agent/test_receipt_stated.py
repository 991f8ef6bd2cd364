"""A yes to a payment or receipt asked needs a line stating the payment or receipt (agent/receipt_stated.py)."""

from tareekh.agent.receipt_stated import receipt_asked, receipt_stated, unfounded_yes


def test_a_line_stating_no_payment_is_no_yes_to_got_it():
    q = "zorawar bhau ko uska harjana mil gaya kya"
    assert receipt_asked(q)
    assert unfounded_yes(q, "Yes", "Zorawar bhau aaye the, unko haalat samjhayi")


def test_a_line_stating_the_payment_is_a_yes():
    q = "was the compensation of Ilavenil Thangam received?"
    assert not unfounded_yes(q, "Yes", "Compensation of Rs. 3,10,000 received by cheque on 4.2")
    assert receipt_stated("Rs. 40,000 deposited by DD")


def test_a_notice_given_is_no_payment_asked():
    assert not receipt_asked("notice di kya opposite party ko")
    assert not unfounded_yes("notice di kya", "Yes", "Notice issued to OP, served")


def test_a_no_is_left_alone():
    assert not unfounded_yes("fees paid?", "No", "fees abhi nahi aayi")


def test_a_thing_that_is_not_money_got_is_no_payment_asked():
    assert not receipt_asked("oswaldo ka exemption mila tha na?")
    assert not unfounded_yes("oswaldo ka exemption mila tha na?", "Yes", "Exemption application allowed for today")


def test_a_deposit_or_a_sum_written_is_a_payment_stated():
    assert receipt_stated("client says DD deposit done in the registry, receipt photo sent")
    assert receipt_stated("the bank's letter: 30% means 9 lakh in 45 days")
    assert not receipt_stated("Zorawar bhau aaye the, unko haalat samjhayi")
