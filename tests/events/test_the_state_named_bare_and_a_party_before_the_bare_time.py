"""Time sought written without a verb of seeking, or by a side named only as "State":

- a matter against the government ("State of <state>", "Union of India", "UT of <territory>", "Govt. of …") is read
  with "State" as that party's word (agent/people.py `org_kinds`): "State ne phir time manga", "State asked time for
  reply" are the other side's, not a name of our side in the sentence before; a body named after the state ("State
  Bank of India", "State Transport Corpn") is no government;
- the party named between a clause's cut and the bare word "time" ("counter not filed, AGA time.", "W.S. not ready
  - defendant time") sought it, the clause before its plea — not the matter's label the note opened with;
- "time for <two papers joined> … Granted." is time sought for them ("time for WS + reply to stay appl. Granted."),
  but "time for reply is over" is no request.

Written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.people import org_kinds
from tareekh.events import People, Record, extract

AGAINST_STATE = People(our_side="petitioner", our_names=["lairenjam", "haobijam"], other_names=["hills", "state"],
                       client_names=["lairenjam"], judge_names=["leishangthem"])
SUIT = People(our_side="plaintiff", our_names=["tominbam"], other_names=["ebinsonbam", "wahengbam"],
              client_names=["tominbam"], judge_names=["leishangthem"])


def _adjournments(text: str, people: People):
    record = Record(entry_id=1, text=text, case_ids=["M1"], record_date="2026-02-11", doc_type="typed_note",
                    people=people)
    return [e for e in extract(record) if e.kind == "adjournment"]


@pytest.mark.parametrize("name, kinds", [
    ("State of the Hills & Ors.", ["state"]),
    ("The State (through the SHO, Tomorpur)", ["state"]),
    ("Union of India", ["state"]),
    ("UT of Ladakh", ["state"]),
    ("Govt. of NCT of Delhi", ["state"]),
    ("State Bank of India", ["bank"]),
    ("State Transport Corpn", ["corporation", "nigam"]),
])
def test_the_government_as_a_party_is_called_the_state(name, kinds):
    assert org_kinds(name) == kinds


@pytest.mark.parametrize("text", [
    "14:05 Jr: Sir, Lairenjam writ laga tha. State ne phir time manga, arrears abhi bhi nahi mile. ND 20.07.2026",
    "2:05 pm - Jr: State asked time for reply",
    "Lairenjam writ - 3rd time State ne time liya is case me. ND 12.03.2026",
])
def test_the_state_named_bare_is_the_government_s_side(text):
    (adj,) = _adjournments(text, AGAINST_STATE)
    assert adj.sought_by == "other", adj


@pytest.mark.parametrize("text, side, plea", [
    ("Tue 07.04 - Lairenjam writ - HC (Jr attended): counter not filed, AGA time. ND 05.05.2026.", "other",
     "counter not filed"),
    ("Lairenjam writ: rejoinder not ready; petitioner time. ND 05.05.2026.", "ours", "rejoinder not ready"),
])
def test_the_party_named_before_the_bare_time_sought_it(text, side, plea):
    (adj,) = _adjournments(text, AGAINST_STATE)
    assert adj.sought_by == side and adj.reason == plea, adj


def test_the_bare_time_with_no_party_before_it_is_no_one_s_by_that_reading():
    assert _adjournments("PW1 chief over, cross next time. ND 05.05.2026.", SUIT) == []


def test_time_for_two_papers_joined_and_granted_is_time_sought():
    (adj,) = _adjournments('Ebinsonbam - "instructions from the head office awaited", time for WS + reply to '
                           'injunction appl. Granted. ND 13.03.2026.', SUIT)
    assert adj.sought_by == "other" and adj.reason == "instructions from the head office awaited", adj


def test_time_for_a_paper_run_out_is_no_request():
    assert _adjournments("PW1 chief over, time for reply is over. ND 13.03.2026.", SUIT) == []
