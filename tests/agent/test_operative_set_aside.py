"""An order's quote that states its outcome ("Petition allowed") carries what the order undid — "the order dated …
is set aside", "the FIR is quashed" — as it carries what it directs: the relief is the point of the order
(agent/operative.py)."""

from __future__ import annotations

from tareekh.agent.operative import with_operative

_ORDER = ("14.07.2026  Heard Sri Hoskote Nanjappa for the petitioner and the learned Govt. Pleader.\n"
          "A licence cannot be cancelled without a notice to show cause. The cancellation order dated 02.05.2026 is\n"
          "set aside. The authority shall restore the licence within two weeks. Writ petition allowed.   sd/- Judge")


def test_an_outcomes_quote_carries_the_order_set_aside():
    quote = "The authority shall restore the licence within two weeks. Writ petition allowed."
    said = with_operative(_ORDER, quote, 420, doc_type="order_sheet")
    assert "is set aside" in said and "restore the licence" in said, said


def test_a_quashing_is_carried_too():
    order = ("Heard both sides. The FIR registered against the petitioner Tanvira Rahmathunnisa is hereby quashed. "
             "Petition allowed. No costs.")
    said = with_operative(order, "Petition allowed.", 420, doc_type="order_sheet")
    assert "hereby quashed" in said, said
