"""'How much was seized, and where?' typed in words no record of the case holds (Hinglish, Bengali, Tamil in Latin
letters): the case's paper that states the quantity and its place field answers, not the last hearing.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, home_built_by

MEMO = """OFFICE OF THE RANGE FOREST OFFICER, SARANDA
Seizure list in POR No. 31/2025 dated 11.04.2025
Place: Kiriburu check gate
Sal logs, 14 pieces, measuring 63 cft approx., loaded on tractor JH06-7712.
Driver: Somra Munda s/o Budhu Munda.
"""


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="F1", number="B.A. No. 402 of 2025", short_name="Somra forest bail",
                                    title="Somra Munda vs State", side="petitioner", next_date="2026-02-12"))
    drop_file(practice, tmp, "seizure list.pdf.txt", MEMO, "F1")
    practice.ingest_text("Somra bail - heard, orders reserved. Next date 12.02.2026.", name="n1.txt", case_id="F1",
                         date="2026-01-08", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "how-much-where", build)


@pytest.mark.parametrize("question", [
    "somra case mein kitna maal pakda tha, kahan?",
    "somra bail e koto maal dhoreche, kothay?",
    "somra bail la evvalavu sarakku pidichaanga, enge?",
])
def test_how_much_and_where_in_unknown_words_is_answered_from_the_paper(pr, question):
    a = pr.ask(question, today="2026-01-20")
    first = a.answer.split("\n")[0]
    assert "63 cft" in first and "Kiriburu" in first, a.answer
