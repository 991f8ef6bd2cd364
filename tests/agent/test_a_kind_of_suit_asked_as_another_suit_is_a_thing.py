"""A kind word strung by a possessive onto a word for a case ("declaration ka suit", "partition er mamla", "bantwara
cha dava") describes a suit asked of, not the matter the question is asked in: a matter whose notes never write the
kind has no such suit on record (agent/rests_on.py). A kind word that is itself the case's word before a postposition
("appeal il", "suit me") still names the matter asked in. Invented Hindi, Bengali, Marathi and Malayalam questions."""

from __future__ import annotations

import pytest

from tareekh.agent.rests_on import _not_the_thing


@pytest.mark.parametrize("typed, kind", [
    ("Harbaksh ne vasiyat ke liye declaration ka suit lagaya kya?", "declaration"),  # Hindi
    ("Tapobrata ki partition er mamla korechhe?", "partition"),  # Bengali
    ("Vitthoba ne partition cha dava dakhal kela ka?", "partition"),  # Marathi
])
def test_a_kind_strung_onto_a_word_for_a_case_is_a_thing_asked(typed, kind):
    assert _not_the_thing(typed, [kind], texts=["Mutation appeal: reply filed; arguments heard."]) == [kind]


@pytest.mark.parametrize("typed, kind", [
    ("Kunhikannan appeal il deposit cheytho?", "appeal"),  # Malayalam: the matter itself, an appeal
    ("Harbaksh suit me WS aaya kya?", "suit"),
])
def test_a_kind_word_before_a_postposition_still_names_the_matter(typed, kind):
    assert _not_the_thing(typed, [kind], texts=["Reply filed; arguments heard."]) == []
