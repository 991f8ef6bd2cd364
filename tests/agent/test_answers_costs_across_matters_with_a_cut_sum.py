"""Costs across matters where an order hard-wraps its sum onto the next line ("… subject to costs of" / "Rs. 2,500/-
to the petitioner"): the sum is read after the cut, a note of the same day with the same sum is the same order,
and a matter with several orders says what they come to in all.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

ORDER = ("14.07.2025\nCounsel for the respondent again prays for time. Granted as a last chance, subject to costs of\n"
         "Rs. 2,500/- to the petitioner. List on 22.08.2025.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="W.P. 771 of 2025", short_name="Kalimpong school writ",
                      title="Ugyen Yonzon vs Board of Secondary Education", side="petitioner"))
    reg.add_case(Case(id="W2", number="O.S. 64 of 2024", short_name="Mirik tea garden suit",
                      title="Wangdi Dukpa vs Ang Gyatso", side="plaintiff"))
    practice.ingest_text(ORDER, name="W1 order 2025-07-14.txt", case_id="W1", date="2025-07-14", author="Court")
    practice.ingest_text("Kalimpong school writ - respondent board took time again, court put 2500 cost on them.",
                         name="W1 note 2025-07-14.txt", case_id="W1", date="2025-07-14", author="Lawyer")
    practice.ingest_text("Mirik tea garden suit - defendant sought time; costs of Rs. 700 imposed on the defendant.",
                         name="W2 2025-05-09.txt", case_id="W2", date="2025-05-09", author="Lawyer")
    practice.ingest_text("Mirik tea garden suit - defendant not ready again; costs of Rs. 1,300 imposed on the defendant.",
                         name="W2 2025-09-19.txt", case_id="W2", date="2025-09-19", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "costs-cut-sum", build)


@pytest.mark.parametrize("question", ["which matters got costs on the other side this year, and how much?",
                                      "is saal kin kin matters mein saamne wale pe cost lagi, kitni?"])
def test_a_sum_wrapped_onto_the_next_line_is_read_and_each_matter_summed(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today="2025-12-01")
    line = first_line(a)
    assert "Rs. 2,500 on 14 Jul 2025" in line and line.count("14 Jul 2025") == 1, a.answer
    assert "Rs. 2,000 in all" in line, a.answer
