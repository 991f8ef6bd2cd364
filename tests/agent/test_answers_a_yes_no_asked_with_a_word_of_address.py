"""'<surname> aaji cha suit decree zhala ka?': the word of address typed after the client's name (grandmother, uncle,
seth) is the name's, not a thing asked — the order that decrees the suit answers it, though it never writes the
word, and not an older note that does ("<surname> aaji - arguments not ready").

Own small practice (an eviction suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="E1", number="R.C.S. No. 77 of 2024", short_name="Lamare eviction",
                                    title="Rosalind Lamare vs Marbiangdor", side="plaintiff"))
    practice.ingest_text("4 Aug - Lamare aaji eviction - evidence closed. Other side not ready for arguments. "
                         "Next 10.09.2026.", name="lamare 1.txt", case_id="E1", date="2026-08-04", author="Lawyer")
    practice.ingest_text("IN THE COURT OF THE CIVIL JUDGE\n15.10.2026\nJudgment pronounced. ORDER\n1. The suit is "
                         "decreed with costs.\n2. The defendant shall vacate the shop within two months.",
                         name="lamare order.txt", case_id="E1", date="2026-10-15", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "yes-no-word-of-address", build)


@pytest.mark.parametrize("question", ["Lamare aaji cha suit decree zhala ka?", "Lamare aunty ka suit decree hua?"])
def test_the_decree_answers_though_it_never_writes_the_word_of_address(pr, question):
    line = first_line(pr.ask(question, today="2026-11-20"))
    assert line.startswith("Yes") and "decreed" in line, line
