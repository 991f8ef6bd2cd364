"""Time taken or asked in the word for time of every language the tables hold, typed in Latin letters or in its
script — the Urdu and Hindustani "waqt / vakt" ("waqt liya", "वक्त मांगा", "وقت لیا"), the Tamil and Malayalam
"neram" — and a step put off with the one who put it off written between ("jirah <counsel> ne taal di", "जिरह
<counsel> ने टाल दी"): the side is the doer's, not a party of the sentence before; the bench as the doer is no side.
Invented text and names."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _adjournments(text: str):
    people = People(our_side="plaintiff", our_names=["zulekha", "bilgrami"], other_names=["tasneem", "zaverchand"])
    rec = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2027-03-02", doc_type="typed_note",
                 people=people)
    return [e for e in extract(rec) if e.kind == "adjournment"]


@pytest.mark.parametrize("text", [
    "Zaverchand sahab ne WS ke liye waqt liya. Next 12.04.2027.",
    "Defendant ke vakil ne phir vakt maanga. Next 12.04.2027.",
    "प्रतिवादी के वकील ने वक्त लिया। अगली तारीख 12.04.2027",
    "مدعا علیہ کے وکیل نے وقت لیا۔ Next 12.04.2027",
    "Defendant counsel neram kettaar. Next 12.04.2027.",
])
def test_the_word_waqt_or_neram_is_time_taken(text):
    adj = _adjournments(text)
    assert adj and adj[0].sought_by == "other", text


@pytest.mark.parametrize("text", [
    "Zulekha ka bayan ho gaya. Jirah Zaverchand sahab ne taal di - bole file dekhni hai. Next 12.04.2027.",
    "Zulekha ka bayan ho gaya. जिरह प्रतिवादी के वकील ने टाल दी। अगली तारीख 12.04.2027",
])
def test_a_step_put_off_by_the_one_named_before_the_ergative_is_theirs(text):
    adj = _adjournments(text)
    assert adj and adj[0].sought_by == "other", text


def test_a_step_put_off_by_the_bench_is_no_side_s():
    adj = _adjournments("Zulekha ka bayan ho gaya. Jirah judge sahab ne taal di. Next 12.04.2027.")
    assert adj and adj[0].sought_by == "court"


@pytest.mark.parametrize("text", ["Us waqt defendant court me the. Next 12.04.2027.",
                                  "Kis waqt hearing hai, pata karo. Next 12.04.2027."])
def test_the_word_for_time_alone_takes_no_day(text):
    assert not [a for a in _adjournments(text) if a.sought_by in ("ours", "other")]


@pytest.mark.parametrize("text, purpose", [
    ("Zaverchand sahab ne reply ke liye waqt liya. Next 12.04.2027.", "reply ke liye"),
    ("Tasneem 40,000 deposit panninaar. Balance 40,000 kku time kettaar, judge koduthaar. Next 12.04.2027.",
     "Balance 40,000 kku"),
    ("Counsel Zaverchand objection ge time kelidru. Next 12.04.2027.", "objection ge"),
    ("Zaverchand counter kosam time adigaru. Next 12.04.2027.", "counter kosam"),
])
def test_what_the_time_was_for_said_before_the_ask_is_its_plea(text, purpose):
    adj = _adjournments(text)
    assert adj and adj[0].sought_by == "other" and adj[0].reason == purpose, adj


def test_the_bench_giving_the_time_is_no_plea():
    adj = _adjournments("Defendant ne time maanga, judge sahab ne de diya. Next 12.04.2027.")
    assert adj and adj[0].sought_by == "other" and not adj[0].reason
