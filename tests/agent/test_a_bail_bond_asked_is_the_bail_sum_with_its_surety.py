""""Kiman bond t bail hol?", "bail-e koto takar bond?": a bail's bond is what the order writes as the bail "of Rs. …
with one surety of the like amount" — the word "bond" need not be written (agent/lexicon.py's synonyms of bond).

A small practice written for these tests (a bail before a High Court), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by
from tareekh.registry.models import Case

TODAY = "2028-02-10"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="Bail Appln. No. 2210 of 2027", short_name="Pallavjit HC bail",
                                    title="Pallavjit vs State", side="petitioner"))
    practice.ingest_text("Pallavjit bail - State sought time for case diary. Uncle ready as surety with land papers. "
                         "ND 14.1.28", name="pallavjit 3 jan.txt", case_id="C1", date="2028-01-03")
    practice.ingest_text("ORDER. Heard learned counsel for the parties. The petitioner is allowed to go on bail of "
                         "Rs. 45,000/- with one surety of the like amount to the satisfaction of the trial court, on "
                         "condition that he shall appear on every date.", name="BA 2210 order.pdf.txt",
                         case_id="C1", date="2028-01-14", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bail-bond-surety", build)


def test_the_bond_asked_is_the_bail_sum(pr):
    answer = pr.ask("Pallavjit bail-e koto takar bond hoyechhe?", today=TODAY).answer
    assert "45,000" in answer.split("\n", 1)[0], answer
    assert not answer.startswith("Not on record"), answer


def test_bond_is_written_as_a_surety():
    from tareekh.agent.lexicon import SYNONYMS

    assert {"surety", "sureties"} <= SYNONYMS["bond"]
