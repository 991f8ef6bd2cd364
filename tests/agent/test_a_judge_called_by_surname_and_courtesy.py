"""A judge called as the registry's short name calls them ("<surname> sahab", "<surname> madam") is that judge, even
when a party of a matter before another judge bears the surname: the question asks what that judge said, not that
party's matter. The party's matter named by the surname alone, or with its kind, is still that matter."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case, Judge


@pytest.fixture()
def registry(tmp_path):
    from tareekh.practice import Practice

    p = Practice.open(tmp_path / "home")
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Shri Trivikram Dorairaj", short="Dorairaj sir (Sub Court)"))
    reg.add_person(Judge(id="J2", name="Smt. Ilavenil Mookherjee", short="Mookherjee madam (ADJ)"))
    reg.add_case(Case(id="C1", number="O.S. No. 140 of 2025", short_name="Velmurugesan well suit",
                      title="Velmurugesan Thirukkarai vs Village Panchayat", judge_id="J1", side="plaintiff"))
    reg.add_case(Case(id="C2", number="A.S. No. 9 of 2026", short_name="Dorairaj lease appeal",
                      title="Kasthuri Dorairaj vs Sengottaiyan", judge_id="J2", side="appellant"))
    yield reg
    p.close()


@pytest.mark.parametrize("question", [
    "12 march ko Dorairaj sir ne injunction application pe kya kaha?",  # Hindi
    "march 12 andru Dorairaj sir IA pathi enna sonnar?",  # Tamil
])
def test_a_judge_called_as_the_registry_calls_him_is_not_a_party_s_matter(registry, question):
    q = understand(question, registry=registry, today=date(2026, 4, 1))
    assert q.judges == ["J1"], (q.kind, q.judges)
    assert "C2" not in q.cases, q.cases


def test_the_party_s_matter_named_by_the_surname_and_its_kind_is_that_matter(registry):
    q = understand("Dorairaj appeal ki next date kab hai?", registry=registry, today=date(2026, 4, 1))
    assert q.cases == ["C2"], (q.cases, q.judges)
