"""A record's text is cut into sentences once and the cut kept (events/text.py): every caller gets its own list of
the same sentences, so one that changes its list changes no other's, and two texts never share a cut."""

from __future__ import annotations

from tareekh.events.text import sentences


def test_the_same_text_gives_the_same_sentences_in_a_list_of_its_own():
    note = "DW2 Lalremsiami examined. Cross deferred; Rs. 500 costs. ND 4.5.29"
    first = sentences(note)
    first.append(first[0])  # a caller's own change
    again = sentences(note)
    assert [s.text for s in again] == ["DW2 Lalremsiami examined.", "Cross deferred;", "Rs. 500 costs.", "ND 4.5.29"]
    assert again is not first and len(again) == 4


def test_another_text_is_cut_on_its_own():
    assert [s.text for s in sentences("Adjourned. Costs paid.")] == ["Adjourned.", "Costs paid."]
    assert [s.text for s in sentences("Adjourned; costs paid.")] == ["Adjourned;", "costs paid."]
