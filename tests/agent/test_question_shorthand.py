"""A question typed in a hurry is read like the same question typed in full: the law's and the chat's short forms,
words without their vowels, one-letter slips and a synonym of the act asked (on the registry of
the test practice, pune.py)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.people import people_for
from tareekh.agent.question import _VOCABULARY, NameIndex, understand
from tareekh.agent.shorthand import LAW_WORDS, written_out
from tests.agent import pune

TODAY = date(2026, 3, 10)


@pytest.fixture
def reg(practice):
    pune.build_registry(practice)
    return practice.registry


def ask(reg, text, *, people_case=None):
    people = None
    if people_case:
        from tareekh.agent.layout import card_for

        people = people_for(card_for(reg, people_case))
    return understand(text, registry=reg, today=TODAY, index=NameIndex(reg), people=people)


def spelt(text: str) -> str:
    return written_out(text, _VOCABULARY | LAW_WORDS, lambda w: w in {"baner", "kothrud", "patwardhan"})


@pytest.mark.parametrize("typed, full", [
    ("NDOH in Baner plot?", "next date of hearing in Baner plot?"),
    ("next dt kothrud WP", "next date kothrud WP"),
    ("wht hppnd in baner", "what happened in baner"),
    ("adjrnmts by opp side", "adjournments by opposite side"),
    ("no. of adjornments", "number of adjournments"),
    ("where r we in kothrud", "where are we in kothrud"),
    ("kb h agli hrg", "kab hai agli hearing"),
    ("ab kya krna h", "ab kya karna hai"),
])
def test_short_forms_and_vowelless_words_are_written_out(typed, full):
    assert spelt(typed) == full


@pytest.mark.parametrize("typed", [
    "Patwardhan NBW CRP",  # a registry name and a court's letters in capitals
    "Did Mr Hrsh Dsai sign?",  # a name typed with a capital inside the sentence is a name, not a hurried word
    "part of the land near the shop",  # ordinary words are left as typed
    "what did the judge want, the copy or the decree?",  # a word with a vowel inside is a word, not a hurried one
    "bail mein der ho rahi thi",  # "der" is a word of its own, not "decree" without vowels
    "count chestada? clients ready aa?",  # another language's verb and a plural are not slips of the law's words
    "was a notice issued? summons served?",  # another form of a law's word ("issues") is not a slip of it
    "Remind me to file the reply by Friday",  # a short word one letter from a law's word ("remand") is its own
])
def test_names_and_ordinary_words_are_left_as_typed(typed):
    assert spelt(typed) == typed


@pytest.mark.parametrize("text, kind", [
    ("NDOH in Kothrud WP?", "next_date"),
    ("next dt baner plot", "next_date"),
    ("Kothrud WP kab lagi hai agli baar", "next_date"),
    ("baner plot wht hppnd lst time", "last_time"),
    ("Baner plot 26/2 hearing - what took place", "last_time"),
    ("where r we in Baner plot", "last_time"),
    ("no. of adjrnmts in Baner plot", "count"),
    ("Patwardhan usual tricks?", "pattern"),
    ("Anil admissions in cross?", "said"),
    ("Baner costs paid?", "yes_no"),  # a thing and its past participle, typed short
    ("Kothrud counter filed?", "yes_no"),
])
def test_a_hurried_question_is_of_the_same_kind(reg, text, kind):
    assert ask(reg, text).kind == kind


def test_the_law_s_short_form_before_a_case_name_is_not_part_of_the_name(reg):
    q = ask(reg, "NDOH Kothrud water tank WP?")
    assert q.kind == "next_date" and q.cases == ["K3"] and q.unknown_case is None


@pytest.mark.parametrize("text, side", [
    ("adjrnmts taken by opp side in Baner plot - how many?", "other"),
    ("how many adjournments on our side in Baner plot", "ours"),
])
def test_who_acted_when_typed_short(reg, text, side):
    assert ask(reg, text, people_case="K1").actor_side == side



def test_a_two_word_name_nobody_knows_typed_in_lower_case_before_a_subject_word_is_an_unknown_case(reg):
    q = ask(reg, "ravi shinde flat NDOH?")
    assert q.unknown_case == "ravi shinde flat" and q.cases == []


def test_ordinary_lower_case_words_before_a_subject_word_are_still_not_a_case(reg):
    assert ask(reg, "what about half the land?").unknown_case is None


def test_a_bare_participle_is_not_a_yes_no_question_about_a_thing(reg):
    assert ask(reg, "not reached?").kind != "yes_no"


def test_a_lead_in_of_need_is_not_a_topic_of_the_question(reg):
    q = ask(reg, "need status of Baner plot costs - paid or not?")
    assert q.kind == "yes_no" and q.cases == ["K1"] and "need" not in q.topics
