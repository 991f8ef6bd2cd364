"""Time taken in the Hindi plural of respect ("time le liye", "time le lie") is time sought as "le liya" is; and a
noun of time of any Indian language with the Hindi verb of asking or taking, as a mixed note writes it ("vel maanga",
"somoy liya", "gaduvu maangi"), is too; a time limit fixed is not. Invented notes, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="petitioner", our_names=["khatkhate"], other_names=["mirzapuri"],
                client_names=["khatkhate"], case_words=["khatkhate"], judge_names=["varkhede"])


def _adj(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["R1"], record_date="2026-04-14", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("note", [
    "14.4.26 rent case - Mirzapuri ji phir time le liye, kahe dusre court me busy. ND 19.5.26",
    "14.4.26 rent case - Mirzapuri sahab ne jawab ke liye time le lie. ND 19.5.26",
    "14.4.26 rent case - Mirzapuri ne phir vel maanga, reply tayar nahi. ND 19.5.26",
    "14.4.26 rent case - Mirzapuri somoy liya, client bahar. ND 19.5.26",
    "14.4.26 rent case - Mirzapuri ne counter ke liye gaduvu maangi. ND 19.5.26",
])
def test_the_other_side_s_time_taken_is_read(note):
    got = _adj(note)
    assert got and got[0].sought_by == "other", got


def test_a_time_limit_is_no_time_taken():
    assert not [e for e in _adj("14.4.26 rent case - bahas hui, order 19.5.26 ko. Time limit 30 din ki di.")
                if e.sought_by in ("ours", "other")]


@pytest.mark.parametrize("note", [
    "14.04.2026 - ਮਿਰਜ਼ਾਪੁਰੀ ਵਕੀਲ ਨੇ ਕਿਹਾ ਗਵਾਹ ਸ਼ਹਿਰੋਂ ਬਾਹਰ ਹੈ, ਤਾਰੀਖ਼ ਲੈ ਲਈ। ਅਗਲੀ ਪੇਸ਼ੀ 19.05.2026",
    "14.04.2026 - જવાબ આવ્યો નથી, મિર્ઝાપુરી સાહેબે મુદત માટે પુરસીસ આપી. આગલી તા. 19/05",
])
def test_time_taken_or_asked_by_paper_in_the_scripts(note):
    assert _adj(note), note
