"""A sum written after "against" or "towards" a thing is a sum paid or deposited against it, not the thing's own
amount: "the bill: against it Rs. 50,000 deposited" does not make 50,000 the bill's sum, while "the bill for
Rs. 50,000" does. (The English branch of the pattern never matched while it began with a stray control
character instead of a word boundary.)"""

from __future__ import annotations

from tareekh.agent.compose import _near_amount
from tareekh.agent.lexicon import stems


def test_a_sum_after_against_is_not_near_the_thing_asked():
    assert _near_amount("The electricity bill: against it Rs. 50,000 deposited in court.", [stems("bill")]) == 0


def test_a_sum_after_towards_is_not_near_the_thing_asked():
    assert _near_amount("Arrears noted; towards them Rs. 12,000 was paid by cheque.", [stems("arrears")]) == 0


def test_a_sum_written_right_after_the_thing_is_its_own():
    assert _near_amount("The electricity bill for Rs. 50,000 was produced.", [stems("bill")]) > 0
