"""A note's bare shorthand for an adjournment after a dash ("… - adj.") is one; "no adj." is a warning, not one."""

from __future__ import annotations

from tareekh.events import People, Record, extract

APPELLANT = People(our_side="appellant", our_names=["varadan"], other_names=["kesavan"], client_names=[],
                   judge_names=["ambujam"])


def _adjournments(text: str):
    record = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-03-20", doc_type="typed_note",
                    people=APPELLANT)
    return [e for e in extract(record) if e.kind == "adjournment"]


def test_a_bare_adj_after_a_dash_is_an_adjournment_of_the_side_named_before_it():
    (adj,) = _adjournments('Second appeal: Kesavan\'s junior - "senior busy in another hall" - adj. Ambujam J noted it.')
    assert adj.sought_by == "other"


def test_no_adj_and_adjournment_costs_are_no_adjournment():
    assert _adjournments("Ambujam J said next time no adj. without costs.") == []
    assert _adjournments("Kesavan present himself today (no adj this time!)") == []
    assert _adjournments("Adj. costs Rs 500 paid by Kesavan's client.") == []
