"""A language's "is there?" with its asking clitic ("costs undo?", "stay irukka?", "report unda?", "order ideya?", the
perfect "vechitundo") and its "do" ("sweekar kala ki?", "korile", "garyo") are how a thing is asked, never part of
it: the answer is never "no record mentions a costs undo" or "your notes do not write 'sweekar kala'".
agent/step_words.py, agent/thing_absent.py, agent/rests_on.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.step_words import _LIGHT_VERB, being_asked
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="O.S. No. 208 of 2025", short_name="Vettukad chitty suit",
                                    title="Vettukad Traders vs Ozhukkil Baburajan", side="plaintiff"))
    practice.ingest_text("ORDER\nThe ex parte decree against the defendant is set aside on condition that he pays "
                         "costs of Rs. 1,500 to the plaintiff within two weeks.", name="p1 order.txt", case_id="P1",
                         date="2026-02-10", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "asking-verb-no-thing", build)


@pytest.mark.parametrize("question", ["chitty suit-il costs undo?", "chitty suit la costs irukka?",
                                      "chitty suit lo costs unda?"])
def test_is_there_with_its_asking_clitic_is_no_part_of_the_thing(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "mentions" not in first_line(a) and "do not write" not in first_line(a), a.answer
    assert "1,500" in a.answer, a.answer


@pytest.mark.parametrize("word", ["undo", "irukka", "unda", "ideya", "vechitundo", "kottideya", "pannirukka"])
def test_the_dravidian_is_there_asked_is_read_as_asking(word):
    assert being_asked(word)


@pytest.mark.parametrize("word", ["fund", "fundo", "panda", "rotunda", "costs", "order"])
def test_a_word_that_merely_ends_alike_is_no_asking(word):
    assert not being_asked(word)


@pytest.mark.parametrize("word", ["kala", "karila", "korile", "garyo", "kelem", "cheytho"])
def test_the_do_of_odia_assamese_nepali_konkani_malayalam_is_a_light_verb(word):
    assert word in _LIGHT_VERB
