"""A court short form whose written-out words hold a phrase the lexicon shortens otherwise ("GPA", "SPA": a general or
special power of attorney, which holds "power of attorney", POA) meets the paper's name as the notes write it in
their script (POA's "मुख्तारनामा"), whichever short form the question types (agent/lexicon.py); a negated phrase
("non bailable warrant") never stands for the phrase it negates."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import _shortened_within, overlap, stems, topic_groups

ORDER_LINE = "वादी की ओर से मुख्तारआम उपस्थित। मूल मुख्तारनामा अवलोकन के बाद वापस किया गया।"


@pytest.mark.parametrize("question", ["Hemprabha ka GPA court me pesh hua kya",  # Hinglish
                                      "Hemprabha-r SPA ta court e jama porechhe?"])  # Bengali typed in Latin
def test_a_power_of_attorney_asked_by_its_short_form_meets_its_hindi_name(question):
    groups = [g for g in topic_groups(question) if g & ({"gpa", "spa"})]
    assert groups and overlap(groups, stems(ORDER_LINE), ORDER_LINE) == 1


def test_a_negated_phrase_is_not_the_phrase_it_negates():
    assert _shortened_within("nbw") == set()
    assert _shortened_within("ws") == set()  # its own short form: nothing more
