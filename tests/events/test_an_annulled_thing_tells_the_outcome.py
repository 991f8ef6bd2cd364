"""What a court annuls says the outcome: an application annulled ("आवेदन निरस्त", "దరఖాస్తు రద్దు") is refused, an order
annulled ("आदेश अपास्त", "the impugned order is quashed and set aside", "Rule is made absolute") allows the challenge
to it; a plea or prayer that a thing be annulled is no order. A party accepting a thing in the active voice
("हस्ताक्षर स्वीकार करती है") admits it: the court grants nothing. Before, "आवेदन निरस्त।" was no event, "quashed" was
no outcome, and a party's admission was read as the court allowing. Invented text, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _outcomes(text: str) -> list[str | None]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2027-02-03", people=People()))
    return [getattr(e, "outcome", None) for e in events if e.kind == "order"]


@pytest.mark.parametrize("text, outcome", [
    ("उभय पक्ष उपस्थित। प्रार्थना पत्र पर तर्क सुने। आवेदन निरस्त। प्रकरण साक्ष्य हेतु।", "rejected"),  # Hindi
    ("ప్రతివాది దరఖాస్తు రద్దు చేయబడింది.", "rejected"),  # Telugu
    ("अधीनस्थ न्यायालय का आदेश दिनांक 04.09.2026 अपास्त किया जाता है।", "allowed"),  # Hindi, an order set aside
    ("தாசில்தார் உத்தரவு ரத்து செய்யப்படுகிறது.", "allowed"),  # Tamil, an order quashed
    ("The impugned order of the Tahsildar is quashed and set aside. No costs.", "allowed"),
    ("Rule is made absolute in terms of prayer clause (b).", "allowed"),
])
def test_an_annulled_application_is_refused_and_an_annulled_order_allows_the_challenge(text, outcome):
    assert outcome in _outcomes(text), _outcomes(text)


@pytest.mark.parametrize("text", [
    "प्रतिवादी का कथन है कि वाद अवधि बाह्य होकर निरस्त किये जाने योग्य है।",  # a plea that it be rejected
    "Filed the application to set aside the ex parte decree; notice to the other side.",  # a prayer
    "The petitioner prays that the FIR be quashed.",
    "गैर जमानती वारंट निरस्त किया गया।",  # a warrant annulled is recalled, no refusal
])
def test_a_plea_to_annul_is_no_refusal_nor_grant(text):
    assert not {"rejected", "allowed"} & set(_outcomes(text)), _outcomes(text)


@pytest.mark.parametrize("text", [
    "आरोपिया चेक पर अपने हस्ताक्षर स्वीकार करती है।",
    "Mulzim Hingorani sweekar karta hai ki dastkhat uske hain.",
])
def test_a_party_admitting_a_thing_is_no_grant(text):
    assert "allowed" not in _outcomes(text), _outcomes(text)


def test_the_court_accepting_an_application_is_still_a_grant():
    assert "allowed" in _outcomes("आवेदन स्वीकार। आवेदक को जमानत पर मुक्त किया जावे।")
