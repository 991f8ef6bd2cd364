"""An order's quote holds what the order settles (agent/operative.py): an order that frames the points for trial
states that it framed them ("the following issues are settled", "charges framed"), and a framed point ("Whether
…?") is a question for the trial, never a direction of the order. Invented order, in other words than the data
sets."""

from __future__ import annotations

from tareekh.agent.operative import with_operative

ORDER = ("19.03.2025\nHeard on the objection to jurisdiction. The question turns on where the goods were "
         "delivered, which is disputed. It shall be decided with the other points. The following points are framed:\n"
         "1. Whether this Court has jurisdiction?\n2. Whether the defendant is liable to pay Rs. 3,10,500 with "
         "interest?\n3. To what relief?\nPlaintiff's evidence. List on 22.04.2025.\n(Vaidehi Kolathur) JUDGE")


def test_an_order_framing_points_says_it_framed_them_and_quotes_no_point_as_a_direction():
    out = with_operative(ORDER, "(Vaidehi Kolathur) JUDGE", 200, doc_type="order_sheet")  # its signature matched
    assert "points are framed" in out, out
    assert "liable to pay" not in out and "jurisdiction?" not in out, out
