"""A matter the lawyer's note names in quotation marks right before the word for a case ('"kesar baug" case',
"the 'ghoda gaadi' wala case", "“tamarind grove” matter") is called so from that one note: the quotes mark it as the
matter's name, where a word merely written before "case" must be written so in two notes. A quoted word of grammar,
a quoted number or a quote with no word for a case after it names nothing; a name whose every word the registry
already gives a case is not learned again. Invented notes and names, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.agent.notes_names import called_in_notes, quoted_before_case, said_as_name, words_of


def _owners(word: str) -> set[str]:
    registry = {"orchard": {"K1"}, "dispute": {"K1"}, "hmingthanga": {"K2"}}
    return registry.get(word, set())


@pytest.mark.parametrize("text, name", [
    ('OS 61/2030 - "kesar baug" case - commissioner report filed.', "kesar baug"),
    ("Aaj 'ghoda gaadi' wala case me summons nikla.", "ghoda gaadi"),
    ("“tamarind grove” matter: counter due on 4.3.", "tamarind grove"),
])
def test_a_quoted_name_before_a_word_for_a_case_is_read(text, name):
    assert quoted_before_case(text) == {name}


@pytest.mark.parametrize("text", [
    'Client said "this" case is weak.',            # a word of grammar
    'He wrote "2031" case number wrong.',          # a number
    'Witness said "I saw nothing" and left.',      # no word for a case after the quote
    'A lapsed permit is not "no permit". Case law to be shown.',   # the quote ends its sentence
    'Doctor noted "lamp fell" - case sheet has it.',               # a dash: the case word starts another clause
    'Judge asked "diary kahan?" case diary called.',               # a question quoted
])
def test_a_quote_that_names_no_matter_is_not_read(text):
    assert quoted_before_case(text) == set()


def test_one_note_teaches_a_quoted_name_but_not_a_bare_word():
    records = [('12.01.2031 - "kesar baug" case - Hmingthanga cross over. ND 4.2.31', ["K1"]),
               ("04.02.2031 - mango case - arguments. ND 9.3.31", ["K2"])]
    assert called_in_notes(records, _owners) == {"K1": ("kesar baug",)}


def test_a_quoted_name_the_registry_already_holds_is_not_learned_again():
    records = [('"orchard dispute" case - reply filed.', ["K1"])]
    assert called_in_notes(records, _owners) == {}


def test_the_question_names_the_matter_by_both_quoted_words():
    assert said_as_name("kesar baug", words_of("kesar baug ma commissioner kon aavya?"))
    assert not said_as_name("kesar baug", words_of("baug ma kesar ugade?"))
