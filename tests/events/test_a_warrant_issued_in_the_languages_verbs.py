"""A warrant issued, as a junior's chat or a diary says it in the languages' own verb of issuing typed in Latin
letters (Hindi "nikaal diya", Punjabi "kaddheya", Marathi "kadhla", Gujarati "kadhyu", Bengali "beriyeche", Tamil
"pottaanga"), is an order of a warrant like "NBW issued"; a warrant only talked about ("warrant ki report", "BW ke baad
bhi") is none. Written for this test (the failing set was a Hinglish chat: 'BW ... ka nikaal diya')."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

ACCUSED = People(our_side="complainant", our_names=["orvel"], other_names=["zuhaib"], client_names=["orvel"],
                 judge_names=["rathour"])


def warrants(text: str) -> list[str]:
    events = extract(Record(entry_id=1, text=text, case_ids=["K1"], record_date="2031-02-11", doc_type="chat_day",
                            people=ACCUSED))
    return [e.detail for e in events if e.kind == "order" and e.outcome == "warrant"]


@pytest.mark.parametrize("text, kind", [
    ("13:05 Jr: Sir Zuhaib wala 138 - accused nahi aaya. Madam ne BW 5,000 ka nikaal diya. ND 19/3", "BW"),
    ("Zuhaib fer nahi aaya, judge sahib ne NBW kaddheya", "NBW"),
    ("Aaropi gairhajar, NBW kadhla. Pudhil tarikh 19.3", "NBW"),
    ("Aaropi gerhajar, saheb e BW kadhyu", "BW"),
    ("Accused ashe ni, NBW beriyeche", "NBW"),
    ("Accused varala, judge NBW pottaanga", "NBW"),
])
def test_a_warrant_issued_in_the_languages_verb_is_a_warrant(text, kind):
    assert warrants(text) == [kind]


@pytest.mark.parametrize("text", [
    "BW ki tameel report abhi nahi aayi",
    "BW ke baad bhi accused nahi aaya, Madam naraz",
])
def test_a_warrant_talked_about_is_no_warrant_issued(text):
    assert warrants(text) == []
