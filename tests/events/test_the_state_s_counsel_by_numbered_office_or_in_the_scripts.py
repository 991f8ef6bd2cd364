"""The State's counsel written as a court's roster writes them — by an office with its number ("SC-7", "GP-3",
"AAG-II") or as its assistant ("AC to SC-7") — or as "government counsel" in a language's own words ("sarkari
vakil", "ಸರ್ಕಾರಿ ವಕೀಲರು", "সরকারি উকিল"): the time they seek is the State's, the other side of a writ we bring,
never ours because our party is named later in the plea ("… instructions on the reinstatement of the petitioner").
A suit, an appeal or a claim against the government has the State across from us too. Invented notes."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract
from tareekh.events.sides import role_written

WRIT = People(our_side="petitioner", our_names=["kusumi", "tangi"], other_names=[], case_words=["karanjia"],
              judge_names=["padmalochan"])
SUIT = People(our_side="plaintiff", our_names=["kusumi", "tangi"], other_names=[], case_words=["nuapada"])


def _adjournment(text: str, people: People):
    events = extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date="2026-03-10", people=people))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("text", [
    "Learned AC to SC-7 seeks time to obtain instructions on the reinstatement of the petitioner.",
    "Learned SC-7 prays for time to file counter affidavit. List after four weeks.",
    "GP-3 sought time for instructions from the Collector.",
    "AAG-II seeks time; instructions awaited.",
    "Sarkari vakil ne time liya, instructions nahi aaye.",
])
def test_the_state_s_counsel_by_numbered_office_takes_the_other_side_s_time(text):
    found = _adjournment(text, WRIT)
    assert found and found[0].sought_by == "other", (text, found)


def test_the_state_s_counsel_in_a_suit_we_bring_is_the_other_side():
    found = _adjournment("GP-3 sought time to file written statement. ND 12.4.26", SUIT)
    assert found and found[0].sought_by == "other", found


@pytest.mark.parametrize("text", ["ಸರ್ಕಾರಿ ವಕೀಲರು ಹಾಜರು", "সরকারি উকিল হাজির", "सरकारी वकील उपस्थित", "sarkari wakeel present",
                                  "AC to GP present"])
def test_government_counsel_in_the_languages_is_the_state(text):
    assert role_written("state", text)


@pytest.mark.parametrize("text", ["SC-12/2024 listed today", "SC-4.2025 fixed", "the GP office", "Sessions Case 7"])
def test_a_case_number_or_bare_letters_are_no_state_counsel(text):
    assert not role_written("state", text)
