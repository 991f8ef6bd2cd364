"""A Hindi note's shorthands for a day the other side took: the time with what it is for and no verb ("जवाब हेतु
समय", "time for the reply"), the hearing put off for their counsel's illness ("वकील बीमार (सिक स्लिप) - सुनवाई टली"),
and the opposite party written in Devanagari letters ("ओ.पी.", "अनावेदक") — each an adjournment of that side, the
purpose kept as its reason. A time limit ("समय सीमा") or "on time" ("समय पर") is none. Invented notes, written for
these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="applicant", our_names=["ujjwala"], other_names=["pahadia"], case_words=["ujjwala"])


def _adjournments(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-03-10", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("note, purpose", [
    ("10.03.26 उज्ज्वला बनाम पहाड़िया - ओ.पी. (रत्नाकर पहाड़िया) हाजिर, जवाब हेतु समय - अगली 14.04.26", "जवाब"),
    ("10.03.26 - अनावेदक उपस्थित, आपत्ति के लिए समय, अगली तारीख 14.04.26", "आपत्ति"),
])
def test_time_for_a_purpose_is_the_other_side_s_adjournment(note, purpose):
    found = _adjournments(note)
    assert found and found[0].sought_by == "other", (note, found)
    assert found[0].reason and purpose in found[0].reason, found[0]


def test_their_counsel_s_sick_slip_and_the_hearing_put_off_is_their_adjournment():
    found = _adjournments("10.03.26 - ओ.पी. वकील बीमार (सिक स्लिप) - सुनवाई टली - अगली 14.04.26")
    assert found and found[0].sought_by == "other", found


@pytest.mark.parametrize("note", [
    "10.03.26 - ओ.पी. हाजिर, जवाब दाखिल करने हेतु समय सीमा दो सप्ताह तय, अगली 14.04.26",
    "10.03.26 - आवेदक समय पर उपस्थित, बहस सुनी गई, अगली 14.04.26",
])
def test_a_time_limit_or_on_time_is_no_adjournment(note):
    assert not _adjournments(note), note
