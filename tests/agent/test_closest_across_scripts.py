"""A word typed in Latin letters is the same word a note writes in an Indian script (agent/closest.py): "adalat"
and "আদালত" / "अदालत" are heard alike (their consonants, three or more), so the plain reading finds the note.
Invented notes."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.question import Question


def rec(i: int, text: str) -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=["B3"], date=f"2025-0{i}-05", kind="hearing")


RECORDS = [
    rec(1, "Haldar claim - issues framed, next date for evidence."),
    rec(2, "১২.০৯ লোক আদালত - বীমা কোম্পানি ৪,২০,০০০ টাকা অফার দিল, মক্কেল রাজি নয়।"),
    rec(3, "दिनांक 3.6 - अदालत में बहस पूरी, आदेश सुरक्षित।"),
]


def test_a_latin_word_finds_the_note_that_writes_it_in_bengali_or_devanagari():
    q = Question(text="Haldar claim lok adalat?", kind="open", today=date(2025, 10, 1), cases=["B3"])
    ids = [h.rec.entry_id for h in closest(q, RECORDS, name_stems={"halda", "claim"}, anchor_stems=set())]
    assert 2 in ids and 3 in ids, ids
    assert 1 not in ids, ids


def test_an_english_word_ending_in_y_or_with_its_nasal_before_p_is_heard_as_the_script_writes_it():
    """"company" (its last "y" a vowel, its "m" before "p" the script's nasal dot) is "कंपनी"; "factory" is
    "फैक्ट्री": the note in the script that writes the side's witness is the nearest, over a Latin one sharing a
    word of the question."""
    records = [
        rec(1, "Pendharkar complaint - reply of the opposite side filed, ND for evidence."),
        rec(2, "4 मई - पेंढारकर परिवाद - कंपनी का गवाह विठोबा नाईक (एरिया ऑफिसर) का शपथपत्र।"),
        rec(3, "फैक्ट्री का निरीक्षण 9 मई को।"),
    ]
    q = Question(text="Pendharkar company ka gawah kon tha", kind="witness", today=date(2025, 10, 1), cases=["B3"])
    hits = closest(q, records, name_stems={"pendh"}, anchor_stems=set())
    assert hits and hits[0].rec.entry_id == 2, [h.rec.entry_id for h in hits]
    q = Question(text="Pendharkar factory inspection kab", kind="open", today=date(2025, 10, 1), cases=["B3"])
    hits = closest(q, records, name_stems={"pendh"}, anchor_stems=set())
    assert 3 in [h.rec.entry_id for h in hits], [h.rec.entry_id for h in hits]
