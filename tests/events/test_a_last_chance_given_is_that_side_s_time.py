"""A day given as a side's last chance is that side's time, though no sentence says time was sought; the insurance
company is the insurer in every script; and a chat message's opening "Sir" is the senior addressed, not who acted
(events/rules.py `_last_chance`, events/sides.py "insurer" and `_CHAT_OPENING`).

Invented notes and names, written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _adjournments(text: str, side: str, *, date: str | None = "2026-02-11"):
    people = People(our_side=side, our_names=["Oyelaran"], other_names=["Brahmbhatt"])
    found = extract(Record(entry_id=1, text=text, case_ids=["S1"], record_date=date, people=people))
    return [e for e in found if e.kind == "adjournment"]


@pytest.mark.parametrize("text, side, whose", [
    # an order sheet: the excuse, then the last opportunity given to the side named after it
    ("Present: counsel for both sides. Counsel for the respondents states that the senior is indisposed. "
     "Final opportunity granted to the respondents to file the reply, failing which the right shall stand closed. "
     "List on 18.03.2026.", "petitioner", "other"),
    ("Present: counsel for both sides. Counsel for the respondents states that the senior is indisposed. "
     "Final opportunity granted to the respondents to file the reply. List on 18.03.2026.", "respondent no. 2", "ours"),
    # a junior's chat in Tamil written in Latin letters: the paper not filed is the defendant's, the last chance theirs
    ("11:40 Kunjumon Jr: Sir Madurai - WS innum file pannala. Judge last chance kuduthaar with costs Rs 300. Next 9/3",
     "plaintiff", "other"),
    # Hindi in Devanagari
    ("प्रतिवादी की ओर से लिखित कथन प्रस्तुत नहीं। अंतिम अवसर प्रतिवादी को दिया गया। अगली तिथि 09.03.2026", "plaintiff", "other"),
])
def test_a_last_chance_given_to_a_side_is_its_adjournment(text, side, whose):
    adj = _adjournments(text, side)
    assert len(adj) == 1 and adj[0].sought_by == whose and adj[0].last_opportunity, adj


def test_a_last_chance_no_side_is_plain_for_is_no_adjournment():
    assert _adjournments("Heard. Last chance. Next 9/3.", "plaintiff") == []


def test_a_last_chance_in_a_record_of_no_day_is_no_adjournment():
    assert _adjournments("Final opportunity granted to the respondents to file the reply.", "petitioner", date=None) == []


def test_time_sought_in_words_keeps_its_own_reading_beside_a_last_chance():
    adj = _adjournments("Counsel for the petitioner sought time. Last opportunity granted to the respondents. "
                        "Next 9/3.", "petitioner")
    assert len(adj) == 1 and adj[0].sought_by == "ours", adj


@pytest.mark.parametrize("text", [
    "बीमा कंपनी ने जवाब हेतु समय मांगा। अगली तारीख 16.04.2026",  # Hindi
    "વીમા કંપનીએ જવાબ માટે સમય માંગ્યો. આગામી તારીખ 16.04.2026",  # Gujarati, its ergative joined
    "bima company ne jawab ke liye time maanga. Next 16.4.26",  # Hindi in Latin letters
    "বিমা কোম্পানি জবাবের জন্য সময় চাইল। পরবর্তী তারিখ 16.04.2026",  # Bengali
])
def test_the_insurance_company_in_any_script_is_the_insurer(text):
    adj = _adjournments(text, "claimant")
    assert adj and adj[0].sought_by == "other", adj


def test_a_chat_message_opening_with_sir_addresses_the_senior_and_names_no_actor():
    adj = _adjournments("15:10 Tirthankar Jr: Sir Barasat - WS ekhono file hoyni. Judge last chance dilen costs Rs 200 "
                        "diye. Next 4/3", "plaintiff")
    assert adj and adj[0].sought_by == "other", adj


def test_sir_in_a_note_s_own_words_is_still_the_senior():
    adj = _adjournments("Matter called. Sir sought time as the client was travelling. Next 9/3.", "plaintiff")
    assert adj and adj[0].sought_by == "ours", adj


@pytest.mark.parametrize("text", [
    "The respondents did not file the reply even after the last opportunity. Right closed. Next 9/3.",
    "प्रतिवादी ने अंतिम अवसर के बावजूद जवाब पेश नहीं किया। अगली तिथि 09.03.2026",
])
def test_a_last_chance_told_as_spent_is_no_day_given(text):
    assert _adjournments(text, "petitioner") == []
