"""Who a day went for, when the note says who was away: "X absent, his junior said … . The judge gave time on
Rs 300 costs" is X's adjournment (and X's costs), never the side of a word an earlier clause happens to hold; the
court's act said the other way round ("gave time", "granted further time") is an adjournment; and a Bengali note
in the old verb forms ("সময় চাহিলেন") or with time given on costs ("খরচ দিয়া সময়") is one too. Invented notes,
written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

# our client's name holds a word ("mill") that an unrelated clause of a note may hold too
PEOPLE = People(our_side="plaintiff", our_names=["tarulata", "haldankar", "mill"], other_names=["kondekar"],
                client_names=["tarulata", "haldankar"], case_words=["haldankar", "mill"], judge_names=["zorinsangi"])


def _events(text: str, kind: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["R1"], record_date="2026-05-06", people=PEOPLE))
    return [e for e in events if e.kind == kind]


def test_time_given_after_a_named_counsel_is_away_is_that_counsel_s():
    note = ("Mill land suit - Vishwambhar Rao absent, his junior said he is at the High Court. "
            "Zorinsangi madam gave time but Rs 300 cost. ND 4/6")
    adj = _events(note, "adjournment")
    assert adj and adj[0].actor == "Vishwambhar Rao", adj
    assert adj[0].sought_by != "ours", adj  # "Mill" in the heading is no plea of ours
    costs = _events(note, "costs")
    assert costs and costs[0].on != "ours" and costs[0].on_whom == "Vishwambhar Rao", costs


def test_a_party_the_case_holds_named_away_is_that_side():
    adj = _events("Kondekar did not come. Time granted on costs of Rs 200. ND 9/7", "adjournment")
    assert adj and adj[0].sought_by == "other" and adj[0].actor == "Kondekar", adj


def test_our_own_client_named_away_is_ours():
    adj = _events("Tarulata absent, unwell. Time granted. ND 9/7", "adjournment")
    assert adj and adj[0].sought_by == "ours", adj


def test_a_role_word_away_is_no_name():
    adj = _events("Client absent. Time granted. ND 9/7", "adjournment")
    assert not adj or adj[0].actor is None, adj


@pytest.mark.parametrize("note", [
    "The court granted further time to the defendant. ND 12/8",
    "Madam gave time. ND 12/8",
])
def test_the_court_giving_time_is_an_adjournment(note):
    assert _events(note, "adjournment"), note


def test_time_given_as_a_limit_is_no_adjournment():
    assert not _events("The court gave time limit of four weeks for the report.", "adjournment")


@pytest.mark.parametrize("note", [
    "প্রতিবাদীর উকিল সময় চাহিলেন — নথি পাওয়া যায় নাই বলিয়া। পরবর্তী তারিখ 02.07.2026",  # asked, the old verb
    "প্রতিবাদীর উকিল অনুপস্থিত, 300 টাকা খরচ দিয়া সময়। পরবর্তী তারিখ 02.07.2026",         # time on costs
])
def test_time_in_a_bengali_note_in_the_old_verb_or_on_costs(note):
    assert _events(note, "adjournment"), note


@pytest.mark.parametrize("note", [
    "Kondekar suit - judge gave time to defendant but costs Rs 700/- to plaintiff.",
    "Madam granted further time to the defendant; costs Rs 700 to us.",
    "Haldankar mill suit - judge gave time to defendant but costs Rs 700/- to plaintiff.",  # our client heads it
])
def test_time_the_bench_gave_to_a_party_is_that_party_s_and_the_bench_is_no_plea(note):
    adj = _events(note, "adjournment")
    assert adj and adj[0].sought_by == "other", adj
    assert adj[0].reason is None or "judge" not in adj[0].reason.lower(), adj
    costs = _events(note, "costs")
    assert costs and costs[0].on == "other", costs
