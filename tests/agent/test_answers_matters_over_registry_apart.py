"""Which matters are over, when one is known over from its order and another only from the registry's stage: the
registry's matter is said in a sentence of its own, so the cited sentence holds only what its order says and the
answer carries no false "unverified" note.

Own small practice, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="Crl.Rev. No. 41 of 2025", short_name="Barla revision",
                      title="Barla vs State", side="petitioner"))
    reg.add_case(Case(id="E1", number="Ex. P. No. 9 of 2024", short_name="Topno execution",
                      title="Topno vs Soreng", side="decree holder", stage="disposed - satisfied on 02.02.2026"))
    practice.ingest_text("ORDER\nThe revision is allowed and the order below is set aside.", name="barla order.txt",
                         case_id="R1", date="2026-03-12", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "over-registry-apart", build)


@pytest.mark.parametrize("question", ["which matters are disposed?", "kon kon mamla nishpotti hoye geche?"])
def test_a_matter_only_the_registry_marks_over_is_said_apart_and_nothing_is_unverified(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert line.startswith("2 matters are over") and "Barla revision" in line and "Topno execution" in line, a.answer
    assert not any("unverified" in n for n in a.notes), a.notes
