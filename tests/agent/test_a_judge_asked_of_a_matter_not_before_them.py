"""A judge asked of by name in a matter that is before another judge, and that no record of names them: nothing in
the notes is what they said there — never the other judge's remarks or orders given as theirs.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

TODAY = "2026-12-01"
NOTES = [
    ("P1", "2026-09-09", "Pine timber case: accused present. Madam: \"Forester must come with the seizure list next "
                         "date.\" ND 21.10.2026."),
    ("P1", "2026-10-21", "Pine timber case: forester absent. Summons again through the range office. ND 02.12.2026."),
    ("R1", "2026-10-14", "Mutation appeal: Sub-Collector heard us. Sub-Collector: \"Bring the 1962 record of rights.\" "
                         "ND 25.11.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Bankit Shullai", short="Sub-Collector", court="Revenue Court"))
    reg.add_person(Judge(id="J2", name="Smt. Ibadari Syiemlieh", short="JMFC madam", court="Magistrate Court"))
    reg.add_case(Case(id="P1", number="C.T. Case 90/2026", short_name="Pine timber case", title="State vs Wahlang",
                      nature="forest offence: pine timber carried without a transit pass", judge_id="J2"))
    reg.add_case(Case(id="R1", number="Mutation Appeal 12/2026", short_name="Mutation appeal",
                      title="Wahlang vs Tahsildar", nature="appeal against a mutation of land records", judge_id="J1"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-asked-of-a-matter-not-before-them", build)


@pytest.mark.parametrize("question", [
    "pine timber case la Bankit Shullai enna sonnaar?",  # Tamil
    "pine timber case e Bankit Shullai ki bollen?",  # Bengali
])
def test_a_judge_of_another_bench_said_nothing_in_the_matter(pr, question):
    whole = pr.ask(question, today=TODAY).answer
    assert whole.startswith("Nothing in your notes on what Sub-Collector said in"), whole
    assert "seizure list" not in whole and "Forester must" not in whole, whole


def test_the_judge_of_the_matter_is_still_quoted(pr):
    whole = pr.ask("mutation appeal la Bankit Shullai enna sonnaar?", today=TODAY).answer
    assert "1962 record of rights" in whole, whole
