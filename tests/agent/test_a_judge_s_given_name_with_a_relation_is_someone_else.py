"""A judge's given name typed bare with a relation after it ("<given> ki patni ne dekha?", "<given> er bou ki
bollo?") names a person with a family — a party, a witness — not the judge, whom a lawyer calls by surname or post
with a title; typed with a courtesy word after it, or by surname, the judge is named as before."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case, Judge


@pytest.fixture()
def registry(tmp_path):
    from tareekh.practice import Practice

    p = Practice.open(tmp_path / "home")
    p.registry.add_person(Judge(id="J1", name="Shri Omkarnath V. Dhurandhar", short="Dhurandhar saheb"))
    p.registry.add_case(Case(id="C1", number="Sessions Case No. 40 of 2026", short_name="Kelkarini assault trial",
                             title="State vs Bhimsen Kelkarini", judge_id="J1", side="accused"))
    yield p.registry
    p.close()


@pytest.mark.parametrize("question", [
    "Omkarnath ki patni ne maar-peet dekhi thi?",  # Hindi
    "Omkarnath er bou ki mar dekheche?",  # Bengali
    "Omkarnath chi bayko ne marhaan pahila ka?",  # Marathi
    "did Omkarnath's wife see the assault?",  # English
])
def test_a_given_name_with_a_relation_after_it_names_no_judge(registry, question):
    q = understand(question, registry=registry, today=date(2026, 9, 1))
    assert "J1" not in q.judges, (q.kind, q.judges)


@pytest.mark.parametrize("question", [
    "Omkarnath saheb ne kya kaha tha?",  # a courtesy word after the given name
    "Dhurandhar saheb ne bail pe kya kaha?",  # the surname
])
def test_a_judge_called_by_courtesy_or_surname_is_still_the_judge(registry, question):
    q = understand(question, registry=registry, today=date(2026, 9, 1))
    assert "J1" in q.judges, (q.kind, q.judges)
