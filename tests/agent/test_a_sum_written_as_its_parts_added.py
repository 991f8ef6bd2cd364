"""A total written as its parts added ("7,20,000 = 4,50,000 + 2,70,000") is read, and a long line of parts with no
total is read at once: the blanks around each "+" have one reading, so the reader never tries every split of them
(a line of thirty parts with double blanks took longer than any test's timeout before)."""

from tareekh.agent.payments import total_written


def test_a_total_before_its_parts_is_the_total():
    assert total_written("hospital bill 7,20,000 = 4,50,000 + 2,70,000 as per the claimant") == 720000


def test_a_total_after_its_parts_is_the_total():
    assert total_written("Rs. 3,000/- + Rs. 1,500/-  =  Rs. 4,500/- received by cheque") == 4500


def test_a_long_line_of_parts_with_no_total_gives_none_at_once():
    line = "Received:  " + "1,250  +  " * 30 + "and the rest next month"
    assert total_written(line) is None


def test_a_long_line_of_parts_with_its_total_gives_the_total():
    line = "  +  ".join(["Rs. 1,250"] * 30) + "  =  Rs. 37,500"
    assert total_written(line) == 37500
