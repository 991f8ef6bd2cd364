"""A judge's ways asked with a word for "what" before a verb no table of the rules holds ("… ki lage?", "… kay
kartat?", "… enna pannuvaar?"): a content is asked of the judge, not a yes or a no, and the judge's remarks and
directions answer it — never "No record".

A small practice written for these tests (one sessions trial before one judge), in other words and names than the
data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Vinayak Bhandare, Additional Sessions Judge", short="Bhandare sir"))
    reg.add_case(Case(id="T1", number="S.C. No. 301 of 2025", short_name="Kamble trial",
                      title="State vs Sunil Kamble", judge_id="J1", side="accused"))
    notes = [
        ("2026-01-12", "Kamble trial. Bhandare sir insists the APP bring the chemical analyser report every date. "
                       "Next 09.02.2026."),
        ("2026-02-09", "Kamble trial. Police witness absent again. Court issued bailable warrant against the IO. "
                       "Next 16.03.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-unknown-verbs", build)


@pytest.mark.parametrize("question", ["Bhandare sir er court e hearing er age ki lage?",
                                      "Bhandare sir APP ke protiti date e ki chaan?"])
def test_a_judge_asked_what_with_an_unknown_verb_is_answered_from_the_judge_s_ways(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert "No record" not in line, a.answer
    assert "analyser" in a.answer or "warrant" in a.answer, a.answer


def test_a_telugu_to_before_a_verb_is_no_what_asked_of_the_judge():
    from tareekh.agent.question import _kind

    assert _kind("Bhandare sir hearing er age ki lage?", True, False, False) == "judge_habit"
    # Telugu "ki" is "to": "which side does he come to?" asks no judge's way
    assert _kind("Bhandare sir mana matters lo avatali side ki vastunnaru?", True, False, False) != "judge_habit"
