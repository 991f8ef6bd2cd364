"""The Hindi belt writes "not" many ways ("nahi", "naheen", "nahee", Braj's "nayin", the chat's "nhi") and closes a
yes-or-no with any of them ("… jama karaya tha ya nayin"): each is read as the offered "or not", never a topic a
line must hold. Its relative pronouns ("jiska", "jinke", "jisme": "whose", "in which") join a clause and name
nothing either."""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.or_not import offers_yes_or_no
from tareekh.agent.question import NameIndex, understand
from tareekh.registry.models import Case


@pytest.mark.parametrize("text", [
    "kusumika ne court me kiraya jama karaya tha ya nayin",
    "appeal file hui ki naheen",
    "paisa mila ya nhi",
    "report aayi ke nahee?",
])
def test_every_spelling_of_not_offers_the_other_answer(text):
    assert offers_yes_or_no(text), text


def test_a_word_with_na_in_it_offers_nothing():
    assert not offers_yes_or_no("kusumika ka naya vakil kaun hai")


def test_neither_not_nor_a_relative_pronoun_is_a_topic(practice):
    practice.registry.add_case(Case(id="Z1", number="O.S. No. 14 of 2026", short_name="Kusumika succession",
                                    title="In re: Kusumika Rao", side="applicant"))
    q = understand("kusumika ki FD kitne ki thi jiska certificate mila ya nayin", registry=practice.registry,
                   today=datetime.date(2026, 9, 1), index=NameIndex(practice.registry))
    assert not {"jiska", "nayin"} & set(q.topics), q.topics
    assert "certificate" in q.topics or "fd" in q.topics, q.topics
