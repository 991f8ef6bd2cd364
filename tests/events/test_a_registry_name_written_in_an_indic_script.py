"""A note names the other side's counsel or party by the registry's name written in its own script ("ठकराल जी ने
फिर मोहलत मांगी", "ঠাকরাল উকিল সময় চাইলেন"): that is the same person, of the same side, as the Roman name the
registry holds — the time he sought is the other side's, not a day no side is known for. Invented notes and names,
written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract
from tareekh.events.sides import Sides, heard_key

PEOPLE = People(our_side="plaintiff", our_names=["ruparel", "kumbhojkar"], other_names=["thakral", "sinhal", "travels"],
                judge_names=["zalavadia"])


def _adjournment(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date="2026-05-12", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


def test_the_other_counsel_named_in_devanagari_sought_the_time():
    found = _adjournment("मनी सूट 77/25 - प्रतिवादी का जवाब दाखिल नहीं। ठकराल जी ने फिर मोहलत मांगी। अगली ता. 20.06.26")
    assert found and found[0].sought_by == "other", found


def test_without_the_name_in_script_no_side_is_read():
    # the same note naming someone the case's people do not hold: no side (the reading is not a guess)
    found = _adjournment("मनी सूट 77/25 - जवाब दाखिल नहीं। मोहनदास जी ने फिर मोहलत मांगी। अगली ता. 20.06.26")
    assert not found or found[0].sought_by == "unknown", found


@pytest.mark.parametrize("text, side", [
    ("ठकराल वकील अनुपस्थित", "other"),        # Devanagari
    ("ঠাকরাল উকিল সময় চাইলেন", "other"),       # Bengali
    ("ઠકરાલ વકીલે મુદત માંગી", "other"),        # Gujarati
    ("ਠਕਰਾਲ ਵਕੀਲ ਨੇ ਸਮਾਂ ਮੰਗਿਆ", "other"),        # Gurmukhi
    ("सिंहल साहब हाज़िर", "other"),             # a lone "h" heard: "Sinhal"
    ("रूपारेल जी आए", "ours"),                  # our own client
    ("ಕುಂಭೋಜಕರ್ ಬಂದಿದ್ದರು", "ours"),            # Kannada
])
def test_a_name_of_the_registry_in_any_indic_script_is_its_side(text, side):
    found = [m for m in Sides(PEOPLE).mentions(text) if m.side in ("ours", "other")]
    assert found and found[0].side == side, (text, found)


def test_the_judge_named_in_script_is_the_court():
    found = Sides(PEOPLE).mentions("झालावडिया साहब ने कहा")
    assert found and found[0].side == "court", found


@pytest.mark.parametrize("word", ["सुना", "सिंह", "ठाकुर", "रूप"])
def test_a_word_heard_with_fewer_or_other_consonants_is_no_name(word):
    assert not [m for m in Sides(PEOPLE).mentions(f"{word} ने कहा") if m.side in ("ours", "other")], word


def test_the_h_that_stands_alone_is_heard():
    assert heard_key("Sinhal") == heard_key("सिंहल") != heard_key("सिनल")
    assert heard_key("Chaudhary") == heard_key("चौधरी")


@pytest.mark.parametrize("text", [
    "21.01.26 टा० सू० 88/25 रूपारेल - सब जज-II - W.S. दाखिल नहीं, 500 रु० हर्जाना पर समय - अगली 18.02.26",
    "21.01.26 TS 88/25 Ruparel - Sub Judge-II - written statement not filed, time sought - next 18.02.26",
])
def test_time_for_the_written_statement_is_the_defendant_s_though_our_party_heads_the_line(text):
    # our client named in the line's heading (the matter's name), the clause of the act names no one: the W.S. is
    # the defendant's paper, so the time is theirs
    found = _adjournment(text)
    assert found and found[0].sought_by == "other", found


def test_time_for_our_replication_to_the_written_statement_stays_ours():
    found = _adjournment("TS 88/25 Ruparel - Sub Judge-II - Ruparel ne WS ka replication ke liye time liya")
    assert found and found[0].sought_by == "ours", found
