"""A quoted item of a labelled list keeps its line's label (agent/runs_on.py, with_its_label): the sentence splitter
ends a sentence at a list marker's stop ("Witnesses: 1." / "<name> s/o …"), and the item quoted alone no longer says
what it is — the witness to a deed, an accused, an issue. Invented deeds in English and Bengali, with names no data
set holds."""

from __future__ import annotations

from tareekh.agent.runs_on import with_its_label

DEED = ("SALE DEED\nVendor: Olanrewaju Pushkarni, r/o Tilak Road\nConsideration: Rs. 18,00,000\n"
        "Witnesses: 1. Raghunandini Pothuraju w/o Sekhar, r/o Ward 4  2. Tsomo Dolkar d/o Pema, r/o Ward 9\n"
        "Registered on 02.03.2019.")
BENGALI = ("দানপত্র\nদাতা: পুষ্করিণী পোতুরাজু\nসাক্ষী: 1. রঘুনন্দিনী দাস, গ্রাম শিমুলিয়া  2. ৎসোমো রায়, গ্রাম বেলতলা\n")


def test_an_item_quoted_after_its_marker_keeps_the_label():
    out = with_its_label(DEED, ["Raghunandini Pothuraju w/o Sekhar, r/o Ward 4  2."])
    assert out[0].startswith("Witnesses: 1. Raghunandini"), out
    out = with_its_label(BENGALI, ["রঘুনন্দিনী দাস, গ্রাম শিমুলিয়া  2."])
    assert out[0].startswith("সাক্ষী: 1."), out


def test_a_sentence_after_a_whole_sentence_takes_nothing_before_it():
    assert with_its_label(DEED, ["Registered on 02.03.2019."]) == ["Registered on 02.03.2019."]
    # the second item: what stands before it is the first item, not a label
    item2 = "Tsomo Dolkar d/o Pema, r/o Ward 9"
    assert with_its_label(DEED, [item2]) == [item2]
