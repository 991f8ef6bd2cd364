"""A case anchored the way a lawyer names it: a nickname word typed a letter or two off ("Marigld case"), a short
name typed in an Indian script before the word for a case ("इल्मा केस", "ইল্মা কেসে"), and the word for "which" of
each language the tables hold never read as a word of a case's name ("kauta case", "ಯಾವ ಕೇಸ್").

Names are invented; none is a data set's."""

from __future__ import annotations

import pytest

from tareekh.agent.heard import Heard, indic_names, respell
from tareekh.agent.tongues import role

NAMES = ["Marigold nursery dispute", "Tanvika maintenance", "Ilma dowry trial", "Kantara quarry", "Kantora plots"]


@pytest.fixture(scope="module")
def heard() -> Heard:
    return Heard(NAMES + ["Debjani Barua"], common=["sharma"], nicknames=NAMES)


def test_a_nickname_word_typed_a_letter_off_is_respelt_as_the_registry_writes_it(heard):
    # (neither heard alike: a consonant left out, one mistyped)
    assert respell("marigod case ki agli tareekh", heard).startswith("Marigold case")
    assert respell("Tanvija wale matter me kya hua", heard).startswith("Tanvika wale")


def test_a_person_s_name_a_letter_off_a_registry_person_s_is_not_taken_for_them(heard):
    # (a counsel "Barua" is no nickname: "Baruah" may be another person; it is heard by its sound alone)
    assert respell("Baruah ke khilaf complaint kab hai?", heard) == "Baruah ke khilaf complaint kab hai?"


def test_a_typed_word_two_names_are_as_near_to_is_left_as_typed(heard):
    assert respell("kantra case next date", heard) == "kantra case next date"


def test_a_word_too_far_from_every_name_or_not_where_a_name_stands_is_left_as_typed(heard):
    assert respell("narigold case next date", heard) == "narigold case next date"  # a name starts with its letter
    assert respell("tanvi case next", heard) == "tanvi case next"  # two letters short of a seven-letter name
    assert respell("we spoke about tanvija yesterday", heard) == "we spoke about tanvija yesterday"


def test_a_common_surname_is_never_taken_for_a_name_it_is_a_letter_from():
    heard = Heard(["Sharda appeal"], common=["sharma", "sharda"], nicknames=["Sharda appeal"])
    assert respell("Sharma case next date", heard) == "Sharma case next date"


def test_a_short_name_typed_in_devanagari_or_bengali_before_the_word_for_a_case_is_the_registry_s(heard):
    assert indic_names(["इल्मा", "केस"], heard) == {0: ("Ilma", 1)}
    assert indic_names(["ইল্মা", "কেস"], heard) == {0: ("Ilma", 1)}


def test_a_short_script_word_standing_alone_is_no_name(heard):
    assert indic_names(["इल्मा", "आज"], heard) == {}


@pytest.mark.parametrize("word", ["kauta", "kou", "keunta", "କେଉଁ", "କୋଉଟା", "ಯಾವ", "ഏത്", "ఏది", "કયો", "कोणता",
                                  "ਕਿਹੜਾ", "எந்த", "কোনটা"])
def test_the_word_for_which_of_each_language_is_a_question_word(word):
    assert role(word) == "which"


def test_a_word_beside_a_name_but_before_no_case_word_is_not_taken_for_a_misspelt_name(heard):
    # "<name> pura tanka …": a word of the language after a party's name is no misspelt nickname
    assert respell("Tanvika marigod paid in full?", heard) == "Tanvika marigod paid in full?"
    assert respell("ilmaa case", heard) == "ilmaa case"  # (a name of four letters is too short to be misspelt)
