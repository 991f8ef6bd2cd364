"""A hurried note's plea followed by its bare outcome: "<side>: <why> - time.", "<side> said <why>, time." — the time
the side sought, with the clause before it as the plea. The clock's time ("what time", "at the same time") is none.

Written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

RESPONDENT = People(our_side="respondent", our_names=["lalremsiami"], other_names=["lalrinawma", "zonunmawii"],
                    client_names=[], judge_names=["hmingthanga"])


def _adjournments(text: str):
    record = Record(entry_id=1, text=text, case_ids=["Z1"], record_date="2026-02-11", doc_type="typed_note",
                    people=RESPONDENT)
    return [e for e in extract(record) if e.kind == "adjournment"]


@pytest.mark.parametrize("text, plea", [
    ("Appellant Lalrinawma: land record pending with the circle office - time. Hmingthanga J let it go.",
     "land record pending with the circle office"),
    ("Zonunmawii for the appellant - affidavit with the notary, time.", "affidavit with the notary"),
    ("Second appeal. Lalrinawma: \"client gone to Haflong for treatment\" – time", "client gone to Haflong for treatment"),
])
def test_a_plea_then_a_bare_time_is_time_sought_for_that_plea(text, plea):
    (adj,) = _adjournments(text)
    assert adj.sought_by == "other" and adj.reason == plea, adj


def test_a_plea_written_before_the_ask_is_its_reason():
    (adj,) = _adjournments("Lalrinawma: mutation extract not traced in the tehsil, time chahiye.")
    assert adj.reason == "mutation extract not traced in the tehsil", adj


def test_the_clock_s_time_and_a_side_alone_give_no_plea():
    assert _adjournments("Hearing fixed at 2 pm, lunch time.") == []
    (adj,) = _adjournments("Appellant Lalrinawma - time.")
    assert adj.reason is None, adj


def test_a_span_of_time_after_an_arrow_is_time_sought_for_the_plea_before_it():
    (adj,) = _adjournments("Zonunmawii: board resolution not passed, instructions awaited -> 2 wks time. No reply yet.")
    assert adj.sought_by == "other" and adj.reason == "board resolution not passed, instructions awaited", adj


def test_a_stage_put_off_after_a_counsel_s_plea_is_their_adjournment_with_that_plea():
    (adj,) = _adjournments("Lalrinawma not present - his clerk said he is arguing in the Gauhati bench, cross deferred.")
    assert adj.sought_by == "other" and "Gauhati bench" in (adj.reason or ""), adj


def test_a_side_saying_its_paper_has_not_come_on_a_day_put_off_is_its_adjournment():
    (adj,) = _adjournments("Lalrinawma: the tehsil record not received. Next 14.03.2026.")
    assert adj.sought_by == "other" and adj.reason == "the tehsil record not received", adj
    assert _adjournments("Tehsil record not received. Next 14.03.2026.") == []  # nobody's plea named
    assert _adjournments("Lalrinawma: the tehsil record not received.") == []  # no day put off


def test_adj_in_short_with_a_verb_of_asking_is_time_sought():
    (adj,) = _adjournments('Zonunmawii phir adj maangi, "busy at the district court".')
    assert adj.sought_by == "other" and "district court" in (adj.reason or ""), adj


def test_time_asked_with_the_bare_stem_of_the_verb_takes_its_plea_from_the_paper_not_come_before_it():
    (adj,) = _adjournments("R2 ka jawab phir ni aaya. Lalrinawma ne phir time maang.")
    assert adj.sought_by == "other" and adj.reason == "R2 ka jawab phir ni aaya", adj


def test_the_verb_of_asking_after_the_span_is_no_plea():
    (adj,) = _adjournments("Zonunmawii ne nayi report ke liye 10 din maange.")
    assert adj.reason != "maange", adj


def test_a_paper_not_come_in_a_record_of_costs_says_nothing_of_who_sought_the_day():
    found = _adjournments("Lalrinawma: the tehsil record not received. Costs Rs 500 on the appellant. Next 14.03.2026.")
    assert all(e.reason != "the tehsil record not received" for e in found), found
