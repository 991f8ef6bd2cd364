"""An order told among the orders a matter met (agent/orders_passed.py) keeps the directions its sentence goes on
to after a semicolon, within the room an order is told in: "allowed in part: the defendants shall not obstruct …;
the collections shall be kept in a separate account …" cut at the semicolon loses half of what the court granted.
Invented orders, with names no data set holds."""

from __future__ import annotations

from tareekh.agent.orders_passed import _TOLD, _with_its_object

ORDER = ("IN THE COURT OF THE PRINCIPAL DISTRICT MUNSIF, TIRUVALLUR\n"
         "I.A. No. 77 of 2026 in O.S. No. 19 of 2026\n"
         "Prima facie the plaintiff has been in possession of the shed. The application is allowed in part: the\n"
         "respondents shall not dispossess the petitioner from the cattle shed except by due process; the milk\n"
         "collections from the shed shall be entered in a register and kept in a separate account, to abide the\n"
         "result of the suit. Post for counter in I.A. 78 on 04.09.2026.\n")


def test_the_directions_after_the_semicolon_are_told():
    at = ORDER.index("The application is allowed")
    told = _with_its_object(ORDER, at)
    assert "separate account" in told and told.endswith("result of the suit."), told
    assert "Post for counter" not in told


def test_a_direction_longer_than_the_room_is_not_carried():
    long_rest = "the respondents shall also " + "file the accounts of every month and " * 12 + "appear."
    text = f"Heard. The petition is allowed: the gate shall be kept open;\n{long_rest}\nList on 5.9."
    told = _with_its_object(text, text.index("The petition"))
    assert told == "The petition is allowed: the gate shall be kept open;", told
    assert len(told) < _TOLD
