"""Compensation is one thing however a question or a note names it (agent/lexicon.py): Hindi and Urdu muavza,
Hindi and Marathi nuksan bharpai, Bengali khotipuron, Tamil izhappeedu, Telugu and Kannada parihara (in their
scripts), Gujarati valtar, and the English word; a question in one finds the note written in another. Invented
notes, with names no data set holds."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.lexicon import expand, stem
from tareekh.agent.question import Question


def rec(i: int, text: str) -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=["L4"], date=f"2026-0{i}-11", kind="hearing")


RECORDS = [
    rec(1, "Borkatoky land reference - LAO's counsel sought time for reply. ND 14.8."),
    rec(2, "Borkatoky land reference - Collector filed affidavit: compensation of Rs. 6,12,000 paid to claimants "
           "2 and 3; Yellappagol's share withheld for want of legal heir certificate."),
    rec(3, "Borkatoky land reference - Dhondiba cross-examined on the boundary of survey no. 41."),
]


def test_a_hinglish_question_finds_the_english_note():
    q = Question(text="borkatoky ko muavza mila kya", kind="yes_no", today=date(2026, 9, 1), cases=["L4"])
    ids = [h.rec.entry_id for h in closest(q, RECORDS, name_stems={"borka"}, anchor_stems=set())]
    assert ids and ids[0] == 2, ids


def test_the_same_concept_in_the_south_and_the_east():
    want = stem("compensation")
    for word in ("izhappeedu", "khotipuron", "bharpai", "valtar", "muavja",
                 "मुआवजा", "ক্ষতিপূরণ", "ಪರಿಹಾರ", "இழப்பீடு"):
        assert want in expand(word), word
    assert "ಪರಿಹಾರ" in expand("compensation") and "இழப்பீடு" in expand("compensation")


def test_a_word_that_only_shares_its_first_letters_is_not_compensation():
    assert stem("compensation") not in expand("nashta")  # breakfast, in Hindi
    assert stem("compensation") not in expand("khatian")  # a record of rights, in Bengal and Assam
    assert stem("compensation") not in expand("parihar")  # a surname (a judge's, a party's) in the north
