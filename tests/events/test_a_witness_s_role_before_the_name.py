"""A witness's name is read past the role a note writes between their number and their name ("PW3 village
officer <name>", "RW2 bank clerk <name>", "DW1 neighbour <name>"), in the languages typed in Latin letters, but
never past a word that says what was done with them (a cross, an absence, a date) or joins two witnesses. And a
witness named in an Indian script with no number is read when a title of respect leads the name and the evidence
they gave follows it ("डॉ. <name> (…) का बयान हुआ", "ডাঃ <name>-এর সাক্ষ্য"). Invented text and names, written for
these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _witnesses(text: str) -> list[tuple[str | None, str | None]]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-05-11", people=People()))
    return [(e.witness, e.name) for e in events if e.kind == "witness"]


@pytest.mark.parametrize("text, label, name", [
    ("PW3 village officer Hrishikesh Pandharkar examined; proved the mahazar.", "PW-3", "Hrishikesh Pandharkar"),
    ("RW2 bank clerk Sreenidhi Yelamanchili cross chesaru - statement of account Ex R4.", "RW-2",
     "Sreenidhi Yelamanchili"),
    ("DW1 neighbour Kuttappan deposed that the wall stood there for years.", "DW-1", "Kuttappan"),
    ("PW2 SI Hmingthanga examined in chief; seizure memo Ex P6.", "PW-2", "Hmingthanga"),  # an office's short form
])
def test_the_role_before_a_witness_s_name_is_no_part_of_it(text, label, name):
    assert (label, name) in _witnesses(text)


@pytest.mark.parametrize("text, label", [
    ("PW2 cross by Pandharkar for the accused.", "PW-2"),           # who cross-examined, not the witness
    ("PW2 and Yelamanchili both absent.", "PW-2"),                  # a joining word
    ("PW4 nahi aaya Kuttappan ne time manga.", "PW-4"),             # an absence, then another person
    ("PW1 next date Pandharkar will argue.", "PW-1"),              # a date for the witness, then a counsel
    ("PW3 XXN Pandharkar - two hours.", "PW-3"),                   # a cross's shorthand, then who did it
    ("DW2 for Yelamanchili, the second defendant, is summoned.", "DW-2"),  # a preposition: whose witness
])
def test_a_word_of_what_was_done_is_no_role(text, label):
    assert (label, None) in _witnesses(text)


@pytest.mark.parametrize("text, name", [
    ("14.03 - डॉ. विभावरी पंढरकर (नेत्र रोग) का बयान हो गया, जिरह अधूरी।", "विभावरी पंढरकर"),  # Hindi
    ("শ্রী সুতপা হালদার এর সাক্ষ্য হল আজ।", "সুতপা হালদার"),  # Bengali
    ("श्री नंदिकेश्वर पंढरकर यांची साक्ष झाली.", "नंदिकेश्वर पंढरकर"),  # Marathi
])
def test_a_titled_name_in_a_script_is_a_witness_by_the_evidence_given(text, name):
    assert (None, name) in _witnesses(text)


def test_a_title_inside_a_name_is_not_cut_off():
    assert (None, "श्रीनिवास पंढरकर") in _witnesses("श्री श्रीनिवास पंढरकर की गवाही हुई।")


def test_a_script_s_title_with_no_evidence_given_names_no_witness():
    assert _witnesses("डॉक्टर साहब नहीं आए, ऑपरेशन में थे।") == []
