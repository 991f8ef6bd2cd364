"""A statute typed by its letters before the word for an act ("DV Act ki complaint", "NI Act case", "NDPS kanoon")
inside a question that already names its matter is a thing asked in that matter, never the name of another matter
the registry lacks: the matter named stays the question's, and a thing no record of it writes is then said to be not
on record there. Before, "<matter> me <party> ne DV Act ki complaint daali thi kya?" lost its matter and asked back
which of the practice's cases was meant. A name in capitals that is no statute's is still another matter's name.

A small practice written for these tests, with names no data set holds; questions in Hindi, Malayalam and Tamil.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.act_words import statute_letters
from tareekh.agent.context import build_context
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2026-08-04"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="D1", number="O.P. No. 211 of 2025", short_name="Thekkumkoor divorce",
                      title="Valsamma vs Ilanchezhian Thekkumkoor", nature="divorce under the Hindu Marriage Act"))
    reg.add_case(Case(id="N1", number="S.T. No. 90 of 2025", short_name="Kaithavana cheque case",
                      title="Kaithavana Traders vs Ilanchezhian", nature="s. 138 Negotiable Instruments Act"))
    reg.add_case(Case(id="F1", number="O.A. No. 14 of 2026", short_name="Pallikkal forest eviction",
                      title="State vs Pallikkal", nature="eviction under the Forest Act"))
    practice.ingest_text("Thekkumkoor divorce: counter filed by the respondent. ND 04.08.2026.", name="d1.txt",
                         case_id="D1", date="2026-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    from tareekh.practice import Practice

    with Practice.open(home_built_by(tmp_path_factory, "statute-letters", build)) as p:
        yield p.registry


@pytest.mark.parametrize("question", [
    "Thekkumkoor divorce me Valsamma ne DV Act ki complaint bhi daali thi kya?",  # Hindi
    "thekkumkoor divorce-il valsamma DV Act complaint koduthittundo?",  # Malayalam
    "thekkumkoor divorce la valsamma DV kanoon complaint kuduthaangala?",  # Tamil, the act in an Indian word
])
def test_the_matter_named_stays_the_question_s(registry, question):
    q = build_context(question, registry=registry, today=date.fromisoformat(TODAY)).question
    assert q.cases == ["D1"] and q.unknown_case is None, (q.cases, q.unknown_case)


@pytest.mark.parametrize("run, typed, expected", [
    (["dv", "act", "ki"], "me DV Act ki complaint", True),
    (["n.i.", "act"], "N.I. Act case", True),
    (["ndps", "kanoon"], "NDPS kanoon wala case", True),
    (["kovalam", "act"], "Kovalam act case", False),  # a proper name, not a statute's letters
    (["ksrtc", "bus"], "KSRTC bus case", False),  # letters, but before no word for an act
])
def test_a_statute_s_letters_are_read_by_the_word_for_an_act(run, typed, expected):
    assert statute_letters(run, typed) is expected
