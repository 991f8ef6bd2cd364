"""A note names who took time as the subject of the act, in whatever language it is written ("Kharkongor ne phir
time liya", "Kharkongor somoy niyeche", "Kharkongor vaaydha vaanginaar", "Kharkongor ne taarikh lai",
"AAG Kharkongor - '…' - time"): that name took it, even when the case's people do not hold it, and not the client
named a sentence before. Invented notes, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import Record, People
from tareekh.events.rules import extract

PEOPLE = People(our_side="petitioner", our_names=["lalnunmawia", "zothan"], other_names=["state"],
                case_words=["zothan", "quarry"], judge_names=["sangma"])


def _adjournment(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date="2026-03-10", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("act", [
    "Kharkongor ne phir time liya - instructions nahi aaye",          # Hindi
    "Kharkongor ne phir taarikh lai, instructions nahi aaiyan",       # Punjabi
    "Kharkongor somoy niyeche, instructions ase ni",                  # Bengali
    "Kharkongor vaaydha vaanginaar - instructions varala",            # Tamil
    "Kharkongor le samaya maagyo, nirdesan aayena",                   # Nepali
    "Kharkongor ne vel maagitla",                                     # Marathi
    "AAG Kharkongor - \"instruction lena hai\" - time",              # a note's shorthand
    "Kharkongor ने फिर तारीख ले ली",                                  # Hindi, Devanagari
    "Kharkongor फेर टैम ले लिया",                                     # Haryanvi
    "Kharkongor ले फेरि समय माग्यो",                                  # Nepali
    "Kharkongor আবার সময় নিল",                                        # Bengali
    "Kharkongor ਨੇ ਸਮਾਂ ਲਿਆ",                                          # Punjabi, Gurmukhi
])
def test_the_named_subject_took_the_time_not_the_client_named_before(act):
    found = _adjournment(f"Zothan quarry writ (Lalnunmawia present in court). {act}. ND 21.4.26")
    assert found, act
    assert found[0].actor == "Kharkongor" and found[0].sought_by != "ours", (act, found[0])


def test_a_name_in_devanagari_before_ne_took_the_time():
    found = _adjournment("लालनुनमाविया उपस्थित। खारकोंगोर ने फिर तारीख ले ली। अगली तारीख 21.4.26")
    assert found and found[0].actor == "खारकोंगोर" and found[0].sought_by != "ours", found


def test_a_date_taken_for_a_meeting_is_no_adjournment():
    assert not _adjournment("Lalnunmawia present. Client ne date li hai kal ki meeting ke liye. ND 21.4.26")


def test_the_judge_named_first_is_not_taken_for_the_one_who_sought_time():
    found = _adjournment("Sangma J: \"why no reply\" - adjourned at the request of the State. ND 21.4.26")
    assert not found or found[0].actor != "Sangma"
