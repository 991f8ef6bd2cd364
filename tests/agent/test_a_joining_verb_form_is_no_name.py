"""A verb form that joins a clause ("when they were absent", "for not giving", "while he was") is no person and no
thing, in any language the tables hold: the real step it asks of is answered, never said back as an unknown name.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.tongues import role
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2026-12-01"
NOTES = [
    ("S1", "2026-08-11", "Suit 51: PW1 Sinam Rongmei chief affidavit filed. Defendant to file WS. ND 16.09.2026."),
    ("S1", "2026-09-16", "Suit 51: Defendant's counsel absent, no one appeared for the defendant. WS not filed. "
                         "Adjourned on costs of Rs. 700/- payable by the defendant to the plaintiff. ND 28.10.2026."),
    ("S1", "2026-10-28", "Suit 51: costs 700 paid by Khongsai. WS filed. ND 09.12.2026 for issues."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="S1", number="O.S. No. 51 of 2026", short_name="Rongmei boundary suit",
                                    title="Sinam Rongmei vs Wanshai Khongsai",
                                    nature="declaration and injunction over a boundary wall"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "joining-verb-form-no-name", build)


@pytest.mark.parametrize("word, expected", [
    ("bandaaga", "while"), ("kottaga", "while"),  # Kannada: when (they) came, gave
    ("vachinappudu", "while"),  # Telugu: when (it) came
    ("vandhappo", "while"), ("varumbodhu", "while"),  # Tamil: when (he) came, while coming
    ("aayappol", "while"), ("varumbol", "while"),  # Malayalam: when (it) became, while coming
    ("aalyavar", "link"),  # Marathi: upon coming
    ("deoay", "link"), ("korar", "link"),  # Bengali: for giving, of doing
    ("dibaru", "link"),  # Odia: from giving
    ("nidile", "link"),  # Assamese: not having given
    ("kodade", "link"),  # Kannada: without giving
    ("tevha", "link"), ("tokhon", "link"),  # Marathi, Bengali: then
])
def test_a_joining_form_of_a_verb_has_a_role_of_grammar(word, expected):
    assert role(word) == expected


@pytest.mark.parametrize("word", ["bhurdaga", "ragaa", "pappo"])
def test_a_word_that_only_ends_like_a_joining_form_has_no_role(word):
    assert role(word) is None  # a place or name ending alike ("-rdaga") is not taken in; nor a short word


@pytest.mark.parametrize("question", [
    "rongmei suit e WS na deoay Khongsai ke koto cost dite holo?",  # Bengali: for not giving, to <surname>
    # a verb no table holds ("for not sending"): the negation before it tells it is one
    "rongmei suit e WS na pathanoy Khongsai ke koto cost dite holo?",
])
def test_a_verb_after_a_negation_is_no_given_name_before_a_held_surname(pr, question):
    whole = pr.ask(question, today=TODAY).answer
    assert "no one called" not in whole.lower(), whole
    assert "700" in whole.splitlines()[0], whole


@pytest.mark.parametrize("question", [
    "rongmei suit il defendant vakil absent aayappol madam cost ittu? ethra?",  # Malayalam: when (he) was absent
    "rongmei suit lo defendant lawyer raanappudu madam cost vesara? entha?",  # Telugu: when (he) did not come
    "rongmei suit la defendant vakil absent zalyavar madam ne cost lavla ka? kiti?",  # Marathi: upon being absent
    # Kannada "for not coming", and its verb of putting, which files a paper but imposes costs
    "rongmei suit alli defendant vakilru baradiddakke madam cost haakidra? eshtu?",
])
def test_a_when_clause_before_a_courtesy_word_is_no_person(pr, question):
    whole = pr.ask(question, today=TODAY).answer
    assert not whole.startswith("Nothing in your notes on"), whole
    assert "700" in whole.splitlines()[0], whole


def test_a_given_name_nobody_holds_before_a_held_surname_is_still_said_back(pr):
    whole = pr.ask("Niloy Khongsai ke koto cost dite holo?", today=TODAY).answer
    assert whole.startswith("There is no one called Niloy Khongsai"), whole
