"""A note that says the court kept its protection in force that day — a stay, status quo, an injunction, interim
protection "continues", "extended", "jari rahega", "bohal thakbe", "thodarum" — records an interim order, in any
language and script a lawyer writes it; a protection said NOT to go on, or a stay only applied for, is none.

Invented names and words."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

APPELLANT = People(our_side="appellant", our_names=["tehmina"], other_names=["odedra"], client_names=["tehmina"],
                   judge_names=["vaidehi"])


def outcomes(text: str) -> list[str]:
    events = extract(Record(entry_id=1, text=text, case_ids=["A7"], record_date="2026-06-11", doc_type="typed_note",
                            people=APPELLANT))
    return [e.outcome for e in events if e.kind == "order"]


@pytest.mark.parametrize("text", [
    "11.6.26 Tehmina appeal - Odedra ke vakil ne time liya. Stay jari rahega. Agli tareekh 9.7.26",
    "Tehmina - partition appeal. Vaidehi madam: stay order kayam. ND 14.8",
    "তেহমিনা আপিল - শুনানি হল না। স্থগিতাদেশ বহাল থাকবে। পরবর্তী তারিখ ১২.৮.২৬",
    "தெஹ்மினா மேல்முறையீடு - இடைக்கால தடை தொடரும். அடுத்த தேதி 20.8.26",
    "Tehmina appeal - injunction extended till next date. Reply by Odedra in 2 weeks.",
    "Tehmina - Odedra absent, protection continued, list on 3.9.26",
])
def test_a_protection_the_court_kept_going_is_an_interim_order(text):
    assert "interim" in outcomes(text)


@pytest.mark.parametrize("text", [
    "Tehmina appeal - stay not extended, Odedra may proceed. ND 9.7.26",
    "Tehmina - stay jari nahi rahega, Vaidehi madam ne kaha. ND 14.8",
    "Tehmina - stay application filed today, notice to Odedra. ND 2.7.26",
    "Tehmina appeal - PW2 cross continues on the next date.",
])
def test_a_protection_ended_or_only_sought_is_no_interim_order(text):
    assert "interim" not in outcomes(text)
