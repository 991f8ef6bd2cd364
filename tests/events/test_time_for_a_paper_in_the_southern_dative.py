"""Time asked for a paper, said with the southern languages' dative and no verb: Telugu "<paper> కి గడువు",
"counter ki time", Tamil "counter-kku time" — an adjournment, the paper its purpose; and a paper not filed, said
in a script the sentence before ("… అఫిడవిట్ వేయలేదు. <counsel> గడువు కోరారు."), is why. A clock's time ("ki time 11
baje") is none. Invented notes."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="claimant", our_names=["pallavi"], other_names=["insurance", "transport"], case_words=["bus"])


def _adjournments(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["B1"], record_date="2030-08-27", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("note, purpose", [
    ("బస్ కేసు - ఇన్సూరెన్స్ వారి తరఫు న్యాయవాది హాజరు. కౌంటర్ కి గడువు. వాయిదా 08.10.2030", "కౌంటర్"),  # Telugu script
    ("Bus MACT - R2 owner absent. Insurance counsel counter ki time. ND 30.09.2030", "counter"),  # Telugu, Latin
    ("Bus MACT - insurance vakeel counter-kku time. ND 30.09.2030", "counter"),  # Tamil, Latin
])
def test_time_for_a_paper_in_the_dative_is_an_adjournment_for_it(note, purpose):
    found = _adjournments(note)
    assert found, note
    assert purpose in (found[0].reason or ""), found[0]


def test_a_paper_not_filed_in_telugu_is_why_time_was_sought():
    found = _adjournments("బస్ కేసు - ఇన్సూరెన్స్ వారి సాక్ష్య అఫిడవిట్ వేయలేదు. వారి న్యాయవాది గడువు కోరారు. వాయిదా 04.03.2031")
    assert found
    assert "అఫిడవిట్ వేయలేదు" in (found[0].reason or ""), found[0]


def test_a_clock_s_time_is_no_adjournment():
    assert not [e for e in _adjournments("Bus MACT - counter ki time 11 baje tha, sab aaye. ND 30.09.2030")
                if "counter" in (e.reason or "")]
