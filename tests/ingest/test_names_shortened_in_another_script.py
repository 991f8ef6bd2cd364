"""A registered name written in an Indian script the way its bearer is called: a name of three words by its given
name and surname only ("Haripal Zalavadiya" of "Haripal Mohanbhai Zalavadiya", found as those Roman words). A
shortened form two registered names share names neither. Names written for this test (a Gujarati diary)."""

from __future__ import annotations

from tareekh.registry.sounds import names_in_devanagari


def test_a_three_word_name_written_by_given_name_and_surname_is_found():
    names = ["Haripal Mohanbhai Zalavadiya", "Vekariya"]
    # (as the Roman words it sounds like: the resolver weighs them as if the note had written them so)
    assert names_in_devanagari("આજે હરિપાલ ઝાલાવડિયા ની જુબાની", names) == ["Haripal Zalavadiya"]


def test_a_short_form_two_registered_names_share_names_neither():
    names = ["Haripal Mohanbhai Zalavadiya", "Haripal Dineshbhai Zalavadiya"]
    assert names_in_devanagari("આજે હરિપાલ ઝાલાવડિયા ની જુબાની", names) == []


def test_the_full_registered_short_name_wins_over_a_longer_names_short_form():
    names = ["Haripal Mohanbhai Zalavadiya", "Haripal Zalavadiya"]
    assert names_in_devanagari("આજે હરિપાલ ઝાલાવડિયા ની જુબાની", names) == ["Haripal Zalavadiya"]
