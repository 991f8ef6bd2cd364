"""A thing asked of a matter by an English agent noun the sentence model's vocabulary lacks ("informer", "approver":
the one who informs, approves), no record of the matter writing it, is said first to be on no record, in whatever
language the question is typed; before, such a noun was taken for a word of the question's language, set aside, and
the matter's last and next dates were given as if nothing had been asked.

A small practice written for these tests, in other words than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.agent.english_words import is_english as in_vocabulary
from tareekh.agent.plain_words import is_english
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("F1", "2025-02-10", "Haldipur dacoity trial. PW2 Chakladar examined in chief, cross deferred. Next date 18.03.2025."),
    ("F1", "2025-03-18", "PW2 Chakladar cross-examined by the defence. Next date 22.04.2025 for PW3 Mukhopadhyay."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="F1", number="Sessions Trial No. 61 of 2024", short_name="Haldipur dacoity",
                                    title="State vs Rongpi & Ors.", side="accused"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "agent_noun", build)


@pytest.mark.parametrize("word", ["informer", "approver", "executors"])
def test_an_agent_noun_of_a_verb_the_vocabulary_holds_is_english(word):
    assert is_english(word) and in_vocabulary(word)


@pytest.mark.parametrize("word", ["adalater", "ukiler", "amader"])
def test_a_long_genitive_of_an_indian_language_is_not_taken_for_one(word):
    # Bengali and Assamese "-er" (of): "adalater" (of the court) is no agent noun
    assert not is_english(word)


def test_a_thing_no_record_holds_asked_in_bengali_is_said_to_be_on_no_record_first(pr):
    a = pr.ask("Haldipur dacoity te keu informer hoyechilo?", today="2025-04-01")
    line = first_line(a).lower()
    assert line.startswith(("no record", "nothing in your notes", "not on record")), a.answer
    assert "22 apr 2025" not in line, a.answer
