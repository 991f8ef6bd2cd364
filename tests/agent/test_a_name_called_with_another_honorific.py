"""A person the registry holds with one honorific glued to the name ("Kusumlataben", "Tanubhai") called in a question
with another typed apart ("Kusumlata didi", "Tanu bhau", "Kusumlata ba"): the honorific is how the lawyer addresses
them, so the name is the registry's one person, not an unknown word and a topic."""

from __future__ import annotations

import pytest

from tareekh.agent.honorifics import honorifics_apart

VOCAB = frozenset({"kusumlataben", "tanubhai", "hirkani", "patil"})


@pytest.mark.parametrize("typed, read", [
    ("kusumlata didi ka appeal kab hai", "kusumlataben ka appeal kab hai"),  # Hindi
    ("tanu bhau chi case kay jhali", "tanubhai chi case kay jhali"),  # Marathi
    ("Kusumlata ba ni appeal", "kusumlataben ni appeal"),  # Gujarati
    ("tanu dada r mamla", "tanubhai r mamla"),  # Bengali
])
def test_a_name_typed_with_another_honorific_is_the_registry_s_person(typed, read):
    assert honorifics_apart(typed, VOCAB) == read


def test_a_name_the_registry_holds_bare_keeps_the_honorific_it_was_typed_with():
    assert honorifics_apart("hirkani tai ka case", VOCAB) == "hirkani tai ka case"


def test_a_word_that_two_held_names_begin_with_is_left_as_typed():
    vocab = VOCAB | {"tanuben"}
    assert honorifics_apart("tanu didi ka case", vocab) == "tanu didi ka case"
