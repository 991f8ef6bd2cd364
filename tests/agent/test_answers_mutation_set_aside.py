"""A mutation asked for by its regional name ("intkal", "dakhil kharij") and whether it was cancelled, where the
revenue court's order writes it in Hindi ("नामान्तरण निरस्त किया जाता है") or in English ("set aside"): the order
answers yes. The question's closing "ki nahi" / "or not" is no word the order must hold.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import topic_groups
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="Revenue Appeal 77/2025", short_name="Devaraju revenue appeal",
                      title="Devaraju vs Hingonia", side="appellant"))
    practice.ingest_text("Devaraju revenue appeal - argued: the intkal was entered on an unregistered gift deed.",
                         name="r1 a.txt", case_id="R1", date="2026-02-03", author="Lawyer")
    practice.ingest_text("आदेश: अपीलार्थी को सुने बिना नामान्तरण स्वीकृत हुआ। अपील स्वीकार कर नामान्तरण निरस्त किया जाता है "
                         "तथा प्रकरण तहसीलदार को पुनः निर्णय हेतु भेजा जाता है।", name="r1 b.txt", case_id="R1",
                         date="2026-03-17", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "mutation-set-aside", build)


@pytest.mark.parametrize("question", ["Devaraju wala intkal cancel hua ki nahi",
                                      "was the mutation in the Devaraju revenue appeal cancelled or not?"])
def test_a_mutation_cancelled_in_the_order_s_hindi_words_answers_yes(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert line.startswith("Yes") and "निरस्त" in line, a.answer


def test_a_closing_or_not_is_no_topic():
    stems = set().union(*topic_groups("intkal cancel hua ki nahi"))
    assert "nahi" not in stems and "नामान्तरण" in stems and "~set aside" in stems


def test_land_got_back_is_land_restored():
    groups = topic_groups("jami pheri milila")
    assert any("land" in g for g in groups) and any("resto" in g for g in groups)
