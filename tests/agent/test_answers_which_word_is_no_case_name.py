"""A question word before "case" ("which case", said twice or declined as the language declines it) asks which of
the matters; it is grammar, never the name of a case the registry lacks. A name nobody holds is still said back.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

NOTES = [
    ("2026-03-02", "S1", "Vasai godown suit - interim stay on demolition granted till next date. ND 20.04.2026."),
    ("2026-04-20", "S1", "Vasai godown suit - stay extended. Written statement filed. ND 15.06.2026."),
    ("2026-03-09", "S2", "Ooty tea estate appeal - admitted. No stay. ND 11.05.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="O.S. 77 of 2025", short_name="Vasai godown suit", title="Irfan Lakdawala vs Corporation"))
    reg.add_case(Case(id="S2", number="A.S. 12 of 2026", short_name="Ooty tea estate appeal", title="Meenakshi Estates vs Thomas"))
    for day, cid, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "which-word-no-case", build)


@pytest.mark.parametrize("question", [
    "kuthlya kuthlya case madhe stay ahe?",  # Marathi, "which" said twice and declined
    "konatya case madhe stay ahe?",  # Marathi, "which" declined
    "yaavudara case alli stay ide?",  # Kannada, "which" declined
    "kehdiyan case ch stay hai?",  # Punjabi, "which" declined (plural)
    "ethu ethu case la stay irukku?",  # Tamil, said twice
])
def test_a_question_word_before_case_is_not_a_case_nobody_holds(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert not a.answer.startswith("No such case"), a.answer


@pytest.mark.parametrize("question", ["sharma ka case kab hai?", "Kaushik er case er porer date?"])
def test_a_name_nobody_holds_before_case_is_still_said_back(pr, question):
    a = pr.ask(question, today="2026-05-01")
    assert a.answer.startswith("No such case"), a.answer
