"""A bare question on a paper ("surveyor report") answered from a line that only says the paper came ("Surveyor
report received.", "कमिश्नर रिपोर्ट आई।", "Surveyor report vachindi."): the sentence after it, which says what
the paper found, is quoted too, in whatever language or script the note is written.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="O.S. No. 41 of 2024", short_name="Lalbagh boundary suit",
                      title="Gopalan vs Ramaswamy", side="plaintiff"))
    reg.add_case(Case(id="K2", number="T.S. No. 9 of 2025", short_name="Kothrud partition",
                      title="Deshpande vs Deshpande", side="plaintiff"))
    reg.add_case(Case(id="K3", number="O.S. No. 77 of 2025", short_name="Kakinada well suit",
                      title="Satyanarayana vs Appa Rao", side="defendant"))
    practice.ingest_text("Lalbagh boundary - commissioner to measure the land. Next date 10.02.2026.",
                         name="a1.txt", case_id="K1", date="2026-01-05", author="Lawyer")
    practice.ingest_text("Lalbagh boundary - Surveyor report received. Encroachment of 6 feet on the east side found "
                         "by the surveyor. Next date 20.03.2026.", name="a2.txt", case_id="K1", date="2026-02-10",
                         author="Lawyer")
    practice.ingest_text("कोथरूड बंटवारा - कमिश्नर रिपोर्ट आई। 3 गुंठा हिस्सा पूर्व की तरफ़ दिखाया। अगली तारीख 12.03.2026",
                         name="b1.txt", case_id="K2", date="2026-02-11", author="Lawyer")
    practice.ingest_text("Kakinada well - Surveyor report vachindi. Bavi 2 metres lopala defendant bhoomi lo undi. "
                         "ND 15.03.2026", name="c1.txt", case_id="K3", date="2026-02-12", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "thin-sentence", build)


@pytest.mark.parametrize("question, finding", [
    ("lalbagh surveyor report", "6 feet"),
    ("kothrud wali report", "3 गुंठा"),
    ("kakinada surveyor report", "2 metres"),
])
def test_a_line_that_only_says_a_paper_came_is_quoted_with_what_it_found(pr, question, finding):
    a = pr.ask(question, today="2026-03-01")
    assert finding in a.answer, a.answer
