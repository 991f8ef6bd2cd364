"""The other side's time, read whoever the registry says the lawyer appears for and however the excuse is written.

- A registry side written in the plural or with a qualifier ("petitioners", "claimants", "petitioner wife",
  "landlord (petitioner)", "accused no. 1") is the role the rules know: "counsel for respondent no. 3 seeks time"
  is the other side's time, and the party names of the lawyer's own side stay on it.
- "विपक्षी वकील <name> जी ने समय मांगा - <excuse>": the other side's counsel, by name (the courtesy word after the
  name is no name), and the excuse whole — not a vowel sign of the verb.
- "DW1 is not present; it is stated that he is abroad. Last opportunity is granted subject to costs": the excuse
  the court records a sentence before is the reason of the other side's day.

Invented notes and names, written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract
from tareekh.events.sides import our_role, side_of_role


def _people(side: str) -> People:
    return People(our_side=side, our_names=["vidyutam"], other_names=["kumbhal"])


def _adjournment(text: str, side: str = "petitioner"):
    events = extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date="2026-03-10", people=_people(side)))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("side, role", [("petitioners", "petitioner"), ("claimants", "claimant"),
                                        ("petitioner wife", "petitioner"), ("landlord (petitioner)", "petitioner"),
                                        ("accused no. 1", "accused"), ("Plaintiffs", "plaintiff"),
                                        ("opposite party no. 2", "opposite_party"), ("decree holder", "decree holder")])
def test_a_registry_side_in_the_plural_or_qualified_is_the_role_the_rules_know(side, role):
    assert our_role(side) == role


def test_the_respondent_s_time_is_the_other_side_s_when_we_are_the_petitioners():
    assert side_of_role("respondent", "petitioners") == "other"
    found = _adjournment("Learned counsel for respondent no. 3 seeks time to file a reply. Granted subject to costs "
                         "of Rs. 700/-. List on 09.09.2026.", side="petitioners")
    assert found and found[0].sought_by == "other", found


def test_we_as_the_opposite_party_see_the_petitioner_s_time_as_the_other_side_s():
    found = _adjournment("Petitioner sought time to produce the salary slip. ND 12.08.2026.",
                         side="opposite party no. 1")
    assert found and found[0].sought_by == "other", found


def test_the_other_counsel_named_in_devanagari_with_a_courtesy_word_took_time_and_the_excuse_is_whole():
    found = _adjournment("विपक्षी वकील तेनजिंग वारडेकर जी ने समय मांगा - घर में शादी। अगली तारीख 19.08.2026")
    assert found and found[0].sought_by == "other", found
    assert found[0].actor == "वारडेकर", found
    assert found[0].reason and found[0].reason.startswith("घर में शादी"), found


def test_the_excuse_recorded_before_the_other_side_s_last_opportunity_is_its_reason():
    found = _adjournment("Present: counsel for the petitioners. DW2 Lobsang Sheshadri is not present; it is stated that "
                         "he is in Mumbai for surgery. Last opportunity is granted subject to costs of Rs. 900/- "
                         "payable to the petitioner. Put up on 14.10.2026.", side="petitioners")
    assert found and found[0].sought_by == "other", found
    assert found[0].reason and "Mumbai" in found[0].reason, found


def test_an_excuse_in_another_paragraph_is_not_taken_for_the_day_s_reason():
    found = _adjournment("DW2 is not present; it is stated that he is in Mumbai.\n\nLast opportunity is granted to "
                         "the respondent subject to costs of Rs. 900/- payable to the petitioner.")
    assert not found or not found[0].reason or "Mumbai" not in found[0].reason, found


def test_a_step_put_off_at_the_other_side_s_asking_in_devanagari_is_their_time():
    found = _adjournment("मूल वाद - PW2 की जिरह प्रतिवादी के अनुरोध पर टली - अगली 08.07.2026", side="plaintiff")
    assert found and found[0].sought_by == "other", found
    assert not (found[0].reason or "").startswith("अगली"), found  # the next date written after it is no plea


def test_time_given_on_costs_in_devanagari_is_a_day_given_with_its_costs():
    events = extract(Record(entry_id=1, text="मूल वाद - जवाब दाखिल नहीं, 700 रु० हर्जाना पर समय - अगली 18.02.2026",
                            case_ids=["Q1"], record_date="2026-01-21", people=_people("plaintiff")))
    assert any(e.kind == "adjournment" for e in events), events
    assert any(e.kind == "costs" and e.amount == 700 for e in events), events
