"""A client named after the same place as the other party — the workers' union of a garden against the garden's
management, a village's residents against its board — shares a word with both halves of the title; the half that
holds more of the client's words is ours. Before, the tie put the management on our side, and its time ("Management
files petition praying time on the ground that …") read as nobody's. Invented names."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent.people import people_for
from tareekh.events.models import Record
from tareekh.events.rules import extract
from tareekh.registry.models import Case, Party


def _card():
    case = Case(id="L1", number="I.D. Case 3 of 2025", short_name="Hatikuli garden case",
                title="Phulbasi Munda & 7 ors. vs Management of Hatikuli Tea Estate", side="workmen",
                parties=[Party(name="Phulbasi Munda", role="claimant"),
                         Party(name="Management of Hatikuli Tea Estate", role="opposite party")])
    client = SimpleNamespace(name="Phulbasi Munda & 7 ors. (Hatikuli Bagan Mazdoor Union, secy. Jairam Kujur)")
    return SimpleNamespace(case=case, client=client, counsel=None, judge=None)


def test_the_half_with_more_of_the_client_s_words_is_ours():
    people = people_for(_card(), "")
    assert "management" in people.other_names and "management" not in people.our_names, people
    assert "phulbasi" in people.our_names


def test_the_management_s_prayer_for_time_is_the_other_side_s_with_its_ground():
    text = ("Workmen present. Management files petition praying time on the ground that its manager is away for the "
            "pruning season. Workmen object. Time allowed on cost of Rs. 1,500/- payable to the workmen.")
    events = extract(Record(entry_id=1, text=text, case_ids=["L1"], record_date="2025-09-01", people=people_for(_card(), "")))
    adj = [e for e in events if e.kind == "adjournment"]
    assert adj and adj[0].sought_by == "other" and "pruning season" in (adj[0].reason or ""), adj
